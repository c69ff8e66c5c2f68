package dev.brisk.json;

import com.fasterxml.jackson.databind.ObjectMapper;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Strings of every kind come back unchanged through a strict reader, whatever the escaping. */
class JsonWriterStringPropertiesTest {
    private static final ObjectMapper JACKSON = new ObjectMapper();

    @Provide
    Arbitrary<String> validStrings() {
        Arbitrary<String> ascii = Arbitraries.strings().ascii().ofMaxLength(40);
        Arbitrary<String> any = Arbitraries.strings().all().ofMaxLength(40)
                .map(s -> new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8)); // no lone surrogates
        Arbitrary<String> mixed = Arbitraries.of("é", "€", "😀", "\u2028", "<", "&", "'", "\"", "\\", "\u0000", "\u001f", "\u007f", "abcdefgh")
                .list().ofMaxSize(30).map(l -> String.join("", l));
        // long text with escapes and other scripts: plain ASCII runs of every length, some across
        // the escaper's 256-char chunks, after an escape or non-ASCII char, in Latin-1 and UTF-16 Strings
        Arbitrary<String> runs = Arbitraries.strings().withCharRange('a', 'z').ofMinLength(0).ofMaxLength(300);
        Arbitrary<String> breaks = Arbitraries.of("\n", "\"", "é", "€", "😀", "<", "\u2028", "");
        Arbitrary<String> text = Combinators.combine(runs, breaks).as((r, b) -> r + b).list().ofMaxSize(8)
                .map(l -> String.join("", l));
        return Arbitraries.oneOf(ascii, any, mixed, text);
    }

    @Provide
    Arbitrary<WriterOptions> escapings() {
        return Arbitraries.of(WriterOptions.defaults(), WriterOptions.defaults().withEscapeNonAscii(true),
                WriterOptions.defaults().withHtmlSafe(true), WriterOptions.defaults().withEscapeNonAscii(true).withHtmlSafe(true));
    }

    @Property(tries = 400)
    void everyStringReadsBackUnchangedInStrictJackson(@ForAll("validStrings") String s, @ForAll("escapings") WriterOptions options) throws Exception {
        JsonWriter w = options.writer();
        w.beginObject();
        w.name(s);
        w.stringValue(s);
        w.endObject();
        byte[] out = w.toByteArray();
        var node = JACKSON.readTree(out);
        assertEquals(s, node.fieldNames().next());
        assertEquals(s, node.get(s).textValue());
        if (options.escapeNonAscii()) {
            for (byte b : out) assertTrue(b >= 0, "non-ASCII byte in escaped output");
        }
        if (options.htmlSafe()) {
            String text = new String(out, StandardCharsets.UTF_8);
            for (char c : new char[] {'<', '>', '&', '\'', '\u2028', '\u2029'}) assertTrue(text.indexOf(c) < 0);
        }
    }

    @Property(tries = 400)
    void byteSlicesAreWrittenExactlyLikeTheirStrings(@ForAll("validStrings") String s, @ForAll("escapings") WriterOptions options) {
        JsonWriter fromString = options.writer();
        fromString.stringValue(s);
        byte[] utf8 = ("[" + s + "]").getBytes(StandardCharsets.UTF_8);
        JsonWriter fromBytes = options.writer();
        fromBytes.stringValue(utf8, 1, utf8.length - 2);
        assertEquals(new String(fromString.toByteArray(), StandardCharsets.UTF_8), new String(fromBytes.toByteArray(), StandardCharsets.UTF_8));
    }

    @Property(tries = 300)
    void doublesReadBackAsTheSameDouble(@ForAll double d) throws Exception {
        if (Double.isNaN(d) || Double.isInfinite(d)) return;
        for (boolean java : new boolean[] {false, true}) {
            JsonWriter w = WriterOptions.defaults().withJavaNumberLayout(java).writer();
            w.numberValue(d);
            assertEquals(d, JACKSON.readTree(w.toByteArray()).doubleValue(), 0.0);
        }
    }

    @Property(tries = 300)
    void longsReadBackAsTheSameLong(@ForAll long v) throws Exception {
        JsonWriter w = JsonWriter.create();
        w.numberValue(v);
        assertEquals(Long.toString(v), new String(w.toByteArray(), StandardCharsets.US_ASCII));
    }
}
