package dev.brisk.json.internal;

import java.nio.charset.StandardCharsets;

/** Test helper: puts text into arrays at an offset with junk around it, to catch range bugs. */
final class Ascii {
    private Ascii() {}

    static final int PAD = 3;

    /** {@code text} at offset {@link #PAD}, surrounded by digits that must not be read. */
    static byte[] padded(String text) {
        byte[] raw = text.getBytes(StandardCharsets.ISO_8859_1);
        byte[] b = new byte[raw.length + 2 * PAD];
        java.util.Arrays.fill(b, (byte) '7');
        System.arraycopy(raw, 0, b, PAD, raw.length);
        return b;
    }
}
