package dev.brisk.json.internal;

import java.io.IOException;
import java.io.InputStream;

/** Bytes from an InputStream, as they come. */
public final class InputStreamSource implements ByteSource {
    private final InputStream in;

    public InputStreamSource(InputStream in) {
        this.in = in;
    }

    @Override
    public int read(byte[] dst, int off, int len) throws IOException {
        int n;
        do {
            n = in.read(dst, off, len);
        } while (n == 0); // a stream may return 0 for a positive len; ask again rather than report end
        return n;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
