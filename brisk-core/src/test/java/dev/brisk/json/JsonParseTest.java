package dev.brisk.json;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JsonParseTest {
    private static final String DOC = "{ \"name\": \"Zoë 😀\", \"n\": [1, -0, 2.50, 1e400, 12345678901234567890123],\n \"ok\": true, \"none\": null }";

    @Test
    void everySourceParsesToTheSameTree() {
        byte[] utf8 = DOC.getBytes(StandardCharsets.UTF_8);
        JsonValue expected = Json.parse(utf8);
        assertEquals(expected, Json.parse(DOC));
        assertEquals(expected, Json.parse(DOC.toCharArray()));
        assertEquals(expected, Json.parse(ByteBuffer.wrap(utf8)));
        assertEquals(expected, Json.parse(new ByteArrayInputStream(utf8)));
        assertEquals(expected, Json.parse(new StringReader(DOC)));
        byte[] padded = ("xx" + DOC + "yy").getBytes(StandardCharsets.UTF_8);
        assertEquals(expected, Json.parse(padded, 2, utf8.length));
        assertEquals("{\"name\":\"Zoë 😀\",\"n\":[1,-0,2.50,1e400,12345678901234567890123],\"ok\":true,\"none\":null}", expected.toString());
    }

    @Test
    void contentAfterTheValueIsAnError() {
        JsonException e = assertThrows(JsonException.class, () -> Json.parse("[1] [2]"));
        assertTrue(e.offset() >= 3, e.getMessage());
        assertThrows(JsonException.class, () -> Json.parse("{\"a\":1}x"));
    }

    @Test
    void syntaxErrorsCarryTheirLocation() {
        JsonException e = assertThrows(JsonException.class, () -> Json.parse("{\"a\":\n [1, 2,, 3]}"));
        assertEquals(2, e.line());
        assertThrows(JsonException.class, () -> Json.parse(""));
    }

    @Test
    void aSequenceIsReadValueByValue() {
        JsonReader r = ReaderOptions.defaults().withSequence(true).reader("{\"a\":1}\n[2]\n3\n");
        assertEquals(Json.parse("{\"a\":1}"), Json.next(r));
        assertEquals(Json.parse("[2]"), Json.next(r));
        assertEquals(JsonNumberValue.of(3), Json.next(r));
        assertFalse(r.hasNextValue());
    }

    @Test
    void theReadersOptionsApply() {
        ReaderOptions lenient = ReaderOptions.defaults().withComments(true).withTrailingCommas(true);
        assertEquals(Json.parse("[1,2]"), Json.parse(lenient.reader("[1, 2, /* two */]")));
        assertThrows(JsonException.class, () -> Json.parse(ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxDepth(2)).reader("[[[1]]]")));
    }
}
