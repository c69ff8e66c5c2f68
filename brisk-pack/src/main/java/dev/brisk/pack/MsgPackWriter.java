package dev.brisk.pack;

import static dev.brisk.pack.internal.MsgPack.*;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonSink;
import dev.brisk.json.Names;
import dev.brisk.json.internal.DoubleParser;
import dev.brisk.json.internal.NumberGrammar;
import dev.brisk.json.internal.PlainNumbers;
import dev.brisk.json.internal.RewindableSink;
import dev.brisk.json.internal.RewindableSinks;
import dev.brisk.pack.internal.NumberText;
import dev.brisk.pack.internal.Utf8;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;

/**
 * A {@link JsonSink} that writes MessagePack, to a byte array ({@link #toBytes()}) or a stream
 * ({@link #to(OutputStream)}); several top-level values make a MessagePack stream.
 *
 * <p>Every value takes its smallest format. Integers (values, and number text without fraction
 * or exponent) within int64/uint64 take the smallest integer form (non-negative ones the
 * positive fixint or uint forms, negative ones the negative fixint or int forms); {@code float}
 * is float32; every other number is float64, or, with {@link #decimalsAsText(boolean)}, a str
 * holding its exact JSON text (so no digit is lost). A finite number beyond the double range
 * is an error unless kept as text. JSON strings are always str: {@link #binaryValue},
 * {@link #timestampValue} and {@link #extensionValue} write the formats JSON lacks.
 *
 * <p>Array and map headers need the count first: with a size hint it is written at once (and
 * the count checked at the end); without one, one byte is reserved, which is the whole header
 * when the container ends with at most 15 items (most objects: nothing moves). A larger
 * container's body moves forward to make room for its header: at once for a small body; a body
 * over 4 KB, or one holding such containers still to be sized, moves forward once to a reserved
 * 5-byte header, which is shrunk to its smallest form once no unsized container is open any more,
 * in one pass over the bytes. A stream receives the bytes once no header is pending.
 */
public final class MsgPackWriter implements JsonSink, Closeable {
    static {
        RewindableSinks.register(MsgPackWriter.class, sink -> ((MsgPackWriter) sink).rewindable());
    }

    private static final int RESERVED = 5; // array32 / map32 header
    private static final int DRAIN_AT = 8192;
    private static final int SHRINK_NOW = 4096; // bodies up to this size shrink at once

    private byte[] buf = new byte[256];
    private int pos;
    private final OutputStream out;
    // the innermost open container lives in fields (every value touches it); enclosing ones are
    // saved in the arrays at their depth index
    private boolean inMap;
    private boolean expectName; // in a map: the next call must be name()
    private long count;         // items written so far
    // per open container at its depth index, one word each (two stores to open, two loads to close):
    private long[] headers = new long[8]; // its size hint (>= 0), or -(position + 1) of its one reserved header byte
    private long[] saved = new long[8];   // the enclosing container's count << 2 | inMap << 1 | expectName
    private int depth;
    /** Open containers without a size hint: their header byte is still to be written, so nothing may move or drain. */
    private int unsized;
    // closed containers of more than 15 items whose body moved forward to a reserved 5-byte
    // header, since the last compaction, in position order, with their counts (made on first need)
    private int[] slotAt = NO_SLOTS;
    private long[] slotCount = NO_COUNTS;
    private boolean[] slotMap = NO_FLAGS;
    private int slots;
    private static final int[] NO_SLOTS = new int[0];
    private static final long[] NO_COUNTS = new long[0];
    private static final boolean[] NO_FLAGS = new boolean[0];
    private boolean decimalsAsText;
    private int maxDepth = Integer.MAX_VALUE;
    private long[] scratch; // for integer number text, made on first need
    private char[] chars = NO_CHARS; // a String's non-ASCII rest, copied out to be encoded
    private static final char[] NO_CHARS = new char[0];

    private MsgPackWriter(OutputStream out) { this.out = out; }

    /** A writer that collects bytes; get them with {@link #toByteArray()}. */
    public static MsgPackWriter toBytes() { return new MsgPackWriter(null); }

    /** A writer to a stream; {@link #flush()} or {@link #close()} at the end. */
    public static MsgPackWriter to(OutputStream out) { return new MsgPackWriter(out); }

    /** Keep numbers that are not int64/uint64 integers as str of their exact text. Default false. */
    public MsgPackWriter decimalsAsText(boolean on) {
        this.decimalsAsText = on;
        return this;
    }

    /**
     * Refuse to open an array or map nested deeper than {@code levels} (a top-level container is
     * level 1): a writer fed by a walk over objects stops a cyclic graph here. Default: no limit.
     */
    public MsgPackWriter maxDepth(int levels) {
        if (levels < 1) throw new IllegalArgumentException("maxDepth must be at least 1: " + levels);
        this.maxDepth = levels;
        return this;
    }

    /** The bytes written so far (all values complete). */
    public byte[] toByteArray() {
        if (out != null) throw new IllegalStateException("This writer writes to a stream");
        if (depth != 0) throw new JsonException("An array or map is still open", null);
        return Arrays.copyOf(buf, pos);
    }

    /** Largest buffer {@link #takeBytes} keeps; a writer that grew past it starts small again. */
    static final int MAX_KEPT = 1 << 20;
    private static final int MAX_KEPT_CHARS = 1 << 16;

    /**
     * The bytes written so far (all values complete), after which the writer is as new but keeps
     * its buffer (up to 1 MB) for what is written next: a writer reused for many documents then
     * neither grows a buffer from small nor allocates one per document.
     */
    public byte[] takeBytes() {
        byte[] result = toByteArray();
        pos = 0;
        if (buf.length > MAX_KEPT) buf = new byte[256];
        if (chars.length > MAX_KEPT_CHARS) chars = NO_CHARS;
        return result;
    }

    /**
     * For {@code JsonReader.copyTo} (found through {@link RewindableSinks}): a mark only between
     * top-level values of a writer that keeps its bytes, where going back is cutting the buffer
     * (-1 elsewhere); decimals become float64 unless kept as text.
     */
    private RewindableSink rewindable;

    /** Made on first need: most writers are never asked (one object less per write). */
    private RewindableSink rewindable() {
        if (rewindable == null) rewindable = new Rewindable();
        return rewindable;
    }

    private final class Rewindable implements RewindableSink {
        @Override public long mark() { return out == null && depth == 0 && slots == 0 ? pos : -1; }

        @Override public void rewind(long mark) {
            pos = (int) mark;
            depth = 0;
            slots = 0;
            unsized = 0;
            // the top level's state, which the fields hold at depth 0 (a failed pass left a container's)
            count = 0;
            inMap = false;
            expectName = false;
        }

        @Override public boolean takesDecimalsAsDoubles() { return !decimalsAsText; }
    }

    /** Writes buffered complete bytes to the stream and flushes it. */
    public void flush() {
        if (out == null) return;
        if (unsized > 0) throw new JsonException("Cannot flush inside a container without a size hint", null);
        drain();
        try {
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override public void close() throws IOException {
        if (out != null) {
            if (depth != 0) throw new JsonException("An array or map is still open", null);
            drain();
            out.close();
        }
    }

    private void drain() {
        try {
            out.write(buf, 0, pos);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        pos = 0; // only with no reserved header: every header in the buffer is written already
    }

    private void ensure(long more) {
        if (pos + more > buf.length) grow(more); // the rare case out of line: this check inlines
    }

    private void grow(long more) {
        if (out != null && unsized == 0 && pos > 0) {
            drain();
            if (more <= buf.length) return;
        }
        long need = pos + more;
        if (need > Integer.MAX_VALUE - 8) throw new JsonException("MessagePack output exceeds the largest Java array", null);
        buf = Arrays.copyOf(buf, (int) Math.max(need, Math.min((long) buf.length * 2, Integer.MAX_VALUE - 8)));
    }

    // ---------------------------------------------------------------- structure

    private void beforeValue() {
        if (depth == 0) return;
        if (inMap) {
            if (expectName) throw new JsonException("Map value without a key (call name first)", null);
            expectName = true;
        }
        count++;
    }

    @Override public void beginObject() { begin(true, -1); }

    @Override public void beginObject(int sizeHint) { begin(true, sizeHint); }

    @Override public void beginArray() { begin(false, -1); }

    @Override public void beginArray(int sizeHint) { begin(false, sizeHint); }

    private void begin(boolean map, int hint) {
        int d = depth;
        if (d >= maxDepth) {
            throw new JsonException("Nesting depth exceeds the limit of " + maxDepth + " (raise it with MsgPackWriter.maxDepth)", null);
        }
        beforeValue();
        if (d == headers.length) {
            headers = Arrays.copyOf(headers, d * 2);
            saved = Arrays.copyOf(saved, d * 2);
        }
        saved[d] = count << 2 | (inMap ? 2 : 0) | (expectName ? 1 : 0); // the enclosing container (top level: nothing)
        ensure(RESERVED);
        count = 0;
        inMap = map;
        expectName = map;
        if (hint >= 0) {
            headers[d] = hint;
            header(map, hint);
        } else {
            headers[d] = -(pos + 1L);
            pos++; // the fixarray / fixmap header byte, written at the end
            unsized++;
        }
        depth = d + 1;
    }

    private void header(boolean map, long n) { pos = header(pos, map, n); }

    /** Writes the smallest array/map header for n items at p; returns the position after it. */
    private int header(int p, boolean map, long n) {
        if (n <= 15) {
            buf[p++] = (byte) ((map ? 0x80 : 0x90) | n);
        } else if (n <= 0xffff) {
            buf[p++] = (byte) (map ? MAP16 : ARRAY16);
            buf[p++] = (byte) (n >>> 8);
            buf[p++] = (byte) n;
        } else {
            buf[p++] = (byte) (map ? MAP32 : ARRAY32);
            buf[p++] = (byte) (n >>> 24);
            buf[p++] = (byte) (n >>> 16);
            buf[p++] = (byte) (n >>> 8);
            buf[p++] = (byte) n;
        }
        return p;
    }

    @Override public void endObject() { end(true); }

    @Override public void endArray() { end(false); }

    private void end(boolean map) {
        if (depth == 0 || inMap != map) {
            throw new JsonException("end" + (map ? "Object" : "Array") + " without a matching begin", null);
        }
        if (map && !expectName) throw new JsonException("Map key without a value", null);
        int top = depth - 1;
        long n = count;
        long h0 = headers[top];
        if (h0 >= 0) {
            if (n != h0) {
                throw new JsonException("Size hint " + h0 + " but " + n + " items were written", null);
            }
        } else {
            int at = (int) -(h0 + 1);
            if (n <= 15) {
                buf[at] = (byte) ((map ? 0x80 : 0x90) | n); // the byte reserved is the whole header
            } else {
                widen(at, map, n);
            }
            if (--unsized == 0) {
                if (slots > 0) compact();
                // inside a hinted container the buffer would otherwise only grow (values inside
                // unsized ones cannot drain): pass the finished bytes on now
                if (out != null && pos >= DRAIN_AT) drain();
            }
        }
        depth = top;
        long e = saved[top]; // back to the enclosing container
        count = e >>> 2;
        inMap = (e & 2) != 0;
        expectName = (e & 1) != 0;
    }

    /**
     * The header of a container of n > 15 items whose one reserved byte is at {@code at} (the
     * container just ended; it is the innermost unsized one, so nothing after it is reserved
     * but the slots of closed containers inside it, the last in the list): a small body with no
     * such slots moves forward by the header's extra bytes at once; otherwise it moves forward
     * by four to a reserved 5-byte header, listed in position order for {@link #compact}.
     */
    private void widen(int at, boolean map, long n) {
        int body = at + 1;
        boolean inner = slots > 0 && slotAt[slots - 1] > at;
        if (!inner && pos - body <= SHRINK_NOW) {
            int extra = n <= 0xffff ? 2 : 4;
            ensure(extra); // cannot drain: this container still counts as unsized
            System.arraycopy(buf, body, buf, body + extra, pos - body);
            pos += extra;
            header(at, map, n);
            return;
        }
        ensure(RESERVED - 1);
        System.arraycopy(buf, body, buf, at + RESERVED, pos - body);
        pos += RESERVED - 1;
        if (slots == slotAt.length) {
            int m = Math.max(8, slots * 2);
            slotAt = Arrays.copyOf(slotAt, m);
            slotCount = Arrays.copyOf(slotCount, m);
            slotMap = Arrays.copyOf(slotMap, m);
        }
        // the slots inside it moved with its body, and it goes before them
        int i = slots;
        while (i > 0 && slotAt[i - 1] > at) {
            slotAt[i] = slotAt[i - 1] + RESERVED - 1;
            slotCount[i] = slotCount[i - 1];
            slotMap[i] = slotMap[i - 1];
            i--;
        }
        slotAt[i] = at;
        slotCount[i] = n;
        slotMap[i] = map;
        slots++;
    }

    /**
     * Writes every reserved header in its smallest form and closes the gaps, front to back in
     * one pass: headers only shrink, so the bytes only move towards the start.
     */
    private void compact() {
        int read = slotAt[0];
        int write = read;
        for (int i = 0; i < slots; i++) {
            int at = slotAt[i];
            int gap = at - read;
            if (gap > 0) {
                if (write != read) System.arraycopy(buf, read, buf, write, gap);
                write += gap;
            }
            write = header(write, slotMap[i], slotCount[i]);
            read = at + RESERVED;
        }
        int rest = pos - read;
        if (rest > 0 && write != read) System.arraycopy(buf, read, buf, write, rest);
        pos = write + rest;
        slots = 0;
    }

    // ---------------------------------------------------------------- names and strings

    @Override public void name(String name) {
        startName();
        str(name);
    }

    @Override public void name(byte[] utf8, int offset, int length) {
        startName();
        str(utf8, offset, length);
    }

    /** A prepared name: its UTF-8 bytes copied, no String encoded. */
    @Override public void name(Names names, int index) {
        startName();
        int length = names.utf8Length(index);
        ensure(5L + length);
        strHeader(length);
        pos = names.copyUtf8(index, buf, pos);
    }

    private void startName() {
        if (depth == 0 || !inMap) throw new JsonException("name() outside a map", null);
        if (!expectName) throw new JsonException("Two keys in a row without a value", null);
        expectName = false;
    }

    @Override public void stringValue(String value) {
        beforeValue();
        str(value);
    }

    @Override public void stringValue(byte[] utf8, int offset, int length) {
        beforeValue();
        str(utf8, offset, length);
    }

    private void str(String s) {
        long max = Utf8.maxEncodedLength(s);
        ensure(5 + max);
        // guess the header from the char count, which is the UTF-8 length of the usual ASCII
        // string (the least it can be); move the bytes on in the rare case it takes more
        int n = s.length();
        int h = strHeaderSize(n);
        int end = Utf8.encode(s, buf, pos + h, chars);
        if (end < 0) throw new JsonException("String has a lone surrogate at index " + (-end - 1), null);
        int len = end - pos - h;
        // not all ASCII: the next such String has its chars copied out (made only for such text)
        if (len != n && chars.length < n) chars = new char[Math.max(n, 2 * chars.length)];
        int need = strHeaderSize(len);
        if (need != h) System.arraycopy(buf, pos + h, buf, pos + need, len); // within the room made: need <= 5
        strHeader(len);
        pos += len;
    }

    private static int strHeaderSize(long len) { return len <= 31 ? 1 : len <= 0xff ? 2 : len <= 0xffff ? 3 : 5; }

    private void strHeader(long len) {
        if (len <= 31) {
            buf[pos++] = (byte) (0xa0 | len);
        } else if (len <= 0xff) {
            buf[pos++] = (byte) STR8;
            buf[pos++] = (byte) len;
        } else if (len <= 0xffff) {
            buf[pos++] = (byte) STR16;
            be(len, 2);
        } else {
            buf[pos++] = (byte) STR32;
            be(len, 4);
        }
    }

    private void str(byte[] utf8, int offset, int length) {
        ensure(5L + length);
        strHeader(length);
        System.arraycopy(utf8, offset, buf, pos, length);
        pos += length;
    }

    private void be(long v, int n) {
        for (int i = n - 1; i >= 0; i--) {
            buf[pos + i] = (byte) v;
            v >>>= 8;
        }
        pos += n;
    }

    // ---------------------------------------------------------------- scalars

    @Override public void booleanValue(boolean value) { single(value ? TRUE : FALSE); }

    @Override public void nullValue() { single(NIL); }

    private void single(int b) {
        beforeValue();
        ensure(1);
        buf[pos++] = (byte) b;
    }

    @Override public void numberValue(long value) {
        beforeValue();
        writeLong(value);
    }

    private void writeLong(long v) {
        ensure(9);
        if (v >= 0) {
            if (v <= 0x7f) buf[pos++] = (byte) v;
            else if (v <= 0xff) { buf[pos++] = (byte) UINT8; be(v, 1); }
            else if (v <= 0xffff) { buf[pos++] = (byte) UINT16; be(v, 2); }
            else if (v <= 0xffffffffL) { buf[pos++] = (byte) UINT32; be(v, 4); }
            else { buf[pos++] = (byte) UINT64; be(v, 8); }
        } else {
            if (v >= -32) buf[pos++] = (byte) v;
            else if (v >= Byte.MIN_VALUE) { buf[pos++] = (byte) INT8; be(v, 1); }
            else if (v >= Short.MIN_VALUE) { buf[pos++] = (byte) INT16; be(v, 2); }
            else if (v >= Integer.MIN_VALUE) { buf[pos++] = (byte) INT32; be(v, 4); }
            else { buf[pos++] = (byte) INT64; be(v, 8); }
        }
    }

    private void writeUnsigned(long bits) {
        ensure(9);
        buf[pos++] = (byte) UINT64;
        be(bits, 8);
    }

    @Override public void numberValue(double value) {
        beforeValue();
        writeDouble(value);
    }

    private void writeDouble(double d) {
        ensure(9);
        buf[pos++] = (byte) FLOAT64;
        be(Double.doubleToRawLongBits(d), 8);
    }

    @Override public void numberValue(float value) {
        beforeValue();
        ensure(5);
        buf[pos++] = (byte) FLOAT32;
        be(Float.floatToRawIntBits(value) & 0xffffffffL, 4);
    }

    @Override public void numberValue(BigInteger value) {
        if (value.bitLength() <= 63) {
            numberValue(value.longValue());
        } else if (value.signum() > 0 && value.bitLength() <= 64) {
            beforeValue();
            writeUnsigned(value.longValue());
        } else {
            inexact(value.doubleValue(), value.toString());
        }
    }

    @Override public void numberValue(BigDecimal value) {
        if (value.scale() == 0) numberValue(value.unscaledValue());
        else inexact(value.doubleValue(), value.toString());
    }

    /** A number without an exact integer form: float64, or its text when asked to keep it. */
    private void inexact(double d, String text) {
        if (decimalsAsText) {
            stringValue(text);
            return;
        }
        if (Double.isInfinite(d)) {
            throw new JsonException("Number " + (text.length() > 40 ? text.substring(0, 37) + "..." : text)
                    + " is beyond the range of a double (decimalsAsText keeps it)", null);
        }
        beforeValue();
        writeDouble(d);
    }

    @Override public void numberText(String text) {
        if (!NumberGrammar.isValid(text)) {
            throw new JsonException("Not a JSON number: " + (text.length() > 40 ? text.substring(0, 37) + "..." : text), null);
        }
        if (NumberText.isInteger(text)) {
            if (scratch == null) scratch = new long[1];
            int kind = NumberText.integer(text, scratch);
            if (kind == NumberText.SIGNED) {
                numberValue(scratch[0]);
                return;
            }
            if (kind == NumberText.UNSIGNED) {
                beforeValue();
                writeUnsigned(scratch[0]);
                return;
            }
        }
        inexact(decimalsAsText ? 0 : Double.parseDouble(text), text);
    }

    /** Text the caller has validated (the {@link JsonSink} contract): parsed in place, no String. */
    @Override public void numberText(byte[] ascii, int offset, int length) {
        long v = PlainNumbers.integer(ascii, offset, offset + length);
        if (v != PlainNumbers.NOT_PLAIN) {
            numberValue(v);
        } else if (!decimalsAsText && (length <= 18 || NumberText.isDecimal(ascii, offset, length))) {
            double d = DoubleParser.parseDouble(ascii, offset, offset + length);
            if (Double.isInfinite(d)) {
                numberText(new String(ascii, offset, length, StandardCharsets.ISO_8859_1)); // names the number in the error
                return;
            }
            numberValue(d);
        } else {
            numberText(new String(ascii, offset, length, StandardCharsets.ISO_8859_1));
        }
    }

    // ---------------------------------------------------------------- formats JSON lacks

    /** A bin value (smallest of bin8/16/32). */
    public void binaryValue(byte[] data, int offset, int length) {
        beforeValue();
        ensure(5L + length);
        if (length <= 0xff) { buf[pos++] = (byte) BIN8; be(length, 1); }
        else if (length <= 0xffff) { buf[pos++] = (byte) BIN16; be(length, 2); }
        else { buf[pos++] = (byte) BIN32; be(length, 4); }
        System.arraycopy(data, offset, buf, pos, length);
        pos += length;
    }

    /** The timestamp extension (type -1) in its smallest form (32, 64 or 96 bits). */
    public void timestampValue(Instant t) {
        long s = t.getEpochSecond();
        int n = t.getNano();
        if (n == 0 && s >= 0 && s <= 0xffffffffL) {
            extHeader(4, TIMESTAMP_TYPE);
            be(s, 4);
        } else if (s >= 0 && s < (1L << 34)) {
            extHeader(8, TIMESTAMP_TYPE);
            be(((long) n << 34) | s, 8);
        } else {
            extHeader(12, TIMESTAMP_TYPE);
            be(n, 4);
            be(s, 8);
        }
    }

    /** An extension value of the given type (fixext when the length allows, else ext8/16/32). */
    public void extensionValue(int type, byte[] data) {
        if (type < -128 || type > 127) throw new IllegalArgumentException("ext type must be -128..127: " + type);
        extHeader(data.length, type);
        System.arraycopy(data, 0, buf, pos, data.length);
        pos += data.length;
    }

    private void extHeader(int len, int type) {
        beforeValue();
        ensure(6L + len);
        switch (len) {
            case 1: buf[pos++] = (byte) FIXEXT1; break;
            case 2: buf[pos++] = (byte) FIXEXT2; break;
            case 4: buf[pos++] = (byte) FIXEXT4; break;
            case 8: buf[pos++] = (byte) FIXEXT8; break;
            case 16: buf[pos++] = (byte) FIXEXT16; break;
            default:
                if (len <= 0xff) { buf[pos++] = (byte) EXT8; be(len, 1); }
                else if (len <= 0xffff) { buf[pos++] = (byte) EXT16; be(len, 2); }
                else { buf[pos++] = (byte) EXT32; be(len, 4); }
        }
        buf[pos++] = (byte) type;
    }
}
