package dev.brisk.pack.internal;

import dev.brisk.json.JsonException;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Big-endian byte input over an array or a stream. {@link #require(int)} makes bytes available
 * or fails with a "truncated" error at the right offset. A stream's buffer grows only as bytes
 * actually arrive (doubling when full), so a hostile declared length cannot make it allocate
 * more than about twice what was sent.
 *
 * <p>{@link #limitDocument(long)} opens a window of at most that many bytes from the current
 * offset (the document size limit): {@code limit} is clamped to the window, so the fast paths
 * stay one comparison and only a read that would cross the window reaches the slow path, which
 * then fails with the document size message at the first byte beyond it.
 */
public final class ByteInput {
    public byte[] buf;
    public int pos;
    public int limit; // end of readable bytes: the data end, clamped to the document window
    private int end;   // end of the data in buf
    private final InputStream in;
    private long base; // input offset of buf[0]
    private long window = Long.MAX_VALUE; // input offset just past the document window
    private long windowSize;
    /**
     * A position at which the reader's peek found a value it may read without its checks, or
     * -1. A buffer shift clears it: no stale position can ever match pos.
     */
    public int peekedValue = -1;

    private ByteInput(byte[] buf, int pos, int limit, InputStream in) {
        this.buf = buf;
        this.pos = pos;
        this.limit = limit;
        this.end = limit;
        this.in = in;
        this.base = -pos;
    }

    public static ByteInput of(byte[] b, int off, int len) { return new ByteInput(b, off, off + len, null); }

    public static ByteInput of(InputStream in) { return new ByteInput(new byte[8192], 0, 0, in); }

    /** Offset in the input of the next unread byte. */
    public long offset() { return base + pos; }

    /** The reader that owns this input, whose path errors carry; or null. */
    public dev.brisk.json.JsonReader owner;

    public JsonException error(String detail) { return error(detail, offset()); }

    public JsonException error(String detail, long at) {
        return new JsonException(detail, at, -1, -1, owner == null ? null : owner.path());
    }

    /** From here on, at most {@code maxBytes} more bytes may be read (one document's size limit). */
    public void limitDocument(long maxBytes) {
        long at = offset();
        window = maxBytes > Long.MAX_VALUE - at ? Long.MAX_VALUE : at + maxBytes;
        windowSize = maxBytes;
        clamp();
    }

    /** Lifts the document window (between top-level values). */
    public void unlimitDocument() {
        window = Long.MAX_VALUE;
        limit = end;
    }

    private void clamp() {
        long room = window - offset(); // in offsets, not buffer indices: base may be negative
        limit = room < end - pos ? pos + (int) room : end;
    }

    /** Fails with the document size message when {@code n} more bytes would cross the window. */
    private void checkWindow(long n) {
        if (n > window - offset()) {
            throw error(PackLimits.documentSize(windowSize), window);
        }
    }

    /** Bytes available without reading more (for a stream: buffered). */
    public int buffered() { return limit - pos; }

    /** True when no byte is left (reads more from a stream to decide). */
    public boolean atEnd() {
        if (pos < end) return false;
        return in == null || !fill(1);
    }

    /** Ensures {@code n} bytes are available at pos. */
    public void require(long n) {
        if (limit - pos >= n) return;
        // past the end of an array: truncation, even if the window ends first (an offset past the
        // input and a size limit the input cannot reach would mislead)
        if (in == null && n > end - pos) throw error("Truncated input: " + n + " bytes needed, " + (end - pos) + " remain");
        checkWindow(n);
        if (in == null || n > Integer.MAX_VALUE - 16 || !fill((int) n)) {
            throw error("Truncated input: " + n + " bytes needed, " + (in == null ? end - pos : "fewer") + " remain");
        }
    }

    /** True when {@link #checkDeclared} would pass (lets callers build its message only on failure). */
    public boolean fits(long length) {
        return length <= window - offset() && (in != null || length <= end - pos);
    }

    /** For arrays: fails when a declared length exceeds what is left, before anything is allocated. */
    public void checkDeclared(long length, String what) {
        // beyond the end of an array: say so, even if the window ends first (see require)
        if (in == null && length > end - pos) {
            throw error(what + " of " + length + " bytes exceeds the " + (end - pos) + " bytes that remain");
        }
        checkWindow(length);
    }

    private boolean fill(int n) {
        try {
            if (pos > 0) {
                peekedValue = -1;
                System.arraycopy(buf, pos, buf, 0, end - pos);
                base += pos;
                end -= pos;
                pos = 0;
            }
            while (end < n) {
                if (end == buf.length) buf = Arrays.copyOf(buf, (int) Math.min((long) buf.length * 2, Integer.MAX_VALUE - 16));
                int r = in.read(buf, end, buf.length - end);
                if (r < 0) return false;
                end += r;
            }
            return true;
        } catch (IOException e) {
            throw new JsonException("I/O error: " + e.getMessage(), offset(), -1, -1, null, e);
        } finally {
            clamp();
        }
    }

    public int u8() {
        require(1);
        return buf[pos++] & 0xff;
    }

    public int peekU8() {
        require(1);
        return buf[pos] & 0xff;
    }

    public int u16() {
        require(2);
        int v = ((buf[pos] & 0xff) << 8) | (buf[pos + 1] & 0xff);
        pos += 2;
        return v;
    }

    public long u32() {
        require(4);
        long v = ((long) (buf[pos] & 0xff) << 24) | ((buf[pos + 1] & 0xff) << 16) | ((buf[pos + 2] & 0xff) << 8) | (buf[pos + 3] & 0xff);
        pos += 4;
        return v;
    }

    public long u64() {
        require(8);
        long v = beLong(buf, pos);
        pos += 8;
        return v;
    }

    /** The big-endian 8 bytes at {@code b[p]} (the caller has checked they exist). */
    public static long beLong(byte[] b, int p) { return (long) BE_LONGS.get(b, p); }

    // one bounds-checked 8-byte load instead of eight byte loads and shifts
    private static final VarHandle BE_LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    /** The big-endian 4 bytes at {@code b[p]} (the caller has checked they exist). */
    public static int beInt(byte[] b, int p) { return (int) BE_INTS.get(b, p); }

    /** The big-endian 2 bytes at {@code b[p]} (the caller has checked they exist). */
    public static short beShort(byte[] b, int p) { return (short) BE_SHORTS.get(b, p); }

    private static final VarHandle BE_INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle BE_SHORTS = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);

    public void skip(long n) {
        if (in == null) {
            checkDeclared(n, "Value");
            pos += (int) n;
            return;
        }
        checkWindow(n);
        while (n > 0) {
            if (pos == limit && !fill(1)) throw error("Truncated input while skipping " + n + " bytes");
            int k = (int) Math.min(n, limit - pos);
            pos += k;
            n -= k;
        }
    }
}
