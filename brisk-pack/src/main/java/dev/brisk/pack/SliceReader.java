package dev.brisk.pack;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonLocation;
import dev.brisk.json.JsonNumber;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;
import dev.brisk.json.Names;
import dev.brisk.json.ReadLimits;
import dev.brisk.pack.internal.Containers;
import dev.brisk.pack.internal.SliceCopier;
import dev.brisk.pack.internal.SliceValidator;
import dev.brisk.pack.internal.VPack;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The pull interface over a VelocyPack value: codecs read VelocyPack directly. It walks the
 * items of each container in stored order (for builder output, the order they were written),
 * one position per open container, so skipping a value is one step over its byte size.
 *
 * <p>Over a slice ({@link Slice#reader()}) the slice's validation has already checked lengths,
 * UTF-8, nesting depth, token count and string lengths. Over raw bytes
 * ({@link Slice#readerOf(byte[], int, int, ReadLimits)}) the reader checks as it goes, with the
 * same {@link SliceValidator} checks and messages: the document's size when it opens, each
 * container's own layout when it is entered, each name and scalar when it is read, and a
 * skipped or copied value whole; so the bytes are looked at once, not validated in one pass and
 * read in another. Either way, number limits apply when a BCD value is read.
 * The JSON view is the slice's {@link Slice#copyTo copyTo} mapping: UTC dates are their
 * millisecond integer, binary blobs a base64 string ({@link #nextBinary()} gives the bytes), BCD
 * numbers their exact decimal. Errors carry the byte offset of the value and the path.
 */
final class SliceReader extends JsonReader {
    private final byte[] b;
    private final ReadLimits limits;
    // the open level (0: the document, holding the root as its one item) lives in fields, as
    // every step reads it: the next item, the end of the items, whether an object and its name
    // was read, the items read
    private int pos;
    private int stop;
    private boolean inObject;
    private boolean isNamed;
    private int items;
    // the enclosing levels, saved at their depth index while a deeper one is open
    private int[] cur = new int[8];
    private int[] end = new int[8];
    private boolean[] object = new boolean[8];
    private int[] index = new int[8];
    /** Per level, the last key read (for paths). */
    private String[] keys = new String[8];
    private int depth;
    /** Position of the value most recently read or peeked (for locations). */
    private int last;
    private boolean justTook;
    private boolean closed;
    /** Checks each piece as the reader reaches it; null over a slice, which was validated whole. */
    private final SliceValidator check;

    /** Over a validated slice's value at {@code root}. */
    SliceReader(byte[] b, int root, ReadLimits limits) {
        this(b, root, limits, null);
    }

    private SliceReader(byte[] b, int root, ReadLimits limits, SliceValidator check) {
        this.b = b;
        this.limits = limits;
        this.check = check;
        pos = root;
        stop = root + (int) VPack.byteSize(b, root, b.length);
        last = root;
    }

    /** Over the unvalidated value that must fill {@code b[off, off+len)}: checked as it is read. */
    static SliceReader checking(byte[] b, int off, int len, ReadLimits limits) {
        try {
            SliceValidator.checkDocument(b, off, len, limits);
        } catch (JsonException e) {
            throw new JsonException(e.detail(), e.offset(), -1, -1, "$", e);
        }
        return new SliceReader(b, off, limits, SliceValidator.incremental(b, limits));
    }

    // ---------------------------------------------------------------- checks as the reader goes

    /** End of the value at p, which lies inside the open container (its layout was checked when entered). */
    private int endOf(int p) { return p + (int) VPack.itemSize(b, p, stop); }

    private void checkScalar(int p) {
        if (check == null) return;
        try {
            int t = b[p] & 0xff;
            check.scalar(p, t >= 0xc8 && t <= 0xd7 ? endOf(p) : p); // only a BCD value's check needs its end
        } catch (JsonException e) {
            throw withPath(e);
        }
    }

    private void checkKey(int k) {
        if (check == null) return;
        try {
            check.key(k);
        } catch (JsonException e) {
            throw withPath(e);
        }
    }

    /** A key that matched the known name {@code name}: its bytes need no second look. */
    private void checkKnownKey(int k, String name) {
        if (check == null) return;
        try {
            check.knownKey(k, name.length());
        } catch (JsonException e) {
            throw withPath(e);
        }
    }

    private String checkedString(int p) {
        try {
            return check.stringValue(p);
        } catch (JsonException e) {
            throw withPath(e);
        }
    }

    private void checkContainer(int p) {
        if (check == null) return;
        try {
            check.enter(p, endOf(p), depth);
        } catch (JsonException e) {
            throw withPath(e);
        }
    }

    private void checkWhole(int p) {
        if (check == null) return;
        try {
            check.whole(p, endOf(p), depth);
        } catch (JsonException e) {
            throw withPath(e);
        }
    }

    /** The validator's error (offset, message) with the reader's path, as every reader error has. */
    private JsonException withPath(JsonException e) {
        return new JsonException(e.detail(), e.offset(), -1, -1, path(), e);
    }

    // ---------------------------------------------------------------- where the reader is

    private boolean atEnd() { return pos >= stop; }

    private boolean atName() { return inObject && !isNamed; }

    private static JsonToken tokenOf(int t) {
        if (t >= 0x40 && t <= 0xbf) return JsonToken.STRING;
        if (t >= 0x20 && t <= 0x3f) return JsonToken.NUMBER;
        if (VPack.isObject(t)) return JsonToken.BEGIN_OBJECT;
        if (VPack.isArray(t)) return JsonToken.BEGIN_ARRAY;
        if (t == VPack.DOUBLE || t == VPack.UTC_DATE || (t >= 0xc8 && t <= 0xd7)) return JsonToken.NUMBER;
        if (t == VPack.NULL) return JsonToken.NULL;
        if (t == VPack.TRUE || t == VPack.FALSE) return JsonToken.BOOLEAN;
        if (t >= 0xc0 && t <= 0xc7) return JsonToken.STRING; // binary: base64 in the JSON view
        return null;
    }

    @Override
    public JsonToken peek() {
        checkOpen();
        justTook = false;
        if (atEnd()) {
            if (depth == 0) return JsonToken.END_DOCUMENT;
            return inObject ? JsonToken.END_OBJECT : JsonToken.END_ARRAY;
        }
        if (atName()) return JsonToken.NAME;
        int p = pos;
        last = p;
        JsonToken k = tokenOf(b[p] & 0xff);
        if (k == null) throw noJsonForm(p);
        return k;
    }

    private JsonException noJsonForm(int p) {
        int t = b[p] & 0xff;
        String what = t == 0x17 ? "Illegal" : t == 0x1d ? "External" : t == 0x1e ? "MinKey" : t == 0x1f ? "MaxKey"
                : t == 0xee || t == 0xef ? "Tagged" : "Type 0x" + Integer.toHexString(t);
        return failure(what + " value has no JSON form", p);
    }

    @Override
    public boolean hasNext() {
        checkOpen();
        justTook = false;
        return !atEnd();
    }

    @Override
    public boolean hasNextValue() {
        if (depth != 0) throw new IllegalStateException("hasNextValue() is for the top level; the reader is inside a value at " + path());
        return !atEnd();
    }

    /** Position of the value to read now, checked to be one (not a name, not the end). */
    private int valueAt(String expected) {
        checkOpen();
        if (atEnd() || atName()) throw unexpected(expected);
        return last = pos;
    }

    /** Moves past the value at {@code p}. */
    private void took(int p) {
        pos = p + (int) VPack.itemSize(b, p, stop);
        items++;
        isNamed = false;
        justTook = true;
    }

    private JsonException unexpected(String expected) {
        String found;
        if (atEnd()) {
            found = depth == 0 ? "the end of input" : inObject ? "the end of an object" : "the end of an array";
        } else if (atName()) {
            found = "a name";
        } else {
            JsonToken t = tokenOf(b[pos] & 0xff);
            if (t == null) throw noJsonForm(pos);
            switch (t) {
                case BEGIN_OBJECT: found = "an object"; break;
                case BEGIN_ARRAY: found = "an array"; break;
                case STRING: found = "a string"; break;
                case NUMBER: found = "a number"; break;
                case BOOLEAN: found = "a boolean"; break;
                default: found = "null"; break;
            }
        }
        return failure("Expected " + expected + " but found " + found, atEnd() ? pos : pos);
    }

    @Override
    public void beginObject() { begin(true, "an object"); }

    @Override
    public void beginArray() { begin(false, "an array"); }

    private void begin(boolean isObject, String expected) {
        int p = valueAt(expected);
        int t = b[p] & 0xff;
        if (isObject ? !VPack.isObject(t) : !VPack.isArray(t)) throw unexpected(expected);
        checkContainer(p);
        took(p);
        int d = depth;
        if (d + 1 == cur.length) grow();
        cur[d] = pos; // the enclosing level, saved
        end[d] = stop;
        object[d] = inObject;
        index[d] = items;
        depth = ++d;
        int from = 0;
        int to = 0;
        if (t != VPack.EMPTY_ARRAY && t != VPack.EMPTY_OBJECT) {
            if (check != null) {
                // the check just decoded the header: take the items' range from it
                from = check.itemsStart();
                to = check.itemsEnd();
                if (from == to) from = to = 0;
            } else if (Containers.count(b, p) != 0) {
                from = Containers.dataStart(b, p);
                to = Containers.dataEnd(b, p);
            }
        }
        pos = from;
        stop = to;
        inObject = isObject;
        isNamed = false;
        items = 0;
        keys[d] = null;
        justTook = false;
    }

    private void grow() {
        int n = cur.length * 2;
        cur = Arrays.copyOf(cur, n);
        end = Arrays.copyOf(end, n);
        object = Arrays.copyOf(object, n);
        index = Arrays.copyOf(index, n);
        keys = Arrays.copyOf(keys, n);
    }

    @Override
    public void endObject() { end(true, "the end of an object"); }

    @Override
    public void endArray() { end(false, "the end of an array"); }

    private void end(boolean isObject, String expected) {
        checkOpen();
        if (depth == 0 || inObject != isObject || !atEnd()) throw unexpected(expected);
        int d = --depth;
        pos = cur[d]; // back to the enclosing level
        stop = end[d];
        inObject = object[d];
        isNamed = false; // its name was consumed with the value just closed
        items = index[d];
        justTook = true;
    }

    // ---------------------------------------------------------------- names

    /** Position of the key to read now; the key is a string (keys that are not have no JSON form). */
    private int keyAt() {
        int k = stringKeyAt();
        checkKey(k);
        return k;
    }

    /** As {@link #keyAt()} but leaves checking a string key to the caller (one that matches a known name needs less). */
    private int stringKeyAt() {
        checkOpen();
        if (atEnd() || !atName()) throw unexpected("a name");
        int k = pos;
        if (!VPack.isString(b[k] & 0xff)) {
            checkKey(k); // the validator's complaint first, if it has one
            throw failure("Object key is an attribute-table integer, which has no JSON form", k);
        }
        return k;
    }

    private void tookKey(int k, String name) {
        int t = b[k] & 0xff;
        // a short string key (the usual kind) has its size in its type byte
        pos = k + (t >= 0x40 && t < VPack.LONG_STRING ? 1 + (t - 0x40) : (int) VPack.byteSize(b, k, stop));
        isNamed = true;
        keys[depth] = name;
    }

    @Override
    public String nextName() {
        int k = keyAt();
        String name = new String(b, VPack.stringStart(b, k), VPack.stringLength(b, k), StandardCharsets.UTF_8);
        tookKey(k, name);
        return name;
    }

    /** Matches the key's UTF-8 in place: no String for a known name. */
    @Override
    public int selectName(Names names) {
        int k = stringKeyAt();
        int s = VPack.stringStart(b, k);
        int len = VPack.stringLength(b, k);
        int i = names.indexOf(b, s, s + len);
        if (i >= 0) checkKnownKey(k, names.get(i));
        else checkKey(k);
        tookKey(k, i >= 0 ? names.get(i) : new String(b, s, len, StandardCharsets.UTF_8));
        return i;
    }

    /** The expected name checked by one comparison in place; anything else as {@link #selectName(Names)}. */
    @Override
    public int selectName(Names names, int expected) {
        if (!closed && expected >= 0 && expected < names.size() && !atEnd() && atName()) {
            int k = pos;
            int t = b[k] & 0xff;
            if (t >= 0x40 && t < 0xbf && names.is(expected, b, k + 1, k + 1 + (t - 0x40))) {
                checkKnownKey(k, names.get(expected)); // one of the names: valid UTF-8, but the length limit applies
                tookKey(k, names.get(expected));
                return expected;
            }
        }
        return selectName(names);
    }

    @Override
    public void skipName() {
        int k = keyAt();
        tookKey(k, null);
        keys[depth] = new String(b, VPack.stringStart(b, k), VPack.stringLength(b, k), StandardCharsets.UTF_8);
    }

    // ---------------------------------------------------------------- strings, literals

    @Override
    public String nextString() {
        int p = valueAt("a string");
        int t = b[p] & 0xff;
        String s;
        if (VPack.isString(t)) {
            s = check != null ? checkedString(p)
                    : new String(b, VPack.stringStart(b, p), VPack.stringLength(b, p), StandardCharsets.UTF_8);
        } else if (t >= 0xc0 && t <= 0xc7) {
            checkScalar(p);
            s = java.util.Base64.getEncoder().encodeToString(binary(p));
        } else {
            throw unexpected("a string");
        }
        took(p);
        return s;
    }

    @Override
    public int selectString(Names names) {
        int p = valueAt("a string");
        if (!VPack.isString(b[p] & 0xff)) return indexOf(names, nextString());
        checkScalar(p);
        int s = VPack.stringStart(b, p);
        int i = names.indexOf(b, s, s + VPack.stringLength(b, p));
        took(p);
        return i;
    }

    private static int indexOf(Names names, String s) {
        for (int i = 0, n = names.size(); i < n; i++) {
            if (names.get(i).equals(s)) return i;
        }
        return -1;
    }

    private byte[] binary(int p) {
        int w = (b[p] & 0xff) - 0xbf;
        int len = (int) VPack.readUInt(b, p + 1, w);
        return Arrays.copyOfRange(b, p + 1 + w, p + 1 + w + len);
    }

    /** A binary blob as its bytes; a string as base64 text, as in JSON. */
    @Override
    public byte[] nextBinary() {
        int p = valueAt("binary");
        int t = b[p] & 0xff;
        if (t >= 0xc0 && t <= 0xc7) {
            checkScalar(p);
            byte[] v = binary(p);
            took(p);
            return v;
        }
        return super.nextBinary();
    }

    @Override
    public boolean nextBoolean() {
        int p = valueAt("a boolean");
        int t = b[p] & 0xff;
        if (t != VPack.TRUE && t != VPack.FALSE) throw unexpected("a boolean");
        checkScalar(p);
        took(p);
        return t == VPack.TRUE;
    }

    @Override
    public void nextNull() {
        int p = valueAt("null");
        if ((b[p] & 0xff) != VPack.NULL) throw unexpected("null");
        checkScalar(p);
        took(p);
    }

    // ---------------------------------------------------------------- numbers

    /** The value of a small, signed or unsigned integer or UTC date at p that fits a long; else Long.MIN_VALUE with ok[0] false. */
    private static boolean isIntegerType(int t) {
        return (t >= 0x20 && t <= 0x3f) || t == VPack.UTC_DATE;
    }

    private long integerAt(int p) {
        int t = b[p] & 0xff;
        if (t >= 0x30 && t <= 0x39) return t - 0x30;
        if (t >= 0x3a && t <= 0x3f) return t - 0x40;
        if (t >= 0x20 && t <= 0x27) return VPack.readInt(b, p + 1, t - 0x1f);
        return VPack.readUInt(b, p + 1, t == VPack.UTC_DATE ? 8 : t - 0x27); // negative: uint64 beyond long
    }

    private boolean isBigUnsigned(int p) {
        int t = b[p] & 0xff;
        return t >= 0x28 && t <= 0x2f && integerAt(p) < 0;
    }

    /** The number at p as its exact decimal; within the number limits for BCD. */
    private BigDecimal decimalAt(int p) {
        int t = b[p] & 0xff;
        if (t >= 0xc8 && t <= 0xd7) return SliceCopier.bcd(b, p, limits);
        if (t == VPack.DOUBLE) return doubleNumber(p).bigDecimalValue();
        if (isBigUnsigned(p)) return new BigDecimal(new BigInteger(Long.toUnsignedString(integerAt(p))));
        return BigDecimal.valueOf(integerAt(p));
    }

    private JsonNumber doubleNumber(int p) {
        double d = Double.longBitsToDouble(VPack.readUInt(b, p + 1, 8));
        if (!Double.isFinite(d)) throw failure(d + " has no JSON number form", p);
        return JsonNumber.of(d);
    }

    private int numberAt(String expected) {
        int p = valueAt(expected);
        if (tokenOf(b[p] & 0xff) != JsonToken.NUMBER) throw unexpected(expected);
        checkScalar(p);
        return p;
    }

    @Override
    public long nextLong() {
        int p = numberAt("a long");
        int t = b[p] & 0xff;
        long v;
        if (isIntegerType(t) && !isBigUnsigned(p)) {
            v = integerAt(p);
        } else {
            // an integral double or decimal reads as a long, as 1.0 and 1e2 do in text
            BigDecimal d = decimalAt(p);
            try {
                v = d.longValueExact();
            } catch (ArithmeticException e) {
                throw failure(d + " is not a long", p);
            }
        }
        took(p);
        return v;
    }

    @Override
    public int nextInt() {
        int p = numberAt("an int");
        long v;
        int t = b[p] & 0xff;
        if (isIntegerType(t) && !isBigUnsigned(p)) {
            v = integerAt(p);
            if (v != (int) v) throw failure(v + " is out of int range", p);
        } else {
            BigDecimal d = decimalAt(p);
            try {
                v = d.intValueExact();
            } catch (ArithmeticException e) {
                throw failure(d + " is not an int", p);
            }
        }
        took(p);
        return (int) v;
    }

    @Override
    public boolean nextIsPlainLong() {
        checkOpen();
        if (atEnd() || atName()) return false;
        int p = pos;
        return isIntegerType(b[p] & 0xff) && !isBigUnsigned(p);
    }

    @Override
    public double nextDouble() {
        int p = numberAt("a double");
        int t = b[p] & 0xff;
        double v;
        if (t == VPack.DOUBLE) v = Double.longBitsToDouble(VPack.readUInt(b, p + 1, 8));
        else if (isIntegerType(t) && !isBigUnsigned(p)) v = integerAt(p);
        else v = decimalAt(p).doubleValue();
        took(p);
        return v;
    }

    @Override
    public float nextFloat() {
        int p = numberAt("a float");
        int t = b[p] & 0xff;
        float v;
        if (t == VPack.DOUBLE) v = (float) Double.longBitsToDouble(VPack.readUInt(b, p + 1, 8));
        else if (isIntegerType(t) && !isBigUnsigned(p)) v = integerAt(p); // one rounding from the exact long
        else v = decimalAt(p).floatValue();
        took(p);
        return v;
    }

    @Override
    public BigInteger nextBigInteger() {
        int p = numberAt("an integer");
        BigDecimal d = decimalAt(p);
        BigInteger v;
        try {
            v = d.toBigIntegerExact();
        } catch (ArithmeticException e) {
            throw failure(d + " is not an integer", p);
        }
        took(p);
        return v;
    }

    @Override
    public BigDecimal nextBigDecimal() {
        int p = numberAt("a decimal number");
        BigDecimal v = decimalAt(p);
        took(p);
        return v;
    }

    @Override
    public JsonNumber nextNumber() {
        int p = numberAt("a number");
        int t = b[p] & 0xff;
        JsonNumber v;
        if (t == VPack.DOUBLE) v = doubleNumber(p);
        else if (isIntegerType(t) && !isBigUnsigned(p)) v = JsonNumber.of(integerAt(p));
        else v = JsonNumber.of(decimalAt(p));
        took(p);
        return v;
    }

    // ---------------------------------------------------------------- whole values

    /** One step over the value's bytes, which the slice's validation has seen (or the reader checks now). */
    @Override
    public void skipValue() {
        checkOpen();
        if (!atEnd() && atName()) skipName();
        int p = valueAt("a value");
        checkWhole(p);
        took(p);
    }

    @Override
    public void copyTo(JsonSink sink) {
        checkOpen();
        if (!atEnd() && atName()) sink.name(nextName());
        int p = valueAt("a value");
        checkWhole(p);
        try {
            SliceCopier.copy(b, p, sink, limits);
        } catch (JsonException e) {
            if (e.path() != null) throw e; // the sink's own, already placed
            throw withPath(e); // the copier's (a value with no JSON form, a number limit): the path of the copied value
        }
        took(p);
    }

    // ---------------------------------------------------------------- where

    @Override
    public String path() {
        StringBuilder s = new StringBuilder("$");
        for (int d = 1; d <= depth; d++) {
            if (d < depth ? object[d] : inObject) {
                if (keys[d] != null) s.append('.').append(keys[d]);
            } else {
                // an enclosing level's open element was counted when it began: it is the one before
                s.append('[').append(d < depth ? index[d] - 1 : items).append(']');
            }
        }
        return s.toString();
    }

    /** The byte offset of the value most recently peeked or read (VelocyPack has no lines). */
    @Override
    public JsonLocation location() { return new JsonLocation(last, -1, -1); }

    @Override
    public ReadLimits limits() { return limits; }

    @Override
    public int depth() { return depth; }

    @Override
    public JsonException error(String detail) {
        String path;
        if (justTook && depth > 0 && !inObject && items > 0) {
            items--; // the element just read, not the next one
            path = path();
            items++;
        } else {
            path = path();
        }
        return new JsonException(detail, last, -1, -1, path);
    }

    private JsonException failure(String detail, int at) {
        return new JsonException(detail, at, -1, -1, path());
    }

    private void checkOpen() {
        if (closed) throw new IllegalStateException("JsonReader is closed");
    }

    @Override
    public void close() { closed = true; }
}
