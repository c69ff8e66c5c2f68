package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Text mostly of two-byte UTF-8 (Cyrillic, Greek, Hebrew, Arabic letters, the U+0080 and U+07FF
 * edges) mixed with ASCII spaces and punctuation and with three- and four-byte chars reads back
 * as the JDK decodes it, wherever word reads and the ends of the input and of the buffer cut it,
 * from a byte[] and from streams handing out 1 to 7 bytes per read. A two-byte sequence broken in
 * any way is the same error, at the same place, from the in-memory fast path as from a stream of
 * one byte per read (which always takes the general scan).
 */
class ScriptTextPropertiesTest {
    private static final String[] PIECES = {" ", " ", "a", ",", ".", "-", "\u0080", "\u07ff", "\u00e9", "\u0100",
        "\u0416", "\u043b", "\u03b1", "\u05e9", "\u0645", "\u4e2d", "\u20ac", "\uD83D\uDE00"};

    /** Runs of two-byte letters (of one script or mixed), with the other pieces between them. */
    @Provide
    Arbitrary<String> texts() {
        Arbitrary<String> letters = Arbitraries.strings().withCharRange('\u0080', '\u07ff').ofMinLength(1).ofMaxLength(11);
        Arbitrary<String> cyrillic = Arbitraries.strings().withCharRange('\u0410', '\u044f').ofMinLength(1).ofMaxLength(11);
        Arbitrary<String> piece = Arbitraries.of(PIECES);
        return Arbitraries.oneOf(letters, cyrillic, cyrillic, piece).list().ofMaxSize(14).map(l -> String.join("", l));
    }

    private static List<String> strings(JsonReader r) {
        List<String> out = new ArrayList<>();
        r.beginArray();
        while (r.hasNext()) {
            if (r.peek() == JsonToken.BEGIN_OBJECT) {
                r.beginObject();
                out.add(r.nextName());
                out.add(r.nextString());
                r.endObject();
            } else {
                out.add(r.nextString());
            }
        }
        r.endArray();
        assertEquals(JsonToken.END_DOCUMENT, r.peek());
        r.close();
        return out;
    }

    static InputStream chunked(byte[] bytes, int chunk) {
        return new ByteArrayInputStream(bytes) {
            @Override
            public synchronized int read(byte[] dst, int off, int len) { return super.read(dst, off, Math.min(len, chunk)); }
        };
    }

    /**
     * {@code [pad"s", {"s": "s"}]}{@code tail}: the padding moves the text across every offset
     * of a word read; the last string ends 1 to 9 bytes before the end of the input.
     */
    private static byte[] document(String s, int pad, int tail) {
        String q = "\"" + s + "\"";
        return ("[" + " ".repeat(pad) + q + ",{" + q + ":" + q + "}]" + " ".repeat(tail)).getBytes(StandardCharsets.UTF_8);
    }

    @Property(tries = 1500)
    void scriptTextReadsAsTheJdkDecodesItFromEverySource(@ForAll("texts") String s, @ForAll @IntRange(max = 8) int pad,
            @ForAll @IntRange(max = 7) int tail, @ForAll @IntRange(min = 1, max = 7) int chunk) {
        byte[] json = document(s, pad, tail);
        String jdk = new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8);
        List<String> expected = List.of(jdk, jdk, jdk);
        assertEquals(expected, strings(JsonReader.of(json)), s);
        // the string alone, ending at the end of the input: no word read past its quote
        byte[] alone = ("\"" + s + "\"").getBytes(StandardCharsets.UTF_8);
        try (JsonReader r = JsonReader.of(alone)) {
            assertEquals(jdk, r.nextString());
        }
        // a slice of a larger array: the bytes after the slice are not the reader's
        byte[] framed = new byte[pad + alone.length + 8];
        java.util.Arrays.fill(framed, (byte) 0xD0);
        System.arraycopy(alone, 0, framed, pad, alone.length);
        try (JsonReader r = JsonReader.of(framed, pad, alone.length)) {
            assertEquals(jdk, r.nextString());
        }
        assertEquals(expected, strings(JsonReader.of(chunked(json, chunk))), "chunk " + chunk + ": " + s);
        int size = 16 + pad + tail;
        assertEquals(expected, strings(ReaderOptions.defaults().withBufferSize(size).reader(chunked(json, chunk))),
                "buffer " + size + ", chunk " + chunk + ": " + s);
    }

    private static String outcome(JsonReader r) {
        try {
            return "read " + strings(r);
        } catch (JsonException e) {
            return "refused: " + e.getMessage() + " at " + e.offset() + " line " + e.line() + " column " + e.column();
        }
    }

    /** Each way a two-byte sequence can be broken, applied to the pair at {@code at} (a byte index into the text). */
    private static byte[] broken(byte[] text, int at, int way) {
        byte[] b = text.clone();
        switch (way) {
            case 0: b[at] = (byte) 0xC0; break; // overlong lead
            case 1: b[at] = (byte) 0xC1; break; // overlong lead
            case 2: b[at] = b[at + 1]; break; // a lone continuation where the lead was
            case 3: b[at + 1] = (byte) 'a'; break; // continuation replaced by ASCII
            case 4: b[at + 1] = (byte) ' '; break;
            case 5: b[at + 1] = (byte) '"'; break;
            case 6: b[at + 1] = (byte) 0xD0; break; // a lead where the continuation was
            default: b[at + 1] = (byte) 0xC0; break;
        }
        return b;
    }

    @Property(tries = 600)
    void aBrokenTwoByteSequenceIsTheSameErrorFromTheFastPathAsFromTheGeneralScan(@ForAll("texts") String s,
            @ForAll @IntRange(max = 8) int pad, @ForAll @IntRange(max = 7) int way, @ForAll @IntRange(max = 1000) int pick) {
        byte[] text = s.getBytes(StandardCharsets.UTF_8);
        List<Integer> leads = new ArrayList<>();
        for (int i = 0; i + 1 < text.length; i++) {
            int c = text[i] & 0xFF;
            if (c >= 0xC2 && c < 0xE0) leads.add(i);
        }
        if (leads.isEmpty()) return;
        byte[] bad = broken(text, leads.get(pick % leads.size()), way);
        byte[] prefix = ("[" + " ".repeat(pad) + "\"").getBytes(StandardCharsets.UTF_8);
        byte[] json = new byte[prefix.length + bad.length + 2];
        System.arraycopy(prefix, 0, json, 0, prefix.length);
        System.arraycopy(bad, 0, json, prefix.length, bad.length);
        json[json.length - 2] = '"';
        json[json.length - 1] = ']';
        String expected = outcome(JsonReader.of(chunked(json, 1)));
        if (new String(bad, StandardCharsets.UTF_8).indexOf('\uFFFD') >= 0 && way != 5) {
            assertTrue(expected.startsWith("refused: Invalid UTF-8"), expected);
        }
        assertEquals(expected, outcome(JsonReader.of(json)));
        // cut right after the broken pair: truncated at the end of the input
        int cut = prefix.length + leads.get(pick % leads.size()) + 1;
        byte[] truncated = java.util.Arrays.copyOf(json, cut);
        assertEquals(outcome(JsonReader.of(chunked(truncated, 1))), outcome(JsonReader.of(truncated)));
    }
}
