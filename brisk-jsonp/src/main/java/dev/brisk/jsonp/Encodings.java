package dev.brisk.jsonp;

import jakarta.json.JsonException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PushbackInputStream;
import java.io.Reader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * Finds the encoding of JSON bytes as RFC 4627 section 3 describes (the NUL bytes among the
 * first four bytes) and by a byte-order mark, which is dropped. UTF-8 goes to Brisk's reader as
 * bytes, which it reads without decoding to chars; the others are decoded.
 */
final class Encodings {
    private Encodings() {}

    private static final Charset UTF_32BE = Charset.forName("UTF-32BE");
    private static final Charset UTF_32LE = Charset.forName("UTF-32LE");

    /** An encoding and the length of the byte-order mark that announced it (0 when none). */
    static final class Found {
        final Charset charset;
        final int bom;

        Found(Charset charset, int bom) {
            this.charset = charset;
            this.bom = bom;
        }

        boolean isUtf8() {
            return charset == StandardCharsets.UTF_8;
        }
    }

    /** The encoding of text that starts with the first {@code n} (up to 4) bytes of {@code b}. */
    static Found find(byte[] b, int n) {
        int b0 = n > 0 ? b[0] & 0xFF : -1, b1 = n > 1 ? b[1] & 0xFF : -1;
        int b2 = n > 2 ? b[2] & 0xFF : -1, b3 = n > 3 ? b[3] & 0xFF : -1;
        if (b0 == 0xEF && b1 == 0xBB && b2 == 0xBF) return new Found(StandardCharsets.UTF_8, 3);
        if (b0 == 0 && b1 == 0 && b2 == 0xFE && b3 == 0xFF) return new Found(UTF_32BE, 4);
        if (b0 == 0xFF && b1 == 0xFE && b2 == 0 && b3 == 0) return new Found(UTF_32LE, 4);
        if (b0 == 0xFE && b1 == 0xFF) return new Found(StandardCharsets.UTF_16BE, 2);
        if (b0 == 0xFF && b1 == 0xFE) return new Found(StandardCharsets.UTF_16LE, 2);
        if (n >= 4 && b0 == 0 && b1 == 0 && b2 == 0) return new Found(UTF_32BE, 0);
        if (n >= 4 && b0 != 0 && b1 == 0 && b2 == 0 && b3 == 0) return new Found(UTF_32LE, 0);
        if (n >= 2 && b0 == 0 && b1 != 0) return new Found(StandardCharsets.UTF_16BE, 0);
        if (n >= 2 && b0 != 0 && b1 == 0) return new Found(StandardCharsets.UTF_16LE, 0);
        if (b0 == 0) {
            throw new JsonException("Cannot detect the encoding of the JSON input: it starts with a NUL byte "
                    + "but matches neither UTF-16 nor UTF-32 (" + n + " bytes)");
        }
        return new Found(StandardCharsets.UTF_8, 0);
    }

    /** A UTF-8 stream (positioned after any BOM), or chars decoded from another encoding. */
    static final class Detected {
        final InputStream utf8;
        final Reader chars;

        Detected(InputStream utf8, Reader chars) {
            this.utf8 = utf8;
            this.chars = chars;
        }
    }

    static Detected detect(InputStream in) throws IOException {
        PushbackInputStream p = new PushbackInputStream(in, 4);
        byte[] b = new byte[4];
        int n = 0;
        for (int r; n < 4 && (r = p.read(b, n, 4 - n)) > 0; ) n += r;
        Found f = find(b, n);
        if (n > f.bom) p.unread(b, f.bom, n - f.bom);
        if (f.isUtf8()) return new Detected(p, null);
        return new Detected(null, new InputStreamReader(p, f.charset));
    }

    /** A stream in a given encoding: UTF-8 as bytes (without a BOM), others decoded. */
    static Detected given(InputStream in, Charset cs) throws IOException {
        if (!cs.equals(StandardCharsets.UTF_8)) return new Detected(null, new InputStreamReader(in, cs));
        PushbackInputStream p = new PushbackInputStream(in, 3);
        byte[] b = new byte[3];
        int n = 0;
        for (int r; n < 3 && (r = p.read(b, n, 3 - n)) > 0; ) n += r;
        boolean bom = n == 3 && (b[0] & 0xFF) == 0xEF && (b[1] & 0xFF) == 0xBB && (b[2] & 0xFF) == 0xBF;
        if (!bom && n > 0) p.unread(b, 0, n);
        return new Detected(p, null);
    }
}
