package dev.brisk.json.internal;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Writes {@link BigInteger} and {@link BigDecimal} values exactly as JSON number text.
 *
 * <p>A BigInteger is written in plain digits unless it ends in more than {@value #MAX_PADDING}
 * zeros. A BigDecimal keeps its exact value and scale: it is written plain ({@code 1000},
 * {@code 1.50}, {@code 0.0001}) unless the plain form would pad more than {@value #MAX_PADDING}
 * zeros that are not in the unscaled value ({@code 1E+1000}, {@code 1E-1000}) or is a long
 * number that the scientific form writes shorter; scientific notation is written with {@code E},
 * as {@link BigDecimal#toString()} does ({@code 1.5E+300}), for any scale (in long arithmetic). Both forms are valid JSON and read back
 * with {@code new BigDecimal(text)} to an equal value with the same scale — except that the plain
 * form of a negative scale ({@code 1E+3} written {@code 1000}) reads back with scale 0.
 */
public final class BigNumberWriter {
    private BigNumberWriter() {}

    /** Zeros the plain form may add beyond the unscaled digits before scientific notation wins. */
    static final int MAX_PADDING = 20;

    /** Plain digits, or {@code dE+n} when more than {@link #MAX_PADDING} trailing zeros make that shorter ({@code 10^5000} is {@code 1E+5000}). */
    public static String toJson(BigInteger value) {
        if (value.signum() == 0 || value.testBit(0)) return value.toString(); // odd: no trailing zero
        String plain = value.toString();
        int zeros = 0;
        for (int i = plain.length() - 1; i > 0 && plain.charAt(i) == '0'; i--) zeros++;
        return zeros <= MAX_PADDING ? plain : scientific(new BigDecimal(value).stripTrailingZeros());
    }

    /**
     * The plain form unless it pads more than {@link #MAX_PADDING} zeros, or is longer than
     * {@value #SHORT} chars and the scientific form is shorter: a long number is written in its
     * shortest exact form, so that what was read within the reader's number-length limit is
     * written within it too ({@code 1.234…e-18} of 990 digits is not padded to 1,015 chars).
     */
    public static String toJson(BigDecimal value) {
        long scale = value.scale();
        int precision = value.precision();
        long padding = scale < 0 ? -scale : Math.max(0, scale - precision);
        if (padding > MAX_PADDING) return scientific(value);
        // the plain form's length: sign, digits and padding, a point (and a leading "0") for a fraction
        long plain = (value.signum() < 0 ? 1 : 0) + precision + padding + (scale > 0 ? (scale >= precision ? 2 : 1) : 0);
        if (plain > SHORT) {
            long exponent = precision - 1 - scale;
            long sci = (value.signum() < 0 ? 1 : 0) + precision + (precision > 1 ? 1 : 0) + 2 + Long.toString(Math.abs(exponent)).length();
            if (sci < plain) return scientific(value);
        }
        return value.toPlainString();
    }

    /** Up to this many chars the plain form is kept whatever its length ({@code 0.001} is not {@code 1E-3}). */
    static final int SHORT = 24;

    /**
     * {@code d.dddE±n} from the unscaled digits, in long arithmetic: {@link BigDecimal#toString()}
     * fails with an ArithmeticException when the exponent leaves the int range (a scale of
     * {@code Integer.MIN_VALUE}). Reads back to an equal value with the same scale.
     */
    static String scientific(BigDecimal value) {
        String digits = value.unscaledValue().abs().toString();
        long exponent = digits.length() - 1 - (long) value.scale();
        StringBuilder sb = new StringBuilder(digits.length() + 24);
        if (value.signum() < 0) sb.append('-');
        sb.append(digits.charAt(0));
        if (digits.length() > 1) sb.append('.').append(digits, 1, digits.length());
        sb.append('E').append(exponent < 0 ? '-' : '+').append(Math.abs(exponent));
        return sb.toString();
    }
}
