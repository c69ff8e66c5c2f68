package dev.brisk.json;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * nextLong on quoted numbers: the one-pass form ("-?digits", at most 18) and everything the
 * general path handles give the same values and the same errors, from bytes and from streams
 * that cut the string anywhere.
 */
class QuotedLongTest {
    private static final ReaderOptions QUOTED = ReaderOptions.defaults().withQuotedNumbers(true);

    private static InputStream trickle(byte[] bytes, int chunk) {
        return new InputStream() {
            int at;
            @Override public int read() { return at < bytes.length ? bytes[at++] & 0xFF : -1; }
            @Override public int read(byte[] b, int off, int len) {
                if (at >= bytes.length) return -1;
                int n = Math.min(Math.min(len, chunk), bytes.length - at);
                System.arraycopy(bytes, at, b, off, n);
                at += n;
                return n;
            }
        };
    }

    /** One quoted value in its own array: its long and path, or the error. */
    private static String readOne(ReaderOptions o, String value, int chunk) {
        byte[] bytes = ("[" + value + "]").getBytes(StandardCharsets.UTF_8);
        try (JsonReader r = chunk == 0 ? o.reader(bytes) : o.reader(trickle(bytes, chunk))) {
            r.beginArray();
            long v = r.nextLong();
            r.endArray();
            return v + " " + r.path();
        } catch (JsonException e) {
            // the detail and path; the location of a number cut by a refill may differ (read from the scratch buffer)
            return "error " + e.detail() + " " + e.path();
        }
    }

    @Test
    void quotedLongsReadAlikeFromEverySource() {
        String[] values = {"\"20000000123\"", "\"-5\"", "\"0\"", "\"-0\"", "\"123456789012345678\"", "\"1234567890123456789\"",
                "\"9223372036854775807\"", "\"-9223372036854775808\"", "\"9223372036854775808\"", "\"007\"", "\"12a\"", "\"\"",
                "\"-\"", "\"1.5\"", "\"1e3\"", "\" 1\"", "\"1\\u0030\"", "42"};
        long[] valid = {20000000123L, -5, 0, 0, 123456789012345678L, 1234567890123456789L, Long.MAX_VALUE, Long.MIN_VALUE};
        for (int i = 0; i < values.length; i++) {
            String bytes = readOne(QUOTED, values[i], 0);
            if (i < valid.length) assertEquals(valid[i] + " $", bytes, values[i]);
            else if (i == values.length - 1) assertEquals("42 $", bytes);
            else if (values[i].equals("\"1e3\"")) assertEquals("1000 $", bytes); // integer-valued, as unquoted
            else if (values[i].equals("\"1\\u0030\"")) assertEquals("10 $", bytes); // escapes decode first
            else assertEquals("error", bytes.substring(0, 5), values[i] + ": " + bytes);
            for (int chunk = 1; chunk <= 7; chunk++) assertEquals(bytes, readOne(QUOTED, values[i], chunk), values[i] + " chunk " + chunk);
        }
    }

    /**
     * The eight-digits-at-a-time path: every digit count, sign, and distance from the end of the
     * input (which decides how many whole words can be loaded) reads the value the unquoted
     * number gives, and a non-digit at any place inside a word is an error.
     */
    @Test
    void everyLengthAndAlignmentReadsAsTheUnquotedNumber() {
        java.util.Random random = new java.util.Random(6);
        for (int length = 1; length <= 21; length++) {
            for (int trial = 0; trial < 4; trial++) {
                StringBuilder digits = new StringBuilder();
                for (int k = 0; k < length; k++) digits.append((char) ('0' + (k == 0 && length > 1 ? 1 + random.nextInt(9) : random.nextInt(10))));
                if (trial == 3) digits.setCharAt(0, '9');
                for (String sign : new String[] {"", "-"}) {
                    String number = sign + digits;
                    for (int tail = 0; tail <= 9; tail++) {
                        String pad = " ".repeat(tail);
                        String unquoted = readOne(QUOTED, number + pad, 0);
                        String quoted = readOne(QUOTED, "\"" + number + "\"" + pad, 0);
                        if (unquoted.startsWith("error")) assertTrue(quoted.startsWith("error"), number + ": " + quoted);
                        else assertEquals(unquoted, quoted, number + " with " + tail + " bytes after");
                        if (tail == 0 && length > 1) {
                            for (int at = 0; at < length; at++) {
                                String broken = number.substring(0, sign.length() + at) + "x" + number.substring(sign.length() + at + 1);
                                assertTrue(readOne(QUOTED, "\"" + broken + "\"", 0).startsWith("error"), broken);
                            }
                        }
                    }
                }
            }
        }
        assertEquals("123456789012345678 $", readOne(QUOTED, "\"123456789012345678\"        ", 0));
        assertTrue(readOne(QUOTED, "\"0123456789\"", 0).startsWith("error"));
        assertTrue(readOne(QUOTED, "\"12345678\u00ff\"", 0).startsWith("error"));
    }

    @Test
    void theNumberLengthLimitAndStrictModeStillApply() {
        ReaderOptions tight = QUOTED.withLimits(ReadLimits.defaults().withMaxNumberLength(4));
        JsonReader r = tight.reader("[\"1234\",\"12345\"]");
        r.beginArray();
        assertEquals(1234, r.nextLong());
        assertThrows(JsonException.class, r::nextLong);
        JsonReader strict = JsonReader.of("[\"12\"]");
        strict.beginArray();
        JsonException e = assertThrows(JsonException.class, strict::nextLong);
        assertTrue(e.getMessage().contains("$[0]"), e.getMessage());
    }
}
