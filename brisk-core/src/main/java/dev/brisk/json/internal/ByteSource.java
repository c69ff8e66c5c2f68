package dev.brisk.json.internal;

import java.io.Closeable;
import java.io.IOException;

/** Where a streaming reader gets more UTF-8 bytes from. */
public interface ByteSource extends Closeable {
    /**
     * Reads up to {@code len} bytes (the caller gives at least 8) into {@code dst[off..]};
     * returns how many, or -1 at the end of input. Never returns 0 for a positive len.
     */
    int read(byte[] dst, int off, int len) throws IOException;
}
