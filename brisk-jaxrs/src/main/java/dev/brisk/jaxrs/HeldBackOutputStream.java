package dev.brisk.jaxrs;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * Keeps the first bytes of a response until {@link #release()}, so that a value which fails to
 * write (a cyclic graph, a NaN) fails before the response is committed and the runtime can still
 * answer with an error instead of half a document. Past {@code capacity} bytes the held part is
 * sent and the rest streams through: large responses stay in constant memory, and only a
 * failure late in them can cut one short. {@code close()} does not close the entity stream,
 * which belongs to the runtime.
 */
final class HeldBackOutputStream extends OutputStream {
    private final OutputStream out;
    private final int capacity;
    private byte[] held = new byte[1024];
    private int count;
    private boolean streaming;

    HeldBackOutputStream(OutputStream out, int capacity) {
        this.out = out;
        this.capacity = capacity;
    }

    @Override
    public void write(int b) throws IOException {
        if (streaming || count == capacity) {
            write(new byte[] {(byte) b}, 0, 1);
            return;
        }
        if (count == held.length) held = Arrays.copyOf(held, Math.min(capacity, held.length * 2));
        held[count++] = (byte) b;
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        if (streaming) {
            out.write(b, off, len);
            return;
        }
        if (count + len > capacity) {
            streaming = true;
            out.write(held, 0, count);
            held = null;
            out.write(b, off, len);
            return;
        }
        if (count + len > held.length) held = Arrays.copyOf(held, Math.min(capacity, Math.max(count + len, held.length * 2)));
        System.arraycopy(b, off, held, count, len);
        count += len;
    }

    /** Sends what is held: the value was written whole. */
    void release() throws IOException {
        if (!streaming && count > 0) out.write(held, 0, count);
        held = null;
        count = 0;
        streaming = true;
        out.flush();
    }

    @Override
    public void flush() {
        // held bytes stay held until release(); a flush from the JSON writer must not commit them
    }

    @Override
    public void close() { }
}
