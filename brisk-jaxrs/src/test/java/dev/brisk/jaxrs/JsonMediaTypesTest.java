package dev.brisk.jaxrs;

import jakarta.ws.rs.core.MediaType;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JsonMediaTypesTest {
    @Test
    void jsonAndStructuredSyntaxJsonTypesAreJson() {
        assertTrue(JsonMediaTypes.isJson(MediaType.APPLICATION_JSON_TYPE));
        assertTrue(JsonMediaTypes.isJson(MediaType.valueOf("application/problem+json")));
        assertTrue(JsonMediaTypes.isJson(MediaType.valueOf("Application/JSON; charset=utf-8")));
        assertTrue(JsonMediaTypes.isJson(null));
    }

    @Test
    void otherTypesAreNot() {
        assertFalse(JsonMediaTypes.isJson(MediaType.TEXT_PLAIN_TYPE));
        assertFalse(JsonMediaTypes.isJson(MediaType.APPLICATION_OCTET_STREAM_TYPE));
        assertFalse(JsonMediaTypes.isJson(MediaType.valueOf("text/json")));
        assertFalse(JsonMediaTypes.isJson(MediaType.valueOf("application/jsonx")));
        assertFalse(JsonMediaTypes.isJson(MediaType.valueOf("application/x-ndjson")));
        assertFalse(JsonMediaTypes.isJson(MediaType.WILDCARD_TYPE));
    }

    @Test
    void onlyACharsetOtherThanUtf8IsReported() {
        assertNull(JsonMediaTypes.nonUtf8Charset(MediaType.APPLICATION_JSON_TYPE));
        assertNull(JsonMediaTypes.nonUtf8Charset(MediaType.valueOf("application/json; charset=UTF-8")));
        assertNull(JsonMediaTypes.nonUtf8Charset(MediaType.valueOf("application/json; charset=no-such-charset")));
        assertEquals(StandardCharsets.UTF_16LE, JsonMediaTypes.nonUtf8Charset(MediaType.valueOf("application/json; charset=utf-16le")));
    }
}
