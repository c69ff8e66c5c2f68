package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.Json;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonNumber;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonToken;
import dev.brisk.json.JsonValue;
import dev.brisk.json.Names;
import dev.brisk.json.ReadLimits;
import dev.brisk.json.TreeBuilder;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What every implementation of the pull interface ({@link JsonReader}) must do, whatever format
 * it reads: the same tokens, names, values, paths, limits and errors for the same document. Each
 * subclass gives one implementation the document (written as JSON here, and converted into its
 * format); the tests are the specification. As Moshi runs its reader tests against each reader.
 */
abstract class ReaderContract {

    /** A reader over {@code json} in this implementation's format, with {@code limits}. */
    abstract JsonReader open(String json, ReadLimits limits);

    final JsonReader open(String json) { return open(json, ReadLimits.defaults()); }

    /** Whether errors carry a byte (or char) offset: every format but a tree. */
    boolean hasOffsets() { return true; }

    /** Whether the whole input is in memory (a stream's reader may say "unsure" where it could look ahead). */
    boolean inMemory() { return true; }

    /** Whether {@link JsonReader#readRaw()} gives the input's own text (JSON), not the value re-written. */
    boolean rawIsText() { return false; }

    // ---------------------------------------------------------------- tokens

    private static final String DOC = "{\"s\":\"text\",\"i\":42,\"n\":-7,\"d\":2.5,\"t\":true,\"f\":false,\"z\":null,"
            + "\"a\":[1,[2,3],{\"k\":\"v\"}],\"o\":{},\"e\":[]}";

    @Test
    void peekNamesEveryTokenWithoutConsumingIt() {
        try (JsonReader r = open(DOC)) {
            List<String> seen = new ArrayList<>();
            walk(r, seen);
            assertEquals(List.of("{", "s", "STRING:text", "i", "NUMBER:42", "n", "NUMBER:-7", "d", "NUMBER:2.5", "t", "true", "f", "false",
                    "z", "null", "a", "[", "NUMBER:1", "[", "NUMBER:2", "NUMBER:3", "]", "{", "k", "STRING:v", "}", "]", "o", "{", "}",
                    "e", "[", "]", "}"), seen);
            assertEquals(JsonToken.END_DOCUMENT, r.peek());
            assertEquals(JsonToken.END_DOCUMENT, r.peek());
            assertFalse(r.hasNextValue());
        }
    }

    private static void walk(JsonReader r, List<String> out) {
        int depth = 0;
        do {
            JsonToken t = r.peek();
            assertEquals(t, r.peek(), "peek consumes nothing");
            switch (t) {
                case BEGIN_OBJECT: r.beginObject(); out.add("{"); depth++; break;
                case END_OBJECT: assertFalse(r.hasNext()); r.endObject(); out.add("}"); depth--; break;
                case BEGIN_ARRAY: r.beginArray(); out.add("["); depth++; break;
                case END_ARRAY: assertFalse(r.hasNext()); r.endArray(); out.add("]"); depth--; break;
                case NAME: assertTrue(r.hasNext()); out.add(r.nextName()); break;
                case STRING: out.add("STRING:" + r.nextString()); break;
                case NUMBER: out.add("NUMBER:" + r.nextNumber()); break;
                case BOOLEAN: out.add(String.valueOf(r.nextBoolean())); break;
                case NULL: r.nextNull(); out.add("null"); break;
                default: throw new AssertionError(t);
            }
        } while (depth > 0);
    }

    @Test
    void hasNextValueIsForTheTopLevel() {
        try (JsonReader r = open("[1]")) {
            assertTrue(r.hasNextValue());
            r.beginArray();
            assertThrows(IllegalStateException.class, r::hasNextValue);
            assertEquals(1, r.nextInt());
            r.endArray();
            assertFalse(r.hasNextValue());
        }
    }

    // ---------------------------------------------------------------- names

    private static final Names NAMES = Names.of("id", "name", "tags");

    @Test
    void selectNameMatchesKnownNamesAndReportsUnknownOnes() {
        try (JsonReader r = open("{\"name\":\"x\",\"other\":1,\"id\":7,\"tags\":[]}")) {
            r.beginObject();
            assertEquals(1, r.selectName(NAMES));
            assertEquals("$.name", r.path());
            assertEquals("x", r.nextString());
            assertEquals(-1, r.selectName(NAMES));
            assertEquals("$.other", r.path(), "a name that is not in the set is still the path");
            r.skipValue();
            assertEquals(0, r.selectName(NAMES, 0), "a right guess");
            assertEquals(7, r.nextInt());
            assertEquals(2, r.selectName(NAMES, 0), "a wrong guess still finds the name");
            r.beginArray();
            r.endArray();
            r.endObject();
        }
    }

    @Test
    void nextMemberStepsThroughAnObjectAsHasNextAndSelectNameDo() {
        String doc = "{\"id\":7,\"name\":\"x\",\"other\":{\"id\":1},\"tags\":[],\"more\":8}";
        try (JsonReader r = open(doc)) {
            r.beginObject();
            assertEquals(0, r.nextMember(NAMES, 0), "the guess");
            assertEquals("$.id", r.path());
            assertEquals(7, r.nextInt());
            assertEquals(1, r.nextMember(NAMES, 1));
            assertEquals("x", r.nextString());
            assertEquals(-1, r.nextMember(NAMES, 2), "a name not in the set");
            assertEquals("$.other", r.path());
            r.beginObject();
            assertEquals(0, r.nextMember(NAMES, 1), "a wrong guess still finds the name");
            assertEquals("$.other.id", r.path());
            assertEquals(1, r.nextInt());
            assertEquals(JsonReader.END_OF_OBJECT, r.nextMember(NAMES, 1));
            r.endObject();
            assertEquals(2, r.nextMember(NAMES, 2));
            r.beginArray();
            assertFalse(r.hasNext());
            r.endArray();
            assertEquals(-1, r.nextMember(NAMES, 3), "a guess past the end of the set");
            assertEquals("$.more", r.path());
            assertEquals(8, r.nextInt());
            assertEquals(JsonReader.END_OF_OBJECT, r.nextMember(NAMES, 1));
            r.endObject();
            assertEquals(JsonToken.END_DOCUMENT, r.peek());
        }
        try (JsonReader r = open("{}")) {
            r.beginObject();
            assertEquals(JsonReader.END_OF_OBJECT, r.nextMember(NAMES, 0), "an empty object");
            r.endObject();
        }
    }

    @Test
    void nextMemberFailsInAnArrayWithThePath() {
        try (JsonReader r = open("[1]")) {
            r.beginArray();
            JsonException e = assertThrows(JsonException.class, () -> r.nextMember(NAMES, 0));
            assertEquals("$[0]", e.path());
        }
    }

    @Test
    void skipNameLeavesTheValue() {
        try (JsonReader r = open("{\"a\":1,\"b\":2}")) {
            r.beginObject();
            r.skipName();
            assertEquals("$.a", r.path());
            assertEquals(1, r.nextInt());
            assertEquals("b", r.nextName());
            assertEquals(2, r.nextLong());
            r.endObject();
        }
    }

    @Test
    void selectStringMatchesValues() {
        try (JsonReader r = open("[\"tags\",\"nope\",\"id\"]")) {
            r.beginArray();
            assertEquals(2, r.selectString(NAMES));
            assertEquals(-1, r.selectString(NAMES));
            assertEquals(0, r.selectString(NAMES));
            r.endArray();
        }
    }

    @Test
    void nextStringOrNullReadsAStringOrANullAndRefusesAnythingElseAsNextStringDoes() {
        String json = "{\"a\":\"x\",\"b\":null,\"c\":[null,\"\u00e9\\n\"],\"d\":1}";
        try (JsonReader r = open(json)) {
            r.beginObject();
            assertEquals("a", r.nextName());
            assertEquals("x", r.nextStringOrNull());
            assertEquals("b", r.nextName());
            assertEquals(null, r.nextStringOrNull());
            assertEquals("$.b", r.path());
            assertEquals("c", r.nextName());
            r.beginArray();
            assertEquals(null, r.nextStringOrNull());
            assertEquals("\u00e9\n", r.nextStringOrNull());
            r.endArray();
            assertEquals("d", r.nextName());
            String orNull = assertThrows(JsonException.class, r::nextStringOrNull).getMessage();
            try (JsonReader again = open(json)) {
                again.beginObject();
                for (int k = 0; k < 3; k++) {
                    again.nextName();
                    again.skipValue();
                }
                assertEquals("d", again.nextName());
                assertEquals(assertThrows(JsonException.class, again::nextString).getMessage(), orNull);
            }
        }
    }

    @Test
    void namesAndStringsDecodeEveryPlane() {
        String text = "h\u00e9llo \u4e16\u754c \ud83d\ude00";
        try (JsonReader r = open("{\"" + text + "\":\"" + text + "\"}")) {
            r.beginObject();
            assertEquals(text, r.nextName());
            assertEquals(text, r.nextString());
            r.endObject();
        }
    }

    // ---------------------------------------------------------------- values

    @Test
    void everyNextReadsItsKindOfValue() {
        try (JsonReader r = open("[\"s\",true,false,null,2147483647,-9223372036854775808,0.1,1.5,"
                + "18446744073709551615,12.5,7,3]")) {
            r.beginArray();
            assertEquals("s", r.nextString());
            assertTrue(r.nextBoolean());
            assertFalse(r.nextBoolean());
            r.nextNull();
            assertEquals(Integer.MAX_VALUE, r.nextInt());
            assertEquals(Long.MIN_VALUE, r.nextLong());
            assertEquals(0.1, r.nextDouble());
            assertEquals(1.5f, r.nextFloat());
            assertEquals(new BigInteger("18446744073709551615"), r.nextBigInteger());
            assertEquals(new BigDecimal("12.5"), r.nextBigDecimal());
            assertEquals(JsonNumber.of(7), r.nextNumber());
            assertEquals(3.0, r.nextDouble());
            r.endArray();
        }
    }

    @Test
    void anIntegralFractionReadsAsAnInteger() {
        try (JsonReader r = open("[1.0,2.0,3.0]")) {
            r.beginArray();
            assertEquals(1, r.nextInt());
            assertEquals(2L, r.nextLong());
            assertEquals(BigInteger.valueOf(3), r.nextBigInteger());
            r.endArray();
        }
    }

    @Test
    void aNumberOutOfRangeStaysUnreadForAnotherType() {
        try (JsonReader r = open("[3000000000,18446744073709551615,1.5]")) {
            r.beginArray();
            JsonException e = assertThrows(JsonException.class, r::nextInt);
            assertTrue(e.getMessage().contains("3000000000"), e.getMessage());
            assertEquals("$[0]", e.path());
            assertEquals(3000000000L, r.nextLong());
            assertThrows(JsonException.class, r::nextLong);
            assertEquals(new BigInteger("18446744073709551615"), r.nextBigInteger());
            assertThrows(JsonException.class, r::nextInt);
            assertEquals(1.5, r.nextDouble());
            r.endArray();
        }
    }

    @Test
    void nextIsPlainLongSaysWhenNextLongCannotFail() {
        try (JsonReader r = open("[12,\"12\",1.5,-5]")) {
            r.beginArray();
            if (inMemory()) assertTrue(r.nextIsPlainLong());
            assertEquals(12, r.nextLong());
            assertFalse(r.nextIsPlainLong());
            r.skipValue();
            assertFalse(r.nextIsPlainLong());
            r.skipValue();
            if (inMemory()) assertTrue(r.nextIsPlainLong());
            assertEquals(-5, r.nextLong());
            r.endArray();
        }
    }

    @Test
    void aBase64StringReadsAsBytes() {
        try (JsonReader r = open("[\"AQID/w==\"]")) {
            r.beginArray();
            assertArrayEquals(new byte[] {1, 2, 3, -1}, r.nextBinary());
            r.endArray();
        }
    }

    // ---------------------------------------------------------------- whole values

    @Test
    void skipValueSkipsScalarsContainersAndMembers() {
        try (JsonReader r = open("{\"a\":[1,{\"x\":[[]]}],\"b\":\"s\",\"c\":{\"d\":null},\"e\":5}")) {
            r.beginObject();
            assertEquals("a", r.nextName());
            r.skipValue();
            r.skipValue(); // at a name: the name and its value
            assertEquals("c", r.nextName());
            r.skipValue();
            assertEquals("e", r.nextName());
            assertEquals(5, r.nextInt());
            r.endObject();
        }
    }

    @Test
    void copyToGivesTheValue() {
        String doc = "{\"a\":[1,2.5,\"s\",{\"b\":null}],\"c\":true}";
        try (JsonReader r = open(doc)) {
            r.beginObject();
            assertEquals("a", r.nextName());
            TreeBuilder tree = new TreeBuilder();
            r.copyTo(tree);
            assertEquals(Json.parse("[1,2.5,\"s\",{\"b\":null}]"), tree.result());
            assertEquals("c", r.nextName());
            assertTrue(r.nextBoolean());
            r.endObject();
        }
    }

    @Test
    void readRawGivesTheValueAsJson() {
        try (JsonReader r = open("[{\"a\":[1,\"x\"]},2]")) {
            r.beginArray();
            String raw = r.readRaw();
            assertEquals(Json.parse("{\"a\":[1,\"x\"]}"), Json.parse(raw));
            if (rawIsText()) assertEquals("{\"a\":[1,\"x\"]}", raw);
            assertEquals(2, r.nextInt());
            r.endArray();
        }
    }

    // ---------------------------------------------------------------- paths and errors

    @Test
    void pathFollowsTheReader() {
        try (JsonReader r = open("{\"a\":[{\"b\":1},{\"c\":[true]}]}")) {
            assertEquals("$", r.path());
            r.beginObject();
            r.nextName();
            assertEquals("$.a", r.path());
            r.beginArray();
            assertEquals("$.a[0]", r.path());
            r.beginObject();
            r.nextName();
            assertEquals("$.a[0].b", r.path());
            r.nextInt();
            r.endObject();
            assertEquals("$.a[1]", r.path());
            r.beginObject();
            r.nextName();
            r.beginArray();
            assertEquals("$.a[1].c[0]", r.path());
            r.nextBoolean();
            assertEquals("$.a[1].c[1]", r.path());
            r.endArray();
            r.endObject();
            r.endArray();
            r.endObject();
        }
    }

    @Test
    void aCodecsErrorNamesTheValueItJustRead() {
        try (JsonReader r = open("{\"list\":[1,2,\"bad\"]}")) {
            r.beginObject();
            r.nextName();
            r.beginArray();
            r.nextInt();
            r.nextInt();
            r.nextString();
            JsonException e = r.error("not allowed");
            assertEquals("$.list[2]", e.path());
            assertTrue(e.getMessage().contains("not allowed"));
            if (hasOffsets()) assertTrue(e.offset() > 0, "offset " + e.offset());
            else assertEquals(-1, e.offset());
        }
    }

    @Test
    void aCallThatDoesNotFitTheInputFailsWithThePath() {
        try (JsonReader r = open("{\"a\":[1,\"s\"]}")) {
            r.beginObject();
            r.nextName();
            r.beginArray();
            JsonException e = assertThrows(JsonException.class, r::nextString);
            assertEquals("$.a[0]", e.path());
            assertTrue(e.getMessage().contains("string"), e.getMessage());
            if (hasOffsets()) assertTrue(e.offset() > 0);
            assertEquals(1, r.nextInt(), "the value stays to be read");
            assertThrows(JsonException.class, r::nextInt);
            assertThrows(JsonException.class, r::endObject);
            assertEquals("s", r.nextString());
            assertThrows(JsonException.class, r::nextName);
            r.endArray();
            r.endObject();
        }
    }

    @Test
    void readingPastTheEndFails() {
        try (JsonReader r = open("[]")) {
            r.beginArray();
            assertThrows(JsonException.class, r::nextInt);
            r.endArray();
            assertThrows(JsonException.class, r::nextInt);
            assertThrows(JsonException.class, r::beginObject);
        }
    }

    // ---------------------------------------------------------------- limits

    private static void readAll(JsonReader r) {
        walk(r, new ArrayList<>());
    }

    private void assertLimit(String json, ReadLimits limits, String message) {
        JsonException e = assertThrows(JsonException.class, () -> {
            try (JsonReader r = open(json, limits)) {
                readAll(r);
            }
        });
        assertTrue(e.getMessage().contains(message), e.getMessage());
        try (JsonReader r = open(json)) {
            readAll(r); // within the default limits
        }
    }

    @Test
    void depthIsLimited() {
        assertLimit("[[[[1]]]]", ReadLimits.defaults().withMaxDepth(3), "Nesting depth");
    }

    @Test
    void stringLengthIsLimited() {
        assertLimit("[\"abcdefghijk\"]", ReadLimits.defaults().withMaxStringLength(10), "String length");
    }

    @Test
    void nameLengthIsLimited() {
        assertLimit("{\"abcdefghijk\":1}", ReadLimits.defaults().withMaxNameLength(10), "Name length");
    }

    @Test
    void tokenCountIsLimited() {
        assertLimit("[1,2,3,4,5,6,7,8,9,10,11,12]", ReadLimits.defaults().withMaxTokenCount(5), "Token count");
    }

    @Test
    void skippedValuesAreHeldToTheLimitsToo() {
        JsonException e = assertThrows(JsonException.class, () -> {
            try (JsonReader r = open("[[[[[1]]]]]", ReadLimits.defaults().withMaxDepth(3))) {
                r.skipValue();
            }
        });
        assertTrue(e.getMessage().contains("Nesting depth"), e.getMessage());
    }

    @Test
    void skippedStringsAreHeldToTheStringLengthLimit() {
        ReadLimits tight = ReadLimits.defaults().withMaxStringLength(5);
        for (String doc : new String[] {"\"abcdefg\"", "[1,\"abcdefg\"]", "{\"a\":[{\"b\":\"abcdefg\"}]}", "[1.5,2,\"\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\"]"}) {
            JsonException e = assertThrows(JsonException.class, () -> {
                try (JsonReader r = open(doc, tight)) {
                    r.skipValue();
                }
            }, doc);
            assertTrue(e.getMessage().contains("String length"), doc + ": " + e.getMessage());
        }
        // within the limit (five chars that take ten bytes) the skip passes and reaches the end
        try (JsonReader r = open("[\"\u00e9\u00e9\u00e9\u00e9\u00e9\",{\"k\":\"12345\"}]", tight)) {
            r.skipValue();
            assertEquals(JsonToken.END_DOCUMENT, r.peek());
        }
    }
}
