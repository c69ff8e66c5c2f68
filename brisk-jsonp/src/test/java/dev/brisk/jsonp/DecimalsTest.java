package dev.brisk.jsonp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import jakarta.json.JsonNumber;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Numbers as the parser and the tree take them from the reader ({@link ReadNumber}) are the
 * BigDecimals the constructor makes of their text, unscaled value and scale alike; the object
 * model's numbers compare and hash as those BigDecimals and print as their {@code toString()}.
 */
class DecimalsTest {
    @ParameterizedTest
    @ValueSource(strings = {"0", "-0", "0.0", "-0.000", "1", "-65.613616999999977", "1e0", "1E+0", "1.5e1", "10e-1",
            "0.001", "0.0012345678901234567890", "123456789012345678", "1234567890123456789", "999999999999999999.5",
            "1e-400", "4.9E-324", "1.7976931348623157E308", "-2.5E-3", "100", "1.0", "0e5", "0.0000000", "-9223372036854775808"})
    void givesWhatTheBigDecimalConstructorGives(String text) {
        sameAsConstructor(text);
    }

    @Property(tries = 2000)
    void givesWhatTheBigDecimalConstructorGivesForAnyNumber(
            @ForAll boolean negative, @ForAll @StringLength(min = 1, max = 24) @net.jqwik.api.constraints.NumericChars String integer,
            @ForAll @StringLength(max = 20) @net.jqwik.api.constraints.NumericChars String fraction,
            @ForAll @IntRange(min = -400, max = 400) int exponent, @ForAll @IntRange(min = 0, max = 3) int form) {
        String digits = integer.length() > 1 ? integer.replaceFirst("^0+(?=.)", "") : integer;
        StringBuilder t = new StringBuilder();
        if (negative) t.append('-');
        t.append(digits);
        if ((form & 1) != 0 && !fraction.isEmpty()) t.append('.').append(fraction);
        if ((form & 2) != 0) t.append(exponent % 2 == 0 ? 'e' : 'E').append(exponent);
        sameAsConstructor(t.toString());
    }

    private static ReadNumber read(String text) {
        ReadNumber n = new ReadNumber();
        // as the reader hands it over: a slice of a larger buffer
        byte[] buffer = ("[" + text + ",").getBytes(StandardCharsets.ISO_8859_1);
        n.numberText(buffer, 1, text.length());
        return n;
    }

    private static void sameAsConstructor(String text) {
        BigDecimal expected = new BigDecimal(text);
        ReadNumber n = read(text);
        BigDecimal actual = n.decimal();
        assertEquals(expected, actual, text);
        assertEquals(expected.scale(), actual.scale(), text);
        assertEquals(expected.scale() == 0, n.isIntegral(), text);
        assertEquals(expected.scale() == 0, Decimals.isIntegral(text), text);
        assertEquals(text, n.text());
        JsonNumber value = n.value();
        assertEquals(expected, value.bigDecimalValue(), text);
        assertEquals(expected.hashCode(), value.hashCode(), text);
        assertEquals(expected.scale() == 0, value.isIntegral(), text);
        assertEquals(expected.longValue(), value.longValue(), text);
        assertEquals(expected.intValue(), value.intValue(), text);
        assertEquals(expected.doubleValue(), value.doubleValue(), text);
        // written text reads back to an equal number: the same BigDecimal, scale included
        assertEquals(expected, new BigDecimal(value.toString()), text);
        assertEquals(expected.scale(), new BigDecimal(value.toString()).scale(), text);
    }

    @Test
    void plainIntegersAreLongsAndTheRestKeepTheirScale() {
        assertInstanceOf(LongNumber.class, read("123456789012345678").value());
        assertInstanceOf(LongNumber.class, read("1234567890123456789").value());
        assertInstanceOf(LongNumber.class, read("9223372036854775807").value());
        assertInstanceOf(LongNumber.class, read("-9223372036854775807").value());
        assertInstanceOf(DecimalNumber.class, read("9223372036854775808").value());
        assertInstanceOf(DecimalNumber.class, read("-9223372036854775808").value());
        assertInstanceOf(DecimalNumber.class, read("12345678901234567890").value());
        assertEquals(9223372036854775807L, read("9223372036854775807").longValue());
        assertEquals(-1234567890123456789L, read("-1234567890123456789").longValue());
        assertInstanceOf(DecimalNumber.class, read("1e0").value());
        assertEquals(read("1e0").value(), read("1").value());
        assertEquals(read("1").value(), read("1e0").value());
        assertNotEquals(read("1.0").value(), read("1").value());
        assertNotEquals(read("1.0").value(), read("1.00").value());
        assertEquals(read("1.50").value(), read("15.0e-1").value());
        assertEquals(read("0.0000001").value().toString(), "1E-7");
        assertEquals(read("-12.5e3").value().toString(), "-1.25E+4");
    }

    @ParameterizedTest
    @ValueSource(strings = {"9223372036854775807", "-9223372036854775807", "9223372036854775808", "-9223372036854775808",
            "9999999999999999999", "1000000000000000000", "-1000000000000000000", "922337203685477580.7", "0.9223372036854775807",
            "9.223372036854775807e-30", "92233720368547758.08", "0.00000000000000000000001234567890123456789", "1234567890123456789e5",
            "18446744073709551615", "18446744073709551616", "18446744073709551617.5"})
    void nineteenDigitsAreTheBigDecimalTheConstructorGivesAtTheLongLimits(String text) {
        sameAsConstructor(text);
        BigDecimal d = new BigDecimal(text);
        // every integer of a magnitude up to Long.MAX_VALUE is read as a long
        ReadNumber n = read(text);
        boolean fits = d.scale() == 0 && d.abs().compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) <= 0;
        assertEquals(fits, n.isLong(), text);
        if (fits) assertEquals(d.longValueExact(), n.longValue(), text);
    }

    @Property(tries = 3000)
    void decimalTextIsTheBigDecimalsToString(
            @ForAll @LongRange(min = -Long.MAX_VALUE, max = Long.MAX_VALUE) long unscaled,
            @ForAll @IntRange(min = -40, max = 40) int scale) {
        String expected = BigDecimal.valueOf(unscaled, scale).toString();
        assertEquals(expected, new String(Decimals.text(unscaled, scale), StandardCharsets.ISO_8859_1));
        assertEquals(expected, DecimalNumber.ofParts(unscaled, scale).toString());
    }

    @Property(tries = 1000)
    void smallDecimalTextIsTheBigDecimalsToString(@ForAll @IntRange(min = -1000, max = 1000) int unscaled,
            @ForAll @IntRange(min = -12, max = 12) int scale) {
        assertEquals(BigDecimal.valueOf(unscaled, scale).toString(), new String(Decimals.text(unscaled, scale), StandardCharsets.ISO_8859_1));
    }
}
