package dev.brisk.json.internal;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * The exact, slow path of {@link DoubleParser}: rounds a decimal to the nearest double or float
 * by comparing it with the exact midpoints between neighbouring binary values in BigDecimal
 * arithmetic. Only the inputs that the fast algorithms cannot decide come here (exact halfway
 * cases beyond 19 digits and the like), so clarity beats speed.
 *
 * <p>The cost is bounded whatever the input: digits past the {@value #KEPT_DIGITS}th are
 * replaced by a single sticky 1 (a midpoint between two doubles has at most 767 significant
 * digits, so no comparison can change), and exponents beyond the range of the formats decide the
 * result before any arithmetic.
 */
final class ExactDecimalRounding {
    private ExactDecimalRounding() {}

    static final int KEPT_DIGITS = 800;

    private static final BigDecimal HALF = new BigDecimal("0.5");
    /** 2^1024 and 2^128: where the next value after the largest double or float would be. */
    private static final BigDecimal DOUBLE_BEYOND_MAX = new BigDecimal(BigInteger.ONE.shiftLeft(1024));
    private static final BigDecimal FLOAT_BEYOND_MAX = new BigDecimal(BigInteger.ONE.shiftLeft(128));

    /** The magnitude of the JSON number text, rounded to the nearest double (or float, widened). */
    static double round(String text, boolean toFloat) {
        DecimalParts parts = DecimalParts.of(text);
        if (parts.isZero()) return 0.0;
        String digits = parts.digits;
        long exponent = parts.exponent;
        if (digits.length() > KEPT_DIGITS) {
            exponent += digits.length() - (KEPT_DIGITS + 1);
            digits = digits.substring(0, KEPT_DIGITS) + '1'; // what was cut off is nonzero
        }
        long magnitude = exponent + digits.length(); // value < 10^magnitude
        if (magnitude > 310) return Double.POSITIVE_INFINITY;
        if (magnitude < -330) return 0.0;
        BigDecimal exact = new BigDecimal(new BigInteger(digits), (int) -exponent);
        return toFloat ? roundToFloat(exact) : roundToDouble(exact);
    }

    private static double roundToDouble(BigDecimal x) {
        double c = x.doubleValue(); // a starting guess; the loop below makes it exact
        if (Double.isInfinite(c)) c = Double.MAX_VALUE;
        while (true) {
            BigDecimal here = new BigDecimal(c);
            BigDecimal up = c == Double.MAX_VALUE ? DOUBLE_BEYOND_MAX : new BigDecimal(Math.nextUp(c));
            int cmp = x.compareTo(here.add(up).multiply(HALF));
            if (cmp > 0 || (cmp == 0 && isOdd(c))) {
                if (c == Double.MAX_VALUE) return Double.POSITIVE_INFINITY;
                c = Math.nextUp(c);
                continue;
            }
            if (c > 0) {
                double down = Math.nextDown(c);
                cmp = x.compareTo(here.add(new BigDecimal(down)).multiply(HALF));
                if (cmp < 0 || (cmp == 0 && isOdd(c))) {
                    c = down;
                    continue;
                }
            }
            return c;
        }
    }

    private static double roundToFloat(BigDecimal x) {
        float c = x.floatValue();
        if (Float.isInfinite(c)) c = Float.MAX_VALUE;
        while (true) {
            BigDecimal here = new BigDecimal(c);
            BigDecimal up = c == Float.MAX_VALUE ? FLOAT_BEYOND_MAX : new BigDecimal(Math.nextUp(c));
            int cmp = x.compareTo(here.add(up).multiply(HALF));
            if (cmp > 0 || (cmp == 0 && isOdd(c))) {
                if (c == Float.MAX_VALUE) return Double.POSITIVE_INFINITY;
                c = Math.nextUp(c);
                continue;
            }
            if (c > 0) {
                float down = Math.nextDown(c);
                cmp = x.compareTo(here.add(new BigDecimal(down)).multiply(HALF));
                if (cmp < 0 || (cmp == 0 && isOdd(c))) {
                    c = down;
                    continue;
                }
            }
            return c;
        }
    }

    private static boolean isOdd(double c) {
        return (Double.doubleToRawLongBits(c) & 1) != 0;
    }

    private static boolean isOdd(float c) {
        return (Float.floatToRawIntBits(c) & 1) != 0;
    }
}
