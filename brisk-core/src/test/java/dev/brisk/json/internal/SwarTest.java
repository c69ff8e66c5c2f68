package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The eight-bytes-at-a-time helpers agree with plain byte loops. */
class SwarTest {
    private static int naiveFirstStop(byte[] b, int p) {
        for (int i = p; i < p + 8; i++) {
            int c = b[i] & 0xFF;
            if (c == '"' || c == '\\' || c < 0x20 || c >= 0x80) return i - p;
        }
        return 8;
    }

    @Test
    void stringStopsFindsTheFirstQuoteBackslashControlOrHighByte() {
        SplittableRandom random = new SplittableRandom(7);
        byte[] interesting = {'"', '\\', 0, 0x1F, 0x20, 0x21, 0x5B, 0x5D, (byte) 0x80, (byte) 0xFF, 'a', 0x01, 0x23, 0x5C - 1};
        byte[] b = new byte[8];
        for (int i = 0; i < 2_000_000; i++) {
            for (int k = 0; k < 8; k++) {
                b[k] = random.nextInt(3) == 0 ? interesting[random.nextInt(interesting.length)] : (byte) random.nextInt(256);
            }
            long m = Swar.stringStops(Swar.word(b, 0));
            int expected = naiveFirstStop(b, 0);
            assertEquals(expected, m == 0 ? 8 : Swar.firstIndex(m));
        }
    }

    @Test
    void countsAndFindsNewlinesAndCharacters() {
        String s = "ab\n\u00e9\uD83D\uDE00\n\u20acxyz\nq" + "x".repeat(20) + "\n";
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        for (int start = 0; start < 4; start++) {
            for (int end = start; end <= b.length; end++) {
                long nl = 0;
                int last = -1;
                for (int i = start; i < end; i++) if (b[i] == '\n') { nl++; last = i; }
                assertEquals(nl, Swar.countNewlines(b, start, end));
                assertEquals(last, Swar.lastNewline(b, start, end));
            }
        }
        assertEquals(s.codePointCount(0, s.length()), Swar.codePoints(b, 0, b.length));
        assertEquals(s.length(), Swar.utf16Length(b, 0, b.length));
    }

    @Test
    void codePointsCountEveryRangeOfMixedText() {
        // ASCII runs longer than the 32-byte skip, with one- to four-byte characters at every offset
        SplittableRandom random = new SplittableRandom(11);
        String[] pieces = {"a", "{\"k\":1}", "\u00e9", "\u20ac", "\uD83D\uDE00", "x".repeat(40)};
        for (int round = 0; round < 300; round++) {
            StringBuilder text = new StringBuilder();
            int parts = 1 + random.nextInt(30);
            for (int i = 0; i < parts; i++) text.append(pieces[random.nextInt(pieces.length)]);
            String s = text.toString();
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            for (int start = 0; start < Math.min(b.length, 9); start++) {
                for (int end = start; end <= b.length; end++) {
                    long expected = 0;
                    for (int i = start; i < end; i++) if ((b[i] & 0xC0) != 0x80) expected++;
                    assertEquals(expected, Swar.codePoints(b, start, end), s + " [" + start + ", " + end + ")");
                }
            }
        }
    }

    @Test
    void hashDependsOnContentNotOnTheArray() {
        byte[] a = "xxsome-key-of-length-19yy".getBytes(StandardCharsets.US_ASCII);
        byte[] exact = "some-key-of-length-19".getBytes(StandardCharsets.US_ASCII);
        for (int len = 0; len <= exact.length; len++) {
            assertEquals(Swar.hash(exact, 0, len, 42), Swar.hash(a, 2, 2 + len, 42));
            assertEquals(Swar.hash(java.util.Arrays.copyOf(exact, len), 0, len, 42), Swar.hash(a, 2, 2 + len, 42));
        }
        assertNotEquals(Swar.hash(exact, 0, 5, 1), Swar.hash(exact, 0, 5, 2));
    }
    @Test
    void nonDigitsFindsTheFirstByteThatIsNotADigit() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        byte[] b = new byte[8];
        for (int round = 0; round < 200_000; round++) {
            for (int i = 0; i < 8; i++) {
                // mostly digits, with the bytes next to the digit range and the carry-prone top bytes
                int kind = random.nextInt(10);
                b[i] = (byte) (kind < 7 ? '0' + random.nextInt(10)
                        : kind == 7 ? new int[] {'/', ':', 0x29, 0x3F, 0x40, 0x20}[random.nextInt(6)]
                        : kind == 8 ? 0xFA + random.nextInt(6) : random.nextInt(256));
            }
            int expected = 8;
            for (int i = 0; i < 8; i++) {
                if (b[i] < '0' || b[i] > '9') {
                    expected = i;
                    break;
                }
            }
            long m = Swar.nonDigits(Swar.word(b, 0));
            assertEquals(expected, m == 0 ? 8 : Swar.firstIndex(m), java.util.HexFormat.of().formatHex(b));
        }
    }
}
