package dev.brisk.json.internal;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Finds the shortest decimal that reads back to a given nonzero finite double or float and hands
 * it to {@link DecimalLayout}. (Slow stand-in that tries precisions with BigDecimal; replaced by
 * Schubfach.)
 */
final class ShortestDecimal {
    private ShortestDecimal() {}

    static int writeDouble(byte[] buf, int pos, boolean negative, double v, boolean javaLayout) {
        BigDecimal exact = new BigDecimal(Math.abs(v));
        for (int p = javaLayout ? 2 : 1; ; p++) {
            BigDecimal d = exact.round(new MathContext(p, RoundingMode.HALF_EVEN));
            if (d.doubleValue() == Math.abs(v)) {
                return DecimalLayout.write(buf, pos, negative, d.unscaledValue().longValueExact(), -d.scale(), javaLayout);
            }
        }
    }

    static int writeFloat(byte[] buf, int pos, boolean negative, float v, boolean javaLayout) {
        BigDecimal exact = new BigDecimal(Math.abs(v));
        for (int p = javaLayout ? 2 : 1; ; p++) {
            BigDecimal d = exact.round(new MathContext(p, RoundingMode.HALF_EVEN));
            if (d.floatValue() == Math.abs(v)) {
                return DecimalLayout.write(buf, pos, negative, d.unscaledValue().longValueExact(), -d.scale(), javaLayout);
            }
        }
    }
}
