package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonToken;
import dev.brisk.json.ReadLimits;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.function.Consumer;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * {@link Slice#readerOf} checks a VelocyPack document as it reads it, with no validation pass
 * first, and must accept and reject exactly what {@link Slice#of} does: differentially, over
 * valid documents and thousands of mutated ones, under tight and default limits, whether the
 * document is pulled value by value, skipped or copied whole. Its errors are the validator's
 * own (message and byte offset), with the reader's path added. The one difference in order: a
 * value with no JSON form (min key, a tagged value) that the reader reaches before the place of
 * the validator's first problem is the error it reports; the document is refused either way.
 */
class CheckingSliceReaderTest {
    private static final String DOC = "{\"name\":\"Brisk ✓ ünïcode\",\"n\":[1,-7,300,-70000,4294967296,18446744073709551615,"
            + "-9223372036854775808,0.5,-1.25e300,1e-300,123456789012345678901234567890.5],\"nested\":{\"a\":[[],{},[[[{\"deep\":true}]]]],"
            + "\"b\":null,\"c\":false,\"long\":\"" + "x".repeat(200) + "\"},\"arr\":[\"a\",\"bb\",\"ccc\",1,2,3],"
            + "\"ünï\":\"ünï\",\"k0\":0,\"k1\":1,\"k2\":2,\"k3\":3,\"k4\":4,\"k5\":5,\"k6\":6,\"k7\":7,\"k8\":8,\"k9\":9}";

    private static byte[] velocyPack(String json, int compactLimit) {
        PackBuilder b = new PackBuilder().compactLimit(compactLimit);
        JsonIn.copy(json.getBytes(StandardCharsets.UTF_8), b);
        return b.toByteArray();
    }

    /** Some of DOC's names (one of them non-ASCII), as a codec knows the names of its type. */
    private static final dev.brisk.json.Names KNOWN = dev.brisk.json.Names.of("name", "n", "a", "deep", "long", "k3", "k4", "ünï");

    /** Reads every value through the typed methods, as a codec does. */
    static String pull(JsonReader r) { return pull(r, false); }

    /** Names matched with {@code selectName} (the expected one first, then the set), as a generated codec does. */
    static String select(JsonReader r) { return pull(r, true); }

    private static String pull(JsonReader r, boolean select) {
        StringBuilder out = new StringBuilder();
        int open = 0;
        do {
            JsonToken t = r.peek();
            switch (t) {
                case BEGIN_OBJECT: r.beginObject(); open++; out.append('{'); break;
                case END_OBJECT: r.endObject(); open--; out.append('}'); break;
                case BEGIN_ARRAY: r.beginArray(); open++; out.append('['); break;
                case END_ARRAY: r.endArray(); open--; out.append(']'); break;
                case NAME:
                    if (select) out.append(r.selectName(KNOWN, out.length() % KNOWN.size())).append(':');
                    else out.append(r.nextName()).append(':');
                    break;
                case STRING: out.append('"').append(r.nextString()).append('"'); break;
                case NUMBER: out.append(r.nextNumber()); break;
                case BOOLEAN: out.append(r.nextBoolean()); break;
                case NULL: r.nextNull(); out.append("null"); break;
                default: throw new AssertionError(t);
            }
            out.append(',');
        } while (open > 0);
        return out.toString();
    }

    /** Pulls the root container, skipping every other member or item (skipped values are checked whole). */
    static String pullSkipping(JsonReader r) {
        StringBuilder out = new StringBuilder();
        if (r.peek() == JsonToken.BEGIN_OBJECT) {
            r.beginObject();
            for (int i = 0; r.hasNext(); i++) {
                String name = r.nextName();
                if (i % 2 == 0) r.skipValue();
                else out.append(name).append('=').append(pull(r));
            }
            r.endObject();
        } else {
            r.skipValue();
        }
        return out.toString();
    }

    static String copy(JsonReader r) {
        Canon c = new Canon(false);
        r.copyTo(c);
        return c.result();
    }

    /** What reading through a validated slice gives: the value, or the first error's message and offset. */
    private static String throughSlice(byte[] b, ReadLimits limits, java.util.function.Function<JsonReader, String> read) {
        try {
            return read.apply(Slice.of(b, 0, b.length, limits).reader());
        } catch (JsonException e) {
            return "error " + e.detail() + " @" + e.offset();
        }
    }

    private static String checking(byte[] b, ReadLimits limits, java.util.function.Function<JsonReader, String> read) {
        try {
            return read.apply(Slice.readerOf(b, 0, b.length, limits));
        } catch (JsonException e) {
            assertNotNull(e.path(), () -> "a checking reader's error names the path: " + e.getMessage());
            return "error " + e.detail() + " @" + e.offset();
        }
    }

    private static final java.util.List<java.util.function.Function<JsonReader, String>> WAYS =
            java.util.List.of(CheckingSliceReaderTest::pull, CheckingSliceReaderTest::select, CheckingSliceReaderTest::pullSkipping, CheckingSliceReaderTest::copy);

    /** Both readers give the same value or the same error for {@code b}; true if it was an error. */
    private static boolean sameOutcome(byte[] b, ReadLimits limits) {
        boolean error = false;
        for (var way : WAYS) {
            String expected = throughSlice(b, limits, way);
            String actual = checking(b, limits, way);
            if (!expected.equals(actual) && expected.startsWith("error ") && actual.contains(" has no JSON form @")
                    && offsetOf(actual) < offsetOf(expected)) {
                continue; // refused either way: a value with no JSON form the reader met before the validator's first problem
            }
            assertEquals(expected, actual, () -> "document " + java.util.Arrays.toString(b));
            error |= expected.startsWith("error ");
        }
        return error;
    }

    private static long offsetOf(String error) { return Long.parseLong(error.substring(error.lastIndexOf('@') + 1)); }

    @Test
    void validDocumentsReadTheSameAsThroughASlice() {
        for (int compactLimit : new int[] {0, 8, Integer.MAX_VALUE}) {
            byte[] b = velocyPack(DOC, compactLimit);
            sameOutcome(b, ReadLimits.defaults());
            assertEquals(pull(Slice.of(b).reader()), pull(Slice.readerOf(b, 0, b.length, ReadLimits.defaults())));
        }
    }

    @Test
    void mutatedDocumentsFailWithTheValidatorsMessageAndOffset() {
        for (int compactLimit : new int[] {0, 8, Integer.MAX_VALUE}) {
            byte[] valid = velocyPack(DOC, compactLimit);
            Random r = new Random(1234 + compactLimit);
            int errors = 0;
            for (int i = 0; i < 3000; i++) {
                if (sameOutcome(MutationTest.mutate(valid, r), ReadLimits.defaults().withMaxDepth(64))) errors++;
            }
            assertTrue(errors > 1000, "most mutations must be detected, got " + errors);
        }
    }

    @Property(tries = 300)
    void everyLimitFailsAtTheSamePlaceAsInTheSlice(@ForAll @IntRange(min = 1, max = 8) int depth,
            @ForAll @IntRange(min = 1, max = 80) int tokens, @ForAll @IntRange(min = 1, max = 40) int stringLength,
            @ForAll @IntRange(min = 1, max = 12) int nameLength, @ForAll @IntRange(min = 0, max = 2) int layout) {
        ReadLimits limits = ReadLimits.defaults().withMaxDepth(depth).withMaxTokenCount(tokens)
                .withMaxStringLength(stringLength).withMaxNameLength(nameLength);
        sameOutcome(velocyPack(DOC, new int[] {0, 8, Integer.MAX_VALUE}[layout]), limits);
    }

    @Test
    void aSkippedValueIsCheckedWhole() {
        // {"skip":"<bad UTF-8>","keep":1}: the codec never reads "skip", but the document is not valid
        byte[] b = velocyPack("{\"skip\":\"ab\",\"keep\":1}", Integer.MAX_VALUE);
        int at = indexOf(b, (byte) 'a', (byte) 'b');
        b[at] = (byte) 0xff;
        JsonReader r = Slice.readerOf(b, 0, b.length, ReadLimits.defaults());
        r.beginObject();
        assertEquals("skip", r.nextName());
        JsonException e = assertThrows(JsonException.class, r::skipValue);
        assertEquals("Invalid UTF-8 in string", e.detail());
        assertEquals(at, e.offset());
        assertEquals("$.skip", e.path());
    }

    @Test
    void theDocumentMustFillTheRangeBeforeAnythingIsRead() {
        byte[] b = velocyPack("[1,2,3]", Integer.MAX_VALUE);
        byte[] longer = java.util.Arrays.copyOf(b, b.length + 2);
        JsonException e = assertThrows(JsonException.class, () -> Slice.readerOf(longer, 0, longer.length, ReadLimits.defaults()));
        assertEquals("Unexpected 2 bytes after the value", e.detail());
        assertEquals(b.length, e.offset());
        assertThrows(JsonException.class, () -> Slice.readerOf(b, 0, b.length, ReadLimits.defaults().withMaxDocumentSize(b.length - 1)));
        assertThrows(IndexOutOfBoundsException.class, () -> Slice.readerOf(b, 1, b.length, ReadLimits.defaults()));
    }

    private static int indexOf(byte[] b, byte x, byte y) {
        for (int i = 0; i + 1 < b.length; i++) if (b[i] == x && b[i + 1] == y) return i;
        throw new AssertionError("not found");
    }
}
