package dev.brisk.json.internal;

/**
 * Lays out a decimal {@code significand * 10^exponent} as text in one of the two layouts that
 * {@link DoubleWriter} offers. The significand is positive with at most 17 digits.
 */
final class DecimalLayout {
    private DecimalLayout() {}

    /** Most trailing zeros stripped: more than a significand below 10^18 can have. */
    private static final int MAX_ZEROS = 24;
    /** {@code INVERSE_POW5[k]}: the inverse of 5^k modulo 2^64 (5^k is odd, so it has one). */
    private static final long[] INVERSE_POW5 = new long[MAX_ZEROS + 1];
    /**
     * {@code MAX_MULTIPLE_POW5[k]}: {@code floor((2^64 - 1) / 5^k)}. An unsigned {@code x} is a
     * multiple of 5^k exactly when {@code x * INVERSE_POW5[k]} (mod 2^64) is at most this: the
     * multiples map onto the quotients 0..max, and nothing else can land there.
     */
    private static final long[] MAX_MULTIPLE_POW5 = new long[MAX_ZEROS + 1];

    static {
        long inverse5 = 5; // Newton's iteration doubles the correct low bits: 3, 6, 12, 24, 48, 96
        for (int i = 0; i < 5; i++) inverse5 *= 2 - 5 * inverse5;
        long inverse = 1;
        long pow5 = 1;
        for (int k = 0; k <= MAX_ZEROS; k++) {
            INVERSE_POW5[k] = inverse;
            MAX_MULTIPLE_POW5[k] = Long.divideUnsigned(-1L, pow5);
            inverse *= inverse5;
            pow5 *= 5; // 5^25 < 2^64: no overflow up to MAX_ZEROS
        }
    }

    private static final java.lang.invoke.VarHandle LONG_LE = java.lang.invoke.MethodHandles
            .byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);
    private static final int TEN_8 = 100_000_000;

    static int write(byte[] buf, int pos, boolean negative, long significand, int exponent, boolean javaLayout) {
        // Trailing zeros belong to the exponent, so that k below is the shortest digit count.
        // Schubfach hands over 16 or 17 digits, so a short decimal such as 8.85 comes with a
        // dozen or more zeros, which a division per zero strips in one long dependent chain.
        // Instead: 10^z divides the significand when 2^z does (trailing zero bits) and 5^z does,
        // and each 5^z test is a multiplication by its inverse modulo 2^64 that does not wait for
        // the previous test; the quotient is then one exact division, again a multiplication.
        int twos = Math.min(Long.numberOfTrailingZeros(significand), MAX_ZEROS);
        int z = 0;
        while (z < twos && Long.compareUnsigned(significand * INVERSE_POW5[z + 1], MAX_MULTIPLE_POW5[z + 1]) <= 0) z++;
        if (z > 0) {
            significand = (significand >>> z) * INVERSE_POW5[z];
            exponent += z;
        }
        if (negative) buf[pos++] = '-';
        int k = IntegerWriter.digitCount(significand);
        int n = exponent + k; // the decimal point sits after the first n digits
        return javaLayout ? java(buf, pos, significand, k, n) : ecmaScript(buf, pos, significand, k, n);
    }

    /** ECMAScript Number::toString, step 6 onwards of the specification's algorithm. */
    private static int ecmaScript(byte[] buf, int pos, long s, int k, int n) {
        if (k <= n && n <= 21) {
            pos = digits(buf, pos, s, k);
            return zeros(buf, pos, n - k);
        }
        if (0 < n && n <= 21) {
            return pointInside(buf, pos, s, k, n);
        }
        if (-6 < n && n <= 0) {
            return pointBefore(buf, pos, s, k, n);
        }
        pos = scientificDigits(buf, pos, s, k, false);
        buf[pos++] = 'e';
        int e = n - 1;
        buf[pos++] = (byte) (e < 0 ? '-' : '+');
        return IntegerWriter.writeInt(buf, pos, Math.abs(e));
    }

    /** Double.toString (JDK 19+): plain for 10^-3 <= |x| < 10^7, else computerized scientific. */
    private static int java(byte[] buf, int pos, long s, int k, int n) {
        if (-2 <= n && n <= 7) {
            if (n <= 0) return pointBefore(buf, pos, s, k, n);
            if (n < k) return pointInside(buf, pos, s, k, n);
            pos = digits(buf, pos, s, k);
            pos = zeros(buf, pos, n - k);
            buf[pos++] = '.';
            buf[pos++] = '0';
            return pos;
        }
        pos = scientificDigits(buf, pos, s, k, true);
        buf[pos++] = 'E';
        return IntegerWriter.writeInt(buf, pos, n - 1);
    }

    /** {@code ddd.ddd}: all k digits with a point after the first n (0 < n < k). */
    private static int pointInside(byte[] buf, int pos, long s, int k, int n) {
        // write the digits one place to the right, then move the (usually few) integer digits back
        int end = digits(buf, pos + 1, s, k);
        if (n <= 6) {
            // one word: the first n digits moved back a place, the point, the next digits kept
            long kept = (long) LONG_LE.get(buf, pos);
            long moved = (long) LONG_LE.get(buf, pos + 1);
            long low = (1L << (8 * n)) - 1;
            LONG_LE.set(buf, pos, (moved & low) | ((long) '.' << (8 * n)) | (kept & (-1L << (8 * (n + 1)))));
            return end;
        }
        for (int i = 0; i < n; i++) buf[pos + i] = buf[pos + i + 1];
        buf[pos + n] = '.';
        return end;
    }

    /** {@code 0.000ddd} with -n zeros after the point (n <= 0). */
    private static int pointBefore(byte[] buf, int pos, long s, int k, int n) {
        buf[pos++] = '0';
        buf[pos++] = '.';
        pos = zeros(buf, pos, -n);
        return digits(buf, pos, s, k);
    }

    /** {@code d.ddd}, or {@code d} alone ({@code d.0} when {@code alwaysFraction}). */
    private static int scientificDigits(byte[] buf, int pos, long s, int k, boolean alwaysFraction) {
        int end = digits(buf, pos + 1, s, k);
        buf[pos] = buf[pos + 1];
        if (k > 1) {
            buf[pos + 1] = '.';
            return end;
        }
        if (alwaysFraction) {
            buf[pos + 1] = '.';
            buf[pos + 2] = '0';
            return pos + 3;
        }
        return pos + 1;
    }

    /**
     * Writes the {@code k} digits of {@code 0 < s < 10^18} at {@code pos}, a group of eight per
     * word store (the leading group, shorter, made as eight with leading zeros and shifted down
     * past them): no digit loop and no second digit count. Stores reach {@code max(k, 8)} bytes
     * past {@code pos}; the bytes past {@code pos + k} are left with garbage, which the layout's
     * next bytes or the writer's next output overwrite (the writer's 32 bytes of room cover it).
     */
    static int digits(byte[] buf, int pos, long s, int k) {
        if (k <= 8) {
            LONG_LE.set(buf, pos, WordIntegerWriter.eightDigits((int) s) >>> (8 * (8 - k)));
            return pos + k;
        }
        long q = s / TEN_8;
        int low = (int) (s - q * TEN_8);
        if (k <= 16) {
            int m = k - 8;
            LONG_LE.set(buf, pos, WordIntegerWriter.eightDigits((int) q) >>> (8 * (8 - m)));
            LONG_LE.set(buf, pos + m, WordIntegerWriter.eightDigits(low));
            return pos + k;
        }
        long q2 = q / TEN_8;
        int m = k - 16;
        LONG_LE.set(buf, pos, WordIntegerWriter.eightDigits((int) q2) >>> (8 * (8 - m)));
        LONG_LE.set(buf, pos + m, WordIntegerWriter.eightDigits((int) (q - q2 * TEN_8)));
        LONG_LE.set(buf, pos + m + 8, WordIntegerWriter.eightDigits(low));
        return pos + k;
    }

    private static int zeros(byte[] buf, int pos, int count) {
        for (int i = 0; i < count; i++) buf[pos++] = '0';
        return pos;
    }
}
