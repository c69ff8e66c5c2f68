package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * DecimalLayout strips the trailing zeros of a significand by counting them (trailing zero bits,
 * then multiply-by-inverse tests of 5^z) rather than dividing by ten per zero: the text must be
 * exactly what the significand stripped by division lays out, for every count of zeros (0-18),
 * every significand length and exponents across both layouts' thresholds.
 */
class DecimalLayoutStripTest {
    private static String layout(long s, int e, boolean java) {
        byte[] b = new byte[64];
        int n = DecimalLayout.write(b, 0, false, s, e, java);
        return new String(b, 0, n, StandardCharsets.US_ASCII);
    }

    @Test
    void strippingEqualsTheDivisionLoop() {
        Random r = new Random(1);
        for (int t = 0; t < 400_000; t++) {
            long m = 1 + (long) (r.nextDouble() * Math.pow(10, 1 + r.nextInt(18)));
            if (r.nextInt(4) == 0) m = 1 + r.nextInt(9);
            int z = r.nextInt(19);
            long s = m;
            for (int k = 0; k < z && s <= Long.MAX_VALUE / 10; k++) s *= 10;
            if (s <= 0) continue;
            long ref = s;
            int e = r.nextInt(700) - 350;
            int re = e;
            while (ref % 10 == 0) { ref /= 10; re++; }
            for (boolean java : new boolean[] {false, true}) {
                String a = layout(s, e, java);
                String b = layout(ref, re, java);
                assertEquals(b, a, s + "e" + e);
            }
            assertEquals(0, new BigDecimal(layout(s, e, false)).compareTo(BigDecimal.valueOf(s).scaleByPowerOfTen(e)), s + "e" + e);
        }
    }

    @Test
    void randomDoublesAndFloatsReadBack() {
        Random r = new Random(2);
        for (int t = 0; t < 200_000; t++) {
            double d = Double.longBitsToDouble(r.nextLong());
            if (!Double.isFinite(d)) continue;
            for (boolean java : new boolean[] {false, true}) {
                String s = DoubleWriter.toString(d, java);
                assertEquals(d == 0 ? 0.0 : d, Double.parseDouble(s) == 0 ? 0.0 : Double.parseDouble(s), s);
            }
            float f = Float.intBitsToFloat(r.nextInt());
            if (!Float.isFinite(f)) continue;
            String s = DoubleWriter.toString(f, false);
            assertEquals(f == 0 ? 0f : f, Float.parseFloat(s) == 0 ? 0f : Float.parseFloat(s), s);
        }
    }
}
