package dev.brisk.json;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The tree cursor against the tree's {@link JsonReader} ({@code TreeReader}), the reference: the
 * same calls, driven by the tree's own shape, read the same values; where the reader throws the
 * cursor has failed (never thrown); and each limit is met exactly at its edge (a string, a name,
 * the depth, the token count one under, at and one over), for trees as parsed (shared names,
 * packed number arrays) and as built with String names.
 */
class TreeCursorTest {

    /** Reads {@code v} with the calls a codec for its shape would make; the values read, in order. */
    private static void read(JsonValue v, TreeCursor in, List<Object> out) {
        if (v instanceof JsonObject o) {
            in.beginObject();
            for (int k = 0; k < o.size(); k++) {
                out.add(in.nextName());
                read(o.value(k), in, out);
            }
            out.add(in.nextName()); // null: the end
        } else if (v instanceof JsonArray a) {
            in.beginArray();
            for (JsonValue e : a.values()) {
                out.add(in.nextElement());
                read(e, in, out);
            }
            out.add(in.nextElement());
        } else if (v instanceof JsonString) {
            out.add(in.nextString());
        } else if (v instanceof JsonNumberValue n) {
            out.add(isLong(n) ? (Object) in.nextLong() : (Object) in.nextDouble());
        } else if (v instanceof JsonBoolean) {
            out.add(in.nextBoolean());
        } else {
            out.add(in.nextNull());
        }
    }

    /** The same calls over the reader. */
    private static void read(JsonValue v, JsonReader in, List<Object> out) {
        if (v instanceof JsonObject o) {
            in.beginObject();
            for (int k = 0; k < o.size(); k++) {
                out.add(in.nextName());
                read(o.value(k), in, out);
            }
            in.endObject();
            out.add(null);
        } else if (v instanceof JsonArray a) {
            in.beginArray();
            for (JsonValue e : a.values()) {
                out.add(in.hasNext());
                read(e, in, out);
            }
            out.add(in.hasNext());
            in.endArray();
        } else if (v instanceof JsonString) {
            out.add(in.nextString());
        } else if (v instanceof JsonNumberValue n) {
            out.add(isLong(n) ? (Object) in.nextLong() : (Object) in.nextDouble());
        } else if (v instanceof JsonBoolean) {
            out.add(in.nextBoolean());
        } else {
            in.nextNull();
            out.add(true);
        }
    }

    private static boolean isLong(JsonNumberValue n) {
        return n instanceof JsonNumberValue.Small;
    }

    /** Compares the two on {@code tree} with {@code limits}; returns whether the cursor read it. */
    private static boolean check(JsonValue tree, ReadLimits limits) {
        return outcome(tree, limits) == READ;
    }

    private static final int REFUSED = 0, READ = 1, LEFT_TO_THE_READER = 2;

    /** As {@link #check}: whether the reader refused the tree, the cursor read it, or left it to the reader. */
    private static int outcome(JsonValue tree, ReadLimits limits) {
        ReaderOptions options = ReaderOptions.defaults().withLimits(limits);
        List<Object> expected = new ArrayList<>();
        boolean refused = false;
        try (JsonReader r = options.reader(tree)) {
            read(tree, r, expected);
            assertEquals(JsonToken.END_DOCUMENT, r.peek());
        } catch (JsonException e) {
            refused = true;
        }
        TreeCursor in = new TreeCursor(options).reset(tree);
        List<Object> got = new ArrayList<>();
        read(tree, in, got);
        boolean read = in.finish();
        if (refused) assertFalse(read, () -> "the cursor read what the reader refuses: " + tree + " " + limits);
        else if (read) assertEquals(expected, got, tree::toString);
        return refused ? REFUSED : read ? READ : LEFT_TO_THE_READER;
    }

    private static final String[] TEXT = {"a", "\u00e9", "\u4e16", "\ud83d\ude00", "x\"y", "\\", "\n"};

    private static String text(Random r, int n) {
        StringBuilder sb = new StringBuilder();
        while (sb.length() < n) sb.append(TEXT[r.nextInt(TEXT.length)]);
        return sb.toString();
    }

    private static JsonValue random(Random r, int depth) {
        return random(r, depth, false);
    }

    /** A random tree; with {@code stringsBesideNumbers}, an array of numbers may hold a string as its eighth element. */
    private static JsonValue random(Random r, int depth, boolean stringsBesideNumbers) {
        switch (depth > 3 ? 4 + r.nextInt(5) : r.nextInt(9)) {
            case 0, 1: {
                JsonObject.Builder b = JsonObject.builder();
                int n = r.nextInt(5);
                for (int i = 0; i < n; i++) b.put(text(r, r.nextInt(7)), random(r, depth + 1, stringsBesideNumbers));
                return b.build();
            }
            case 2, 3: {
                JsonArray.Builder b = JsonArray.builder();
                int n = r.nextInt(10);
                boolean numbers = r.nextBoolean();
                for (int i = 0; i < n; i++) {
                    // parsed, such an array is stored packed with the string aside
                    boolean string = numbers && stringsBesideNumbers && i == 7 && r.nextBoolean();
                    b.add(string ? JsonString.of(text(r, r.nextInt(10))) : numbers ? number(r) : random(r, depth + 1, stringsBesideNumbers));
                }
                return b.build();
            }
            case 4: return JsonString.of(text(r, r.nextInt(10)));
            case 5, 6: return number(r);
            case 7: return JsonBoolean.of(r.nextBoolean());
            default: return JsonNull.INSTANCE;
        }
    }

    private static final String[] NUMBERS = {"0", "-1", "123456789012345678", "9223372036854775807", "1.5", "-0.25",
            "123.456789012345678", "1e3", "2.5E-7", "1e400", "99999999999999999999", "0.1", "3.4028235e38"};

    private static JsonValue number(Random r) {
        return r.nextBoolean() ? JsonNumberValue.of(r.nextInt(2001) - 1000) : JsonNumberValue.of(NUMBERS[r.nextInt(NUMBERS.length)]);
    }

    @Property(tries = 1500)
    void readsWhatTheTreeReaderReadsOrFailsUnderAnyLimits(@ForAll long seed, @ForAll @IntRange(min = 1, max = 9) int limit) {
        Random r = new Random(seed);
        JsonValue built = random(r, 0);
        JsonValue parsed = Json.parse(built.toString());
        ReadLimits[] limits = {ReadLimits.defaults(), ReadLimits.defaults().withMaxStringLength(limit),
            ReadLimits.defaults().withMaxNameLength(limit), ReadLimits.defaults().withMaxDepth(limit),
            ReadLimits.defaults().withMaxTokenCount(limit * 4), ReadLimits.defaults().withMaxNumberLength(limit + 2)};
        for (ReadLimits l : limits) {
            check(built, l);
            check(parsed, l);
        }
        // with the default limits every tree the reader reads, the cursor reads too (these calls ask nothing it leaves)
        assertTrue(outcome(parsed, ReadLimits.defaults()) != LEFT_TO_THE_READER, parsed::toString);
        assertTrue(outcome(built, ReadLimits.defaults()) != LEFT_TO_THE_READER, built::toString);
    }

    /**
     * Skipping a whole tree: where the reader's skip refuses it under a limit, the cursor's skip
     * fails too; with the default limits both skip it.
     */
    @Property(tries = 1500)
    void skipsWhatTheTreeReaderSkipsOrFailsUnderAnyLimits(@ForAll long seed, @ForAll @IntRange(min = 1, max = 9) int limit) {
        Random r = new Random(seed);
        JsonValue built = random(r, 0, true);
        JsonValue parsed = Json.parse(built.toString());
        ReadLimits[] limits = {ReadLimits.defaults(), ReadLimits.defaults().withMaxStringLength(limit),
            ReadLimits.defaults().withMaxDepth(limit), ReadLimits.defaults().withMaxTokenCount(limit * 4)};
        for (ReadLimits l : limits) {
            for (JsonValue tree : List.of(built, parsed)) {
                ReaderOptions options = ReaderOptions.defaults().withLimits(l);
                boolean refused = false;
                try (JsonReader reader = options.reader(tree)) {
                    reader.skipValue();
                    assertEquals(JsonToken.END_DOCUMENT, reader.peek());
                } catch (JsonException e) {
                    refused = true;
                }
                TreeCursor in = new TreeCursor(options).reset(tree);
                in.skipValue();
                boolean skipped = in.finish();
                if (refused) assertFalse(skipped, () -> "the cursor skipped what the reader refuses: " + tree + " " + l);
                if (l == limits[0]) assertTrue(skipped, tree::toString);
            }
        }
    }

    /** Reads {@code v} as {@link #read} does, but every scalar as a string or null: one look, or nextNull then nextString. */
    private static void readStrings(JsonValue v, TreeCursor in, List<Object> out, boolean oneLook) {
        if (v instanceof JsonObject o) {
            in.beginObject();
            for (int k = 0; k < o.size(); k++) {
                out.add(in.nextName());
                readStrings(o.value(k), in, out, oneLook);
            }
            out.add(in.nextName());
        } else if (v instanceof JsonArray a) {
            in.beginArray();
            for (JsonValue e : a.values()) {
                out.add(in.nextElement());
                readStrings(e, in, out, oneLook);
            }
            out.add(in.nextElement());
        } else {
            out.add(oneLook ? in.nextStringOrNull() : in.nextNull() ? null : in.nextString());
            out.add(in.failed());
        }
    }

    /**
     * nextStringOrNull looks at the pending item once: it gives what nextNull() then nextString()
     * give, and fails where they fail, on strings, nulls, every other scalar and the scalars
     * beside packed numbers; reading leaves the tree as it was.
     */
    @Property(tries = 800)
    void aStringOrNullIsReadAsNullThenStringWouldReadIt(@ForAll long seed) {
        Random r = new Random(seed);
        JsonValue built = random(r, 0, true);
        List<JsonValue> trees = List.of(built, Json.parse(built.toString()),
                // packed with the others aside (at least 7 in 8 are numbers)
                Json.parse("[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,null,\"s\"]"),
                Json.parse("{\"a\":null,\"b\":\"\u00e9\",\"c\":[null,1,2,3,4,5,6,7,8]}"));
        for (JsonValue tree : trees) {
            String before = tree.toString();
            List<Object> oneLook = new ArrayList<>();
            List<Object> twoCalls = new ArrayList<>();
            TreeCursor a = TreeCursor.over(tree);
            readStrings(tree, a, oneLook, true);
            TreeCursor b = TreeCursor.over(tree);
            readStrings(tree, b, twoCalls, false);
            assertEquals(twoCalls, oneLook, before);
            assertEquals(b.finish(), a.finish(), before);
            assertEquals(before, tree.toString(), "reading changed the tree");
        }
    }

    @Test
    void eachLimitHoldsExactlyAtItsEdge() {
        for (String unit : new String[] {"a", "\u00e9", "\u4e16", "\ud83d\ude00"}) {
            for (int n = 1; n <= 4; n++) {
                String s = unit.repeat(n);
                int chars = s.length();
                JsonValue string = JsonArray.of(JsonString.of(s));
                // at the limit: read (ASCII, where bytes are chars) or left to the reader, never read wrongly
                assertEquals(unit.equals("a"), check(string, ReadLimits.defaults().withMaxStringLength(chars)), s);
                if (chars > 1) assertEquals(REFUSED, outcome(string, ReadLimits.defaults().withMaxStringLength(chars - 1)), s);
                JsonValue name = Json.parse("{\"" + s + "\":1}");
                assertTrue(check(name, ReadLimits.defaults().withMaxNameLength(chars)), s);
                if (chars > 1) assertEquals(REFUSED, outcome(name, ReadLimits.defaults().withMaxNameLength(chars - 1)), s);
            }
        }
        JsonValue deep = Json.parse("[[[1]]]");
        assertTrue(check(deep, ReadLimits.defaults().withMaxDepth(3)));
        assertEquals(REFUSED, outcome(deep, ReadLimits.defaults().withMaxDepth(2)));
        // [ [ [ 1 ] ] ]: seven tokens, as the reader counts them
        assertTrue(check(deep, ReadLimits.defaults().withMaxTokenCount(7)));
        assertEquals(REFUSED, outcome(deep, ReadLimits.defaults().withMaxTokenCount(6)));
    }

    @Test
    void namesMatchByIdentityAfterTheFirstAndByTextInBuiltTrees() {
        Names names = Names.of("id", "name", "caf\u00e9");
        JsonValue parsed = Json.parse("[{\"id\":1,\"name\":\"a\",\"caf\u00e9\":true,\"x\":0},{\"name\":\"b\",\"id\":2,\"caf\u00e9\":false}]");
        JsonValue built = JsonArray.of(
                JsonObject.builder().put("id", 1).put("name", "a").put("caf\u00e9", true).put("x", 0).build(),
                JsonObject.builder().put("name", "b").put("id", 2).put("caf\u00e9", false).build());
        for (JsonValue tree : List.of(parsed, parsed, Json.parse(parsed.toString()), built, built)) {
            TreeCursor in = TreeCursor.over(tree);
            List<Object> seen = new ArrayList<>();
            in.beginArray();
            while (in.nextElement()) {
                in.beginObject();
                for (int i, expect = 0; (i = in.nextMember(names, expect)) != JsonReader.END_OF_OBJECT; ) {
                    if (i >= 0) expect = i + 1;
                    seen.add(i);
                    in.skipValue();
                }
            }
            assertTrue(in.finish());
            assertEquals(List.of(0, 1, 2, -1, 1, 0, 2), seen);
        }
    }

    @Test
    void afterAFailureEveryCallReturnsAtOnce() {
        TreeCursor in = TreeCursor.over(Json.parse("{\"a\":[1,2],\"b\":\"x\"}"));
        in.beginObject();
        assertEquals(-1, in.nextMember(Names.of("b"), 0));
        in.nextString(); // an array: fails
        assertTrue(in.failed());
        assertEquals(JsonReader.END_OF_OBJECT, in.nextMember(Names.of("b"), 0));
        assertFalse(in.nextElement());
        assertNull(in.nextName());
        assertEquals(0, in.nextLong());
        assertFalse(in.finish());
    }

    /**
     * A skipped array of numbers with a few other scalars beside them (stored packed, the others
     * aside) holds those scalars to the string length limit as the reader's skip does.
     */
    @Test
    void aSkippedNumberArrayHoldsTheStringsBesideItsNumbersToTheLengthLimit() {
        JsonValue tree = Json.parse("{\"skipped\":[1,2,3,4,5,6,7,\"longer than four\"]}");
        ReaderOptions options = ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxStringLength(4));
        JsonException refused = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, () -> {
            try (JsonReader in = options.reader(tree)) {
                in.skipValue();
            }
        });
        assertTrue(refused.getMessage().contains("String length"), refused.getMessage());
        TreeCursor skipped = new TreeCursor(options).reset(tree);
        skipped.skipValue();
        assertFalse(skipped.finish(), "the cursor skipped a string the reader refuses");
        TreeCursor member = new TreeCursor(options).reset(tree);
        member.beginObject();
        assertEquals(-1, member.nextMember(Names.of("other"), 0));
        member.skipValue();
        member.nextMember(Names.of("other"), 0);
        assertFalse(member.finish(), "the cursor skipped a member the reader refuses");
        TreeCursor element = new TreeCursor(options).reset(tree);
        element.beginObject();
        element.nextName();
        element.beginArray();
        while (element.nextElement()) element.skipValue();
        element.nextName();
        assertFalse(element.finish(), "the cursor skipped an element the reader refuses");
        // within the limit, the same array is skipped here
        TreeCursor within = new TreeCursor(ReaderOptions.defaults()).reset(tree);
        within.skipValue();
        assertTrue(within.finish());
    }
}
