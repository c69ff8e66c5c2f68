package dev.brisk.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * What one chunk of NDJSON writes, held until the chunks before it are written: a byte buffer
 * that is used again for chunk after chunk, so a worker's memory stays what its largest chunk
 * needed instead of a fresh array per chunk.
 */
final class ChunkOutput extends ByteArrayOutputStream {

    private static final int PIECE = 64 << 10;

    /** Taken by a chunk whose output is not written yet (guarded by the run that hands it out). */
    boolean busy;

    ChunkOutput() {
        super(0);
    }

    /** Takes {@code bytes} (an array no one else holds) as the whole output, without a copy. */
    void adopt(byte[] bytes) {
        buf = bytes;
        count = bytes.length;
    }

    /**
     * Makes room for {@code bytes} in one step, where growing by doubling from a small buffer
     * would leave a trail of chunk-sized garbage arrays (each one a "humongous" allocation that
     * sets the G1 collector going).
     */
    void reserve(int bytes) {
        if (buf.length < bytes) {
            buf = java.util.Arrays.copyOf(buf, bytes);
        }
    }

    /**
     * Writes the held bytes to {@code out} and empties this buffer (keeping its array). The bytes
     * go in pieces: a file stream copies each write through a native buffer of the write's size,
     * and one of a whole chunk's size, allocated and freed per chunk, costs more than the copy.
     */
    void drainTo(OutputStream out) throws IOException {
        for (int from = 0; from < count; from += PIECE) {
            out.write(buf, from, Math.min(PIECE, count - from));
        }
        count = 0;
    }
}
