package dev.brisk.json;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * {@code JsonSink.member(names, index, value)}: the writer's one-step member must behave exactly
 * as {@code name(names, index)} followed by the value call, in output, state and errors (message
 * and path), for every option, target and state, including the misuse the separate calls reject.
 */
class WriterMemberTest {
    /** Prepared names (plain ASCII) and some that some option escapes (the members' slow path). */
    private static final Names NAMES = Names.of("id", "name", "score", "a_much_longer_member_name", "\u00e9t\u00e9", "a\"b", "<x>", "");

    private static String utf8(byte[] b) { return new String(b, StandardCharsets.UTF_8); }

    @Test
    void membersWriteTheirNameAndValue() {
        JsonWriter w = JsonWriter.create();
        w.beginObject();
        w.member(NAMES, 0, 42);
        w.member(NAMES, 1, "ada");
        w.member(NAMES, 2, 1.5);
        w.member(NAMES, 3, Long.MIN_VALUE);
        w.member(NAMES, 4, true);
        w.member(NAMES, 5, 0.25f);
        w.member(NAMES, 6, (String) null);
        w.member(NAMES, 7, false);
        w.endObject();
        assertEquals("{\"id\":42,\"name\":\"ada\",\"score\":1.5,\"a_much_longer_member_name\":-9223372036854775808,"
                + "\"\u00e9t\u00e9\":true,\"a\\\"b\":0.25,\"<x>\":null,\"\":false}", utf8(w.toByteArray()));
    }

    @Test
    void misuseIsRejectedAsTheSeparateCallsRejectIt() {
        JsonWriter w = JsonWriter.create();
        JsonException top = assertThrows(JsonException.class, () -> w.member(NAMES, 0, 1));
        assertEquals("A name outside an object", top.detail());
        w.beginArray();
        JsonException inArray = assertThrows(JsonException.class, () -> w.member(NAMES, 1, "x"));
        assertEquals("A name outside an object", inArray.detail());
        w.beginObject();
        w.name(NAMES, 0);
        JsonException twice = assertThrows(JsonException.class, () -> w.member(NAMES, 1, 2L));
        assertEquals("Two names in a row: the previous name has no value", twice.detail());
        assertEquals("$[0].id", twice.path());
    }

    @Test
    void errorsAfterAMemberNameItInThePath() {
        JsonWriter w = JsonWriter.create();
        w.beginObject();
        w.member(NAMES, 0, 1);
        w.member(NAMES, 3, 2.0);
        JsonException e = assertThrows(JsonException.class, w::endArray);
        assertEquals("$.a_much_longer_member_name", e.path());
        JsonException noName = assertThrows(JsonException.class, () -> w.numberValue(1));
        assertEquals("A value inside an object needs a name first", noName.detail());
        assertEquals("$.a_much_longer_member_name", noName.path());
    }

    @Test
    void aLoneSurrogateLeavesTheNameWrittenAndTheValueNot() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        JsonWriter w = JsonWriter.of(bytes);
        w.beginObject();
        w.member(NAMES, 0, 7);
        JsonException e = assertThrows(JsonException.class, () -> w.member(NAMES, 1, "ab\uD800c"));
        assertEquals("$.name", e.path());
        w.stringValue("ok"); // the name is still waiting for its value
        w.endObject();
        w.close();
        assertEquals("{\"id\":7,\"name\":\"ok\"}", utf8(bytes.toByteArray()));
    }

    @Test
    void nonFiniteNumbersTakeTheCheckedPath() {
        JsonWriter w = JsonWriter.create();
        w.beginObject();
        JsonException e = assertThrows(JsonException.class, () -> w.member(NAMES, 2, Double.NaN));
        assertEquals("$.score", e.path()); // as name() then numberValue(NaN): the name is written
        assertThrows(JsonException.class, () -> w.member(NAMES, 2, Float.NEGATIVE_INFINITY));
        JsonWriter lenient = WriterOptions.defaults().withNonFiniteNumbers(true).writer();
        lenient.beginObject();
        lenient.member(NAMES, 2, Double.POSITIVE_INFINITY);
        lenient.member(NAMES, 0, Float.NaN);
        lenient.endObject();
        assertEquals("{\"score\":Infinity,\"id\":NaN}", utf8(lenient.toByteArray()));
    }

    @Test
    void aClosedWriterRefusesMembers() {
        JsonWriter w = JsonWriter.of(new ByteArrayOutputStream());
        w.beginObject();
        assertThrows(JsonException.class, w::close); // incomplete: closed all the same
        JsonException e = assertThrows(JsonException.class, () -> w.member(NAMES, 0, 1));
        assertEquals("Writer is closed", e.detail());
    }

    /**
     * One random call; members either fused or as name(String) and the value call (the name
     * given as a String, so that the reference shares no code with the prepared-name paths).
     */
    private static void call(JsonWriter w, boolean fused, Random r) {
        int index = r.nextInt(NAMES.size());
        switch (r.nextInt(14)) {
            case 0: w.beginObject(); break;
            case 1: w.endObject(); break;
            case 2: w.beginArray(); break;
            case 3: w.endArray(); break;
            case 4: w.name(NAMES, index); break;
            case 5: w.numberValue(r.nextInt()); break;
            case 6: {
                int v = r.nextBoolean() ? r.nextInt() : r.nextInt(100) - 50;
                if (fused) w.member(NAMES, index, v); else { w.name(NAMES.get(index)); w.numberValue(v); }
                break;
            }
            case 7: {
                long v = r.nextLong() >> r.nextInt(64);
                if (fused) w.member(NAMES, index, v); else { w.name(NAMES.get(index)); w.numberValue(v); }
                break;
            }
            case 8: {
                double v = new double[] {Double.NaN, Double.NEGATIVE_INFINITY, -0.0, 1e300, 5e-324, r.nextGaussian()}[r.nextInt(6)];
                if (fused) w.member(NAMES, index, v); else { w.name(NAMES.get(index)); w.numberValue(v); }
                break;
            }
            case 9: {
                float v = new float[] {Float.NaN, Float.POSITIVE_INFINITY, Float.MIN_VALUE, r.nextFloat()}[r.nextInt(4)];
                if (fused) w.member(NAMES, index, v); else { w.name(NAMES.get(index)); w.numberValue(v); }
                break;
            }
            case 10: {
                boolean v = r.nextBoolean();
                if (fused) w.member(NAMES, index, v); else { w.name(NAMES.get(index)); w.booleanValue(v); }
                break;
            }
            default: {
                String v = string(r);
                if (fused) w.member(NAMES, index, v); else { w.name(NAMES.get(index)); w.stringValue(v); }
                break;
            }
        }
    }

    /** Null, nasty (lone surrogates, controls, astral), or long enough to cross buffer ends. */
    private static String string(Random r) {
        switch (r.nextInt(5)) {
            case 0: return null;
            case 1: return WriterMisuseTest.nastyString(r);
            case 2: {
                StringBuilder sb = new StringBuilder();
                int n = r.nextInt(9000);
                for (int i = 0; i < n; i++) sb.append(i % 97 == 0 ? '\u65e5' : (char) ('a' + i % 26));
                return sb.toString();
            }
            default: return "v" + r.nextInt(1000);
        }
    }

    /**
     * Prepared names are copied a word at a time, with up to 7 bytes written past the name: names
     * of every length up to 40 bytes, as an object's first member and after one, at every offset
     * around the end of a stream writer's buffer (where a drain leaves the name at position 0) and
     * of an in-memory writer's first buffer, give the output of name(String) and the value.
     */
    @Test
    void preparedNamesOfEveryLengthAtEveryBufferOffset() {
        String[] strings = new String[41];
        for (int i = 0; i < strings.length; i++) {
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < i; k++) sb.append((char) ('a' + (i + k) % 26));
            strings[i] = sb.toString();
        }
        Names names = Names.of(strings);
        for (int bufferEnd : new int[] {8192, 4096}) {
            for (int shift = 0; shift < 64; shift++) {
                for (int first = 0; first < strings.length; first++) {
                    StringBuilder object = new StringBuilder("{");
                    for (int k = 0; k < 3; k++) {
                        object.append(k == 0 ? "\"" : ",\"").append(strings[(first + k * 13) % strings.length]).append("\":").append(k);
                    }
                    String expected = object.append("}]").toString();
                    for (boolean stream : new boolean[] {true, false}) {
                        for (boolean fused : new boolean[] {false, true}) {
                            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                            JsonWriter w = stream ? JsonWriter.of(bytes) : JsonWriter.create();
                            w.beginArray();
                            String filler = "x".repeat(bufferEnd - 40 - shift); // the object starts near the buffer's end
                            w.stringValue(filler);
                            w.beginObject();
                            for (int k = 0; k < 3; k++) {
                                int i = (first + k * 13) % strings.length;
                                if (fused) w.member(names, i, k);
                                else { w.name(strings[i]); w.numberValue(k); }
                            }
                            w.endObject();
                            w.endArray();
                            String out;
                            if (stream) {
                                w.close();
                                out = utf8(bytes.toByteArray());
                            } else {
                                out = utf8(w.toByteArray());
                            }
                            assertEquals("[\"" + filler + "\"," + expected, out,
                                    "buffer end " + bufferEnd + ", shift " + shift + ", first name " + first + ", stream " + stream + ", fused " + fused);
                        }
                    }
                }
            }
        }
    }

    @Property(tries = 1500, seed = "31")
    void memberCallsBehaveAsNameThenValue(@ForAll long seed) {
        Random r = new Random(seed);
        WriterOptions options = WriterOptions.defaults().withPretty(r.nextInt(4) == 0).withSequence(r.nextInt(4) == 0)
                .withMaxDepth(1 + r.nextInt(6)).withEscapeNonAscii(r.nextInt(4) == 0).withHtmlSafe(r.nextInt(4) == 0)
                .withReplaceLoneSurrogates(r.nextInt(3) == 0).withNonFiniteNumbers(r.nextInt(3) == 0);
        boolean stream = r.nextBoolean();
        ByteArrayOutputStream fusedBytes = new ByteArrayOutputStream();
        ByteArrayOutputStream separateBytes = new ByteArrayOutputStream();
        JsonWriter fused = stream ? options.writer(fusedBytes) : options.writer();
        JsonWriter separate = stream ? options.writer(separateBytes) : options.writer();
        int calls = 1 + r.nextInt(40);
        for (int i = 0; i < calls; i++) {
            long callSeed = r.nextLong();
            String a = outcome(fused, true, new Random(callSeed));
            String b = outcome(separate, false, new Random(callSeed));
            assertEquals(b, a, "call " + i + " with " + options);
            assertEquals(separate.path(), fused.path());
            assertEquals(separate.isComplete(), fused.isComplete());
        }
        if (stream) {
            fused.flush();
            separate.flush();
            assertArrayEquals(separateBytes.toByteArray(), fusedBytes.toByteArray());
        } else if (separate.isComplete()) {
            assertArrayEquals(separate.toByteArray(), fused.toByteArray());
        }
    }

    private static String outcome(JsonWriter w, boolean fused, Random r) {
        try {
            call(w, fused, r);
            return "ok";
        } catch (JsonException e) {
            return e.getMessage() + " @ " + e.path();
        }
    }
}
