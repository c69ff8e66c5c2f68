package dev.brisk.pack.internal;

/**
 * Classifies (already valid) JSON number text for the binary writers: is it a plain integer (no
 * fraction, no exponent), and does it fit a signed or unsigned 64-bit integer. Byte slices of
 * short integers are parsed by core's {@code PlainNumbers.integer}, the one parser of short
 * number text; what is here serves the rarer String path and the uint64 range JSON text can spell.
 */
public final class NumberText {
    private NumberText() {}

    /** True when the (valid) number text has neither fraction nor exponent. */
    public static boolean isInteger(CharSequence s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '.' || c == 'e' || c == 'E') return false;
        }
        return true;
    }

    /** True when the (valid) ASCII number text has a fraction or an exponent. */
    public static boolean isDecimal(byte[] b, int off, int len) {
        for (int i = off; i < off + len; i++) {
            byte c = b[i];
            if (c == '.' || c == 'e' || c == 'E') return true;
        }
        return false;
    }

    /** {@link #integer} result: the text does not fit in int64 or uint64. */
    public static final int NO_FIT = 0;
    /** {@link #integer} result: {@code out[0]} holds the int64 value. */
    public static final int SIGNED = 1;
    /** {@link #integer} result: {@code out[0]} holds the bits of a uint64 above Long.MAX_VALUE. */
    public static final int UNSIGNED = 2;

    /** Value of integer text (already known to be a JSON integer) into {@code out[0]}. */
    public static int integer(CharSequence s, long[] out) {
        boolean neg = s.charAt(0) == '-';
        int i = neg ? 1 : 0;
        if (s.length() - i > 20) return NO_FIT;
        long v = 0;
        for (; i < s.length(); i++) {
            int d = s.charAt(i) - '0';
            if (Long.compareUnsigned(v, 1844674407370955161L) > 0) return NO_FIT; // (2^64-1) / 10
            long next = v * 10 + d;
            if (Long.compareUnsigned(next, v * 10) < 0) return NO_FIT; // carried past 2^64
            v = next;
        }
        if (neg) {
            if (Long.compareUnsigned(v, Long.MIN_VALUE) > 0) return NO_FIT;
            out[0] = -v;
            return SIGNED;
        }
        out[0] = v;
        return v < 0 ? UNSIGNED : SIGNED;
    }
}
