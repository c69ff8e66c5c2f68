package dev.brisk.pack;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonSink;
import dev.brisk.json.Names;
import dev.brisk.json.internal.DoubleParser;
import dev.brisk.json.internal.NumberGrammar;
import dev.brisk.json.internal.PlainNumbers;
import dev.brisk.json.internal.RewindableSink;
import dev.brisk.json.internal.RewindableSinks;
import dev.brisk.pack.internal.KeySort;
import dev.brisk.pack.internal.NumberText;
import dev.brisk.pack.internal.Utf8;
import dev.brisk.pack.internal.VPack;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A {@link JsonSink} that builds one compact VelocyPack document, byte-compatible with ArangoDB.
 *
 * <p>Layout choices: integers -6..9 in the type byte, other non-negative integers as unsigned and
 * negative ones as signed integers of the fewest bytes; strings short (0x40-0xbe) up to 126
 * bytes; arrays whose items all have the same byte size without index table (0x02-0x05), and
 * so are arrays of integers of mixed sizes, every item then at the width of the widest (the only
 * place an integer takes more than its fewest bytes), when that is strictly smaller than the
 * layout below (an index table costs 1-8 bytes per item); other containers either compact (0x13 / 0x14: smallest, but read linearly) when they have at
 * most {@link #compactLimit(int) compactLimit} members (default 8, where a linear scan costs no
 * more than a binary search), or with an index table (arrays 0x06-0x09, objects 0x0b-0x0e sorted
 * by the unsigned bytes of the names, as ArangoDB sorts them); every byte length, count and
 * offset uses the fewest bytes that hold it. Members stay in the order they were written: only
 * the index table is sorted.
 *
 * <p>Numbers (the JSON mapping): integer values and integer text (no fraction, no exponent)
 * within int64 or uint64 become integers; every other number becomes a double (nearest value),
 * and one beyond the double range is an error. {@code float}s are widened through their shortest
 * decimal form, so {@code 0.1f} is stored as the double {@code 0.1}.
 *
 * <p>Growth doubles the buffer; a document larger than a Java array can hold fails with a
 * {@link JsonException} instead of corrupting anything. Not thread-safe; {@link #reset()} reuses
 * the buffer.
 */
public final class PackBuilder implements JsonSink {
    static {
        RewindableSinks.register(PackBuilder.class, sink -> ((PackBuilder) sink).rewindable);
    }

    private static final int HEADER = 9; // room reserved before items: type + 8 bytes

    private byte[] buf;
    private int pos;
    private int[] starts = new int[16];
    private int[] firstMember = new int[16];
    private boolean[] isObject = new boolean[16];
    private boolean[] expectName = new boolean[16];
    private int depth;
    private int[] members = new int[64];
    private int[] memberGaps = new int[64]; // gapTotal when each member started (see gapTotal)
    private int memberCount;
    // A closed container's header is written at its start and the unused part of the room
    // reserved for it is left as a gap, so that its body is not moved again at each enclosing
    // level (quadratic in the depth); the gaps are squeezed out in one pass when the top-level
    // value closes. Every gap made while a member is written lies inside that member, so the
    // size a member will have is its span minus the growth of gapTotal over it.
    private int[] gapAtOpen = new int[16];
    private int gapTotal;
    private long[] gaps = new long[16]; // position << 3 | length, in the order made
    private int gapCount;
    private int[] sortedAt = new int[0];
    private int[] sortedGap = new int[0];
    /** Bytes of container bodies moved so far (not API: for tests that the work is linear). */
    long bytesMoved;
    private boolean complete;
    private int compactLimit = 8;
    private final KeySort keySort = new KeySort();
    private final long[] scratch = new long[1];
    private long[] ints = new long[0]; // the values of an integer array being made uniform
    private int intType;

    /** A builder with a 256-byte initial buffer. */
    public PackBuilder() { this(256); }

    /** A builder whose buffer starts at {@code initialCapacity} bytes. */
    public PackBuilder(int initialCapacity) { buf = new byte[Math.max(16, initialCapacity)]; }

    /**
     * Containers with at most {@code members} items use the compact form (no index table);
     * 0 gives every container an index table (fastest lookup), {@link Integer#MAX_VALUE} makes
     * every document as small as possible. Default 8.
     */
    public PackBuilder compactLimit(int members) {
        if (members < 0) throw new IllegalArgumentException("compactLimit must be >= 0: " + members);
        this.compactLimit = members;
        return this;
    }

    /** Forgets the document, keeping the buffer. */
    public PackBuilder reset() {
        pos = 0;
        depth = 0;
        memberCount = 0;
        gapTotal = 0;
        gapCount = 0;
        complete = false;
        return this;
    }

    /**
     * For {@code JsonReader.copyTo} (found through {@link RewindableSinks}): a mark only before
     * the top-level value, where going back is a {@link #reset()} (-1 elsewhere); decimals become
     * doubles here, as {@link #numberText(byte[], int, int)} makes them.
     */
    private final RewindableSink rewindable = new RewindableSink() {
        @Override public long mark() { return depth == 0 && !complete && pos == 0 ? 0 : -1; }

        @Override public void rewind(long mark) { reset(); }

        @Override public boolean takesDecimalsAsDoubles() { return true; }
    };

    /** True once one complete top-level value has been written. */
    public boolean isComplete() { return complete; }

    /** The document's bytes (a copy). */
    public byte[] toByteArray() {
        requireComplete();
        return Arrays.copyOf(buf, pos);
    }

    /** A slice over the document (over a copy of the bytes; later writes do not affect it). */
    public Slice slice() { return Slice.trusted(toByteArray(), 0); }

    /** Size in bytes of the finished document. */
    public int size() {
        requireComplete();
        return pos;
    }

    private void requireComplete() {
        if (!complete) throw new JsonException("The VelocyPack document is not complete", null);
    }

    // ---------------------------------------------------------------- structure

    private void beforeValue() {
        if (depth == 0) {
            if (complete) throw new JsonException("A VelocyPack document holds one top-level value; call reset() first", null);
            return;
        }
        int top = depth - 1;
        if (isObject[top]) {
            if (expectName[top]) throw new JsonException("Object member value without a name", null);
            expectName[top] = true;
        } else {
            addMember(pos);
        }
    }

    private void afterValue() {
        if (depth == 0) {
            if (gapCount > 0) squeezeGaps();
            complete = true;
        }
    }

    private void addMember(int at) {
        if (memberCount == members.length) {
            members = Arrays.copyOf(members, memberCount * 2);
            memberGaps = Arrays.copyOf(memberGaps, memberCount * 2);
        }
        memberGaps[memberCount] = gapTotal;
        members[memberCount++] = at;
    }

    /** Leaves {@code length} unused bytes at {@code at} (0-7), squeezed out by {@link #squeezeGaps()}. */
    private void addGap(int at, int length) {
        if (length == 0) return;
        if (gapCount == gaps.length) gaps = Arrays.copyOf(gaps, gapCount * 2);
        gaps[gapCount++] = (long) at << 3 | length;
        gapTotal += length;
    }

    /** Moves every byte after a gap back over it, once: linear in the document. */
    private void squeezeGaps() {
        Arrays.sort(gaps, 0, gapCount);
        int to = (int) (gaps[0] >>> 3);
        for (int i = 0; i < gapCount; i++) {
            int from = (int) (gaps[i] >>> 3) + (int) (gaps[i] & 7);
            int end = i + 1 < gapCount ? (int) (gaps[i + 1] >>> 3) : pos;
            System.arraycopy(buf, from, buf, to, end - from);
            bytesMoved += end - from;
            to += end - from;
        }
        pos = to;
        gapCount = 0;
        gapTotal = 0;
    }

    /** The size member {@code i} (an index into members) will have once the gaps are gone. */
    private int memberSize(int i, int last) {
        int end = i + 1 < last ? members[i + 1] : pos;
        int endGap = i + 1 < last ? memberGaps[i + 1] : gapTotal;
        return end - members[i] - (endGap - memberGaps[i]);
    }

    private void open(boolean object) {
        beforeValue();
        if (depth == starts.length) {
            int n = depth * 2;
            starts = Arrays.copyOf(starts, n);
            firstMember = Arrays.copyOf(firstMember, n);
            isObject = Arrays.copyOf(isObject, n);
            expectName = Arrays.copyOf(expectName, n);
            gapAtOpen = Arrays.copyOf(gapAtOpen, n);
        }
        ensure(HEADER);
        starts[depth] = pos;
        firstMember[depth] = memberCount;
        gapAtOpen[depth] = gapTotal;
        isObject[depth] = object;
        expectName[depth] = object;
        depth++;
        pos += HEADER;
    }

    @Override public void beginObject() { open(true); }

    @Override public void beginArray() { open(false); }

    @Override public void endObject() { close(true); }

    @Override public void endArray() { close(false); }

    private void close(boolean object) {
        if (depth == 0 || isObject[depth - 1] != object) {
            throw new JsonException("end" + (object ? "Object" : "Array") + " without a matching begin", null);
        }
        int top = depth - 1;
        if (object && !expectName[top]) throw new JsonException("Object member name without a value", null);
        int start = starts[top];
        int first = firstMember[top];
        int n = memberCount - first;
        int dataLen = pos - start - HEADER - (gapTotal - gapAtOpen[top]); // without the gaps inside
        depth--;
        if (n == 0) {
            buf[start] = (byte) (object ? VPack.EMPTY_OBJECT : VPack.EMPTY_ARRAY);
            pos = start + 1;
        } else if (!object && sameSizes(first, n)) {
            closeUniform(start, dataLen);
        } else if (!object && uniformIntegersSmaller(start, first, n)) {
            closeUniformIntegers(start, n);
        } else if (n <= compactLimit) {
            closeCompact(start, n, object, dataLen);
        } else {
            closeIndexed(start, first, n, object, dataLen);
        }
        memberCount = first;
        afterValue();
    }

    /**
     * For an array of integers of mixed byte sizes: whether writing them all at the width of the
     * widest (an array without index table, O(1) access) is strictly smaller than the layout
     * chosen otherwise (compact, or indexed: an index table costs 1-8 bytes per item, more than
     * widening a few small values). Leaves the values in {@link #ints} and the item type byte in
     * {@link #intType}. Number arrays (coordinates, indices) are where this matters.
     */
    private boolean uniformIntegersSmaller(int start, int first, int n) {
        if (ints.length < n) ints = new long[Math.max(n, 2 * ints.length)];
        boolean negative = false;
        boolean huge = false; // a uint64 above Long.MAX_VALUE: no signed width holds it
        int unsignedBytes = 1;
        int signedBytes = 1;
        for (int i = 0; i < n; i++) {
            int p = members[first + i];
            int t = buf[p] & 0xff;
            long v;
            if (t >= 0x30 && t <= 0x39) v = t - 0x30;
            else if (t >= 0x3a && t <= 0x3f) v = t - 0x40;
            else if (t >= 0x28 && t <= 0x2f) v = VPack.readUInt(buf, p + 1, t - 0x27);
            else if (t >= 0x20 && t <= 0x27) v = VPack.readInt(buf, p + 1, t - 0x1f);
            else return false;
            ints[i] = v;
            if (t >= 0x28 && t <= 0x2f && v < 0) {
                huge = true;
                unsignedBytes = 8;
                continue;
            }
            if (v < 0) negative = true;
            else unsignedBytes = Math.max(unsignedBytes, (64 - Long.numberOfLeadingZeros(v) + 7) / 8);
            signedBytes = Math.max(signedBytes, (64 - Long.numberOfLeadingZeros(v < 0 ? ~v : v) + 1 + 7) / 8);
        }
        if (negative && huge) return false;
        int k = negative ? signedBytes : unsignedBytes;
        intType = negative ? 0x1f + k : 0x27 + k;
        long items = (long) n * (1 + k);
        boolean zero = (ints[0] & 0xff) == 0;
        int w = 1;
        while (!fits(uniformSize(w, items, zero), w)) w *= 2;
        long uniform = uniformSize(w, items, zero);
        int dataLen = pos - start - HEADER;
        long other;
        if (n <= compactLimit) {
            long body = (long) dataLen + VPack.varintSize(n); // as closeCompact sizes it
            int vlen = 1;
            while (VPack.varintSize(1 + vlen + body) > vlen) vlen++;
            other = 1 + vlen + body;
        } else {
            int iw = 1;
            while (!fits(indexedSize(iw, dataLen, n), iw)) iw *= 2;
            other = indexedSize(iw, dataLen, n);
        }
        return uniform < other;
    }

    /** Writes the array from {@link #ints} as items of type {@link #intType}, all the same size. */
    private void closeUniformIntegers(int start, int n) {
        int k = intType >= 0x28 ? intType - 0x27 : intType - 0x1f;
        long items = (long) n * (1 + k);
        boolean zero = (ints[0] & 0xff) == 0;
        int w = 1;
        while (!fits(uniformSize(w, items, zero), w)) w *= 2;
        long total = uniformSize(w, items, zero);
        checkSize(total);
        if (start + total > pos) ensure(start + total - pos);
        buf[start] = (byte) (0x02 + log2(w));
        VPack.writeUInt(buf, start + 1, total, w);
        int p = start + 1 + w;
        if (padded(w, zero)) {
            VPack.writeUInt(buf, p, 0, 4);
            p += 4;
        }
        byte type = (byte) intType;
        for (int i = 0; i < n; i++) {
            buf[p] = type;
            VPack.writeUInt(buf, p + 1, ints[i], k);
            p += 1 + k;
        }
        pos = p;
    }

    private boolean sameSizes(int first, int n) {
        int last = first + n;
        int size = memberSize(first, last);
        for (int i = first + 1; i < last; i++) {
            if (memberSize(i, last) != size) return false;
        }
        return true;
    }

    private void closeUniform(int start, int dataLen) {
        // the first item's second byte (see padded); an item of one byte has none, and the byte
        // past it may be past the buffer (only a 4-byte length pads, which one byte never needs)
        boolean zero = dataLen > 1 && buf[start + HEADER + 1] == 0;
        int w = 1;
        while (!fits(uniformSize(w, dataLen, zero), w)) w *= 2;
        long total = uniformSize(w, dataLen, zero);
        checkSize(total);
        buf[start] = (byte) (0x02 + log2(w));
        VPack.writeUInt(buf, start + 1, total, w);
        if (padded(w, zero)) {
            VPack.writeUInt(buf, start + 5, 0, 4); // the items stay where they are, at start + 9
        } else {
            addGap(start + 1 + w, HEADER - 1 - w);
        }
    }

    /**
     * Whether an array without index table (0x02-0x05) starts its items after zero padding at
     * offset 9. The spec puts them right after the byte length when the byte there is not zero
     * (item type bytes never are), but com.arangodb:velocypack 3.1.0 looks one byte too far for
     * 4-byte lengths (0x04: it tests byte 6, not 5) and so misreads items whose second byte is
     * zero (the double 1.0, a uint 256). Padding reads the same in both, and in ArangoDB.
     */
    private static boolean padded(int w, boolean secondByteZero) { return w == 4 && secondByteZero; }

    private static long uniformSize(int w, long dataLen, boolean secondByteZero) {
        return 1L + w + dataLen + (padded(w, secondByteZero) ? 4 : 0);
    }

    private void closeCompact(int start, int n, boolean object, int dataLen) {
        int nlen = VPack.varintSize(n);
        long body = (long) dataLen + nlen;
        int vlen = 1;
        while (VPack.varintSize(1 + vlen + body) > vlen) vlen++;
        long total = 1 + vlen + body;
        checkSize(total);
        buf[start] = (byte) (object ? VPack.COMPACT_OBJECT : VPack.COMPACT_ARRAY);
        long v = total;
        for (int i = 0; i < vlen; i++) {
            buf[start + 1 + i] = (byte) ((v & 0x7f) | (i < vlen - 1 ? 0x80 : 0));
            v >>>= 7;
        }
        addGap(start + 1 + vlen, HEADER - 1 - vlen);
        ensure(nlen);
        int end = pos + nlen;
        // the count is stored backwards: least significant 7 bits in the last byte
        long c = n;
        for (int i = 0; i < nlen; i++) {
            buf[end - 1 - i] = (byte) ((c & 0x7f) | (i < nlen - 1 ? 0x80 : 0));
            c >>>= 7;
        }
        pos = end;
    }

    private void closeIndexed(int start, int first, int n, boolean object, int dataLen) {
        int w = 1;
        while (!fits(indexedSize(w, dataLen, n), w)) w *= 2;
        long total = indexedSize(w, dataLen, n);
        checkSize(total);
        ensure((long) n * w + 9);
        int headerLen = w < 8 ? 1 + 2 * w : HEADER;
        // member offsets as they will be once the gaps inside are squeezed out
        int base = start + HEADER;
        int openGap = gapAtOpen[depth];
        if (object) {
            // the sort permutes positions only: keep each one's gap count findable by position
            if (sortedAt.length < n) {
                sortedAt = new int[Math.max(n, 2 * sortedAt.length)];
                sortedGap = new int[sortedAt.length];
            }
            System.arraycopy(members, first, sortedAt, 0, n);
            System.arraycopy(memberGaps, first, sortedGap, 0, n);
            keySort.sort(buf, members, first, n);
        }
        buf[start] = (byte) ((object ? 0x0b : 0x06) + log2(w));
        VPack.writeUInt(buf, start + 1, total, w);
        if (w < 8) VPack.writeUInt(buf, start + 1 + w, n, w);
        addGap(start + headerLen, HEADER - headerLen);
        int table = pos;
        for (int i = 0; i < n; i++) {
            int at = members[first + i];
            int gapsBefore = object ? sortedGap[Arrays.binarySearch(sortedAt, 0, n, at)] : memberGaps[first + i];
            VPack.writeUInt(buf, table + i * w, headerLen + (at - base) - (gapsBefore - openGap), w);
        }
        pos = table + n * w;
        if (w == 8) {
            VPack.writeUInt(buf, pos, n, 8);
            pos += 8;
        }
    }

    private static long indexedSize(int w, long dataLen, long n) {
        return w < 8 ? 1 + 2L * w + dataLen + n * w : 1 + 8 + dataLen + n * 8 + 8;
    }

    private static boolean fits(long total, int w) { return w == 8 || total < (1L << (8 * w)); }

    private static int log2(int w) { return Integer.numberOfTrailingZeros(w); }

    private static void checkSize(long total) {
        if (total > VPack.MAX_DOCUMENT) {
            throw new JsonException("VelocyPack document exceeds the largest Java array (" + VPack.MAX_DOCUMENT + " bytes)", null);
        }
    }

    /** Makes room for {@code more} bytes after pos, doubling the buffer. */
    private void ensure(long more) {
        long need = pos + more;
        if (need <= buf.length) return;
        checkSize(need);
        long cap = Math.max(need, Math.min((long) buf.length * 2, VPack.MAX_DOCUMENT));
        buf = Arrays.copyOf(buf, (int) cap);
    }

    // ---------------------------------------------------------------- names and strings

    @Override public void name(String name) {
        startName();
        writeString(name);
    }

    @Override public void name(byte[] utf8, int offset, int length) {
        startName();
        writeString(utf8, offset, length);
    }

    /** A prepared name: its UTF-8 bytes copied, no String encoded. */
    @Override public void name(Names names, int index) {
        startName();
        int length = names.utf8Length(index);
        stringHeader(length);
        pos = names.copyUtf8(index, buf, pos);
    }

    private void startName() {
        if (depth == 0 || !isObject[depth - 1]) throw new JsonException("name() outside an object", null);
        int top = depth - 1;
        if (!expectName[top]) throw new JsonException("Two names in a row without a value", null);
        expectName[top] = false;
        addMember(pos);
    }

    @Override public void stringValue(String value) {
        beforeValue();
        writeString(value);
        afterValue();
    }

    @Override public void stringValue(byte[] utf8, int offset, int length) {
        beforeValue();
        writeString(utf8, offset, length);
        afterValue();
    }

    private void writeString(String s) {
        int chars = s.length();
        ensure(9 + Utf8.maxEncodedLength(s));
        int at = chars <= 42 ? pos + 1 : pos + 9; // 42 chars take at most 126 bytes: short form
        int end = Utf8.encode(s, buf, at);
        if (end < 0) throw new JsonException("String has a lone surrogate at index " + (-end - 1), null);
        int len = end - at;
        if (len <= 126) {
            if (at != pos + 1) System.arraycopy(buf, at, buf, pos + 1, len);
            buf[pos] = (byte) (0x40 + len);
            pos += 1 + len;
        } else {
            buf[pos] = (byte) VPack.LONG_STRING;
            VPack.writeUInt(buf, pos + 1, len, 8);
            pos = end;
        }
    }

    private void writeString(byte[] utf8, int offset, int length) {
        stringHeader(length);
        System.arraycopy(utf8, offset, buf, pos, length);
        pos += length;
    }

    /** The header of a string of {@code length} bytes, with room made for the bytes after it. */
    private void stringHeader(int length) {
        ensure(9L + length);
        if (length <= 126) {
            buf[pos++] = (byte) (0x40 + length);
        } else {
            buf[pos] = (byte) VPack.LONG_STRING;
            VPack.writeUInt(buf, pos + 1, length, 8);
            pos += 9;
        }
    }

    // ---------------------------------------------------------------- scalars

    @Override public void booleanValue(boolean value) { single(value ? VPack.TRUE : VPack.FALSE); }

    @Override public void nullValue() { single(VPack.NULL); }

    private void single(int type) {
        beforeValue();
        ensure(1);
        buf[pos++] = (byte) type;
        afterValue();
    }

    @Override public void numberValue(long value) {
        beforeValue();
        writeLong(value);
        afterValue();
    }

    private void writeLong(long v) {
        ensure(9);
        if (v >= -6 && v <= 9) {
            buf[pos++] = (byte) (v >= 0 ? 0x30 + v : 0x40 + v);
        } else if (v > 0) {
            int k = (64 - Long.numberOfLeadingZeros(v) + 7) / 8;
            buf[pos] = (byte) (0x27 + k);
            VPack.writeUInt(buf, pos + 1, v, k);
            pos += 1 + k;
        } else {
            // bytes needed for two's complement: significant bits of ~v plus the sign bit
            int k = (64 - Long.numberOfLeadingZeros(~v) + 1 + 7) / 8;
            buf[pos] = (byte) (0x1f + k);
            VPack.writeUInt(buf, pos + 1, v, k);
            pos += 1 + k;
        }
    }

    private void writeUnsigned(long bits) {
        ensure(9);
        buf[pos] = (byte) 0x2f;
        VPack.writeUInt(buf, pos + 1, bits, 8);
        pos += 9;
    }

    @Override public void numberValue(double value) {
        beforeValue();
        writeDouble(value);
        afterValue();
    }

    private void writeDouble(double d) {
        ensure(9);
        buf[pos] = (byte) VPack.DOUBLE;
        VPack.writeUInt(buf, pos + 1, Double.doubleToRawLongBits(d), 8);
        pos += 9;
    }

    @Override public void numberValue(float value) {
        numberValue(Float.isFinite(value) ? Double.parseDouble(Float.toString(value)) : (double) value);
    }

    @Override public void numberValue(BigInteger value) {
        beforeValue();
        if (value.bitLength() <= 63) {
            writeLong(value.longValue());
        } else if (value.signum() > 0 && value.bitLength() <= 64) {
            writeUnsigned(value.longValue());
        } else {
            writeFiniteDouble(value.doubleValue(), value.toString());
        }
        afterValue();
    }

    @Override public void numberValue(BigDecimal value) {
        if (value.scale() == 0) {
            numberValue(value.unscaledValue());
        } else {
            beforeValue();
            writeFiniteDouble(value.doubleValue(), value.toString());
            afterValue();
        }
    }

    private void writeFiniteDouble(double d, String text) {
        if (Double.isInfinite(d)) throw new JsonException("Number " + abbreviate(text) + " is beyond the range of a double", null);
        writeDouble(d);
    }

    private static String abbreviate(String s) { return s.length() <= 40 ? s : s.substring(0, 37) + "..."; }

    @Override public void numberText(String text) {
        if (!NumberGrammar.isValid(text)) throw new JsonException("Not a JSON number: " + abbreviate(text), null);
        beforeValue();
        if (NumberText.isInteger(text)) {
            int kind = NumberText.integer(text, scratch);
            if (kind == NumberText.SIGNED) {
                writeLong(scratch[0]);
                afterValue();
                return;
            }
            if (kind == NumberText.UNSIGNED) {
                writeUnsigned(scratch[0]);
                afterValue();
                return;
            }
        }
        writeFiniteDouble(Double.parseDouble(text), text);
        afterValue();
    }

    /** Text the caller has validated (the {@link JsonSink} contract): parsed in place, no String. */
    @Override public void numberText(byte[] ascii, int offset, int length) {
        long v = PlainNumbers.integer(ascii, offset, offset + length);
        if (v != PlainNumbers.NOT_PLAIN) {
            numberValue(v);
        } else if (length <= 18 || NumberText.isDecimal(ascii, offset, length)) { // short: not an integer
            double d = DoubleParser.parseDouble(ascii, offset, offset + length);
            if (Double.isInfinite(d)) {
                numberText(new String(ascii, offset, length, StandardCharsets.ISO_8859_1)); // names the number in the error
                return;
            }
            numberValue(d);
        } else {
            numberText(new String(ascii, offset, length, StandardCharsets.ISO_8859_1)); // long integers: uint64 or beyond
        }
    }

    // ---------------------------------------------------------------- VelocyPack-only values

    /** A binary blob (0xc0-0xc7, fewest length bytes). */
    public void binaryValue(byte[] data, int offset, int length) {
        beforeValue();
        ensure(9L + length);
        int k = length <= 0xff ? 1 : length <= 0xffff ? 2 : 4;
        buf[pos] = (byte) (0xbf + k);
        VPack.writeUInt(buf, pos + 1, length, k);
        System.arraycopy(data, offset, buf, pos + 1 + k, length);
        pos += 1 + k + length;
        afterValue();
    }
}
