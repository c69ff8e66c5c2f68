package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The one parser of short plain number text: what it takes, what it refuses, wherever the text sits. */
class PlainNumbersTest {
    private static final long NOT = PlainNumbers.NOT_PLAIN;

    /** The text at offset 3 of an array with a byte after it: the word-at-a-time path. */
    private static long packed(String text) {
        byte[] b = ("[[[" + text + ",        ").getBytes(StandardCharsets.US_ASCII);
        return PlainNumbers.packed(b, 3, 3 + text.length());
    }

    private static long integer(String text) {
        byte[] b = ("[[[" + text + ",        ").getBytes(StandardCharsets.US_ASCII);
        return PlainNumbers.integer(b, 3, 3 + text.length());
    }

    private static long pack(long unscaled, int scale) {
        return unscaled << 5 | scale;
    }

    @Test
    void packsIntegersAndPlainDecimalsOfUpToSeventeenDigits() {
        assertEquals(pack(0, 0), packed("0"));
        assertEquals(pack(-7, 0), packed("-7"));
        assertEquals(pack(0, 3), packed("0.000"));
        assertEquals(pack(-65_613_616_999_999_977L, 15), packed("-65.613616999999977"));
        assertEquals(pack(99_999_999_999_999_999L, 0), packed("99999999999999999"));
        assertEquals(pack(1_234_567_890_123_456L, 16), packed("0.1234567890123456"));
        assertEquals(pack(12_345_678_901_234_567L, 16), packed("1.2345678901234567"));
        // a zero integer part is no digit of the value: up to 18 fraction digits below 10^17
        assertEquals(pack(12_345_678_901_234_567L, 17), packed("0.12345678901234567"));
        assertEquals(pack(-63_683_778_047_600_004L, 18), packed("-0.063683778047600004"));
        assertEquals(-65_613_616_999_999_977L, PlainNumbers.unscaled(packed("-65.613616999999977")));
        assertEquals(15, PlainNumbers.scale(packed("-65.613616999999977")));
    }

    @Test
    void packedRefusesExponentsNegativeZeroAndMoreThanSeventeenDigits() {
        for (String text : List.of("-0", "-0.0", "-0.000", "1e5", "1E+5", "-1.5e-7", "0e0",
                "123456789012345678", "0.123456789012345678", "0.100000000000000000", "0.0000000000000000001", "12345678.9012345678", "12345678901234567890")) {
            assertEquals(NOT, packed(text), text);
        }
    }

    @Test
    void readsPlainIntegersOfUpToEighteenDigits() {
        assertEquals(0, integer("0"));
        assertEquals(0, integer("-0"));
        assertEquals(42, integer("42"));
        assertEquals(999_999_999_999_999_999L, integer("999999999999999999"));
        assertEquals(-999_999_999_999_999_999L, integer("-999999999999999999"));
        assertEquals(505_874_924_095_815_681L, integer("505874924095815681")); // a tweet id
    }

    @Test
    void integerRefusesFractionsExponentsAndNineteenDigits() {
        for (String text : List.of("1.5", "1.0", "-0.0", "1e2", "1E2", "1e+2", "-1.0e10",
                "1234567890123456789", "-9223372036854775808", "", "-")) {
            assertEquals(NOT, integer(text), text);
        }
    }

    /** Number texts of every shape both forms must take or refuse. */
    private static List<String> texts() {
        List<String> t = new ArrayList<>(List.of(
                "0", "-0", "0.0", "-0.0", "-0.000", "1", "-1", "9", "10", "12345678", "123456789",
                "1234567890123456", "12345678901234567", "-12345678901234567", "123456789012345678",
                "1234567890123456789", "99999999999999999", "0.1", "0.00000001", "0.12345678901234567",
                "0.123456789012345678", "-65.613616999999977", "-0.0636837780476", "2.34647130966",
                "1e5", "1E+5", "-1.5e-7", "12345678.9", "1234567.89012345", "100000000", "-100000000.5",
                "0.063683778047600004", "-0.063683778047600004", "0.099999999999999999", "-0.000000000000000001",
                "0.100000000000000000", "0.0000000000000000001", "-0.0000000000000000000", "0.000000000000000000"));
        Random r = new Random(42);
        for (int k = 0; k < 4000; k++) t.add(randomText(r));
        return t;
    }

    private static String randomText(Random r) {
        StringBuilder s = new StringBuilder();
        if (r.nextBoolean()) s.append('-');
        int intDigits = 1 + r.nextInt(19);
        s.append(r.nextInt(4) == 0 ? '0' : (char) ('1' + r.nextInt(9)));
        if (s.charAt(s.length() - 1) != '0') for (int i = 1; i < intDigits; i++) s.append((char) ('0' + r.nextInt(10)));
        if (r.nextInt(3) > 0) {
            s.append('.');
            int frac = 1 + r.nextInt(18);
            for (int i = 0; i < frac; i++) s.append((char) ('0' + r.nextInt(10)));
        }
        if (r.nextInt(10) == 0) s.append(r.nextBoolean() ? "e" : "E-").append(r.nextInt(300));
        return s.toString();
    }

    @Test
    void wordAtATimeParsingAgreesWithTheByteLoopWhereverTheTextSits() {
        String[] after = {"", ",", "]", "}", " ", "1234567890123", "e", ".5"};
        for (String text : texts()) {
            byte[] plain = text.getBytes(StandardCharsets.US_ASCII);
            long expectedPacked = PlainNumbers.packedByBytes(plain, 0, plain.length);
            long expectedInteger = PlainNumbers.integer(plain, 0, plain.length); // the byte loop: no room for a word
            for (String tail : after) {
                for (int lead = 0; lead < 9; lead++) {
                    // text at offset lead, followed by tail: near the array's end and far from it
                    byte[] b = ("[".repeat(lead) + text + tail).getBytes(StandardCharsets.US_ASCII);
                    String where = text + " at " + lead + " before '" + tail + "'";
                    assertEquals(expectedPacked, PlainNumbers.packed(b, lead, lead + plain.length), where);
                    assertEquals(expectedInteger, PlainNumbers.integer(b, lead, lead + plain.length), where);
                }
            }
        }
    }

    @Property(tries = 3000)
    void packedAgreesWithBigDecimal(@ForAll("plainOrNot") String text) {
        BigDecimal d = new BigDecimal(text);
        boolean negativeZero = text.startsWith("-") && d.signum() == 0;
        boolean plain = !text.contains("e") && !text.contains("E") && !negativeZero;
        boolean zeroInteger = text.startsWith("0.") || text.startsWith("-0.");
        boolean fits = plain && (digitCount(text) <= 17
                || zeroInteger && d.scale() <= 18 && d.unscaledValue().abs().compareTo(java.math.BigInteger.TEN.pow(17)) < 0);
        long p = packed(text);
        if (!fits) {
            assertEquals(NOT, p, text);
            return;
        }
        assertEquals(d.scale(), PlainNumbers.scale(p), text);
        assertEquals(d.unscaledValue().longValueExact(), PlainNumbers.unscaled(p), text);
        assertEquals(0, BigDecimal.valueOf(PlainNumbers.unscaled(p), PlainNumbers.scale(p)).compareTo(d), text);
    }

    @Property(tries = 3000)
    void integerAgreesWithBigDecimal(@ForAll("plainOrNot") String text) {
        boolean integral = !text.contains(".") && !text.contains("e") && !text.contains("E");
        long v = integer(text);
        if (!integral || digitCount(text) > 18) {
            assertEquals(NOT, v, text);
        } else {
            assertEquals(new BigDecimal(text).longValueExact(), v, text);
            assertEquals(Long.parseLong(text), v, text);
        }
    }

    /** Every digit of the text before any exponent, leading zeros too. */
    private static int digitCount(String text) {
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == 'e' || c == 'E') break;
            if (c >= '0' && c <= '9') n++;
        }
        return n;
    }

    /** Valid JSON number text: mostly plain, around the 17 and 18 digit bounds, some with exponents. */
    @Provide
    Arbitrary<String> plainOrNot() {
        Arbitrary<String> sign = Arbitraries.of("", "-");
        Arbitrary<String> intPart = Arbitraries.oneOf(Arbitraries.just("0"),
                Combinators.combine(Arbitraries.integers().between(1, 9),
                        Arbitraries.strings().numeric().ofMinLength(0).ofMaxLength(19)).as((d, s) -> d + s));
        Arbitrary<String> frac = Arbitraries.oneOf(Arbitraries.just(""),
                Arbitraries.strings().numeric().ofMinLength(1).ofMaxLength(18).map(s -> "." + s));
        Arbitrary<String> exp = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(8, Arbitraries.just("")),
                net.jqwik.api.Tuple.of(1, Arbitraries.integers().between(-30, 30).map(e -> "e" + e)),
                net.jqwik.api.Tuple.of(1, Arbitraries.integers().between(0, 30).map(e -> "E+" + e)));
        return Combinators.combine(sign, intPart, frac, exp).as((s, i, f, e) -> s + i + f + e);
    }
}
