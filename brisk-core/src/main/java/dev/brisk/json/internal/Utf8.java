package dev.brisk.json.internal;

/** UTF-8 helpers shared by the reader and the writers. */
public final class Utf8 {
    private Utf8() {}

    /** Result of {@link #checkSequence}: not enough bytes before {@code end}. */
    public static final int TRUNCATED = -1;
    /** Result of {@link #checkSequence}: the lead byte can never start a sequence (80-C1, F5-FF). */
    public static final int BAD_LEAD = -2;
    /** Result of {@link #checkSequence}: a byte that should continue the sequence does not. */
    public static final int BAD_CONTINUATION = -3;
    /** Result of {@link #checkSequence}: an overlong form (E0 80-9F, F0 80-8F). */
    public static final int OVERLONG = -4;
    /** Result of {@link #checkSequence}: an encoded UTF-16 surrogate (ED A0-BF). */
    public static final int SURROGATE = -5;
    /** Result of {@link #checkSequence}: beyond U+10FFFF (F4 90-BF). */
    public static final int TOO_LARGE = -6;

    /**
     * Checks the multi-byte sequence whose lead byte ({@code >= 0x80}) is at {@code b[p]},
     * strictly by RFC 3629, and returns its length (2..4), or a negative code saying what is
     * wrong. {@link #TRUNCATED} only when the sequence runs into {@code end} with every byte so
     * far valid, so a streaming caller can fetch more and retry.
     */
    public static int checkSequence(byte[] b, int p, int end) {
        int c = b[p] & 0xFF;
        if (c < 0xC2) return BAD_LEAD;
        if (c < 0xE0) {
            if (p + 1 >= end) return TRUNCATED;
            return isCont(b[p + 1]) ? 2 : BAD_CONTINUATION;
        }
        if (c < 0xF0) {
            if (p + 1 >= end) return TRUNCATED;
            int c1 = b[p + 1] & 0xFF;
            if (!isCont(c1)) return BAD_CONTINUATION;
            if (c == 0xE0 && c1 < 0xA0) return OVERLONG;
            if (c == 0xED && c1 >= 0xA0) return SURROGATE;
            if (p + 2 >= end) return TRUNCATED;
            return isCont(b[p + 2]) ? 3 : BAD_CONTINUATION;
        }
        if (c < 0xF5) {
            if (p + 1 >= end) return TRUNCATED;
            int c1 = b[p + 1] & 0xFF;
            if (!isCont(c1)) return BAD_CONTINUATION;
            if (c == 0xF0 && c1 < 0x90) return OVERLONG;
            if (c == 0xF4 && c1 >= 0x90) return TOO_LARGE;
            if (p + 2 >= end) return TRUNCATED;
            if (!isCont(b[p + 2])) return BAD_CONTINUATION;
            if (p + 3 >= end) return TRUNCATED;
            return isCont(b[p + 3]) ? 4 : BAD_CONTINUATION;
        }
        return BAD_LEAD;
    }

    /**
     * Skips the run of valid multi-byte sequences starting at {@code b[p]}; returns where it
     * stops: at an ASCII byte, at {@code end}, or at a sequence that is invalid or cut by
     * {@code end} (which {@link #checkSequence} then judges). Text in one script is mostly
     * sequences of one length, so the common 2- and 3-byte forms are checked inline.
     */
    public static int skipValid(byte[] b, int p, int end) {
        while (p < end) {
            int c = b[p] & 0xFF;
            if (c < 0x80) return p;
            if (c >= 0xE1 && c != 0xED && c < 0xF0) {
                // E1-EC, EE, EF: any two continuation bytes follow (no overlong or surrogate forms)
                if (p + 2 >= end || ((b[p + 1] & 0xC0) ^ 0x80 | (b[p + 2] & 0xC0) ^ 0x80) != 0) return p;
                p += 3;
            } else if (c >= 0xC2 && c < 0xE0) {
                // a run of two-byte characters: four per word while whole words of them last,
                // then pair by pair to the run's end (a word is not tried again in the same run)
                while (p + 8 <= end && isFourTwoByte(Swar.word(b, p))) p += 8;
                while (p < end && (c = b[p] & 0xFF) >= 0xC2 && c < 0xE0) {
                    if (p + 1 >= end || (b[p + 1] & 0xC0) != 0x80) return p;
                    p += 2;
                }
            } else {
                int n = checkSequence(b, p, end);
                if (n < 0) return p;
                p += n;
            }
        }
        return p;
    }

    /**
     * Whether the eight bytes of {@code w} (the lowest first) are four valid two-byte sequences
     * (C2-DF, then 80-BF), as the letters of Cyrillic, Greek, Hebrew or Arabic text are: one word
     * checked instead of four branches per pair.
     */
    public static boolean isFourTwoByte(long w) {
        // leads 110xxxxx and continuations 10xxxxxx, then each lead's bits 1-4 not all zero (not C0, C1)
        return (w & 0xC0E0C0E0C0E0C0E0L) == 0x80C080C080C080C0L
                && ((w & 0x001E001E001E001EL) + 0x007F007F007F007FL & 0x0080008000800080L) == 0x0080008000800080L;
    }

    /**
     * How many of the four byte pairs of {@code w} (the lowest first) are valid two-byte
     * sequences (C2-DF, then 80-BF) before the first that is not: 0 to 4. Text in one script
     * with spaces between words ends most words inside a word read; the pairs before the space
     * are taken from the same read.
     */
    public static int twoBytePairs(long w) {
        // per 16-bit lane: zero when the lead is 110xxxxx and the continuation 10xxxxxx
        long shape = (w & 0xC0E0C0E0C0E0C0E0L) ^ 0x80C080C080C080C0L;
        // per lane: bit 7 set when the lead's bits 1-4 are not all zero (not C0, C1)
        long notOverlong = (w & 0x001E001E001E001EL) + 0x007F007F007F007FL;
        // per lane: bit 15 set when the lane is not a valid pair (no carry leaves a lane)
        long bad = (((shape & 0x7FFF7FFF7FFF7FFFL) + 0x7FFF7FFF7FFF7FFFL | shape)
                | (~notOverlong & 0x0080008000800080L) << 8) & 0x8000800080008000L;
        return Long.numberOfTrailingZeros(bad) >>> 4;
    }

    /**
     * Writes the four chars of {@code w}'s byte pairs at {@code out[n]} as two-byte sequences:
     * what they are for the pairs {@link #isFourTwoByte} or {@link #twoBytePairs} accepted, garbage beyond.
     */
    public static void putFourTwoByte(long w, char[] out, int n) {
        // all four at once: each lane's lead bits 0-4 above its continuation's bits 0-5
        long chars = (w & 0x001F001F001F001FL) << 6 | (w >>> 8 & 0x003F003F003F003FL);
        out[n] = (char) chars;
        out[n + 1] = (char) (chars >>> 16);
        out[n + 2] = (char) (chars >>> 32);
        out[n + 3] = (char) (chars >>> 48);
    }

    /** Whether {@code b[p, end)} is valid UTF-8: ASCII eight bytes at a time, other runs by {@link #skipValid}. */
    public static boolean isValid(byte[] b, int p, int end) {
        return firstInvalid(b, p, end - p) < 0;
    }

    /**
     * -1 when {@code b[off, off + len)} is valid UTF-8 (RFC 3629: no overlong forms, surrogates,
     * code points above U+10FFFF or sequences cut by the end), else the index of the first byte
     * of the first bad sequence. The one strict check of core and pack.
     */
    public static int firstInvalid(byte[] b, int off, int len) {
        int p = off;
        int end = off + len;
        while (p < end) {
            if (p + 8 <= end && (Swar.word(b, p) & 0x8080808080808080L) == 0) {
                p += 8;
            } else if (b[p] >= 0) {
                p++;
            } else {
                int q = skipValid(b, p, end);
                if (q == p) return p;
                p = q;
            }
        }
        return -1;
    }

    /** What a negative {@link #checkSequence} result means, for error messages. */
    public static String describe(int code, int leadByte) {
        String lead = String.format("0x%02X", leadByte & 0xFF);
        switch (code) {
            case TRUNCATED: return "Invalid UTF-8: truncated sequence starting with byte " + lead;
            case BAD_LEAD: return "Invalid UTF-8: byte " + lead + " cannot start a character";
            case BAD_CONTINUATION: return "Invalid UTF-8: sequence starting with byte " + lead + " is cut short";
            case OVERLONG: return "Invalid UTF-8: overlong encoding starting with byte " + lead;
            case SURROGATE: return "Invalid UTF-8: encoded UTF-16 surrogate";
            case TOO_LARGE: return "Invalid UTF-8: code point above U+10FFFF";
            default: return "Invalid UTF-8";
        }
    }

    private static boolean isCont(int b) {
        return (b & 0xC0) == 0x80;
    }

    /**
     * The two UTF-8 bytes of a char from U+0080 to U+07FF as a little-endian short (lead byte
     * low): one store for the encoders that write text of other scripts a char at a time.
     */
    public static int twoByteUnit(int c) {
        return 0x80C0 | c >> 6 | (c & 0x3F) << 8;
    }

    /** Writes the UTF-8 form of {@code cp} (not a surrogate) at {@code b[p]}; returns the new position. */
    public static int encode(int cp, byte[] b, int p) {
        if (cp < 0x80) {
            b[p] = (byte) cp;
            return p + 1;
        }
        if (cp < 0x800) {
            b[p] = (byte) (0xC0 | cp >>> 6);
            b[p + 1] = (byte) (0x80 | cp & 0x3F);
            return p + 2;
        }
        if (cp < 0x10000) {
            b[p] = (byte) (0xE0 | cp >>> 12);
            b[p + 1] = (byte) (0x80 | cp >>> 6 & 0x3F);
            b[p + 2] = (byte) (0x80 | cp & 0x3F);
            return p + 3;
        }
        b[p] = (byte) (0xF0 | cp >>> 18);
        b[p + 1] = (byte) (0x80 | cp >>> 12 & 0x3F);
        b[p + 2] = (byte) (0x80 | cp >>> 6 & 0x3F);
        b[p + 3] = (byte) (0x80 | cp & 0x3F);
        return p + 4;
    }

    /** Code points in valid UTF-8 {@code b[start, end)}: the bytes that are not continuations. */
    public static long codePoints(byte[] b, int start, int end) {
        long n = 0;
        for (int i = start; i < end; i++) {
            if ((b[i] & 0xC0) != 0x80) n++;
        }
        return n;
    }

    /** UTF-16 chars in valid UTF-8 {@code b[start, end)}: code points, plus one per 4-byte form. */
    public static long utf16Length(byte[] b, int start, int end) {
        long n = 0;
        for (int i = start; i < end; i++) {
            int c = b[i] & 0xFF;
            if ((c & 0xC0) != 0x80) n += c >= 0xF0 ? 2 : 1;
        }
        return n;
    }
}
