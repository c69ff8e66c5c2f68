package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A word of four two-byte sequences (text in Cyrillic, Greek, Hebrew, Arabic) is checked and
 * decoded at once. The word check accepts exactly what the per-sequence check accepts, and the
 * chars are the JDK's.
 */
class FourTwoByteTest {

    /** Four pairs, each (lead, continuation), lowest byte first. */
    private static long word(int[] pairs) {
        long w = 0;
        for (int k = 3; k >= 0; k--) w = w << 16 | (pairs[k] & 0xFFFF);
        return w;
    }

    private static boolean validPair(int pair) {
        byte[] b = {(byte) pair, (byte) (pair >>> 8)};
        return b[0] < 0 && Utf8.checkSequence(b, 0, 2) == 2;
    }

    @Test
    void everyPairValueInEveryPositionIsJudgedAsTheSequenceCheckJudgesIt() {
        int[] pairs = {0x90D0, 0xBFDF, 0x80C2, 0xB1CE}; // "р", U+07FF, U+0080, "α": valid, at the range edges
        int accepted = 0;
        for (int k = 0; k < 4; k++) {
            int keep = pairs[k];
            for (int pair = 0; pair <= 0xFFFF; pair++) {
                pairs[k] = pair;
                boolean valid = validPair(pair);
                assertEquals(valid, Utf8.isFourTwoByte(word(pairs)), String.format("pair %04X at %d", pair, k));
                if (valid) accepted++;
            }
            pairs[k] = keep;
        }
        assertEquals(4 * 30 * 64, accepted, "C2-DF leads times 80-BF continuations, in each position");
    }

    @Test
    void theFourCharsAreTheJdks() {
        SplittableRandom random = new SplittableRandom(21);
        char[] out = new char[6];
        for (int round = 0; round < 100_000; round++) {
            int[] pairs = new int[4];
            for (int k = 0; k < 4; k++) pairs[k] = (0x80 | random.nextInt(64)) << 8 | (0xC2 + random.nextInt(30));
            long w = word(pairs);
            assertTrue(Utf8.isFourTwoByte(w));
            byte[] b = new byte[8];
            Swar.putWord(b, 0, w);
            Utf8.putFourTwoByte(w, out, 1);
            assertEquals(new String(b, StandardCharsets.UTF_8), new String(out, 1, 4));
        }
    }

    private static final String[] WORDS = {"Леонард", "Никитин", "αβγδεζηθ", "שלום", "مرحبا", "ÄÖÜß", "é", " ", ",",
        "abc", "中文", "\uD83D\uDE00", "Ѐ", "\u07ff"};

    /** Text of one script with spaces and the odd other character: words straddle every 8-byte boundary. */
    static String mixed(SplittableRandom random) {
        StringBuilder sb = new StringBuilder();
        int parts = random.nextInt(30);
        for (int i = 0; i < parts; i++) sb.append(WORDS[random.nextInt(WORDS.length)]);
        return sb.toString();
    }

    @Test
    void decodersAndTheValidatorAgreeWithTheJdkAtEveryOffset() {
        SplittableRandom random = new SplittableRandom(22);
        char[] out = new char[1024];
        for (int round = 0; round < 20_000; round++) {
            String text = mixed(random);
            byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
            int pad = random.nextInt(9);
            byte[] b = new byte[pad + utf8.length + random.nextInt(9)];
            System.arraycopy(utf8, 0, b, pad, utf8.length);
            int n = Utf8Decoder.decode(b, pad, pad + utf8.length, out);
            assertEquals(text, new String(out, 0, n));
            assertEquals(-1, Utf8.firstInvalid(b, pad, utf8.length));
            assertEquals(pad + utf8.length, skipAll(b, pad, pad + utf8.length));
        }
    }

    @Test
    void aBrokenByteAnywhereInARunIsFoundWhereTheSequenceCheckFindsIt() {
        SplittableRandom random = new SplittableRandom(23);
        char[] out = new char[1024];
        int refused = 0;
        for (int round = 0; round < 50_000; round++) {
            byte[] b = ("ЛеонардНикитин" + mixed(random) + "αβγδεζηθ").getBytes(StandardCharsets.UTF_8);
            b[random.nextInt(b.length)] = (byte) (random.nextBoolean() ? random.nextInt(256) : 0x80 + random.nextInt(0x60));
            int expected = firstInvalidBySequences(b);
            assertEquals(expected, Utf8.firstInvalid(b, 0, b.length), java.util.HexFormat.of().formatHex(b));
            int n = Utf8Decoder.decode(b, 0, b.length, out);
            if (expected < 0) {
                assertEquals(new String(b, StandardCharsets.UTF_8), new String(out, 0, n));
            } else {
                assertEquals(-1, n);
                refused++;
            }
        }
        assertTrue(refused > 10_000, "the cases include invalid input: " + refused);
    }

    /** Runs skipValid over ASCII too, as the string scanners do. */
    private static int skipAll(byte[] b, int p, int end) {
        while (p < end) {
            if (b[p] >= 0) {
                p++;
                continue;
            }
            int q = Utf8.skipValid(b, p, end);
            if (q == p) return p;
            p = q;
        }
        return p;
    }

    /** The first bad sequence found one sequence at a time, or -1. */
    private static int firstInvalidBySequences(byte[] b) {
        for (int p = 0; p < b.length; ) {
            if (b[p] >= 0) {
                p++;
                continue;
            }
            int n = Utf8.checkSequence(b, p, b.length);
            if (n < 0) return p;
            p += n;
        }
        return -1;
    }

    @Test
    void theCountOfLeadingValidPairsStopsAtTheFirstPairTheSequenceCheckRejects() {
        int[] pairs = {0x90D0, 0xBFDF, 0x80C2, 0xB1CE};
        for (int k = 0; k < 4; k++) {
            int keep = pairs[k];
            for (int pair = 0; pair <= 0xFFFF; pair++) {
                pairs[k] = pair;
                int expected = validPair(pair) ? 4 : k;
                assertEquals(expected, Utf8.twoBytePairs(word(pairs)), String.format("pair %04X at %d", pair, k));
            }
            pairs[k] = keep;
        }
        SplittableRandom random = new SplittableRandom(23);
        for (int round = 0; round < 200_000; round++) {
            long w = random.nextLong();
            if (random.nextBoolean()) w = w & ~0x40004000C000C000L | 0x80008000L; // valid-looking early lanes
            int expected = 0;
            while (expected < 4 && validPair((int) (w >>> (expected << 4)) & 0xFFFF)) expected++;
            assertEquals(expected, Utf8.twoBytePairs(w), Long.toHexString(w));
        }
    }
}
