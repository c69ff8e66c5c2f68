package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Strings whose escapes and non-ASCII chars all fit Latin-1 are decoded to bytes and made a
 * String by one copy; the first char beyond U+00FF hands the rest over to UTF-16. Whatever the
 * mix, the place of the hand-over, the buffer boundaries and the limits, they read as the JDK
 * reads them, and a cut or spoiled one is refused as the general scan refuses it.
 */
class Latin1StringsTest {
    /** {text, JSON spelling}: Latin-1 pieces, and pieces beyond it to hand over at. */
    private static final String[][] LATIN1 = {
        {"plain text ", "plain text "}, {"\n", "\\n"}, {"\"", "\\\""}, {"\\", "\\\\"}, {"/", "\\/"}, {"\t", "\\t"},
        {"\u00e9", "\u00e9"}, {"\u00e9", "\\u00e9"}, {"\u0080", "\u0080"}, {"\u00ff", "\\u00FF"}, {"\u00c0", "\u00c0"},
        {"A", "\\u0041"}, {"\u0000", "\\u0000"},
    };
    private static final String[][] WIDE = {
        {"\u0100", "\u0100"}, {"\u0100", "\\u0100"}, {"\u4e2d", "\u4e2d"}, {"\u4e2d", "\\u4e2d"}, {"\uD83D\uDE00", "\uD83D\uDE00"},
        {"\uD83D\uDE00", "\\ud83d\\ude00"}, {"\u20ac", "\\u20AC"},
    };

    /** Every pair of one to three Latin-1 pieces, then optionally a wide piece and another Latin-1 piece. */
    private static List<String[]> cases() {
        List<String[]> out = new ArrayList<>();
        for (String[] a : LATIN1) {
            for (String[] b : LATIN1) {
                out.add(new String[] {a[0] + b[0], a[1] + b[1]});
                for (String[] w : WIDE) out.add(new String[] {a[0] + b[0] + w[0] + a[0], a[1] + b[1] + w[1] + a[1]});
            }
        }
        return out;
    }

    private static String read(JsonReader r) {
        try (r) {
            r.beginArray();
            String s = r.nextString();
            r.endArray();
            return s;
        }
    }

    @Test
    void latin1TextAndTheHandOverReadAsTheJdkDecodesThemAtEveryOffset() {
        for (String[] c : cases()) {
            for (int pad = 0; pad < 10; pad++) {
                byte[] json = ("[\"" + "x".repeat(pad) + c[1] + "\"]").getBytes(StandardCharsets.UTF_8);
                String expected = "x".repeat(pad) + c[0];
                assertEquals(expected, read(JsonReader.of(json)), c[1]);
                assertEquals(expected, read(JsonReader.of(StringValuePropertiesTest.trickle(json))), c[1]);
                for (int size = 16; size <= 24; size++) {
                    // every refill boundary crosses the escapes and two-byte sequences somewhere
                    assertEquals(expected, read(ReaderOptions.defaults().withBufferSize(size).reader(new ByteArrayInputStream(json))), c[1]);
                }
            }
        }
    }

    private static String outcome(JsonReader r) {
        try {
            return "read " + read(r);
        } catch (JsonException e) {
            return "refused: " + e.getMessage() + " at " + e.offset();
        }
    }

    @Test
    void aStringCutAnywhereIsRefusedAsTheGeneralScanRefusesIt() {
        for (String[] c : cases()) {
            byte[] json = ("[\"ab" + c[1] + "\"]").getBytes(StandardCharsets.UTF_8);
            for (int cut = 2; cut < json.length - 2; cut++) {
                byte[] part = java.util.Arrays.copyOf(json, cut);
                String inMemory = outcome(JsonReader.of(part));
                assertTrue(inMemory.startsWith("refused"), inMemory);
                assertEquals(outcome(JsonReader.of(StringValuePropertiesTest.trickle(part))), inMemory, c[1] + " cut at " + cut);
            }
        }
    }

    @Test
    void aTwoByteSequenceThatIsNotLatin1IsRefusedWhereItIs() {
        for (int pad = 0; pad < 9; pad++) {
            byte[] b = ("[\"" + "a".repeat(pad) + "\\n\u00e9\u00e9\"]").getBytes(StandardCharsets.UTF_8);
            int lead = pad + 4;
            b[lead + 1] = 'z'; // C3 followed by no continuation byte
            byte[] doc = b;
            JsonException e = assertThrows(JsonException.class, () -> read(JsonReader.of(doc)));
            assertTrue(e.getMessage().startsWith("Invalid UTF-8"), e::getMessage);
            assertEquals(lead, e.offset(), "at the lead byte");
            b[lead] = (byte) 0xC1; // an overlong lead
            b[lead + 1] = (byte) 0xA9;
            e = assertThrows(JsonException.class, () -> read(JsonReader.of(doc)));
            assertTrue(e.getMessage().startsWith("Invalid UTF-8"), e::getMessage);
            assertEquals(lead, e.offset());
        }
    }

    @Test
    void theLengthLimitCountsLatin1Chars() {
        ReaderOptions five = ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxStringLength(5));
        assertEquals("a\n\u00e9\u00ff\"", read(five.reader("[\"a\\n\u00e9\\u00ff\\\"\"]".getBytes(StandardCharsets.UTF_8))));
        JsonException e = assertThrows(JsonException.class,
                () -> read(five.reader("[\"a\\n\u00e9\\u00ff\\\"b\"]".getBytes(StandardCharsets.UTF_8))));
        assertTrue(e.getMessage().contains("String length"), e::getMessage);
    }

    @Test
    void longEscapedStringsGrowTheBufferAndAReusedReaderStartsClean() {
        String text = "line of text \u00e9\n".repeat(5_000);
        String spelled = "line of text \\u00e9\\n".repeat(5_000);
        byte[] json = ("[\"" + spelled + "\",\"\\tshort\"]").getBytes(StandardCharsets.UTF_8);
        for (int round = 0; round < 3; round++) {
            // pooled readers keep their buffers from one document to the next
            try (JsonReader r = JsonReader.of(json)) {
                r.beginArray();
                assertEquals(text, r.nextString());
                assertEquals("\tshort", r.nextString());
                r.endArray();
            }
        }
        assertEquals(JsonArray.of(JsonString.of(text), JsonString.of("\tshort")), Json.parse(json));
    }
}
