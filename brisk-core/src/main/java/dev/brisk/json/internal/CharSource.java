package dev.brisk.json.internal;

import java.io.IOException;
import java.io.Reader;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.StandardCharsets;

/**
 * Chars (String, char[], Reader) transcoded to UTF-8 chunks for the byte reader, so that one
 * parsing core serves every source. A lone surrogate is written as its 3-byte (invalid) form
 * ED A0..BF xx, which the reader's strict UTF-8 check rejects at exactly that place.
 */
public final class CharSource implements ByteSource {
    private final Reader reader;
    private final CharSequence text;
    private final char[] array;
    private int next;
    private int end;
    private char[] chunk;
    /** A high surrogate read at the end of a Reader chunk, waiting for its partner. */
    private int pendingHigh = -1;
    private long consumed;
    private static final int BLOCK = 32;
    private boolean blocks = true;

    private CharSource(Reader reader, CharSequence text, char[] array, int start, int end) {
        this.reader = reader;
        this.text = text;
        this.array = array;
        this.next = start;
        this.end = end;
    }

    /**
     * UTF-16 chars written out as UTF-8 so far. A reader turns a buffer position into a char
     * offset by subtracting the chars of the bytes after it, so it never has to count the bytes
     * it drops.
     */
    public long charsWritten() {
        return consumed - (pendingHigh >= 0 ? 1 : 0);
    }

    /**
     * Whether every char written so far was ASCII: then the bytes are the chars, one for one, at
     * the same offsets, and a reader may read them as plain UTF-8 bytes.
     */
    public boolean asciiSoFar() {
        return !sawNonAscii;
    }

    public static CharSource of(CharSequence text) {
        return new CharSource(null, text, null, 0, 0);
    }

    public static CharSource of(char[] chars, int offset, int length) {
        return new CharSource(null, null, chars, offset, offset + length);
    }

    public static CharSource of(Reader reader) {
        return new CharSource(reader, null, null, 0, 0);
    }

    /**
     * Fills {@code dst} through as many chunks as fit when the chars are in memory (a String or
     * other CharSequence), so that the reader refills as seldom as from bytes; from a Reader, one
     * chunk per call, since its next read may block while the bytes so far could be parsed.
     */
    @Override
    public int read(byte[] dst, int off, int len) throws IOException {
        int n = readChunk(dst, off, len);
        if (text == null || n <= 0) return n;
        while (len - n >= MIN_READ) {
            int m = readChunk(dst, off + n, len - n);
            if (m <= 0) break;
            n += m;
        }
        return n;
    }

    /** Room worth going on into another chunk for. */
    private static final int MIN_READ = 64;

    private int readChunk(byte[] dst, int off, int len) throws IOException {
        char[] src;
        int i;
        int stop;
        if (array != null) {
            src = array;
            i = next;
            stop = end;
        } else {
            // chars come through a chunk: from the String or from the Reader
            if (next >= end && !refillChunk()) {
                if (pendingHigh >= 0) return flushPendingHigh(dst, off);
                return -1;
            }
            src = chunk;
            i = next;
            stop = end;
        }
        if (i >= stop && pendingHigh < 0) {
            giveEncoder(); // a char[] ends here (a String or Reader gave it back with its chunk)
            return -1;
        }
        int p = off;
        int max = off + len - 4; // room for one more 4-byte form
        int first = i;
        if (pendingHigh >= 0) {
            int high = pendingHigh;
            pendingHigh = -1;
            if (i < stop && Character.isLowSurrogate(src[i])) {
                p = Utf8.encode(Character.toCodePoint((char) high, src[i]), dst, p);
                i++;
            } else {
                p = loneSurrogate(high, dst, p);
            }
        }
        while (i < stop && p <= max) {
            // ASCII, the common case: blocks copied by a loop without an exit (which the JIT
            // can vectorize), kept when no char in them turned out to be above 0x7F. After a
            // block fails, blocks wait for the next long ASCII run (text in other scripts would
            // fail every one).
            int run = Math.min(stop - i, max + 1 - p);
            if (blocks && run >= BLOCK) {
                int n = asciiRun(src, i, dst, p, run);
                i += n;
                p += n;
                run -= n;
                if (run == 0) continue;
                if (n < BLOCK) blocks = false;
            }
            // shorter ASCII runs (indentation, words between text in other scripts): eight chars
            // a time, tested together, then one at a time up to the first char above 0x7F. A
            // run that goes on for a block turns the blocks back on for its rest.
            int span = Math.min(run, BLOCK);
            int k = 0;
            for (; k + 8 <= span; k += 8) {
                int q = i + k;
                char a0 = src[q], a1 = src[q + 1], a2 = src[q + 2], a3 = src[q + 3];
                char a4 = src[q + 4], a5 = src[q + 5], a6 = src[q + 6], a7 = src[q + 7];
                if ((a0 | a1 | a2 | a3 | a4 | a5 | a6 | a7) >= 0x80) break;
                LONG_LE.set(dst, p + k, (long) (a0 | a1 << 8 | a2 << 16 | a3 << 24) & 0xFFFFFFFFL
                        | (long) (a4 | a5 << 8 | a6 << 16 | a7 << 24) << 32);
            }
            for (; k < span; k++) {
                char a = src[i + k];
                if (a >= 0x80) break;
                dst[p + k] = (byte) a;
            }
            i += k;
            p += k;
            if (k == span) {
                if (k == BLOCK) blocks = true;
                continue;
            }
            // Text outside ASCII: a run of it, with the single ASCII chars between its words, is
            // encoded here with one branch per char, not through the ASCII loop's setup per char.
            // It stops before a second ASCII char in a row (back to the ASCII loop) and before a
            // surrogate that is not a whole pair in this chunk (the cases below).
            sawNonAscii = true;
            // Each char takes at most 3 bytes (a pair 4 for its 2 chars), so every char before
            // `lim` starts with room for a 4-byte form: the loop tests the chars alone.
            int lim = Math.min(stop, i + (max - p) / 3 + 1);
            char c = src[i];
            while (true) {
                if (c < 0x800) {
                    if (c < 0x80) {
                        dst[p++] = (byte) c;
                    } else {
                        SHORT_LE.set(dst, p, (short) Utf8.twoByteUnit(c));
                        p += 2;
                    }
                    i++;
                } else if (c < Character.MIN_SURROGATE || c > Character.MAX_SURROGATE) {
                    // three bytes, 1110xxxx 10xxxxxx 10xxxxxx: a little-endian short (lead byte low) and a byte
                    SHORT_LE.set(dst, p, (short) (0x80E0 | c >>> 12 | (c >>> 6 & 0x3F) << 8));
                    dst[p + 2] = (byte) (0x80 | c & 0x3F);
                    p += 3;
                    i++;
                } else if (c <= Character.MAX_HIGH_SURROGATE && i + 1 < stop && Character.isLowSurrogate(src[i + 1])) {
                    p = Utf8.encode(Character.toCodePoint(c, src[i + 1]), dst, p);
                    i += 2;
                } else {
                    break;
                }
                if (i >= lim) break;
                c = src[i];
                if (c < 0x80 && (i + 1 >= stop || src[i + 1] < 0x80)) break;
            }
            // out of room (a pair there was not tested) or back to ASCII: the outer loop goes on
            if (i >= lim || !Character.isSurrogate(c = src[i])) continue;
            if (Character.isHighSurrogate(c)) {
                if (i + 1 < stop) {
                    // a pair would have been taken above: this one is alone
                    p = loneSurrogate(c, dst, p);
                    i++;
                } else if (array == null) {
                    pendingHigh = c; // its partner may be in the next chunk
                    i++;
                } else {
                    p = loneSurrogate(c, dst, p);
                    i++;
                }
            } else {
                p = loneSurrogate(c, dst, p);
                i++;
            }
        }
        next = i;
        consumed += i - first;
        if (p == off) return pendingHigh >= 0 ? readChunk(dst, off, len) : -1;
        return p - off;
    }

    /**
     * Copies the ASCII chars at {@code src[i..]} (up to {@code n}) to {@code dst[p..]} and says how
     * many there were: through the JDK's US-ASCII encoder, whose ASCII loop is an intrinsic that
     * runs many chars per instruction (a plain Java loop narrowing chars to bytes is not
     * vectorized on JDK 17). Its call costs some tens of nanoseconds, so it is used for long runs
     * only.
     */
    private int asciiRun(char[] src, int i, byte[] dst, int p, int n) {
        CharsetEncoder e = ascii;
        if (e == null) {
            // a new encoder costs some hundreds of nanoseconds (it checks its replacement bytes with a decoder): recycled
            e = ENCODERS.take();
            if (e == null) e = StandardCharsets.US_ASCII.newEncoder();
            else e.reset();
            ascii = e;
        }
        // the views are kept while their arrays stay (the chunk, the reader's buffer until it grows)
        CharBuffer in = asciiIn;
        if (in == null || in.array() != src) asciiIn = in = CharBuffer.wrap(src);
        ByteBuffer out = asciiOut;
        if (out == null || out.array() != dst) asciiOut = out = ByteBuffer.wrap(dst);
        in.limit(i + n).position(i);
        out.limit(p + n).position(p);
        e.encode(in, out, false); // stops at the first char above 0x7F
        return in.position() - i;
    }

    private CharsetEncoder ascii;
    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle SHORT_LE = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private CharBuffer asciiIn;
    private ByteBuffer asciiOut;
    private static final SlotPool<CharsetEncoder> ENCODERS = new SlotPool<>(SlotPool.perCore(4));

    /** Gives the encoder back (at the end of the chars, or on close); a later read would take another. */
    private void giveEncoder() {
        CharsetEncoder e = ascii;
        if (e == null) return;
        ascii = null;
        asciiIn = null;
        asciiOut = null;
        ENCODERS.give(e);
    }

    private int flushPendingHigh(byte[] dst, int off) {
        int high = pendingHigh;
        pendingHigh = -1;
        return loneSurrogate(high, dst, off) - off;
    }

    private static int loneSurrogate(int c, byte[] dst, int p) {
        dst[p] = (byte) (0xE0 | c >>> 12);
        dst[p + 1] = (byte) (0x80 | c >>> 6 & 0x3F);
        dst[p + 2] = (byte) (0x80 | c & 0x3F);
        return p + 3;
    }

    private boolean refillChunk() throws IOException {
        if (text != null) {
            // walk the CharSequence in chunks; `end` there is the chunk end, `textNext` the overall position
            if (textNext >= text.length()) return giveChunk();
            if (chunk == null) chunk = takeChunk(text.length());
            int n = Math.min(chunk.length, text.length() - textNext);
            if (text instanceof String) {
                ((String) text).getChars(textNext, textNext + n, chunk, 0);
            } else {
                for (int k = 0; k < n; k++) chunk[k] = text.charAt(textNext + k);
            }
            textNext += n;
            next = 0;
            end = n;
            return true;
        }
        if (readerEnded) return false;
        if (chunk == null) chunk = takeChunk(Integer.MAX_VALUE);
        int n;
        do {
            n = reader.read(chunk, 0, chunk.length);
        } while (n == 0);
        if (n < 0) {
            readerEnded = true;
            return giveChunk();
        }
        next = 0;
        end = n;
        return true;
    }

    private int textNext;
    private boolean readerEnded;
    private boolean sawNonAscii;

    /**
     * Chunks of the standard size are recycled (one would otherwise be allocated and zeroed for
     * every reader over a text of more than a few hundred chars); a shorter text gets its own.
     */
    private static final int CHUNK = 4096;
    private static final int POOLED_FROM = 512;
    private static final SlotPool<char[]> CHUNKS = new SlotPool<>(SlotPool.perCore(4));

    private static char[] takeChunk(int length) {
        if (length < POOLED_FROM) return new char[length];
        char[] c = CHUNKS.take();
        return c != null ? c : new char[CHUNK];
    }

    /** Gives the chunk back at the end of the chars (it is never read again) and says there are no more. */
    private boolean giveChunk() {
        giveEncoder();
        char[] c = chunk;
        chunk = null;
        if (c != null && c.length == CHUNK) CHUNKS.give(c);
        return false;
    }

    @Override
    public void close() throws IOException {
        giveChunk();
        if (reader != null) reader.close();
    }
}
