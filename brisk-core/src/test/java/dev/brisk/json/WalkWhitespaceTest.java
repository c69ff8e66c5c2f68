package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Whatever the whitespace between tokens (none, one space, a line break and indentation of any
 * depth, tabs, CR, blank lines) and wherever it falls against the input's end, a value skipped,
 * copied or parsed from memory (by the reader's walk) gives what the token path gives from a
 * stream that hands out one byte at a time, and the reader counts the same lines, so an error
 * after it or inside it is reported at the same offset, line and column. A guard for any fast
 * path over whitespace in the walk.
 */
class WalkWhitespaceTest {

    /** Between tokens: what printers write (none, one space, a line break and indentation) and what they rarely do. */
    private static final String[] LAYOUTS = {"", "", " ", " ", "\n", "\n  ", "\n    ", "\n       ", "\n        ",
        "\n         ", "\n               ", "\n                ", "\n                 ", "\n" + " ".repeat(40), "\t", "\r\n",
        "\r\n  ", "\n\n  ", "  ", " \n ", "\n\t", "\n  \t"};

    private static final String[] LEAVES = {"1", "-0.5", "12345678", "\"s\"", "\"a longer string value\"", "true", "false",
        "null", "[]", "{}", "\"\u00e9\""};

    private static String space(SplittableRandom random) {
        return LAYOUTS[random.nextInt(LAYOUTS.length)];
    }

    private static void value(SplittableRandom random, int depth, StringBuilder out) {
        int kind = depth > 4 ? 2 : random.nextInt(3);
        if (kind == 2) {
            out.append(LEAVES[random.nextInt(LEAVES.length)]);
            return;
        }
        boolean object = kind == 0;
        out.append(object ? '{' : '[');
        int n = random.nextInt(5);
        for (int i = 0; i < n; i++) {
            if (i > 0) out.append(space(random)).append(',');
            out.append(space(random));
            if (object) out.append("\"k").append(i).append('"').append(space(random)).append(':').append(space(random));
            value(random, depth + 1, out);
        }
        out.append(space(random)).append(object ? '}' : ']');
    }

    private static byte[] document(SplittableRandom random) {
        StringBuilder out = new StringBuilder();
        out.append(random.nextBoolean() ? '{' : '[');
        boolean object = out.charAt(0) == '{';
        int n = 1 + random.nextInt(4);
        for (int i = 0; i < n; i++) {
            if (i > 0) out.append(space(random)).append(',');
            out.append(space(random));
            if (object) out.append("\"m").append(i).append("\":").append(space(random));
            value(random, 1, out);
        }
        out.append(space(random)).append(object ? '}' : ']');
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static String error(JsonException e) {
        return "refused: " + e.getMessage() + " @" + e.offset() + ":" + e.line() + ":" + e.column();
    }

    /** Parses the first value of a sequence, then reads what follows: the tree and where the next value fails. */
    private static String parse(JsonReader r) {
        try (r) {
            String tree = "tree " + Json.next(r);
            try {
                while (r.hasNextValue()) r.skipValue();
                return tree + " then ok";
            } catch (JsonException e) {
                return tree + " then " + error(e);
            }
        } catch (JsonException e) {
            return error(e);
        }
    }

    private static String skip(JsonReader r) {
        try (r) {
            int values = 0;
            while (r.hasNextValue()) {
                r.skipValue();
                values++;
            }
            return "ok " + values;
        } catch (JsonException e) {
            return error(e);
        }
    }

    private static String copy(JsonReader r) {
        JsonWriter w = WriterOptions.defaults().withSequence(true).writer();
        try (r) {
            while (r.hasNextValue()) r.copyTo(w);
            return new String(w.toByteArray(), StandardCharsets.UTF_8);
        } catch (JsonException e) {
            return error(e);
        }
    }

    private static final ReaderOptions SEQUENCE = ReaderOptions.defaults().withSequence(true);

    private static JsonReader fromMemory(byte[] b, int offset, int length) {
        return SEQUENCE.reader(b, offset, length);
    }

    private static JsonReader trickled(byte[] b) {
        InputStream in = StringValuePropertiesTest.trickle(b);
        return SEQUENCE.reader(in);
    }

    private static void same(byte[] json, String where) {
        assertEquals(parse(trickled(json)), parse(fromMemory(json, 0, json.length)), where);
        assertEquals(skip(trickled(json)), skip(fromMemory(json, 0, json.length)), where);
        assertEquals(copy(trickled(json)), copy(fromMemory(json, 0, json.length)), where);
    }

    @Test
    void everyLayoutGivesTheTokenPathsTreeCopyAndLines() {
        SplittableRandom random = new SplittableRandom(1414);
        byte[] afters = {'x', ',', ']', '}', '"'};
        for (int round = 0; round < 2_000; round++) {
            byte[] doc = document(random);
            // a second value that fails after a layout: its line and column count the first value's line breaks
            byte[] after = (space(random) + (char) afters[random.nextInt(afters.length)]).getBytes(StandardCharsets.UTF_8);
            byte[] json = Arrays.copyOf(doc, doc.length + after.length);
            System.arraycopy(after, 0, json, doc.length, after.length);
            same(json, new String(json, StandardCharsets.UTF_8));
        }
    }

    @Test
    void aSpoiledLayoutIsRefusedWhereTheTokenPathRefusesIt() {
        SplittableRandom random = new SplittableRandom(1415);
        byte[] spoilers = {'x', 0x0B, 0x0C, 0x00, (byte) 0xA0, ',', ':', '\n'};
        int refused = 0;
        for (int round = 0; round < 2_000; round++) {
            byte[] json = document(random);
            // spoil a whitespace byte, or the byte just after one
            int at = 1 + random.nextInt(json.length - 1);
            while (at < json.length - 1 && json[at] > ' ') at++;
            if (random.nextBoolean() && at < json.length - 1) at++;
            json[at] = spoilers[random.nextInt(spoilers.length)];
            String where = new String(json, StandardCharsets.UTF_8);
            same(json, where);
            if (skip(fromMemory(json, 0, json.length)).startsWith("refused")) refused++;
        }
        assertTrue(refused > 500, refused + " refused");
    }

    @Test
    void aLayoutNearTheInputsEndIsReadAsTheInputEndsThere() {
        // every cut of a document that ends in layouts of each kind, alone and followed in its
        // array by bytes (line breaks, deep indentation) that are no input
        SplittableRandom random = new SplittableRandom(1416);
        byte[] tail = "\n        \n                 x".getBytes(StandardCharsets.UTF_8);
        int cases = 0;
        for (int round = 0; round < 40; round++) {
            byte[] doc = document(random);
            for (int cut = 1; cut <= doc.length; cut++) {
                byte[] alone = Arrays.copyOf(doc, cut);
                byte[] inside = Arrays.copyOf(doc, cut + tail.length);
                System.arraycopy(tail, 0, inside, cut, tail.length);
                String where = "cut " + cut + " of " + new String(doc, StandardCharsets.UTF_8);
                assertEquals(parse(trickled(alone)), parse(fromMemory(inside, 0, cut)), where);
                assertEquals(skip(trickled(alone)), skip(fromMemory(inside, 0, cut)), where);
                assertEquals(copy(trickled(alone)), copy(fromMemory(inside, 0, cut)), where);
                cases++;
            }
        }
        assertTrue(cases > 1000, cases + " cases");
    }
}
