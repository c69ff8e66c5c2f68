package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.internal.DecimalPartsSink;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@code nextNumber(JsonSink)} into a {@link DecimalPartsSink} (how brisk-jsonp reads numbers):
 * a plain number of at most 17 digits may come as unscaled value and scale, read in the pass that
 * validates it (and a zero integer part with up to 18 fraction digits below 10^17); whichever way a number comes, it is exactly the BigDecimal of its text, scale
 * included. Numbers of every length up to 24 digits per part, at every distance from the end of
 * the input and of a stream's buffer (the word-at-a-time reads stop short of both).
 */
class DecimalPartsThroughTheReaderTest {

    /** Records each number as the BigDecimal it stands for, and whether it came as parts. */
    static final class Recorder extends TextRecorder implements DecimalPartsSink {
        @Override
        public void numberParts(long unscaled, int scale) {
            assertTrue(scale >= 0 && scale <= 18, "scale " + scale);
            values.add(BigDecimal.valueOf(unscaled, scale));
            asParts.add(true);
        }
    }

    /** Records each number given as text: not a parts sink, so the reader gives it every number's text. */
    static class TextRecorder implements JsonSink {
        final List<BigDecimal> values = new ArrayList<>();
        final List<Boolean> asParts = new ArrayList<>();

        @Override
        public void numberText(byte[] ascii, int offset, int length) {
            values.add(new BigDecimal(new String(ascii, offset, length, StandardCharsets.ISO_8859_1)));
            asParts.add(false);
        }

        @Override
        public void numberText(String text) {
            byte[] b = text.getBytes(StandardCharsets.ISO_8859_1);
            numberText(b, 0, b.length);
        }

        // a reader of JSON text gives a number sink nothing else
        @Override public void numberValue(long value) { throw new AssertionError(); }
        @Override public void numberValue(double value) { throw new AssertionError(); }
        @Override public void numberValue(BigInteger value) { throw new AssertionError(); }
        @Override public void numberValue(BigDecimal value) { throw new AssertionError(); }
        @Override public void beginObject() { throw new AssertionError(); }
        @Override public void endObject() { throw new AssertionError(); }
        @Override public void beginArray() { throw new AssertionError(); }
        @Override public void endArray() { throw new AssertionError(); }
        @Override public void name(String name) { throw new AssertionError(); }
        @Override public void stringValue(String value) { throw new AssertionError(); }
        @Override public void booleanValue(boolean value) { throw new AssertionError(); }
        @Override public void nullValue() { throw new AssertionError(); }
    }

    @Provide
    Arbitrary<String> numbers() {
        Arbitrary<String> digits = Arbitraries.strings().withCharRange('0', '9').ofMinLength(1).ofMaxLength(24);
        Arbitrary<String> integer = digits.map(d -> d.length() > 1 && d.charAt(0) == '0' ? "1" + d.substring(1) : d);
        Arbitrary<String> fraction = Arbitraries.oneOf(Arbitraries.just(""), digits.map(d -> "." + d));
        Arbitrary<String> exponent = Arbitraries.of("", "", "", "e5", "E-3", "e+12");
        return Combinators.combine(Arbitraries.of("", "-"), integer, fraction, exponent).as((s, i, f, e) -> s + i + f + e);
    }

    @Property(tries = 400)
    void everyNumberIsTheBigDecimalOfItsText(@ForAll("numbers") String number, @ForAll("pads") int pad) {
        // the same number three times, after a run of spaces, and last just before the input's end
        String doc = "[" + " ".repeat(pad) + number + "," + number + ", " + number + "]";
        byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
        BigDecimal expected = new BigDecimal(number);
        check(JsonReader.of(bytes), number, expected, "bytes");
        for (int size : new int[] {16, 29, 40}) {
            for (int chunk : new int[] {3, 64}) {
                JsonReader r = ReaderOptions.defaults().withBufferSize(size).reader(SourceEquivalenceTest.chunked(bytes, chunk));
                check(r, number, expected, "buffer " + size + ", chunk " + chunk);
            }
        }
    }

    @Provide
    Arbitrary<Integer> pads() {
        return Arbitraries.integers().between(0, 30);
    }

    private static void check(JsonReader r, String number, BigDecimal expected, String where) {
        Recorder sink = new Recorder();
        r.beginArray();
        while (r.hasNext()) r.nextNumber(sink);
        r.endArray();
        assertEquals(3, sink.values.size(), where);
        for (int k = 0; k < 3; k++) {
            BigDecimal got = sink.values.get(k);
            // equals compares the scale too: 1.50 is not 1.5
            assertEquals(expected, got, number + " (" + where + ", #" + k + ")");
            if (sink.asParts.get(k)) {
                assertTrue(packable(number), number + " came as parts (" + where + ")");
                assertEquals(number, got.toPlainString(), where);
            }
        }
    }

    /** Plain, not negative zero, and at most 17 digits, or a zero integer part and up to 18 fraction digits below 10^17. */
    private static boolean packable(String n) {
        if (n.indexOf('e') >= 0 || n.indexOf('E') >= 0) return false;
        String unsigned = n.replace("-", "");
        String digits = unsigned.replace(".", "");
        BigInteger value = new BigInteger(digits);
        if (n.startsWith("-") && value.signum() == 0) return false;
        if (digits.length() <= 17) return true;
        return unsigned.startsWith("0.") && digits.length() <= 19 && value.compareTo(BigInteger.TEN.pow(17)) < 0;
    }

    @Property(tries = 50)
    void plainNumbersInTheMiddleOfTheInputComeAsParts(@ForAll("plain") String number) {
        String doc = "[" + number + ", 0" + " ".repeat(40) + "]";
        Recorder sink = new Recorder();
        check(JsonReader.of(doc.getBytes(StandardCharsets.UTF_8)), sink);
        assertEquals(List.of(true, true), sink.asParts, number);
        assertEquals(new BigDecimal(number), sink.values.get(0));
    }

    private static void check(JsonReader r, Recorder sink) {
        r.beginArray();
        while (r.hasNext()) r.nextNumber(sink);
        r.endArray();
    }

    @Provide
    Arbitrary<String> plain() {
        return Combinators.combine(Arbitraries.of("", "-"), Arbitraries.integers().between(1, 9),
                Arbitraries.strings().withCharRange('0', '9').ofMaxLength(8),
                Arbitraries.strings().withCharRange('0', '9').ofMinLength(1).ofMaxLength(8))
                .as((s, lead, rest, f) -> s + lead + rest + "." + f);
    }

    /**
     * Near-numbers of the shapes the word-at-a-time read takes (an integer part of up to 18
     * digits, leading zeros included, a point, up to 22 fraction digits) followed by every kind
     * of byte: each is read through the parts sink exactly as through a sink that takes text, or
     * refused with the same message, from bytes and from streams with small buffers.
     */
    @Property(tries = 3000)
    void twoWordShapesReadAsTheTextPathReadsThem(@ForAll("nearNumbers") String number, @ForAll("tails") String tail) {
        String doc = "[" + number + tail + ", 0" + " ".repeat(40) + "]";
        byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
        String expected = outcome(JsonReader.of(bytes), new TextRecorder());
        assertEquals(expected, outcome(JsonReader.of(bytes), new Recorder()), doc);
        // and from streams whose buffer ends at every distance from the number
        for (int size : new int[] {16, 23, 29, 40}) {
            JsonReader r = ReaderOptions.defaults().withBufferSize(size).reader(SourceEquivalenceTest.chunked(bytes, 64));
            assertEquals(expected, outcome(r, new Recorder()), doc + " (buffer " + size + ")");
        }
    }

    /** The first value read, scale included, and whether more follows; or the error's message. */
    private static String outcome(JsonReader r, TextRecorder sink) {
        try {
            r.beginArray();
            r.nextNumber(sink);
            return sink.values.get(0).toString() + "@" + r.hasNext();
        } catch (JsonException e) {
            return "error: " + e.getMessage();
        }
    }

    @Provide
    Arbitrary<String> nearNumbers() {
        Arbitrary<String> integer = Arbitraries.strings().withCharRange('0', '9').ofMinLength(0).ofMaxLength(18);
        Arbitrary<String> fraction = Arbitraries.oneOf(Arbitraries.just(""),
                Arbitraries.strings().withCharRange('0', '9').ofMinLength(0).ofMaxLength(22).map(f -> "." + f));
        return Combinators.combine(Arbitraries.of("", "-"), integer, fraction).as((s, i, f) -> s + i + f);
    }

    @Provide
    Arbitrary<String> tails() {
        return Arbitraries.of("", " ", "e", "E5", ".", ".5", "x", "-", "+", "_", "\"", "]", "}");
    }
}
