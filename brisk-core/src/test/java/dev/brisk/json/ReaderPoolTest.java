package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.internal.ReusableReaders;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * A reader that the pool hands out again is, for its new document, indistinguishable from a new
 * reader: every field as a new reader has it, the same tokens, values, paths, locations and
 * errors, whatever the document before it was; and while it waits in the pool it pins neither its
 * last input nor the Strings of its path.
 */
class ReaderPoolTest {
    private static final ReaderOptions OPTIONS = ReaderOptions.defaults();

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** Every step of a walk: the token, its value, and where the reader says it is. */
    private static List<String> walk(JsonReader r) {
        List<String> out = new ArrayList<>();
        try {
            int depth = 0;
            do {
                JsonToken t = r.peek();
                JsonLocation at = r.location();
                String where = r.path() + "@" + at.offset() + ":" + at.line() + ":" + at.column() + " ";
                switch (t) {
                    case BEGIN_OBJECT -> { r.beginObject(); out.add(where + "{"); depth++; }
                    case END_OBJECT -> { r.endObject(); out.add(where + "}"); depth--; }
                    case BEGIN_ARRAY -> { r.beginArray(); out.add(where + "["); depth++; }
                    case END_ARRAY -> { r.endArray(); out.add(where + "]"); depth--; }
                    case NAME -> out.add(where + "name:" + r.nextName());
                    case STRING -> out.add(where + "string:" + r.nextString());
                    case NUMBER -> out.add(where + "number:" + r.nextBigDecimal());
                    case BOOLEAN -> out.add(where + "boolean:" + r.nextBoolean());
                    case NULL -> { r.nextNull(); out.add(where + "null"); }
                    default -> throw new AssertionError(t);
                }
            } while (r.peek() != JsonToken.END_DOCUMENT || depth > 0);
            out.add("end");
        } catch (JsonException e) {
            out.add("error: " + e.getMessage() + " @" + e.offset() + ":" + e.line() + ":" + e.column() + " " + e.path());
        }
        return out;
    }

    /** Reads {@code json} to its end through {@code pool} the way the mapper does, and gives the reader back. */
    private static JsonReader readThrough(ReusableReaders pool, byte[] json, boolean skip) {
        JsonReader r = pool.take(json);
        if (skip) r.skipValue();
        else walk(r);
        assertEquals(JsonToken.END_DOCUMENT, r.peek());
        pool.give(r);
        return r;
    }

    @Property(tries = 300)
    void aReusedReaderReadsAnyDocumentAsANewReaderDoes(@ForAll long seed) {
        Random random = new Random(seed);
        ReusableReaders pool = new ReaderPool(OPTIONS);
        // the document before: valid (only finished readers go back), read by a walk or the fast skip
        readThrough(pool, utf8(JsonTextGenerator.document(random)), random.nextBoolean());
        byte[] next = utf8(JsonTextGenerator.document(random));
        if (random.nextInt(3) == 0) { // sometimes damaged: the errors must match too
            next[random.nextInt(next.length)] = (byte) "}]\",:x\\\u0001".charAt(random.nextInt(8));
        }
        List<String> fresh = walk(OPTIONS.reader(next));
        assertEquals(fresh, walk(pool.take(next)));
    }

    @Test
    void aReusedReaderIsFieldForFieldANewReader() throws Exception {
        ReusableReaders pool = new ReaderPool(OPTIONS);
        // a document that leaves much behind: depth, names, escapes, non-ASCII, numbers of each kind, lines
        JsonReader used = readThrough(pool, utf8("{\"a\":{\"b\":[1,-2.5e3,\"\\u00e9t\\u00e9\\n\",\n"
                + "{\"c\":[[[[[[[[[[true]]]]]]]]]]}],\"d\":\"caf\u00e9\"},\"e\":12345678901234567890}"), false);
        byte[] next = utf8(" [1, 2] ");
        JsonReader reused = pool.take(next);
        assertSame(used, reused, "one thread, one slot: the same reader comes back");
        JsonReader fresh = OPTIONS.reader(next);
        for (Class<?> c = fresh.getClass(); c != JsonReader.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers())) continue;
                f.setAccessible(true);
                Object want = f.get(fresh), got = f.get(reused);
                String name = c.getSimpleName() + "." + f.getName();
                if (f.getName().equals("stacks")) {
                    assertTrue(want != null && got != null, name + ": each holds its own level arrays");
                } else if (got instanceof Object[] names) {
                    for (Object n : names) assertNull(n, name + " holds a String of the last document");
                } else if (f.getName().equals("nameStarts")) {
                    for (int s : (int[]) got) assertEquals(-1, s, name);
                } else if (f.getName().equals("scopes")) {
                    assertEquals(((byte[]) want)[0], ((byte[]) got)[0], name + "[0]");
                } else if (got != null && got.getClass().isArray() && f.getName().equals("buf")) {
                    assertSame(want, got, name + ": both read the new input in place");
                } else if (got == null || !got.getClass().isArray()) {
                    assertEquals(want, got, name + " differs from a new reader's");
                } // other arrays are scratch space: what a new reader finds in them is as stale
            }
        }
    }

    @Test
    void aPooledReaderPinsNeitherItsInputNorItsPathNames() throws Exception {
        ReusableReaders pool = new ReaderPool(OPTIONS);
        byte[] input = utf8("{\"name\":{\"inner\":\"value\",\"n\":1.5}}");
        JsonReader r = readThrough(pool, input, false);
        for (Class<?> c = r.getClass(); c != JsonReader.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers())) continue;
                f.setAccessible(true);
                Object v = f.get(r);
                assertNotSame(input, v, c.getSimpleName() + "." + f.getName() + " pins the last input");
                if (v instanceof String[] names) for (String n : names) assertNull(n, f.getName());
            }
        }
    }

    @Test
    void aReaderWhoseLevelsGrewDeepIsNotPooled() {
        ReusableReaders pool = new ReaderPool(OPTIONS);
        int depth = ReaderStacks.MAX_POOLED_DEPTH * 2;
        byte[] deep = utf8("[".repeat(depth) + "]".repeat(depth));
        JsonReader r = readThrough(pool, deep, false);
        assertNotSame(r, pool.take(utf8("1")));
    }

    @Test
    void aClosedReaderIsNotPooled() {
        ReusableReaders pool = new ReaderPool(OPTIONS);
        JsonReader r = pool.take(utf8("[1]"));
        r.skipValue();
        r.close();
        pool.give(r);
        assertNotSame(r, pool.take(utf8("1")));
    }

    @Test
    void takenReadersAreNeverShared() {
        ReusableReaders pool = new ReaderPool(OPTIONS);
        JsonReader a = pool.take(utf8("[1]"));
        JsonReader b = pool.take(utf8("[2]"));
        assertNotSame(a, b);
        a.beginArray();
        b.beginArray();
        assertEquals(1, a.nextInt());
        assertEquals(2, b.nextInt());
    }

    @Test
    void theMappersPoolReadsWithItsOptions() {
        ReaderOptions strictDepth = OPTIONS.withLimits(ReadLimits.defaults().withMaxDepth(2));
        ReusableReaders pool = ReusableReaders.of(strictDepth);
        JsonReader r = pool.take(utf8("[[[1]]]"));
        JsonException e = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, r::skipValue);
        assertTrue(e.getMessage().contains("Nesting depth"), e.getMessage());
    }
}
