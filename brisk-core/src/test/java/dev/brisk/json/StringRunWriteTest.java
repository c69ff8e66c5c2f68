package dev.brisk.json;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Java Strings past their plain prefix: plain ASCII runs of every length between the chars
 * that stop them (each escape class, two-, three- and four-byte UTF-8, lone surrogates), the
 * long runs copied by one {@code getBytes} and the short ones char by char, in Latin-1 and
 * UTF-16 Strings, give exactly the reference encoder's text ({@link WriterStringChunkTest#reference})
 * for every escaping option, into memory and into a stream, as values and as names.
 */
class StringRunWriteTest {
    private static final String[] STOPS = {"\"", "\\", "\n", "\u0000", "\u001f", "\u007f", "\u00e9", "\u00ff", "\u0100",
            "\u65e5", "\uD83D\uDE00", "<", "&", "'", "\u2028", "\uD800", "\uDC00"};

    @Provide
    Arbitrary<String> runsAndStops() {
        // Runs of 0..70 plain chars (around the bulk copy's threshold of 16 and the chunk of 256).
        Arbitrary<String> run = Arbitraries.integers().between(0, 70)
                .map(n -> "the quick brown fox jumps over the lazy dog 0123456789 ABCDEFGHIJKLMNOPQRSTUVWXYZ".substring(0, n));
        Arbitrary<String> piece = Combinators.combine(run, Arbitraries.of(STOPS)).as((r, stop) -> r + stop);
        return Combinators.combine(piece.list().ofMaxSize(12), run).as((pieces, tail) -> String.join("", pieces) + tail);
    }

    @Provide
    Arbitrary<String> nonAsciiRunsAndStops() {
        // Runs of 0..300 two- and three-byte chars (across the chunk of 256), each ended by a stop.
        Arbitrary<String> run = Arbitraries.strings().withCharRange('\u0080', '\u07ff').withCharRange('\u0800', '\ud7ff')
                .withCharRange('\ue000', '\uffff').ofMaxLength(300);
        Arbitrary<String> piece = Combinators.combine(run, Arbitraries.of(STOPS)).as((r, stop) -> r + stop);
        return Combinators.combine(piece.list().ofMaxSize(6), run).as((pieces, tail) -> String.join("", pieces) + tail);
    }

    @Property(tries = 400)
    void nonAsciiRunsBetweenStopsAreWrittenLikeTheReference(@ForAll("nonAsciiRunsAndStops") String s,
            @ForAll("options") WriterOptions options) {
        runsBetweenStopsAreWrittenLikeTheReference(s, options);
    }

    @Provide
    Arbitrary<WriterOptions> options() {
        return Arbitraries.of(WriterOptions.defaults(), WriterOptions.defaults().withReplaceLoneSurrogates(true),
                WriterOptions.defaults().withEscapeNonAscii(true), WriterOptions.defaults().withHtmlSafe(true),
                WriterOptions.defaults().withEscapeNonAscii(true).withHtmlSafe(true).withReplaceLoneSurrogates(true));
    }

    @Property(tries = 800)
    void runsBetweenStopsAreWrittenLikeTheReference(@ForAll("runsAndStops") String s, @ForAll("options") WriterOptions options) {
        // After a 250-char plain prefix too, so that runs also start past the first chunk.
        for (String text : new String[] {s, "p".repeat(250) + s}) {
            String expected = WriterStringChunkTest.reference(text, options.escapeNonAscii(), options.htmlSafe(),
                    options.replaceLoneSurrogates());
            for (int target = 0; target < 2; target++) {
                ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                JsonWriter w = target == 0 ? options.writer() : options.writer(bytes);
                w.beginObject();
                if (expected == null) {
                    assertThrows(JsonException.class, () -> w.name(text));
                    assertThrows(JsonException.class, () -> w.stringValue(text));
                    continue;
                }
                w.name(text);
                w.stringValue(text);
                w.endObject();
                String json;
                if (target == 0) {
                    json = new String(w.toByteArray(), StandardCharsets.UTF_8);
                } else {
                    w.close();
                    json = bytes.toString(StandardCharsets.UTF_8);
                }
                assertEquals("{" + expected + ":" + expected + "}", json, options + " " + (target == 0 ? "memory" : "stream"));
            }
        }
    }
}
