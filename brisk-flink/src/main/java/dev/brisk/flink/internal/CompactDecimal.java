package dev.brisk.flink.internal;

/**
 * A plain JSON number ({@code -12.345}, no exponent) as the unscaled long of a DECIMAL of
 * precision up to 18, rounded half up to the scale, without a {@code BigDecimal}: the common
 * case of money and measurements. Anything else (an exponent, more digits than a long holds, a
 * result that does not fit the precision) is left to {@code BigDecimal}, which then decides.
 */
final class CompactDecimal {
    private CompactDecimal() {}

    /** The signal that the text is not of the plain, fitting kind. */
    static final long NOT_PLAIN = Long.MIN_VALUE;

    private static final long[] POWERS = new long[19];

    static {
        POWERS[0] = 1;
        for (int i = 1; i < POWERS.length; i++) POWERS[i] = POWERS[i - 1] * 10;
    }

    /**
     * The unscaled value of the number text {@code b} (valid JSON number grammar, as the reader
     * checked) at {@code scale}, or {@link #NOT_PLAIN}.
     */
    static long unscaled(byte[] b, int precision, int scale) {
        int i = 0;
        int n = b.length;
        boolean negative = n > 0 && b[0] == '-';
        if (negative) i++;
        long v = 0;
        int digits = 0; // significant digits taken into v
        for (; i < n && b[i] >= '0' && b[i] <= '9'; i++) {
            v = v * 10 + (b[i] - '0');
            if (v != 0 && ++digits > 18) return NOT_PLAIN;
        }
        int fraction = 0;
        boolean roundUp = false;
        if (i < n && b[i] == '.') {
            for (i++; i < n && b[i] >= '0' && b[i] <= '9'; i++) {
                if (fraction < scale) {
                    v = v * 10 + (b[i] - '0');
                    fraction++;
                    if (v != 0 && ++digits > 18) return NOT_PLAIN;
                } else if (fraction == scale) {
                    roundUp = b[i] >= '5'; // half up: only the first dropped digit decides
                    fraction++;
                }
            }
        }
        if (i != n) return NOT_PLAIN; // an exponent
        int kept = Math.min(fraction, scale);
        if (scale - kept > 18) return NOT_PLAIN;
        long pad = POWERS[scale - kept];
        if (v > (POWERS[18] - 1) / pad) return NOT_PLAIN;
        v *= pad;
        if (roundUp) v++;
        if (v >= POWERS[precision]) return NOT_PLAIN; // does not fit: BigDecimal says null
        return negative ? -v : v;
    }
}
