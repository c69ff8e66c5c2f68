package dev.brisk.json.internal;

import java.math.BigInteger;

/**
 * A validated JSON number taken apart for the slow paths: its sign, its significant digits (no
 * leading or trailing zeros) and the power of ten they are scaled by, so that
 * {@code value = (negative ? -1 : 1) * digits * 10^exponent}. Exponents too large to matter are
 * saturated, so that {@code 1e999999999999999999999} costs as little as {@code 1e9}.
 */
public final class DecimalParts {
    /** Exponents are clamped to this magnitude; far beyond every cap and every double. */
    static final long SATURATED = 1L << 40;

    /** The sign of the text (also for zero: {@code -0} is negative). */
    public final boolean negative;
    /** Significant digits without leading or trailing zeros; empty for zero. */
    public final String digits;
    /** The power of ten the digits are scaled by (meaningless for zero, where it is 0). */
    public final long exponent;
    /** The exponent as written after {@code e}/{@code E} (0 if none), saturated. */
    public final long writtenExponent;
    /**
     * The exact power of ten when {@link #exponent} is saturated (an exponent of 13 digits or
     * more as written), else null: equality must tell {@code 1e9999999999999} from
     * {@code 1e9999999999998} although no conversion can.
     */
    public final BigInteger exactExponent;

    private DecimalParts(boolean negative, String digits, long exponent, long writtenExponent, BigInteger exactExponent) {
        this.negative = negative;
        this.digits = digits;
        this.exponent = exponent;
        this.writtenExponent = writtenExponent;
        this.exactExponent = exactExponent;
    }

    /** Whether two nonzero parts have the same power of ten (exactly, also beyond saturation). */
    public boolean sameExponent(DecimalParts o) {
        if (exponent != o.exponent) return false;
        if (exactExponent == null && o.exactExponent == null) return true;
        return exactOrLong().equals(o.exactOrLong());
    }

    private BigInteger exactOrLong() {
        return exactExponent != null ? exactExponent : BigInteger.valueOf(exponent);
    }

    /** Takes apart text that is already known to be a valid JSON number. */
    public static DecimalParts of(CharSequence text) {
        int end = text.length();
        int i = 0;
        boolean negative = text.charAt(0) == '-';
        if (negative) i++;
        StringBuilder digits = new StringBuilder(Math.min(end, 64));
        long fractionDigits = 0;
        boolean inFraction = false;
        for (; i < end; i++) {
            char c = text.charAt(i);
            if (c == '.') {
                inFraction = true;
            } else if (c >= '0' && c <= '9') {
                if (digits.length() > 0 || c != '0') digits.append(c);
                if (inFraction) fractionDigits++;
            } else {
                break;
            }
        }
        long written = 0;
        boolean saturated = false;
        int expStart = end;
        boolean expNegative = false;
        if (i < end) { // exponent
            i++;
            char c = text.charAt(i);
            if (c == '+' || c == '-') {
                expNegative = c == '-';
                i++;
            }
            expStart = i;
            for (; i < end; i++) {
                written = written * 10 + (text.charAt(i) - '0');
                if (written > SATURATED) {
                    written = SATURATED;
                    saturated = true;
                    break;
                }
            }
            if (expNegative) written = -written;
        }
        int significant = digits.length();
        while (significant > 0 && digits.charAt(significant - 1) == '0') significant--;
        if (significant == 0) return new DecimalParts(negative, "", 0, written, null);
        long shift = (digits.length() - significant) - fractionDigits;
        long exponent = written + shift;
        BigInteger exact = null;
        if (saturated || Math.abs(exponent) > SATURATED) {
            // rare: only equality needs the exact value (the exponent's digits are bounded by the text)
            BigInteger w = new BigInteger(text.subSequence(expStart, end).toString());
            exact = (expNegative ? w.negate() : w).add(BigInteger.valueOf(shift));
            exponent = exact.signum() < 0 ? -SATURATED : SATURATED;
        }
        return new DecimalParts(negative, digits.substring(0, significant), exponent, written, exact);
    }

    public boolean isZero() {
        return digits.isEmpty();
    }

    /** Whether the value is a whole number. */
    public boolean isInteger() {
        return isZero() || exponent >= 0;
    }

    /** {@link #integerDigits()} exactly, also when the exponent is saturated. */
    public BigInteger exactIntegerDigits() {
        return exactOrLong().add(BigInteger.valueOf(digits.length()));
    }

    /** The number of digits of the integer part (before any point), for range checks. */
    public long integerDigits() {
        return digits.length() + exponent;
    }
}
