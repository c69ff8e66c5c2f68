package dev.brisk.jaxrs;

import dev.brisk.json.JsonValue;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RawBodyTypesTest {
    @Test
    void theRuntimesOwnBodyTypesAreRaw() {
        for (Class<?> type : List.of(String.class, byte[].class, char[].class, InputStream.class, ByteArrayInputStream.class,
                StringReader.class, File.class, Path.class, StreamingOutput.class, Response.class)) {
            assertTrue(RawBodyTypes.isRaw(type), type.getName());
        }
    }

    @Test
    void boundTypesAreNot() {
        for (Class<?> type : List.of(Shop.Order.class, Shop.Customer.class, List.class, Map.class, Object.class,
                Integer.class, int[].class, JsonValue.class)) {
            assertFalse(RawBodyTypes.isRaw(type), type.getName());
        }
    }
}
