package dev.brisk.json;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * nextLong and nextInt read plain integers in one pass, a word of digits per step, and leave
 * everything else to the general number path. Whatever the digits, sign, tail and place in the
 * buffer, both give what the exact decimal value says: the number, or an error.
 */
class PlainIntegerPathTest {

    /** What nextLong (asLong) or nextInt should give for this token text, from BigDecimal. */
    private static String expected(String number, boolean asLong) {
        if (!number.matches("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?")) return "error";
        try {
            BigDecimal d = new BigDecimal(number);
            return asLong ? Long.toString(d.longValueExact()) : Integer.toString(d.intValueExact());
        } catch (ArithmeticException e) {
            return "error";
        }
    }

    /** Reads {@code [pad..., number, 7]} and returns the number's value, or "error". */
    private static String read(JsonReader r, int pad, boolean asLong) {
        try (r) {
            r.beginArray();
            for (int i = 0; i < pad; i++) assertEquals(i, r.nextInt());
            String v = asLong ? Long.toString(r.nextLong()) : Integer.toString(r.nextInt());
            assertEquals(7, r.nextLong(), "the value after the number");
            r.endArray();
            return v;
        } catch (JsonException e) {
            return "error";
        }
    }

    private static void check(String number, String tail, int pad) {
        StringBuilder doc = new StringBuilder("[");
        for (int i = 0; i < pad; i++) doc.append(i).append(',');
        doc.append(number).append(tail).append(",7]");
        byte[] bytes = doc.toString().getBytes(StandardCharsets.UTF_8);
        for (boolean asLong : new boolean[] {true, false}) {
            String want = tail.isBlank() ? expected(number, asLong) : "error";
            String what = doc + (asLong ? " as long" : " as int");
            assertEquals(want, read(JsonReader.of(bytes), pad, asLong), what);
            assertEquals(want, read(JsonReader.of(new ByteArrayInputStream(bytes)), pad, asLong), what + " (stream)");
            assertEquals(want, read(JsonReader.of(doc.toString()), pad, asLong), what + " (string)");
        }
    }

    @Provide
    Arbitrary<String> integers() {
        Arbitrary<String> digits = Arbitraries.strings().withCharRange('0', '9').ofMinLength(1).ofMaxLength(24);
        Arbitrary<String> sign = Arbitraries.of("", "", "-");
        Arbitrary<String> fraction = Arbitraries.of("", "", "", ".0", ".5", "e3", "E-2", "e+0", ".", "e");
        return Combinators.combine(sign, digits, fraction).as((s, d, f) -> s + d + f);
    }

    @Property(tries = 3000)
    void plainIntegersReadAsTheirExactValue(@ForAll("integers") String number,
                                            @ForAll("tails") String tail,
                                            @ForAll("pads") int pad) {
        check(number, tail, pad);
    }

    @Provide
    Arbitrary<String> tails() {
        return Arbitraries.of("", "", "", " ", "\n", "x", "_", "+", "-", "E");
    }

    @Provide
    Arbitrary<Integer> pads() {
        return Arbitraries.integers().between(0, 12);
    }

    @Test
    void theEdgesOfLongAndInt() {
        String[] edges = {"9223372036854775807", "-9223372036854775807", "-9223372036854775808",
                "9223372036854775808", "-9223372036854775809", "9999999999999999999", "10000000000000000000",
                "1000000000000000000", "999999999999999999", "2147483647", "-2147483648", "2147483648",
                "-2147483649", "0", "-0", "00", "01", "-01", "1234567", "12345678", "123456789",
                "1234567890123456", "12345678901234567", "-", "--1"};
        for (String n : edges) {
            for (int pad = 0; pad < 10; pad++) check(n, "", pad);
        }
    }

    @Test
    void theNumberLengthLimitStillApplies() {
        ReaderOptions tight = ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxNumberLength(4));
        try (JsonReader r = tight.reader("[1234,-123,12345,0]".getBytes(StandardCharsets.UTF_8))) {
            r.beginArray();
            assertEquals(1234, r.nextLong());
            assertEquals(-123, r.nextInt());
            JsonException e = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, r::nextLong);
            org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("Number length"), e.getMessage());
        }
    }
}
