package dev.brisk.json.internal;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Writes {@link BigInteger} and {@link BigDecimal} values exactly as JSON number text.
 *
 * <p>A BigInteger is written in plain digits. A BigDecimal keeps its exact value and scale: it is
 * written plain ({@code 1000}, {@code 1.50}, {@code 0.0001}) unless the plain form would pad more
 * than {@value #MAX_PADDING} zeros that are not in the unscaled value ({@code 1E+1000},
 * {@code 1E-1000}); those are written in scientific notation with {@code E}, as
 * {@link BigDecimal#toString()} does ({@code 1.5E+300}). Both forms are valid JSON and read back
 * with {@code new BigDecimal(text)} to an equal value with the same scale — except that the plain
 * form of a negative scale ({@code 1E+3} written {@code 1000}) reads back with scale 0.
 */
public final class BigNumberWriter {
    private BigNumberWriter() {}

    /** Zeros the plain form may add beyond the unscaled digits before scientific notation wins. */
    static final int MAX_PADDING = 20;

    public static String toJson(BigInteger value) {
        return value.toString();
    }

    public static String toJson(BigDecimal value) {
        int scale = value.scale();
        int padding = scale < 0 ? -scale : Math.max(0, scale - value.precision());
        if (padding <= MAX_PADDING) return value.toPlainString();
        return value.toString();
    }
}
