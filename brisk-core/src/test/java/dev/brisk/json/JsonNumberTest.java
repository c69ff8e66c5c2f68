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

    @Property(tries = 500)
    void doublesRoundTripThroughTheFactory(@ForAll double d) {
        if (!Double.isFinite(d)) return;
        assertEquals(Double.doubleToLongBits(d), Double.doubleToLongBits(JsonNumber.of(d).doubleValue()));
    }
}
