package dev.brisk.pack;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonSink;
import dev.brisk.json.ReadLimits;
import dev.brisk.pack.internal.Containers;
import dev.brisk.pack.internal.SliceCopier;
import dev.brisk.pack.internal.SliceValidator;
import dev.brisk.pack.internal.Utf8;
import dev.brisk.pack.internal.VPack;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * A read-only view of one VelocyPack value: navigates and reads without decoding the rest of
 * the document, so a document held as a slice costs about its bytes in heap.
 *
 * <p>The factories validate the whole value once (lengths, offsets, index tables, UTF-8, and
 * every {@link ReadLimits} limit: nesting depth, document size in bytes, token count of values
 * and names, string and name lengths in UTF-16 chars as in the JSON reader; number limits apply
 * when a BCD value is read) and throw a {@link JsonException} with the byte offset of the first
 * problem; afterwards every navigation is safe. Sub-slices share the bytes.
 * The caller must not change the bytes while slices over them are in use.
 *
 * <p>Object lookup {@link #get(String)} is a binary search over the sorted index table
 * (types 0x0b-0x0e); unsorted and compact objects are searched linearly. {@link #at(int)} is
 * O(1) for arrays with an index table or with items of equal size, linear for compact arrays.
 * When an object holds a name twice, {@code get} finds the first in index-table order (the
 * first written, for objects built by {@link PackBuilder}).
 *
 * <p>{@link #copyTo(JsonSink)} maps values JSON lacks as follows: UTC dates become their
 * millisecond integer, binary blobs a base64 string, BCD numbers their exact decimal value; an
 * unsigned integer above {@code Long.MAX_VALUE} arrives as a {@code BigInteger}. Illegal,
 * external, min/max key, custom and tagged values, and object keys that are attribute-table
 * integers, have no JSON form: copying them fails with a {@link JsonException} naming the type
 * and offset.
 */
public final class Slice {
    private final byte[] b;
    private final int pos;
    private final ReadLimits limits;

    private Slice(byte[] b, int pos, ReadLimits limits) {
        this.b = b;
        this.pos = pos;
        this.limits = limits;
    }

    /** A slice over the value that fills {@code bytes} exactly, checked with default limits. */
    public static Slice of(byte[] bytes) { return of(bytes, 0, bytes.length, ReadLimits.defaults()); }

    /** A slice over the value that fills {@code bytes[offset, offset+length)} exactly. */
    public static Slice of(byte[] bytes, int offset, int length) {
        return of(bytes, offset, length, ReadLimits.defaults());
    }

    /** As {@link #of(byte[], int, int)} with the given limits (all of them; see the class comment). */
    public static Slice of(byte[] bytes, int offset, int length, ReadLimits limits) {
        if (offset < 0 || length < 0 || offset > bytes.length - length) {
            throw new IndexOutOfBoundsException("offset " + offset + ", length " + length + ", array " + bytes.length);
        }
        SliceValidator.validate(bytes, offset, length, limits);
        return new Slice(bytes, offset, limits);
    }

    /**
     * A slice over the value that fills the buffer's remaining bytes. A heap buffer is viewed in
     * place; a direct buffer's bytes are copied once into a heap array (slices navigate arrays).
     * The buffer's position is not changed.
     */
    public static Slice of(ByteBuffer buffer) { return of(buffer, ReadLimits.defaults()); }

    /** As {@link #of(ByteBuffer)} with the given limits. */
    public static Slice of(ByteBuffer buffer, ReadLimits limits) {
        if (buffer.hasArray() && !buffer.isReadOnly()) {
            return of(buffer.array(), buffer.arrayOffset() + buffer.position(), buffer.remaining(), limits);
        }
        byte[] copy = new byte[buffer.remaining()];
        buffer.duplicate().get(copy);
        return of(copy, 0, copy.length, limits);
    }

    /** For the builder's own output, which is valid by construction. */
    static Slice trusted(byte[] bytes, int offset) { return new Slice(bytes, offset, ReadLimits.defaults()); }

    private Slice child(int p) { return new Slice(b, p, limits); }

    private int head() { return b[pos] & 0xff; }

    /** The kind of this value. */
    public SliceType type() { return SliceType.of(head()); }

    /** The number of bytes this value occupies, headers and index tables included. */
    public int byteSize() { return (int) VPack.byteSize(b, pos, b.length); }

    /** A copy of this value's bytes (a complete VelocyPack document). */
    public byte[] toByteArray() { return Arrays.copyOfRange(b, pos, pos + byteSize()); }

    /** The number of items of an array or members of an object. */
    public int size() {
        int t = head();
        if (!VPack.isArray(t) && !VPack.isObject(t)) throw mismatch("an array or object");
        return Containers.count(b, pos);
    }

    /** True for arrays. */
    public boolean isArray() { return VPack.isArray(head()); }

    /** True for objects. */
    public boolean isObject() { return VPack.isObject(head()); }

    /** True for null. */
    public boolean isNull() { return head() == VPack.NULL; }

    /** True for strings. */
    public boolean isString() { return VPack.isString(head()); }

    /** True for doubles, integers of every form and BCD numbers. */
    public boolean isNumber() {
        SliceType k = type();
        return k == SliceType.DOUBLE || k == SliceType.INT || k == SliceType.UINT || k == SliceType.SMALL_INT
                || k == SliceType.BCD;
    }

    /**
     * The value of member {@code name} of this object, or {@code null} when there is none.
     * Binary search over a sorted index table; an ASCII name is compared without encoding it.
     */
    public Slice get(String name) {
        int t = head();
        if (!VPack.isObject(t)) throw mismatch("an object");
        if (t == VPack.EMPTY_OBJECT) return null;
        if (t >= 0x0b && t <= 0x0e) {
            int n = Containers.count(b, pos);
            if (n > 1) return binarySearch(name, n);
        }
        return linearSearch(name);
    }

    private Slice binarySearch(String name, int n) {
        int lo = 0;
        int hi = n - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int k = Containers.indexed(b, pos, mid);
            if (!VPack.isString(b[k] & 0xff)) return linearSearch(name); // attribute-table keys break the order
            int c = Utf8.compare(b, VPack.stringStart(b, k), VPack.stringLength(b, k), name);
            if (c < 0) {
                lo = mid + 1;
            } else {
                if (c == 0) found = k; // keep going left: the first of equal names wins
                hi = mid - 1;
            }
        }
        return found < 0 ? null : child(found + (int) VPack.byteSize(b, found, b.length));
    }

    private Slice linearSearch(String name) {
        int q = Containers.dataStart(b, pos);
        int end = Containers.dataEnd(b, pos);
        while (q < end) {
            int v = q + (int) VPack.byteSize(b, q, end);
            if (VPack.isString(b[q] & 0xff)
                    && Utf8.compare(b, VPack.stringStart(b, q), VPack.stringLength(b, q), name) == 0) {
                return child(v);
            }
            q = v + (int) VPack.byteSize(b, v, end);
        }
        return null;
    }

    /** Item {@code index} of an array: O(1) unless the array is compact (0x13). */
    public Slice at(int index) {
        int t = head();
        if (!VPack.isArray(t)) throw mismatch("an array");
        int n = Containers.count(b, pos);
        if (index < 0 || index >= n) throw new IndexOutOfBoundsException("index " + index + ", size " + n);
        if (t >= 0x02 && t <= 0x05) {
            int ds = Containers.dataStart(b, pos);
            return child(ds + index * (int) VPack.byteSize(b, ds, b.length));
        }
        if (t >= 0x06 && t <= 0x09) return child(Containers.indexed(b, pos, index));
        int q = Containers.dataStart(b, pos);
        for (int i = 0; i < index; i++) q += (int) VPack.byteSize(b, q, b.length);
        return child(q);
    }

    /** The items of this array, in order. */
    public Iterable<Slice> elements() {
        if (!isArray()) throw mismatch("an array");
        return () -> new Walk<>(false) {
            @Override Slice make(int key, int value) { return child(value); }
        };
    }

    /** The members of this object in stored order (the order they were written in). */
    public Iterable<Member> members() {
        if (!isObject()) throw mismatch("an object");
        return () -> new Walk<>(true) {
            @Override Member make(int key, int value) { return new Member(child(key), child(value)); }
        };
    }

    /** One object member: its key (a string, or an attribute-table integer) and its value. */
    public record Member(Slice key, Slice value) {
        /** The key as a String; fails for attribute-table (integer) keys. */
        public String name() { return key.getString(); }
    }

    private abstract class Walk<T> implements Iterator<T> {
        private final boolean object;
        private int q = Containers.dataStart(b, pos);
        private final int end = Containers.dataEnd(b, pos);

        Walk(boolean object) {
            this.object = object;
            if (head() == VPack.EMPTY_ARRAY || head() == VPack.EMPTY_OBJECT) q = end;
        }

        abstract T make(int key, int value);

        @Override public boolean hasNext() { return q < end; }

        @Override public T next() {
            if (q >= end) throw new NoSuchElementException();
            int k = q;
            int v = object ? k + (int) VPack.byteSize(b, k, end) : k;
            q = v + (int) VPack.byteSize(b, v, end);
            return make(k, v);
        }
    }

    /** The boolean value. */
    public boolean getBoolean() {
        int t = head();
        if (t == VPack.TRUE) return true;
        if (t == VPack.FALSE) return false;
        throw mismatch("a boolean");
    }

    /** An integer of any form (small, signed, unsigned) that fits in a long. */
    public long getLong() {
        int t = head();
        if (t >= 0x30 && t <= 0x39) return t - 0x30;
        if (t >= 0x3a && t <= 0x3f) return t - 0x40;
        if (t >= 0x20 && t <= 0x27) return VPack.readInt(b, pos + 1, t - 0x1f);
        if (t >= 0x28 && t <= 0x2f) {
            long v = VPack.readUInt(b, pos + 1, t - 0x27);
            if (v < 0) throw new JsonException(Long.toUnsignedString(v) + " is out of long range", pos, -1, -1, null);
            return v;
        }
        throw mismatch("an integer");
    }

    /** An integer that fits in an int. */
    public int getInt() {
        long v = getLong();
        if (v != (int) v) throw new JsonException(v + " is out of int range", pos, -1, -1, null);
        return (int) v;
    }

    /** An integer of any form, exactly (unsigned 64-bit values included). */
    public BigInteger getBigInteger() {
        int t = head();
        if (t >= 0x28 && t <= 0x2f) {
            long v = VPack.readUInt(b, pos + 1, t - 0x27);
            return v >= 0 ? BigInteger.valueOf(v) : new BigInteger(Long.toUnsignedString(v));
        }
        return BigInteger.valueOf(getLong());
    }

    /** A double, or the nearest double to an integer or BCD value. */
    public double getDouble() {
        int t = head();
        if (t == VPack.DOUBLE) return Double.longBitsToDouble(VPack.readUInt(b, pos + 1, 8));
        if (t >= 0x28 && t <= 0x2f) {
            long v = VPack.readUInt(b, pos + 1, t - 0x27);
            return v >= 0 ? v : getBigInteger().doubleValue();
        }
        if (t >= 0xc8 && t <= 0xd7) return getBigDecimal().doubleValue();
        if (t >= 0x20 && t <= 0x3f) return getLong();
        throw mismatch("a number");
    }

    /** Any number exactly: BCD decimals, integers, and doubles (by their shortest decimal form). */
    public BigDecimal getBigDecimal() {
        int t = head();
        if (t >= 0xc8 && t <= 0xd7) return SliceCopier.bcd(b, pos, limits);
        if (t == VPack.DOUBLE) {
            double d = getDouble();
            if (Double.isNaN(d) || Double.isInfinite(d)) throw new JsonException(d + " has no decimal value", pos, -1, -1, null);
            return new BigDecimal(Double.toString(d));
        }
        return new BigDecimal(getBigInteger());
    }

    /** A UTC date as milliseconds since the epoch. */
    public long getUtcDate() {
        if (head() != VPack.UTC_DATE) throw mismatch("a UTC date");
        return VPack.readUInt(b, pos + 1, 8);
    }

    /** The string value, decoded. */
    public String getString() {
        if (!isString()) throw mismatch("a string");
        return new String(b, VPack.stringStart(b, pos), VPack.stringLength(b, pos), StandardCharsets.UTF_8);
    }

    /** The length of the string in UTF-8 bytes, read from its header. */
    public int getStringLength() {
        if (!isString()) throw mismatch("a string");
        return VPack.stringLength(b, pos);
    }

    /** A copy of a binary blob's bytes. */
    public byte[] getBinary() {
        int t = head();
        if (t < 0xc0 || t > 0xc7) throw mismatch("binary");
        int w = t - 0xbf;
        int len = (int) VPack.readUInt(b, pos + 1, w);
        return Arrays.copyOfRange(b, pos + 1 + w, pos + 1 + w + len);
    }

    /** The value inside any tags; this slice itself when it has none. */
    public Slice untagged() {
        int p = VPack.skipTags(b, pos);
        return p == pos ? this : child(p);
    }

    /** The outermost tag number of a tagged value. */
    public long tag() {
        int t = head();
        if (t == 0xee) return b[pos + 1] & 0xff;
        if (t == 0xef) return VPack.readUInt(b, pos + 1, 8);
        throw mismatch("a tagged value");
    }

    /** Pushes this value into {@code sink} (iteratively; see the class comment for the mapping). */
    public void copyTo(JsonSink sink) { SliceCopier.copy(b, pos, sink, limits); }

    /**
     * A {@link dev.brisk.json.JsonReader} over this value (the pull interface codecs read): the
     * same JSON view as {@link #copyTo}, paths and byte offsets in errors; the limits were
     * checked when the slice was made.
     */
    public dev.brisk.json.JsonReader reader() { return new SliceReader(b, pos, limits); }

    /**
     * A {@link dev.brisk.json.JsonReader} straight over the VelocyPack value that fills
     * {@code bytes[offset, offset+length)}, with no slice and no validation pass first: the
     * reader applies the checks and limits of {@link #of(byte[], int, int, ReadLimits)} as it
     * goes (each container's layout when it is entered, each name and scalar when it is read, a
     * skipped or copied value whole), with the same messages and byte offsets, so a document
     * read to its end is checked exactly as {@code of} checks it, and its bytes are looked at once.
     * For reading a document through once, as a codec does; use {@link #of} to navigate.
     *
     * @throws JsonException at once if the value does not fill the range or exceeds the document
     *     size limit; later, from the reader, at the first problem it reaches
     */
    public static dev.brisk.json.JsonReader readerOf(byte[] bytes, int offset, int length, ReadLimits limits) {
        if (offset < 0 || length < 0 || offset > bytes.length - length) {
            throw new IndexOutOfBoundsException("offset " + offset + ", length " + length + ", array " + bytes.length);
        }
        return SliceReader.checking(bytes, offset, length, limits);
    }

    /** Offset of this value in the underlying bytes. */
    public int offset() { return pos; }

    private JsonException mismatch(String expected) {
        return new JsonException("Expected " + expected + " but the value is " + type(), pos, -1, -1, null);
    }

    /** Equal when the two values have the same bytes. */
    @Override public boolean equals(Object o) {
        if (!(o instanceof Slice)) return false;
        Slice s = (Slice) o;
        int n = byteSize();
        return n == s.byteSize() && Arrays.equals(b, pos, pos + n, s.b, s.pos, s.pos + n);
    }

    @Override public int hashCode() {
        int h = 1;
        int n = byteSize();
        for (int i = 0; i < n; i++) h = 31 * h + b[pos + i];
        return h;
    }

    @Override public String toString() { return "Slice[" + type() + ", " + byteSize() + " bytes at " + pos + "]"; }
}
