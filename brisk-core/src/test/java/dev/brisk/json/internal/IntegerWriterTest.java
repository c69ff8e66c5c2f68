package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class IntegerWriterTest {

    static String written(long v) {
        byte[] buf = new byte[40];
        buf[0] = 'x';
        int end = IntegerWriter.writeLong(buf, 1, v);
        assertEquals('x', buf[0]);
        String bytes = new String(buf, 1, end - 1, StandardCharsets.US_ASCII);
        return bytes;
    }

    static String writtenInt(int v) {
        byte[] buf = new byte[20];
        int end = IntegerWriter.writeInt(buf, 3, v);
        String s = new String(buf, 3, end - 3, StandardCharsets.US_ASCII);
        return s;
    }

    @Property(tries = 2000)
    void writesLongsLikeLongToString(@ForAll long v) {
        assertEquals(Long.toString(v), written(v));
    }

    @Property(tries = 2000)
    void writesIntsLikeIntegerToString(@ForAll int v) {
        assertEquals(Integer.toString(v), writtenInt(v));
    }

    @Test
    void writesEveryPowerOfTenAndItsNeighbours() {
        long p = 1;
        for (int i = 0; i <= 18; i++, p *= 10) {
            for (long v : new long[] {p - 1, p, p + 1, -p + 1, -p, -p - 1}) {
                assertEquals(Long.toString(v), written(v));
                assertEquals(Long.toString(Math.abs(v)).length(), IntegerWriter.digitCount(Math.abs(v)));
            }
        }
    }

    @Property(tries = 2000)
    void swarGivesTheEightDigitsOfAnyValueBelowTenToTheEight(@ForAll @net.jqwik.api.constraints.IntRange(min = 0, max = 99_999_999) int v) {
        long word = IntegerWriter.eightDigitsAscii(v);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 8; i++) sb.append((char) ((word >>> (8 * i)) & 0xFF));
        assertEquals(String.format("%08d", v), sb.toString());
    }

    @Test
    void swarDigitSplitIsExactAtEveryLaneBoundary() {
        for (int hi = 0; hi < 10000; hi += 1) {
            for (int lo : new int[] {0, 1, 9, 10, 99, 100, 999, 1000, 9999}) {
                int v = hi * 10000 + lo;
                long word = IntegerWriter.eightDigitsAscii(v);
                StringBuilder sb = new StringBuilder();
                for (int i = 0; i < 8; i++) sb.append((char) ((word >>> (8 * i)) & 0xFF));
                assertEquals(String.format("%08d", v), sb.toString());
            }
        }
    }

    @Test
    void writesTheExtremes() {
        assertEquals("-9223372036854775808", written(Long.MIN_VALUE));
        assertEquals("9223372036854775807", written(Long.MAX_VALUE));
        assertEquals("-2147483648", writtenInt(Integer.MIN_VALUE));
        assertEquals("2147483647", writtenInt(Integer.MAX_VALUE));
        assertEquals("0", writtenInt(0));
    }
}
