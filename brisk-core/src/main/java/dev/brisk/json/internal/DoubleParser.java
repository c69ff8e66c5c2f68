package dev.brisk.json.internal;

import java.nio.charset.StandardCharsets;

/**
 * Reads {@code double} and {@code float} values, correctly rounded (IEEE round half to even),
 * from text already validated as a JSON number. A finite text too large for the type returns
 * an infinity of its sign; the caller decides whether that is an error.
 * (Stand-in delegating to the JDK; replaced by Eisel–Lemire with an exact fallback.)
 */
public final class DoubleParser {
    private DoubleParser() {}

    public static double parseDouble(byte[] b, int start, int end) {
        return Double.parseDouble(new String(b, start, end - start, StandardCharsets.ISO_8859_1));
    }

    public static double parseDouble(char[] c, int start, int end) {
        return Double.parseDouble(new String(c, start, end - start));
    }

    public static float parseFloat(byte[] b, int start, int end) {
        return Float.parseFloat(new String(b, start, end - start, StandardCharsets.ISO_8859_1));
    }

    public static float parseFloat(char[] c, int start, int end) {
        return Float.parseFloat(new String(c, start, end - start));
    }
}
