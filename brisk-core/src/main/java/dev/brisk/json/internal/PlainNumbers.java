package dev.brisk.json.internal;

/**
 * The one parser of short plain number text over {@code (byte[], from, to)}, for every place
 * that holds a whole, already valid JSON number ({@link NumberGrammar}) and wants it without a
 * String: the tree's stored and packed forms, the binary builders' integers, bind's natural
 * values. A plain number is an integer or a decimal without exponent; the word-at-a-time digit
 * loop is here once.
 *
 * <p>Two forms. {@link #packed} gives an integer or plain decimal of at most
 * {@value #MAX_PACKED_DIGITS} digits (a zero integer part not counted: {@link #zeroIntegerFits})
 * as {@code unscaled << 5 | scale} (the tree's packed encoding), refusing {@code -0} and {@code -0.0}, whose sign only text keeps. {@link #integer}
 * gives a plain integer of at most {@value #MAX_INTEGER_DIGITS} digits as a long
 * ({@code -0} is 0). Both return {@link #NOT_PLAIN} for any other text, which no result spells.
 * Reads stay within the text near the array's end and read up to 7 bytes past it elsewhere (the
 * bytes there are never used).
 */
public final class PlainNumbers {
    private PlainNumbers() {}

    /** What {@link #packed} and {@link #integer} return for text they do not take. */
    public static final long NOT_PLAIN = Long.MIN_VALUE;
    /** The most digits {@link #packed} takes: 10^17 needs 57 bits, the packed form keeps 58 beside the scale. */
    public static final int MAX_PACKED_DIGITS = 17;
    /** The most digits {@link #integer} takes: 10^18 - 1 < 2^63, so no overflow check. */
    public static final int MAX_INTEGER_DIGITS = 18;
    /** The low bits of a {@link #packed} result: its scale (digits after the point). */
    public static final int SCALE_MASK = 31;

    /** The unscaled value of a {@link #packed} result. */
    public static long unscaled(long packed) {
        return packed >> 5;
    }

    /** The scale (0 for an integer) of a {@link #packed} result. */
    public static int scale(long packed) {
        return (int) (packed & SCALE_MASK);
    }

    /**
     * The valid number text {@code b[from, to)} as {@code unscaled << 5 | scale} when it is an
     * integer or plain decimal of at most {@value #MAX_PACKED_DIGITS} digits (or a zero integer
     * part and a fraction that {@link #zeroIntegerFits}) and not negative zero; else {@link #NOT_PLAIN}.
     */
    public static long packed(byte[] b, int from, int to) {
        int len = to - from;
        if (len > ZERO_INTEGER_MAX_SCALE + 3 || len < 1) return NOT_PLAIN; // -0. and 18 fraction digits
        if (to + 8 > b.length) return packedByBytes(b, from, to);
        int i = from;
        boolean negative = b[i] == '-';
        if (negative) i++;
        int intEnd = digitsEnd(b, i, to);
        long unscaled;
        int scale;
        if (intEnd == to) {
            if (to - i > MAX_PACKED_DIGITS) return NOT_PLAIN;
            unscaled = digits(b, i, to);
            scale = 0;
        } else {
            if (b[intEnd] != '.') return NOT_PLAIN; // an exponent
            int f = intEnd + 1;
            int fracEnd = digitsEnd(b, f, to);
            scale = fracEnd - f;
            if (fracEnd != to) return NOT_PLAIN;
            if ((intEnd - i) + scale <= MAX_PACKED_DIGITS) {
                unscaled = digits(b, i, intEnd) * POW10[scale] + digits(b, f, to);
            } else {
                if (intEnd - i != 1 || b[i] != '0' || scale > ZERO_INTEGER_MAX_SCALE) return NOT_PLAIN;
                unscaled = digits(b, f, to);
                if (!zeroIntegerFits(unscaled, scale)) return NOT_PLAIN;
            }
        }
        if (negative) {
            if (unscaled == 0) return NOT_PLAIN;
            unscaled = -unscaled;
        }
        return (unscaled << 5) | scale;
    }

    /**
     * The valid number text {@code b[from, to)} as a long when it is a plain integer of at most
     * {@value #MAX_INTEGER_DIGITS} digits ({@code -0} is 0); else {@link #NOT_PLAIN}.
     */
    public static long integer(byte[] b, int from, int to) {
        int i = from;
        boolean negative = i < to && b[i] == '-';
        if (negative) i++;
        int n = to - i;
        if (n < 1 || n > MAX_INTEGER_DIGITS) return NOT_PLAIN;
        long v;
        if (to + 8 > b.length) {
            v = 0;
            for (; i < to; i++) {
                int d = b[i] - '0';
                if (d < 0 || d > 9) return NOT_PLAIN; // a fraction or an exponent
                v = v * 10 + d;
            }
        } else {
            if (digitsEnd(b, i, to) != to) return NOT_PLAIN;
            v = digits(b, i, to);
        }
        return negative ? -v : v;
    }

    private static final long[] POW10 = new long[MAX_INTEGER_DIGITS + 1];

    static {
        long p = 1;
        for (int k = 0; k < POW10.length; k++) {
            POW10[k] = p;
            p *= 10;
        }
    }

    /** Where the digit run from {@code i} ends (at most {@code end}); {@code end + 8 <= b.length}. */
    private static int digitsEnd(byte[] b, int i, int end) {
        while (true) {
            long m = Swar.nonDigits(Swar.word(b, i));
            if (m != 0) return Math.min(i + Swar.firstIndex(m), end);
            i += 8;
            if (i >= end) return end;
        }
    }

    /** The value of the 0 to 18 digits {@code b[from, to)}; {@code to + 8 <= b.length}. */
    private static long digits(byte[] b, int from, int to) {
        long v = 0;
        int i = from;
        while (to - i >= 8) {
            v = v * 100_000_000L + IntegerParser.eightDigits(Swar.word(b, i));
            i += 8;
        }
        int n = to - i;
        return n == 0 ? v : v * POW10[n] + IntegerParser.leadingDigits(Swar.word(b, i), n);
    }

    /** {@link #packed} a byte at a time, for text that ends within 8 bytes of its array's end. */
    static long packedByBytes(byte[] b, int from, int to) {
        int i = from;
        boolean negative = b[i] == '-';
        if (negative) i++;
        long unscaled = 0;
        int digits = 0;
        int scale = -1;
        for (; i < to; i++) {
            int c = b[i];
            if (c == '.') {
                scale = 0;
                continue;
            }
            if (c < '0' || c > '9') return NOT_PLAIN; // an exponent
            unscaled = unscaled * 10 + (c - '0');
            digits++;
            if (scale >= 0) scale++;
        }
        boolean zeroInteger = scale >= 0 && digits - scale == 1 && b[negative ? from + 1 : from] == '0';
        if (digits > MAX_PACKED_DIGITS && !(zeroInteger && zeroIntegerFits(unscaled, scale))) return NOT_PLAIN;
        if (negative && unscaled == 0) return NOT_PLAIN;
        if (negative) unscaled = -unscaled;
        return (unscaled << 5) | (scale < 0 ? 0 : scale);
    }

    /** Fraction digits a decimal with a zero integer part may have packed: they cannot wrap a long. */
    private static final int ZERO_INTEGER_MAX_SCALE = 18;

    /**
     * Whether {@code 0.}(fraction digits of value {@code unscaled}, {@code scale} of them) packs:
     * the integer part's zero is no digit of the value, so the fraction may have 18 digits as long
     * as the value has at most 17 (20-digit coordinates such as {@code -0.063683778047600004}, whose
     * first fraction digit is a zero, are half of a pretty-printed mesh). Its text is rebuilt exactly.
     */
    public static boolean zeroIntegerFits(long unscaled, int scale) {
        return scale <= ZERO_INTEGER_MAX_SCALE && unscaled < 100_000_000_000_000_000L;
    }
}
