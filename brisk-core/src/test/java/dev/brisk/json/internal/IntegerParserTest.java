package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class IntegerParserTest {

    static long parseLongBytes(String s) {
        return IntegerParser.parseLong(Ascii.padded(s), Ascii.PAD, Ascii.PAD + s.length());
    }

    static int parseIntBytes(String s) {
        return IntegerParser.parseInt(Ascii.padded(s), Ascii.PAD, Ascii.PAD + s.length());
    }

    /** The reference: BigInteger decides whether the text fits, Long/Integer.parseX the value. */
    static void assertLongLikeJdk(String s) {
        BigInteger exact = new BigInteger(s);
        if (exact.bitLength() <= 63) {
            assertEquals(Long.parseLong(s), parseLongBytes(s), s);
        } else {
            NumberRangeException e = assertThrows(NumberRangeException.class, () -> parseLongBytes(s), s);
            assertEquals(s + " is out of long range", e.getMessage());
        }
        if (exact.bitLength() <= 31) {
            assertEquals(Integer.parseInt(s), parseIntBytes(s), s);
        } else {
            NumberRangeException e = assertThrows(NumberRangeException.class, () -> parseIntBytes(s), s);
            assertEquals(s + " is out of int range", e.getMessage());
        }
    }

    @Property(tries = 2000)
    void readsEveryLongLikeTheJdk(@ForAll long v) {
        assertLongLikeJdk(Long.toString(v));
    }

    @Property(tries = 1000)
    void readsEveryIntLikeTheJdk(@ForAll int v) {
        assertLongLikeJdk(Integer.toString(v));
    }

    @Test
    void readsRandomIntegersOfEveryDigitCountFromOneToTwenty() {
        Random random = new Random(42);
        for (int digits = 1; digits <= 20; digits++) {
            for (int trial = 0; trial < 400; trial++) {
                StringBuilder sb = new StringBuilder();
                if (random.nextBoolean()) sb.append('-');
                sb.append((char) ('1' + random.nextInt(9)));
                for (int i = 1; i < digits; i++) sb.append((char) ('0' + random.nextInt(10)));
                assertLongLikeJdk(sb.toString());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-0", "9", "10", "99999999", "100000000", "2147483647", "2147483648",
            "-2147483648", "-2147483649", "4294967296", "9223372036854775807", "9223372036854775808",
            "-9223372036854775808", "-9223372036854775809", "1000000000000000000", "999999999999999999",
            "9999999999999999999", "-9999999999999999999", "10000000000000000000", "12345678901234567890",
            "922337203685477580", "9223372036854775799", "18446744073709551616"})
    void boundariesMatchTheJdk(String s) {
        assertLongLikeJdk(s);
    }

    @Test
    void minusZeroReadsAsZero() {
        assertEquals(0, parseIntBytes("-0"));
        assertEquals(0L, parseLongBytes("-0"));
    }

    @ParameterizedTest
    @CsvSource({"1.0, 1", "1e2, 100", "1E+2, 100", "2.50e1, 25", "-7.000, -7", "1230e-1, 123", "0.0, 0",
            "-0e-5, 0", "0e999999999999999999999, 0", "0.000e-3, 0", "9.223372036854775807e18, 9223372036854775807",
            "-92233720368547758.08e2, -9223372036854775808", "100000000000000000000e-2, 1000000000000000000"})
    void acceptsFractionsAndExponentsThatDenoteAnIntegerInRange(String text, long expected) {
        assertEquals(expected, parseLongBytes(text));
        if (expected == (int) expected) {
            assertEquals((int) expected, parseIntBytes(text));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"1.5", "-0.5", "1e-1", "123.456e2", "1e-999999999999"})
    void rejectsNonIntegersNamingTheText(String text) {
        NumberRangeException e = assertThrows(NumberRangeException.class, () -> parseLongBytes(text));
        assertEquals(text + " is not an integer", e.getMessage());
        assertThrows(NumberRangeException.class, () -> parseIntBytes(text));
    }

    @Test
    void overflowNamesTheRange() {
        assertEquals("3000000000 is out of int range",
                assertThrows(NumberRangeException.class, () -> parseIntBytes("3000000000")).getMessage());
        assertEquals("1e19 is out of long range",
                assertThrows(NumberRangeException.class, () -> parseLongBytes("1e19")).getMessage());
        assertEquals("1e999999999999 is out of long range",
                assertThrows(NumberRangeException.class, () -> parseLongBytes("1e999999999999")).getMessage());
        assertEquals("2.2e9 is out of int range",
                assertThrows(NumberRangeException.class, () -> parseIntBytes("2.2e9")).getMessage());
    }

    @Test
    void longTextsAreShortenedInMessages() {
        String huge = "1" + "0".repeat(999);
        String message = assertThrows(NumberRangeException.class, () -> parseLongBytes(huge)).getMessage();
        assertEquals("1" + "0".repeat(31) + "...(1000 chars) is out of long range", message);
    }

    @Property(tries = 500)
    void exactIntegersWithAFractionOrExponentReadLikeTheirPlainText(
            @ForAll long v, @ForAll @IntRange(min = 0, max = 25) int shift) {
        // v * 10^shift written with the point moved left by shift digits, then "e<shift>"
        String text = v + ".000e0";
        assertEquals(v, parseLongBytes(text));
        String scaled = new java.math.BigDecimal(v).movePointLeft(shift).toPlainString() + "e" + shift;
        if (NumberGrammar.isValid(scaled)) assertEquals(v, parseLongBytes(scaled), scaled);
    }

    @Property(tries = 300)
    void swarDetectsEightDigitsExactly(@ForAll long word) {
        boolean allDigits = true;
        for (int i = 0; i < 8; i++) {
            int c = (int) (word >>> (8 * i)) & 0xFF;
            allDigits &= c >= '0' && c <= '9';
        }
        assertEquals(allDigits, IntegerParser.isEightDigits(word));
    }

    @Property(tries = 300)
    void swarConvertsEightDigits(@ForAll @IntRange(min = 0, max = 99_999_999) int v) {
        String s = String.format("%08d", v);
        long word = 0;
        for (int i = 7; i >= 0; i--) word = (word << 8) | s.charAt(i);
        assertEquals(true, IntegerParser.isEightDigits(word));
        assertEquals(v, IntegerParser.eightDigits(word));
    }
}
