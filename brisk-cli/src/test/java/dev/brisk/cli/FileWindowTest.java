package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The window's newline search finds the first newline of any span, as a byte-by-byte search does. */
class FileWindowTest {

    private static int naive(byte[] b, int from, int to) {
        for (int i = from; i < to; i++) {
            if (b[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    @Test
    void theFirstNewlineOfEverySpanIsFound() {
        Random random = new Random(42);
        // bytes next to '\n' in value (0x09, 0x0B, 0x8A) and high ones: what a word-wise search could mistake
        byte[] alphabet = {'\n', 0x09, 0x0B, (byte) 0x8A, (byte) 0xFF, 0x00, 'a', '"', (byte) 0x80};
        for (int round = 0; round < 3000; round++) {
            byte[] b = new byte[1 + random.nextInt(70)];
            int newlines = random.nextInt(4);
            for (int i = 0; i < b.length; i++) {
                b[i] = alphabet[1 + random.nextInt(alphabet.length - 1)];
            }
            for (int k = 0; k < newlines; k++) {
                b[random.nextInt(b.length)] = '\n';
            }
            int from = random.nextInt(b.length + 1);
            int to = from + random.nextInt(b.length - from + 1);
            assertEquals(naive(b, from, to), FileWindow.newline(b, from, to), "span " + from + ".." + to);
        }
    }
}
