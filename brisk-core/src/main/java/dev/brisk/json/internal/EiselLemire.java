package dev.brisk.json.internal;

import java.math.BigInteger;

/**
 * The Eisel–Lemire algorithm (D. Lemire, "Number Parsing at a Gigabyte per Second", 2021): the
 * correctly rounded double or float nearest to {@code w * 10^q} for a 64-bit {@code w}, from one
 * (rarely two) 64x64-bit multiplications by a 128-bit approximation of {@code 5^q}. When the
 * truncated product cannot decide the rounding it says so, and the caller falls back to exact
 * arithmetic.
 */
final class EiselLemire {
    private EiselLemire() {}

    /** The result when the 128-bit product is not precise enough to round. */
    static final long AMBIGUOUS = -1;

    static final int MIN_Q = -342;
    static final int MAX_Q = 308;

    /** High and low 64 bits of 5^q, normalized so that bit 127 is set, for q in [MIN_Q, MAX_Q]. */
    private static final long[] HIGH = new long[MAX_Q - MIN_Q + 1];
    private static final long[] LOW = new long[MAX_Q - MIN_Q + 1];

    static {
        BigInteger mask64 = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
        for (int q = MIN_Q; q <= MAX_Q; q++) {
            BigInteger m;
            if (q >= 0) {
                // 5^q truncated to its top 128 bits (or shifted up to 128 bits)
                BigInteger p = BigInteger.valueOf(5).pow(q);
                int shift = p.bitLength() - 128;
                m = shift > 0 ? p.shiftRight(shift) : p.shiftLeft(-shift);
            } else {
                // 1 / 5^-q as a 128-bit fraction: rounded up where 5^-q is small enough for the
                // reciprocal to be exact-ish, truncated from a wider quotient elsewhere, as the
                // algorithm's error analysis assumes
                BigInteger p = BigInteger.valueOf(5).pow(-q);
                int z = p.bitLength();
                if (q >= -27) {
                    m = BigInteger.ONE.shiftLeft(z + 127).divide(p).add(BigInteger.ONE);
                } else {
                    m = BigInteger.ONE.shiftLeft(2 * z + 128).divide(p).add(BigInteger.ONE);
                    m = m.shiftRight(m.bitLength() - 128);
                }
            }
            HIGH[q - MIN_Q] = m.shiftRight(64).longValue();
            LOW[q - MIN_Q] = m.and(mask64).longValue();
        }
    }

    /** Bits of the positive double nearest to {@code w * 10^q} (w unsigned, nonzero), or AMBIGUOUS. */
    static long toDoubleBits(long w, long q) {
        return compute(w, q, 52, -1023, 0x7FF, -4, 23, MAX_Q);
    }

    /** Bits of the positive float nearest to {@code w * 10^q} (as an int in a long), or AMBIGUOUS. */
    static long toFloatBits(long w, long q) {
        return compute(w, q, 23, -127, 0xFF, -17, 10, 38);
    }

    /**
     * The core of the algorithm for a binary format with {@code mantissaBits} explicit mantissa
     * bits. {@code minExponent} is the exponent bias negated, {@code infinitePower} the biased
     * exponent of infinity, and [roundToEvenMin, roundToEvenMax] the q where w * 5^q can be an
     * exact halfway point.
     */
    private static long compute(long w, long q, int mantissaBits, int minExponent, int infinitePower,
                                int roundToEvenMin, int roundToEvenMax, int maxQ) {
        if (q < MIN_Q) return 0;
        if (q > maxQ) return (long) infinitePower << mantissaBits;
        int index = (int) q - MIN_Q;
        int lz = Long.numberOfLeadingZeros(w);
        w <<= lz;
        long hi = unsignedMultiplyHigh(w, HIGH[index]);
        long lo = w * HIGH[index];
        long precisionMask = -1L >>> (mantissaBits + 3);
        if ((hi & precisionMask) == precisionMask) {
            // the truncated bits could carry into the kept ones: add the second half of the product
            long secondHi = unsignedMultiplyHigh(w, LOW[index]);
            long newLo = lo + secondHi;
            if (Long.compareUnsigned(newLo, lo) < 0) hi++;
            lo = newLo;
            if (lo == -1L && (q < -27 || q > 55)) {
                return AMBIGUOUS; // even 192 bits might not decide; rare enough for the exact path
            }
        }
        int upperBit = (int) (hi >>> 63);
        int shift = upperBit + 64 - mantissaBits - 3;
        long mantissa = hi >>> shift;
        // floor(q * log2(10)) + 63, from a fixed-point multiplication exact for |q| < 2^16
        int power2 = (int) ((((152170 + 65536) * q) >> 16) + 63) + upperBit - lz - minExponent;
        if (power2 <= 0) { // subnormal, or zero
            if (-power2 + 1 >= 64) return 0;
            mantissa >>>= -power2 + 1;
            mantissa += mantissa & 1; // round half up: an exact halfway point cannot occur here
            mantissa >>>= 1;
            // rounding may carry into the smallest normal exponent
            power2 = mantissa < (1L << mantissaBits) ? 0 : 1;
            return ((long) power2 << mantissaBits) | (mantissa & ((1L << mantissaBits) - 1));
        }
        if (Long.compareUnsigned(lo, 1) <= 0 && q >= roundToEvenMin && q <= roundToEvenMax
                && (mantissa & 3) == 1 && (mantissa << shift) == hi) {
            mantissa &= ~1L; // exactly halfway with an even result below: round down
        }
        mantissa += mantissa & 1;
        mantissa >>>= 1;
        if (mantissa >= (2L << mantissaBits)) { // rounding overflowed into the next binade
            mantissa = 1L << mantissaBits;
            power2++;
        }
        mantissa &= ~(1L << mantissaBits);
        if (power2 >= infinitePower) return (long) infinitePower << mantissaBits;
        return ((long) power2 << mantissaBits) | mantissa;
    }

    /** The high 64 bits of the unsigned 128-bit product (Math.unsignedMultiplyHigh is JDK 18+). */
    static long unsignedMultiplyHigh(long a, long b) {
        return Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
    }
}
