package dev.brisk.json.internal;

import java.nio.ByteBuffer;

/** Bytes from a (direct) ByteBuffer, copied out in chunks; the buffer's position is left alone. */
public final class DirectBufferSource implements ByteSource {
    private final ByteBuffer buffer;
    private int next;
    private final int end;

    public DirectBufferSource(ByteBuffer buffer) {
        this.buffer = buffer;
        this.next = buffer.position();
        this.end = buffer.limit();
    }

    @Override
    public int read(byte[] dst, int off, int len) {
        int n = Math.min(len, end - next);
        if (n <= 0) return -1;
        buffer.get(next, dst, off, n);
        next += n;
        return n;
    }

    @Override
    public void close() {}
}
