package dev.brisk.pack.internal;

import dev.brisk.json.ReadLimits;

/**
 * The {@link ReadLimits} checks both binary readers share, so that a VelocyPack slice, a
 * MessagePack reader and the JSON reader judge the same document alike and say so in the same
 * words. Lengths of strings and names count UTF-16 chars, as the JSON reader does; the UTF-8
 * byte length bounds that count from above, so chars are counted only when the bytes break the
 * limit. Document size counts the bytes of one top-level value; token count counts its values
 * and names.
 */
public final class PackLimits {
    private PackLimits() {}

    public static String documentSize(long max) {
        return ReadLimits.exceeded("Document size", max, "withMaxDocumentSize");
    }

    public static String tokenCount(long max) {
        return ReadLimits.exceeded("Token count", max, "withMaxTokenCount");
    }

    public static String textLength(boolean name, int max) {
        return name ? ReadLimits.exceeded("Name length", max, "withMaxNameLength")
                : ReadLimits.exceeded("String length", max, "withMaxStringLength");
    }

    /** The limit for a name or a string value. */
    public static int maxTextLength(ReadLimits limits, boolean name) {
        return name ? limits.maxNameLength() : limits.maxStringLength();
    }

    /**
     * Whether text of {@code byteLength} UTF-8 bytes must be longer than {@code max} chars, known
     * before its bytes are read: one UTF-16 char takes at most 3 UTF-8 bytes.
     */
    public static boolean surelyTooLong(long byteLength, int max) { return byteLength > 3L * max; }

    /** Whether the UTF-8 text {@code b[off, off+len)} is longer than {@code max} UTF-16 chars. */
    public static boolean tooLong(byte[] b, int off, int len, int max) {
        return len > max && utf16Length(b, off, len) > max;
    }

    /** UTF-16 chars of valid UTF-8: one per lead byte, two for a 4-byte sequence. */
    static int utf16Length(byte[] b, int off, int len) {
        int n = 0;
        for (int i = off, end = off + len; i < end; i++) {
            int x = b[i];
            if ((x & 0xc0) != 0x80) n++;
            if ((x & 0xf8) == 0xf0) n++;
        }
        return n;
    }
}
