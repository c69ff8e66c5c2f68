package dev.brisk.spring.webflux;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import dev.brisk.json.JsonException;
import org.springframework.core.codec.DecodingException;
import org.springframework.core.io.buffer.DataBuffer;

/**
 * Cuts a body arriving in buffers into NDJSON lines, keeping only the line being completed, so
 * that a stream of any length is decoded in memory bounded by its longest line. Each line knows
 * its 1-based number and byte offset, for error locations; a line over the limit is a
 * {@link DecodingException} located at the byte where it crossed it. Blank lines are skipped. One instance
 * per body; not thread-safe (Reactor delivers a body's buffers one at a time).
 */
final class NdjsonLines {
    /** One complete line, without its terminator. */
    record Line(byte[] bytes, long number, long offset) {}

    private final int maxLineLength;
    private byte[] pending = new byte[256];
    private int pendingLength;
    private long lineNumber = 1;
    private long lineOffset;

    NdjsonLines(int maxLineLength) {
        this.maxLineLength = maxLineLength < 0 ? Integer.MAX_VALUE : maxLineLength;
    }

    /** The lines that {@code buffer} completes; the buffer is consumed but not released. */
    List<Line> feed(DataBuffer buffer) {
        List<Line> lines = new ArrayList<>(4);
        int n = buffer.readableByteCount();
        byte[] chunk = new byte[n];
        buffer.read(chunk);
        int start = 0;
        for (int i = 0; i < n; i++) {
            if (chunk[i] != '\n') continue;
            append(chunk, start, i - start);
            complete(lines);
            start = i + 1;
        }
        append(chunk, start, n - start);
        return lines;
    }

    /** The last line, when the body does not end with a newline. */
    List<Line> finish() {
        List<Line> lines = new ArrayList<>(1);
        complete(lines);
        return lines;
    }

    private void append(byte[] src, int from, int length) {
        if (length == 0) return;
        if ((long) pendingLength + length > maxLineLength) {
            // An over-limit body is the client's error, like any other refused body: a 400 with its place.
            JsonException error = new JsonException("NDJSON line longer than the limit of " + maxLineLength
                    + " bytes (raise it with spring.http.codecs.max-in-memory-size)", lineOffset + maxLineLength,
                    lineNumber, maxLineLength + 1, null);
            throw new DecodingException(error.getMessage(), error);
        }
        if (pendingLength + length > pending.length) {
            pending = Arrays.copyOf(pending, Math.max(pendingLength + length, pending.length * 2));
        }
        System.arraycopy(src, from, pending, pendingLength, length);
        pendingLength += length;
    }

    private void complete(List<Line> into) {
        int length = pendingLength;
        if (!isBlank(pending, length)) into.add(new Line(Arrays.copyOf(pending, length), lineNumber, lineOffset));
        lineOffset += length + 1;
        lineNumber++;
        pendingLength = 0;
        if (pending.length > 64 * 1024) pending = new byte[256]; // do not keep one long line's buffer for the rest
    }

    private static boolean isBlank(byte[] bytes, int length) {
        for (int i = 0; i < length; i++) {
            byte b = bytes[i];
            if (b != ' ' && b != '\t' && b != '\r') return false;
        }
        return true;
    }
}
