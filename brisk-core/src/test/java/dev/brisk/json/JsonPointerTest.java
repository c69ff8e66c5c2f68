package dev.brisk.json;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

class JsonPointerTest {
    /** The example document of RFC 6901, section 5. */
    private static final String RFC_DOC = "{\"foo\":[\"bar\",\"baz\"],\"\":0,\"a/b\":1,\"c%d\":2,\"e^f\":3,"
            + "\"g|h\":4,\"i\\\\j\":5,\"k\\\"l\":6,\" \":7,\"m~n\":8}";

    private static JsonValue doc() throws Exception {
        return JacksonEvents.tree(RFC_DOC.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void resolvesEveryExampleOfRfc6901Section5() throws Exception {
        JsonValue doc = doc();
        assertSame(doc, doc.at(""));
        assertEquals(JsonArray.of(JsonString.of("bar"), JsonString.of("baz")), doc.at("/foo"));
        assertEquals(JsonString.of("bar"), doc.at("/foo/0"));
        assertEquals(JsonNumberValue.of(0), doc.at("/"));
        assertEquals(JsonNumberValue.of(1), doc.at("/a~1b"));
        assertEquals(JsonNumberValue.of(2), doc.at("/c%d"));
        assertEquals(JsonNumberValue.of(3), doc.at("/e^f"));
        assertEquals(JsonNumberValue.of(4), doc.at("/g|h"));
        assertEquals(JsonNumberValue.of(5), doc.at("/i\\j"));
        assertEquals(JsonNumberValue.of(6), doc.at("/k\"l"));
        assertEquals(JsonNumberValue.of(7), doc.at("/ "));
        assertEquals(JsonNumberValue.of(8), doc.at("/m~0n"));
    }

    @Test
    void tildeZeroOneMeansTildeOneNotSlash() throws Exception {
        JsonValue doc = JacksonEvents.tree("{\"~1\":\"tilde-one\",\"/\":\"slash\"}".getBytes(StandardCharsets.UTF_8));
        assertEquals(JsonString.of("tilde-one"), doc.at("/~01"));
        assertEquals(JsonString.of("slash"), doc.at("/~1"));
    }

    @Test
    void missingValuesAreNull() throws Exception {
        JsonValue doc = doc();
        assertNull(doc.at("/nope"));
        assertNull(doc.at("/foo/2"));
        assertNull(doc.at("/foo/-"));
        assertNull(doc.at("/foo/01"));
        assertNull(doc.at("/foo/x"));
        assertNull(doc.at("/foo/0/deeper"));
        assertNull(doc.at("/nope/deeper/still"));
    }

    @Test
    void malformedPointersAreErrors() throws Exception {
        JsonValue doc = doc();
        assertThrows(JsonException.class, () -> doc.at("foo"));
        assertThrows(JsonException.class, () -> doc.at("/m~2n"));
        assertThrows(JsonException.class, () -> doc.at("/m~"));
        assertThrows(JsonException.class, () -> doc.at("/nope/x~y"));
    }
}
