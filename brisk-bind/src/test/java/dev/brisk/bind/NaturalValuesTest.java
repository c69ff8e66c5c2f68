package dev.brisk.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.JsonException;
import dev.brisk.json.ReaderOptions;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * Natural values (Object, Map&lt;String, Object&gt;, List&lt;Object&gt;) from in-memory bytes are
 * built in the reader's one pass; from a stream or with lenient options, token by token. Both
 * must give the same values of the same classes (LinkedHashMap, ArrayList, String, Boolean,
 * Integer, Long, BigInteger, Double, BigDecimal), and the same errors.
 */
class NaturalValuesTest {
    private static final Brisk BRISK = Brisk.create();
    /** Comments on: the reader makes no one pass, so every value goes token by token. */
    private static final Brisk TOKENS = Brisk.builder().readerOptions(ReaderOptions.defaults().withComments(true)).build();
    private static final TypeToken<Object> OBJECT = new TypeToken<>() { };
    private static final TypeToken<Map<String, Object>> MAP = new TypeToken<>() { };
    private static final TypeToken<List<Object>> LIST = new TypeToken<>() { };

    private static byte[] utf8(String s) { return s.replace('\'', '"').getBytes(StandardCharsets.UTF_8); }

    /** A stream that hands out at most {@code chunk} bytes per read: values cross every buffer boundary. */
    private static InputStream trickle(byte[] b, int chunk) {
        return new ByteArrayInputStream(b) {
            @Override public synchronized int read(byte[] to, int off, int len) { return super.read(to, off, Math.min(len, chunk)); }
        };
    }

    /** Reads {@code json} from bytes (one pass), a stream and lenient options (tokens); all must agree exactly. */
    private static <T> T readAllWays(byte[] json, TypeToken<T> type) {
        T fast = BRISK.read(json, type);
        assertSameValue(TOKENS.read(json, type), fast, "$");
        assertSameValue(BRISK.read(trickle(json, 7), type), fast, "$");
        assertSameValue(BRISK.read(new String(json, StandardCharsets.UTF_8), type), fast, "$");
        return fast;
    }

    /** Equal, and of the same classes all the way down, maps in the same order. */
    private static void assertSameValue(Object expected, Object actual, String at) {
        if (expected == null || actual == null) {
            assertEquals(expected, actual, at);
            return;
        }
        assertEquals(expected.getClass(), actual.getClass(), at);
        if (expected instanceof Map) {
            Iterator<? extends Map.Entry<?, ?>> a = ((Map<?, ?>) actual).entrySet().iterator();
            for (Map.Entry<?, ?> e : ((Map<?, ?>) expected).entrySet()) {
                assertTrue(a.hasNext(), at);
                Map.Entry<?, ?> g = a.next();
                assertEquals(e.getKey(), g.getKey(), at);
                assertSameValue(e.getValue(), g.getValue(), at + "." + e.getKey());
            }
            assertTrue(!a.hasNext(), at);
        } else if (expected instanceof List) {
            List<?> x = (List<?>) expected;
            List<?> y = (List<?>) actual;
            assertEquals(x.size(), y.size(), at);
            for (int i = 0; i < x.size(); i++) assertSameValue(x.get(i), y.get(i), at + "[" + i + "]");
        } else {
            assertEquals(expected, actual, at);
        }
    }

    @Test
    void numbersTakeTheSameTypesInOnePassAsTokenByToken() {
        String numbers = "0,-0,1,-1,2147483647,2147483648,-2147483648,-2147483649,99999999999999999,100000000000000000,"
                + "-100000000000000000,123456789012345678,999999999999999999,1000000000000000000,9223372036854775807,"
                + "9223372036854775808,-9223372036854775808,-9223372036854775809,12345678901234567890123,"
                + "0.0,-0.0,-0.5,1.5,0.1,1.0,1.50,0.000001,123456789012345,12345678901234.5,1234567890123.45,"
                + "0.123456789012345,0.1234567890123456,123456789.123456789123,0.30000000000000004,1.7976931348623157,"
                + "1e3,1E3,1.5e1,-1e-3,1e400,1.5e-400,2.5E+2,0e0,-0e5,4.9e-324";
        List<Object> list = readAllWays(utf8("[" + numbers + "]"), LIST);
        assertEquals(Arrays.asList(0, 0, 1, -1, 2147483647, 2147483648L, -2147483648, -2147483649L, 99999999999999999L),
                list.subList(0, 9));
        assertEquals(Double.valueOf(-0.0), list.get(19 + 1)); // -0.0 keeps its sign (Double.equals tells them apart)
        assertEquals(new BigInteger("12345678901234567890123"), list.get(18));
        assertEquals(new BigDecimal("123456789.123456789123"), list.get(32));
        assertEquals(1000, list.get(35));
        assertEquals(Double.valueOf(-0.5), list.get(21));
        assertEquals(new BigDecimal("0.1234567890123456"), list.get(31));
        // the same numbers as members of an object, and nested deeper
        StringBuilder obj = new StringBuilder("{");
        String[] each = numbers.split(",");
        for (int i = 0; i < each.length; i++) obj.append(i > 0 ? "," : "").append("'n").append(i).append("':[{'v':").append(each[i]).append("}]");
        Map<String, Object> map = readAllWays(utf8(obj.append("}").toString()), MAP);
        assertEquals(each.length, map.size());
    }

    /** A double when it keeps the number, a BigDecimal when it would not (underflow, subnormal digits), -0.0 with its sign. */
    @Test
    void numbersKeepTheirValue() {
        // an integral zero (-0, -0.00e+3) is the Integer 0, as 1e3 is the Integer 1000 and 1e300 a BigInteger
        String[] texts = {"1e-400", "2e-324", "1.23456789012345e-320", "-1e-400", "4.9e-324", "-0.0", "-0e-5", "-0.00e+3", "0.0",
                "1.5", "0.1", "1e-300", "1e300", "-2.5e-10"};
        Object[] expected = {new BigDecimal("1e-400"), new BigDecimal("2e-324"), new BigDecimal("1.23456789012345e-320"),
                new BigDecimal("-1e-400"), 4.9e-324, -0.0, -0.0, 0, 0.0, 1.5, 0.1, 1e-300, BigInteger.TEN.pow(300), -2.5e-10};
        StringBuilder array = new StringBuilder("[");
        for (int i = 0; i < texts.length; i++) {
            assertSameValue(expected[i], BRISK.read(texts[i], Object.class), texts[i]);
            assertSameValue(expected[i], BRISK.read(trickle(utf8(texts[i] + " "), 1), Object.class), texts[i] + " (stream)");
            array.append(i > 0 ? "," : "").append(texts[i]);
        }
        List<Object> list = readAllWays(utf8(array.append(']').toString()), LIST);
        for (int i = 0; i < texts.length; i++) assertSameValue(expected[i], list.get(i), texts[i] + " in an array");
        // and each is written back as the same number
        for (Object value : expected) {
            String written = BRISK.writeString(value);
            if (value instanceof Double) {
                // the shortest text that reads back as the same double (4.9e-324 is written 5e-324)
                assertEquals(0, Double.compare((Double) value, Double.parseDouble(written)), written);
            } else {
                BigDecimal exact = value instanceof BigDecimal ? (BigDecimal) value : new BigDecimal(value.toString());
                assertEquals(0, new BigDecimal(written).compareTo(exact), written);
            }
        }
        assertEquals("-0", BRISK.writeString(-0.0));
    }

    @Test
    void keysAndStringsKeepEscapesAndNonAscii() {
        Map<String, Object> m = readAllWays(utf8("{'caf\u00e9':'na\u00efve \u4e2d\u6587 \ud83d\ude00','\\u00e9\\n':'a\\\"b\\\\c\\u0000\\ud83d\\ude00',"
                + "'':'','\u00e9':{'\u00e9':['\u00e9']},'" + "k".repeat(70) + "':1,'" + "\u00e9".repeat(40) + "':2}"), MAP);
        assertEquals("na\u00efve \u4e2d\u6587 \ud83d\ude00", m.get("caf\u00e9"));
        assertEquals("a\"b\\c\u0000\ud83d\ude00", m.get("\u00e9\n"));
        assertEquals(1, m.get("k".repeat(70)));
        assertEquals(2, m.get("\u00e9".repeat(40)));
        assertEquals(List.of("\u00e9"), ((Map<?, ?>) m.get("\u00e9")).get("\u00e9"));
    }

    @Test
    void repeatedNamesKeepTheLastValueAtTheFirstPlace() {
        Map<String, Object> m = readAllWays(utf8("{'a':1,'b':2,'a':{'x':1,'x':[3]},'c':null}"), MAP);
        assertEquals(List.of("a", "b", "c"), new ArrayList<>(m.keySet()));
        assertEquals(Map.of("x", List.of(3)), m.get("a"));
    }

    @Test
    void containersAreLinkedHashMapsAndArrayListsOfAnySize() {
        for (int n : new int[] {0, 1, 11, 12, 13, 100, 1000}) {
            StringBuilder o = new StringBuilder("{");
            StringBuilder a = new StringBuilder("[");
            for (int i = 0; i < n; i++) {
                o.append(i > 0 ? "," : "").append("'k").append(i).append("':").append(i);
                a.append(i > 0 ? "," : "").append("{}");
            }
            Object v = readAllWays(utf8("[" + o + "}," + a + "],[],{},true,false,null,'s']"), OBJECT);
            List<?> list = (List<?>) v;
            assertEquals(LinkedHashMap.class, list.get(0).getClass());
            assertEquals(n, ((Map<?, ?>) list.get(0)).size());
            assertEquals(n, ((List<?>) list.get(1)).size());
            assertEquals(Arrays.asList(new ArrayList<>(), new LinkedHashMap<>(), true, false, null, "s"), list.subList(2, 8));
        }
    }

    @Test
    void randomDocumentsReadTheSameEveryWay() {
        Random random = new Random(20261130);
        for (int i = 0; i < 300; i++) {
            StringBuilder sb = new StringBuilder();
            value(random, sb, 0);
            byte[] json = sb.toString().getBytes(StandardCharsets.UTF_8);
            readAllWays(json, OBJECT);
            if (json[0] == '{') readAllWays(json, MAP);
            if (json[0] == '[') readAllWays(json, LIST);
        }
    }

    private static final String[] SCALARS = {"0", "-0", "7", "-12", "2147483648", "123456789012345678", "1234567890123456789",
        "1.25", "-0.0", "3.141592653589793", "0.1234567890123456789", "1e5", "2E-3", "true", "false", "null", "\"\"",
        "\"x\"", "\"\\u00e9\\t\"", "\"\u00e9\u4e2d\"", "\"\ud83d\ude00\"", "\"a\\\"b\""};

    private static void value(Random r, StringBuilder sb, int depth) {
        int k = depth > 5 || sb.length() > 4000 ? 2 : r.nextInt(4);
        if (k == 0) {
            int n = r.nextInt(15);
            sb.append('{');
            for (int i = 0; i < n; i++) {
                if (i > 0) sb.append(r.nextBoolean() ? "," : " ,\n ");
                String[] names = {"a", "id", "\u00e9t\u00e9", "k" + r.nextInt(30), "long_name_of_more_than_sixteen_bytes", "a"};
                sb.append('"').append(names[r.nextInt(names.length)]).append("\" : ");
                value(r, sb, depth + 1);
            }
            sb.append('}');
        } else if (k == 1) {
            int n = r.nextInt(15);
            sb.append('[');
            for (int i = 0; i < n; i++) {
                if (i > 0) sb.append(',');
                value(r, sb, depth + 1);
            }
            sb.append(']');
        } else {
            sb.append(SCALARS[r.nextInt(SCALARS.length)]);
        }
    }

    @Test
    void errorsAreTheTokenPathsWithTheirPaths() {
        String[] bad = {"{'a':[1,2,{'b':tru}]}", "{'a':{'b':[1,]}}", "[{'a':1}{}]", "{'a':'\\x'}", "[1,2", "{'a':01}",
            "{'a':{'b':1e999999999}}", "[[[[1e-999999999]]]]", "{'a':[1],'b':{'c':\"\u0001\"}}"};
        for (String s : bad) {
            byte[] json = utf8(s);
            for (TypeToken<?> type : List.of(OBJECT, s.startsWith("{") ? MAP : LIST)) {
                JsonException fast = assertThrows(JsonException.class, () -> BRISK.read(json, type), s);
                JsonException stream = assertThrows(JsonException.class, () -> BRISK.read(new ByteArrayInputStream(json), type), s);
                assertEquals(stream.getMessage(), fast.getMessage(), s);
            }
        }
        JsonException e = assertThrows(JsonException.class, () -> BRISK.read(utf8("{'a':[0,{'b':[1,'x',nul]}]}"), OBJECT));
        assertTrue(e.getMessage().contains("$.a[1].b[2]"), e.getMessage());
    }

    @Test
    void nestingBeyondTheDepthLimitFailsAsTokenByToken() {
        int limit = dev.brisk.json.ReadLimits.defaults().maxDepth();
        for (int depth : new int[] {limit - 1, limit, limit + 1}) {
            byte[] json = utf8("[".repeat(depth) + "]".repeat(depth));
            byte[] objects = utf8("{'a':".repeat(depth) + "{}" + "}".repeat(depth));
            for (byte[] doc : new byte[][] {json, objects}) {
                String fast = outcome(() -> BRISK.read(doc, OBJECT));
                String stream = outcome(() -> BRISK.read(new ByteArrayInputStream(doc), OBJECT));
                assertEquals(stream, fast);
            }
        }
    }

    private static String outcome(java.util.function.Supplier<Object> read) {
        try {
            return "value " + BRISK.writeString(read.get());
        } catch (JsonException e) {
            return "error " + e.getMessage();
        }
    }

    @Test
    void valuesFromAStreamReadTheSameAsFromBytes() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 2000; i++) sb.append("{\"i\":").append(i).append(",\"t\":[\"\u00e9").append(i).append("\",1.5,{}]}\n");
        byte[] json = sb.toString().getBytes(StandardCharsets.UTF_8);
        try (ValueIterator<Object> it = BRISK.readValues(trickle(json, 100), Object.class)) {
            int i = 0;
            while (it.hasNext()) {
                Map<?, ?> m = (Map<?, ?>) it.next();
                assertEquals(i, m.get("i"));
                assertEquals(Arrays.asList("\u00e9" + i, 1.5, new LinkedHashMap<>()), m.get("t"));
                i++;
            }
            assertEquals(2000, i);
        }
        // a reader that went token by token does not stop bytes read after it from taking the one pass
        assertEquals(Map.of("a", List.of(1)), BRISK.read(utf8("{'a':[1]}"), OBJECT));
    }

    @Test
    void keysFollowTheMappersNameMode() {
        String longName = "n".repeat(80); // past the name cache's length: interned all the same
        byte[] json = utf8("{'alpha':1,'" + longName + "':{'beta':[{'gamma':2}]}}");
        Brisk interning = Brisk.builder().readerOptions(ReaderOptions.defaults().withNameMode(dev.brisk.json.NameMode.INTERN)).build();
        Map<String, Object> m = interning.read(json, MAP);
        java.util.Iterator<String> keys = m.keySet().iterator();
        assertTrue(keys.next() == "alpha"); // the literal is interned: the same instance only if the key is
        assertTrue(keys.next() == longName.intern());
        Map<?, ?> inner = (Map<?, ?>) m.get(longName);
        assertTrue(inner.keySet().iterator().next() == "beta");
        Brisk fresh = Brisk.builder().readerOptions(ReaderOptions.defaults().withNameMode(dev.brisk.json.NameMode.NONE)).build();
        assertEquals(m, fresh.read(json, MAP));
        assertEquals(m, BRISK.read(json, MAP));
    }

    @Test
    void keysWithEscapesFollowTheMappersNameModeFromEverySource() {
        // an escaped key, once decoded, is a name like any other: interned from bytes (the cursor's
        // walk) as from a stream or a Reader (the reader's), at the top, inside and in an array
        String doc = "{'q\\u0072st':1,'plain':{'x\\u0079z':[{'\\u00e9t\\u00e9':2,'tab\\t':3}]}}";
        byte[] json = utf8(doc);
        Brisk interning = Brisk.builder().readerOptions(ReaderOptions.defaults().withNameMode(dev.brisk.json.NameMode.INTERN)).build();
        List<Map<String, Object>> read = List.of(interning.read(json, MAP), interning.read(new ByteArrayInputStream(json), MAP),
                interning.read(new java.io.StringReader(new String(json, StandardCharsets.UTF_8)), MAP));
        for (Map<String, Object> m : read) {
            assertEquals(read.get(0), m);
            assertTrue(m.keySet().iterator().next() == "qrst");
            Map<?, ?> inner = (Map<?, ?>) m.get("plain");
            assertTrue(inner.keySet().iterator().next() == "xyz");
            Iterator<?> deepest = ((Map<?, ?>) ((List<?>) inner.get("xyz")).get(0)).keySet().iterator();
            assertTrue(deepest.next() == "\u00e9t\u00e9");
            assertTrue(deepest.next() == "tab\t");
        }
    }
}
