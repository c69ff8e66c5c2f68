package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class BigNumberTest {
    static final int CAP = 100_000;
    static final int DIGITS = 1_000;

    static BigInteger bigInteger(String s) {
        BigInteger fromBytes = BigNumberParser.parseBigInteger(Ascii.padded(s), Ascii.PAD, Ascii.PAD + s.length(), CAP, DIGITS);
        return fromBytes;
    }

    static BigDecimal bigDecimal(String s) {
        BigDecimal fromBytes = BigNumberParser.parseBigDecimal(Ascii.padded(s), Ascii.PAD, Ascii.PAD + s.length(), CAP);
        return fromBytes;
    }

    @Property(tries = 500)
    void readsBigIntegersLikeTheJdk(@ForAll BigInteger v) {
        assertEquals(v, bigInteger(v.toString()));
    }

    @Property(tries = 500)
    void readsBigDecimalsExactlyWithTheirScale(@ForAll BigDecimal v) {
        BigDecimal read = bigDecimal(v.toString());
        assertEquals(v, read); // equals compares scale too
    }

    @ParameterizedTest
    @CsvSource({"1e2, 100", "1.50e1, 15", "-0, 0", "0.0e-7, 0", "12345678901234567890123.0, 12345678901234567890123"})
    void readsIntegralTextsAsBigIntegers(String text, String expected) {
        assertEquals(new BigInteger(expected), bigInteger(text));
    }

    @Test
    void aFractionIsNotABigInteger() {
        assertEquals("1.5 is not an integer",
                assertThrows(NumberRangeException.class, () -> bigInteger("1.5")).getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1e-100000000", "1e100000000", "1E+100001", "-5.5e-999999999999999999999"})
    void hugeExponentsFailFastWithTheLimitNamed(String text) {
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            NumberRangeException e = assertThrows(NumberRangeException.class, () -> bigDecimal(text));
            assertEquals("Number exponent exceeds the limit of 100000 (raise it with ReadLimits.withMaxNumberExponent)",
                    e.getMessage());
            assertThrows(NumberRangeException.class, () -> bigInteger(text));
        });
    }

    @Test
    void exponentsAtTheCapAreRead() {
        assertEquals(new BigDecimal("1e-100000"), bigDecimal("1e-100000"));
        assertEquals(new BigDecimal("1e100000"), bigDecimal("1e100000"));
    }

    @Test
    void anExponentMayExpandABigIntegerUpToTheNumberLengthLimit() {
        assertEquals(BigInteger.TEN.pow(999), bigInteger("1e999"));       // 1,000 digits
        assertEquals(BigInteger.valueOf(15).multiply(BigInteger.TEN.pow(997)), bigInteger("1.5e998"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1e1000", "1e99999", "-2.5e100000"})
    void anExponentThatWouldExpandABigIntegerPastTheLimitFailsFast(String text) {
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            NumberRangeException e = assertThrows(NumberRangeException.class, () -> bigInteger(text));
            assertTrue(e.getMessage().startsWith(text + " as an integer has "), e.getMessage());
            assertTrue(e.getMessage().endsWith("Number length exceeds the limit of 1000 (raise it with ReadLimits.withMaxNumberLength)"),
                    e.getMessage());
        });
    }

    @ParameterizedTest
    @CsvSource({"1000, 1000", "1.50, 1.50", "0.0001, 0.0001", "1E+3, 1000", "-12.5E+2, -1250",
            "1E+20, 100000000000000000000", "1E+21, 1E+21", "1E+1000, 1E+1000", "1.5E-300, 1.5E-300",
            "1E-20, 0.00000000000000000001", "1E-22, 1E-22", "0E+30, 0E+30"})
    void writesBigDecimalsPlainUnlessThatPadsMoreThanTwentyZeros(String value, String expected) {
        String text = BigNumberWriter.toJson(new BigDecimal(value));
        assertEquals(expected, text);
        assertTrue(NumberGrammar.isValid(text), text);
    }

    @Property(tries = 500)
    void writtenBigDecimalsAreValidJsonAndReadBackToTheSameValue(@ForAll BigDecimal v) {
        String text = BigNumberWriter.toJson(v);
        assertTrue(NumberGrammar.isValid(text), text);
        assertEquals(0, v.compareTo(new BigDecimal(text)), text);
        if (v.scale() >= 0) assertEquals(v, new BigDecimal(text), "scale survives: " + text);
    }

    @Property(tries = 200)
    void writesBigIntegersInPlainDigits(@ForAll BigInteger v) {
        assertEquals(v.toString(), BigNumberWriter.toJson(v));
    }
}
