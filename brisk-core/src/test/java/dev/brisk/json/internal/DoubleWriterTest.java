package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DoubleWriterTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
            "0|0", "-0.0|-0", "1|1", "-1|-1", "123|123", "1.5|1.5", "-1.5|-1.5", "0.1|0.1",
            "100|100", "1e20|100000000000000000000", "1e21|1e+21", "1.5e21|1.5e+21", "123e20|1.23e+22",
            "0.000001|0.000001", "0.0000015|0.0000015", "1e-7|1e-7", "1.5e-7|1.5e-7", "1.25e-7|1.25e-7",
            "0.3|0.3", "0.30000000000000004|0.30000000000000004", "123456789012|123456789012",
            "1.7976931348623157e308|1.7976931348623157e+308", "4.9e-324|5e-324", "2.2250738585072014e-308|2.2250738585072014e-308",
            "9007199254740993|9007199254740992", "12345.678|12345.678", "0.001|0.001", "1e100|1e+100",
            "1.2345678901234567e-5|0.000012345678901234568", "-1e-300|-1e-300"})
    void writesDoublesInEcmaScriptLayout(double value, String expected) {
        assertEquals(expected, DoubleWriter.toString(value, false));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
            "0|0.0", "-0.0|-0.0", "1|1.0", "123|123.0", "1.5|1.5", "1e7|1.0E7", "9999999|9999999.0",
            "0.001|0.001", "0.0001|1.0E-4", "1e21|1.0E21", "1.5e-7|1.5E-7", "1.7976931348623157e308|1.7976931348623157E308",
            "4.9e-324|4.9E-324", "123456.5|123456.5", "-1e-300|-1.0E-300"})
    void writesDoublesInJavaLayout(double value, String expected) {
        assertEquals(expected, DoubleWriter.toString(value, true));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
            "0|0", "1|1", "0.1|0.1", "1.5|1.5", "3.4028235e38|3.4028235e+38", "1.4e-45|1e-45",
            "16777216|16777216", "1e-7|1e-7", "0.33333334|0.33333334", "1e10|10000000000"})
    void writesFloatsInEcmaScriptLayout(float value, String expected) {
        assertEquals(expected, DoubleWriter.toString(value, false));
    }

    @Property(tries = 3000)
    void everyFiniteDoubleReadsBackExactly(@ForAll long bits) {
        double d = Double.longBitsToDouble(bits);
        if (!Double.isFinite(d)) return;
        for (boolean java : new boolean[] {false, true}) {
            String text = DoubleWriter.toString(d, java);
            assertTrue(NumberGrammar.isValid(text), text);
            assertEquals(bits, Double.doubleToRawLongBits(Double.parseDouble(text)), text);
        }
    }

    @Property(tries = 3000)
    void everyFiniteFloatReadsBackExactly(@ForAll int bits) {
        float f = Float.intBitsToFloat(bits);
        if (!Float.isFinite(f)) return;
        for (boolean java : new boolean[] {false, true}) {
            String text = DoubleWriter.toString(f, java);
            assertTrue(NumberGrammar.isValid(text), text);
            assertEquals(bits, Float.floatToRawIntBits(Float.parseFloat(text)), text);
        }
    }

    /** Print with Brisk, read with Brisk: the same bits, for both layouts and both array types. */
    static void assertRoundTrip(double d) {
        for (boolean java : new boolean[] {false, true}) {
            String text = DoubleWriter.toString(d, java);
            double back = DoubleParser.parseDouble(text.getBytes(StandardCharsets.US_ASCII), 0, text.length());
            assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(back), text);
        }
    }

    static void assertRoundTrip(float f) {
        for (boolean java : new boolean[] {false, true}) {
            String text = DoubleWriter.toString(f, java);
            float back = DoubleParser.parseFloat(text.getBytes(StandardCharsets.US_ASCII), 0, text.length());
            assertEquals(Float.floatToRawIntBits(f), Float.floatToRawIntBits(back), text);
        }
    }

    @Property(tries = 5000)
    void randomDoubleBitPatternsRoundTripThroughBriskAlone(@ForAll long bits) {
        double d = Double.longBitsToDouble(bits);
        if (Double.isFinite(d)) assertRoundTrip(d);
    }

    @Property(tries = 5000)
    void randomFloatBitPatternsRoundTripThroughBriskAlone(@ForAll int bits) {
        float f = Float.intBitsToFloat(bits);
        if (Float.isFinite(f)) assertRoundTrip(f);
    }

    @Test
    void extremesPowersAndSubnormalsRoundTripThroughBriskAlone() {
        for (double d : new double[] {Double.MIN_VALUE, -Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE,
                Double.MIN_NORMAL, Math.nextDown(Double.MIN_NORMAL), 0.0, -0.0}) {
            assertRoundTrip(d);
        }
        for (int e = -1074; e <= 1023; e++) {
            double p = Math.scalb(1.0, e);
            assertRoundTrip(p);
            assertRoundTrip(Math.nextUp(p));
            assertRoundTrip(Math.nextDown(p));
        }
        for (int e = -323; e <= 308; e++) {
            double p = Double.parseDouble("1e" + e);
            assertRoundTrip(p);
            assertRoundTrip(Math.nextUp(p));
            assertRoundTrip(Math.nextDown(p));
        }
        for (int i = 1; i < 5000; i++) assertRoundTrip(Double.MIN_VALUE * i);
        for (float f : new float[] {Float.MIN_VALUE, Float.MAX_VALUE, Float.MIN_NORMAL, -0.0f, 0.0f}) assertRoundTrip(f);
        for (int e = -149; e <= 127; e++) {
            float p = Math.scalb(1.0f, e);
            assertRoundTrip(p);
            assertRoundTrip(Math.nextUp(p));
            assertRoundTrip(Math.nextDown(p));
        }
        for (int e = -45; e <= 38; e++) assertRoundTrip(Float.parseFloat("1e" + e));
        for (int i = 1; i < 5000; i++) assertRoundTrip(Float.MIN_VALUE * i);
    }

    @Test
    void writesIntoTheBufferAtThePositionGivenAndLeavesWhatCameBeforeAlone() {
        byte[] buf = new byte[40];
        java.util.Arrays.fill(buf, (byte) 'x');
        int end = DoubleWriter.writeDouble(buf, 5, -1.5e-300, false);
        assertEquals("xxxxx-1.5e-300", new String(buf, 0, end, java.nio.charset.StandardCharsets.ISO_8859_1));
    }

    /**
     * Digits are stored a word at a time, so bytes past the text (within the 32 bytes of room)
     * may change: the text is still exact, nothing before the position changes, and nothing is
     * stored past the room (a buffer that ends there would throw).
     */
    @Property(tries = 5000)
    void staysWithinItsRoomAndBeforeItNothingChanges(@ForAll long bits, @ForAll boolean javaLayout, @ForAll boolean asFloat) {
        double d = Double.longBitsToDouble(bits);
        float f = (float) d;
        if (asFloat ? !Float.isFinite(f) : !Double.isFinite(d)) return;
        for (int pos = 0; pos < 9; pos++) {
            byte[] buf = new byte[pos + 32];
            java.util.Arrays.fill(buf, (byte) 'x');
            int end = asFloat ? DoubleWriter.writeFloat(buf, pos, f, javaLayout) : DoubleWriter.writeDouble(buf, pos, d, javaLayout);
            String expected = asFloat ? DoubleWriter.toString(f, javaLayout) : DoubleWriter.toString(d, javaLayout);
            assertEquals("x".repeat(pos) + expected, new String(buf, 0, end, java.nio.charset.StandardCharsets.ISO_8859_1));
        }
    }

    /** The word-store digit writer against Long.toString, at every digit count and offset. */
    @Property(tries = 3000)
    void digitGroupsMatchLongToString(@ForAll long bits) {
        long s = Math.floorMod(bits, 999_999_999_999_999_999L) + 1;
        for (long v = s; v > 0; v /= 10) {
            String expected = Long.toString(v);
            for (int pos = 0; pos < 3; pos++) {
                byte[] buf = new byte[pos + 20];
                int end = DecimalLayout.digits(buf, pos, v, expected.length());
                assertEquals(pos + expected.length(), end);
                assertEquals(expected, new String(buf, pos, expected.length(), java.nio.charset.StandardCharsets.ISO_8859_1));
            }
        }
    }

    /**
     * The shortest-and-closest property, checked with exact arithmetic: the text reads back to
     * the value; no decimal with fewer significant digits reads back (the two nearest ones at
     * each shorter length do not); and no other decimal of the same length that reads back is
     * closer to the value.
     */
    static void assertShortestAndClosest(double v, String text) {
        double abs = Math.abs(v);
        BigDecimal written = new BigDecimal(text).abs();
        assertEquals(abs, written.doubleValue(), text);
        BigDecimal exact = new BigDecimal(abs);
        int length = written.stripTrailingZeros().precision();
        if (length > 1) {
            MathContext shorter = new MathContext(length - 1, RoundingMode.FLOOR);
            assertTrue(exact.round(shorter).doubleValue() != abs, "shorter below reads back: " + text);
            shorter = new MathContext(length - 1, RoundingMode.CEILING);
            assertTrue(exact.round(shorter).doubleValue() != abs, "shorter above reads back: " + text);
        }
        BigDecimal distance = written.subtract(exact).abs();
        for (RoundingMode mode : new RoundingMode[] {RoundingMode.FLOOR, RoundingMode.CEILING}) {
            BigDecimal other = exact.round(new MathContext(length, mode));
            if (other.doubleValue() == abs) {
                assertTrue(distance.compareTo(other.subtract(exact).abs()) <= 0, "closer: " + other + " than " + text);
            }
        }
    }

    static void assertShortestAndClosest(float v, String text) {
        float abs = Math.abs(v);
        BigDecimal written = new BigDecimal(text).abs();
        assertEquals(abs, written.floatValue(), text);
        BigDecimal exact = new BigDecimal(abs);
        int length = written.stripTrailingZeros().precision();
        if (length > 1) {
            assertTrue(exact.round(new MathContext(length - 1, RoundingMode.FLOOR)).floatValue() != abs, text);
            assertTrue(exact.round(new MathContext(length - 1, RoundingMode.CEILING)).floatValue() != abs, text);
        }
        BigDecimal distance = written.subtract(exact).abs();
        for (RoundingMode mode : new RoundingMode[] {RoundingMode.FLOOR, RoundingMode.CEILING}) {
            BigDecimal other = exact.round(new MathContext(length, mode));
            if (other.floatValue() == abs) assertTrue(distance.compareTo(other.subtract(exact).abs()) <= 0, text);
        }
    }

    @Property(tries = 3000)
    void doublesAreWrittenShortestAndClosest(@ForAll long bits) {
        double d = Double.longBitsToDouble(bits);
        if (!Double.isFinite(d) || d == 0) return;
        assertShortestAndClosest(d, DoubleWriter.toString(d, false));
    }

    @Property(tries = 3000)
    void floatsAreWrittenShortestAndClosest(@ForAll int bits) {
        float f = Float.intBitsToFloat(bits);
        if (!Float.isFinite(f) || f == 0) return;
        assertShortestAndClosest(f, DoubleWriter.toString(f, false));
    }

    @Test
    void specialValuesAreWrittenShortestAndClosest() {
        Random r = new Random(5);
        for (int i = 0; i < 2000; i++) {
            // subnormals, the smallest ones, powers of two and ten, binade boundaries
            double sub = Double.longBitsToDouble(r.nextLong() & 0x000F_FFFF_FFFF_FFFFL);
            double pow2 = Math.scalb(1.0, r.nextInt(2098) - 1074);
            double pow10 = Double.parseDouble("1e" + (r.nextInt(632) - 323));
            for (double d : new double[] {sub, pow2, Math.nextDown(pow2), pow10, Math.nextUp(pow10),
                    Double.MIN_VALUE * (1 + i % 20), Double.MIN_NORMAL, Double.MAX_VALUE}) {
                if (d == 0) continue;
                assertShortestAndClosest(d, DoubleWriter.toString(d, false));
                assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(Double.parseDouble(DoubleWriter.toString(d, true))));
            }
            float fsub = Float.intBitsToFloat(r.nextInt() & 0x007F_FFFF);
            float fpow2 = Math.scalb(1.0f, r.nextInt(277) - 149);
            for (float f : new float[] {fsub, fpow2, Math.nextDown(fpow2), Float.MIN_VALUE * (1 + i % 20), Float.MIN_NORMAL, Float.MAX_VALUE}) {
                if (f == 0) continue;
                assertShortestAndClosest(f, DoubleWriter.toString(f, false));
            }
        }
    }

    @Test
    void matchesEcmaScriptNumberToStringOnAReferenceTableMadeWithNode() throws Exception {
        // ecmascript-doubles.tsv: bit patterns and String(x) from node (ecmascript-doubles.js)
        int checked = 0;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                getClass().getResourceAsStream("ecmascript-doubles.tsv"), StandardCharsets.US_ASCII))) {
            for (String line; (line = in.readLine()) != null; ) {
                int tab = line.indexOf('\t');
                long bits = Long.parseUnsignedLong(line.substring(0, tab), 16);
                String expected = bits == Long.MIN_VALUE ? "-0" : line.substring(tab + 1); // our one deliberate difference
                assertEquals(expected, DoubleWriter.toString(Double.longBitsToDouble(bits), false), line);
                checked++;
            }
        }
        assertTrue(checked > 6000, "table read: " + checked);
    }

    @Test
    void javaLayoutMatchesDoubleAndFloatToStringOfJdk19AndLater() {
        assumeTrue(Runtime.version().feature() >= 19, "Double.toString is shortest from JDK 19 on");
        Random r = new Random(19);
        for (int i = 0; i < 20_000; i++) {
            double d = Double.longBitsToDouble(r.nextLong());
            if (Double.isFinite(d)) assertEquals(Double.toString(d), DoubleWriter.toString(d, true));
            float f = Float.intBitsToFloat(r.nextInt());
            if (Float.isFinite(f)) assertEquals(Float.toString(f), DoubleWriter.toString(f, true));
        }
    }

    @Test
    void javaLayoutMatchesTheJdkOnTheSmallestSubnormals() {
        assumeTrue(Runtime.version().feature() >= 19, "Double.toString is shortest from JDK 19 on");
        for (int i = 1; i < 200; i++) {
            assertEquals(Double.toString(Double.MIN_VALUE * i), DoubleWriter.toString(Double.MIN_VALUE * i, true));
            assertEquals(Float.toString(Float.MIN_VALUE * i), DoubleWriter.toString(Float.MIN_VALUE * i, true));
        }
    }

    /**
     * Decimals of at most 15 significant digits (6 for floats) are their own shortest text, so
     * the digits written must be exactly theirs: checks the trailing zeros that the layout strips
     * from Schubfach's 16- or 17-digit significand, for every count of them (0 to 17) and every
     * place of the decimal point.
     */
    @Test
    void shortDecimalsAreWrittenWithExactlyTheirDigits() {
        Random random = new Random(42);
        long[] fixed = {1, 5, 9, 12, 885, 1001, 123456789, 100000001, 999999999999999L, 100000000000001L};
        for (int e = -30; e <= 30; e++) {
            for (int i = 0; i < 40; i++) {
                long m = i < fixed.length ? fixed[i] : 1 + (long) (random.nextDouble() * Math.pow(10, 1 + random.nextInt(15)));
                if (m >= 1_000_000_000_000_000L) continue;
                BigDecimal decimal = new BigDecimal(m).scaleByPowerOfTen(e);
                double d = decimal.doubleValue();
                for (boolean java : new boolean[] {false, true}) {
                    String text = DoubleWriter.toString(d, java);
                    assertEquals(0, new BigDecimal(text).compareTo(decimal), m + "e" + e + " -> " + text);
                    assertEquals(new BigDecimal(text).stripTrailingZeros().precision(), decimal.stripTrailingZeros().precision(), text);
                }
                if (m < 1_000_000 && Math.abs(e) < 30) {
                    float f = decimal.floatValue();
                    assertEquals(0, new BigDecimal(DoubleWriter.toString(f, false)).compareTo(decimal), m + "e" + e + " (float)");
                }
            }
        }
        // the most zeros a significand can bring: a single digit times a power of ten
        for (int digit = 1; digit <= 9; digit++) {
            for (int z = -22; z <= 22; z++) {
                BigDecimal decimal = BigDecimal.valueOf(digit).scaleByPowerOfTen(z);
                for (boolean java : new boolean[] {false, true}) {
                    BigDecimal written = new BigDecimal(DoubleWriter.toString(decimal.doubleValue(), java));
                    assertEquals(0, written.compareTo(decimal), digit + "e" + z);
                    assertEquals(1, written.stripTrailingZeros().precision(), digit + "e" + z);
                }
            }
        }
    }

    @Test
    void scalingHelpersAreExactOverTheirRange() {
        for (int q = -1100; q <= 1100; q++) {
            // floor(q log10 2) is the largest k with 10^k <= 2^q
            assertEquals(floorLog10OfPow2(q, 1, 1), Schubfach.flog10pow2(q), "q=" + q);
            assertEquals(floorLog10OfPow2(q, 3, 4), Schubfach.flog10threeQuartersPow2(q), "3/4 q=" + q);
        }
        for (int e = -400; e <= 400; e++) {
            // floor(e log2 10) is the largest p with 2^p <= 10^e
            BigDecimal ten = BigDecimal.TEN.pow(Math.abs(e), MathContext.UNLIMITED);
            BigDecimal v = e >= 0 ? ten : BigDecimal.ONE.divide(ten);
            int p = Schubfach.flog2pow10(e);
            assertTrue(pow2(p).compareTo(v) <= 0 && pow2(p + 1).compareTo(v) > 0, "e=" + e);
        }
    }

    private static int floorLog10OfPow2(int q, int num, int den) {
        BigDecimal v = pow2(q).multiply(BigDecimal.valueOf(num)).divide(BigDecimal.valueOf(den));
        int k = v.precision() - v.scale() - 1; // exponent of the leading digit
        return k;
    }

    private static BigDecimal pow2(int p) {
        return p >= 0 ? new BigDecimal(java.math.BigInteger.ONE.shiftLeft(p))
                : BigDecimal.ONE.divide(new BigDecimal(java.math.BigInteger.ONE.shiftLeft(-p)));
    }
}
