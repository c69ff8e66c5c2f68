package dev.brisk.json;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * {@code JsonWriter}'s member steps ({@code beginMembers}, {@code nextMember}, {@code nextName},
 * {@code endMembers}), as generated codecs write objects: every run of steps writes exactly the
 * bytes that {@code name(names, index)} and the value call write, with every writer option, for
 * every kind of value (escapes, non-ASCII, surrogate pairs, lone surrogates, control chars,
 * Strings longer than the buffer, NaN and infinities, nulls, nested values), and fails with the
 * same message and path, leaving the writer where the separate calls leave it.
 */
class MemberStepsTest {
    /** Prepared names: short, empty, and longer than the two words a short one is written as. */
    private static final Names NAMES = Names.of("id", "name", "score", "a_much_longer_member_name_than_16",
            "", "n8", "a_name_of_16_b_x", "q");
    private static final WriterOptions[] OPTIONS = {
        WriterOptions.defaults(),
        WriterOptions.defaults().withHtmlSafe(true),
        WriterOptions.defaults().withEscapeNonAscii(true),
        WriterOptions.defaults().withReplaceLoneSurrogates(true),
        WriterOptions.defaults().withNonFiniteNumbers(true),
        WriterOptions.defaults().withJavaNumberLayout(true),
        WriterOptions.defaults().withHtmlSafe(true).withEscapeNonAscii(true).withReplaceLoneSurrogates(true).withNonFiniteNumbers(true),
    };

    private static String utf8(byte[] b) { return new String(b, StandardCharsets.UTF_8); }

    @Property(tries = 400)
    void stepsWriteWhatTheUsualCallsWrite(@ForAll long seed, @ForAll @IntRange(min = 0, max = 6) int option) {
        WriterOptions options = OPTIONS[option];
        Outcome usual = run(options, seed, false);
        Outcome steps = run(options, seed, true);
        assertEquals(usual.error, steps.error, "error");
        assertEquals(usual.text, steps.text, "output");
    }

    /** What a document came to: its text, or the first error (detail and path) and the text written after going on. */
    private record Outcome(String text, String error) { }

    private static Outcome run(WriterOptions options, long seed, boolean steps) {
        JsonWriter w = options.writer();
        Random r = new Random(seed);
        if (r.nextInt(4) == 0) {
            // the document's own object
            try {
                object(w, r, 0, steps);
            } catch (JsonException e) {
                return new Outcome(null, e.detail() + " at " + e.path());
            }
            return new Outcome(utf8(w.toByteArray()), null);
        }
        w.beginArray();
        String error = null;
        int objects = 1 + r.nextInt(3);
        for (int k = 0; k < objects; k++) {
            try {
                object(w, r, 0, steps);
            } catch (JsonException e) {
                error = e.detail() + " at " + e.path();
                // the separate calls leave a name waiting for its value: both sides go on from there
                w.stringValue("after");
                while (!w.isComplete()) {
                    try {
                        w.endObject();
                    } catch (JsonException notAnObject) {
                        w.endArray();
                    }
                }
                return new Outcome(utf8(w.toByteArray()), error);
            }
        }
        w.endArray();
        return new Outcome(utf8(w.toByteArray()), error);
    }

    /** One object: random members, written by steps or by the usual calls (the same choices from the same Random). */
    private static void object(JsonWriter w, Random r, int depth, boolean steps) {
        boolean before = r.nextInt(4) == 0;
        boolean after = r.nextInt(4) == 0;
        // opened and closed with the run (beginObjectMembers) where no usual member comes before or after it
        boolean together = r.nextBoolean() && steps && !before && !after; // drawn on both sides
        int start;
        if (together) {
            start = w.beginObjectMembers(NAMES);
            assertEquals(true, start >= 0, "an object as a value in a compact in-memory writer opens with its run");
        } else {
            w.beginObject();
            if (before) w.member(NAMES, 7, "before"); // a discriminator, say: usual calls before the run
            start = steps ? w.beginMembers(NAMES) : -1;
            if (steps) assertEquals(true, start >= 0, "steps apply to a compact in-memory writer where a name may come");
        }
        int members = r.nextInt(6);
        for (int m = 0; m < members; m++) {
            int i = r.nextInt(NAMES.size());
            switch (r.nextInt(9)) {
                case 0: {
                    int v = r.nextInt(4) == 0 ? r.nextInt(100) : r.nextInt();
                    if (steps) w.nextMember(start, NAMES, i, v); else { w.name(NAMES, i); w.numberValue(v); }
                    break;
                }
                case 1: {
                    long v = r.nextBoolean() ? r.nextLong() : r.nextInt(3) - 1 + (r.nextBoolean() ? Long.MIN_VALUE : Long.MAX_VALUE - 1);
                    if (steps) w.nextMember(start, NAMES, i, v); else { w.name(NAMES, i); w.numberValue(v); }
                    break;
                }
                case 2: {
                    double v = aDouble(r);
                    if (steps) w.nextMember(start, NAMES, i, v); else { w.name(NAMES, i); w.numberValue(v); }
                    break;
                }
                case 3: {
                    float v = (float) aDouble(r);
                    if (steps) w.nextMember(start, NAMES, i, v); else { w.name(NAMES, i); w.numberValue(v); }
                    break;
                }
                case 4: {
                    boolean v = r.nextBoolean();
                    if (steps) w.nextMember(start, NAMES, i, v); else { w.name(NAMES, i); w.booleanValue(v); }
                    break;
                }
                case 5: case 6: {
                    String v = aString(r);
                    if (steps) w.nextMember(start, NAMES, i, v); else { w.name(NAMES, i); w.stringValue(v); }
                    break;
                }
                case 7: {
                    if (steps) w.nextName(start, NAMES, i); else w.name(NAMES, i);
                    w.nullValue();
                    break;
                }
                default: {
                    if (steps) w.nextName(start, NAMES, i); else w.name(NAMES, i);
                    if (depth < 3 && r.nextBoolean()) {
                        // a nested object, itself written by steps or not, inside the run
                        boolean innerSteps = r.nextBoolean(); // drawn on both sides: the same choices follow
                        object(w, r, depth + 1, steps && innerSteps);
                    } else {
                        w.beginArray();
                        w.stringValue(aString(r));
                        w.numberValue(r.nextInt());
                        w.endArray();
                    }
                }
            }
        }
        if (together) {
            w.endObjectMembers(start);
            return;
        }
        if (steps) w.endMembers(start);
        if (after) w.member(NAMES, 0, -1); // and after it
        w.endObject();
    }

    private static double aDouble(Random r) {
        switch (r.nextInt(8)) {
            case 0: return Double.NaN;
            case 1: return r.nextBoolean() ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
            case 2: return Double.longBitsToDouble(r.nextLong());
            case 3: return r.nextInt(1000) / 100.0;
            case 4: return -0.0;
            default: return r.nextDouble() * Math.pow(10, r.nextInt(40) - 20);
        }
    }

    /** Short ASCII mostly; escapes, controls, non-ASCII, pairs, lone surrogates, and Strings past the buffer's first growth. */
    private static String aString(Random r) {
        int kind = r.nextInt(10);
        int n = kind == 0 ? 4000 + r.nextInt(9000) : kind == 1 ? 200 + r.nextInt(300) : r.nextInt(24);
        StringBuilder sb = new StringBuilder(n);
        for (int k = 0; k < n; k++) {
            int c = r.nextInt(40);
            if (c < 28 || kind < 2 && c < 36) sb.append((char) (' ' + r.nextInt(95)));
            else if (c == 28) sb.append((char) r.nextInt(0x20));
            else if (c == 29) sb.append(r.nextBoolean() ? '"' : '\\');
            else if (c == 30) sb.append((char) (0x80 + r.nextInt(0x780)));
            else if (c == 31) sb.append((char) (0x800 + r.nextInt(0xD000)));
            else if (c == 32) sb.appendCodePoint(0x10000 + r.nextInt(0x100000));
            else if (c == 33 && r.nextInt(4) == 0) sb.append((char) (0xD800 + r.nextInt(0x800))); // lone, rarely
            else if (c == 34) sb.append(r.nextBoolean() ? '\u2028' : '<');
            else sb.append((char) ('a' + r.nextInt(26)));
        }
        return sb.toString();
    }

    @Test
    void stepsDoNotApplyWherePreparedBytesCannotGoStraightIntoAKeptBuffer() {
        JsonWriter pretty = WriterOptions.defaults().withPretty(true).writer();
        pretty.beginObject();
        assertEquals(-1, pretty.beginMembers(NAMES));
        JsonWriter stream = JsonWriter.of(new ByteArrayOutputStream());
        stream.beginObject();
        assertEquals(-1, stream.beginMembers(NAMES));
        JsonWriter afterName = JsonWriter.create();
        afterName.beginObject();
        afterName.name(NAMES, 0);
        assertEquals(-1, afterName.beginMembers(NAMES), "only where a name may come");
        JsonWriter array = JsonWriter.create();
        array.beginArray();
        assertEquals(-1, array.beginMembers(NAMES), "only in an object");
        for (String escaped : new String[] {"\u00e9t\u00e9", "a\"b", "<x>", "tab\there", "back\\slash"}) {
            JsonWriter w = JsonWriter.create();
            w.beginObject();
            assertEquals(-1, w.beginMembers(Names.of("id", escaped)), "a name some option escapes: " + escaped);
        }
    }

    @Test
    void aRunWritesTheObjectAndTheWriterGoesOnAsAfterTheUsualCalls() {
        JsonWriter w = JsonWriter.create();
        w.beginObject();
        int start = w.beginMembers(NAMES);
        w.nextMember(start, NAMES, 0, 42);
        w.nextMember(start, NAMES, 1, "ada");
        w.nextMember(start, NAMES, 3, 1.5);
        w.nextName(start, NAMES, 2);
        w.beginArray();
        w.numberValue(1);
        w.endArray();
        w.nextMember(start, NAMES, 5, (String) null);
        w.endMembers(start);
        assertEquals("$.n8", w.path());
        w.member(NAMES, 6, true); // the usual calls go on after the run
        w.endObject();
        assertEquals("{\"id\":42,\"name\":\"ada\",\"a_much_longer_member_name_than_16\":1.5,\"score\":[1],\"n8\":null,\"a_name_of_16_b_x\":true}",
                utf8(w.toByteArray()));
    }

    @Test
    void anObjectOpenedWithItsRunWritesWhatBeginObjectAndEndObjectWrite() {
        JsonWriter w = WriterOptions.defaults().withSequence(true).writer();
        for (int doc = 0; doc < 2; doc++) {
            int start = w.beginObjectMembers(NAMES); // the document's object, twice in a sequence
            w.nextMember(start, NAMES, 0, doc);
            w.nextName(start, NAMES, 2);
            w.beginArray();
            for (int k = 0; k < 3; k++) {
                int inner = w.beginObjectMembers(NAMES); // array elements: the first without a comma
                if (k > 0) w.nextMember(inner, NAMES, 1, "e" + k);
                w.endObjectMembers(inner);
            }
            w.endArray();
            w.nextName(start, NAMES, 3);
            int member = w.beginObjectMembers(NAMES); // a member's value
            w.nextMember(member, NAMES, 7, true);
            w.endObjectMembers(member);
            w.endMembers(start);
            assertEquals("$.a_much_longer_member_name_than_16", w.path());
            w.endObjectMembers(start);
        }
        String one = "{\"id\":%d,\"score\":[{},{\"name\":\"e1\"},{\"name\":\"e2\"}],\"a_much_longer_member_name_than_16\":{\"q\":true}}\n";
        assertEquals(String.format(one, 0) + String.format(one, 1), utf8(w.toByteArray()));
    }

    @Test
    void anObjectOpensWithItsRunOnlyWhereBeginObjectWouldTakeNoCheckedPath() {
        JsonWriter pretty = WriterOptions.defaults().withPretty(true).writer();
        pretty.beginArray();
        assertEquals(-1, pretty.beginObjectMembers(NAMES));
        JsonWriter stream = JsonWriter.of(new ByteArrayOutputStream());
        stream.beginArray();
        assertEquals(-1, stream.beginObjectMembers(NAMES));
        JsonWriter inObject = JsonWriter.create();
        inObject.beginObject();
        assertEquals(-1, inObject.beginObjectMembers(NAMES), "a value without a name");
        JsonWriter done = JsonWriter.create();
        done.nullValue();
        assertEquals(-1, done.beginObjectMembers(NAMES), "a second top-level value");
        JsonWriter escaped = JsonWriter.create();
        escaped.beginArray();
        assertEquals(-1, escaped.beginObjectMembers(Names.of("id", "a\"b")));
        // nothing was written by the refusals: the writers go on as before
        escaped.nullValue();
        escaped.endArray();
        assertEquals("[null]", utf8(escaped.toByteArray()));
        inObject.endObject();
        assertEquals("{}", utf8(inObject.toByteArray()));
        assertEquals("null", utf8(done.toByteArray()));
    }

    @Test
    void anObjectPastTheDepthLimitTakesBeginObjectWhichRefusesIt() {
        JsonWriter w = WriterOptions.defaults().withMaxDepth(2).writer();
        w.beginArray();
        int start = w.beginObjectMembers(NAMES);
        assertEquals(true, start >= 0, "depth 2 is within the limit");
        w.nextName(start, NAMES, 0);
        assertEquals(-1, w.beginObjectMembers(NAMES), "depth 3 is not");
        JsonException e = assertThrows(JsonException.class, w::beginObject);
        assertEquals(true, e.detail().contains("Nesting depth exceeds the limit of 2"), e.detail());
        assertEquals("$[0].id", e.path());
    }

    @Test
    void endingAnObjectWhoseLastNameHasNoValueFailsAsEndObjectDoes() {
        JsonWriter w = JsonWriter.create();
        w.beginArray();
        int start = w.beginObjectMembers(NAMES);
        w.nextName(start, NAMES, 1);
        JsonException e = assertThrows(JsonException.class, () -> w.endObjectMembers(start));
        assertEquals("Object ended after a name without a value", e.detail());
    }

    @Test
    void aRunAfterMembersWrittenTheUsualWayWritesItsFirstSeparator() {
        JsonWriter w = JsonWriter.create();
        w.beginObject();
        w.name("type");
        w.stringValue("circle");
        int start = w.beginMembers(NAMES);
        w.endMembers(start);
        int again = w.beginMembers(NAMES);
        w.nextMember(again, NAMES, 0, 1);
        w.nextMember(again, NAMES, 1, "r");
        w.endMembers(again);
        w.endObject();
        assertEquals("{\"type\":\"circle\",\"id\":1,\"name\":\"r\"}", utf8(w.toByteArray()));
    }

    @Test
    void anEmptyRunLeavesAnEmptyObject() {
        JsonWriter w = JsonWriter.create();
        w.beginObject();
        w.endMembers(w.beginMembers(NAMES));
        w.endObject();
        assertArrayEquals("{}".getBytes(StandardCharsets.UTF_8), w.toByteArray());
    }

    @Test
    void aLoneSurrogateFailsWithTheMembersPathAndLeavesItsNameWaiting() {
        JsonWriter w = JsonWriter.create();
        w.beginObject();
        int start = w.beginMembers(NAMES);
        w.nextMember(start, NAMES, 0, 7);
        JsonException e = assertThrows(JsonException.class, () -> w.nextMember(start, NAMES, 1, "ab\uD800c"));
        assertEquals("$.name", e.path());
        w.stringValue("ok");
        w.endObject();
        assertEquals("{\"id\":7,\"name\":\"ok\"}", utf8(w.toByteArray()));
    }

    @Test
    void aRefusedNaNFailsAsNumberValueDoes() {
        JsonWriter w = JsonWriter.create();
        w.beginObject();
        int start = w.beginMembers(NAMES);
        JsonException e = assertThrows(JsonException.class, () -> w.nextMember(start, NAMES, 2, Double.NaN));
        assertEquals("$.score", e.path());
        JsonWriter usual = JsonWriter.create();
        usual.beginObject();
        usual.name(NAMES, 2);
        JsonException u = assertThrows(JsonException.class, () -> usual.numberValue(Double.NaN));
        assertEquals(u.getMessage(), e.getMessage());
    }

    @Test
    void aNestedErrorNamesTheWholePath() {
        JsonWriter w = JsonWriter.create();
        w.beginObject();
        int start = w.beginMembers(NAMES);
        w.nextMember(start, NAMES, 0, 1);
        w.nextName(start, NAMES, 3);
        w.beginObject();
        int inner = w.beginMembers(NAMES);
        w.nextMember(inner, NAMES, 1, "x");
        JsonException e = assertThrows(JsonException.class, () -> w.nextMember(inner, NAMES, 2, Float.POSITIVE_INFINITY));
        assertEquals("$.a_much_longer_member_name_than_16.score", e.path());
    }
}
