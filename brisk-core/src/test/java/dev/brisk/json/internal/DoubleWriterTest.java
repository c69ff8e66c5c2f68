package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    @Test
    void writesIntoTheBufferAtThePositionGivenAndLeavesTheRestAlone() {
        byte[] buf = new byte[40];
        java.util.Arrays.fill(buf, (byte) 'x');
        int end = DoubleWriter.writeDouble(buf, 5, -1.5e-300, false);
        assertEquals("xxxxx-1.5e-300xx", new String(buf, 0, end + 2, java.nio.charset.StandardCharsets.ISO_8859_1));
    }
}
