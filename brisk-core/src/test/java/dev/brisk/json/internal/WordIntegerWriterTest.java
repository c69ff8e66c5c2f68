package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * The word-storing integer printer: exactly the JDK's text, nothing written before the position
 * it is given, and nothing past the room it declares (it may leave garbage inside the room).
 */
class WordIntegerWriterTest {
    private static final byte SENTINEL = (byte) 0xA5;

    /** Writes {@code v} at every offset 0..8 of a buffer that ends exactly at the room. */
    private static String writtenLong(long v) {
        String text = null;
        for (int pos = 0; pos <= 8; pos++) {
            byte[] buf = new byte[pos + WordIntegerWriter.LONG_ROOM];
            java.util.Arrays.fill(buf, SENTINEL);
            int end = WordIntegerWriter.writeLong(buf, pos, v);
            for (int i = 0; i < pos; i++) assertEquals(SENTINEL, buf[i], "byte before the number at " + i);
            String s = new String(buf, pos, end - pos, StandardCharsets.US_ASCII);
            if (text != null) assertEquals(text, s);
            text = s;
        }
        return text;
    }

    private static String writtenInt(int v) {
        String text = null;
        for (int pos = 0; pos <= 8; pos++) {
            byte[] buf = new byte[pos + WordIntegerWriter.INT_ROOM];
            java.util.Arrays.fill(buf, SENTINEL);
            int end = WordIntegerWriter.writeInt(buf, pos, v);
            for (int i = 0; i < pos; i++) assertEquals(SENTINEL, buf[i], "byte before the number at " + i);
            String s = new String(buf, pos, end - pos, StandardCharsets.US_ASCII);
            if (text != null) assertEquals(text, s);
            text = s;
        }
        return text;
    }

    /** Edge values: 0, ±1, every power of ten and its neighbours, the ends of the int and long ranges. */
    static List<Long> edges() {
        List<Long> v = new ArrayList<>();
        long p = 1;
        for (int i = 0; i <= 18; i++, p *= 10) {
            for (long x : new long[] {p - 1, p, p + 1}) {
                v.add(x);
                v.add(-x);
            }
        }
        for (long x : new long[] {0, Long.MAX_VALUE, Long.MAX_VALUE - 1, Long.MIN_VALUE, Long.MIN_VALUE + 1,
                Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE + 1L, Integer.MIN_VALUE - 1L,
                Integer.MAX_VALUE - 1L, Integer.MIN_VALUE + 1L}) {
            v.add(x);
        }
        return v;
    }

    @Test
    void writesEdgeLongsLikeLongToString() {
        for (long v : edges()) assertEquals(Long.toString(v), writtenLong(v), () -> "value " + v);
    }

    @Test
    void writesEdgeIntsLikeIntegerToString() {
        for (long v : edges()) {
            if (v == (int) v) assertEquals(Integer.toString((int) v), writtenInt((int) v), () -> "value " + v);
        }
    }

    @Test
    void writesEveryLengthFromOneToNineteenDigitsWithEitherSign() {
        Random r = new Random(7);
        for (int digits = 1; digits <= 19; digits++) {
            BigInteger low = digits == 1 ? BigInteger.ZERO : BigInteger.TEN.pow(digits - 1);
            BigInteger span = BigInteger.TEN.pow(digits).min(BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE)).subtract(low);
            for (int k = 0; k < 200; k++) {
                long v = low.add(new BigInteger(64, r).mod(span)).longValueExact();
                assertEquals(digits, Long.toString(v).length());
                assertEquals(Long.toString(v), writtenLong(v));
                assertEquals(Long.toString(-v), writtenLong(-v));
                if (v == (int) v) {
                    assertEquals(Integer.toString((int) v), writtenInt((int) v));
                    assertEquals(Integer.toString((int) -v), writtenInt((int) -v));
                }
            }
        }
    }

    @Property(tries = 3000)
    void writesLongsLikeLongToString(@ForAll long v) {
        assertEquals(Long.toString(v), writtenLong(v));
        assertEquals(BigInteger.valueOf(v), new BigInteger(writtenLong(v)));
    }

    @Property(tries = 3000)
    void writesIntsLikeIntegerToString(@ForAll int v) {
        assertEquals(Integer.toString(v), writtenInt(v));
    }

    @Property(tries = 1000)
    void eightDigitsAgreesWithTheTableFreeConversion(@ForAll @net.jqwik.api.constraints.IntRange(min = 0, max = 99_999_999) int v) {
        assertEquals(IntegerWriter.eightDigitsAscii(v), WordIntegerWriter.eightDigits(v));
    }

    @Test
    void numbersWrittenBackToBackFormTheirJoinedText() {
        // Each number's garbage past its end is covered by the next: the joined text survives.
        Random r = new Random(3);
        byte[] buf = new byte[64 * 1000];
        StringBuilder expected = new StringBuilder();
        int pos = 0;
        for (int i = 0; i < 1000; i++) {
            long v = r.nextLong() >> r.nextInt(64);
            expected.append(v).append(',');
            pos = WordIntegerWriter.writeLong(buf, pos, v);
            buf[pos++] = ',';
            int x = r.nextInt() >> r.nextInt(32);
            expected.append(x).append(',');
            pos = WordIntegerWriter.writeInt(buf, pos, x);
            buf[pos++] = ',';
        }
        assertEquals(expected.toString(), new String(buf, 0, pos, StandardCharsets.US_ASCII));
    }
}
