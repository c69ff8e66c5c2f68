package dev.brisk.jsonp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DecimalsTest {
    @ParameterizedTest
    @ValueSource(strings = {"0", "-0", "0.0", "-0.000", "1", "-65.613616999999977", "1e0", "1E+0", "1.5e1", "10e-1",
            "0.001", "0.0012345678901234567890", "123456789012345678", "1234567890123456789", "999999999999999999.5",
            "1e-400", "4.9E-324", "1.7976931348623157E308", "-2.5E-3", "100", "1.0"})
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

    private static void sameAsConstructor(String text) {
        BigDecimal expected = new BigDecimal(text);
        BigDecimal actual = Decimals.parse(text);
        assertEquals(expected, actual, text);
        assertEquals(expected.scale(), actual.scale(), text);
        assertEquals(expected.scale() == 0, Decimals.isIntegral(text), text);
    }
}
