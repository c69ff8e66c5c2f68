package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.brisk.pack.internal.Utf8;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The unsigned byte order of keys (VelocyPack index tables, {@code Slice.get}) when compared
 * eight bytes per step: the same sign as a byte-by-byte comparison for every length, offset and
 * place of the first difference, high bytes included.
 */
class Utf8CompareTest {

    private static int reference(byte[] a, int aOff, int aLen, byte[] b, int bOff, int bLen) {
        for (int i = 0; i < Math.min(aLen, bLen); i++) {
            int d = (a[aOff + i] & 0xff) - (b[bOff + i] & 0xff);
            if (d != 0) return d;
        }
        return aLen - bLen;
    }

    @Test
    void agreesWithByteByByteOrder() {
        Random rnd = new Random(5);
        byte[] alphabet = {'a', 'b', 0x00, 0x7f, (byte) 0x80, (byte) 0xc3, (byte) 0xff};
        for (int round = 0; round < 20_000; round++) {
            int len = rnd.nextInt(40);
            byte[] a = new byte[len + 20];
            for (int i = 0; i < a.length; i++) a[i] = alphabet[rnd.nextInt(alphabet.length)];
            byte[] b = a.clone();
            int aOff = rnd.nextInt(4);
            int bOff = aOff;
            if (rnd.nextBoolean()) { // shifted copy: the same key at another offset
                bOff = rnd.nextInt(4);
                System.arraycopy(a, aOff, b, bOff, len);
            }
            int bLen = len;
            switch (rnd.nextInt(3)) {
                case 0: if (len > 0) b[bOff + rnd.nextInt(len)] = alphabet[rnd.nextInt(alphabet.length)]; break;
                case 1: bLen = rnd.nextInt(len + 1); break; // a prefix
                default: break; // equal
            }
            int expected = Integer.signum(reference(a, aOff, len, b, bOff, bLen));
            assertEquals(expected, Integer.signum(Utf8.compareBytes(a, aOff, len, b, bOff, bLen)), Arrays.toString(a));
            assertEquals(-expected, Integer.signum(Utf8.compareBytes(b, bOff, bLen, a, aOff, len)));
        }
    }

    @Test
    void highBytesSortAfterAsciiInEveryPlaceOfAWord() {
        for (int at = 0; at < 17; at++) {
            byte[] a = new byte[17];
            Arrays.fill(a, (byte) 'a');
            byte[] b = a.clone();
            b[at] = (byte) 0xe9;
            assertEquals(-1, Integer.signum(Utf8.compareBytes(a, 0, 17, b, 0, 17)));
            assertEquals(1, Integer.signum(Utf8.compareBytes(b, 0, 17, a, 0, 17)));
        }
    }
}
