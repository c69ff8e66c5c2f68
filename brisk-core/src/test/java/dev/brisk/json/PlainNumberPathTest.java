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
 * nextLong, nextInt and nextDouble read plain numbers in one pass, a word of digits per step,
 * and leave everything else to the general number path. Whatever the digits, sign, fraction,
 * tail and place in the buffer, they give what the exact decimal value says: the number (a
 * correctly rounded double), or an error.
 */
class PlainNumberPathTest {

    private static final String JSON_NUMBER = "-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?";

    /** What nextLong (asLong) or nextInt should give for this token text, from BigDecimal. */
    private static String expected(String number, boolean asLong) {
        if (!number.matches(JSON_NUMBER)) return "error";
        try {
            BigDecimal d = new BigDecimal(number);
            return asLong ? Long.toString(d.longValueExact()) : Integer.toString(d.intValueExact());
        } catch (ArithmeticException e) {
            return "error";
        }
    }

    /** Reads {@code [pad..., number, 7, ...]} and returns the number's value, or "error". */
    private static String read(JsonReader r, int pad, boolean asLong) {
        try (r) {
            r.beginArray();
            for (int i = 0; i < pad; i++) assertEquals(i, r.nextInt());
            String v = asLong ? Long.toString(r.nextLong()) : Integer.toString(r.nextInt());
            do {
                assertEquals(7, r.nextLong(), "the values after the number");
            } while (r.hasNext());
            r.endArray();
            return v;
        } catch (JsonException e) {
            return "error";
        }
    }

    private static void check(String number, String tail, int pad) {
        check(number, tail, pad, 1);
    }

    /** {@code sevens} values after the number: with many, the number is far from the input's end. */
    private static void check(String number, String tail, int pad, int sevens) {
        StringBuilder doc = new StringBuilder("[");
        for (int i = 0; i < pad; i++) doc.append(i).append(',');
        doc.append(number).append(tail).append(",7".repeat(sevens)).append("]");
        byte[] bytes = doc.toString().getBytes(StandardCharsets.UTF_8);
        for (boolean asLong : new boolean[] {true, false}) {
            String want = tail.isBlank() ? expected(number, asLong) : "error";
            String what = doc + (asLong ? " as long" : " as int");
            assertEquals(want, read(JsonReader.of(bytes), pad, asLong), what);
            assertEquals(want, read(JsonReader.of(new ByteArrayInputStream(bytes)), pad, asLong), what + " (stream)");
            assertEquals(want, read(JsonReader.of(doc.toString()), pad, asLong), what + " (string)");
        }
    }

    /** Reads {@code [pad..., number, 7]} with nextDouble: the double's bits in hex, or "error". */
    private static String readDouble(JsonReader r, int pad) {
        try (r) {
            r.beginArray();
            for (int i = 0; i < pad; i++) assertEquals(i, r.nextInt());
            String v = Long.toHexString(Double.doubleToRawLongBits(r.nextDouble()));
            assertEquals(7, r.nextLong(), "the value after the number");
            r.endArray();
            return v;
        } catch (JsonException e) {
            return "error";
        }
    }

    private static void checkDouble(String number, String tail, int pad) {
        StringBuilder doc = new StringBuilder("[");
        for (int i = 0; i < pad; i++) doc.append(i).append(',');
        doc.append(number).append(tail).append(",7]");
        byte[] bytes = doc.toString().getBytes(StandardCharsets.UTF_8);
        String want = tail.isBlank() && number.matches(JSON_NUMBER)
                ? Long.toHexString(Double.doubleToRawLongBits(Double.parseDouble(number))) : "error";
        assertEquals(want, readDouble(JsonReader.of(bytes), pad), doc::toString);
        assertEquals(want, readDouble(JsonReader.of(new ByteArrayInputStream(bytes)), pad), () -> doc + " (stream)");
    }

    @Provide
    Arbitrary<String> decimals() {
        Arbitrary<String> digits = Arbitraries.strings().withCharRange('0', '9').ofMinLength(0).ofMaxLength(21);
        Arbitrary<String> sign = Arbitraries.of("", "", "-");
        Arbitrary<String> point = Arbitraries.of(".", ".", ".", "", "..");
        Arbitrary<String> exponent = Arbitraries.of("", "", "", "", "e5", "E-300", "e400", "e");
        return Combinators.combine(sign, digits, point, digits, exponent).as((s, a, p, b, e) -> s + a + p + b + e);
    }

    @Property(tries = 3000)
    void decimalsReadAsTheCorrectlyRoundedDouble(@ForAll("decimals") String number,
                                                 @ForAll("tails") String tail,
                                                 @ForAll("pads") int pad) {
        org.junit.jupiter.api.Assumptions.assumeFalse(number.matches("-?[0-9]+(\\.[0-9]+)?e400"), "overflow is an error by default");
        checkDouble(number, tail, pad);
    }

    @Test
    void hardDoubles() {
        String[] hard = {"0.1", "-0.0", "0", "-0", "9007199254740993", "9007199254740992.5", "1.7976931348623157",
                "2.2250738585072014", "0.000000000000000000001", "1234567890123456789", "12345678901234567890",
                "123456789.0123456789", "0.3", "3.14159265358979323", "-65.613616999999977", "45.9",
                "7.0e-10", "1.", ".5", "01.5", "-.5", "1.5.5"};
        for (String n : hard) {
            for (int pad = 0; pad < 10; pad++) checkDouble(n, "", pad);
        }
    }

    /** Reads {@code [pad..., number, 7]} with nextFloat: the float's bits in hex, or "error". */
    private static String readFloat(JsonReader r, int pad) {
        try (r) {
            r.beginArray();
            for (int i = 0; i < pad; i++) assertEquals(i, r.nextInt());
            String v = Integer.toHexString(Float.floatToRawIntBits(r.nextFloat()));
            assertEquals(7, r.nextLong(), "the value after the number");
            r.endArray();
            return v;
        } catch (JsonException e) {
            return "error";
        }
    }

    /** nextFloat gives Float.parseFloat's correctly rounded float (never a double rounded again), or an error. */
    private static void checkFloat(String number, String tail, int pad) {
        StringBuilder doc = new StringBuilder("[");
        for (int i = 0; i < pad; i++) doc.append(i).append(',');
        doc.append(number).append(tail).append(",7]");
        byte[] bytes = doc.toString().getBytes(StandardCharsets.UTF_8);
        String want = tail.isBlank() && number.matches(JSON_NUMBER)
                ? Integer.toHexString(Float.floatToRawIntBits(Float.parseFloat(number))) : "error";
        assertEquals(want, readFloat(JsonReader.of(bytes), pad), doc::toString);
        assertEquals(want, readFloat(JsonReader.of(new ByteArrayInputStream(bytes)), pad), () -> doc + " (stream)");
    }

    @Provide
    Arbitrary<String> shortDecimals() {
        Arbitrary<String> digits = Arbitraries.strings().withCharRange('0', '9').ofMinLength(0).ofMaxLength(9);
        Arbitrary<String> sign = Arbitraries.of("", "", "-");
        Arbitrary<String> point = Arbitraries.of(".", ".", ".", "", "..");
        Arbitrary<String> exponent = Arbitraries.of("", "", "", "", "e5", "E-45", "e39", "e");
        return Combinators.combine(sign, digits, point, digits, exponent).as((s, a, p, b, e) -> s + a + p + b + e);
    }

    @Property(tries = 3000)
    void decimalsReadAsTheCorrectlyRoundedFloat(@ForAll("shortDecimals") String number,
                                                @ForAll("tails") String tail,
                                                @ForAll("pads") int pad) {
        org.junit.jupiter.api.Assumptions.assumeFalse(number.matches("-?[0-9]+(\\.[0-9]+)?e39") && !number.matches("-?0+(\\.0+)?e39"),
                "overflow is an error by default");
        checkFloat(number, tail, pad);
    }

    @Test
    void hardFloats() {
        // 7 digits or fewer take the one-division path; 8 and more, and exponents, the general one
        String[] hard = {"0.875", "-0.0", "0", "-0", "16777216", "16777217", "9999999", "99999999", "0.1", "0.3",
                "3.4028235", "1.4E-45", "0.0000001", "0.00000001", "1234567.", "123456.7", "1.000001", "8.85",
                "0.33333334", "2.7182817", "-65.61362", "45.9", "1.", ".5", "01.5", "-.5", "1.5.5"};
        for (String n : hard) {
            for (int pad = 0; pad < 10; pad++) checkFloat(n, "", pad);
        }
    }

    @Test
    void shortDecimalsRoundAsParseFloat() {
        // 200,000 random decimals of up to 7 digits, with every number of fraction digits
        java.util.Random random = new java.util.Random(42);
        for (int k = 0; k < 200_000; k++) {
            int digits = 1 + random.nextInt(7);
            int w = random.nextInt((int) Math.pow(10, digits));
            String s = new BigDecimal(java.math.BigInteger.valueOf(w), random.nextInt(digits + 1)).toPlainString();
            JsonReader r = JsonReader.of("[" + s + ",1]");
            r.beginArray();
            assertEquals(Float.floatToRawIntBits(Float.parseFloat(s)), Float.floatToRawIntBits(r.nextFloat()), s);
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

    @Property(tries = 3000)
    void plainIntegersFarFromTheEndOfTheInput(@ForAll("integers") String number,
                                              @ForAll("tails") String tail,
                                              @ForAll("pads") int pad) {
        // twelve values after it: the number's three words are in the buffer (the in-memory
        // path that reads them without a loop)
        check(number, tail, pad, 12);
    }

    @Test
    void everyLengthAndEveryDistanceToTheEnd() {
        // 1 to 24 digits, with either sign, followed by 1 to 14 values: the number's end moves
        // across the point where three words no longer fit before the input's end
        for (int n = 1; n <= 24; n++) {
            StringBuilder digits = new StringBuilder("9");
            for (int k = 1; k < n; k++) digits.append((char) ('0' + (k * 7 + 3) % 10));
            String d = digits.toString();
            for (String number : new String[] {d, "-" + d}) {
                for (int sevens = 1; sevens <= 14; sevens++) check(number, "", 0, sevens);
                check(number + ".5", "", 0, 12);
                check(number + "e1", "", 0, 12);
                check(number + "0", "x", 0, 12);
            }
        }
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
            for (int pad = 0; pad < 10; pad++) {
                check(n, "", pad);
                check(n, "", pad, 12);
            }
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
