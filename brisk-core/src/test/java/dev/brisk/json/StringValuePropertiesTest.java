package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * String values of every kind (ASCII, two- to four-byte UTF-8, short and {@code \}{@code u}
 * escapes, surrogate pairs spelled as two escapes) read back as the JDK's String whatever the
 * source and wherever buffer boundaries fall; and a string spoiled by one byte is judged the same
 * (the same text, or the same error at the same place) by the in-memory fast path and by a
 * stream that hands out one byte per read, which always takes the general scan.
 */
class StringValuePropertiesTest {
    private static final String[] SAMPLES = {"a", "Z", " ", "abcdefgh", "\u00e9", "\u00ff", "\u0100", "\u07ff", "\u0800",
        "\u4e2d\u6587", "\u65e5\u672c\u8a9e", "\ud7ff", "\ue000", "\uffff", "\uD83D\uDE00", "\uDBFF\uDFFF", "\"", "\\", "/",
        "\n", "\t", "\r", "\b", "\f", "\u0000", "\u001f", "\u007f", "\u2028"};

    @Provide
    Arbitrary<String> texts() {
        Arbitrary<String> any = Arbitraries.strings().all().ofMaxLength(60)
                .map(s -> new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8)); // no lone surrogates
        Arbitrary<String> mixed = Arbitraries.of(SAMPLES).list().ofMaxSize(40).map(l -> String.join("", l));
        return Arbitraries.oneOf(any, mixed);
    }

    /** {@code s} as a JSON string, each code point spelled one of the ways JSON allows, chosen by {@code random}. */
    static String spell(String s, SplittableRandom random) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            String shortForm = shortEscape(cp);
            boolean mustEscape = cp < 0x20 || cp == '"' || cp == '\\';
            int way = random.nextInt(4);
            if (!mustEscape && way < 2) {
                out.appendCodePoint(cp);
            } else if (shortForm != null && way < 3) {
                out.append(shortForm);
            } else {
                String format = random.nextBoolean() ? "\\u%04x" : "\\u%04X";
                for (char c : Character.toChars(cp)) out.append(String.format(format, (int) c));
            }
        }
        return out.append('"').toString();
    }

    private static String shortEscape(int cp) {
        switch (cp) {
            case '"': return "\\\"";
            case '\\': return "\\\\";
            case '/': return "\\/";
            case '\b': return "\\b";
            case '\f': return "\\f";
            case '\n': return "\\n";
            case '\r': return "\\r";
            case '\t': return "\\t";
            default: return null;
        }
    }

    /** An InputStream handing out one byte per read call: every string is cut by refills. */
    static InputStream trickle(byte[] b) {
        return new ByteArrayInputStream(b) {
            @Override
            public synchronized int read(byte[] dst, int off, int len) { return super.read(dst, off, Math.min(len, 1)); }
        };
    }

    /** The document {@code [pad, "s", "s"]}: the padding moves the strings across every offset of a word. */
    private static byte[] document(String spelled, int pad) {
        return ("[\"" + "x".repeat(pad) + "\"," + spelled + ",{\"k\":" + spelled + "}]").getBytes(StandardCharsets.UTF_8);
    }

    private static List<String> strings(JsonReader r) {
        List<String> out = new ArrayList<>();
        r.beginArray();
        r.nextString();
        out.add(r.nextString());
        r.beginObject();
        r.nextName();
        out.add(r.nextStringOrNull()); // a codec's String property
        r.endObject();
        r.endArray();
        r.close();
        return out;
    }

    @Property(tries = 600)
    void everySpellingReadsBackAsTheTextFromEverySource(@ForAll("texts") String s, @ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        String spelled = spell(s, random);
        byte[] json = document(spelled, random.nextInt(9));
        List<String> expected = List.of(s, s);
        assertEquals(expected, strings(JsonReader.of(json)), spelled);
        assertEquals(expected, strings(JsonReader.of(trickle(json))), spelled);
        assertEquals(expected, strings(JsonReader.of(new String(json, StandardCharsets.UTF_8))), spelled);
        assertEquals(expected, strings(ReaderOptions.defaults().withBufferSize(16).reader(new ByteArrayInputStream(json))), spelled);
        JsonArray tree = (JsonArray) Json.parse(json);
        assertEquals(JsonString.of(s), tree.get(1));
        assertEquals(tree, Json.parse(trickle(json)), "the walk and the token path build the same tree");
        assertArrayEquals(minify(JsonReader.of(trickle(json))), minify(JsonReader.of(json)), "the walk copies as the token path does");
        assertSkips(json);
    }

    private static byte[] minify(JsonReader r) {
        JsonWriter w = JsonWriter.create();
        r.copyTo(w);
        r.close();
        return w.toByteArray();
    }

    private static void assertSkips(byte[] json) {
        try (JsonReader r = JsonReader.of(json)) {
            r.skipValue();
            assertEquals(JsonToken.END_DOCUMENT, r.peek());
        }
    }

    /** What reading a document comes to: its strings, or the error's message and place. */
    private static String outcome(Function<byte[], JsonReader> open, byte[] json) {
        try {
            return "read " + strings(open.apply(json));
        } catch (JsonException e) {
            return "refused: " + e.getMessage() + " at " + e.offset() + " line " + e.line() + " column " + e.column();
        }
    }

    @Property(tries = 1500)
    void aSpoiledStringIsJudgedAlikeByTheFastPathAndTheGeneralScan(@ForAll("texts") String s, @ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        byte[] json = document(spell(s, random), random.nextInt(9));
        // spoil one byte inside the first string value (between the padding string and the object)
        int from = json.length / 2 > 12 ? 8 : 1;
        int at = from + random.nextInt(Math.max(1, json.length - from - 2));
        json[at] = (byte) (random.nextBoolean() ? random.nextInt(256) : "\\\"u0D8F\u0001".charAt(random.nextInt(8)));
        assertEquals(outcome(JsonReader::of, json), outcome(b -> JsonReader.of(trickle(b)), json));
    }

    @Test
    void invalidUtf8AndLoneSurrogatesAreRefusedWhereTheyAre() {
        String[] bad = {"\"ab\\uD800cd\"", "\"ab\\uDC00\"", "\"ab\\uD83D\\u0041\"", "\"abcdefghij\\uD83Dxyz\""};
        for (String doc : bad) {
            JsonException e = assertThrows(JsonException.class, () -> JsonReader.of(doc.getBytes(StandardCharsets.UTF_8)).nextString());
            assertTrue(e.getMessage().contains("Lone surrogate"), e::getMessage);
            assertEquals(doc.indexOf('\\'), e.offset(), doc);
        }
        for (int pad = 0; pad < 9; pad++) {
            byte[] b = ("\"" + "a".repeat(pad) + "\u4e2d\u4e2d\"").getBytes(StandardCharsets.UTF_8);
            b[pad + 5] = 'z'; // the second character's second byte
            byte[] doc = b;
            JsonException e = assertThrows(JsonException.class, () -> JsonReader.of(doc).nextString());
            assertTrue(e.getMessage().startsWith("Invalid UTF-8"), e::getMessage);
            assertEquals(pad + 4, e.offset(), "at the sequence's lead byte");
            byte[] encodedSurrogate = ("\"" + "a".repeat(pad) + "\u00e9\u00e9\"").getBytes(StandardCharsets.UTF_8);
            encodedSurrogate[pad + 1] = (byte) 0xED; // ED A0 80 would be U+D800
            encodedSurrogate[pad + 2] = (byte) 0xA0;
            encodedSurrogate[pad + 3] = (byte) 0x80;
            e = assertThrows(JsonException.class, () -> JsonReader.of(encodedSurrogate).nextString());
            assertEquals("Invalid UTF-8: encoded UTF-16 surrogate", e.getMessage().substring(0, 39));
            assertEquals(pad + 1, e.offset());
        }
    }

    @Test
    void aLeniencyStillAppliesWhereTheFastPathStops() {
        ReaderOptions replace = ReaderOptions.defaults().withReplaceLoneSurrogates(true);
        assertEquals("a\uFFFDb\u4e2d", replace.reader("\"a\\uD800b\u4e2d\"".getBytes(StandardCharsets.UTF_8)).nextString());
    }

    @Test
    void theLengthLimitCountsCharsOnTheFastPath() {
        ReadLimits limits = ReadLimits.defaults().withMaxStringLength(4);
        ReaderOptions four = ReaderOptions.defaults().withLimits(limits);
        assertEquals("\u4e2d\u4e2d\uD83D\uDE00", four.reader("\"\u4e2d\\u4e2d\uD83D\uDE00\"".getBytes(StandardCharsets.UTF_8)).nextString());
        JsonException e = assertThrows(JsonException.class,
                () -> four.reader("\"\u4e2d\\u4e2d\uD83D\uDE00a\"".getBytes(StandardCharsets.UTF_8)).nextString());
        assertTrue(e.getMessage().contains("String length"), e::getMessage);
        // a string longer than the reader's reused char array still decodes in one piece
        String longText = "\u00e9".repeat(10_000) + "\\n";
        assertEquals("\u00e9".repeat(10_000) + "\n", JsonReader.of(("\"" + longText + "\"").getBytes(StandardCharsets.UTF_8)).nextString());
    }
}
