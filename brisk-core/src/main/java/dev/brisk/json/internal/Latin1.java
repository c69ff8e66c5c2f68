package dev.brisk.json.internal;

/**
 * Strings from bytes that are Latin-1 (ASCII, or text a decoder has already brought down to one
 * byte per char), made by the one {@code String} constructor small enough for the JIT to inline:
 * a bounds check and one copy into a Latin-1 coded String. The constructor that takes a Charset
 * does the same copy for ISO-8859-1, but behind a dispatch on the charset that keeps it out of
 * line: a call per string, on the paths that make a String per token.
 */
public final class Latin1 {
    private Latin1() {}

    /** The String of the chars {@code b[offset, offset + length)}, each byte one char (U+0000 to U+00FF). */
    @SuppressWarnings("deprecation") // String(byte[], int hibyte, int, int): with hibyte 0, exactly Latin-1
    public static String string(byte[] b, int offset, int length) {
        return new String(b, 0, offset, length);
    }
}
