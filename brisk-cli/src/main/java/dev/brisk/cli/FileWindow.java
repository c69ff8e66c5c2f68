package dev.brisk.cli;

import dev.brisk.json.internal.Swar;
import java.io.IOException;
import java.util.Arrays;

/**
 * One worker's view of a regular file: the bytes of one chunk of whole lines, copied out of the
 * file ({@link FileBytes}: its mapping, or positional reads) into a buffer the worker keeps (so
 * its memory is its largest chunk, not a fresh array per chunk), with no other thread in between.
 *
 * <p>The file is cut into ranges of {@code rangeSize} bytes. A line belongs to the range its
 * first byte is in, so the chunk of range {@code [start, end)} begins at the first line start at
 * or after {@code start} (position 0, or one past a newline) and ends just past the first newline
 * at or after {@code end - 1} (or at the end of the file). Neighbouring chunks therefore meet
 * exactly, whatever the ranges cut through, and a range inside one long line has no chunk.
 */
final class FileWindow {

    /** The first read past a known place: most lines end well within it. */
    private static final int FIRST_READ = 64 << 10;
    /** The largest single read: bigger gain nothing (and need bigger JDK scratch buffers). */
    private static final int LARGEST_READ = 1 << 20;

    private static final long NEWLINES = 0x0A0A0A0A0A0A0A0AL;
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;

    /** The most one chunk may hold (an array's length is an int). */
    private static final int MAX_CHUNK = 1 << 30;

    private final FileBytes file;
    private final long size;
    private byte[] buf;
    /** {@code buf[0, filled)} holds the file's bytes {@code [base, base + filled)}. */
    private long base;
    private int filled;

    private long chunkStart;
    private long chunkEnd;

    FileWindow(FileBytes file, long size, int capacity) {
        this.file = file;
        this.size = size;
        this.buf = new byte[Math.max(capacity, FIRST_READ)];
    }

    /**
     * Reads the chunk of the range {@code [start, end)}; false when no line starts in the range
     * (it lies inside a line that began before it).
     */
    boolean readRange(long start, long end) throws IOException {
        long first = 0;
        if (start > 0) {
            long newline = firstNewline(start - 1, -1);
            first = newline < 0 ? size : newline + 1;
        }
        if (first >= end || first >= size) {
            return false;
        }
        readChunk(first, end - 1);
        return true;
    }

    /**
     * Reads the lines from {@code from} (a line start) up to and including the first newline at
     * or after {@code edge} (or to the end of the file): the chunk of the range whose last byte
     * is {@code edge}, or several ranges' chunks joined when {@code edge} lies further on.
     */
    void readChunk(long from, long edge) throws IOException {
        if (from < base || from > base + filled) {
            restartAt(from);
        }
        fill(Math.min(size, edge + 1), from);
        long newline = firstNewline(Math.max(from, edge), from);
        chunkStart = from;
        chunkEnd = newline < 0 ? size : newline + 1;
    }

    /** The chunk's bytes are {@code bytes()[offset(), offset() + length())}. */
    byte[] bytes() {
        return buf;
    }

    int offset() {
        return (int) (chunkStart - base);
    }

    int length() {
        return (int) (chunkEnd - chunkStart);
    }

    /** Where the chunk starts in the file. */
    long start() {
        return chunkStart;
    }

    /** Where the chunk ends in the file (one past its last byte). */
    long end() {
        return chunkEnd;
    }

    /**
     * The position of the first newline at or after {@code from}, or -1 when the file has none
     * there. The window keeps the bytes from {@code keepFrom} as it reads on; with a negative
     * {@code keepFrom} it lets go of the bytes already searched (a line being skipped need not
     * be held).
     */
    private long firstNewline(long from, long keepFrom) throws IOException {
        if (from < base || from > base + filled) {
            restartAt(from);
        }
        long next = from; // the first byte not searched yet, in the file: reading on may move
                          // the bytes kept to the front of the buffer
        int read = FIRST_READ;
        while (true) {
            int at = newline(buf, (int) (next - base), filled);
            if (at >= 0) {
                return base + at;
            }
            next = base + filled;
            if (next >= size) {
                return -1;
            }
            if (keepFrom < 0) {
                restartAt(next);
            }
            readMore(read, keepFrom < 0 ? next : keepFrom);
            read = Math.min(LARGEST_READ, read * 2);
        }
    }

    /**
     * The index of the first newline in {@code b[from, to)}, or -1: eight bytes at a time, as a
     * range that starts inside a long line is searched to that line's end before its work
     * begins (on NDJSON of large documents, several percent of the file).
     */
    static int newline(byte[] b, int from, int to) {
        int i = from;
        for (; i + 8 <= to; i += 8) {
            long x = Swar.word(b, i) ^ NEWLINES;
            long zeros = (x - ONES) & ~x & HIGHS; // exact up to the first zero byte
            if (zeros != 0) {
                return i + Swar.firstIndex(zeros);
            }
        }
        for (; i < to; i++) {
            if (b[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    /** Reads until the window reaches {@code upTo}, keeping the bytes from {@code keepFrom}. */
    private void fill(long upTo, long keepFrom) throws IOException {
        while (base + filled < upTo) {
            readMore((int) Math.min(LARGEST_READ, upTo - (base + filled)), keepFrom);
        }
    }

    private void restartAt(long position) {
        base = position;
        filled = 0;
    }

    /**
     * Appends up to {@code want} more bytes of the file to the window, first dropping the bytes
     * before {@code keepFrom} or growing the buffer when it is full.
     */
    private void readMore(int want, long keepFrom) throws IOException {
        if (filled == buf.length) {
            int drop = (int) (keepFrom - base);
            if (drop > buf.length / 2) {
                System.arraycopy(buf, drop, buf, 0, filled - drop);
                base = keepFrom;
                filled -= drop;
            } else if (buf.length <= MAX_CHUNK / 2) {
                buf = Arrays.copyOf(buf, buf.length * 2); // a line longer than the buffer
            } else {
                throw new IOException("a line (or a value across lines) at byte " + keepFrom
                        + " is longer than " + (MAX_CHUNK >> 20) + " MiB, more than one chunk can"
                        + " hold; --threads 1 reads it as a stream");
            }
        }
        int n = (int) Math.min(Math.min(want, buf.length - filled), size - (base + filled));
        file.copy(base + filled, buf, filled, n);
        filled += n;
    }
}
