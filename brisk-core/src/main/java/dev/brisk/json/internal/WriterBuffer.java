package dev.brisk.json.internal;

import dev.brisk.json.JsonException;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.CharBuffer;
import java.util.Arrays;

/**
 * The one output buffer behind the JSON writer: UTF-8 bytes in a {@code byte[]} that either grows
 * (doubling) to hold the whole document, or is drained into an {@link OutputStream} or, decoded
 * into chars, into an {@link Appendable} when it fills up.
 *
 * <p>Callers write into {@link #buf} at {@link #pos} directly after {@link #ensure(int)} made room,
 * so that the hot loops in the string and number printers need no method call per byte.
 */
public final class WriterBuffer {
    private static final int STREAM_BUFFER = 8192;
    private static final byte[] EMPTY = new byte[0];

    public byte[] buf;
    public int pos;

    private OutputStream out;
    private Appendable chars;
    /**
     * A growable buffer that {@link #spillTo spills}: it grows up to the pool's largest buffer and
     * drains into its target only once full at that size, so that output of up to that size
     * reaches the target in one piece, when the document is done.
     */
    private boolean spills;
    /** Bytes already handed to the target; {@code flushed + pos} is the absolute output position. */
    private long flushed;
    private char[] charScratch;

    private WriterBuffer(byte[] buf, OutputStream out, Appendable chars) {
        this.buf = buf;
        this.out = out;
        this.chars = chars;
    }

    /**
     * A buffer that keeps the whole document in memory, starting from a recycled buffer when
     * one is free (see {@link #recycle()}).
     */
    public static WriterBuffer growable() { return new WriterBuffer(OutputBufferPool.take(), null, null); }

    public static WriterBuffer to(OutputStream out) {
        if (out == null) throw new NullPointerException("out");
        return new WriterBuffer(BufferPool.take(STREAM_BUFFER), out, null);
    }

    public static WriterBuffer to(Appendable chars) {
        if (chars == null) throw new NullPointerException("chars");
        return new WriterBuffer(BufferPool.take(STREAM_BUFFER), null, chars);
    }

    /**
     * From now on, a growable buffer drains into {@code target} whenever it is full at
     * {@link OutputBufferPool#MAX_POOLED} bytes (it grows up to that size first), so a long
     * document is held in memory only that far; {@link #endSpill()} hands over the rest.
     */
    public void spillTo(OutputStream target) {
        if (target == null) throw new NullPointerException("target");
        startSpill();
        out = target;
    }

    /** {@link #spillTo(OutputStream)} into chars (decoded from the UTF-8 as a char target's are). */
    public void spillTo(Appendable target) {
        if (target == null) throw new NullPointerException("target");
        startSpill();
        chars = target;
    }

    private void startSpill() {
        if (drains()) throw new IllegalStateException("This buffer drains into a target already");
        spills = true;
    }

    /**
     * Hands what is buffered to the spill target (neither flushed nor closed) and makes this an
     * empty in-memory buffer again, as {@link #clear()} leaves it.
     */
    public void endSpill() {
        if (!spills) throw new IllegalStateException("This buffer does not spill");
        drain();
        out = null;
        chars = null;
        spills = false;
        flushed = 0;
        clear();
    }

    /** Whether bytes go to a stream or char target (so they may leave the buffer). */
    public boolean drains() { return out != null || chars != null; }

    /** The absolute output position of {@code buf[0]}. */
    public long flushedCount() { return flushed; }

    /** Makes room for {@code n} more bytes at {@link #pos}; {@link #buf} may be replaced. */
    public void ensure(int n) {
        if (buf.length - pos < n) makeRoom(n);
    }

    private void makeRoom(int n) {
        if (drains() && (!spills || buf.length >= OutputBufferPool.MAX_POOLED)) {
            drain();
            if (buf.length - pos >= n) return;
        }
        long needed = (long) pos + n;
        long size = Math.max((long) buf.length * 2, needed);
        if (spills) size = Math.max(Math.min(size, OutputBufferPool.MAX_POOLED), needed);
        if (size > Integer.MAX_VALUE - 16) {
            if (needed > Integer.MAX_VALUE - 16) {
                throw new JsonException("Output exceeds the maximum array size of a byte buffer", null);
            }
            size = Integer.MAX_VALUE - 16;
        }
        byte[] old = buf;
        buf = Arrays.copyOf(old, (int) size);
        // Outgrowing the largest poolable size: the old buffer is the one worth keeping.
        if (size > OutputBufferPool.MAX_POOLED) OutputBufferPool.give(old);
    }

    /** Appends {@code text}, which must be ASCII (number text), one byte per char. */
    public void writeAscii(String text) {
        int n = text.length();
        ensure(n);
        byte[] b = buf;
        int p = pos;
        for (int i = 0; i < n; i++) b[p + i] = (byte) text.charAt(i);
        pos = p + n;
    }

    /** Appends {@code len} bytes, in chunks when the target drains. */
    public void write(byte[] src, int off, int len) {
        if (!drains()) {
            ensure(len);
            System.arraycopy(src, off, buf, pos, len);
            pos += len;
            return;
        }
        while (len > 0) {
            if (pos == buf.length) makeRoom(1); // a drain leaves at most 3 bytes of an unfinished char behind
            int n = Math.min(len, buf.length - pos);
            System.arraycopy(src, off, buf, pos, n);
            pos += n;
            off += n;
            len -= n;
        }
    }

    /** Hands the buffered bytes to the target (no-op for a growable buffer). */
    public void drain() {
        if (out != null) {
            try {
                out.write(buf, 0, pos);
            } catch (IOException e) {
                throw new JsonException("Could not write output: " + e.getMessage(), -1, -1, -1, null, e);
            }
            flushed += pos;
            pos = 0;
        } else if (chars != null) {
            int complete = completeUtf8Prefix(buf, pos);
            decodeInto(complete);
            flushed += complete;
            int rest = pos - complete;
            System.arraycopy(buf, complete, buf, 0, rest);
            pos = rest;
        }
    }

    /** Drains and flushes the target when it is {@link java.io.Flushable}. */
    public void flush() {
        drain();
        try {
            if (out != null) out.flush();
            else if (chars instanceof java.io.Flushable) ((java.io.Flushable) chars).flush();
        } catch (IOException e) {
            throw new JsonException("Could not flush output: " + e.getMessage(), -1, -1, -1, null, e);
        }
    }

    /** Closes the target when it is {@link java.io.Closeable}. */
    public void closeTarget() {
        try {
            if (out != null) out.close();
            else if (chars instanceof java.io.Closeable) ((java.io.Closeable) chars).close();
        } catch (IOException e) {
            throw new JsonException("Could not close output: " + e.getMessage(), -1, -1, -1, null, e);
        }
    }

    /** Gives a stream target's buffer back to the pool; the buffer must not be used afterwards. */
    public void release() {
        if (drains() && !spills && buf != null && buf.length == STREAM_BUFFER) BufferPool.give(buf);
        buf = null;
        pos = 0;
    }

    /**
     * Gives a growable buffer back to the pool once its content is no longer needed; the buffer
     * is then empty and zero-sized (it grows again if written to).
     */
    public void recycle() {
        if (drains()) return;
        byte[] b = buf;
        buf = EMPTY;
        pos = 0;
        OutputBufferPool.give(b);
    }

    /** A copy of everything written (growable buffers only). */
    public byte[] toByteArray() {
        if (drains()) throw new IllegalStateException("This writer writes to a stream, not to a byte array");
        return Arrays.copyOf(buf, pos);
    }

    /**
     * A copy of everything written, after which the buffer is empty and is kept for more output
     * (growable buffers only); one that grew past what the pool keeps is swapped for a small one.
     */
    public byte[] takeContent() {
        byte[] result = toByteArray();
        clear();
        return result;
    }

    /**
     * Empties a growable buffer, keeping it for more output; one that grew past what the pool
     * keeps is swapped for a small one.
     */
    public void clear() {
        if (drains()) throw new IllegalStateException("This writer writes to a stream, not to a byte array");
        pos = 0;
        if (buf.length > OutputBufferPool.MAX_POOLED) buf = OutputBufferPool.take();
    }

    /** Length of the longest prefix of {@code b[0..end)} that ends on a whole UTF-8 sequence. */
    static int completeUtf8Prefix(byte[] b, int end) {
        // Only the last three bytes can belong to an unfinished sequence; find its lead byte.
        for (int i = end - 1; i >= 0 && i >= end - 3; i--) {
            int c = b[i] & 0xFF;
            if (c < 0x80) return end;
            if (c >= 0xC0) {
                int need = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
                return end - i >= need ? end : i;
            }
        }
        return end;
    }

    /** Chars decoded per append: a spilling buffer's megabyte needs no megabyte of chars. */
    private static final int DECODE_CHUNK = 8192;

    /** Decodes {@code buf[0..len)}, which ends on a whole sequence, into the char target. */
    private void decodeInto(int len) {
        int from = 0;
        while (from < len) {
            // pieces of at most DECODE_CHUNK bytes, each ending on a whole sequence
            int to = len - from <= DECODE_CHUNK ? len : completeUtf8Prefix(buf, from + DECODE_CHUNK);
            decodePiece(from, to);
            from = to;
        }
    }

    private void decodePiece(int from, int len) {
        int most = len - from;
        if (charScratch == null || charScratch.length < most) charScratch = new char[Math.max(most, 1024)];
        char[] c = charScratch;
        byte[] b = buf;
        int n = 0;
        int i = from;
        // Our own output: always valid UTF-8, so no checks beyond the sequence length.
        while (i < len) {
            int x = b[i];
            if (x >= 0) {
                c[n++] = (char) x;
                i++;
            } else if ((x & 0xE0) == 0xC0) {
                c[n++] = (char) (((x & 0x1F) << 6) | (b[i + 1] & 0x3F));
                i += 2;
            } else if ((x & 0xF0) == 0xE0) {
                c[n++] = (char) (((x & 0x0F) << 12) | ((b[i + 1] & 0x3F) << 6) | (b[i + 2] & 0x3F));
                i += 3;
            } else {
                int cp = ((x & 0x07) << 18) | ((b[i + 1] & 0x3F) << 12) | ((b[i + 2] & 0x3F) << 6) | (b[i + 3] & 0x3F);
                c[n++] = Character.highSurrogate(cp);
                c[n++] = Character.lowSurrogate(cp);
                i += 4;
            }
        }
        try {
            if (chars instanceof StringBuilder) ((StringBuilder) chars).append(c, 0, n);
            else if (chars instanceof Writer) ((Writer) chars).write(c, 0, n);
            else chars.append(CharBuffer.wrap(c, 0, n));
        } catch (IOException e) {
            throw new JsonException("Could not write output: " + e.getMessage(), -1, -1, -1, null, e);
        }
    }
}
