package dev.brisk.json.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * The shortest decimal that reads back to a double or float, by R. Giulietti's Schubfach
 * algorithm ("The Schubfach way to render doubles", 2020), handed to {@link DecimalLayout}.
 *
 * <p>For {@code v = c * 2^q} the values that read back to {@code v} form an interval around it.
 * Scaling by {@code 10^-k}, with {@code k} chosen so that the interval is between 1 and 10 units
 * wide, leaves at most one candidate that is a multiple of 10 (one digit shorter) and always
 * one of {@code s = floor(v * 10^-k)} and {@code s + 1}. The scaling is a multiplication by a
 * 126-bit approximation of {@code 10^-k} with the result rounded to odd, which the paper proves
 * exact enough for every comparison made here.
 */
final class Schubfach {
    private Schubfach() {}

    private static final long MASK_63 = (1L << 63) - 1;
    private static final int K_MIN = -324;
    private static final int K_MAX = 292;

    /** g = floor(10^-k * 2^(125 - floor(log2(10^-k)))) + 1 in [2^125, 2^126), as two 63-bit halves. */
    private static final long[] G1 = new long[K_MAX - K_MIN + 1];
    private static final long[] G0 = new long[K_MAX - K_MIN + 1];

    static {
        BigInteger mask63 = BigInteger.ONE.shiftLeft(63).subtract(BigInteger.ONE);
        for (int k = K_MIN; k <= K_MAX; k++) {
            int e = -k;
            int shift = 125 - flog2pow10(e);
            BigInteger g;
            if (e >= 0) {
                BigInteger p = BigInteger.TEN.pow(e);
                g = shift >= 0 ? p.shiftLeft(shift) : p.shiftRight(-shift);
            } else {
                g = BigInteger.ONE.shiftLeft(shift).divide(BigInteger.TEN.pow(-e));
            }
            g = g.add(BigInteger.ONE);
            G1[k - K_MIN] = g.shiftRight(63).longValue();
            G0[k - K_MIN] = g.and(mask63).longValue();
        }
    }

    // double: 52 explicit mantissa bits, q in [-1074, 971]
    private static final int D_Q_MIN = -1074;
    private static final long D_C_MIN = 1L << 52;
    /** Subnormal significands below this leave too narrow an interval for the scaled search. */
    private static final int D_C_TINY = 3;

    // float: 23 explicit mantissa bits, q in [-149, 104]
    private static final int F_Q_MIN = -149;
    private static final long F_C_MIN = 1L << 23;
    private static final int F_C_TINY = 8;

    /** Writes the positive, finite, nonzero {@code v}; {@code negative} adds the sign. */
    static int writeDouble(byte[] buf, int pos, boolean negative, double v, boolean javaLayout) {
        long bits = Double.doubleToRawLongBits(v) & Long.MAX_VALUE;
        int biasedExponent = (int) (bits >>> 52);
        long fraction = bits & (D_C_MIN - 1);
        long c;
        int q;
        if (biasedExponent != 0) {
            c = D_C_MIN | fraction;
            q = biasedExponent - 1075;
            if (q < 0 && q > -53) { // an integer below 2^53 is its own shortest decimal
                long f = c >> -q;
                if (f << -q == c) return DecimalLayout.write(buf, pos, negative, f, 0, javaLayout);
            }
        } else {
            c = fraction;
            q = D_Q_MIN;
            if (c < D_C_TINY) return tiny(buf, pos, negative, new BigDecimal(Math.abs(v)), false, javaLayout);
        }
        return shortest(buf, pos, negative, c, q, c == D_C_MIN && q != D_Q_MIN, javaLayout);
    }

    static int writeFloat(byte[] buf, int pos, boolean negative, float v, boolean javaLayout) {
        int bits = Float.floatToRawIntBits(v) & Integer.MAX_VALUE;
        int biasedExponent = bits >>> 23;
        long fraction = bits & (F_C_MIN - 1);
        long c;
        int q;
        if (biasedExponent != 0) {
            c = F_C_MIN | fraction;
            q = biasedExponent - 150;
            if (q < 0 && q > -24) {
                long f = c >> -q;
                if (f << -q == c) return DecimalLayout.write(buf, pos, negative, f, 0, javaLayout);
            }
        } else {
            c = fraction;
            q = F_Q_MIN;
            if (c < F_C_TINY) return tiny(buf, pos, negative, new BigDecimal(Math.abs(v)), true, javaLayout);
        }
        return shortest(buf, pos, negative, c, q, c == F_C_MIN && q != F_Q_MIN, javaLayout);
    }

    /**
     * The core: {@code c * 2^q} with its rounding interval, which is narrower below when
     * {@code c} is the smallest significand of a binade ({@code asymmetric}).
     */
    private static int shortest(byte[] buf, int pos, boolean negative, long c, int q, boolean asymmetric,
                                boolean javaLayout) {
        int out = (int) c & 1; // an odd significand's interval excludes its ends (ties go to even)
        long cb = c << 2;
        long cbr = cb + 2;
        long cbl;
        int k;
        if (asymmetric) {
            cbl = cb - 1;
            k = flog10threeQuartersPow2(q);
        } else {
            cbl = cb - 2;
            k = flog10pow2(q);
        }
        int h = q + flog2pow10(-k) + 2;
        long g1 = G1[k - K_MIN];
        long g0 = G0[k - K_MIN];
        // 4 * (v, its lower bound, its upper bound) * 10^-k, rounded to odd
        long vb = rop(g1, g0, cb << h);
        long vbl = rop(g1, g0, cbl << h);
        long vbr = rop(g1, g0, cbr << h);
        long s = vb >> 2;
        // is there a candidate one digit shorter? at most one multiple of 10 fits the interval.
        // (Java layout, like Double.toString, never goes below two digits: 5.9E-323, not 6.0E-323)
        if (s >= (javaLayout ? 100 : 10)) {
            long sp10 = 10 * (s / 10);
            long tp10 = sp10 + 10;
            boolean upIn = vbl + out <= sp10 << 2;
            boolean wpIn = (tp10 << 2) + out <= vbr;
            if (upIn != wpIn) return DecimalLayout.write(buf, pos, negative, upIn ? sp10 : tp10, k, javaLayout);
        }
        long t = s + 1;
        boolean uIn = vbl + out <= s << 2;
        boolean wIn = (t << 2) + out <= vbr;
        if (uIn != wIn) return DecimalLayout.write(buf, pos, negative, uIn ? s : t, k, javaLayout);
        // both fit: the one closer to v, the even one on a tie
        long cmp = vb - ((s + t) << 1);
        long f = cmp < 0 || (cmp == 0 && (s & 1) == 0) ? s : t;
        return DecimalLayout.write(buf, pos, negative, f, k, javaLayout);
    }

    /**
     * The few smallest subnormals (1 or 2 units for double, up to 7 for float) are too close to
     * zero for the scaled search; they are rare enough to search with BigDecimal: the closest
     * decimal of each length until one reads back. Java layout wants at least two digits
     * ({@code 4.9E-324}, like {@code Double.toString}).
     */
    private static int tiny(byte[] buf, int pos, boolean negative, BigDecimal exact, boolean isFloat, boolean javaLayout) {
        for (int digits = javaLayout ? 2 : 1; ; digits++) {
            BigDecimal d = exact.round(new MathContext(digits, RoundingMode.HALF_EVEN));
            boolean readsBack = isFloat ? d.floatValue() == exact.floatValue() : d.doubleValue() == exact.doubleValue();
            if (readsBack) {
                return DecimalLayout.write(buf, pos, negative, d.unscaledValue().longValueExact(), -d.scale(), javaLayout);
            }
        }
    }

    /** Round to odd of {@code g * cp / 2^127}, with g = g1 * 2^63 + g0. */
    private static long rop(long g1, long g0, long cp) {
        long x1 = Math.multiplyHigh(g0, cp);
        long y0 = g1 * cp;
        long y1 = Math.multiplyHigh(g1, cp);
        long z = (y0 >>> 1) + x1;
        long vbp = y1 + (z >>> 63);
        // any nonzero bit below the kept ones makes the result odd
        return vbp | ((z & MASK_63) + MASK_63) >>> 63;
    }

    /** floor(q * log10(2)), exact for |q| <= 2000 (checked by the tests). */
    static int flog10pow2(int q) {
        return (int) ((q * 661_971_961_083L) >> 41);
    }

    /** floor(q * log10(2) + log10(3/4)), exact for |q| <= 2000. */
    static int flog10threeQuartersPow2(int q) {
        return (int) ((q * 661_971_961_083L - 274_743_187_321L) >> 41);
    }

    /** floor(e * log2(10)), exact for |e| <= 2000. */
    static int flog2pow10(int e) {
        return (int) ((e * 913_124_641_741L) >> 38);
    }
}
