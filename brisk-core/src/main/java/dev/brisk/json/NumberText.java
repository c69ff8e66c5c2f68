package dev.brisk.json;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * Stand-in number parsing for the reader over text it has already validated, until the exact
 * allocation-free parsers of dev.brisk.json.internal land; same signatures, so the switch is a
 * rename. Out-of-range values throw ArithmeticException with the message the reader shows.
 */
final class NumberText {
    private NumberText() {}

    static int parseInt(byte[] b, int start, int end) {
        long v = parseLong(b, start, end);
        if (v != (int) v) throw new ArithmeticException(ascii(b, start, end) + " is out of int range");
        return (int) v;
    }

    static long parseLong(byte[] b, int start, int end) {
        int i = start;
        boolean negative = b[i] == '-';
        if (negative) i++;
        if (end - i <= 18) {
            long v = 0;
            for (; i < end; i++) {
                int d = b[i] - '0';
                if (d < 0 || d > 9) return slowLong(b, start, end);
                v = v * 10 + d;
            }
            return negative ? -v : v;
        }
        return slowLong(b, start, end);
    }

    private static long slowLong(byte[] b, int start, int end) {
        String text = ascii(b, start, end);
        BigDecimal d = new BigDecimal(text);
        if (d.scale() < -1000 || d.precision() - d.scale() > 20) throw new ArithmeticException(text + " is out of long range");
        try {
            return d.longValueExact();
        } catch (ArithmeticException e) {
            if (d.stripTrailingZeros().scale() > 0) throw new ArithmeticException(text + " is not an integer");
            throw new ArithmeticException(text + " is out of long range");
        }
    }

    static double parseDouble(byte[] b, int start, int end) {
        return Double.parseDouble(ascii(b, start, end));
    }

    static float parseFloat(byte[] b, int start, int end) {
        return Float.parseFloat(ascii(b, start, end));
    }

    static BigDecimal parseBigDecimal(byte[] b, int start, int end, int maxExponent) {
        String text = ascii(b, start, end);
        BigDecimal d = new BigDecimal(text);
        long exp = (long) d.precision() - d.scale() - 1;
        if (Math.abs(exp) > maxExponent) {
            throw new ArithmeticException(ReadLimits.exceeded("Number exponent", maxExponent, "withMaxNumberExponent"));
        }
        return d;
    }

    static BigInteger parseBigInteger(byte[] b, int start, int end, int maxExponent) {
        BigDecimal d = parseBigDecimal(b, start, end, maxExponent);
        try {
            return d.toBigIntegerExact();
        } catch (ArithmeticException e) {
            throw new ArithmeticException(ascii(b, start, end) + " is not an integer");
        }
    }

    static String ascii(byte[] b, int start, int end) {
        return new String(b, start, end - start, StandardCharsets.ISO_8859_1);
    }
}
