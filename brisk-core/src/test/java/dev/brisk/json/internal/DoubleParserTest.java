package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DoubleParserTest {

    static double parseDouble(String s) {
        double fromBytes = DoubleParser.parseDouble(Ascii.padded(s), Ascii.PAD, Ascii.PAD + s.length());
        return fromBytes;
    }

    static float parseFloat(String s) {
        float fromBytes = DoubleParser.parseFloat(Ascii.padded(s), Ascii.PAD, Ascii.PAD + s.length());
        return fromBytes;
    }

    /** The reference: exact decimal value rounded by the JDK (correctly rounded on JDK 17+). */
    static void assertLikeBigDecimal(String s) {
        BigDecimal exact = new BigDecimal(s);
        double expected = exact.doubleValue();
        if (s.startsWith("-") && expected == 0) expected = -0.0;
        assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(parseDouble(s)), s);
        float expectedFloat = exact.floatValue();
        if (s.startsWith("-") && expectedFloat == 0) expectedFloat = -0.0f;
        assertEquals(Float.floatToRawIntBits(expectedFloat), Float.floatToRawIntBits(parseFloat(s)), "float " + s);
    }

    /** An independent check of correct rounding: within half an ulp, ties to even. */
    static void assertCorrectlyRounded(String s, double d) {
        BigDecimal x = new BigDecimal(s).abs();
        double m = Math.abs(d);
        if (Double.isInfinite(m)) {
            BigDecimal limit = new BigDecimal(Double.MAX_VALUE).add(new BigDecimal(Math.ulp(Double.MAX_VALUE)).multiply(new BigDecimal("0.5")));
            assertTrue(x.compareTo(limit) >= 0, s);
            return;
        }
        BigDecimal here = new BigDecimal(m);
        BigDecimal next = m == Double.MAX_VALUE ? new BigDecimal(BigInteger.ONE.shiftLeft(1024)) : new BigDecimal(Math.nextUp(m));
        BigDecimal halfUlpUp = next.subtract(here).multiply(new BigDecimal("0.5"));
        BigDecimal halfUlpDown = m == 0 ? BigDecimal.ZERO : here.subtract(new BigDecimal(Math.nextDown(m))).multiply(new BigDecimal("0.5"));
        int up = x.compareTo(here.add(halfUlpUp));
        int down = x.compareTo(here.subtract(halfUlpDown));
        boolean even = (Double.doubleToRawLongBits(m) & 1) == 0;
        assertTrue(up < 0 || (up == 0 && even), "too small: " + s + " -> " + d);
        assertTrue(down > 0 || (down == 0 && even) || m == 0, "too large: " + s + " -> " + d);
    }

    /** A random JSON number: up to {@code maxDigits} digits, a point anywhere, any exponent. */
    static String randomNumber(Random r, int maxDigits) {
        int n = 1 + (r.nextInt(4) == 0 ? r.nextInt(maxDigits) : r.nextInt(Math.min(maxDigits, 25)));
        StringBuilder digits = new StringBuilder();
        for (int i = 0; i < n; i++) digits.append((char) ('0' + r.nextInt(10)));
        while (digits.length() > 1 && digits.charAt(0) == '0') digits.deleteCharAt(0);
        StringBuilder sb = new StringBuilder();
        if (r.nextBoolean()) sb.append('-');
        int point = r.nextInt(digits.length() + 1);
        if (point == 0 || digits.charAt(0) == '0') {
            sb.append(digits.charAt(0));
            if (digits.length() > 1) sb.append('.').append(digits, 1, digits.length());
        } else {
            sb.append(digits, 0, point);
            if (point < digits.length()) sb.append('.').append(digits, point, digits.length());
        }
        if (r.nextInt(5) != 0) {
            sb.append(r.nextBoolean() ? 'e' : 'E');
            // exponents across the whole range of doubles, beyond it, and around the subnormals
            int e = r.nextInt(3) == 0 ? r.nextInt(700) - 350 : r.nextInt(60) - 30;
            if (r.nextInt(10) == 0) e = -320 - r.nextInt(30) - n;
            e -= r.nextInt(4) == 0 ? 0 : (digits.length() - point);
            sb.append(e < 0 ? "-" : r.nextBoolean() ? "+" : "").append(Math.abs(e));
        }
        return sb.toString();
    }

    @Test
    void randomDecimalsOfUpTo800DigitsAcrossTheWholeExponentRangeRoundLikeBigDecimal() {
        Random r = new Random(2024);
        for (int i = 0; i < 30_000; i++) {
            String s = randomNumber(r, 800);
            assertTrue(NumberGrammar.isValid(s), s);
            assertLikeBigDecimal(s);
        }
    }

    @Test
    void randomDecimalsAreCorrectlyRoundedByAnIndependentCheck() {
        Random r = new Random(7);
        for (int i = 0; i < 3_000; i++) {
            String s = randomNumber(r, 60);
            assertCorrectlyRounded(s, parseDouble(s));
        }
    }

    @Test
    void exactMidpointsBetweenDoublesRoundToEvenAndTheirNeighboursRoundAway() {
        Random r = new Random(99);
        for (int i = 0; i < 1_500; i++) {
            double d = Math.abs(Double.longBitsToDouble(r.nextLong()));
            if (i % 3 == 0) d = Double.longBitsToDouble(r.nextLong() & 0x000F_FFFF_FFFF_FFFFL); // subnormal
            if (Double.isNaN(d) || Double.isInfinite(d) || d == Double.MAX_VALUE) continue;
            BigDecimal mid = new BigDecimal(d).add(new BigDecimal(Math.nextUp(d))).multiply(new BigDecimal("0.5"));
            BigDecimal tiny = BigDecimal.ONE.movePointLeft(mid.scale() + 5);
            for (BigDecimal x : new BigDecimal[] {mid, mid.add(tiny), mid.subtract(tiny)}) {
                String s = x.toString();
                assertLikeBigDecimal(s);
                assertCorrectlyRounded(s, parseDouble(s));
            }
        }
    }

    @Test
    void exactMidpointsBetweenFloatsRoundLikeBigDecimal() {
        Random r = new Random(98);
        for (int i = 0; i < 3_000; i++) {
            float f = Math.abs(Float.intBitsToFloat(r.nextInt()));
            if (Float.isNaN(f) || Float.isInfinite(f) || f == Float.MAX_VALUE) continue;
            BigDecimal mid = new BigDecimal(f).add(new BigDecimal(Math.nextUp(f))).multiply(new BigDecimal("0.5"));
            BigDecimal tiny = BigDecimal.ONE.movePointLeft(mid.scale() + 3);
            for (BigDecimal x : new BigDecimal[] {mid, mid.add(tiny), mid.subtract(tiny)}) {
                String s = x.toString();
                assertEquals(Float.floatToRawIntBits(x.floatValue()), Float.floatToRawIntBits(parseFloat(s)), s);
            }
        }
    }

    @Property(tries = 3000)
    void everyDoubleReadsBackFromItsJavaText(@ForAll long bits) {
        double d = Double.longBitsToDouble(bits);
        if (!Double.isFinite(d)) return;
        assertEquals(bits, Double.doubleToRawLongBits(parseDouble(Double.toString(d))));
        String exact = (bits < 0 ? "-" : "") + new BigDecimal(Math.abs(d)).toString();
        assertEquals(bits, Double.doubleToRawLongBits(parseDouble(exact)), exact);
    }

    @Property(tries = 3000)
    void everyFloatReadsBackFromItsJavaText(@ForAll int bits) {
        float f = Float.intBitsToFloat(bits);
        if (!Float.isFinite(f)) return;
        assertEquals(bits, Float.floatToRawIntBits(parseFloat(Float.toString(f))));
        String exact = (bits < 0 ? "-" : "") + new BigDecimal(Math.abs(f)).toString();
        assertEquals(bits, Float.floatToRawIntBits(parseFloat(exact)), exact);
    }

    @Property(tries = 2000)
    void longsReadLikeBigDecimal(@ForAll long v) {
        assertLikeBigDecimal(Long.toString(v));
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-0", "0.0", "-0.0e5", "1", "-1", "0.1", "0.3", "1e22", "1e23", "9007199254740993",
            "9007199254740992.5", "4.9e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
            "2.2250738585072011e-308", "2.2250738585072012e-308", "2.2250738585072014e-308",
            "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "1e309", "1e-400",
            "3.4028235e38", "3.4028236e38", "3.40282356779733661637539395458142568448e38", "1.4e-45", "7e-46", "7.1e-46",
            "1.1754942e-38", "123456789012345678901234567890", "0.000000000000000000000000000000000001",
"7.2057594037927933e16",
            "2.2250738585072011360574097967091319759348195463516456480234261097248222220210769455165295239081350879141491589130396211068700864386945946455276572074078206217433799881410632673292535522868813721490129811224514518898490572223072527e-308",
            "4.4501477170144022721148195934182639518696390927032912960468522194496444440421538910330590478162701758282983178260792422137401728773891892910553144148156412434867599762821265346585071045737627442980259622449029037796981144446145705102663115100318287949527959668236039986479250965780342141637013812613333119898765515451440315261253813266652951306000184917766328660755595837392240989947807556594098101021612198814605258742579179000071675999344145086087205681577915435923018910334964869420614052182892431445797605163650903606514140377217442262561590244668525767372446430075513332450079650686719491377688478005309963967709758965844137894433796621993967316936280457084866613206797017728916080020698679408551343728867675409720757232455434770912461317493580281734466552734375e-308"})
    void boundariesRoundLikeBigDecimal(String s) {
        assertLikeBigDecimal(s);
        assertCorrectlyRounded(s, parseDouble(s));
    }

    @Test
    void floatsAreRoundedOnceFromTheTextNotThroughADouble() {
        // 1 + 2^-24 is the midpoint between the floats 1 and 1 + 2^-23. This text is a little above
        // it, but as a double it becomes exactly the midpoint, and a second rounding to float
        // would then go to the even neighbour 1.0f.
        String justAboveMidpoint = "1.0000000596046448";
        assertEquals(1.000000059604644775390625, Double.parseDouble(justAboveMidpoint));
        assertEquals(1.0f, (float) Double.parseDouble(justAboveMidpoint)); // the double-rounding trap
        assertEquals(Math.nextUp(1.0f), parseFloat(justAboveMidpoint));
        assertEquals(1.0f, parseFloat("1.0000000596046447")); // a little below: down
        assertEquals(1.0f, parseFloat("1.000000059604644775390625")); // exactly: to even
    }

    @Test
    void exponentsBeyondAnyRangeSaturate() {
        assertEquals(Double.POSITIVE_INFINITY, parseDouble("1e999999999999999999999"));
        assertEquals(Double.NEGATIVE_INFINITY, parseDouble("-1e999999999999999999999"));
        assertEquals(Float.POSITIVE_INFINITY, parseFloat("1e999999999999999999999"));
        assertEquals(0.0, parseDouble("1e-999999999999999999999"));
        assertEquals(-0.0, parseDouble("-1e-999999999999999999999"));
        assertEquals(0.0, parseDouble("0e999999999999"));
        assertEquals(1.0, parseDouble("0." + "0".repeat(5000) + "1e5001"));
        assertEquals(1.0, parseDouble("1" + "0".repeat(5000) + "e-5000"));
        assertEquals(1.0f, parseFloat("1" + "0".repeat(5000) + "e-5000"));
    }

    @Test
    void aMillionDigitsAreReadCorrectlyAndQuickly() {
        long t0 = System.nanoTime();
        assertEquals(1.0, parseDouble("1." + "0".repeat(1_000_000) + "1"));
        // 2^53 + 1 is a tie between two doubles; a 1 a million digits later breaks it upwards
        String justAboveTie = "9007199254740993." + "0".repeat(1_000_000) + "1";
        assertEquals(9007199254740994.0, parseDouble(justAboveTie));
        assertEquals(9007199254740992.0, parseDouble("9007199254740993." + "0".repeat(1_000_000)));
        assertEquals(9.007199254740994E15f, parseFloat(justAboveTie));
        assertTrue(System.nanoTime() - t0 < 3_000_000_000L, "took too long");
    }
}
