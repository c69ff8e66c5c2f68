package dev.brisk.json.internal;

import dev.brisk.json.ReadLimits;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * Reads {@link BigInteger} and {@link BigDecimal} values from text already validated as a JSON
 * number, with a cap on the written exponent ({@code e-100000000}) that is separate from the
 * reader's cap on the number's length: a short text with a huge exponent must not turn into
 * seconds of arithmetic or a gigabyte of digits.
 */
public final class BigNumberParser {
    private BigNumberParser() {}

    public static BigInteger parseBigInteger(byte[] b, int start, int end, int maxExponent, int maxDigits) {
        if (end - start <= 18 && isPlainInteger(b, start, end)) {
            return BigInteger.valueOf(IntegerParser.parseLong(b, start, end));
        }
        return parseBigInteger(new String(b, start, end - start, StandardCharsets.ISO_8859_1), maxExponent, maxDigits);
    }

    public static BigDecimal parseBigDecimal(byte[] b, int start, int end, int maxExponent) {
        return parseBigDecimal(new String(b, start, end - start, StandardCharsets.ISO_8859_1), maxExponent);
    }

    /**
     * The integer a valid JSON number text denotes; {@code 1.5} is an error, {@code 1.5e1} is 15.
     * An exponent may not expand the integer beyond {@code maxDigits} characters, its minus sign
     * included (the number-length limit, so that the integer written out reads back): {@code 1e99999} is short text, but as a BigInteger it is 100,000 digits and
     * milliseconds of arithmetic, so a document of such numbers would cost minutes and gigabytes.
     */
    public static BigInteger parseBigInteger(String text, int maxExponent, int maxDigits) {
        if (text.indexOf('.') < 0 && text.indexOf('e') < 0 && text.indexOf('E') < 0) {
            return new BigInteger(text);
        }
        DecimalParts parts = DecimalParts.of(text);
        checkExponent(parts, maxExponent);
        if (parts.isZero()) return BigInteger.ZERO;
        if (!parts.isInteger()) throw NumberRangeException.notAnInteger(text);
        long digits = parts.digits.length() + parts.exponent;
        // the sign counts as the number-length limit counts it: the integer's own text must be readable again
        if (digits + (parts.negative ? 1 : 0) > maxDigits) {
            throw new NumberRangeException(NumberRangeException.quote(text) + " as an integer has " + digits
                    + (parts.negative ? " digits and a minus sign; " : " digits; ")
                    + ReadLimits.exceeded("Number length", maxDigits, "withMaxNumberLength"));
        }
        BigInteger v = new BigInteger(parts.digits).multiply(BigInteger.TEN.pow((int) parts.exponent));
        return parts.negative ? v.negate() : v;
    }

    /** The exact decimal a valid JSON number text denotes, keeping its scale ({@code 1.50} has scale 2). */
    public static BigDecimal parseBigDecimal(String text, int maxExponent) {
        int e = Math.max(text.indexOf('e'), text.indexOf('E'));
        if (e >= 0) {
            checkExponent(DecimalParts.of(text), maxExponent);
        }
        try {
            return new BigDecimal(text);
        } catch (NumberFormatException scaleOverflow) {
            // only reachable with a cap raised near Integer.MAX_VALUE: the scale does not fit an int
            throw NumberRangeException.outOfRange(text, "BigDecimal");
        }
    }

    private static void checkExponent(DecimalParts parts, int maxExponent) {
        if (Math.abs(parts.writtenExponent) > maxExponent) {
            throw new NumberRangeException(
                    ReadLimits.exceeded("Number exponent", maxExponent, "withMaxNumberExponent"));
        }
    }

    private static boolean isPlainInteger(byte[] b, int start, int end) {
        for (int i = start; i < end; i++) {
            int c = b[i];
            if (c == '.' || c == 'e' || c == 'E') return false;
        }
        return true;
    }
}
