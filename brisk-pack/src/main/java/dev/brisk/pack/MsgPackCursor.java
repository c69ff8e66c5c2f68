package dev.brisk.pack;

import static dev.brisk.pack.internal.MsgPack.*;

import dev.brisk.json.JsonException;
import dev.brisk.json.ReadLimits;
import dev.brisk.json.internal.NameCachePolicy;
import dev.brisk.json.internal.SymbolTable;
import dev.brisk.json.internal.Utf8;
import dev.brisk.pack.internal.ByteInput;
import dev.brisk.pack.internal.MsgPack;
import dev.brisk.pack.internal.PackLimits;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;

/**
 * A cursor over a MessagePack document in a byte array that reads one value per call: the
 * fastest way to visit every value. {@link #next()} reads the next value's header and returns
 * its kind ({@link #INTEGER}, {@link #STRING}, {@link #MAP}, ... the value types of
 * msgpack-core's {@code ValueType}, as int constants), leaving the value in the cursor to read
 * with {@link #longValue()}, {@link #doubleValue()}, {@link #booleanValue()},
 * {@link #stringValue()}, {@link #size()} and the rest, until the next call. Containers are
 * headers, as with msgpack-core's {@code unpackArrayHeader}/{@code unpackMapHeader}: after
 * {@link #MAP} of {@code size()} entries come {@code 2 * size()} values, key then value; after
 * {@link #ARRAY}, {@code size()} values. Nothing marks a container's end; {@link #END} marks the
 * end of the input (a sequence of top-level values may follow one another).
 *
 * <pre>{@code
 * MsgPackCursor c = MsgPackCursor.of(bytes);
 * for (int kind; (kind = c.next()) != MsgPackCursor.END; ) {
 *     switch (kind) {
 *         case MsgPackCursor.STRING: use(c.stringValue()); break;
 *         case MsgPackCursor.INTEGER: use(c.longValue()); break;
 *         case MsgPackCursor.FLOAT: use(c.doubleValue()); break;
 *         ...
 *     }
 * }
 * }</pre>
 *
 * <p>Map keys read with {@link #stringValue()} come back as one shared String instance per
 * repeated name, as from {@link MsgPackReader#nextName()}. For JSON's view of a document (ends of
 * containers, non-string keys as names, bin as base64) use {@link MsgPackReader}; this cursor
 * reports the MessagePack values as they are.
 *
 * <p>Trust is the same as {@link MsgPackReader}'s: every declared length and count is checked
 * against the bytes left before anything is allocated, nesting is bounded by
 * {@link ReadLimits#maxDepth()}, and every {@link ReadLimits} limit applies (the token count and
 * document size per top-level value). A str is checked to be valid UTF-8 when it is decoded
 * ({@link #stringValue()}); one that is only stepped over, key or value, is checked for its
 * length only ({@link MsgPackReader#skipValue()} steps over string values so too, but reads map
 * keys as names: it checks their UTF-8 and refuses array, map and non-timestamp ext keys, which
 * this cursor reports as they are). Every problem is a {@link JsonException} with the byte
 * offset; after one the cursor is not usable.
 */
public final class MsgPackCursor {
    /** No more input: {@link #next()} returns this at the end of the last top-level value. */
    public static final int END = 0;
    /** nil. */
    public static final int NIL = 1;
    /** true or false: {@link #booleanValue()}. */
    public static final int BOOLEAN = 2;
    /** Any integer form: {@link #longValue()} (uint64 above {@code Long.MAX_VALUE}: {@link #bigIntegerValue()}). */
    public static final int INTEGER = 3;
    /** float32 or float64: {@link #doubleValue()}. */
    public static final int FLOAT = 4;
    /** str: {@link #stringValue()}; {@link #size()} is its length in bytes. */
    public static final int STRING = 5;
    /** bin: {@link #binaryValue()}; {@link #size()} is its length. */
    public static final int BINARY = 6;
    /** An array header: {@link #size()} values follow. */
    public static final int ARRAY = 7;
    /** A map header: {@link #size()} entries (key, value) follow. */
    public static final int MAP = 8;
    /** ext: {@link #extensionType()}, {@link #binaryValue()} (the payload), {@link #timestampValue()}. */
    public static final int EXTENSION = 9;
    /** Internal: a uint64 above Long.MAX_VALUE ({@link #next()} reports {@link #INTEGER}). */
    private static final int BIG_INTEGER = -1;

    private final byte[] buf;
    private final int begin;  // index of input offset 0
    private final int end;    // end of the input
    private int limit;        // end of readable bytes: end clamped to the current top-level value's size window
    private int pos;

    // The innermost open container lives in one field, the enclosing ones in enclosing (index
    // depth - 1 for the parent, 0 for the top level), each as its items left (keys and values
    // counted apart) << 1, | 1 for a map: one word to save and restore. At the top level it is 0.
    private long level;
    private long[] enclosing = new long[16];
    private int depth;
    // Each value takes a byte at least: when the limit is no smaller than the bytes of the
    // top-level value, counting cannot fail, and next() skips it.
    private boolean countTokens;
    private long tokensLeft;

    // the current value
    private int kind = END;
    private long bits;   // INTEGER: the value; FLOAT: the double's bits; BOOLEAN: 1 or 0; EXTENSION: the type
    private int size;    // ARRAY, MAP: items; STRING, BINARY, EXTENSION: payload bytes
    private int start;   // STRING, BINARY, EXTENSION: index of the payload

    private final ReadLimits limits;
    private final int maxDepth;
    private final int maxString;
    private final int maxName;
    private final int maxText; // the smaller of the two: a fixstr within it needs no closer look
    private final SymbolTable names = SymbolTable.shared(false);
    private int nameCache = NameCachePolicy.START; // negative: mostly unique names, the table is no longer consulted

    private MsgPackCursor(byte[] bytes, int offset, int length, ReadLimits limits) {
        this.buf = bytes;
        this.begin = offset;
        this.pos = offset;
        this.end = offset + length;
        this.limit = end;
        this.limits = limits;
        this.maxDepth = limits.maxDepth();
        this.maxString = limits.maxStringLength();
        this.maxName = limits.maxNameLength();
        this.maxText = Math.min(maxString, maxName);
    }

    public static MsgPackCursor of(byte[] bytes) { return of(bytes, 0, bytes.length, ReadLimits.defaults()); }

    public static MsgPackCursor of(byte[] bytes, int offset, int length) {
        return of(bytes, offset, length, ReadLimits.defaults());
    }

    public static MsgPackCursor of(byte[] bytes, int offset, int length, ReadLimits limits) {
        if (offset < 0 || length < 0 || offset > bytes.length - length) {
            throw new IndexOutOfBoundsException("offset " + offset + ", length " + length + ", array " + bytes.length);
        }
        return new MsgPackCursor(bytes, offset, length, limits);
    }

    /** Byte offset (from the start of the input) of the next unread byte. */
    public long offset() { return pos - begin; }

    // ---------------------------------------------------------------- reading

    /**
     * Reads the next value (a scalar whole; a container's header) and returns its kind, or
     * {@link #END} when the input has no more values.
     */
    public int next() {
        // kept small enough to inline into a caller's loop: the commonest forms inside a
        // container here, the rest (and the top level, counted tokens, errors) in nextSlow()
        long r = level;
        if (r < 2) r = closeEnded();
        int p = pos;
        int lim = limit;
        if (r < 2 || countTokens || p >= lim) return nextSlow();
        level = r - 2;
        byte[] b = buf;
        int t = b[p];
        if (t >= -32) { // positive and negative fixint (0x00-0x7f, 0xe0-0xff as signed bytes)
            pos = p + 1;
            bits = t;
            return kind = INTEGER;
        }
        if (t == (byte) FLOAT64 && p + 9 <= lim) {
            pos = p + 9;
            bits = ByteInput.beLong(b, p + 1);
            return kind = FLOAT;
        }
        if (t >= (byte) 0xa0 && t < (byte) 0xc0) { // fixstr
            int s = p + 1;
            int len = t & 0x1f;
            if (len <= lim - s && len <= maxText) {
                start = s;
                size = len;
                pos = s + len;
                return kind = STRING;
            }
        } else if (t < (byte) 0xa0) {
            return fixContainer(p, t);
        }
        return other(p, t & 0xff);
    }

    /**
     * next()'s second tier, small enough to inline too: the other integer forms, str8, nil and
     * booleans when all their bytes are there; everything else (and every error) in value().
     */
    private int other(int p, int t) {
        byte[] b = buf;
        int room = limit - p;
        switch (t) {
            case UINT8: if (room < 2) break; return integer(p + 2, b[p + 1] & 0xff);
            case UINT16: if (room < 3) break; return integer(p + 3, ByteInput.beShort(b, p + 1) & 0xffff);
            case UINT32: if (room < 5) break; return integer(p + 5, ByteInput.beInt(b, p + 1) & 0xffffffffL);
            case INT8: if (room < 2) break; return integer(p + 2, b[p + 1]);
            case INT16: if (room < 3) break; return integer(p + 3, ByteInput.beShort(b, p + 1));
            case INT32: if (room < 5) break; return integer(p + 5, ByteInput.beInt(b, p + 1));
            case MsgPack.NIL:
                pos = p + 1;
                return kind = NIL;
            case FALSE:
            case TRUE:
                pos = p + 1;
                bits = t & 1;
                return kind = BOOLEAN;
            case STR8: {
                if (room < 2) break;
                int len = b[p + 1] & 0xff;
                if (len > room - 2 || len > maxText) break;
                start = p + 2;
                size = len;
                pos = p + 2 + len;
                return kind = STRING;
            }
            default:
                break;
        }
        return value(p);
    }

    /** Closes the containers whose items have all been read; returns the items left in the innermost open one (0: top level). */
    private long closeEnded() {
        while (level < 2 && depth > 0) close();
        return level;
    }

    /** A fixmap or fixarray (type byte t, signed, at p), its item counted. */
    private int fixContainer(int p, int t) {
        boolean map = t < (byte) 0x90;
        int n = t & 0x0f;
        int items = map ? 2 * n : n;
        if (items >= limit - p || depth >= maxDepth) return value(p); // cut short or too deep: value() says which
        pos = p + 1;
        size = n;
        open(items, map);
        return kind = map ? MAP : ARRAY;
    }

    /** next() past its fast path: container ends, the top level, counted tokens, truncation. */
    private int nextSlow() {
        while (level < 2) {
            if (depth == 0) return topLevel();
            close();
        }
        if (countTokens && --tokensLeft < 0) throw error(PackLimits.tokenCount(limits.maxTokenCount()), pos);
        level -= 2;
        return value(pos);
    }

    /** Starts the next top-level value: opens its document size window and token count. */
    private int topLevel() {
        limit = end;
        int p = pos;
        if (p >= end) return kind = END;
        long maxSize = limits.maxDocumentSize();
        if (maxSize < end - p) limit = p + (int) maxSize;
        long maxTokens = limits.maxTokenCount();
        countTokens = maxTokens < limit - p;
        tokensLeft = maxTokens - 1; // this value
        return value(p);
    }

    /** Opens a container of {@code items} (keys and values counted apart), its header read. */
    private void open(long items, boolean map) {
        int d = depth;
        if (d >= enclosing.length) enclosing = Arrays.copyOf(enclosing, d * 2);
        enclosing[d] = level;
        level = items << 1 | (map ? 1 : 0);
        depth = d + 1;
    }

    /** Closes the innermost container (all its items read). */
    private void close() {
        level = enclosing[--depth];
    }

    /** Whether the value just read is a map key (a key is followed by its value). */
    private boolean atKey() { return (level & 3) == 3; } // in a map, an odd number of items left

    /** Reads the value at p, any form, with every check (the container has counted it). */
    private int value(int p) {
        byte[] b = buf;
        need(p, 1);
        int t = b[p] & 0xff;
        if (t <= 0x7f || t >= 0xe0) {
            pos = p + 1;
            bits = (byte) t;
            return kind = INTEGER;
        }
        if (t <= 0x8f) return container(p, p + 1, t & 0x0f, true);
        if (t <= 0x9f) return container(p, p + 1, t & 0x0f, false);
        if (t <= 0xbf) return text(p, p + 1, t & 0x1f);
        switch (t) {
            case MsgPack.NIL: // 0xc0 (this class's NIL is the kind)
                pos = p + 1;
                return kind = NIL;
            case FALSE:
            case TRUE:
                pos = p + 1;
                bits = t & 1;
                return kind = BOOLEAN;
            case BIN8: need(p, 2); return binary(p, p + 2, b[p + 1] & 0xff);
            case BIN16: need(p, 3); return binary(p, p + 3, u16(p + 1));
            case BIN32: need(p, 5); return binary(p, p + 5, u32(p + 1));
            case EXT8: need(p, 3); return extension(p, p + 3, b[p + 1] & 0xff);
            case EXT16: need(p, 4); return extension(p, p + 4, u16(p + 1));
            case EXT32: need(p, 6); return extension(p, p + 6, u32(p + 1));
            case FIXEXT1: case FIXEXT2: case FIXEXT4: case FIXEXT8: case FIXEXT16:
                need(p, 2);
                return extension(p, p + 2, 1 << (t - FIXEXT1));
            case FLOAT32:
                need(p, 5);
                pos = p + 5;
                bits = Double.doubleToRawLongBits(Float.intBitsToFloat(ByteInput.beInt(b, p + 1)));
                return kind = FLOAT;
            case FLOAT64:
                need(p, 9);
                pos = p + 9;
                bits = ByteInput.beLong(b, p + 1);
                return kind = FLOAT;
            case UINT8: need(p, 2); return integer(p + 2, b[p + 1] & 0xff);
            case UINT16: need(p, 3); return integer(p + 3, u16(p + 1));
            case UINT32: need(p, 5); return integer(p + 5, u32(p + 1));
            case UINT64:
                need(p, 9);
                pos = p + 9;
                bits = ByteInput.beLong(b, p + 1);
                kind = bits < 0 ? BIG_INTEGER : INTEGER;
                return INTEGER;
            case INT8: need(p, 2); return integer(p + 2, b[p + 1]);
            case INT16: need(p, 3); return integer(p + 3, ByteInput.beShort(b, p + 1));
            case INT32: need(p, 5); return integer(p + 5, ByteInput.beInt(b, p + 1));
            case INT64: need(p, 9); return integer(p + 9, ByteInput.beLong(b, p + 1));
            case STR8: need(p, 2); return text(p, p + 2, b[p + 1] & 0xff);
            case STR16: need(p, 3); return text(p, p + 3, u16(p + 1));
            case STR32: need(p, 5); return text(p, p + 5, u32(p + 1));
            case ARRAY16: need(p, 3); return container(p, p + 3, u16(p + 1), false);
            case ARRAY32: need(p, 5); return container(p, p + 5, u32(p + 1), false);
            case MAP16: need(p, 3); return container(p, p + 3, u16(p + 1), true);
            case MAP32: need(p, 5); return container(p, p + 5, u32(p + 1), true);
            default:
                throw error("Never-used type byte 0xc1", p);
        }
    }

    private int u16(int p) { return ByteInput.beShort(buf, p) & 0xffff; }

    private long u32(int p) { return ByteInput.beInt(buf, p) & 0xffffffffL; }

    private int integer(int next, long v) {
        pos = next;
        bits = v;
        return kind = INTEGER;
    }

    /** A container whose type byte is at p and whose items start at s. */
    private int container(int p, int s, long n, boolean map) {
        if (depth >= maxDepth) throw error(ReadLimits.exceeded("Nesting depth", maxDepth, "withMaxDepth"), p);
        long items = map ? 2 * n : n;
        // every item takes a byte at least
        if (items > limit - s) throw beyond(s, items, map ? "A map of " + n + " entries (2 bytes or more each)" : "An array of " + n + " items");
        pos = s;
        size = (int) n;
        open(items, map);
        return kind = map ? MAP : ARRAY;
    }

    /** A str of len bytes whose type byte is at p and whose bytes start at s. */
    private int text(int p, int s, long len) {
        boolean key = atKey();
        int max = key ? maxName : maxString;
        if (PackLimits.surelyTooLong(len, max)) throw error(PackLimits.textLength(key, max), p);
        if (len > limit - s) throw beyond(s, len, "A str");
        if (PackLimits.tooLong(buf, s, (int) len, max)) throw error(PackLimits.textLength(key, max), p);
        start = s;
        size = (int) len;
        pos = s + (int) len;
        return kind = STRING;
    }

    private int binary(int p, int s, long len) {
        if (len > maxString) throw error(ReadLimits.exceeded("Binary length", maxString, "withMaxStringLength"), p);
        if (len > limit - s) throw beyond(s, len, "A bin");
        start = s;
        size = (int) len;
        pos = s + (int) len;
        return kind = BINARY;
    }

    /** An ext whose type byte is at p and whose ext type is at s - 1. */
    private int extension(int p, int s, long len) {
        if (len > maxString) throw error(ReadLimits.exceeded("Extension length", maxString, "withMaxStringLength"), p);
        need(s - 1, 1);
        if (len > limit - s) throw beyond(s, len, "An ext");
        bits = buf[s - 1];
        start = s;
        size = (int) len;
        pos = s + (int) len;
        return kind = EXTENSION;
    }

    /** Fails unless n bytes are readable at p. */
    private void need(int p, int n) {
        if (n > limit - p) throw beyond(p, n, null);
    }

    /**
     * The error for {@code n} bytes wanted at index p that are not there: past the document
     * size window, else a declared length beyond the input ({@code what}), else truncation.
     */
    private JsonException beyond(int p, long n, String what) {
        if (limit < end && n <= end - p) {
            return error(PackLimits.documentSize(limits.maxDocumentSize()), limit);
        }
        if (what != null) return error(what + " of " + n + " bytes exceeds the " + (end - p) + " bytes that remain", p);
        return error("Truncated input: " + n + " bytes needed, " + (end - p) + " remain", p);
    }

    private JsonException error(String detail, int p) {
        return new JsonException(detail, p - begin, -1, -1, null);
    }

    /**
     * After {@link #next()} returned {@link #ARRAY} or {@link #MAP}: steps over the whole of its
     * contents (with the same checks as reading them), so that the next call returns the value
     * after the container. Does nothing after other kinds.
     */
    public void skipChildren() {
        int k = kind;
        if (k != ARRAY && k != MAP) return;
        int n = size;
        int d = depth; // the container just opened is the innermost
        while (true) {
            if (level < 2) {
                if (depth == d) { // closed by the next call to next()
                    kind = k; // still the container's, for size()
                    size = n;
                    return;
                }
                close();
                continue;
            }
            if (countTokens && --tokensLeft < 0) throw error(PackLimits.tokenCount(limits.maxTokenCount()), pos);
            level -= 2;
            value(pos);
        }
    }

    // ---------------------------------------------------------------- the current value

    /** The current {@link #INTEGER} (every form that fits a long). */
    public long longValue() {
        if (kind != INTEGER) throw notA("an integer that fits a long");
        return bits;
    }

    /** The current {@link #INTEGER} of any form, exactly (uint64 included). */
    public BigInteger bigIntegerValue() {
        if (kind == INTEGER) return BigInteger.valueOf(bits);
        if (kind == BIG_INTEGER) return new BigInteger(Long.toUnsignedString(bits));
        throw notA("an integer");
    }

    /** The current {@link #FLOAT}, or the nearest double to the current {@link #INTEGER}. */
    public double doubleValue() {
        if (kind == FLOAT) return Double.longBitsToDouble(bits);
        if (kind == INTEGER) return bits;
        if (kind == BIG_INTEGER) return new BigInteger(Long.toUnsignedString(bits)).doubleValue();
        throw notA("a number");
    }

    /** The current {@link #BOOLEAN}. */
    public boolean booleanValue() {
        if (kind != BOOLEAN) throw notA("a boolean");
        return bits != 0;
    }

    /**
     * Items of the current {@link #ARRAY}, entries of the current {@link #MAP}, or payload bytes
     * of the current {@link #STRING}, {@link #BINARY} or {@link #EXTENSION}.
     */
    public int size() {
        int k = kind;
        if (k < STRING || k > EXTENSION) throw notA("a container, str, bin or ext");
        return size;
    }

    /**
     * The current {@link #STRING} decoded (checked to be valid UTF-8); a map key as the shared
     * String for its name.
     */
    public String stringValue() {
        if (kind != STRING) throw notA("a str");
        int s = start;
        int len = size;
        if (atKey() && nameCache >= 0 && len <= SymbolTable.MAX_NAME_BYTES) return name(s, len);
        // the JDK decoder is strict and replaces bad input with U+FFFD: only then look byte by byte
        // (a Latin-1 result cannot hold U+FFFD, so for most text the look costs nothing)
        String v = new String(buf, s, len, StandardCharsets.UTF_8);
        if (v.indexOf('\uFFFD') >= 0) checkUtf8(s, len);
        return v;
    }

    /** A key's shared String: no decoding or allocation when the name is cached. */
    private String name(int s, int len) {
        String v = names.find(buf, s, s + len);
        if (v != null) {
            nameCache = NameCachePolicy.hit(nameCache, true);
        } else {
            checkUtf8(s, len);
            nameCache = NameCachePolicy.miss(nameCache, true);
            v = names.add(buf, s, s + len, true);
        }
        return v;
    }

    private void checkUtf8(int s, int len) {
        int bad = Utf8.firstInvalid(buf, s, len);
        if (bad >= 0) throw error("Invalid UTF-8 in str", bad);
    }

    /** A copy of the payload of the current {@link #BINARY} or {@link #EXTENSION}. */
    public byte[] binaryValue() {
        if (kind != BINARY && kind != EXTENSION) throw notA("a bin or ext");
        return Arrays.copyOfRange(buf, start, start + size);
    }

    /** The type of the current {@link #EXTENSION} (-1 is the timestamp). */
    public int extensionType() {
        if (kind != EXTENSION) throw notA("an ext");
        return (int) bits;
    }

    /** The current {@link #EXTENSION} of the timestamp type (-1) as an Instant. */
    public Instant timestampValue() {
        if (kind != EXTENSION || bits != TIMESTAMP_TYPE) throw notA("a timestamp");
        int len = size;
        if (len != 4 && len != 8 && len != 12) throw error("Timestamp of " + len + " bytes (must be 4, 8 or 12)", start);
        Instant t = MsgPack.timestamp(buf, start, len);
        if (t == null) throw error("Timestamp with nanoseconds above 999999999 or out of range", start);
        return t;
    }

    private JsonException notA(String what) {
        String found;
        switch (kind) {
            case END: found = "the end of the input"; break;
            case NIL: found = "nil"; break;
            case BOOLEAN: found = "a boolean"; break;
            case INTEGER: found = "an integer"; break;
            case BIG_INTEGER: found = "a uint64 above Long.MAX_VALUE"; break;
            case FLOAT: found = "a float"; break;
            case STRING: found = "a str"; break;
            case BINARY: found = "a bin"; break;
            case ARRAY: found = "an array"; break;
            case MAP: found = "a map"; break;
            default: found = "an ext"; break;
        }
        return error("The current value is " + found + ", not " + what, pos);
    }
}
