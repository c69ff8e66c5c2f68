package dev.brisk.json.internal;

/**
 * Lays out a decimal {@code significand * 10^exponent} as text in one of the two layouts that
 * {@link DoubleWriter} offers. The significand is positive with at most 17 digits.
 */
final class DecimalLayout {
    private DecimalLayout() {}

    static int write(byte[] buf, int pos, boolean negative, long significand, int exponent, boolean javaLayout) {
        // trailing zeros belong to the exponent, so that k below is the shortest digit count
        while (significand % 10 == 0) {
            significand /= 10;
            exponent++;
        }
        if (negative) buf[pos++] = '-';
        int k = IntegerWriter.digitCount(significand);
        int n = exponent + k; // the decimal point sits after the first n digits
        return javaLayout ? java(buf, pos, significand, k, n) : ecmaScript(buf, pos, significand, k, n);
    }

    /** ECMAScript Number::toString, step 6 onwards of the specification's algorithm. */
    private static int ecmaScript(byte[] buf, int pos, long s, int k, int n) {
        if (k <= n && n <= 21) {
            pos = IntegerWriter.writeLong(buf, pos, s);
            return zeros(buf, pos, n - k);
        }
        if (0 < n && n <= 21) {
            return pointInside(buf, pos, s, k, n);
        }
        if (-6 < n && n <= 0) {
            return pointBefore(buf, pos, s, n);
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
            if (n <= 0) return pointBefore(buf, pos, s, n);
            if (n < k) return pointInside(buf, pos, s, k, n);
            pos = IntegerWriter.writeLong(buf, pos, s);
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
        int end = IntegerWriter.writeLong(buf, pos + 1, s);
        for (int i = 0; i < n; i++) buf[pos + i] = buf[pos + i + 1];
        buf[pos + n] = '.';
        return end;
    }

    /** {@code 0.000ddd} with -n zeros after the point (n <= 0). */
    private static int pointBefore(byte[] buf, int pos, long s, int n) {
        buf[pos++] = '0';
        buf[pos++] = '.';
        pos = zeros(buf, pos, -n);
        return IntegerWriter.writeLong(buf, pos, s);
    }

    /** {@code d.ddd}, or {@code d} alone ({@code d.0} when {@code alwaysFraction}). */
    private static int scientificDigits(byte[] buf, int pos, long s, int k, boolean alwaysFraction) {
        int end = IntegerWriter.writeLong(buf, pos + 1, s);
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

    private static int zeros(byte[] buf, int pos, int count) {
        for (int i = 0; i < count; i++) buf[pos++] = '0';
        return pos;
    }
}
