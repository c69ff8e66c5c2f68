package dev.brisk.json;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JsonValueTest {
    private static JsonValue parse(String json) throws Exception {
        return JacksonEvents.tree(json.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void numbersAreEqualByNumericValueWithConsistentHashCodes() {
        String[][] equalGroups = {
                {"1", "1.0", "1e0", "10e-1", "0.1E1", "1.000"},
                {"0", "-0", "0.0", "-0.0", "0e5"},
                {"-65.613616999999977", "-6561361.6999999977e-5"},
                {"123456789012345678901234567890", "1.23456789012345678901234567890e29"},
        };
        for (String[] group : equalGroups) {
            for (String a : group) {
                for (String b : group) {
                    JsonNumberValue x = JsonNumberValue.of(a);
                    JsonNumberValue y = JsonNumberValue.of(b);
                    assertEquals(x, y, a + " vs " + b);
                    assertEquals(x.hashCode(), y.hashCode(), a + " vs " + b);
                }
            }
        }
        assertNotEquals(JsonNumberValue.of("1"), JsonNumberValue.of("1.0000000000000000001"));
        assertNotEquals(JsonNumberValue.of(1), JsonString.of("1"));
    }

    @Test
    void numbersKeepTheirExactText() {
        for (String t : new String[] {"0", "-0", "7", "-128", "1023", "1024", "123456789012345678", "1234567890123456789",
                "-9223372036854775808", "0.5", "-0.0", "0.000123", "10.50", "-65.613616999999977", "1e10", "1E+2", "-1.5e-7",
                "0.123456789012345678", "12345678901234567.8", "99999999999999999999999.5"}) {
            assertEquals(t, JsonNumberValue.of(t).toString());
            assertEquals(t, JsonNumberValue.of(t).text());
        }
    }

    @Test
    void numberConversionsAreExactOrFail() {
        assertEquals(1, JsonNumberValue.of("1.0").intValue());
        assertEquals(-65.613616999999977, JsonNumberValue.of("-65.613616999999977").doubleValue());
        assertEquals(0.1, JsonNumberValue.of("0.1").doubleValue());
        assertEquals(new BigDecimal("10.50"), JsonNumberValue.of("10.50").bigDecimalValue());
        assertEquals(new BigInteger("123456789012345678901234567890"), JsonNumberValue.of("123456789012345678901234567890").bigIntegerValue());
        assertThrows(JsonException.class, () -> JsonNumberValue.of("1.5").intValue());
        assertThrows(JsonException.class, () -> JsonNumberValue.of("3000000000").intValue());
        assertThrows(JsonException.class, () -> JsonNumberValue.of("1e400").doubleValue());
        assertThrows(JsonException.class, () -> JsonNumberValue.of("01"));
        assertThrows(JsonException.class, () -> JsonNumberValue.of(Double.NaN));
        assertEquals("1.5", JsonNumberValue.of(1.5).toString());
        assertSame(JsonNumberValue.of(5), JsonNumberValue.of(5L));
    }

    @Test
    void objectsAreEqualRegardlessOfMemberOrder() throws Exception {
        JsonValue a = parse("{\"a\":1,\"b\":[true,null],\"c\":{\"x\":\"y\"}}");
        JsonValue b = parse("{\"c\":{\"x\":\"y\"},\"b\":[true,null],\"a\":1.0}");
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(a, parse("{\"a\":1,\"b\":[null,true],\"c\":{\"x\":\"y\"}}"));
        assertNotEquals(a, parse("{\"a\":1,\"b\":[true,null]}"));
        assertNotEquals(parse("{\"a\":1}"), parse("{\"b\":1}"));
    }

    @Test
    void arraysAreEqualElementByElementInOrder() throws Exception {
        assertEquals(parse("[1,\"x\",[]]"), parse("[1.0,\"x\",[]]"));
        assertNotEquals(parse("[1,2]"), parse("[2,1]"));
        assertNotEquals(parse("[]"), parse("{}"));
    }

    @Test
    void objectsKeepInsertionOrderAndTheLastOfRepeatedNamesWinsAtTheFirstPosition() {
        JsonObject o = JsonObject.builder().put("z", 1).put("a", 2).put("z", 3).build();
        assertEquals("{\"z\":3,\"a\":2}", o.toString());
        assertEquals(2, o.size());
        JsonObject.Builder big = JsonObject.builder();
        for (int i = 0; i < 50; i++) big.put("k" + i, i);
        big.put("k7", "again");
        JsonObject large = big.build();
        assertEquals(50, large.size());
        assertEquals("k7", large.name(7));
        assertEquals(JsonString.of("again"), large.get("k7"));
    }

    @Test
    void largeObjectsFindEveryMemberThroughTheIndex() {
        JsonObject.Builder b = JsonObject.builder();
        for (int i = 0; i < 1000; i++) b.put("name" + i, i);
        JsonObject o = b.build();
        for (int i = 0; i < 1000; i++) {
            assertEquals(JsonNumberValue.of(i), o.get("name" + i));
            assertEquals(i, o.indexOf("name" + i));
        }
        assertNull(o.get("name1000"));
        assertFalse(o.has("missing"));
        assertTrue(o.has("name999"));
    }

    @Test
    void navigationReturnsNullForWhatIsNotThere() throws Exception {
        JsonValue doc = parse("{\"a\":[10,{\"b\":\"deep\"}]}");
        assertEquals(JsonString.of("deep"), doc.get("a").get(1).get("b"));
        assertNull(doc.get("missing"));
        assertNull(doc.get(0));
        assertNull(doc.get("a").get(2));
        assertNull(doc.get("a").get(-1));
        assertNull(doc.get("a").get("b"));
        assertNull(JsonString.of("s").get("x"));
    }

    @Test
    void toStringIsCompactJson() throws Exception {
        String json = "{\"a\":[1,2.50,-0,1e+3,\"x\\n\\\"y\\\"\"],\"b\":{},\"c\":[],\"d\":true,\"e\":false,\"f\":null}";
        assertEquals(json, parse(json).toString());
        assertEquals("\"\\u0001\"", JsonString.of("\u0001").toString());
        assertEquals("\"\uFFFD\"", JsonString.of("\uD800").toString(), "toString replaces lone surrogates");
        assertThrows(JsonException.class, () -> Json.toBytes(JsonString.of("\uD800")), "writing them is an error");
    }

    @Test
    void prettyToStringIndentsTwoSpaces() throws Exception {
        assertEquals("{\n  \"a\": [\n    1\n  ]\n}", Json.toString(parse("{\"a\":[1]}"), true));
    }

    @Test
    void buildersMakeTheSameTreeAsParsing() throws Exception {
        JsonObject built = JsonObject.builder()
                .put("s", "text").put("n", 42).put("d", 2.5).put("b", true).putNull("z")
                .put("arr", JsonArray.builder().add(1).add("two").add(false).addNull().build())
                .build();
        assertEquals(parse("{\"s\":\"text\",\"n\":42,\"d\":2.5,\"b\":true,\"z\":null,\"arr\":[1,\"two\",false,null]}"), built);
        assertEquals(java.util.List.of("s", "n", "d", "b", "z", "arr"), built.names());
    }

    @Test
    void arraysOfShortNumbersKeepTextValuesAndEqualityWhateverTheirStorage() throws Exception {
        JsonValue packed = parse("[-65.613616999999977,44.0,0,-7,0.000123,144115188075855871]");
        assertEquals("[-65.613616999999977,44.0,0,-7,0.000123,144115188075855871]", packed.toString());
        assertEquals(JsonNumberValue.of("44.0"), packed.get(1));
        assertEquals("0.000123", packed.get(4).toString());
        assertEquals(-65.613616999999977, ((JsonNumberValue) packed.get(0)).doubleValue());
        JsonValue sameValues = parse("[-65.613616999999977,44,0.0,-7e0,1.23e-4,144115188075855871]");
        assertEquals(packed, sameValues);
        assertEquals(sameValues, packed);
        assertEquals(packed.hashCode(), sameValues.hashCode());
        assertNotEquals(packed, parse("[-65.613616999999977,44,0,-7,0.000123,144115188075855872]"));
        JsonValue tooBig = parse("[144115188075855872,-1.5]");
        assertEquals("[144115188075855872,-1.5]", tooBig.toString());
        assertEquals(JsonArray.of(JsonNumberValue.of(144115188075855872L), JsonNumberValue.of("-1.50")), tooBig);
        assertEquals(java.util.List.of(JsonNumberValue.of(1), JsonString.of("s")), ((JsonArray) parse("[1,\"s\"]")).values());
    }

    @Test
    void stringsInContainersComeBackUnchangedIncludingOnesUtf8CannotHold() {
        String[] texts = {"", "ascii", "Zoë", "日本語", "😀", "lone \uD800 high", "lone \uDC00 low"};
        JsonArray.Builder a = JsonArray.builder();
        JsonObject.Builder o = JsonObject.builder();
        for (String t : texts) {
            a.add(t);
            o.put(t, t);
        }
        JsonArray array = a.build();
        JsonObject object = o.build();
        for (int i = 0; i < texts.length; i++) {
            assertEquals(texts[i], ((JsonString) array.get(i)).value());
            assertEquals(JsonString.of(texts[i]), object.get(texts[i]));
        }
        JsonArray again = JsonArray.of(array.values());
        assertEquals(array, again);
        assertEquals(array.hashCode(), again.hashCode());
        assertNotEquals(array, JsonArray.of(JsonString.of("x")));
        assertEquals(JsonObject.builder().put("k", "日本").build(), JsonObject.builder().put("k", JsonString.of("日本")).build());
    }

    @Test
    void arraysOfMostlyShortNumbersWithAFewOtherScalarsKeepEverything() throws Exception {
        String json = "[0.5,1,2,3,1e-05,4,5,6,7,8,null,9.25,10,\"s\",11,12]";
        JsonValue v = parse(json);
        assertEquals(json, v.toString());
        assertEquals(JsonNumberValue.of("1e-05"), v.get(4));
        assertSame(JsonNull.INSTANCE, v.get(10));
        assertEquals(JsonString.of("s"), v.get(13));
        assertEquals(JsonNumberValue.of("9.250"), v.get(11));
        JsonValue same = parse("[0.50,1,2,3,0.00001,4,5,6,7,8,null,9.25,10,\"s\",11,12]");
        assertEquals(v, same);
        assertEquals(v.hashCode(), same.hashCode());
        assertNotEquals(v, parse("[0.5,1,2,3,1e-05,4,5,6,7,8,null,9.25,10,\"t\",11,12]"));
        assertEquals(v, JsonArray.of(((JsonArray) v).values()));
    }

    @Test
    void largeObjectsCompareAndHashRegardlessOfOrderAndMergeRepeatsDownToSmall() throws Exception {
        StringBuilder forward = new StringBuilder("{");
        StringBuilder backward = new StringBuilder("{");
        for (int i = 0; i < 40; i++) {
            forward.append(i == 0 ? "" : ",").append("\"k").append(i).append("\":").append(i);
            backward.append(i == 0 ? "" : ",").append("\"k").append(39 - i).append("\":").append(39 - i);
        }
        JsonValue a = parse(forward.append('}').toString());
        JsonValue b = parse(backward.append('}').toString());
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertEquals(40, ((JsonObject) a).size());
        assertEquals(JsonNumberValue.of(39), b.get("k39"));
        assertEquals(a.toString(), Json.toString(Json.parse(a.toString())));
        JsonValue merged = Json.parse("{\"a\":1,\"b\":2,\"c\":3,\"d\":4,\"e\":5,\"f\":6,\"g\":7,\"h\":8,\"a\":9}");
        assertEquals("{\"a\":9,\"b\":2,\"c\":3,\"d\":4,\"e\":5,\"f\":6,\"g\":7,\"h\":8}", merged.toString());
        assertEquals(JsonNumberValue.of(8), merged.get("h"));
    }

    @Test
    void namesChosenToCollideInStringHashCodeStillBuildAndLookUpQuickly() {
        // "Aa" and "BB" have the same String.hashCode, so all 2^17 strings of 17 such blocks do.
        int n = 1 << 17;
        String[] names = new String[n];
        JsonObject.Builder b = JsonObject.builder();
        for (int i = 0; i < n; i++) {
            StringBuilder sb = new StringBuilder(34);
            for (int bit = 0; bit < 17; bit++) sb.append((i >> bit & 1) == 0 ? "Aa" : "BB");
            names[i] = sb.toString();
            b.put(names[i], i);
        }
        long start = System.nanoTime();
        JsonObject o = b.build();
        for (int i = 0; i < n; i += 97) assertEquals(JsonNumberValue.of(i), o.get(names[i]));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(n, o.size());
        assertTrue(millis < 5_000, "took " + millis + " ms");
    }

    /** Runs {@code work} on a thread with a 1 MB stack (the JVM's default) and rethrows what it threw. */
    private static void onSmallStack(Runnable work) throws InterruptedException {
        Throwable[] failure = new Throwable[1];
        Thread t = new Thread(null, () -> {
            try {
                work.run();
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "small-stack", 1 << 20);
        t.start();
        t.join();
        if (failure[0] != null) throw new AssertionError(failure[0]);
    }

    /** A tree as deep as raised limits let the reader build compares, hashes and prints without recursion. */
    @Test
    void aVeryDeepTreeComparesHashesAndPrints() throws InterruptedException {
        int depth = 100_000;
        String doc = "[{\"a\":".repeat(depth) + "1" + "}]".repeat(depth);
        ReaderOptions deep = ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxDepth(2 * depth + 1));
        JsonValue a = Json.parse(deep.reader(doc));
        JsonValue b = Json.parse(deep.reader(doc));
        JsonValue c = Json.parse(deep.reader(doc.replace("1}", "2}")));
        onSmallStack(() -> {
            assertEquals(a, b);
            assertNotEquals(a, c);
            assertEquals(a.hashCode(), b.hashCode());
            assertEquals(doc, a.toString());
        });
    }

    /** The iterative hash is the recursive definition: arrays 31 * h + element, objects the sum of name ^ value. */
    @Test
    void hashCodesFollowTheElementByElementDefinition() {
        String[] docs = {"[]", "{}", "[1,\"s\",[2,[3]],{\"k\":[true,null]}]", "{\"a\":{\"b\":[1.5,{\"c\":\"x\"}]},\"d\":[[],[[]]]}"};
        for (String d : docs) {
            JsonValue v = Json.parse(d);
            assertEquals(recursiveHash(v), v.hashCode(), d);
            assertEquals(v, Json.parse(d));
        }
        assertNotEquals(Json.parse("{\"a\":[1,{\"b\":2}]}"), Json.parse("{\"a\":[1,{\"b\":3}]}"));
        assertEquals(Json.parse("{\"a\":[1,{\"b\":2}],\"c\":0}"), Json.parse("{\"c\":0,\"a\":[1.0,{\"b\":2}]}"));
    }

    private static int recursiveHash(JsonValue v) {
        if (v instanceof JsonArray) {
            int h = 1;
            for (JsonValue e : ((JsonArray) v).values()) h = 31 * h + recursiveHash(e);
            return h;
        }
        if (v instanceof JsonObject) {
            JsonObject o = (JsonObject) v;
            int h = 0;
            for (int i = 0; i < o.size(); i++) {
                JsonValue e = o.value(i);
                int eh = e instanceof JsonString ? java.util.Arrays.hashCode(((JsonString) e).value().getBytes(StandardCharsets.UTF_8)) : recursiveHash(e);
                h += Name.hash(o.members[2 * i]) ^ eh;
            }
            return h;
        }
        return v.hashCode();
    }
}
