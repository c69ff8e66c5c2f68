package dev.brisk.pack;

import static dev.brisk.pack.internal.MsgPack.*;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonLocation;
import dev.brisk.json.JsonNumber;
import dev.brisk.json.JsonReader;
import dev.brisk.json.Names;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.ReadLimits;
import dev.brisk.json.internal.NameCachePolicy;
import dev.brisk.json.internal.SymbolTable;
import dev.brisk.json.internal.Utf8;
import dev.brisk.pack.internal.ByteInput;
import dev.brisk.pack.internal.MsgPack;
import dev.brisk.pack.internal.PackLimits;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.Base64;

/**
 * A pull reader for MessagePack (the whole specification) with the same shape as the JSON
 * reader: {@link #peek()}, begin/end, {@link #hasNext()}, {@code next...}, {@link #skipValue()},
 * and {@link #copyTo(JsonSink)} to transcode the next value with no tree in between.
 *
 * <p>The JSON view of MessagePack: nil, booleans, integers (uint64 above {@code Long.MAX_VALUE}
 * as {@code BigInteger}), float32 ({@code float}) and float64 ({@code double}), str, array and
 * map map directly. bin becomes a base64 string (RFC 4648 with padding). The timestamp
 * extension (type -1) becomes its ISO-8601 UTC text, e.g. {@code 2024-05-01T12:00:00.5Z}
 * ({@link Instant#toString()}). Other extensions have no JSON form: {@link #copyTo},
 * {@link #peek()} and {@code nextString} fail on them; read them with {@link #nextExtension()}.
 * Map keys that are not strings become the text of their JSON form when they are scalars
 * (integer {@code 1} → name {@code "1"}, {@code true} → {@code "true"}, nil → {@code "null"},
 * bin → base64, timestamp → ISO text); array, map and other extension keys are an error.
 * {@link #nextName()} returns one shared String instance per repeated name (the JSON reader's
 * default {@code NameMode.CANONICAL}, from the same bounded table).
 *
 * <p>Trust: every declared length and count is checked against the bytes left before anything
 * is allocated (a stream's buffer grows only as bytes arrive); str must be valid UTF-8; nesting
 * is bounded by {@link ReadLimits#maxDepth()}. Every {@link ReadLimits} limit applies as in the
 * JSON reader: string and name lengths count UTF-16 chars (skipped strings included), document
 * size counts the bytes of each top-level value, token count its values and names (bin and ext
 * payloads are bounded by the string length limit, in bytes). Every problem is a
 * {@link JsonException} with the byte offset and the path.
 *
 * <p>It is a {@link JsonReader}, so codecs read MessagePack directly: a {@code byte[]} reads a
 * bin as its bytes ({@link #nextBinary()}), an {@code Instant} reads the timestamp extension
 * ({@link #nextTimestamp()}), integers convert exactly (uint64 included) and a float reads as the
 * shortest decimal that denotes it when asked for a BigDecimal or JsonNumber.
 */
public final class MsgPackReader extends JsonReader {
    private final ByteInput in;
    private final InputStream stream;
    private final ReadLimits limits;
    // The innermost open container lives in two fields (every value touches it); the enclosing
    // ones are saved in enclosing, index depth - 2 for the parent.
    private long rem;       // items left in the innermost container, keys and values counted separately
    private boolean inMap;  // whether the innermost container is a map
    private long[] enclosing = new long[16]; // items left << 1, | 1 for a map
    private int depth;
    private long tokensLeft; // values and names the current top-level value may still have
    private final long maxTokens;
    private final int maxDepth;
    private final int maxString;
    private final SymbolTable names = SymbolTable.shared(false);
    private int nameCache = NameCachePolicy.START; // negative: mostly unique names, the table is no longer consulted
    // for paths: per open container (index depth - 1) its item count and the last key read
    private long[] counts = new long[8];
    private String[] keys = new String[8];
    /**
     * Per map level, where copyTo found the last key's UTF-8 (input offset and length, -1 for
     * none): copyTo hands keys on as bytes without making Strings, so a sink's refusal reads the
     * key back from the buffer for its path (while the buffer still holds it).
     */
    private long[] keyAt = new long[8];
    private int[] keyLen = new int[8];
    /** Buffer position of the value most recently started (for {@link #error}). */
    private int tokenPos;
    private boolean closed;

    private MsgPackReader(ByteInput in, InputStream stream, ReadLimits limits) {
        this.in = in;
        this.stream = stream;
        this.limits = limits;
        this.maxTokens = limits.maxTokenCount();
        this.maxDepth = limits.maxDepth();
        this.maxString = limits.maxStringLength();
        in.owner = this;
    }

    public static MsgPackReader of(byte[] bytes) { return of(bytes, 0, bytes.length, ReadLimits.defaults()); }

    public static MsgPackReader of(byte[] bytes, int offset, int length) {
        return of(bytes, offset, length, ReadLimits.defaults());
    }

    public static MsgPackReader of(byte[] bytes, int offset, int length, ReadLimits limits) {
        if (offset < 0 || length < 0 || offset > bytes.length - length) {
            throw new IndexOutOfBoundsException("offset " + offset + ", length " + length + ", array " + bytes.length);
        }
        return new MsgPackReader(ByteInput.of(bytes, offset, length), null, limits);
    }

    /** A reader over a stream; it buffers, so it may read past the values it returns. */
    public static MsgPackReader of(InputStream stream) { return of(stream, ReadLimits.defaults()); }

    public static MsgPackReader of(InputStream stream, ReadLimits limits) {
        return new MsgPackReader(ByteInput.of(stream), stream, limits);
    }

    /** Byte offset of the next unread byte. */
    public long offset() { return in.offset(); }

    @Override
    public void close() {
        if (closed) return;
        closed = true;
        if (stream != null) {
            try {
                stream.close();
            } catch (IOException e) {
                throw new JsonException("Cannot close input: " + e, -1, -1, -1, null, e);
            }
        }
    }

    // ---------------------------------------------------------------- structure

    private boolean atName() {
        return depth > 0 && inMap && rem > 0 && (rem & 1) == 0;
    }

    /*
     * Fast paths: inside a container, at a value slot, with the value's bytes buffered and the
     * token count below its limit, the common forms are read straight from the buffer; anything
     * else (top level, errors, streams short of bytes, rarer forms) takes the general path, which
     * checks and reports everything.
     */

    /** Inside a container, the next item is a value (not a key) and one more token is allowed. */
    private boolean valueSlot() {
        long r = rem;
        return depth > 0 && r > 0 && (!inMap || (r & 1) == 1) && tokensLeft > 0;
    }

    /**
     * Whether the next item was vouched for by {@link #peek()} as a value whose type byte is
     * buffered at pos (the checks of {@link #valueSlot()} passed there). A position identifies
     * the reader's state: pos only moves forward between peeks (a stream's buffer shift clears
     * the mark), and every general path clears it before it changes the state.
     */
    private boolean peekedValue(int p) { return p == in.peekedValue; }

    /** Counts the value the fast path read and moves past it. */
    private void took(int next) {
        tokenPos = in.pos;
        rem--;
        tokensLeft--;
        in.pos = next;
    }

    /** The next type byte, unconsumed; between top-level values the document window is lifted first. */
    private int peekType() {
        if (depth == 0) in.unlimitDocument();
        return in.peekU8();
    }

    /** The kind of the next token (the JSON view). */
    @Override
    public JsonToken peek() {
        if (depth > 0) {
            long r = rem;
            if (r == 0) return inMap ? JsonToken.END_OBJECT : JsonToken.END_ARRAY;
            if (inMap && (r & 1) == 0) return JsonToken.NAME;
            int p = in.pos;
            if (p < in.limit && tokensLeft > 0) {
                JsonToken t = TOKENS[in.buf[p] & 0xff];
                if (t != null) {
                    in.peekedValue = p; // the next* that follows skips the checks just made
                    return t;
                }
            }
        } else if (in.atEnd()) {
            return JsonToken.END_DOCUMENT;
        }
        return peekSlow();
    }

    /** The token of each type byte whose token needs no look beyond it (null: ext, 0xc1). */
    private static final JsonToken[] TOKENS = new JsonToken[256];

    static {
        for (int b = 0; b < 256; b++) {
            JsonToken t = null;
            if (isMap(b)) t = JsonToken.BEGIN_OBJECT;
            else if (isArray(b)) t = JsonToken.BEGIN_ARRAY;
            else if (isStr(b) || isBin(b)) t = JsonToken.STRING;
            else if (isInt(b) || isFloat(b)) t = JsonToken.NUMBER;
            else if (b == NIL) t = JsonToken.NULL;
            else if (b == TRUE || b == FALSE) t = JsonToken.BOOLEAN;
            TOKENS[b] = t;
        }
    }

    /** peek() past the container checks: the byte is not buffered yet, or needs a closer look. */
    private JsonToken peekSlow() {
        int b = peekType();
        if (isMap(b)) return JsonToken.BEGIN_OBJECT;
        if (isArray(b)) return JsonToken.BEGIN_ARRAY;
        if (isStr(b) || isBin(b)) return JsonToken.STRING;
        if (isInt(b) || isFloat(b)) return JsonToken.NUMBER;
        if (b == NIL) return JsonToken.NULL;
        if (b == TRUE || b == FALSE) return JsonToken.BOOLEAN;
        if (isExt(b)) {
            if (extTypeAhead(b) == TIMESTAMP_TYPE) return JsonToken.STRING;
            throw in.error("Extension type " + extTypeAhead(b) + " has no JSON form (read it with nextExtension())");
        }
        throw in.error("Never-used type byte 0xc1");
    }

    /** True while the current array or map has items left (top level: while input remains). */
    @Override
    public boolean hasNext() {
        if (depth == 0) return !in.atEnd();
        return rem > 0;
    }

    @Override
    public void beginArray() {
        int p = in.pos;
        if ((peekedValue(p) || p < in.limit && valueSlot()) && depth < maxDepth) {
            int t = in.buf[p] & 0xff;
            if (t >= 0x90 && t <= 0x9f) {
                long start = in.offset();
                took(p + 1);
                push(t & 0x0f, false, start);
                return;
            }
        }
        begin(false);
    }

    @Override
    public void beginObject() {
        int p = in.pos;
        if ((peekedValue(p) || p < in.limit && valueSlot()) && depth < maxDepth) {
            int t = in.buf[p] & 0xff;
            if (t >= 0x80 && t <= 0x8f) {
                long start = in.offset();
                took(p + 1);
                push(t & 0x0f, true, start);
                return;
            }
        }
        begin(true);
    }

    private void begin(boolean map) {
        long start = in.offset();
        int b = peekType();
        expect(map ? "a map" : "an array", map ? isMap(b) : isArray(b));
        push(count(b), map, start);
    }

    @Override
    public void endArray() { end(false); }

    @Override
    public void endObject() { end(true); }

    private void end(boolean map) {
        if (depth == 0 || inMap != map || rem != 0) throw endError(map);
        pop();
    }

    private JsonException endError(boolean map) {
        if (depth == 0 || inMap != map) return in.error("Not inside " + (map ? "a map" : "an array"));
        return in.error((map ? "Map" : "Array") + " has items left");
    }

    private void pop() {
        if (--depth > 0) {
            long e = enclosing[depth - 1];
            rem = e >>> 1;
            inMap = (e & 1) != 0;
        }
    }

    /**
     * Starts a value or name (nothing of it consumed yet): checks it against the enclosing
     * container and counts it as a token; a top-level value opens the document size window.
     */
    private void startValue(boolean name) {
        in.peekedValue = -1;
        tokenPos = in.pos;
        if (depth == 0) {
            if (name) throw in.error("Expected a map key but not inside a map");
            tokensLeft = maxTokens;
            in.limitDocument(limits.maxDocumentSize());
        } else {
            long r = rem;
            if (r == 0) throw in.error("No items left in this " + (inMap ? "map" : "array"));
            if ((inMap && (r & 1) == 0) != name) throw in.error(name ? "Expected a value, not a map key" : "Expected a map key");
            rem = r - 1;
        }
        if (--tokensLeft < 0) throw in.error(PackLimits.tokenCount(maxTokens));
    }

    /** Consumes the type byte just peeked, which the caller has checked. */
    private void takeValue() {
        startValue(false);
        in.pos++;
    }

    /** Consumes the type byte after checking it is what the caller wants. */
    private int expect(String what, boolean ok) {
        int b = peekType();
        if (!ok) throw in.error("Expected " + what + " but found " + MsgPack.name(b));
        startValue(false);
        in.pos++;
        return b;
    }

    /** Reads the item count for array/map header byte b (already consumed). */
    private long count(int b) {
        if (b >= 0x80 && b <= 0x9f) return b & 0x0f;
        return (b == ARRAY16 || b == MAP16) ? in.u16() : in.u32();
    }

    private void push(long n, boolean map, long start) {
        if (depth >= maxDepth) {
            throw in.error(ReadLimits.exceeded("Nesting depth", maxDepth, "withMaxDepth"), start);
        }
        long items = map ? 2 * n : n;
        // the message is built only on failure: this runs for every container
        if (items > in.limit - in.pos && !in.fits(items)) { // buffered items surely fit
            in.checkDeclared(items, map ? "A map of " + n + " entries (2 bytes or more each)" : "An array of " + n + " items");
        }
        if (depth > 0) {
            if (depth > enclosing.length) enclosing = Arrays.copyOf(enclosing, depth * 2);
            enclosing[depth - 1] = rem << 1 | (inMap ? 1 : 0);
        }
        if (depth >= counts.length) {
            counts = Arrays.copyOf(counts, depth * 2);
            keys = Arrays.copyOf(keys, depth * 2);
            keyAt = Arrays.copyOf(keyAt, depth * 2);
            keyLen = Arrays.copyOf(keyLen, depth * 2);
        }
        counts[depth] = items;
        keys[depth] = null;
        keyLen[depth] = -1;
        rem = items;
        inMap = map;
        depth++;
    }

    /** A size hint for sinks: only when it cannot be a lie that makes them over-allocate. */
    private int hint(long n) {
        long items = inMap ? 2 * n : n;
        return items <= in.buffered() && n <= Integer.MAX_VALUE ? (int) n : -1;
    }

    // ---------------------------------------------------------------- scalars

    /** The next map key as a String (scalar keys as their JSON text; see the class comment). */
    @Override
    public String nextName() {
        int p = in.pos;
        long r = rem;
        if (depth > 0 && inMap && r > 0 && (r & 1) == 0 && tokensLeft > 0 && p < in.limit) {
            int t = in.buf[p] & 0xff;
            if (t >= 0xa0 && t <= 0xbf) { // fixstr: nearly every key
                long start = in.offset();
                took(p + 1);
                return keys[depth - 1] = name(t & 0x1f, start);
            }
        }
        String s = nextNameSlow();
        keys[depth - 1] = s;
        return s;
    }

    /** nextName past its fast path: any key form, anywhere, with every check. */
    private String nextNameSlow() {
        if (!atName()) throw in.error("Expected a map key");
        startValue(true);
        long start = in.offset();
        int b = in.u8();
        if (isStr(b)) return name(strLength(b), start);
        String text = scalarText(b, start);
        if (text == null) throw in.error("Map key of type " + MsgPack.name(b) + " has no JSON name form", start);
        return text;
    }

    /** The text form of a scalar key, or null for containers and non-timestamp extensions. */
    private String scalarText(int b, long start) {
        if (isInt(b)) {
            in.pos--;
            return integerText();
        }
        if (b == FLOAT32) return Float.toString(Float.intBitsToFloat((int) in.u32()));
        if (b == FLOAT64) return Double.toString(Double.longBitsToDouble(in.u64()));
        if (b == NIL) return "null";
        if (b == TRUE) return "true";
        if (b == FALSE) return "false";
        if (isBin(b)) return Base64.getEncoder().encodeToString(binary(b));
        if (isExt(b)) {
            long len = extLength(b);
            int type = (byte) in.u8();
            if (type != TIMESTAMP_TYPE) return null;
            return timestamp(len, start).toString();
        }
        return null;
    }

    private String integerText() {
        int b = in.u8();
        if (b == UINT64) {
            long v = in.u64();
            return Long.toUnsignedString(v);
        }
        return Long.toString(integerAfter(b));
    }

    /** A string value; bin as base64; the timestamp extension as ISO-8601 text. */
    @Override
    public String nextString() {
        int p = in.pos;
        if ((peekedValue(p) || p < in.limit && valueSlot())) {
            byte[] buf = in.buf;
            int t = buf[p] & 0xff;
            int at = p + 1;
            int len = -1;
            if (t >= 0xa0 && t <= 0xbf) {
                len = t & 0x1f;
            } else if (t == STR8 && p + 1 < in.limit) {
                len = buf[p + 1] & 0xff;
                at = p + 2;
            } else if (t == STR16 && p + 2 < in.limit) {
                len = ByteInput.beShort(buf, p + 1) & 0xffff;
                at = p + 3;
            }
            // within the limit in bytes, so in chars; all of it buffered
            if (len >= 0 && len <= maxString && len <= in.limit - at) return decode(buf, at, len, p);
        }
        return nextStringSlow();
    }

    /** nextString past its fast path: any str, bin or timestamp, anywhere, with every check. */
    private String nextStringSlow() {
        int b = peekType();
        long start = in.offset();
        if (isStr(b)) {
            takeValue();
            return string(b, false, start);
        }
        if (isBin(b)) return Base64.getEncoder().encodeToString(nextBinary());
        if (isExt(b) && extTypeAhead(b) == TIMESTAMP_TYPE) return nextTimestamp().toString();
        throw in.error("Expected a string but found " + MsgPack.name(b), start);
    }

    /** nextString's fast path: the str at p, whose bytes {@code buf[at, at+len)} are buffered, as a String. */
    private String decode(byte[] buf, int at, int len, int p) {
        // the JDK decoder is strict and replaces bad input with U+FFFD: only then check byte by byte
        String s = new String(buf, at, len, StandardCharsets.UTF_8);
        if (s.indexOf('\uFFFD') >= 0) {
            int bad = Utf8.firstInvalid(buf, at, len);
            if (bad >= 0) throw in.error("Invalid UTF-8 in str", in.offset() + (bad - p));
        }
        took(at + len);
        return s;
    }

    /**
     * A str key whose type byte (at {@code start}) and length were consumed: the shared canonical
     * String when the name is cached (names repeat: no decoding, no allocation), as the JSON reader
     * does by default. A cached name's bytes were valid when it was added; a new one is checked.
     */
    private String name(long len, long start) {
        if (nameCache < 0 || len > SymbolTable.MAX_NAME_BYTES || len > limits.maxNameLength() || len > in.buffered()) {
            return string(len, true, start); // long, over the limit (chars <= bytes) or not yet buffered
        }
        byte[] buf = in.buf;
        int p = in.pos;
        int e = p + (int) len;
        String s = names.find(buf, p, e);
        if (s != null) {
            nameCache = NameCachePolicy.hit(nameCache, true);
        } else {
            int bad = Utf8.firstInvalid(buf, p, (int) len);
            if (bad >= 0) throw in.error("Invalid UTF-8 in str", in.offset() + (bad - p));
            nameCache = NameCachePolicy.miss(nameCache, true);
            s = names.add(buf, p, e, true);
        }
        in.pos = e;
        return s;
    }

    /** A str whose type byte (at {@code start}) was consumed, as a String within its length limit. */
    private String string(int b, boolean name, long start) { return string(strLength(b), name, start); }

    /** A str whose type byte (at {@code start}) and length were consumed, as a String within its length limit. */
    private String string(long len, boolean name, long start) {
        int max = PackLimits.maxTextLength(limits, name);
        if (PackLimits.surelyTooLong(len, max)) throw in.error(PackLimits.textLength(name, max), start);
        in.checkDeclared(len, "A str");
        in.require(len);
        // the JDK decoder is strict and replaces bad input with U+FFFD: only then check byte by byte
        String s = new String(in.buf, in.pos, (int) len, StandardCharsets.UTF_8);
        if (s.indexOf('\uFFFD') >= 0) {
            int bad = Utf8.firstInvalid(in.buf, in.pos, (int) len);
            if (bad >= 0) throw in.error("Invalid UTF-8 in str", in.offset() + (bad - in.pos));
        }
        if (s.length() > max) throw in.error(PackLimits.textLength(name, max), start);
        in.pos += (int) len;
        return s;
    }

    private long strLength(int b) {
        if (b <= 0xbf) return b & 0x1f;
        return b == STR8 ? in.u8() : b == STR16 ? in.u16() : in.u32();
    }

    /**
     * Makes the str payload (type byte at {@code start}) available, valid (unless only skipped)
     * and within its length limit; returns its start in in.buf (pos unchanged).
     */
    private int stringBytes(long len, boolean name, long start, boolean validate) {
        int max = name ? limits.maxNameLength() : maxString;
        if (len <= max && len <= in.buffered()) { // within the limit in bytes, so in chars; all buffered
            if (validate) {
                int bad = Utf8.firstInvalid(in.buf, in.pos, (int) len);
                if (bad >= 0) throw in.error("Invalid UTF-8 in str", in.offset() + (bad - in.pos));
            }
            return in.pos;
        }
        if (PackLimits.surelyTooLong(len, max)) throw in.error(PackLimits.textLength(name, max), start);
        in.checkDeclared(len, "A str");
        in.require(len);
        if (validate) {
            int bad = Utf8.firstInvalid(in.buf, in.pos, (int) len);
            if (bad >= 0) throw in.error("Invalid UTF-8 in str", in.offset() + (bad - in.pos));
        }
        if (PackLimits.tooLong(in.buf, in.pos, (int) len, max)) throw in.error(PackLimits.textLength(name, max), start);
        return in.pos;
    }

    @Override
    public boolean nextBoolean() {
        int p = in.pos;
        if ((peekedValue(p) || p < in.limit && valueSlot())) {
            int t = in.buf[p] & 0xff;
            if (t == TRUE || t == FALSE) {
                took(p + 1);
                return t == TRUE;
            }
        }
        int t = peekType();
        int b = expect("a boolean", t == TRUE || t == FALSE);
        return b == TRUE;
    }

    @Override
    public void nextNull() {
        int p = in.pos;
        if ((peekedValue(p) || p < in.limit && valueSlot()) && (in.buf[p] & 0xff) == NIL) {
            took(p + 1);
            return;
        }
        expect("nil", peekType() == NIL);
    }

    /**
     * An integer of any form that fits in a long, or a float that holds one (as the text reader
     * reads {@code 1.0}); anything else is an error and stays unread.
     */
    @Override
    public long nextLong() {
        // kept small so that it inlines into a codec: the common integer forms straight from the buffer
        int p = in.pos;
        if (peekedValue(p) || p < in.limit && valueSlot()) {
            int t = in.buf[p] & 0xff;
            if (t <= 0x7f || t >= 0xe0) { // positive and negative fixint
                took(p + 1);
                return (byte) t;
            }
            if (t >= UINT8 && t <= INT64 && t != UINT64) {
                int size = 1 << ((t - UINT8) & 3);
                if (p + 1 + size <= in.limit) {
                    long v = integerAt(t, in.buf, p + 1);
                    took(p + 1 + size);
                    return v;
                }
            }
        }
        return integral(Long.MIN_VALUE, Long.MAX_VALUE, "a long", "long");
    }

    /** As {@link #nextLong()}, for an int. */
    @Override
    public int nextInt() {
        int p = in.pos;
        if (peekedValue(p) || p < in.limit && valueSlot()) {
            int t = in.buf[p] & 0xff;
            if (t <= 0x7f || t >= 0xe0) {
                took(p + 1);
                return (byte) t;
            }
            if (t >= UINT8 && t <= INT32 && t != UINT64 && t != UINT32) {
                int size = 1 << ((t - UINT8) & 3);
                if (p + 1 + size <= in.limit) {
                    int v = (int) integerAt(t, in.buf, p + 1); // uint8/16, int8/16/32: always an int
                    took(p + 1 + size);
                    return v;
                }
            }
        }
        return (int) integral(Integer.MIN_VALUE, Integer.MAX_VALUE, "an int", "int");
    }

    /** The integer of type t (not fixint) whose payload starts at {@code buf[at]}; uint64 may come back negative. */
    private static long integerAt(int t, byte[] buf, int at) {
        switch (t) {
            case UINT8: return buf[at] & 0xff;
            case UINT16: return ByteInput.beShort(buf, at) & 0xffff;
            case UINT32: return ByteInput.beInt(buf, at) & 0xffffffffL;
            case INT8: return buf[at];
            case INT16: return ByteInput.beShort(buf, at);
            case INT32: return ByteInput.beInt(buf, at);
            default: return ByteInput.beLong(buf, at); // INT64, UINT64
        }
    }

    /**
     * nextLong and nextInt past their fast paths: any integer or integral float within
     * {@code [min, max]}, checked before anything is consumed so that a value out of range stays
     * unread (the caller may read it as another type, as from text).
     */
    private long integral(long min, long max, String what, String type) {
        long start = in.offset();
        int t = peekType();
        if (isFloat(t)) {
            in.require(t == FLOAT32 ? 5 : 9);
            double d = t == FLOAT32 ? Float.intBitsToFloat(ByteInput.beInt(in.buf, in.pos + 1)) : Double.longBitsToDouble(ByteInput.beLong(in.buf, in.pos + 1));
            if (d != Math.rint(d)) throw in.error("Expected " + what + " but found " + d, start);
            if (d < min || d >= -(double) min) throw in.error(d + " is out of " + type + " range", start);
            return (long) nextDouble();
        }
        if (!isInt(t)) throw in.error("Expected " + what + " but found " + MsgPack.name(t), start);
        long v;
        if (t <= 0x7f || t >= 0xe0) {
            v = (byte) t;
        } else {
            in.require(1 + (1 << ((t - UINT8) & 3)));
            v = integerAt(t, in.buf, in.pos + 1);
            if (t == UINT64 && v < 0) throw in.error(Long.toUnsignedString(v) + " is out of " + type + " range", start);
        }
        if (v < min || v > max) throw in.error(v + " is out of " + type + " range", start);
        int b = expect(what, true);
        return b == UINT64 ? in.u64() : integerAfter(b);
    }

    /** An integer of any form, exactly (uint64 included); a float that holds an integer. */
    @Override
    public BigInteger nextBigInteger() {
        int t0 = peekType();
        if (isFloat(t0)) {
            long start = in.offset();
            BigDecimal d = floatNumber("an integer").bigDecimalValue();
            try {
                return d.toBigIntegerExact();
            } catch (ArithmeticException e) {
                throw in.error("Expected an integer but found " + d, start);
            }
        }
        int b = expect("an integer", isInt(t0));
        if (b == UINT64) {
            long v = in.u64();
            return v >= 0 ? BigInteger.valueOf(v) : new BigInteger(Long.toUnsignedString(v));
        }
        return BigInteger.valueOf(integerAfter(b));
    }

    /** A float32, float64, or the nearest double to an integer. */
    @Override
    public double nextDouble() {
        // kept small so that it inlines into a caller's loop: float64 and fixint here, the rest in one switch
        int p = in.pos;
        if (peekedValue(p) || p < in.limit && valueSlot()) {
            byte[] buf = in.buf;
            int t = buf[p] & 0xff;
            if (t == FLOAT64 && p + 9 <= in.limit) {
                took(p + 9);
                return Double.longBitsToDouble(ByteInput.beLong(buf, p + 1));
            }
            if (t <= 0x7f || t >= 0xe0) { // positive and negative fixint
                took(p + 1);
                return (byte) t;
            }
            return nextDoubleForm(p, t);
        }
        return nextDoubleSlow();
    }

    /** nextDouble at a value slot (checked) with type byte t at p: every other int/float form, straight from the buffer when all its bytes are there. */
    private double nextDoubleForm(int p, int t) {
        byte[] buf = in.buf;
        int limit = in.limit;
        switch (t) {
            case FLOAT32:
                if (p + 5 > limit) break;
                took(p + 5);
                return Float.intBitsToFloat(ByteInput.beInt(buf, p + 1));
            case UINT8:
                if (p + 2 > limit) break;
                took(p + 2);
                return buf[p + 1] & 0xff;
            case INT8:
                if (p + 2 > limit) break;
                took(p + 2);
                return buf[p + 1];
            case UINT16:
                if (p + 3 > limit) break;
                took(p + 3);
                return ByteInput.beShort(buf, p + 1) & 0xffff;
            case INT16:
                if (p + 3 > limit) break;
                took(p + 3);
                return ByteInput.beShort(buf, p + 1);
            case UINT32:
                if (p + 5 > limit) break;
                took(p + 5);
                return ByteInput.beInt(buf, p + 1) & 0xffffffffL;
            case INT32:
                if (p + 5 > limit) break;
                took(p + 5);
                return ByteInput.beInt(buf, p + 1);
            case INT64:
                if (p + 9 > limit) break;
                took(p + 9);
                return ByteInput.beLong(buf, p + 1);
            default:
                break;
        }
        return nextDoubleSlow(); // cut short, uint64, or not a number
    }

    /** nextDouble past its fast path: anywhere, any form, every check (uint64 included). */
    private double nextDoubleSlow() {
        int t = peekType();
        int b = expect("a number", isInt(t) || isFloat(t));
        if (b == FLOAT32) return Float.intBitsToFloat((int) in.u32());
        if (b == FLOAT64) return Double.longBitsToDouble(in.u64());
        if (b == UINT64) {
            long v = in.u64();
            return v >= 0 ? v : new BigInteger(Long.toUnsignedString(v)).doubleValue();
        }
        return integerAfter(b);
    }

    /** Value of an integer whose type byte b was consumed (not uint64). */
    private long integerAfter(int b) {
        if (b <= 0x7f) return b;
        if (b >= 0xe0) return (byte) b;
        switch (b) {
            case UINT8: return in.u8();
            case UINT16: return in.u16();
            case UINT32: return in.u32();
            case UINT64: return in.u64();
            case INT8: return (byte) in.u8();
            case INT16: return (short) in.u16();
            case INT32: return (int) in.u32();
            default: return in.u64(); // INT64
        }
    }

    /** A bin value's bytes (a copy); a str is read as base64 text, as in JSON. */
    @Override
    public byte[] nextBinary() {
        if (isStr(peekType())) return super.nextBinary();
        int b = expect("bin", isBin(peekType()));
        return binary(b);
    }

    private byte[] binary(int b) {
        long len = b == BIN8 ? in.u8() : b == BIN16 ? in.u16() : in.u32();
        in.checkDeclared(len, "A bin");
        if (len > limits.maxStringLength()) {
            throw in.error(ReadLimits.exceeded("Binary length", limits.maxStringLength(), "withMaxStringLength"));
        }
        in.require(len);
        byte[] d = Arrays.copyOfRange(in.buf, in.pos, in.pos + (int) len);
        in.pos += (int) len;
        return d;
    }

    /** The timestamp extension (type -1) as an Instant. */
    @Override
    public Instant nextTimestamp() {
        long start = in.offset();
        int t = peekType();
        int b = expect("a timestamp", isExt(t) && extTypeAhead(t) == TIMESTAMP_TYPE);
        long len = extLength(b);
        in.u8(); // the type, -1
        return timestamp(len, start);
    }

    private Instant timestamp(long len, long start) {
        if (len != 4 && len != 8 && len != 12) throw in.error("Timestamp of " + len + " bytes (must be 4, 8 or 12)", start);
        in.require(len);
        Instant t = MsgPack.timestamp(in.buf, in.pos, (int) len);
        if (t == null) throw in.error("Timestamp with nanoseconds above 999999999 or out of range", start);
        in.pos += (int) len;
        return t;
    }

    /** Any extension value (the timestamp included) with its raw payload. */
    public MsgPackExtension nextExtension() {
        int b = expect("an extension", isExt(peekType()));
        long len = extLength(b);
        int type = (byte) in.u8();
        in.checkDeclared(len, "An ext");
        if (len > limits.maxStringLength()) {
            throw in.error(ReadLimits.exceeded("Extension length", limits.maxStringLength(), "withMaxStringLength"));
        }
        in.require(len);
        byte[] d = Arrays.copyOfRange(in.buf, in.pos, in.pos + (int) len);
        in.pos += (int) len;
        return new MsgPackExtension(type, d);
    }

    /** Payload length of the extension whose type byte b was consumed (the ext type follows). */
    private long extLength(int b) {
        switch (b) {
            case FIXEXT1: return 1;
            case FIXEXT2: return 2;
            case FIXEXT4: return 4;
            case FIXEXT8: return 8;
            case FIXEXT16: return 16;
            case EXT8: return in.u8();
            case EXT16: return in.u16();
            default: return in.u32();
        }
    }

    /** The ext type of the extension at pos, without consuming anything. */
    private int extTypeAhead(int b) {
        int header = b >= FIXEXT1 ? 1 : b == EXT8 ? 2 : b == EXT16 ? 3 : 5;
        in.require(header + 1);
        return in.buf[in.pos + header];
    }

    /** Skips the next value, whatever it is (iteratively). */
    @Override
    public void skipValue() { copyTo(SkipSink.INSTANCE, true); }

    /** Copies the next value into {@code sink} (iteratively; the mapping is in the class comment). */
    @Override
    public void copyTo(JsonSink sink) {
        copyTo(sink, false);
    }

    private void copyTo(JsonSink sink, boolean skipping) {
        if (atName()) {
            if (!skipping) throw in.error("copyTo at a map key: read the key with nextName() first");
            nextName(); // skipping at a key: the key and its value, as the JSON reader does
        }
        int base = depth;
        // The JSON writer checks UTF-8 as it copies text: then the fast path leaves the check to it
        // and looks itself only when the writer objects, to report the bad byte's offset.
        // only a writer that can take back what it wrote may check the text as it copies: one that
        // passes output on as it goes would have sent part of a bad string before finding it
        boolean checksUtf8 = sink instanceof JsonWriter && ((JsonWriter) sink).isInMemory();
        if (skipping) {
            copyValues(sink, true, base, false);
            return;
        }
        try {
            copyValues(sink, false, base, checksUtf8);
        } catch (JsonException e) {
            // a sink that refuses a value (NaN into a tree or a JSON writer) knows no place in the input
            if (e.offset() >= 0 || e.line() >= 0 || e.getCause() != null) throw e; // an output failure stays as it is
            JsonException placed = error(e.detail());
            throw new JsonException(e.detail(), placed.offset(), -1, -1, placed.path(), e);
        }
    }

    private void copyValues(JsonSink sink, boolean skipping, int base, boolean checksUtf8) {
        copyValue(sink, skipping);
        while (depth > base) {
            if (rem == 0) {
                boolean map = inMap;
                pop();
                if (map) sink.endObject(); else sink.endArray();
            } else if (!skipping && copyCommon(sink, checksUtf8)) {
                continue;
            } else if (inMap && (rem & 1) == 0) {
                copyName(sink);
            } else {
                copyValue(sink, skipping);
            }
        }
    }

    /**
     * copyTo's fast path inside a container: the common forms (fixstr/str8 keys, fixstr/str8/str16
     * strings, every integer form but uint64, float32/64, nil, booleans, fix and 16-bit arrays and
     * maps) when their bytes are buffered, the token
     * count allows one more and strings are within their limit in bytes (so in chars). Returns
     * false, having consumed nothing, for everything else: the general path then handles it.
     */
    private boolean copyCommon(JsonSink sink, boolean checksUtf8) {
        int p = in.pos;
        int limit = in.limit;
        if (p >= limit || tokensLeft <= 0) return false;
        byte[] buf = in.buf;
        int t = buf[p] & 0xff;
        long r = rem;
        if (inMap && (r & 1) == 0) {
            int len;
            int at;
            if (t >= 0xa0 && t <= 0xbf) {
                len = t & 0x1f;
                at = p + 1;
            } else if (t == STR8 && p + 1 < limit) {
                len = buf[p + 1] & 0xff;
                at = p + 2;
            } else {
                return false;
            }
            if (len > limits.maxNameLength() || len > limit - at) return false;
            keyAt[depth - 1] = in.offset() - p + at;
            keyLen[depth - 1] = len;
            if (checksUtf8) {
                try {
                    sink.name(buf, at, len);
                } catch (JsonException e) {
                    throw textRefused(e, buf, at, len, p);
                }
            } else {
                checkUtf8(buf, at, len, p);
                sink.name(buf, at, len);
            }
            took(at + len);
            return true;
        }
        switch (KIND[t]) {
            case K_FIXINT:
                took(p + 1);
                sink.numberValue((long) (byte) t);
                return true;
            case K_STR: {
                int len;
                int at;
                if (t < STR8) {
                    len = t & 0x1f;
                    at = p + 1;
                } else if (t == STR8 && p + 1 < limit) {
                    len = buf[p + 1] & 0xff;
                    at = p + 2;
                } else if (t == STR16 && p + 2 < limit) {
                    len = ByteInput.beShort(buf, p + 1) & 0xffff;
                    at = p + 3;
                } else {
                    return false;
                }
                if (len > maxString || len > limit - at) return false;
                if (checksUtf8) {
                    try {
                        sink.stringValue(buf, at, len);
                    } catch (JsonException e) {
                        throw textRefused(e, buf, at, len, p);
                    }
                } else {
                    checkUtf8(buf, at, len, p);
                    sink.stringValue(buf, at, len);
                }
                took(at + len);
                return true;
            }
            case K_FLOAT64:
                if (p + 9 > limit) return false;
                took(p + 9);
                sink.numberValue(Double.longBitsToDouble(ByteInput.beLong(buf, p + 1)));
                return true;
            case K_FIXCONTAINER: {
                if (depth >= maxDepth) return false;
                boolean map = t < 0x90;
                int n = t & 0x0f;
                if ((map ? 2 * n : n) > limit - p - 1) return false; // the declared items cannot all be there
                long start = in.offset();
                took(p + 1);
                push(n, map, start);
                if (map) sink.beginObject(n); else sink.beginArray(n);
                return true;
            }
            case K_CONTAINER16: {
                if (depth >= maxDepth || p + 2 >= limit) return false;
                boolean map = t == MAP16;
                int n = ByteInput.beShort(buf, p + 1) & 0xffff;
                if ((map ? 2 * n : n) > limit - p - 3) return false; // the declared items cannot all be there
                long start = in.offset();
                took(p + 3);
                push(n, map, start);
                if (map) sink.beginObject(n); else sink.beginArray(n);
                return true;
            }
            case K_INT: {
                // uint8-32, int8-64 (uint64 takes the general path: it may not fit a long)
                int size = 1 << ((t - UINT8) & 3); // 1, 2, 4, 8 bytes after the type byte
                if (p + size >= limit) return false;
                long v;
                switch (t) {
                    case UINT8: v = buf[p + 1] & 0xff; break;
                    case UINT16: v = ByteInput.beShort(buf, p + 1) & 0xffff; break;
                    case UINT32: v = ByteInput.beInt(buf, p + 1) & 0xffffffffL; break;
                    case INT8: v = buf[p + 1]; break;
                    case INT16: v = ByteInput.beShort(buf, p + 1); break;
                    case INT32: v = ByteInput.beInt(buf, p + 1); break;
                    default: v = ByteInput.beLong(buf, p + 1); break; // INT64
                }
                took(p + 1 + size);
                sink.numberValue(v);
                return true;
            }
            case K_FLOAT32:
                if (p + 5 > limit) return false;
                took(p + 5);
                sink.numberValue(Float.intBitsToFloat(ByteInput.beInt(buf, p + 1)));
                return true;
            case K_NIL:
                took(p + 1);
                sink.nullValue();
                return true;
            case K_BOOLEAN:
                took(p + 1);
                sink.booleanValue(t == TRUE);
                return true;
            default:
                return false;
        }
    }

    /**
     * The error to throw when a sink that checks UTF-8 itself refused the text {@code buf[at, at+len)}
     * (type byte at {@code p} = pos): the reader's own, at the first bad byte, when the text is not
     * valid UTF-8; else the sink's.
     */
    private JsonException textRefused(JsonException refusal, byte[] buf, int at, int len, int p) {
        checkUtf8(buf, at, len, p);
        return refusal;
    }

    /** Fails with the offset of the first bad byte unless {@code buf[at, at+len)} is valid UTF-8 (type byte at {@code p} = pos). */
    private void checkUtf8(byte[] buf, int at, int len, int p) {
        int bad = Utf8.firstInvalid(buf, at, len);
        if (bad >= 0) throw in.error("Invalid UTF-8 in str", in.offset() + (bad - p));
    }

    private static final byte K_OTHER = 0, K_FIXINT = 1, K_STR = 2, K_FLOAT64 = 3, K_FIXCONTAINER = 4, K_NIL = 5, K_BOOLEAN = 6,
            K_CONTAINER16 = 7, K_INT = 8, K_FLOAT32 = 9;

    /** copyCommon's classes of type bytes (fixstr, str8 and str16 are K_STR). */
    private static final byte[] KIND = new byte[256];

    static {
        for (int b = 0; b < 256; b++) {
            byte k = K_OTHER;
            if (b <= 0x7f || b >= 0xe0) k = K_FIXINT;
            else if ((b >= 0xa0 && b <= 0xbf) || b == STR8 || b == STR16) k = K_STR;
            else if (b == ARRAY16 || b == MAP16) k = K_CONTAINER16;
            else if ((b >= UINT8 && b <= UINT32) || (b >= INT8 && b <= INT64)) k = K_INT;
            else if (b == FLOAT32) k = K_FLOAT32;
            else if (b == FLOAT64) k = K_FLOAT64;
            else if (b >= 0x80 && b <= 0x9f) k = K_FIXCONTAINER;
            else if (b == NIL) k = K_NIL;
            else if (b == TRUE || b == FALSE) k = K_BOOLEAN;
            KIND[b] = k;
        }
    }

    private void copyName(JsonSink sink) {
        startValue(true);
        long start = in.offset();
        int b = in.u8();
        if (isStr(b)) {
            long len = strLength(b);
            int at = stringBytes(len, true, start, true);
            keyAt[depth - 1] = in.offset() - in.pos + at;
            keyLen[depth - 1] = (int) len;
            sink.name(in.buf, at, (int) len);
            in.pos += (int) len;
            return;
        }
        String text = scalarText(b, start);
        if (text == null) throw in.error("Map key of type " + MsgPack.name(b) + " has no JSON name form", start);
        keyLen[depth - 1] = -1;
        keys[depth - 1] = text;
        sink.name(text);
    }

    private void copyValue(JsonSink sink, boolean skipping) {
        startValue(false);
        long start = in.offset();
        int b = in.u8();
        if (b <= 0x7f) {
            sink.numberValue(b);
        } else if (b >= 0xe0) {
            sink.numberValue((byte) b);
        } else if (isStr(b)) {
            long len = strLength(b);
            if (skipping && len <= limits.maxStringLength()) {
                in.skip(len); // within the limit whatever it holds: no need to look
            } else {
                int at = stringBytes(len, false, start, !skipping);
                if (!skipping) sink.stringValue(in.buf, at, (int) len);
                in.pos += (int) len;
            }
        } else if (isMap(b) || isArray(b)) {
            boolean map = isMap(b);
            long n = count(b);
            push(n, map, start);
            if (map) sink.beginObject(hint(n)); else sink.beginArray(hint(n));
        } else if (b == NIL) {
            sink.nullValue();
        } else if (b == TRUE || b == FALSE) {
            sink.booleanValue(b == TRUE);
        } else if (b == FLOAT32) {
            sink.numberValue(Float.intBitsToFloat((int) in.u32()));
        } else if (b == FLOAT64) {
            sink.numberValue(Double.longBitsToDouble(in.u64()));
        } else if (b == UINT64) {
            long v = in.u64();
            if (v >= 0) sink.numberValue(v); else sink.numberValue(new BigInteger(Long.toUnsignedString(v)));
        } else if (isInt(b)) {
            sink.numberValue(integerAfter(b));
        } else if (isBin(b)) {
            if (skipping) {
                // a skipped bin is held to its limit as a read one is (as skipped strings are)
                long len = b == BIN8 ? in.u8() : b == BIN16 ? in.u16() : in.u32();
                in.checkDeclared(len, "A bin");
                if (len > limits.maxStringLength()) {
                    throw in.error(ReadLimits.exceeded("Binary length", limits.maxStringLength(), "withMaxStringLength"));
                }
                in.skip(len);
            } else {
                byte[] enc = Base64.getEncoder().encode(binary(b));
                sink.stringValue(enc, 0, enc.length);
            }
        } else if (isExt(b)) {
            long len = extLength(b);
            int type = (byte) in.u8();
            if (skipping) {
                in.checkDeclared(len, "An ext");
                if (len > limits.maxStringLength()) {
                    throw in.error(ReadLimits.exceeded("Extension length", limits.maxStringLength(), "withMaxStringLength"));
                }
                in.skip(len);
            } else if (type == TIMESTAMP_TYPE) {
                sink.stringValue(timestamp(len, start).toString());
            } else {
                throw in.error("Extension type " + type + " has no JSON form (read it with nextExtension())", start);
            }
        } else {
            throw in.error("Never-used type byte 0xc1", start);
        }
    }

    // ---------------------------------------------------------------- the rest of the pull interface

    @Override
    public boolean hasNextValue() {
        if (depth != 0) throw new IllegalStateException("hasNextValue() is for the top level; the reader is inside a value at " + path());
        return !in.atEnd();
    }

    /** A fixstr key matched in place against {@code names}: no String, no decoding. */
    @Override
    public int selectName(Names names) {
        int p = in.pos;
        long r = rem;
        if (depth > 0 && inMap && r > 0 && (r & 1) == 0 && tokensLeft > 0 && p < in.limit) {
            int t = in.buf[p] & 0xff;
            int at = p + 1;
            int len = t & 0x1f;
            if (t >= 0xa0 && t <= 0xbf && len <= in.limit - at && len <= limits.maxNameLength()) {
                int i = names.indexOf(in.buf, at, at + len);
                if (i >= 0) { // equal to a name, so valid UTF-8
                    took(at + len);
                    keys[depth - 1] = names.get(i);
                    return i;
                }
                nextName(); // checked and kept for the path
                return -1;
            }
        }
        return indexOf(names, nextName());
    }

    /** The expected fixstr key checked by one comparison in place; anything else as {@link #selectName(Names)}. */
    @Override
    public int selectName(Names names, int expected) {
        int p = in.pos;
        long r = rem;
        if (expected >= 0 && expected < names.size() && depth > 0 && inMap && (r & 1) == 0 && r > 0 && tokensLeft > 0 && p < in.limit) {
            int t = in.buf[p] & 0xff;
            int at = p + 1;
            int end = at + (t & 0x1f);
            if (t >= 0xa0 && t <= 0xbf && end <= in.limit && names.is(expected, in.buf, at, end) && end - at <= limits.maxNameLength()) {
                took(end); // equal to a name, so valid UTF-8
                keys[depth - 1] = names.get(expected);
                return expected;
            }
        }
        return selectName(names);
    }

    private static int indexOf(Names names, String s) {
        for (int i = 0, n = names.size(); i < n; i++) {
            if (names.get(i).equals(s)) return i;
        }
        return -1;
    }

    @Override
    public void skipName() { nextName(); }

    @Override
    public int selectString(Names names) {
        int p = in.pos;
        if ((peekedValue(p) || p < in.limit && valueSlot())) {
            int t = in.buf[p] & 0xff;
            int at = p + 1;
            int len = t & 0x1f;
            if (t >= 0xa0 && t <= 0xbf && len <= in.limit - at && len <= maxString) {
                int i = names.indexOf(in.buf, at, at + len);
                if (i >= 0) {
                    took(at + len);
                    return i;
                }
            }
        }
        return indexOf(names, nextString());
    }

    /** A float32 as it is; any other number correctly rounded to a float (one rounding). */
    @Override
    public float nextFloat() {
        int t = peekType();
        if (t == FLOAT32) {
            expect("a number", true);
            return Float.intBitsToFloat((int) in.u32());
        }
        if (t == UINT64) return nextBigInteger().floatValue();
        if (isInt(t)) return (float) nextLong(); // from the exact long: no double rounding
        return (float) nextDouble();
    }

    /** An integer exactly; a float as the shortest decimal that reads back as it (as its JSON text). */
    @Override
    public BigDecimal nextBigDecimal() {
        int t = peekType();
        if (isInt(t)) return new BigDecimal(nextBigInteger());
        return floatNumber("a decimal number").bigDecimalValue();
    }

    @Override
    public JsonNumber nextNumber() {
        int t = peekType();
        if (t == UINT64) return JsonNumber.of(nextBigInteger());
        if (isInt(t)) return JsonNumber.of(nextLong());
        return floatNumber("a number");
    }

    /** The float32 or float64 at the current position as its shortest JSON number. */
    private JsonNumber floatNumber(String what) {
        int t = peekType();
        long start = in.offset();
        if (t == FLOAT32) {
            float f = nextFloat();
            if (!Float.isFinite(f)) throw in.error(f + " has no JSON number form", start);
            return JsonNumber.of(Float.toString(f));
        }
        if (t != FLOAT64) throw in.error("Expected " + what + " but found " + MsgPack.name(t), start);
        double d = nextDouble();
        if (!Double.isFinite(d)) throw in.error(d + " has no JSON number form", start);
        return JsonNumber.of(d);
    }

    /** Whether the next value is an integer that fits a long (then {@link #nextLong()} cannot fail). */
    @Override
    public boolean nextIsPlainLong() {
        if (depth > 0 && (rem == 0 || (inMap && (rem & 1) == 0))) return false;
        if (depth == 0 && in.atEnd()) return false;
        int t = peekType();
        if (t == UINT64) {
            in.require(9);
            return in.buf[in.pos + 1] >= 0;
        }
        return isInt(t);
    }

    @Override
    public boolean nextIsTimestamp() {
        if (depth > 0 && (rem == 0 || (inMap && (rem & 1) == 0))) return false;
        if (depth == 0 && in.atEnd()) return false;
        int t = peekType();
        return isExt(t) && extTypeAhead(t) == TIMESTAMP_TYPE;
    }

    /** The path of the position, e.g. {@code $.statuses[3].user.name}; map keys as their names. */
    @Override
    public String path() {
        StringBuilder b = new StringBuilder("$");
        for (int level = 1; level <= depth; level++) {
            long left;
            boolean map;
            if (level == depth) {
                left = rem;
                map = inMap;
            } else {
                left = enclosing[level - 1] >>> 1;
                map = (enclosing[level - 1] & 1) != 0;
            }
            if (map) {
                String k = keys[level - 1];
                if (k == null) k = copiedKey(level - 1);
                if (k != null) b.append('.').append(k);
            } else {
                // an enclosing level's open element was counted when it began: it is the one before
                b.append('[').append(counts[level - 1] - left - (level < depth ? 1 : 0)).append(']');
            }
        }
        return b.toString();
    }

    /** The key copyTo last handed on at {@code level}, if the buffer still holds it; else null. */
    private String copiedKey(int level) {
        int len = keyLen[level];
        if (len < 0) return null;
        long at = keyAt[level] - (in.offset() - in.pos); // its index in the buffer
        if (at < 0 || at + len > in.buf.length) return null;
        return new String(in.buf, (int) at, len, java.nio.charset.StandardCharsets.UTF_8);
    }

    @Override
    public ReadLimits limits() { return limits; }

    @Override
    public int depth() { return depth; }

    /** The byte offset of the value most recently started (MessagePack has no lines). */
    @Override
    public JsonLocation location() {
        return new JsonLocation(lastOffset(), -1, -1);
    }

    private long lastOffset() {
        int back = in.pos - tokenPos;
        return back >= 0 && back <= in.pos ? in.offset() - back : in.offset();
    }

    @Override
    public JsonException error(String detail) {
        String path;
        if (depth > 0 && !inMap && counts[depth - 1] - rem > 0) {
            rem++; // the element just read, not the next one
            path = path();
            rem--;
        } else {
            path = path();
        }
        return new JsonException(detail, lastOffset(), -1, -1, path);
    }
}
