package dev.brisk.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.bind.model.Expr;
import dev.brisk.json.JsonException;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

/**
 * A sealed type whose discriminator comes anywhere in the object, nested as deep as the limits
 * allow: the value read is the one an early discriminator gives, from bytes and from streams,
 * on the stack an early discriminator needs, and natural values that hold members named like the
 * discriminator keep them exactly. Run against both codec paths.
 */
abstract class LateDiscriminatorContract {
    abstract Brisk.Builder builder();

    private final Brisk brisk = builder().build();

    /** Where "type" goes in each object written by {@link #json}. */
    enum Placement { FIRST, MIDDLE, LAST, RANDOM }

    static String json(Expr e, Placement placement, Random random) {
        StringBuilder sb = new StringBuilder();
        // an explicit stack of what is still to write: Expr values and literal text
        List<Object> todo = new ArrayList<>();
        todo.add(e);
        while (!todo.isEmpty()) {
            Object next = todo.remove(todo.size() - 1);
            if (next instanceof String) {
                sb.append((String) next);
                continue;
            }
            Expr x = (Expr) next;
            List<Object> members = new ArrayList<>();
            String kind;
            if (x instanceof Expr.Lit) {
                kind = "Lit";
                members.add("\"value\":" + ((Expr.Lit) x).value());
            } else if (x instanceof Expr.Add) {
                kind = "Add";
                members.add(List.of("\"left\":", ((Expr.Add) x).left()));
                members.add(List.of("\"right\":", ((Expr.Add) x).right()));
            } else {
                Expr.Note n = (Expr.Note) x;
                kind = "Note";
                members.add("\"text\":\"" + n.text() + "\"");
                members.add("\"meta\":" + Brisk.create().writeString(n.meta()));
                members.add(List.of("\"of\":", n.of()));
            }
            String type = "\"type\":\"" + kind + "\"";
            Placement p = placement == Placement.RANDOM ? Placement.values()[random.nextInt(3)] : placement;
            int at = p == Placement.FIRST ? 0 : p == Placement.LAST ? members.size() : Math.min(1, members.size());
            members.add(at, type);
            // pushed in reverse: the stack pops the first member first
            List<Object> parts = new ArrayList<>();
            parts.add("{");
            for (int i = 0; i < members.size(); i++) {
                if (i > 0) parts.add(",");
                Object m = members.get(i);
                if (m instanceof String) {
                    parts.add(m);
                } else {
                    parts.add(((List<?>) m).get(0));
                    parts.add(((List<?>) m).get(1));
                }
            }
            parts.add("}");
            for (int i = parts.size() - 1; i >= 0; i--) todo.add(parts.get(i));
        }
        return sb.toString();
    }

    /** A chain {@code depth} deep, leaning left, with literals on the right. */
    static Expr chain(int depth) {
        Expr e = new Expr.Lit(0);
        for (int i = 1; i < depth; i++) e = new Expr.Add(e, new Expr.Lit(i));
        return e;
    }

    static Expr random(Random r, int depth) {
        int k = depth > 6 ? 0 : r.nextInt(4);
        if (k == 0) return new Expr.Lit(r.nextInt(100));
        if (k == 3) {
            Map<String, Object> meta = new LinkedHashMap<>();
            meta.put("x", r.nextInt(10));
            if (r.nextBoolean()) meta.put("type", "Lit"); // data, not a discriminator
            meta.put("y", List.of(Map.of("type", "Add")));
            return new Expr.Note("n" + r.nextInt(10), meta, random(r, depth + 1));
        }
        return new Expr.Add(random(r, depth + 1), random(r, depth + 1));
    }

    /**
     * Runs {@code read} on a thread with the JVM's default 1 MB stack, in this warm JVM that has
     * run many other tests, and returns what it gave or threw. Codecs recurse per level whatever
     * the discriminator's place; past {@code StackBudget.CALLER_LEVELS} levels a read goes on on a
     * stack of its own, so the caller's stack holds only that many, from every source.
     */
    private static Object onDefaultStack(java.util.function.Supplier<Object> read) throws InterruptedException {
        AtomicReference<Object> result = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                result.set(read.get());
            } catch (Throwable e) {
                result.set(e);
            }
        }, "default-size-stack", 1 << 20);
        t.start();
        t.join();
        return result.get();
    }

    @Test
    void aDeepTreeWithTheDiscriminatorLastReadsAsWithItFirst() throws InterruptedException {
        Expr deep = chain(990);
        for (Placement p : new Placement[] {Placement.FIRST, Placement.LAST, Placement.MIDDLE}) {
            byte[] doc = json(deep, p, new Random(1)).getBytes(StandardCharsets.UTF_8);
            Object fromBytes = onDefaultStack(() -> brisk.read(doc, Expr.class));
            if (fromBytes instanceof Throwable) throw new AssertionError(p + ": " + fromBytes, (Throwable) fromBytes);
            assertEquals(deep, fromBytes, p.toString());
            Object fromStream = onDefaultStack(() -> brisk.read(new ByteArrayInputStream(doc), Expr.class));
            if (fromStream instanceof Throwable) throw new AssertionError(p + ": " + fromStream, (Throwable) fromStream);
            assertEquals(deep, fromStream, p.toString());
            Object fromReader = onDefaultStack(() -> brisk.read(new java.io.StringReader(new String(doc, StandardCharsets.UTF_8)), Expr.class));
            if (fromReader instanceof Throwable) throw new AssertionError(p + ": " + fromReader, (Throwable) fromReader);
            assertEquals(deep, fromReader, p.toString());
        }
    }

    @Test
    void randomTreesWithDiscriminatorsAnywhereReadBackExactly() {
        Random r = new Random(17);
        for (int i = 0; i < 300; i++) {
            Expr e = random(r, 0);
            String doc = json(e, Placement.RANDOM, r);
            assertEquals(e, brisk.read(doc, Expr.class), doc);
            assertEquals(e, brisk.read(new ByteArrayInputStream(doc.getBytes(StandardCharsets.UTF_8)), Expr.class), doc);
            // natural values inside keep their members, "type" included, in order
            assertEquals(e, brisk.read(brisk.writeString(e, Expr.class), Expr.class));
        }
    }

    @Test
    void errorsInsideTheCopyKeepTheirPath() {
        String doc = "{\"left\":{\"left\":{\"value\":\"x\",\"type\":\"Lit\"},\"right\":{\"value\":1,\"type\":\"Lit\"},\"type\":\"Add\"},"
                + "\"right\":{\"value\":2,\"type\":\"Lit\"},\"type\":\"Add\"}";
        JsonException e = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, () -> brisk.read(doc, Expr.class));
        assertEquals("$.left.left.value", e.path(), e.getMessage());
        String unknown = "{\"left\":{\"value\":1,\"type\":\"Mul\"},\"right\":{\"value\":2,\"type\":\"Lit\"},\"type\":\"Add\"}";
        JsonException u = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, () -> brisk.read(unknown, Expr.class));
        assertTrue(u.detail().startsWith("unknown Expr subtype"), u.getMessage());
        assertEquals("$.left", u.path().substring(0, Math.min(u.path().length(), 6)), u.getMessage());
    }

    /** Where {@code token} (its first occurrence after {@code after}) is in {@code doc}: offset in chars and in UTF-8 bytes, line, column. */
    private static long[] placeOf(String doc, String after, String token) {
        int at = doc.indexOf(token, doc.indexOf(after));
        long line = 1 + doc.substring(0, at).chars().filter(c -> c == '\n').count();
        long column = doc.substring(doc.lastIndexOf('\n', at - 1) + 1, at).codePointCount(0, at - doc.lastIndexOf('\n', at - 1) - 1) + 1;
        return new long[] {at, doc.substring(0, at).getBytes(StandardCharsets.UTF_8).length, line, column};
    }

    /** An input that hands over one byte per read, so that the reader refills at every byte. */
    private static java.io.InputStream trickle(byte[] bytes) {
        return new java.io.FilterInputStream(new ByteArrayInputStream(bytes)) {
            @Override public int read(byte[] b, int off, int len) throws java.io.IOException { return super.read(b, off, Math.min(len, 1)); }
        };
    }

    private void assertFailsAt(String doc, String after, String token, String path) {
        long[] place = placeOf(doc, after, token);
        byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
        Object[][] inputs = {
                {"bytes", (java.util.function.Supplier<Object>) () -> brisk.read(bytes, Expr.class), place[1]},
                {"string", (java.util.function.Supplier<Object>) () -> brisk.read(doc, Expr.class), place[0]},
                {"stream", (java.util.function.Supplier<Object>) () -> brisk.read(new ByteArrayInputStream(bytes), Expr.class), place[1]},
                {"byte-by-byte stream", (java.util.function.Supplier<Object>) () -> brisk.read(trickle(bytes), Expr.class), place[1]},
                {"reader", (java.util.function.Supplier<Object>) () -> brisk.read(new java.io.StringReader(doc), Expr.class), place[0]},
        };
        for (Object[] input : inputs) {
            @SuppressWarnings("unchecked")
            java.util.function.Supplier<Object> read = (java.util.function.Supplier<Object>) input[1];
            JsonException e = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, read::get, (String) input[0]);
            String what = input[0] + ": " + e.getMessage();
            assertEquals((long) input[2], e.offset(), what);
            assertEquals(place[2], e.line(), what);
            assertEquals(place[3], e.column(), what);
            assertEquals(path, e.path(), what);
        }
    }

    @Test
    void aMemberBeforeTheDiscriminatorIsReportedWhereItIs() {
        // a member of the object itself, and one of an object nested in it, both before "type"
        String doc = "{\n  \"left\": {\"value\": \"x\", \"type\": \"Lit\"},\n  \"right\": {\"value\": 2, \"type\": \"Lit\"},\n  \"type\": \"Add\"\n}";
        assertFailsAt(doc, "\"value\"", "\"x\"", "$.left.value");
        String outer = "{\"text\": \"\u00e9t\u00e9 \ud83d\ude00\",\n \"meta\": {}, \"of\": [1], \"type\": \"Note\"}";
        assertFailsAt(outer, "\"of\"", "[1]", "$.of");
        // deep inside, after more than a stream buffer of earlier members
        String pad = "p".repeat(200_000);
        String deep = "{\"text\": \"t\", \"meta\": {\"pad\": \"" + pad + "\"},\n \"of\": {\"left\": {\"value\": 1, \"type\": \"Lit\"},"
                + " \"right\": {\"value\": true, \"type\": \"Lit\"}, \"type\": \"Add\"}, \"type\": \"Note\"}";
        assertFailsAt(deep, "\"right\"", "true", "$.of.right.value");
        // an unknown subtype of a nested object noted in the copy: at its discriminator's value
        String unknown = "{\"left\": {\"value\": 1,\n \"type\": \"Mul\"}, \"right\": {\"value\": 2, \"type\": \"Lit\"}, \"type\": \"Add\"}";
        long[] mul = placeOf(unknown, "\"value\"", "\"Mul\"");
        JsonException u = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, () -> brisk.read(unknown, Expr.class));
        assertTrue(u.detail().startsWith("unknown Expr subtype"), u.getMessage());
        assertEquals(mul[0], u.offset(), u.getMessage());
        assertEquals(mul[2], u.line(), u.getMessage());
        assertEquals(mul[3], u.column(), u.getMessage());
    }
}
