package dev.brisk.pack;

import dev.brisk.json.BytesCursor;
import dev.brisk.json.JsonReader;
import dev.brisk.json.Names;
import dev.brisk.json.ReadLimits;
import dev.brisk.json.ValueCursor;
import dev.brisk.json.internal.Utf8;
import dev.brisk.pack.internal.VPack;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The {@link ValueCursor} over one VelocyPack document in a byte array: the fast way in for
 * {@code Brisk.readVelocyPack}, read by the codecs' {@code readValues} as MessagePack and trees
 * are. Names are matched against a {@link Names} set by their UTF-8 bytes in place, numbers and
 * strings are taken from the bytes straight.
 *
 * <p>Nothing is validated ahead: each piece is checked as the cursor reaches it, with the checks
 * the validating reader ({@link Slice#readerOf(byte[], int, int, ReadLimits)}) makes, as tests
 * that give up rather than throw. A container's header when it is entered (byte length within
 * the enclosing one, counts, where its items and index table lie), each item as it is begun
 * (within the items' range, the declared count not passed, an indexed array's table entry
 * pointing at it, a uniform array's items all of one size), and at its end the rest (the items
 * tile the range exactly, as many as declared, an object's index table listing each member once
 * and, for a sorted one, in key order); keys and strings valid UTF-8, skipped values whole. So it
 * reads a document only if that reader reads it too, and then the same values.
 *
 * <p>It gives up ({@link #failed()}) on anything that reader would convert or refuse, and the
 * caller reads the document again through it, which gives the value or the exact error: binary
 * blobs, BCD numbers, UTC dates, tagged and custom values and the rest of the non-JSON types
 * (skipped ones too), keys that are no string, a double read as an integer, a uint64 beyond
 * {@code Long.MAX_VALUE}, invalid UTF-8, and any limit that might be exceeded. The
 * {@link ReadLimits} are checked no less strictly than there: depth (and at most {@link
 * BytesCursor#MAX_DEPTH}, as codecs recurse per level), string and name lengths by UTF-8 bytes
 * (the reader counts chars, never more), the token count (values and names) and the document
 * size.
 *
 * <p>Not thread-safe: one document on one thread at a time (a mapper pools them).
 */
public final class VPackValueCursor extends ValueCursor {
    private static final byte[] NO_BYTES = new byte[0];
    private static final VarHandle LE_LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LE_INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LE_SHORTS = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);

    /** The open level's kind: items read in order and counted (compact, empty, a one-member object, the document). */
    private static final int LINEAR = 0;
    /** An array without index table: every item of the first one's byte size, not counted. */
    private static final int UNIFORM = 1;
    /** An array with an index table: each item's entry points at it. */
    private static final int INDEXED_ARRAY = 2;
    /** An object with an index table: the table lists each member once (checked at the end). */
    private static final int INDEXED_OBJECT = 3;
    /** As {@link #INDEXED_OBJECT}, and the table in key order. */
    private static final int SORTED_OBJECT = 4;

    /** Ints saved per enclosing level. */
    private static final int SAVED = 9;

    private final int maxDepth;
    private final int maxString;
    private final int maxName;
    private final long maxTokens;
    private final long maxDocument;

    private byte[] b = NO_BYTES;
    private boolean failed = true;
    /** Whether a value is due at {@link #pos}, which is then inside the open level's items. */
    private boolean pending;
    private long tokens;

    // the open level: its next item and the end of its items, what it is, how many items it
    // declares (a uniform array: their byte size, 0 until the first) and has begun, where it
    // starts and its index table lies (entries relative to the start, of `width` bytes)
    private int pos;
    private int stop;
    private boolean inObject;
    private int kind;
    private int count;
    private int seen;
    private int start;
    private int table;
    private int width;
    /** Where the open level's member starts begin in {@link #members} (indexed objects). */
    private int membersBase;
    private int depth;
    /** The enclosing levels, {@link #SAVED} ints each. */
    private int[] saved = new int[16 * SAVED];

    /** The member starts of the open indexed objects, innermost last, in the order reached. */
    private int[] members = new int[32];
    private int membersTop;
    private boolean[] listed = new boolean[32];
    /** The bits of {@link #listsEachMember}, all clear between calls. */
    private long[] bitmap = new long[4];

    /** The length of the string whose bytes {@link #strStart} found. */
    private int strLength;

    /** A cursor for documents read with {@code limits}, with no document yet: {@link #reset} gives it one. */
    public VPackValueCursor(ReadLimits limits) {
        this.maxDepth = Math.min(limits.maxDepth(), BytesCursor.MAX_DEPTH);
        this.maxString = limits.maxStringLength();
        this.maxName = limits.maxNameLength();
        this.maxTokens = limits.maxTokenCount();
        this.maxDocument = limits.maxDocumentSize();
    }

    /** Starts on the one VelocyPack value that must fill {@code bytes[offset, offset + length)}. */
    public VPackValueCursor reset(byte[] bytes, int offset, int length) {
        if (offset < 0 || length < 0 || offset > bytes.length - length) {
            throw new IndexOutOfBoundsException("offset " + offset + ", length " + length + ", array " + bytes.length);
        }
        b = bytes;
        pos = offset;
        stop = offset + length;
        // the document level holds the one value, which must fill it exactly, within the size limit
        failed = length == 0 || length > maxDocument || size(offset, stop) != length;
        pending = !failed;
        tokens = 0;
        inObject = false;
        kind = LINEAR;
        count = 1;
        seen = 1;
        depth = 0;
        membersTop = 0;
        membersBase = 0;
        return this;
    }

    @Override
    public boolean finish() {
        boolean read = !failed && depth == 0 && !pending && pos == stop && tokens <= maxTokens;
        failed = true;
        pending = false;
        b = NO_BYTES;
        pos = stop = depth = membersTop = 0;
        return read;
    }

    @Override
    public boolean failed() {
        return failed;
    }

    /** Gives up for good: with no value pending, no object open and no level at all, every later call returns at once. */
    @Override
    public void fail() {
        failed = true;
        pending = false;
        inObject = false;
        depth = 0;
    }

    // ---------------------------------------------------------------- sizes

    /**
     * The byte size of the JSON-typed value at {@code p}, its header read within {@code e} (the
     * size itself may pass {@code e}: callers check), or -1 for a value of any other type or a
     * header cut short or out of range (what the validator refuses, or what this cursor leaves
     * to the reader).
     */
    private long size(int p, int e) {
        if (p >= e) return -1;
        byte[] b = this.b;
        int t = b[p] & 0xff;
        if (t >= 0x30) {
            if (t < 0x40) return 1;
            if (t < VPack.LONG_STRING) return 1 + (t - 0x40);
            if (t == VPack.LONG_STRING) {
                if (e - p < 9) return -1;
                long n = VPack.readUInt(b, p + 1, 8);
                return n < 0 || n > Integer.MAX_VALUE ? -1 : 9 + n;
            }
            return -1;
        }
        if (t >= 0x20) return t < 0x28 ? t - 0x1f + 1 : t - 0x27 + 1;
        if (t == VPack.NULL || t == VPack.FALSE || t == VPack.TRUE) return 1;
        if (t == VPack.DOUBLE) return 9;
        if (t == VPack.EMPTY_ARRAY || t == VPack.EMPTY_OBJECT) return 1;
        if (t == VPack.COMPACT_ARRAY || t == VPack.COMPACT_OBJECT) {
            long bl = varint(p + 1, e);
            return bl < 3 ? -1 : bl;
        }
        if (t >= 0x02 && t <= 0x12) {
            int w = VPack.width(t);
            if (e - p <= w) return -1;
            long bl = VPack.readUInt(b, p + 1, w);
            return bl < 2 + w || bl > Integer.MAX_VALUE ? -1 : bl;
        }
        return -1;
    }

    /** A compact container's forward varint byte length at {@code p} (at most 8 bytes, within {@code e}); -1 if cut short or longer. */
    private long varint(int p, int e) {
        long v = 0;
        for (int i = 0; i < 8; i++) {
            if (p + i >= e) return -1;
            int x = b[p + i] & 0xff;
            v |= (long) (x & 0x7f) << (7 * i);
            if (x < 0x80) return v;
        }
        return -1;
    }

    // ---------------------------------------------------------------- structure

    @Override
    public void beginObject() {
        begin(true);
    }

    @Override
    public void beginArray() {
        begin(false);
    }

    /** Enters the object or array at the cursor: a small compact one in a few steps, any other layout through {@link #enter}. */
    private void begin(boolean object) {
        if (pending) {
            int p = pos;
            int t = b[p] & 0xff;
            if (t == (object ? VPack.COMPACT_OBJECT : VPack.COMPACT_ARRAY)) {
                enterCompact(p, object);
                return;
            }
            if (object ? VPack.isObject(t) : VPack.isArray(t)) {
                enter(object);
                return;
            }
        }
        fail();
    }

    /**
     * Enters the compact container at {@code p} whose byte length and item count take one byte
     * each (one under 128 bytes of under 128 items: nearly every small one) in a few steps;
     * any other goes through {@link #enter}, which checks the same things of every layout.
     */
    private void enterCompact(int p, boolean object) {
        byte[] b = this.b;
        int bl;
        int e;
        int c;
        // the length byte within the items, one byte long and at least a header; its end within them; the count byte (the last) one byte long
        if (stop - p > 1 && (bl = b[p + 1]) >= 3 && bl <= stop - p && (c = b[(e = p + bl) - 1]) >= 0 && depth < maxDepth) {
            tokens++;
            pending = false;
            push(e);
            pos = p + 2;
            stop = e - 1;
            inObject = object;
            kind = LINEAR;
            count = c; // one beyond the items fails at the end, as any wrong count does
            seen = 0;
            membersBase = membersTop;
            return;
        }
        enter(object);
    }

    /**
     * Enters the pending container (its type checked by the caller): its byte length within the
     * open level, its header as the validator checks it, and the level of its items opened; or
     * fails.
     */
    private void enter(boolean object) {
        int p = pos;
        long bl = size(p, stop);
        if (bl < 0 || bl > stop - p || depth >= maxDepth) {
            fail();
            return;
        }
        int e = p + (int) bl;
        byte[] b = this.b;
        int t = b[p] & 0xff;
        int from;
        int to;
        int k = LINEAR;
        int n = 0;
        int ib = 0;
        int w = 0;
        if (t == VPack.EMPTY_ARRAY || t == VPack.EMPTY_OBJECT) {
            from = to = e;
        } else if (t == VPack.COMPACT_ARRAY || t == VPack.COMPACT_OBJECT) {
            from = p + 1;
            while ((b[from] & 0x80) != 0) from++; // the byte length's varint, read whole by size()
            from++;
            if (from > e) {
                fail();
                return;
            }
            // the item count, stored backwards before the end, at most 8 bytes, not below the items
            long c = 0;
            int q = e;
            for (int i = 0; ; i++) {
                if (i == 8 || --q < from) {
                    fail();
                    return;
                }
                int x = b[q] & 0xff;
                c |= (long) (x & 0x7f) << (7 * i);
                if (x < 0x80) break;
            }
            if (c > e - p) {
                fail();
                return;
            }
            n = (int) c;
            to = q;
        } else {
            w = VPack.width(t);
            if (t <= 0x05) {
                int headerEnd = p + 1 + w;
                if (headerEnd > e) {
                    fail();
                    return;
                }
                from = VPack.dataStart(b, p, headerEnd, e);
                to = e;
                k = UNIFORM;
            } else {
                int headerEnd = w < 8 ? p + 1 + 2 * w : p + 9;
                int trailer = w == 8 ? 8 : 0;
                if (headerEnd + trailer > e) {
                    fail();
                    return;
                }
                long c = w < 8 ? VPack.readUInt(b, p + 1 + w, w) : VPack.readUInt(b, e - 8, 8);
                if (c <= 0 || c > bl || 3 * c > Integer.MAX_VALUE - 8) {
                    fail();
                    return;
                }
                n = (int) c;
                long indexBase = (long) e - trailer - c * w;
                if (object && n == 1) {
                    // a one-member object may go without its index table
                    from = VPack.dataStart(b, p, headerEnd, e - trailer);
                    to = oneMemberEnd(from, e - trailer);
                    if (to < 0 || to != e - trailer && (to != indexBase || VPack.readUInt(b, to, w) != from - p)) {
                        fail();
                        return;
                    }
                } else {
                    if (indexBase < headerEnd) {
                        fail();
                        return;
                    }
                    ib = (int) indexBase;
                    from = VPack.dataStart(b, p, headerEnd, ib);
                    to = ib;
                    k = !object ? INDEXED_ARRAY : t <= 0x0e ? SORTED_OBJECT : INDEXED_OBJECT;
                }
            }
        }
        tokens++;
        pending = false;
        push(e);
        pos = from;
        stop = to;
        inObject = object;
        kind = k;
        count = n;
        seen = 0;
        start = p;
        table = ib;
        width = w;
        membersBase = membersTop;
    }

    /** Where the one member at {@code q} ends, key and value within {@code e}; -1 if either does not fit. */
    private int oneMemberEnd(int q, int e) {
        long k = size(q, e);
        if (k < 0 || k >= e - q) return -1; // a key that does not fit, or no room for a value
        int v = q + (int) k;
        long s = size(v, e);
        if (s < 0 || s > e - v) return -1;
        return v + (int) s;
    }

    /** Saves the open level; {@code end} is where the container entered ends, the open level's next item. */
    private void push(int end) {
        int at = depth * SAVED;
        if (at + SAVED > saved.length) saved = Arrays.copyOf(saved, saved.length * 2);
        int[] s = saved;
        s[at] = end;
        s[at + 1] = stop;
        s[at + 2] = kind << 1 | (inObject ? 1 : 0);
        s[at + 3] = count;
        s[at + 4] = seen;
        s[at + 5] = start;
        s[at + 6] = table;
        s[at + 7] = width;
        s[at + 8] = membersBase;
        depth++;
    }

    /** Leaves the open level, whose end was checked. */
    private void pop() {
        membersTop = membersBase;
        int at = --depth * SAVED;
        int[] s = saved;
        pos = s[at];
        stop = s[at + 1];
        kind = s[at + 2] >>> 1;
        inObject = (s[at + 2] & 1) != 0;
        count = s[at + 3];
        seen = s[at + 4];
        start = s[at + 5];
        table = s[at + 6];
        width = s[at + 7];
        membersBase = s[at + 8];
    }

    /** At the end of the open level's items: whether they are all there, as declared and listed. */
    private boolean complete() {
        if (pos != stop) return false;
        switch (kind) {
            case UNIFORM: return true;
            case INDEXED_OBJECT: return seen == count && listsEachMember(false);
            case SORTED_OBJECT: return seen == count && listsEachMember(true);
            default: return seen == count;
        }
    }

    /** Objects whose members lie in up to this many bytes have their index table checked against a bitmap (8 KB of it at most). */
    private static final int BITMAP_BYTES = 1 << 16;

    /**
     * Whether the open object's index table lists each of its members (their starts recorded in
     * {@link #members} as reached, ascending) exactly once, and, if {@code sorted}, their string
     * keys in unsigned byte order (equal ones allowed). One bit per byte of the members' range is
     * set for each member start and cleared by the entry that names it (an entry naming no start,
     * or one already cleared, fails): linear, where a search per entry is n log n; the bitmap is
     * all clear again on return. A larger object searches instead.
     */
    private boolean listsEachMember(boolean sorted) {
        int span = table - start; // every member starts before the table
        if (span > BITMAP_BYTES) return listsEachMemberSearched(sorted);
        int words = (span >>> 6) + 1;
        long[] bits = bitmap;
        if (bits.length < words) bits = bitmap = new long[Math.max(words, 2 * bits.length)];
        int[] m = members;
        int s0 = start;
        for (int i = membersBase, e = i + count; i < e; i++) {
            int o = m[i] - s0;
            bits[o >>> 6] |= 1L << o;
        }
        byte[] b = this.b;
        int w = width;
        int previous = -1;
        for (int j = 0, n = count; j < n; j++) {
            long off = w == 1 ? b[table + j] & 0xff : VPack.readUInt(b, table + j * w, w);
            long bit = 1L << off;
            if (off < 0 || off >= span || (bits[(int) off >>> 6] & bit) == 0) {
                Arrays.fill(bits, 0, words, 0L);
                return false;
            }
            bits[(int) off >>> 6] &= ~bit;
            int key = s0 + (int) off;
            if (sorted && previous >= 0 && keyAfter(previous, key)) {
                Arrays.fill(bits, 0, words, 0L);
                return false;
            }
            previous = key;
        }
        return true; // count starts set, count distinct ones cleared: nothing left set
    }

    /** {@link #listsEachMember} for a large object: a binary search per entry. */
    private boolean listsEachMemberSearched(boolean sorted) {
        int base = membersBase;
        int n = count;
        int[] m = members;
        boolean[] once = listed;
        Arrays.fill(once, base, base + n, false);
        byte[] b = this.b;
        int w = width;
        int previous = -1;
        for (int j = 0; j < n; j++) {
            long at = start + VPack.readUInt(b, table + j * w, w);
            if (at < start || at > Integer.MAX_VALUE) return false;
            int i = Arrays.binarySearch(m, base, base + n, (int) at);
            if (i < 0 || once[i]) return false;
            once[i] = true;
            int key = (int) at;
            if (sorted && previous >= 0 && keyAfter(previous, key)) return false;
            previous = key;
        }
        return true;
    }

    /** Whether the string key at {@code a} sorts after the one at {@code c} by unsigned bytes (both checked when reached). */
    private boolean keyAfter(int a, int c) {
        byte[] b = this.b;
        int ta = b[a] & 0xff;
        int tc = b[c] & 0xff;
        if (ta != VPack.LONG_STRING && tc != VPack.LONG_STRING) { // short keys: nearly always told apart by their first bytes
            int la = ta - 0x40;
            int lc = tc - 0x40;
            for (int i = 1, n = Math.min(la, lc); i <= n; i++) {
                int d = (b[a + i] & 0xff) - (b[c + i] & 0xff);
                if (d != 0) return d > 0;
            }
            return la > lc;
        }
        return dev.brisk.pack.internal.Utf8.compareBytes(b, VPack.stringStart(b, a), VPack.stringLength(b, a),
                b, VPack.stringStart(b, c), VPack.stringLength(b, c)) > 0;
    }

    /**
     * Begins the open object's next member: counted against the declared items, its start
     * recorded for an indexed object, its key a string whose bytes and a value fit in the items,
     * within the name limit by bytes. Returns where the key's bytes start (its length in {@link
     * #strLength}), the value then pending; -1 (failed) otherwise. The key's UTF-8 is the caller's.
     */
    private int memberKey() {
        int k = pos;
        if (++seen > count) {
            fail();
            return -1;
        }
        if (kind >= INDEXED_OBJECT) record(k);
        int t = b[k] & 0xff;
        int s;
        int len;
        if (t >= 0x40 && t < VPack.LONG_STRING) {
            s = k + 1;
            len = t - 0x40;
        } else {
            s = strStart(k);
            len = strLength;
        }
        // the bytes left compared (a long string's length may pass Integer.MAX_VALUE when added); a value must follow
        if (s < 0 || len > maxName || len >= stop - s) {
            fail();
            return -1;
        }
        strLength = len;
        tokens++;
        pending = true;
        pos = s + len;
        return s;
    }

    private void record(int k) {
        int top = membersTop;
        if (top == members.length) {
            members = Arrays.copyOf(members, top * 2);
            listed = Arrays.copyOf(listed, top * 2);
        }
        members[top] = k;
        membersTop = top + 1;
    }

    @Override
    public int nextMember(Names names, int expect) {
        int k = pos;
        if (!inObject || pending || k >= stop) return endOfObject();
        byte[] b = this.b;
        int t = b[k] & 0xff;
        int s;
        int e;
        // the usual member: a short key in a compact object, as memberKey() takes it
        int len = t - 0x40;
        if (kind == LINEAR && len >= 0 && t < VPack.LONG_STRING && seen < count && len < stop - k - 1 && len <= maxName) {
            seen++;
            s = k + 1;
            e = s + len;
            strLength = len;
            tokens++;
            pending = true;
            pos = e;
        } else {
            s = memberKey();
            if (s < 0) return JsonReader.END_OF_OBJECT;
            e = s + strLength;
        }
        if (expect >= 0 && expect < names.size() && names.is(expect, b, s, e)) return expect;
        int index = names.indexOf(b, s, e);
        if (index < 0 && Utf8.firstInvalid(b, s, strLength) >= 0) {
            fail(); // a known name's bytes are valid; another one's are checked, as the reader checks a key
            return JsonReader.END_OF_OBJECT;
        }
        return index;
    }

    /** The object's end, if the position is there and the object whole: left, and {@link JsonReader#END_OF_OBJECT}; fails anywhere else. */
    private int endOfObject() {
        if (!failed) {
            if (inObject && !pending && complete()) pop();
            else fail();
        }
        return JsonReader.END_OF_OBJECT;
    }

    @Override
    public String nextName() {
        if (!inObject || pending || pos >= stop) {
            endOfObject();
            return null;
        }
        int s = memberKey();
        return s < 0 ? null : decode(s, strLength);
    }

    @Override
    public boolean nextElement() {
        if (inObject || pending || depth == 0) {
            fail();
            return false;
        }
        int q = pos;
        if (q >= stop) {
            if (complete()) pop();
            else fail();
            return false;
        }
        if (kind == LINEAR ? ++seen > count : !elementBegins(q)) {
            fail();
            return false;
        }
        pending = true;
        return true;
    }

    /** Whether the item at {@code q} may begin the open array (uniform or indexed): of the uniform size, or where its table entry points. */
    private boolean elementBegins(int q) {
        if (kind == UNIFORM) {
            long s = size(q, stop);
            if (s <= 0 || count != 0 && s != count) return false;
            count = (int) s;
            return true;
        }
        int i = seen++;
        return i < count && VPack.readUInt(b, table + i * width, width) == q - start;
    }

    // ---------------------------------------------------------------- values

    /** Marks the pending value read, counted, and moves past it to {@code next}, which must lie within the items. */
    private void took(int next) {
        if (next > stop) {
            fail();
            return;
        }
        pending = false;
        tokens++;
        pos = next;
    }

    /**
     * Where the bytes of the string whose type byte is at {@code p} start, its length in {@link
     * #strLength}; -1 for anything else or a long string's header cut short or out of range (the
     * bytes themselves unchecked).
     */
    private int strStart(int p) {
        int t = b[p] & 0xff;
        if (t >= 0x40 && t < VPack.LONG_STRING) {
            strLength = t - 0x40;
            return p + 1;
        }
        if (t == VPack.LONG_STRING && stop - p >= 9) {
            long n = VPack.readUInt(b, p + 1, 8);
            strLength = n < 0 || n > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) n; // beyond any limit: refused by the caller
            return p + 9;
        }
        return -1;
    }

    /**
     * The string bytes {@code b[s, s+len)} as a String, or null (failed) when they are not valid
     * UTF-8: as the validating reader makes it, the JDK's decoder first and a strict check of
     * anything that is not all ASCII (one char per byte, no U+FFFD).
     */
    private String decode(int s, int len) {
        String v = new String(b, s, len, StandardCharsets.UTF_8);
        if ((v.length() != len || v.indexOf(0xfffd) >= 0) && Utf8.firstInvalid(b, s, len) >= 0) {
            fail();
            return null;
        }
        return v;
    }

    @Override
    public boolean nextNull() {
        if (pending && (b[pos] & 0xff) == VPack.NULL) {
            took(pos + 1);
            return !failed;
        }
        return false;
    }

    @Override
    public boolean nextBoolean() {
        if (pending) {
            int t = b[pos] & 0xff;
            if (t == VPack.TRUE || t == VPack.FALSE) {
                took(pos + 1);
                return t == VPack.TRUE;
            }
        }
        fail();
        return false;
    }

    @Override
    public String nextString() {
        if (pending) {
            int s = strStart(pos);
            int len = strLength;
            if (s >= 0 && len <= maxString && len <= stop - s) { // within the limit in bytes, so in chars
                String v = decode(s, len);
                if (v != null) took(s + len);
                return v;
            }
        }
        fail();
        return null;
    }

    /** As the contract says; here so that its calls bind to this class, not to a profile shared with other cursors. */
    @Override
    public String nextStringOrNull() {
        return nextNull() ? null : nextString();
    }

    @Override
    public int selectString(Names names) {
        if (pending) {
            int s = strStart(pos);
            int len = strLength;
            if (s >= 0 && len <= maxString && len <= stop - s) {
                int index = names.indexOf(b, s, s + len);
                if (index >= 0 || Utf8.firstInvalid(b, s, len) < 0) {
                    took(s + len);
                    return index;
                }
            }
        }
        fail();
        return -1;
    }

    @Override
    public int nextInt() {
        long v = nextLong();
        if (v != (int) v) {
            fail();
            return 0;
        }
        return (int) v;
    }

    /** A small, signed or unsigned integer that fits a long (a double, which the reader reads if it is integral, fails). */
    @Override
    public long nextLong() {
        if (pending) {
            int p = pos;
            byte[] b = this.b;
            int t = b[p] & 0xff;
            if (t >= 0x30 && t <= 0x3f) {
                took(p + 1);
                return t <= 0x39 ? t - 0x30 : t - 0x40;
            }
            if (t >= 0x20 && t <= 0x2f) {
                boolean signed = t <= 0x27;
                int w = signed ? t - 0x1f : t - 0x27;
                if (w < stop - p) {
                    long v = integer(b, p + 1, w, signed);
                    if (v >= 0 || signed) {
                        took(p + 1 + w);
                        return v;
                    }
                }
            }
        }
        fail();
        return 0;
    }

    /**
     * The little-endian integer of {@code w} bytes (1 to 8) at {@code b[at]}, sign-extended if
     * {@code signed} (an unsigned one of 8 bytes beyond {@code Long.MAX_VALUE} comes back negative):
     * the common widths read in one step.
     */
    private static long integer(byte[] b, int at, int w, boolean signed) {
        switch (w) {
            case 1: return signed ? b[at] : b[at] & 0xff;
            case 2: return signed ? (short) LE_SHORTS.get(b, at) : (short) LE_SHORTS.get(b, at) & 0xffff;
            case 4: return signed ? (int) LE_INTS.get(b, at) : (int) LE_INTS.get(b, at) & 0xffffffffL;
            case 8: return (long) LE_LONGS.get(b, at);
            default: return signed ? VPack.readInt(b, at, w) : VPack.readUInt(b, at, w);
        }
    }

    /** A double as it is (NaN and the infinities too, as the reader gives them), an integer as its nearest double. */
    @Override
    public double nextDouble() {
        if (pending) {
            int p = pos;
            if ((b[p] & 0xff) == VPack.DOUBLE) {
                if (stop - p >= 9) {
                    double v = Double.longBitsToDouble((long) LE_LONGS.get(b, p + 1));
                    took(p + 9);
                    return v;
                }
            } else {
                return nextLong(); // failed, if no integer
            }
        }
        fail();
        return 0;
    }

    /** A double rounded once to a float, an integer from its exact long (what the reader gives). */
    @Override
    public float nextFloat() {
        if (pending) {
            int p = pos;
            if ((b[p] & 0xff) == VPack.DOUBLE) {
                if (stop - p >= 9) {
                    float v = (float) Double.longBitsToDouble((long) LE_LONGS.get(b, p + 1));
                    took(p + 9);
                    return v;
                }
            } else {
                return nextLong(); // failed, if no integer
            }
        }
        fail();
        return 0;
    }

    // ---------------------------------------------------------------- skipping

    /**
     * Skips the pending value (iteratively), checking it whole as the validating reader does when
     * it skips: each container's layout, every key and string (UTF-8, lengths), the depth and the
     * tokens; any non-JSON type fails.
     */
    @Override
    public void skipValue() {
        if (!pending) {
            fail();
            return;
        }
        int base = depth;
        skipItem();
        while (depth > base && !failed) {
            int q = pos;
            if (q >= stop) {
                if (complete()) pop();
                else fail();
            } else if (inObject) {
                int s = memberKey();
                if (s < 0) return;
                if (Utf8.firstInvalid(b, s, strLength) >= 0) {
                    fail();
                    return;
                }
                skipItem();
            } else if (kind == LINEAR ? ++seen > count : !elementBegins(q)) {
                fail();
            } else {
                pending = true;
                skipItem();
            }
        }
    }

    /** Passes the pending value, checked, or enters it if it is a container (fails at the first thing to refuse). */
    private void skipItem() {
        int p = pos;
        int t = b[p] & 0xff;
        if (VPack.isString(t)) {
            int s = strStart(p);
            int len = strLength;
            if (s >= 0 && len <= maxString && len <= stop - s && Utf8.firstInvalid(b, s, len) < 0) took(s + len);
            else fail();
        } else if (VPack.isObject(t)) {
            enter(true);
        } else if (VPack.isArray(t)) {
            enter(false);
        } else {
            long n = size(p, stop); // the remaining JSON types are scalars of a fixed size
            if (n > 0) took(p + (int) n);
            else fail();
        }
    }
}
