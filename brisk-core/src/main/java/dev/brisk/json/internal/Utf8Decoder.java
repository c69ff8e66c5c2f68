package dev.brisk.json.internal;

/**
 * UTF-8 to UTF-16 for strings the reader returns. The JDK's decoder allocates a Latin-1 attempt,
 * a UTF-16 array twice the input and a trimmed copy; decoding into a reused char array leaves
 * only the String's own array (and the JDK's compression attempt) to allocate.
 */
public final class Utf8Decoder {
    private Utf8Decoder() {}

    /**
     * Decodes {@code b[p, end)} into {@code out} (at least {@code end - p} long: UTF-16 never
     * needs more units than UTF-8 has bytes) and returns the number of chars, or -1 at the first
     * sequence that is not strict UTF-8 (the caller then reports it where it is).
     */
    public static int decode(byte[] b, int p, int end, char[] out) {
        int n = 0;
        while (p < end) {
            // mostly-ASCII text with a few other characters: eight ASCII bytes per step
            if (p + 8 <= end) {
                long w = Swar.word(b, p);
                if ((w & 0x8080808080808080L) == 0) {
                    for (int k = 0; k < 8; k++) out[n + k] = (char) ((w >>> (k << 3)) & 0x7F);
                    n += 8;
                    p += 8;
                    continue;
                }
            }
            int c = b[p];
            if (c >= 0) {
                out[n++] = (char) c;
                p++;
                continue;
            }
            c &= 0xFF;
            if (c >= 0xE1 && c != 0xED && c < 0xF0) {
                // E1-EC, EE, EF: any two continuation bytes (no overlong or surrogate forms)
                if (p + 2 >= end) return -1;
                int c1 = b[p + 1];
                int c2 = b[p + 2];
                if (((c1 & 0xC0) ^ 0x80 | (c2 & 0xC0) ^ 0x80) != 0) return -1;
                out[n++] = (char) ((c & 0x0F) << 12 | (c1 & 0x3F) << 6 | (c2 & 0x3F));
                p += 3;
            } else if (c >= 0xC2 && c < 0xE0) {
                // the valid pairs a word starts with; out has room for all four lanes (it is as
                // long as the input and n trails p), the lanes past them are overwritten later
                long w;
                int k;
                if (p + 8 <= end && (k = Utf8.twoBytePairs(w = Swar.word(b, p))) != 0) {
                    Utf8.putFourTwoByte(w, out, n);
                    n += k;
                    p += k << 1;
                    continue;
                }
                if (p + 1 >= end) return -1;
                int c1 = b[p + 1];
                if ((c1 & 0xC0) != 0x80) return -1;
                out[n++] = (char) ((c & 0x1F) << 6 | (c1 & 0x3F));
                p += 2;
            } else {
                int len = Utf8.checkSequence(b, p, end);
                if (len < 0) return -1;
                if (len == 3) {
                    // E0 or ED, range-checked by checkSequence
                    out[n++] = (char) ((c & 0x0F) << 12 | (b[p + 1] & 0x3F) << 6 | (b[p + 2] & 0x3F));
                } else {
                    int cp = (c & 0x07) << 18 | (b[p + 1] & 0x3F) << 12 | (b[p + 2] & 0x3F) << 6 | (b[p + 3] & 0x3F);
                    out[n++] = Character.highSurrogate(cp);
                    out[n++] = Character.lowSurrogate(cp);
                }
                p += len;
            }
        }
        return n;
    }
}
