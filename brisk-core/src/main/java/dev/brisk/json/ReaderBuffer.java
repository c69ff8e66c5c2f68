package dev.brisk.json;

import dev.brisk.json.internal.BufferPool;
import dev.brisk.json.internal.ByteSource;
import dev.brisk.json.internal.CharSource;
import dev.brisk.json.internal.Swar;
import java.io.IOException;
import java.util.Arrays;

/**
 * The byte window a {@link JsonReader} parses: one code path for every source. In-memory bytes
 * are used in place (no source, {@link #fill()} always says "no more"); streams refill a buffer,
 * first moving the bytes still needed to its front. Locations are computed only when asked for:
 * for the bytes still in the buffer by counting, for the bytes already dropped by totals kept
 * when they were dropped.
 */
abstract class ReaderBuffer extends JsonReader {
    private static final byte[] EMPTY = new byte[0];

    final ReaderOptions options;
    final ReadLimits limits;
    final ByteSource source;
    /** Offsets count UTF-16 chars (char sources) instead of bytes. */
    final boolean charInput;
    private boolean pooled;

    byte[] buf;
    int pos;
    int limit;
    /** The buffer index of absolute offset {@link #discarded} (the start of input, for in-memory bytes). */
    int base;
    /** When {@code >= 0}, refills keep {@code buf[mark..]} (a raw value being captured). */
    int mark = -1;
    /** Where the token most recently peeked starts. */
    int tokenStart;
    /** Where the value most recently completed ends. */
    int valueEnd;

    private long discarded;
    /** Column of buffer index 0: code points of its line in dropped bytes. */
    private long discardedColumn;

    /**
     * Where {@link #tokenStart} was when a refill dropped its bytes (a token or a comma's
     * whitespace spanning refills), so that an error there still names the same place as from a
     * byte array: saved as the byte offset it belongs to ({@code -1}: none) and its location.
     */
    private long droppedTokenByte = -1;
    private long droppedTokenOffset, droppedTokenLine, droppedTokenColumn;

    /**
     * The absolute byte offset the current top-level value may not pass (its start plus
     * {@link ReadLimits#maxDocumentSize()}); {@code Long.MAX_VALUE} between values. Refills check
     * it, so a stream never reads far beyond the limit inside one token.
     */
    long sizeEnd = Long.MAX_VALUE;
    /**
     * {@link #sizeEnd} as a buffer index: {@code p > sizeIndex} exactly when
     * {@code byteOffset(p) > sizeEnd}, so that the per-token check is one int compare. Kept in
     * step by {@link #limitSize} and by every move of the buffer's base.
     */
    int sizeIndex = Integer.MAX_VALUE;

    // Lines are counted as the reader passes them, not by scanning the input again: in every
    // mode a raw '\n' can only sit in whitespace or a comment (strings reject control
    // characters), and both skippers count it. So every newline before pos has been counted.
    /** Newlines counted so far. */
    long lines;
    /** Buffer index just after the last newline counted; -1 when there is none in the buffer. */
    int lineStart;

    /** Decoded bytes of strings that contain escapes or span refills. */
    byte[] scratch = EMPTY;
    int scratchLen;

    ReaderBuffer(ReaderOptions options, byte[] buf, int start, int end, ByteSource source,
                 boolean pooled, boolean charInput) {
        this.options = options;
        this.limits = options.limits;
        this.buf = buf;
        this.pos = start;
        this.limit = end;
        this.base = start;
        this.tokenStart = start;
        this.valueEnd = start;
        this.lineStart = start;
        this.source = source;
        this.pooled = pooled;
        this.charInput = charInput;
    }

    /**
     * Back to the state the constructor leaves for in-memory input {@code b[start, end)}: for a
     * reader reused on a new document ({@link ReaderPool}; never one with a source).
     */
    final void resetInput(byte[] b, int start, int end) {
        buf = b;
        pos = start;
        limit = end;
        base = start;
        mark = -1;
        tokenStart = start;
        valueEnd = start;
        discarded = 0;
        discardedColumn = 0;
        droppedTokenByte = -1;
        droppedTokenOffset = droppedTokenLine = droppedTokenColumn = 0;
        limitSize(Long.MAX_VALUE);
        lines = 0;
        lineStart = start;
        scratchLen = 0;
    }

    /** The JSON path of the current position, for error messages. */
    abstract String pathForError();

    /** Called before {@code buf[0, keep)} is dropped, so that nothing still pointing there is lost. */
    abstract void beforeDiscard(int keep);

    /** Makes more bytes available after {@link #limit}; false at the end of input. Moves the window. */
    final boolean fill() {
        return source != null && refill();
    }

    /** Makes at least {@code n} bytes available from {@link #pos}; false if the input ends first. */
    final boolean ensure(int n) {
        while (limit - pos < n) {
            if (!fill()) return false;
        }
        return true;
    }

    private boolean refill() {
        if (byteOffset(pos) > sizeEnd) throw documentTooLarge();
        int keep = mark >= 0 && mark < pos ? mark : pos;
        if (keep > 0) discard(keep);
        if (buf.length - limit < 8) {
            // the token being read fills the buffer: double it (bounded by the limits the scanners check)
            if (buf.length >= Integer.MAX_VALUE / 2) throw syntaxError("Token too large for one buffer", pos);
            buf = Arrays.copyOf(buf, Math.max(16, buf.length * 2));
            pooled = false;
        }
        int n;
        try {
            n = source.read(buf, limit, buf.length - limit);
        } catch (IOException e) {
            throw new JsonException("Cannot read input: " + e, offsetAt(pos), lineAt(pos), columnAt(pos),
                    pathForError(), e);
        }
        if (n <= 0) return false;
        limit += n;
        return true;
    }

    private void discard(int keep) {
        beforeDiscard(keep);
        // keep <= pos, so every newline in the dropped bytes is counted already; only the
        // current line's part of them is measured, for columns
        int t = tokenStart;
        boolean saveToken = t >= 0 && t < keep; // streams: base is 0
        if (saveToken) {
            droppedTokenByte = discarded + t;
            droppedTokenOffset = charInput ? ((CharSource) source).charsWritten() - Swar.utf16Length(buf, t, limit) : discarded + t;
            // t < pos: every newline before it is counted, those between it and pos too
            droppedTokenLine = lines + 1 - (lineStart > t ? Swar.countNewlines(buf, t, lineStart) : 0);
        }
        if (lineStart < 0) {
            if (saveToken) {
                // one line: the column pass is split at the token, not run twice
                long before = discardedColumn + Swar.codePoints(buf, 0, t);
                droppedTokenColumn = before + 1;
                discardedColumn = before + Swar.codePoints(buf, t, keep);
            } else {
                discardedColumn += Swar.codePoints(buf, 0, keep);
            }
        } else if (lineStart <= keep) {
            if (saveToken && t >= lineStart) {
                long before = Swar.codePoints(buf, lineStart, t);
                droppedTokenColumn = before + 1;
                discardedColumn = before + Swar.codePoints(buf, t, keep);
            } else {
                if (saveToken) droppedTokenColumn = columnAt(t);
                discardedColumn = Swar.codePoints(buf, lineStart, keep);
            }
            lineStart = -1;
        } else {
            if (saveToken) droppedTokenColumn = columnAt(t);
            int nl = Swar.lastNewline(buf, 0, keep);
            discardedColumn = nl >= 0 ? Swar.codePoints(buf, nl + 1, keep) : discardedColumn + Swar.codePoints(buf, 0, keep);
            lineStart -= keep;
        }
        System.arraycopy(buf, keep, buf, 0, limit - keep);
        limit -= keep;
        pos -= keep;
        if (mark >= 0) mark -= keep;
        tokenStart -= keep;
        valueEnd -= keep;
        discarded += keep;
        limitSize(sizeEnd);
    }

    /** Sets {@link #sizeEnd} and its buffer index {@link #sizeIndex}. */
    final void limitSize(long end) {
        sizeEnd = end;
        long fromBase = end - discarded; // discarded <= end while a value is read; else below 0
        sizeIndex = end == Long.MAX_VALUE || fromBase >= Integer.MAX_VALUE - base ? Integer.MAX_VALUE
                : (int) Math.max(fromBase + base, -1);
    }

    /** Absolute byte offset of buffer index {@code p} (never chars): what the size limit counts. */
    final long byteOffset(int p) {
        return discarded + (p - base);
    }

    /** The buffer index of absolute byte offset {@code offset}; below {@link #base} once dropped. */
    final int bufferIndex(long offset) {
        return (int) Math.max(offset - discarded + base, Integer.MIN_VALUE);
    }

    final long offsetAt(int p) {
        p = clamp(p);
        if (charInput) {
            // a whole text in memory counts from its start; a streamed one back from the chars written so far
            return source == null ? Swar.utf16Length(buf, base, p) : ((CharSource) source).charsWritten() - Swar.utf16Length(buf, p, limit);
        }
        return discarded + (p - base);
    }

    final long lineAt(int p) {
        p = clamp(p);
        int from = Math.max(lineStart, base);
        // before pos every newline is counted; beyond it (an error ahead of pos) count the rest
        long n = p >= from ? lines + Swar.countNewlines(buf, from, p) : lines - Swar.countNewlines(buf, p, from);
        return n + 1;
    }


    final long columnAt(int p) {
        p = clamp(p);
        int nl = Swar.lastNewline(buf, base, p);
        return (nl >= 0 ? Swar.codePoints(buf, nl + 1, p) : discardedColumn + Swar.codePoints(buf, base, p)) + 1;
    }

    private int clamp(int p) {
        return Math.max(base, Math.min(p, limit));
    }

    final JsonLocation locationAt(int p) {
        if (p < base && droppedTokenByte >= 0 && byteOffset(p) == droppedTokenByte) {
            return new JsonLocation(droppedTokenOffset, droppedTokenLine, droppedTokenColumn);
        }
        return new JsonLocation(offsetAt(p), lineAt(p), columnAt(p));
    }

    /** A JsonException for bad input at buffer index {@code p}. */
    final JsonException syntaxError(String detail, int p) {
        JsonLocation at = locationAt(p);
        return new JsonException(detail, at.offset(), at.line(), at.column(), pathForError());
    }

    /** The current top-level value passes {@link #sizeEnd}: the error, at the first byte beyond the limit. */
    abstract JsonException documentTooLarge();

    /** How the byte at {@code p} reads in a message: {@code 'x'}, {@code U+0007}, {@code byte 0xC3}, or end of input. */
    final String describeAt(int p) {
        if (p >= limit) return "end of input";
        int c = buf[p] & 0xFF;
        if (c >= 0x20 && c < 0x7F) return "'" + (char) c + "'";
        if (c < 0x80) return String.format("U+%04X", c);
        return String.format("byte 0x%02X", c);
    }

    final void appendScratch(byte[] src, int from, int to) {
        int n = to - from;
        if (scratchLen + n > scratch.length) growScratch(n);
        System.arraycopy(src, from, scratch, scratchLen, n);
        scratchLen += n;
    }

    final void growScratch(int more) {
        int need = scratchLen + more;
        int size = Math.max(64, scratch.length);
        while (size < need) size = size > Integer.MAX_VALUE / 2 ? Integer.MAX_VALUE - 8 : size * 2;
        scratch = Arrays.copyOf(scratch, size);
    }

    final void releaseBuffer() {
        if (pooled) BufferPool.give(buf);
        pooled = false;
        buf = EMPTY;
        pos = limit = 0;
    }
}
