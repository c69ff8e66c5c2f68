package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The pull API beyond plain token reading: selection, paths, raw values, copying, sequences, errors. */
class JsonReaderApiTest {
    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static final Names FIELDS = Names.of("id", "text", "\u00e9t\u00e9", "\uD83D\uDE00");

    @Test
    void selectNameFindsKnownNamesAndConsumesUnknownOnes() {
        JsonReader r = JsonReader.of(utf8("{\"text\":1,\"id\":2,\"other\":3,\"\u00e9t\u00e9\":4,\"\\u0069d\":5,\"\\uD83D\\uDE00\":6,\"i\":7}"));
        r.beginObject();
        List<Integer> got = new ArrayList<>();
        while (r.hasNext()) {
            got.add(r.selectName(FIELDS));
            got.add(r.nextInt());
        }
        r.endObject();
        assertEquals(List.of(1, 1, 0, 2, -1, 3, 2, 4, 0, 5, 3, 6, -1, 7), got);
    }

    @Test
    void selectStringMatchesEnumLikeValues() {
        JsonReader r = JsonReader.of(utf8("[\"text\", \"nope\", \"id\"]"));
        r.beginArray();
        assertEquals(1, r.selectString(FIELDS));
        assertEquals(-1, r.selectString(FIELDS));
        assertEquals(0, r.selectString(FIELDS));
        r.endArray();
    }

    @Test
    void namesRejectDuplicatesAndKeepOrder() {
        assertThrows(IllegalArgumentException.class, () -> Names.of("a", "b", "a"));
        Names n = Names.of(List.of("x", "y"));
        assertEquals(2, n.size());
        assertEquals("y", n.get(1));
        Names many = Names.of(java.util.stream.IntStream.range(0, 300).mapToObj(i -> "field" + i).toArray(String[]::new));
        for (int i = 0; i < 300; i++) {
            JsonReader r = JsonReader.of(utf8("{\"field" + i + "\":0}"));
            r.beginObject();
            assertEquals(i, r.selectName(many));
        }
    }

    @Test
    void canonicalNamesAreTheSameInstanceAndNoneModeMakesFreshOnes() {
        byte[] doc = utf8("[{\"canonicalKey\":1},{\"canonicalKey\":2}]");
        List<String> names = new ArrayList<>();
        for (NameMode mode : NameMode.values()) {
            names.clear();
            JsonReader r = ReaderOptions.defaults().withNameMode(mode).reader(doc);
            r.beginArray();
            while (r.hasNext()) {
                r.beginObject();
                names.add(r.nextName());
                r.skipValue();
                r.endObject();
            }
            assertEquals("canonicalKey", names.get(0));
            if (mode == NameMode.NONE) assertFalse(names.get(0) == names.get(1));
            else assertSame(names.get(0), names.get(1));
            if (mode == NameMode.INTERN) assertSame("canonicalKey", names.get(0));
        }
    }

    @Test
    void pathNamesEveryLevel() {
        JsonReader r = JsonReader.of(utf8("{\"statuses\":[{},{},{},{\"user\":{\"name\":\"x\"}}]}"));
        assertEquals("$", r.path());
        r.beginObject();
        r.nextName();
        assertEquals("$.statuses", r.path());
        r.beginArray();
        for (int i = 0; i < 3; i++) r.skipValue();
        assertEquals("$.statuses[3]", r.path());
        r.beginObject();
        assertEquals(-1, r.selectName(FIELDS)); // "user", not in the set: the path still knows it
        assertEquals("$.statuses[3].user", r.path());
        r.beginObject();
        r.skipName();
        assertEquals("$.statuses[3].user.name", r.path());
        JsonException e = assertThrows(JsonException.class, r::nextInt);
        assertEquals("$.statuses[3].user.name", e.path());
        assertEquals("Expected an int but found a string", e.detail());
        assertEquals(38, e.offset());
    }

    @Test
    void pathKeepsSkippedNamesAcrossStreamRefills() {
        String doc = "{\"a-long-name-that-spans-buffers\":[1,2,{\"b\":[true, x]}]}";
        JsonException e = assertThrows(JsonException.class, () -> {
            JsonReader r = ReaderOptions.defaults().withBufferSize(16).reader(SourceEquivalenceTest.chunked(utf8(doc), 3));
            r.beginObject();
            r.skipName();
            r.skipValue();
        });
        assertEquals("$.a-long-name-that-spans-buffers[2].b[1]", e.path());
    }

    @Test
    void skipValueReportsErrorsInsideTheSkippedValueWithTheirFullPath() {
        for (String bad : new String[] {"{\"a\":[1,{\"b\":[true, x]}]}", "{\"a\":[1,{\"b\":[true, 01]}]}", "{\"a\":[1,{\"b\":[true,]}]}"}) {
            JsonException e = assertThrows(JsonException.class, () -> JsonReader.of(utf8(bad)).skipValue());
            assertEquals("$.a[1].b[1]", e.path(), e::getMessage);
            JsonException viaTokens = assertThrows(JsonException.class, () -> TokenDump.tokens(JsonReader.of(utf8(bad))));
            assertEquals(viaTokens.getMessage(), e.getMessage());
        }
        ReaderOptions shortStrings = ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxStringLength(3));
        JsonReader ok = shortStrings.reader(utf8("[\"\\n\\n\\n\"]"));
        ok.skipValue(); // six bytes of escapes, three chars: within the limit
        assertThrows(JsonException.class, () -> shortStrings.reader(utf8("[\"\\n\\n\\na\"]")).skipValue());
    }

    @Test
    void locationIsTheStartOfTheLastToken() {
        JsonReader r = JsonReader.of(utf8("[\n  10,\n  \"x\"]"));
        r.beginArray();
        assertEquals(new JsonLocation(0, 1, 1), r.location());
        assertEquals(JsonToken.NUMBER, r.peek());
        assertEquals(new JsonLocation(4, 2, 3), r.location());
        r.nextInt();
        r.nextString();
        assertEquals(new JsonLocation(10, 3, 3), r.location());
        JsonException e = r.error("not a colour");
        assertEquals("not a colour at line 3, column 3 (offset 10), path $[1]", e.getMessage());
    }

    @Test
    void anErrorNamesThePathOfTheTokenItIsAbout() {
        JsonReader r = JsonReader.of(utf8("[\"a\",[1],{\"k\":[true,\"b\"]},7]"));
        r.beginArray();
        assertEquals("$[0]", r.error("x").path(), "before any element is read");
        r.nextString();
        assertEquals("$[0]", r.error("x").path(), "the element just read");
        assertEquals(JsonToken.BEGIN_ARRAY, r.peek());
        assertEquals("$[1]", r.error("x").path(), "the element just peeked");
        r.beginArray();
        assertEquals("$[1][0]", r.error("x").path());
        r.nextInt();
        r.endArray();
        assertEquals("$[1]", r.error("x").path(), "the array just closed");
        r.beginObject();
        r.nextName();
        r.beginArray();
        r.nextBoolean();
        r.nextString();
        assertEquals("$[2].k[1]", r.error("x").path());
        r.endArray();
        assertEquals("$[2].k", r.error("x").path());
        r.endObject();
        assertEquals("$[2]", r.error("x").path(), "the object just closed");
        r.nextInt();
        assertEquals("$[3]", r.error("x").path());
        assertEquals("$[4]", r.path(), "path() itself is where the reader stands");
        r.endArray();
        assertEquals("$", r.error("x").path());
    }

    @Test
    void readRawReturnsTheExactTextOfAValue() {
        String inner = "{\"a\" : [1.50, \"\\u00e9\u00e9\", null] , \"b\":{}}";
        JsonReader r = JsonReader.of(utf8("[ " + inner + " , 1e2 ]"));
        r.beginArray();
        assertEquals(inner, r.readRaw());
        assertArrayEquals(utf8("1e2"), r.readRawBytes());
        r.endArray();
        assertEquals(inner, JsonReader.of(" " + inner + " ").readRaw());
        assertEquals(inner, ReaderOptions.defaults().withBufferSize(16).reader(new ByteArrayInputStream(utf8(inner))).readRaw());
    }

    @Test
    void copyToPushesSlicesAndExactNumberText() {
        String doc = "{\"a\":[1.50,-0,1e400,\"x\\ny\",\"\u00e9\",true,false,null],\"b\":{\"c\":{}}}";
        RecordingSink sink = new RecordingSink();
        JsonReader r = JsonReader.of(utf8(doc));
        r.copyTo(sink);
        assertEquals(List.of("{", "name:a", "[", "number:1.50", "number:-0", "number:1e400", "string:x\ny", "string:\u00e9",
                "boolean:true", "boolean:false", "null", "]", "name:b", "{", "name:c", "{", "}", "}", "}"), sink.events);
        assertEquals(8, sink.sliceCalls); // 3 names, 2 strings, 3 numbers
        assertEquals(JsonToken.END_DOCUMENT, r.peek());
    }

    @Test
    void copyToAtANameCopiesTheMember() {
        JsonReader r = JsonReader.of(utf8("{\"a\":1,\"b\":[2]}"));
        r.beginObject();
        r.skipName();
        r.skipValue();
        RecordingSink sink = new RecordingSink();
        r.copyTo(sink);
        assertEquals(List.of("name:b", "[", "number:2", "]"), sink.events);
        r.endObject();
    }

    @Test
    void sequenceModeReadsConcatenatedAndNewlineDelimitedValues() {
        ReaderOptions seq = ReaderOptions.defaults().withSequence(true);
        JsonReader r = seq.reader(utf8("{\"a\":1}\n{\"a\":2}{\"a\":3} 4 \"five\"[6]\n"));
        RecordingSink sink = new RecordingSink();
        r.copyAllTo(sink);
        assertEquals(List.of("{", "name:a", "number:1", "}", "{", "name:a", "number:2", "}", "{", "name:a", "number:3", "}",
                "number:4", "string:five", "[", "number:6", "]"), sink.events);
        assertFalse(r.hasNextValue());
        JsonReader empty = seq.reader(utf8("  \n"));
        assertFalse(empty.hasNextValue(), "a sequence of no values, as the writer writes it");
        assertEquals(JsonToken.END_DOCUMENT, empty.peek());
        assertThrows(JsonException.class, () -> JsonReader.of(utf8("  \n")).hasNextValue(), "one value must be there");
    }

    @Test
    void nextNumberKeepsTheExactText() {
        JsonReader r = JsonReader.of(utf8("[1.50, 123456789012345678901234567890, -0]"));
        r.beginArray();
        JsonNumber a = r.nextNumber();
        assertEquals("1.50", a.toString());
        assertEquals(new BigDecimal("1.50"), a.bigDecimalValue());
        assertEquals(new BigInteger("123456789012345678901234567890"), r.nextNumber().bigIntegerValue());
        assertEquals("-0", r.nextNumber().toString());
        r.endArray();
    }

    @Test
    void numericReadersRefuseWhatDoesNotFitWithTheNumberInTheMessage() {
        JsonReader r = JsonReader.of(utf8("[3000000000, 1.5, 9223372036854775808, 2.0, 1e2]"));
        r.beginArray();
        JsonException e = assertThrows(JsonException.class, r::nextInt);
        assertEquals("3000000000 is out of int range at line 1, column 2 (offset 1), path $[0]", e.getMessage());
        assertEquals(3000000000L, r.nextLong()); // a number that does not convert stays unread
        assertThrows(JsonException.class, r::nextLong, "1.5 is not an integer");
        assertEquals(1.5, r.nextDouble());
        assertThrows(JsonException.class, r::nextLong);
        assertEquals(new BigInteger("9223372036854775808"), r.nextBigInteger());
        assertEquals(2, r.nextInt());
        assertEquals(100L, r.nextLong());
        r.endArray();
    }

    @Test
    void wrongCallsSayWhatWasExpectedAndFound() {
        JsonReader r = JsonReader.of(utf8("{\"a\":true}"));
        JsonException e = assertThrows(JsonException.class, r::beginArray);
        assertEquals("Expected an array but found an object", e.detail());
        r.beginObject();
        assertEquals("Expected a string but found a name", assertThrows(JsonException.class, r::nextString).detail());
        r.nextName();
        assertEquals("Expected null but found a boolean", assertThrows(JsonException.class, r::nextNull).detail());
        assertTrue(r.nextBoolean());
        assertEquals("Expected a value but found the end of an object", assertThrows(JsonException.class, r::skipValue).detail());
        r.endObject();
        assertFalse(r.hasNext());
        assertEquals(JsonToken.END_DOCUMENT, r.peek());
    }

    @Test
    void closeReleasesAndLaterUseFails() throws Exception {
        boolean[] closed = {false};
        ByteArrayInputStream in = new ByteArrayInputStream(utf8("[1]")) {
            @Override
            public void close() {
                closed[0] = true;
            }
        };
        JsonReader r = JsonReader.of(in);
        r.beginArray();
        r.close();
        assertTrue(closed[0]);
        assertThrows(IllegalStateException.class, r::peek);
        r.close(); // idempotent
    }
}
