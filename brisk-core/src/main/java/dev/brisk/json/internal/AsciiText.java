package dev.brisk.json.internal;

import java.nio.charset.StandardCharsets;

/**
 * Text that a reader reads alike as chars and as UTF-8 bytes: ASCII, where every char is one byte
 * at the same offset, so values, offsets, lines, columns and every error come out the same. The
 * mapper reads such a String as its bytes through its pooled readers (nearly every document a
 * service holds as a String is ASCII); any other text is read as chars.
 */
public final class AsciiText {
    private AsciiText() {}

    /**
     * {@code text} as bytes when reading them gives what reading its chars gives, else null: ASCII
     * with no NUL in the first four chars (there a byte reader says the input looks like UTF-16,
     * which a char reader cannot).
     */
    public static byte[] bytesOrNull(String text) {
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        // a char outside ASCII takes two or more bytes, except an unpaired surrogate, which becomes
        // one '?': equal lengths and no '?' mean every char was ASCII ('?' in the text goes as chars)
        if (b.length != text.length() || Swar.count(b, 0, b.length, (byte) '?') != 0) return null;
        for (int i = 0, n = Math.min(4, b.length); i < n; i++) {
            if (b[i] == 0) return null;
        }
        return b;
    }
}
