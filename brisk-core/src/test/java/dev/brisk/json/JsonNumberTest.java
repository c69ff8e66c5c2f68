package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class JsonNumberTest {

    @Test
    void keepsTheExactText() {
        assertEquals("-12.50e+3", JsonNumber.of("-12.50e+3").toString());
        assertEquals("1.0", JsonNumber.of("1.0").toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"01", ".5", "+1", "NaN", "1.", "", " 1", "0x1"})
    void refusesTextThatIsNotAJsonNumber(String text) {
        JsonException e = assertThrows(JsonException.class, () -> JsonNumber.of(text));
        assertEquals("Not a JSON number: '" + text + "'", e.getMessage());
    }

    @Test
    void convertsToEveryTypeExactly() {
        JsonNumber n = JsonNumber.of("1.250e2");
        assertEquals(125, n.intValue());
        assertEquals(125L, n.longValue());
        assertEquals(125.0, n.doubleValue());
        assertEquals(125.0f, n.floatValue());
        assertEquals(BigInteger.valueOf(125), n.bigIntegerValue());
        assertEquals(new BigDecimal("1.250e2"), n.bigDecimalValue());
        assertEquals(1, n.bigDecimalValue().scale());
    }

    @Test
    void refusesToTruncate() {
        assertEquals("3000000000 is out of int range",
                assertThrows(JsonException.class, () -> JsonNumber.of("3000000000").intValue()).getMessage());
        assertEquals(3_000_000_000L, JsonNumber.of("3000000000").longValue());
        assertEquals("1.5 is not an integer",
                assertThrows(JsonException.class, () -> JsonNumber.of("1.5").longValue()).getMessage());
        assertEquals("1.5 is not an integer",
                assertThrows(JsonException.class, () -> JsonNumber.of("1.5").bigIntegerValue()).getMessage());
        assertEquals("1e400 is out of double range",
                assertThrows(JsonException.class, () -> JsonNumber.of("1e400").doubleValue()).getMessage());
        assertEquals("1e39 is out of float range",
                assertThrows(JsonException.class, () -> JsonNumber.of("1e39").floatValue()).getMessage());
        assertEquals(1e39, JsonNumber.of("1e39").doubleValue());
    }

    @Test
    void bigConversionsCapTheExponent() {
        JsonException e = assertThrows(JsonException.class, () -> JsonNumber.of("1e-100000000").bigDecimalValue());
        assertTrue(e.getMessage().contains("withMaxNumberExponent"), e.getMessage());
        assertThrows(JsonException.class, () -> JsonNumber.of("1e100000000").bigIntegerValue());
        assertEquals(0.0, JsonNumber.of("1e-100000000").doubleValue()); // a double just underflows
    }

    @Test
    void factoriesWriteJsonText() {
        assertEquals("-9223372036854775808", JsonNumber.of(Long.MIN_VALUE).toString());
        assertEquals("1e+21", JsonNumber.of(1e21).toString());
        assertEquals("-0", JsonNumber.of(-0.0).toString());
        assertEquals("12345678901234567890", JsonNumber.of(new BigInteger("12345678901234567890")).toString());
        assertEquals("1.50", JsonNumber.of(new BigDecimal("1.50")).toString());
        assertThrows(JsonException.class, () -> JsonNumber.of(Double.NaN));
        assertThrows(JsonException.class, () -> JsonNumber.of(Double.NEGATIVE_INFINITY));
    }

    @Test
    void equalityIsByNumericValue() {
        assertEquals(JsonNumber.of("1"), JsonNumber.of("1.0"));
        assertEquals(JsonNumber.of("1"), JsonNumber.of("10e-1"));
        assertEquals(JsonNumber.of("1"), JsonNumber.of("0.1E1"));
        assertEquals(JsonNumber.of("0"), JsonNumber.of("-0.00e7"));
        assertEquals(JsonNumber.of("1").hashCode(), JsonNumber.of("0.1E1").hashCode());
        assertEquals(JsonNumber.of("0").hashCode(), JsonNumber.of("-0.0").hashCode());
        assertNotEquals(JsonNumber.of("1"), JsonNumber.of("-1"));
        assertNotEquals(JsonNumber.of("1"), JsonNumber.of("1.0000000000000000000001"));
        assertNotEquals(JsonNumber.of("1"), JsonNumber.of("10"));
    }

    @Property(tries = 500)
    void equalityAndOrderAgreeWithBigDecimal(@ForAll BigDecimal a, @ForAll BigDecimal b) {
        JsonNumber x = JsonNumber.of(a.toString());
        JsonNumber y = JsonNumber.of(b.toString());
        int expected = Integer.signum(a.compareTo(b));
        assertEquals(expected, Integer.signum(x.compareTo(y)), a + " vs " + b);
        assertEquals(expected == 0, x.equals(y));
        assertEquals(expected, -Integer.signum(y.compareTo(x)));
        JsonNumber sameValueOtherText = JsonNumber.of(a.stripTrailingZeros().toPlainString());
        assertEquals(x, sameValueOtherText);
        assertEquals(x.hashCode(), sameValueOtherText.hashCode());
    }

    /** Exponents beyond what any conversion takes still compare exactly: the text is the value. */
    @Test
    void hugeExponentsAreComparedExactly() {
        assertNotEquals(JsonNumber.of("1e9999999999999"), JsonNumber.of("1e9999999999998"));
        assertNotEquals(Json.parse("[1e9999999999999]"), Json.parse("[1e9999999999998]"));
        assertNotEquals(JsonNumber.of("1e-99999999999999999999999"), JsonNumber.of("1e-99999999999999999999998"));
        assertTrue(JsonNumber.of("1e9999999999999").compareTo(JsonNumber.of("1e9999999999998")) > 0);
        assertTrue(JsonNumber.of("-1e9999999999999").compareTo(JsonNumber.of("-1e9999999999998")) < 0);
        assertTrue(JsonNumber.of("1e-9999999999999").compareTo(JsonNumber.of("1e-9999999999998")) < 0);
        // the same value written with a shifted exponent, across the saturation bound and beyond a long
        String[][] same = {
            {"1e9999999999999", "10e9999999999998", "0.1e10000000000000"},
            {"1.5e1099511627777", "15e1099511627776", "150e1099511627775"},
            {"2e123456789012345678901234567890", "20e123456789012345678901234567889"},
            {"1e-1099511627777", "0.01e-1099511627775", "10e-1099511627778"},
        };
        for (String[] texts : same) {
            for (String t : texts) {
                assertEquals(JsonNumber.of(texts[0]), JsonNumber.of(t), t);
                assertEquals(JsonNumber.of(texts[0]).hashCode(), JsonNumber.of(t).hashCode(), t);
                assertEquals(0, JsonNumber.of(texts[0]).compareTo(JsonNumber.of(t)), t);
                assertEquals(Json.parse("[" + texts[0] + "]"), Json.parse("[" + t + "]"), t);
            }
        }
    }

    @Property(tries = 500)
    void orderAgreesWithBigDecimalForHugeExponents(@ForAll BigInteger unscaledA, @ForAll long exponentA,
                                                   @ForAll BigInteger unscaledB, @ForAll int exponentShift) {
        if (unscaledA.signum() == 0 || unscaledB.signum() == 0) return;
        exponentA >>= 2; // far beyond any conversion, but the shift below cannot overflow
        long exponentB = exponentA + (exponentShift % 3);
        String a = unscaledA + "e" + exponentA;
        String b = unscaledB + "e" + exponentB;
        // compare a = ua * 10^ea and b = ub * 10^eb without scaling either: by sign, then by ua * 10^(ea-eb) vs ub
        int expected;
        if (unscaledA.signum() != unscaledB.signum()) {
            expected = unscaledA.signum();
        } else {
            long shift = exponentA - exponentB;
            BigInteger left = shift >= 0 ? unscaledA.multiply(BigInteger.TEN.pow((int) shift)) : unscaledA;
            BigInteger right = shift < 0 ? unscaledB.multiply(BigInteger.TEN.pow((int) -shift)) : unscaledB;
            expected = left.compareTo(right);
        }
        assertEquals(Integer.signum(expected), Integer.signum(JsonNumber.of(a).compareTo(JsonNumber.of(b))), a + " vs " + b);
        assertEquals(expected == 0, JsonNumber.of(a).equals(JsonNumber.of(b)), a + " vs " + b);
    }

    @Property(tries = 500)
    void doublesRoundTripThroughTheFactory(@ForAll double d) {
        if (!Double.isFinite(d)) return;
        assertEquals(Double.doubleToLongBits(d), Double.doubleToLongBits(JsonNumber.of(d).doubleValue()));
    }
}
