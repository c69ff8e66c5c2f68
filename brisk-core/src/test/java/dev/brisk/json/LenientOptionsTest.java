package dev.brisk.json;

import static dev.brisk.json.ReaderAssertions.assertRejected;
import static dev.brisk.json.ReaderAssertions.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each leniency is its own switch: it accepts its form and nothing else. */
class LenientOptionsTest {
    private static final ReaderOptions STRICT = ReaderOptions.defaults();

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void commentsAreWhitespaceWhenEnabled() {
        ReaderOptions o = STRICT.withComments(true);
        assertEquals(List.of("[", "number:1", "number:2", "]", "end"),
                read(o, "/* lead */ [1 // one\n, /* two */ 2 /**/] // end"));
        assertEquals(List.of("{", "name:a", "boolean:true", "}", "end"), read(o, "{/*x*/\"a\"/*y*/:/*z*/true}"));
        assertRejected(o, utf8("[1 /* open"), "Unterminated comment", 3);
        assertRejected(o, utf8("[1 / 2]"), "a comment starts with // or /*", 3);
        assertRejected(o, utf8("[1,]"), "Trailing comma", 2); // only comments were switched on
    }

    @Test
    void trailingCommasWhenEnabled() {
        ReaderOptions o = STRICT.withTrailingCommas(true);
        assertEquals(List.of("[", "number:1", "]", "end"), read(o, "[1,]"));
        assertEquals(List.of("{", "name:a", "number:1", "}", "end"), read(o, "{\"a\":1 , }"));
        assertRejected(o, utf8("[1,,]"), "Expected a value but found ','", 3);
        assertRejected(o, utf8("[,]"), "Expected a value but found ','", 1);
    }

    @Test
    void singleQuotedStringsAndNamesWhenEnabled() {
        ReaderOptions o = STRICT.withSingleQuotes(true);
        assertEquals(List.of("{", "name:a b", "string:it's \"x\"", "}", "end"), read(o, "{'a b':'it\\'s \"x\"'}"));
        assertEquals(List.of("[", "string:\u00e9\n", "]", "end"), read(o, "['\u00e9\\n']"));
        assertRejected(o, utf8("{a:1}"), "Expected a name", 1);
        assertRejected(o, utf8("['abc"), "Unexpected end of input inside a string", 5);
    }

    @Test
    void unquotedNamesWhenEnabled() {
        ReaderOptions o = STRICT.withUnquotedNames(true);
        assertEquals(List.of("{", "name:a_1", "number:1", "name:$b-c", "number:2", "}", "end"), read(o, "{a_1:1, $b-c :2}"));
        assertRejected(o, utf8("{\"a\":x}"), "Expected a value but found 'x'", 5);
    }

    @Test
    void nonFiniteNumbersWhenEnabled() {
        ReaderOptions o = STRICT.withNonFiniteNumbers(true);
        JsonReader r = o.reader(utf8("[NaN, Infinity, -Infinity, 1]"));
        r.beginArray();
        assertEquals(JsonToken.NUMBER, r.peek());
        assertTrue(Double.isNaN(r.nextDouble()));
        assertEquals(Double.POSITIVE_INFINITY, r.nextDouble());
        assertEquals(Float.NEGATIVE_INFINITY, r.nextFloat());
        assertEquals(1, r.nextInt());
        r.endArray();
        assertRejected(o, utf8("[Inf]"), "Invalid literal: expected 'Infinity'", 4);
        assertRejected(o, utf8("[-In]"), "Invalid literal", 4);
    }

    @Test
    void quotedNumbersWhenEnabled() {
        ReaderOptions o = STRICT.withQuotedNumbers(true);
        JsonReader r = o.reader(utf8("[\"42\", \"-1.5e2\", \"12345678901234\", 7]"));
        r.beginArray();
        assertEquals(42, r.nextInt());
        assertEquals(-150.0, r.nextDouble());
        assertEquals(12345678901234L, r.nextLong());
        assertEquals(7, r.nextInt());
        r.endArray();
        // across stream refills too: a quoted number cut by the buffer end, with no read-ahead
        String many = "[\"123456789\", \"-98765.4321\", \"77\"]";
        for (int chunk = 1; chunk <= 7; chunk++) {
            JsonReader s = o.withBufferSize(16).reader(SourceEquivalenceTest.chunked(utf8(many), chunk));
            s.beginArray();
            assertEquals(123456789, s.nextInt());
            assertEquals(-98765.4321, s.nextDouble());
            assertEquals(77L, s.nextLong());
            s.endArray();
        }
        JsonReader bad = o.reader(utf8("[\"4 2\"]"));
        bad.beginArray();
        JsonException e = assertThrows(JsonException.class, bad::nextInt);
        assertTrue(e.getMessage().contains("not a JSON number"), e::getMessage);
        JsonReader strict = JsonReader.of(utf8("[\"42\"]"));
        strict.beginArray();
        assertThrows(JsonException.class, strict::nextInt);
    }

    @Test
    void loneSurrogatesBecomeReplacementCharactersWhenEnabled() {
        ReaderOptions o = STRICT.withReplaceLoneSurrogates(true);
        assertEquals(List.of("string:a\uFFFDb\uFFFD\uD83D\uDE00", "end"), read(o, "\"a\\uD800b\\uDC00\\uD83D\\uDE00\""));
        assertEquals(List.of("string:\uFFFDA", "end"), read(o, "\"\\uD800\\u0041\""));
    }

    @Test
    void infinityOnOverflowWhenEnabled() {
        JsonReader strict = JsonReader.of(utf8("1e999"));
        JsonException e = assertThrows(JsonException.class, strict::nextDouble);
        assertEquals("1e999 is out of double range", e.detail());
        assertEquals(Double.POSITIVE_INFINITY, STRICT.withInfinityOnOverflow(true).reader(utf8("1e999")).nextDouble());
        assertEquals(Double.NEGATIVE_INFINITY, STRICT.withInfinityOnOverflow(true).reader(utf8("-1e999")).nextDouble());
    }

    @Test
    void duplicateNamesRejectedWhenEnabled() {
        ReaderOptions o = STRICT.withRejectDuplicateNames(true);
        assertRejected(o, utf8("{\"a\":1,\"b\":{\"a\":2},\"a\":3}"), "Duplicate name \"a\"", 19);
        assertEquals(List.of("{", "name:a", "{", "name:a", "number:1", "}", "}", "end"), read(o, "{\"a\":{\"a\":1}}"));
        Names names = Names.of("a");
        JsonReader r = o.reader(utf8("{\"a\":1,\"\\u0061\":2}"));
        r.beginObject();
        assertEquals(0, r.selectName(names));
        r.skipValue();
        JsonException e = assertThrows(JsonException.class, () -> r.selectName(names));
        assertTrue(e.getMessage().contains("Duplicate name \"a\""), e::getMessage);
    }
}
