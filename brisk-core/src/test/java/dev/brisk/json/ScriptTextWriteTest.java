package dev.brisk.json;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Text in scripts other than Latin written from UTF-16 Strings: words of two-, three- and
 * four-byte UTF-8 chars (Cyrillic, Greek, Arabic, CJK, the edges U+0080, U+07FF, U+0800, U+FFFF,
 * pairs of every plane) between plain ASCII runs of every length around the writer's hand-over
 * to its bulk ASCII copy (16 chars), with escapes and lone surrogates among them, behind plain
 * prefixes that move the text across the String path's chunk end (256 chars) and across the end
 * of a stream writer's buffer. Compared byte for byte with the JDK's UTF-8 encoder of the
 * minimally escaped text; a lone surrogate is refused with a {@link JsonException} (nothing of
 * the string written), or written as U+FFFD when the options say so.
 */
class ScriptTextWriteTest {
    private static final String[] SCRIPT_CHARS = {"\u0436", "\u042e", "\u0451", "\u03b1", "\u03a9", "\u05d0", "\u0628",
            "\u0080", "\u00e9", "\u00ff", "\u0100", "\u07ff", "\u0800", "\u0e01", "\u3042", "\u65e5", "\uac00", "\uffff",
            "\ufffd", "\u2028", "\uD800\uDC00", "\uD83D\uDE00", "\uDBFF\uDFFF", "\uD840\uDC0B"};
    private static final String[] STOPS = {"\"", "\\", "\n", "\t", "\u0000", "\u001f", "\u007f", "\uD800", "\uDBFF",
            "\uDC00", "\uDFFF"};

    @Provide
    Arbitrary<String> scriptText() {
        Arbitrary<String> word = Arbitraries.of(SCRIPT_CHARS).list().ofMinSize(1).ofMaxSize(40).map(l -> String.join("", l));
        // ASCII runs of 0..40 chars: short ones (a space, punctuation) stay in the loop over
        // script text, 16 and more go back to the bulk copy
        Arbitrary<String> ascii = Arbitraries.integers().between(0, 40)
                .map(n -> "a b, c. 0123456789 the quick brown fox; jumps over".substring(0, n));
        Arbitrary<String> stop = Arbitraries.oneOf(Arbitraries.just(""), Arbitraries.of(STOPS));
        Arbitrary<String> piece = Combinators.combine(word, ascii, stop).as((w, a, s) -> w + a + s);
        return piece.list().ofMaxSize(10).map(l -> String.join("", l));
    }

    @Provide
    Arbitrary<WriterOptions> options() {
        return Arbitraries.of(WriterOptions.defaults(), WriterOptions.defaults().withReplaceLoneSurrogates(true));
    }

    @Property(tries = 1500)
    void scriptTextIsWrittenAsTheJdkEncodesIt(@ForAll("scriptText") String s, @ForAll @IntRange(min = 0, max = 300) int prefix,
            @ForAll("options") WriterOptions options) {
        String text = "p".repeat(prefix) + s;
        byte[] expected = expected(text, options.replaceLoneSurrogates());
        checkInMemory(text, options, expected);
    }

    /** The same text starting at every place around the end of a stream writer's 8 KB buffer. */
    @Property(tries = 300)
    void scriptTextAcrossAStreamBufferEnd(@ForAll("scriptText") String s, @ForAll @IntRange(min = 8192 - 700, max = 8192 + 4) int pad,
            @ForAll("options") WriterOptions options) {
        byte[] expected = expected(s, options.replaceLoneSurrogates());
        String filler = "f".repeat(pad);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        JsonWriter w = options.writer(bytes);
        w.beginArray();
        w.stringValue(filler);
        if (expected == null) {
            assertThrows(JsonException.class, () -> w.stringValue(s));
        } else {
            w.stringValue(s);
        }
        w.endArray();
        w.close();
        String json = expected == null ? "" : "," + new String(expected, StandardCharsets.UTF_8);
        assertEquals("[\"" + filler + "\"" + json + "]", bytes.toString(StandardCharsets.UTF_8));
    }

    /** Every char of the Basic Multilingual Plane (surrogates as lone ones) between script text. */
    @Test
    void everyBmpCharInScriptText() {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c <= 0xFFFF; c++) {
            sb.setLength(0);
            sb.append("\u0416\u0436 ").append((char) c).append("\u0416 ab\u65e5").append((char) c);
            String text = sb.toString();
            for (WriterOptions options : new WriterOptions[] {WriterOptions.defaults(), WriterOptions.defaults().withReplaceLoneSurrogates(true)}) {
                checkInMemory(text, options, expected(text, options.replaceLoneSurrogates()));
            }
        }
    }

    /** Every supplementary code point's pair, and each half alone, inside Cyrillic text. */
    @Test
    void everySupplementaryCodePointInScriptText() {
        for (int cp = 0x10000; cp <= 0x10FFFF; cp += 0x3F) {
            String pair = new String(Character.toChars(cp));
            for (String text : new String[] {"\u0416" + pair + "\u0436", pair + " \u0416", "\u0416 " + pair,
                    "\u0416" + pair.charAt(0) + "\u0436", "\u0416" + pair.charAt(1)}) {
                checkInMemory(text, WriterOptions.defaults(), expected(text, false));
                checkInMemory(text, WriterOptions.defaults().withReplaceLoneSurrogates(true), expected(text, true));
            }
        }
    }

    /**
     * A pair, each half alone, and a high surrogate before a pair at every place around the
     * String path's chunk end (256 chars), inside script text and after a plain ASCII prefix.
     */
    @Test
    void surrogatesAtEveryPlaceAroundTheChunkEnd() {
        String pair = "\uD83D\uDE00";
        String[] middles = {pair, pair + pair, "\uD83D", "\uDE00", "\uD83D" + pair, pair + "\uDE00"};
        for (String lead : new String[] {"\u0416", "p"}) {
            for (int k = 0; k <= 270; k++) {
                for (String middle : middles) {
                    String text = lead.repeat(k) + middle + "\u0436 \u0416" + pair;
                    checkInMemory(text, WriterOptions.defaults(), expected(text, false));
                    checkInMemory(text, WriterOptions.defaults().withReplaceLoneSurrogates(true), expected(text, true));
                }
            }
        }
    }

    /** As a value and as a name, or refused as both, leaving the writer able to go on. */
    private static void checkInMemory(String text, WriterOptions options, byte[] expected) {
        JsonWriter w = options.writer();
        w.beginObject();
        if (expected == null) {
            assertThrows(JsonException.class, () -> w.name(text));
            w.name("k");
            assertThrows(JsonException.class, () -> w.stringValue(text));
            w.stringValue("v");
            w.endObject();
            assertEquals("{\"k\":\"v\"}", new String(w.toByteArray(), StandardCharsets.UTF_8));
            return;
        }
        w.name(text);
        w.stringValue(text);
        w.endObject();
        String quoted = new String(expected, StandardCharsets.UTF_8);
        byte[] want = ("{" + quoted + ":" + quoted + "}").getBytes(StandardCharsets.UTF_8);
        assertArrayEquals(want, w.toByteArray(), () -> options + " " + escapeForMessage(text));
    }

    /**
     * The JDK's UTF-8 encoding of {@code s} minimally escaped and quoted; null when it has a lone
     * surrogate and {@code replace} is off (with it, each lone surrogate becomes U+FFFD).
     */
    static byte[] expected(String s, boolean replace) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                sb.append(c).append(s.charAt(++i));
                continue;
            }
            if (Character.isSurrogate(c)) {
                if (!replace) return null;
                sb.append('\uFFFD');
            } else if (c == '"' || c == '\\') {
                sb.append('\\').append(c);
            } else if (c == '\n') {
                sb.append("\\n");
            } else if (c == '\t') {
                sb.append("\\t");
            } else if (c == '\r') {
                sb.append("\\r");
            } else if (c == '\b') {
                sb.append("\\b");
            } else if (c == '\f') {
                sb.append("\\f");
            } else if (c < 0x20) {
                sb.append(String.format("\\u%04X", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.append('"').toString().getBytes(StandardCharsets.UTF_8);
    }

    private static String escapeForMessage(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c >= 0x7F) sb.append(String.format("\\u%04X", (int) c));
            else sb.append(c);
        }
        return sb.toString();
    }
}
