package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class JsonExceptionTest {

    @Test
    void messageNamesWhatAndEveryKnownPartOfWhere() {
        JsonException e = new JsonException("Expected ',' or '}' but found 'x'", 52, 3, 14, "$.a[2]");
        assertEquals("Expected ',' or '}' but found 'x' at line 3, column 14 (offset 52), path $.a[2]", e.getMessage());
        assertEquals("Expected ',' or '}' but found 'x'", e.detail());
        assertEquals(52, e.offset());
        assertEquals(3, e.line());
        assertEquals(14, e.column());
        assertEquals("$.a[2]", e.path());
    }

    @Test
    void unknownPartsAreLeftOut() {
        assertEquals("Bad tag at offset 7", new JsonException("Bad tag", 7, -1, -1, null).getMessage());
        assertEquals("Name outside an object at path $.a", new JsonException("Name outside an object", "$.a").getMessage());
        assertEquals("Plain", new JsonException("Plain", -1, -1, -1, null).getMessage());
    }

    @Test
    void keepsTheCause() {
        IOException io = new IOException("disk");
        assertSame(io, new JsonException("I/O error", 0, 1, 1, "$", io).getCause());
    }
}
