package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The reader's UTF-8 decoder gives the JDK's String for valid input and refuses what is not strict UTF-8. */
class Utf8DecoderTest {
    private static final String[] PIECES = {"a", "Z", "~", " ", "abcdefgh", "0123456789abcdef", "\u00e9", "\u00ff",
        "\u0800", "\u4e2d", "\ud7ff", "\ue000", "\uffff", "\uD83D\uDE00", "\uDBFF\uDFFF"};

    @Test
    void validTextDecodesAsTheJdkDoesAtEveryOffsetAndLength() {
        SplittableRandom random = new SplittableRandom(11);
        char[] out = new char[512];
        for (int round = 0; round < 20_000; round++) {
            StringBuilder sb = new StringBuilder();
            int parts = random.nextInt(40);
            for (int i = 0; i < parts; i++) sb.append(PIECES[random.nextInt(PIECES.length)]);
            byte[] utf8 = sb.toString().getBytes(StandardCharsets.UTF_8);
            // inside a larger array, as a slice of a reader's buffer is
            int pad = random.nextInt(9);
            byte[] b = new byte[pad + utf8.length + random.nextInt(9)];
            System.arraycopy(utf8, 0, b, pad, utf8.length);
            int n = Utf8Decoder.decode(b, pad, pad + utf8.length, out);
            assertEquals(sb.toString(), new String(out, 0, n));
        }
    }

    @Test
    void anythingTheStrictCheckRefusesIsRefused() {
        SplittableRandom random = new SplittableRandom(12);
        char[] out = new char[64];
        int refused = 0;
        for (int round = 0; round < 50_000; round++) {
            byte[] b = ("abcdefgh" + PIECES[random.nextInt(PIECES.length)] + "ijklmnop").getBytes(StandardCharsets.UTF_8);
            b[random.nextInt(b.length)] = (byte) random.nextInt(256);
            boolean strict = isStrictUtf8(b);
            int n = Utf8Decoder.decode(b, 0, b.length, out);
            if (strict) {
                assertEquals(new String(b, StandardCharsets.UTF_8), new String(out, 0, n));
            } else {
                assertEquals(-1, n, java.util.HexFormat.of().formatHex(b));
                refused++;
            }
        }
        assertTrue(refused > 1000, "the cases include invalid input: " + refused);
    }

    private static boolean isStrictUtf8(byte[] b) {
        for (int p = 0; p < b.length; ) {
            if (b[p] >= 0) {
                p++;
                continue;
            }
            int n = Utf8.checkSequence(b, p, b.length);
            if (n < 0) return false;
            p += n;
        }
        return true;
    }
}
