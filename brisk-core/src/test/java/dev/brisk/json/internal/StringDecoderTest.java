package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The one-pass string decoder gives exactly the text the escapes and UTF-8 stand for, at every
 * offset and length, and gives up on everything that is not a whole valid string body.
 */
class StringDecoderTest {
    /** Pieces of text and how a JSON text may spell each (raw or escaped): {text, spelling}. */
    private static final String[][] PIECES = {
        {"a", "a"}, {"abcdefgh", "abcdefgh"}, {"0123456789abcdef", "0123456789abcdef"}, {" ", " "},
        {"\u00e9", "\u00e9"}, {"\u00e9", "\\u00e9"}, {"\u00e9", "\\u00E9"}, {"\u4e2d", "\u4e2d"}, {"\u4e2d", "\\u4e2d"},
        {"\ud7ff", "\ud7ff"}, {"\ue000", "\ue000"}, {"\uffff", "\\uFFFF"}, {"\u0800", "\u0800"},
        {"\uD83D\uDE00", "\uD83D\uDE00"}, {"\uD83D\uDE00", "\\uD83D\\uDE00"}, {"\uDBFF\uDFFF", "\\udbff\\udfff"},
        {"\"", "\\\""}, {"\\", "\\\\"}, {"/", "\\/"}, {"\b", "\\b"}, {"\f", "\\f"}, {"\n", "\\n"}, {"\r", "\\r"},
        {"\t", "\\t"}, {"\u0000", "\\u0000"}, {"\u001f", "\\u001F"}, {"A", "\\u0041"},
    };

    @Test
    void validBodiesDecodeToTheirTextAtEveryOffset() {
        SplittableRandom random = new SplittableRandom(21);
        for (int round = 0; round < 20_000; round++) {
            StringBuilder text = new StringBuilder();
            StringBuilder body = new StringBuilder();
            int parts = random.nextInt(30);
            for (int i = 0; i < parts; i++) {
                String[] piece = PIECES[random.nextInt(PIECES.length)];
                text.append(piece[0]);
                body.append(piece[1]);
            }
            byte[] utf8 = (body + "\"").getBytes(StandardCharsets.UTF_8);
            int pad = random.nextInt(9);
            byte[] b = new byte[pad + utf8.length + random.nextInt(9)];
            System.arraycopy(utf8, 0, b, pad, utf8.length);
            int plain = Scanners.plainTextEnd(b, pad, b.length);
            long d = StringDecoder.toChars(b, pad, plain, b.length, new char[utf8.length]);
            assertTrue(d >= 0, body::toString);
            assertEquals(pad + utf8.length - 1, StringDecoder.quote(d), "the closing quote");
            char[] out = new char[utf8.length];
            StringDecoder.toChars(b, pad, plain, b.length, out);
            assertEquals(text.toString(), new String(out, 0, StringDecoder.chars(d)));

            byte[] decoded = new byte[utf8.length + 3];
            int n = StringDecoder.toUtf8(b, pad, pad + utf8.length - 1, decoded, 3) - 3;
            assertEquals(text.toString(), new String(decoded, 3, n, StandardCharsets.UTF_8));
        }
    }

    @Test
    void latin1DecodingGivesTheSameTextAndHandsOverAtTheFirstCharBeyondLatin1() {
        SplittableRandom random = new SplittableRandom(22);
        for (int round = 0; round < 20_000; round++) {
            StringBuilder text = new StringBuilder();
            StringBuilder body = new StringBuilder();
            int parts = random.nextInt(30);
            for (int i = 0; i < parts; i++) {
                String[] piece = PIECES[random.nextInt(PIECES.length)];
                text.append(piece[0]);
                body.append(piece[1]);
            }
            byte[] utf8 = (body + "\"").getBytes(StandardCharsets.UTF_8);
            int pad = random.nextInt(9);
            byte[] b = new byte[pad + utf8.length + random.nextInt(9)];
            System.arraycopy(utf8, 0, b, pad, utf8.length);
            int plain = Scanners.plainTextEnd(b, pad, b.length);
            long expected = StringDecoder.toChars(b, pad, plain, b.length, new char[utf8.length + 2]);

            byte[] latin = new byte[utf8.length];
            long d = StringDecoder.toLatin1(b, pad, plain, b.length, latin);
            int firstWide = 0;
            while (firstWide < text.length() && text.charAt(firstWide) <= 0xFF) firstWide++;
            if (firstWide == text.length()) {
                assertEquals(expected, d, body::toString);
                assertEquals(text.toString(), new String(latin, 0, StringDecoder.chars(d), StandardCharsets.ISO_8859_1));
                continue;
            }
            assertTrue(StringDecoder.isWide(d), body::toString);
            int n = StringDecoder.chars(d);
            assertEquals(firstWide, n, "decoded up to the first char beyond U+00FF");
            assertEquals(text.substring(0, n), new String(latin, 0, n, StandardCharsets.ISO_8859_1));
            char[] out = new char[utf8.length + 2];
            for (int i = 0; i < n; i++) out[i] = (char) (latin[i] & 0xFF);
            long resumed = StringDecoder.resumeChars(b, StringDecoder.quote(d), b.length, out, n);
            assertEquals(expected, resumed, body::toString);
            assertEquals(text.toString(), new String(out, 0, StringDecoder.chars(resumed)));
        }
    }

    @Test
    void plainRunsBetweenEscapesOfEveryLengthDecodeAtEveryRoomAndEnd() {
        // the runs after an escape are copied a word at a time while room and input last: every
        // run length around a word, every array size from too short to ample, every cut of the input
        for (int run = 0; run <= 20; run++) {
            for (int lead = 0; lead <= 9; lead++) {
                String plain = "abcdefghijklmnopqrstuvwxyz".substring(0, run);
                String body = "x".repeat(lead) + "\\/" + plain + "\\u00e9" + plain + "\\t" + plain + "\"";
                String text = "x".repeat(lead) + "/" + plain + "\u00e9" + plain + "\t" + plain;
                byte[] b = body.getBytes(StandardCharsets.US_ASCII);
                for (int room = 0; room <= text.length() + 9; room++) {
                    byte[] out = new byte[room];
                    long d = StringDecoder.toLatin1(b, 0, lead, b.length, out);
                    if (room < text.length()) {
                        assertEquals(StringDecoder.NO_ROOM, d, body + " room " + room);
                        continue;
                    }
                    assertEquals(text.length(), StringDecoder.chars(d), body);
                    assertEquals(b.length - 1, StringDecoder.quote(d), body);
                    assertEquals(text, new String(out, 0, text.length(), StandardCharsets.ISO_8859_1), body);
                }
                for (int to = lead; to < b.length; to++) {
                    long d = StringDecoder.toLatin1(b, 0, lead, to, new byte[text.length() + 8]);
                    assertEquals(StringDecoder.STOPPED, d, body + " cut at " + to);
                    assertEquals(StringDecoder.STOPPED, StringDecoder.toUtf8Checked(b, 0, lead, to, new byte[b.length + 8]), body + " cut at " + to);
                }
                // the same body checked and decoded to UTF-8, with every room from too short to ample
                byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
                for (int room = 0; room <= b.length + 9; room++) {
                    byte[] out = new byte[room];
                    long d = StringDecoder.toUtf8Checked(b, 0, lead, b.length, out);
                    if (d == StringDecoder.NO_ROOM) {
                        assertTrue(room < utf8.length + 4, body + " room " + room);
                        continue;
                    }
                    assertEquals(utf8.length, StringDecoder.chars(d), body);
                    assertEquals(b.length - 1, StringDecoder.quote(d), body);
                    assertEquals(text, new String(out, 0, utf8.length, StandardCharsets.UTF_8), body);
                }
            }
        }
    }

    @Test
    void latin1DecodingAsksForRoomForEveryByteItWrites() {
        byte[] b = "abcdefghij\\u00e9k\"".getBytes(StandardCharsets.US_ASCII);
        assertEquals(StringDecoder.NO_ROOM, StringDecoder.toLatin1(b, 0, 10, b.length, new byte[9]));
        assertEquals(StringDecoder.NO_ROOM, StringDecoder.toLatin1(b, 0, 10, b.length, new byte[10]));
        assertEquals(StringDecoder.NO_ROOM, StringDecoder.toLatin1(b, 0, 10, b.length, new byte[11]));
        byte[] out = new byte[12];
        long d = StringDecoder.toLatin1(b, 0, 10, b.length, out);
        assertEquals(12, StringDecoder.chars(d));
        assertEquals(b.length - 1, StringDecoder.quote(d));
        assertEquals("abcdefghij\u00e9k", new String(out, StandardCharsets.ISO_8859_1));
    }

    @Test
    void checkedUtf8DecodingAcceptsWhatTheStringScanAcceptsAndDecodesAsToUtf8() {
        SplittableRandom random = new SplittableRandom(23);
        byte[] spoilers = {'\\', '"', 'u', 'D', '8', 0x01, (byte) 0x80, (byte) 0xC3, (byte) 0xED, (byte) 0xF4, (byte) 0xFF};
        for (int round = 0; round < 20_000; round++) {
            StringBuilder body = new StringBuilder();
            int parts = random.nextInt(30);
            for (int i = 0; i < parts; i++) body.append(PIECES[random.nextInt(PIECES.length)][1]);
            byte[] utf8 = (body + "\"").getBytes(StandardCharsets.UTF_8);
            int pad = random.nextInt(9);
            byte[] b = new byte[pad + utf8.length + random.nextInt(9)];
            System.arraycopy(utf8, 0, b, pad, utf8.length);
            if (round % 2 == 1) b[pad + random.nextInt(utf8.length)] = spoilers[random.nextInt(spoilers.length)];
            int to = random.nextInt(4) == 0 ? pad + random.nextInt(utf8.length + 1) : b.length; // sometimes cut short
            int end = Scanners.stringEnd(b, pad, to);
            // the prefix a scan already passed (as the tree walk gives it), or none
            int unescaped = Scanners.unescapedStringEnd(b, pad, to);
            int checked = random.nextBoolean() ? pad : unescaped >= 0 ? unescaped : ~unescaped;
            long d = StringDecoder.toUtf8Checked(b, pad, checked, to, new byte[b.length + 4]);
            if (end < 0) {
                assertEquals(StringDecoder.STOPPED, d, body::toString);
                continue;
            }
            assertEquals(end, StringDecoder.quote(d), body::toString);
            byte[] expected = new byte[b.length];
            int n = StringDecoder.toUtf8(b, pad, end, expected, 0);
            byte[] out = new byte[b.length + 4];
            StringDecoder.toUtf8Checked(b, pad, checked, to, out);
            assertEquals(n, StringDecoder.chars(d));
            assertEquals(new String(expected, 0, n, StandardCharsets.UTF_8), new String(out, 0, n, StandardCharsets.UTF_8));
            // too little room is said, never overrun
            if (n > 0) assertEquals(StringDecoder.NO_ROOM, StringDecoder.toUtf8Checked(b, pad, checked, to, new byte[n - 1]));
        }
    }

    @Test
    void aShortArrayAsksForRoomAndALongerOneSucceeds() {
        byte[] b = "abcdefghij\\u4e2dk\"".getBytes(StandardCharsets.US_ASCII);
        assertEquals(StringDecoder.NO_ROOM, StringDecoder.toChars(b, 0, 10, b.length, new char[5]));
        assertEquals(StringDecoder.NO_ROOM, StringDecoder.toChars(b, 0, 10, b.length, new char[11]));
        // a step that is not plain ASCII asks for room for two chars (a surrogate pair may come)
        assertEquals(StringDecoder.NO_ROOM, StringDecoder.toChars(b, 0, 10, b.length, new char[12]));
        long d = StringDecoder.toChars(b, 0, 10, b.length, new char[13]);
        assertEquals(12, StringDecoder.chars(d));
        assertEquals(b.length - 1, StringDecoder.quote(d));
    }

    @Test
    void whatIsNotAWholeValidBodyStops() {
        String[] bodies = {
            "abc", "abc\\", "abc\\u12", "abc\\u12g4\"", "\\x\"", "\\'\"", "a\u0001b\"", "\\uD800\"", "\\uDC00\"",
            "\\uD800\\u0041\"", "\\uD800\\n\"", "\\uDBFF\\uDBFF\"", "\\uD83D\\uDE0", "a\tb\"",
        };
        for (String body : bodies) {
            byte[] b = body.getBytes(StandardCharsets.UTF_8);
            assertEquals(StringDecoder.STOPPED, StringDecoder.toChars(b, 0, 0, b.length, new char[64]), body);
            assertEquals(StringDecoder.STOPPED, throughLatin1(b), body);
        }
        int[][] badUtf8 = {
            {0x80}, {0xC0, 0x80}, {0xC1, 0xBF}, {0xC2}, {0xC2, 0x41}, {0xE0, 0x80, 0x80}, {0xE0, 0x9F, 0xBF},
            {0xED, 0xA0, 0x80}, {0xED, 0xBF, 0xBF}, {0xE1, 0x80}, {0xE1, 0x41, 0x80}, {0xF0, 0x8F, 0xBF, 0xBF},
            {0xF4, 0x90, 0x80, 0x80}, {0xF5, 0x80, 0x80, 0x80}, {0xF1, 0x80, 0x80}, {0xF1, 0x80, 0x80, 0x41}, {0xFF},
        };
        for (int[] seq : badUtf8) {
            for (int pad = 0; pad < 9; pad++) {
                byte[] b = new byte[pad + seq.length + 1];
                java.util.Arrays.fill(b, 0, pad, (byte) 'x');
                for (int i = 0; i < seq.length; i++) b[pad + i] = (byte) seq[i];
                b[b.length - 1] = '"';
                assertEquals(StringDecoder.STOPPED, StringDecoder.toChars(b, 0, 0, b.length, new char[64]),
                        java.util.HexFormat.of().formatHex(b));
                assertEquals(StringDecoder.STOPPED, throughLatin1(b), java.util.HexFormat.of().formatHex(b));
            }
        }
    }

    @Test
    void hexDigitsOfEitherCaseAndNothingElse() {
        byte[] b = new byte[4];
        for (int c = 0; c < 256; c++) {
            b[0] = b[1] = b[2] = '0';
            b[3] = (byte) c;
            int expected = Character.digit(c, 16);
            if (c > 'f') expected = -1; // Character.digit also takes fullwidth forms, which are not bytes
            int v = StringDecoder.hex4(b, 0);
            if (expected < 0) assertTrue(v < 0, "byte " + c);
            else assertEquals(expected, v, "byte " + c);
        }
        assertEquals(0xBEEF, StringDecoder.hex4("bEeF".getBytes(StandardCharsets.US_ASCII), 0));
    }

    /** The reader's way: Latin-1 first, then chars from where that hands over. */
    private static long throughLatin1(byte[] b) {
        byte[] latin = new byte[64];
        long d = StringDecoder.toLatin1(b, 0, 0, b.length, latin);
        if (!StringDecoder.isWide(d)) return d;
        char[] out = new char[64];
        int n = StringDecoder.chars(d);
        for (int i = 0; i < n; i++) out[i] = (char) (latin[i] & 0xFF);
        return StringDecoder.resumeChars(b, StringDecoder.quote(d), b.length, out, n);
    }

    /** Words of another script with one ASCII char (or an escape, or two ASCII chars) between them: {text, spelling}. */
    private static final String[][] SCRIPT_PIECES = {
        {"\u0416", "\u0416"}, {"\u043b\u043e", "\u043b\u043e"}, {"\u00e9", "\u00e9"}, {"\u4e2d", "\u4e2d"},
        {"\uD83D\uDE00", "\uD83D\uDE00"}, {" ", " "}, {",", ","}, {"-", "-"}, {"a", "a"}, {"~", "~"},
        {"\"", "\\\""}, {"\\", "\\\\"}, {"\n", "\\n"}, {"\u0416", "\\u0416"}, {", ", ", "},
    };

    @Test
    void textOfAnotherScriptWithAsciiBetweenItsWordsDecodesAtEveryOffsetRoomAndEnd() {
        SplittableRandom random = new SplittableRandom(23);
        for (int round = 0; round < 4_000; round++) {
            StringBuilder text = new StringBuilder();
            StringBuilder body = new StringBuilder();
            int parts = 1 + random.nextInt(16);
            for (int i = 0; i < parts; i++) {
                String[] piece = SCRIPT_PIECES[random.nextInt(SCRIPT_PIECES.length)];
                text.append(piece[0]);
                body.append(piece[1]);
            }
            byte[] utf8 = (body + "\"").getBytes(StandardCharsets.UTF_8);
            int pad = random.nextInt(9);
            byte[] b = new byte[pad + utf8.length + random.nextInt(3)];
            System.arraycopy(utf8, 0, b, pad, utf8.length);
            int plain = Scanners.plainTextEnd(b, pad, b.length);
            // every room: too little says so (never a cut text), enough gives the whole text
            for (int room = 0; room <= text.length() + 2; room++) {
                char[] out = new char[room];
                long d = StringDecoder.toChars(b, pad, plain, b.length, out);
                if (d == StringDecoder.NO_ROOM) {
                    assertTrue(room < text.length() + 2, body::toString);
                    continue;
                }
                assertTrue(d >= 0, body::toString);
                assertEquals(pad + utf8.length - 1, StringDecoder.quote(d), "the closing quote");
                assertEquals(text.toString(), new String(out, 0, StringDecoder.chars(d)), body::toString);
            }
            // every end before the closing quote (a string a refill cut): the decoder stops, it never guesses
            for (int end = plain; end < pad + utf8.length - 1; end++) {
                long d = StringDecoder.toChars(b, pad, Math.min(plain, end), end, new char[utf8.length + 2]);
                assertEquals(StringDecoder.STOPPED, d, body::toString);
            }
        }
    }
}
