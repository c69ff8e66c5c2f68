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
     * Runs {@code read} on a thread with a 2 MB stack and returns what it gave or threw. Codecs
     * recurse per level whatever the discriminator's place (about 1 KB a level while the codecs
     * are still interpreted, so 990 levels need more than the JVM's default 1 MB even with the
     * discriminator first); what is tested is that a late discriminator needs no more than that.
     */
    private static Object onDefaultStack(java.util.function.Supplier<Object> read) throws InterruptedException {
        AtomicReference<Object> result = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                result.set(read.get());
            } catch (Throwable e) {
                result.set(e);
            }
        }, "two-megabyte-stack", 2 << 20);
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
}
