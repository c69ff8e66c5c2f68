package dev.brisk.json.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigInteger;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Reads {@code int} and {@code long} values in place from text that the caller has already
 * validated as a JSON number ({@link NumberGrammar}), creating no object on the common path.
 *
 * <p>Plain integers are read by a digit loop, eight digits at a time (SWAR) where the input is
 * byte[]; a 19-digit long, which does not fit a signed 64-bit accumulator in general, is read as
 * 18 digits plus a last digit checked against the range. Texts with a fraction or an exponent are
 * accepted when they denote an integer in range ({@code 1.0}, {@code 1e2}, {@code 2.50e1}); that
 * rare case takes a slower path. {@code -0} reads as 0. Anything else throws
 * {@link NumberRangeException}.
 */
public final class IntegerParser {
    private IntegerParser() {}

    private static final VarHandle LONG_LE =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** The most digits that always fit a long accumulator: 10^18 - 1 < 2^63. */
    private static final int SAFE_DIGITS = 18;
    /** Long.MAX_VALUE / 10, the 18-digit prefix of the extremes. */
    private static final long MAX_PREFIX = Long.MAX_VALUE / 10;

    public static int parseInt(byte[] b, int start, int end) {
        int i = start;
        boolean negative = b[i] == '-';
        if (negative) i++;
        // ten digits, the most an int has, always fit a long accumulator
        int stop = Math.min(end, i + 10);
        long v = 0;
        for (; i < stop; i++) {
            int d = b[i] - '0';
            if (d < 0 || d > 9) break;
            v = v * 10 + d;
        }
        if (i == end) {
            if (negative) v = -v;
            if (v == (int) v) return (int) v;
            throw NumberRangeException.outOfRange(ascii(b, start, end), "int");
        }
        return (int) slowInt(ascii(b, start, end));
    }

    public static long parseLong(byte[] b, int start, int end) {
        int i = start;
        boolean negative = b[i] == '-';
        if (negative) i++;
        int first = i;
        long v = 0;
        // eight digits per step while at least eight remain, up to the 16 that surely fit
        int swarStop = Math.min(end, first + 16);
        while (i + 8 <= swarStop) {
            long w = (long) LONG_LE.get(b, i);
            if (!isEightDigits(w)) break;
            v = v * 100_000_000L + eightDigits(w);
            i += 8;
        }
        int stop = Math.min(end, first + SAFE_DIGITS);
        for (; i < stop; i++) {
            int d = b[i] - '0';
            if (d < 0 || d > 9) break;
            v = v * 10 + d;
        }
        if (i == end) return negative ? -v : v;
        if (i - first == SAFE_DIGITS && i + 1 == end) {
            return nineteenDigits(v, b[i] - '0', negative, b, start, end);
        }
        return slowLong(b, start, end);
    }

    /** {@code prefix} holds the first 18 digits; {@code d} is the 19th (maybe not a digit). */
    private static long nineteenDigits(long prefix, int d, boolean negative, byte[] b, int start, int end) {
        if (d >= 0 && d <= 9) {
            // fits when prefix*10 + d <= 9223372036854775807 (…808 when negative)
            if (prefix < MAX_PREFIX || (prefix == MAX_PREFIX && d <= 7 + (negative ? 1 : 0))) {
                return negative ? -(prefix * 10) - d : prefix * 10 + d;
            }
            throw NumberRangeException.outOfRange(ascii(b, start, end), "long");
        }
        return slowLong(b, start, end);
    }

    private static long nineteenDigits(long prefix, int d, boolean negative, String text) {
        if (prefix < MAX_PREFIX || (prefix == MAX_PREFIX && d <= 7 + (negative ? 1 : 0))) {
            return negative ? -(prefix * 10) - d : prefix * 10 + d;
        }
        throw NumberRangeException.outOfRange(text, "long");
    }

    /**
     * The value of the first {@code k} (1 to 7) bytes of a little-endian word, all ASCII digits:
     * they are moved to the top of the word and the bytes below filled with {@code '0'}.
     */
    public static long leadingDigits(long w, int k) {
        int shift = 64 - 8 * k;
        return eightDigits((w << shift) | (0x3030303030303030L >>> (8 * k)));
    }

    /**
     * {@link #leadingDigits} for {@code k} from 0 to 7, with no branch for 0 (the value is 0):
     * the shift by {@code 64 - 8k} is made in two steps, so that at k = 0 it clears the word
     * rather than being masked to a shift by 0.
     */
    public static long leadingDigitsOrZero(long w, int k) {
        return eightDigits(((w << (56 - 8 * k)) << 8) | (0x3030303030303030L >>> (8 * k)));
    }

    /** Powers of ten up to 10^7, for appending a partial word of digits. */
    public static final long[] POW10 = {1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000};

    /** Whether all eight bytes of the little-endian word are ASCII digits. */
    static boolean isEightDigits(long w) {
        // high nibbles must be 3, and adding 6 must not carry a low nibble above 9 into them
        return ((w & 0xF0F0F0F0F0F0F0F0L) | (((w + 0x0606060606060606L) & 0xF0F0F0F0F0F0F0F0L) >>> 4))
                == 0x3333333333333333L;
    }

    /** The value of eight ASCII digits, the first in the lowest byte. */
    public static long eightDigits(long w) {
        w -= 0x3030303030303030L;
        w = (w * 10 + (w >>> 8)) & 0x00FF00FF00FF00FFL;       // pairs of digits
        w = (w * 100 + (w >>> 16)) & 0x0000FFFF0000FFFFL;     // groups of four
        return (w * 10000 + (w >>> 32)) & 0xFFFFFFFFL;        // all eight
    }

    /** Any valid JSON number text as an int, or the error saying why it is not one. */
    static long slowInt(String text) {
        long v = exactInteger(text, "int", 10);
        if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            throw NumberRangeException.outOfRange(text, "int");
        }
        return v;
    }

    private static long slowLong(byte[] b, int start, int end) {
        return slowLong(ascii(b, start, end));
    }

    static long slowLong(String text) {
        return exactInteger(text, "long", 19);
    }

    /**
     * The integer the text denotes, for texts with a fraction, an exponent or too many digits.
     * {@code maxDigits} bounds the integer digits before any arithmetic, so a huge exponent
     * costs nothing.
     */
    private static long exactInteger(String text, String type, int maxDigits) {
        DecimalParts parts = DecimalParts.of(text);
        if (parts.isZero()) return 0;
        if (!parts.isInteger()) throw NumberRangeException.notAnInteger(text);
        if (parts.integerDigits() > maxDigits) throw NumberRangeException.outOfRange(text, type);
        BigInteger v = new BigInteger(parts.digits).multiply(BigInteger.TEN.pow((int) parts.exponent));
        if (parts.negative) v = v.negate();
        if (v.bitLength() > 63) throw NumberRangeException.outOfRange(text, type);
        return v.longValue();
    }

    private static String ascii(byte[] b, int start, int end) {
        return new String(b, start, end - start, StandardCharsets.ISO_8859_1);
    }
}
