package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class NumberGrammarTest {

    @ParameterizedTest
    @ValueSource(strings = {"0", "-0", "1", "-1", "123", "0.5", "-0.0", "1e5", "1E5", "1e+5", "1e-5",
            "1.25e-10", "9223372036854775808", "0e0", "10.010E+010"})
    void acceptsRfc8259Numbers(String text) {
        assertTrue(NumberGrammar.isValid(text), text);
        assertTrue(NumberGrammar.isValid(Ascii.padded(text), Ascii.PAD, Ascii.PAD + text.length()), text);
        assertTrue(NumberGrammar.isValid(Ascii.padded(text), Ascii.PAD, Ascii.PAD + text.length()), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "-", "+1", "01", "-01", "00", ".5", "5.", "1.e5", "1e", "1e+", "1e-", "--1",
            "NaN", "Infinity", "-Infinity", "0x10", "1_000", " 1", "1 ", "1.5.5", "1e5e5", "１"})
    void rejectsEverythingElse(String text) {
        assertFalse(NumberGrammar.isValid(text), text);
        assertFalse(NumberGrammar.isValid(Ascii.padded(text), Ascii.PAD, Ascii.PAD + text.length()), text);
        assertFalse(NumberGrammar.isValid(Ascii.padded(text), Ascii.PAD, Ascii.PAD + text.length()), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"12,", "12]", "-0.5e3}", "0 ", "7\n"})
    void scanStopsAtTheEndOfTheNumber(String text) {
        int expected = text.length() - 1;
        assertEquals(expected, NumberGrammar.scan(text.getBytes(), 0, text.length()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"01", "1.]", "-]", "1e+,", "1.5e"})
    void scanReportsWhereTheGrammarBreaks(String text) {
        int r = NumberGrammar.scan(text.getBytes(), 0, text.length());
        assertTrue(r < 0, text);
    }

    @Property(tries = 300)
    void everyFiniteDoubleInJavaTextIsValid(@ForAll double d) {
        String text = Double.toString(d);
        assertEquals(Double.isFinite(d), NumberGrammar.isValid(text), text);
    }

    @Property(tries = 300)
    void bigDecimalScientificTextIsValid(@ForAll BigDecimal d) {
        assertTrue(NumberGrammar.isValid(d.toString()), d.toString());
    }
}
