package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Random documents written through a random mix of the writer's calls (member and name fast
 * paths with prepared names of every length around the two-word store, names as Strings and as
 * bytes, every number width, trees, raw values and reader copies, chains deeper than the
 * writer's first stack arrays, the depth limit, and refused calls in between) must come out as
 * the model says, read back by Jackson; compact in memory, compact into a stream and pretty
 * writers must also make the same calls succeed or fail with the same messages and report the
 * same paths on the way.
 */
class WriterModelTest {
    static final String[] NAME_LIST = {
            "a", "id", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghijklmn", "abcdefghijklmno", "abcdefghijklmnop",
            "abcdefghijklmnopq", "abcdefghijklmnopqrstuvwxyz0123456789", "", "\u00e9t\u00e9", "\uD83D\uDE00x",
            "a\"b", "tab\there", "</script>", "x y", "\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9", "n12345",
            "abcd", "abcde", "abcdef", "abcdefghijkl", "abcdefghijklm", "\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9a", "\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9", "\uD83D\uDE00\uD83D\uDE00\uD83D\uDE00a"};
    static final Names NAMES = Names.of(NAME_LIST);
    static final ObjectMapper JACKSON = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    static final class Member { int idx; Object value; Member(int i, Object v) { idx = i; value = v; } }
    static final class Obj { List<Member> members = new ArrayList<>(); }

    static final class Abort extends RuntimeException {}

    static final class Raw { String json; int how; Raw(String j, int h) { json = j; how = h; } }

    static Object gen(Random r, int depth) {
        if (depth < 3 && r.nextInt(25) == 0) {
            // a chain deeper than the writer's first stack arrays, ending in a small container
            Object inner = gen(r, 5);
            int n = 5 + r.nextInt(30);
            for (int i = 0; i < n; i++) {
                if (r.nextBoolean()) { List<Object> l = new ArrayList<>(); if (r.nextBoolean()) l.add(1); l.add(inner); inner = l; }
                else { Obj o = new Obj(); if (r.nextBoolean()) o.members.add(new Member(r.nextInt(NAME_LIST.length), "v")); o.members.add(new Member(r.nextInt(NAME_LIST.length), inner)); inner = o; }
            }
            return inner;
        }
        if (r.nextInt(20) == 0) {
            String[] raws = {"[1,{\"a\":[true,null,\"x\"]},2.50]", "{\"k\":{\"l\":[[],{}]},\"m\":-0}", "{}", "[]", "[[[[[[[[[[1]]]]]]]]]]", "{\"\u00e9\":\"\\u00e9\"}"};
            return new Raw(raws[r.nextInt(raws.length)], r.nextInt(3));
        }
        int k = r.nextInt(depth > 4 ? 9 : 12);
        switch (k) {
            case 0: return r.nextInt();
            case 1: return r.nextBoolean() ? (long) r.nextInt(100) : r.nextLong();
            case 2: return randomDouble(r);
            case 3: return randomFloat(r);
            case 4: return r.nextBoolean();
            case 5: return null;
            case 6: return randomString(r);
            case 7: return new BigDecimal(BigDecimal.valueOf(r.nextLong()).toString() + "." + r.nextInt(1000));
            case 8: return r.nextInt(10) - 5;
            case 9: case 10: {
                Obj o = new Obj();
                int n = r.nextInt(6);
                for (int i = 0; i < n; i++) o.members.add(new Member(r.nextInt(NAME_LIST.length), gen(r, depth + 1)));
                return o;
            }
            default: {
                List<Object> l = new ArrayList<>();
                int n = r.nextInt(6);
                for (int i = 0; i < n; i++) l.add(gen(r, depth + 1));
                return l;
            }
        }
    }

    static double randomDouble(Random r) {
        switch (r.nextInt(4)) {
            case 0: return r.nextInt(100000) / 100.0;
            case 1: return new BigDecimal(r.nextInt(1000)).scaleByPowerOfTen(r.nextInt(60) - 30).doubleValue();
            case 2: { double d = Double.longBitsToDouble(r.nextLong()); return Double.isFinite(d) ? d : 1.5; }
            default: return r.nextDouble() * 1e6;
        }
    }

    static float randomFloat(Random r) {
        switch (r.nextInt(3)) {
            case 0: return r.nextInt(100000) / 100.0f;
            case 1: { float f = Float.intBitsToFloat(r.nextInt()); return Float.isFinite(f) ? f : 2.5f; }
            default: return new BigDecimal(r.nextInt(1000)).scaleByPowerOfTen(r.nextInt(20) - 10).floatValue();
        }
    }

    static String randomString(Random r) {
        String[] parts = {"x", "\u00e9", "\"", "\\", "\n", "\u0001", "\uD83D\uDE00", "abcdefghijklmnop", "</", "\u2028"};
        StringBuilder sb = new StringBuilder();
        int n = r.nextInt(6);
        for (int i = 0; i < n; i++) sb.append(parts[r.nextInt(parts.length)]);
        return sb.toString();
    }

    /** Writes v with a random mix of API calls; the choices come from r (same seed for every writer). */
    static void write(JsonWriter w, Object v, Random r, StringBuilder log, boolean inArray) {
        if (r.nextInt(5) == 0) log.append(w.path()).append(';');
        if (r.nextInt(12) == 0) misuse(w, r, log, inArray ? 1 : 0);
        if (v instanceof Raw) {
            Raw raw = (Raw) v;
            try {
                if (raw.how == 0) w.rawValue(raw.json);
                else if (raw.how == 1) Json.parse(raw.json).copyTo(w);
                else JsonReader.of(raw.json.getBytes(StandardCharsets.UTF_8)).copyTo(w);
            } catch (JsonException e) {
                // a copy refused part-way leaves the containers it opened (as those calls would): stop here
                log.append("E:").append(e.getMessage()).append(';').append(w.path()).append(';');
                throw new Abort();
            }
            return;
        }
        if (v instanceof Obj || v instanceof List) {
            // the depth limit: the container is refused and null written instead
            try {
                if (v instanceof Obj) w.beginObject(); else w.beginArray();
            } catch (JsonException e) {
                log.append("E:").append(e.getMessage()).append(';').append(w.path()).append(';');
                w.nullValue();
                return;
            }
        }
        if (v instanceof Obj) {
            for (Member m : ((Obj) v).members) {
                if (r.nextInt(12) == 0) misuse(w, r, log, 2);
                Object x = m.value;
                int how = r.nextInt(4);
                boolean scalar = !(x instanceof Obj || x instanceof List || x instanceof BigDecimal || x instanceof Raw);
                if (how == 0 && scalar) {
                    if (x == null) { w.name(NAMES, m.idx); w.nullValue(); }
                    else if (x instanceof Integer) w.member(NAMES, m.idx, (int) (Integer) x);
                    else if (x instanceof Long) w.member(NAMES, m.idx, (long) (Long) x);
                    else if (x instanceof Double) w.member(NAMES, m.idx, (double) (Double) x);
                    else if (x instanceof Float) w.member(NAMES, m.idx, (float) (Float) x);
                    else if (x instanceof Boolean) w.member(NAMES, m.idx, (boolean) (Boolean) x);
                    else {
                        if (r.nextInt(4) == 0) {
                            try { w.member(NAMES, m.idx, "bad\uD800"); } catch (JsonException e) { log.append("E:").append(e.getMessage()).append(';'); }
                            log.append(w.path()).append(';');
                            w.stringValue((String) x);
                        } else {
                            w.member(NAMES, m.idx, (String) x);
                        }
                    }
                    log.append(w.path()).append(';');
                    continue;
                }
                if (how == 1) w.name(NAME_LIST[m.idx]);
                else if (how == 2) { byte[] u = NAME_LIST[m.idx].getBytes(StandardCharsets.UTF_8); w.name(u, 0, u.length); }
                else w.name(NAMES, m.idx);
                if (r.nextInt(3) == 0) log.append(w.path()).append(';');
                write(w, x, r, log, false);
            }
            if (r.nextInt(3) == 0) log.append(w.path()).append(';');
            w.endObject();
        } else if (v instanceof List) {
            for (Object x : (List<?>) v) {
                if (r.nextInt(10) == 0) {
                    try { w.stringValue("\uDC00bad"); } catch (JsonException e) { log.append("E:").append(e.getMessage()).append(';'); }
                }
                write(w, x, r, log, true);
                if (r.nextInt(3) == 0) log.append(w.path()).append(';');
            }
            w.endArray();
        } else if (v == null) {
            w.nullValue();
        } else if (v instanceof Integer) {
            w.numberValue((int) (Integer) v);
        } else if (v instanceof Long) {
            w.numberValue((long) (Long) v);
        } else if (v instanceof Double) {
            w.numberValue((double) (Double) v);
        } else if (v instanceof Float) {
            w.numberValue((float) (Float) v);
        } else if (v instanceof Boolean) {
            w.booleanValue((Boolean) v);
        } else if (v instanceof BigDecimal) {
            w.numberValue((BigDecimal) v);
        } else {
            String s = (String) v;
            if (r.nextBoolean()) w.stringValue(s);
            else { byte[] u = s.getBytes(StandardCharsets.UTF_8); w.stringValue(u, 0, u.length); }
        }
    }

    /** A call that is wrong where the writer is (where 0: before a value, 1: before an array element, 2: before a member): logs the error. */
    static void misuse(JsonWriter w, Random r, StringBuilder log, int where) {
        try {
            log.append(w.isComplete()).append(';');
            if (where == 1) w.endObject();
            else if (where == 0) w.endArray();
            else if (r.nextBoolean()) w.endArray();
            else w.nullValue();
            log.append("no error;");
        } catch (JsonException e) {
            log.append("E:").append(e.getMessage()).append(';');
        }
    }

    static void check(Object model, JsonNode n, String where) {
        if (model instanceof Obj) {
            assertTrue(n.isObject(), where);
            List<Member> ms = ((Obj) model).members;
            // last value wins for repeated names; Jackson keeps first position
            Map<String, Object> expect = new LinkedHashMap<>();
            for (Member m : ms) expect.put(NAME_LIST[m.idx], m.value);
            assertEquals(expect.size(), n.size(), where);
            Iterator<String> it = n.fieldNames();
            for (Map.Entry<String, Object> e : expect.entrySet()) {
                assertEquals(e.getKey(), it.next(), where);
                check(e.getValue(), n.get(e.getKey()), where + "." + e.getKey());
            }
        } else if (model instanceof List) {
            List<?> l = (List<?>) model;
            assertTrue(n.isArray(), where);
            assertEquals(l.size(), n.size(), where);
            for (int i = 0; i < l.size(); i++) check(l.get(i), n.get(i), where + "[" + i + "]");
        } else if (model instanceof Raw) {
            try { assertEquals(JACKSON.readTree(((Raw) model).json), n, where); } catch (java.io.IOException e) { throw new AssertionError(e); }
        } else if (model == null) {
            assertTrue(n.isNull(), where);
        } else if (model instanceof Integer || model instanceof Long) {
            assertTrue(n.isIntegralNumber(), where);
            assertEquals(((Number) model).longValue(), n.longValue(), where);
        } else if (model instanceof Double) {
            assertTrue(n.isNumber(), where + " " + n);
            assertEquals((double) (Double) model, Double.parseDouble(n.toString()), where + " " + n);
        } else if (model instanceof Float) {
            assertTrue(n.isNumber(), where);
            assertEquals((float) (Float) model, Float.parseFloat(n.toString()), where + " " + n);
        } else if (model instanceof BigDecimal) {
            assertEquals(0, ((BigDecimal) model).compareTo(n.decimalValue()), where);
        } else if (model instanceof Boolean) {
            assertEquals(model, n.booleanValue(), where);
        } else {
            assertEquals(model, n.textValue(), where);
        }
    }

    @Test
    void writersAgreeWithTheModelAndEachOther() throws Exception {
        for (int seed = 0; seed < 6000; seed++) {
            Random g = new Random(seed);
            int docs = 1 + (seed % 3 == 0 ? g.nextInt(3) : 0);
            List<Object> models = new ArrayList<>();
            for (int i = 0; i < docs; i++) models.add(gen(g, 0));
            boolean sequence = docs > 1;
            WriterOptions base = WriterOptions.defaults().withSequence(sequence);
            boolean limited = seed % 5 == 4;
            if (limited) base = base.withMaxDepth(3 + seed % 17);
            WriterOptions[] opts = {base, base, base.withPretty(true), base.withEscapeNonAscii(true), base.withHtmlSafe(true)};
            String firstLog = null;
            for (int k = 0; k < opts.length; k++) {
                ByteArrayOutputStream bos = new ByteArrayOutputStream();
                JsonWriter w = k == 1 ? opts[k].writer(bos) : opts[k].writer();
                StringBuilder log = new StringBuilder();
                Random r = new Random(seed * 31L + 7);
                try {
                    for (Object m : models) {
                        write(w, m, r, log, false);
                        log.append(w.path()).append(w.isComplete()).append(';');
                    }
                } catch (Abort a) {
                    assertTrue(limited);
                    log.append("aborted");
                    continue;
                }
                byte[] out;
                if (k == 1) { w.close(); out = bos.toByteArray(); } else out = w.toByteArray();
                String text = new String(out, StandardCharsets.UTF_8);
                if (limited) continue; // documents with nulls for the refused containers
                if (firstLog == null) firstLog = log.toString();
                else if (k <= 2) assertEquals(firstLog, log.toString(), "seed " + seed + " writer " + k + " " + text);
                com.fasterxml.jackson.core.JsonParser parser = JACKSON.createParser(out);
                for (Object m : models) {
                    JsonNode node = JACKSON.readTree(parser);
                    assertTrue(node != null, "seed " + seed + " " + text);
                    check(m, node, "seed " + seed + " writer " + k + " " + text + " at $");
                }
                assertEquals(null, parser.nextToken(), text);
            }
        }
    }
}
