package dev.brisk.pack.internal;

import static dev.brisk.pack.internal.VPack.byteSize;
import static dev.brisk.pack.internal.VPack.error;
import static dev.brisk.pack.internal.VPack.readUInt;
import static dev.brisk.pack.internal.VPack.width;

import dev.brisk.json.ReadLimits;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Checks a whole VelocyPack value before a slice hands it out, so that navigation afterwards
 * can trust the layout: every length and offset inside its container, items that tile their
 * container exactly (so no item is reachable twice: no "billion laughs" through shared
 * offsets), index tables that list exactly the items (and, for sorted objects, in key order),
 * valid UTF-8, valid BCD digits, and every {@link ReadLimits} limit that applies to the layout:
 * nesting depth, document size (the value's bytes), token count (values and names), string and
 * name lengths (UTF-16 chars, as in the JSON reader; see {@link PackLimits}). Checking them here,
 * once, means navigation, {@code copyTo} and the typed getters never meet a value beyond them.
 * Iterative: the depth is bounded by the limit, not by the thread stack.
 *
 * <p>Used two ways: {@link #validate} checks a whole value up front (the {@code Slice}
 * contract), and {@link #incremental} gives a pull reader the same checks piece by piece as it
 * reaches each value, so that reading a document straight from bytes looks at it once.
 */
public final class SliceValidator {
    private static final int[] NONE = new int[0];
    private static final boolean[] NO_FLAGS = new boolean[0];
    private static final long[] NO_BITS = new long[0];
    private final byte[] b;
    private final ReadLimits limits;
    /** The token limit, read once: every value and name is counted against it. */
    private final long maxTokens;
    // the walk's stack of open containers, made on first need (a reader checking piece by piece
    // may never need it)
    private int[] cur = NONE;
    private int[] end = NONE;
    private boolean[] object = NO_FLAGS;
    private boolean[] expectKey = NO_FLAGS;
    /** Whether a checked container's items go on the stack to be walked (not when a reader walks them itself). */
    private boolean walks = true;
    private int depth;
    /** Nesting level of the value {@link #whole} checks (0 when validating a document). */
    private int baseDepth;
    private long tokens;
    // per indexed container of n items, reused from one to the next (each is checked before its
    // items are entered), made on first need: where its items start [0, n), what its index table
    // says [n, 2n), and by which container's check each item was last listed [2n, 3n): a mark is
    // negative, so that a start or offset another container of a different n left there (always
    // >= 0) is never taken for one
    private int[] scratch;
    private int container;
    /** Containers up to this many bytes have their index table checked against a bitmap (8 KB of it). */
    private static final int BITMAP_BYTES = 1 << 16;
    private long[] bitmap = NO_BITS;
    /** Where the items of the container last pushed lie (see {@link #itemsStart}). */
    private int itemsStart;
    private int itemsEnd;

    private SliceValidator(byte[] b, ReadLimits limits) {
        this.b = b;
        this.limits = limits;
        this.maxTokens = limits.maxTokenCount();
    }

    /** Validates the value that must fill {@code b[off, off+len)} exactly. */
    public static void validate(byte[] b, int off, int len, ReadLimits limits) {
        checkDocument(b, off, len, limits);
        new SliceValidator(b, limits).run(off, off + len);
    }

    /**
     * The document-level checks alone: a value that fills {@code b[off, off+len)} exactly,
     * within the document size limit. A reader that validates as it goes starts with these.
     */
    public static void checkDocument(byte[] b, int off, int len, ReadLimits limits) {
        int stop = off + len;
        if (len <= 0) throw error("Empty input: no VelocyPack value", off);
        long size = byteSize(b, off, stop);
        if (size > len) throw error("Value declares " + size + " bytes but only " + len + " remain", off);
        if (size < len) throw error("Unexpected " + (len - size) + " bytes after the value", off + size);
        if (size > limits.maxDocumentSize()) {
            throw error(PackLimits.documentSize(limits.maxDocumentSize()), off + limits.maxDocumentSize());
        }
    }

    /**
     * A validator for a reader that checks a document as it walks it, one piece at a time, with
     * the same checks and messages as {@link #validate}: the token count runs across all calls.
     */
    public static SliceValidator incremental(byte[] b, ReadLimits limits) {
        SliceValidator v = new SliceValidator(b, limits);
        v.walks = false;
        return v;
    }

    /** Counts one value or name against the token limit. */
    public void token(int p) {
        if (++tokens > maxTokens) throw error(PackLimits.tokenCount(limits.maxTokenCount()), p);
    }

    /** The object key at p (counted): a string (valid UTF-8, within the name length) or an attribute-table integer. */
    public void key(int p) {
        token(p);
        int t = b[p] & 0xff;
        if (VPack.isString(t)) {
            string(p, true);
        } else if (!(t >= 0x30 && t <= 0x39) && !(t >= 0x28 && t <= 0x2f)) {
            // small and unsigned integers are attribute-table references the spec allows
            throw error("Object key must be a string, found type byte 0x" + Integer.toHexString(t), p);
        }
    }

    /**
     * An object key at p that matched a known name of {@code chars} UTF-16 chars, so its bytes
     * are that name's valid UTF-8: counted and held to the name length limit, as {@link #key}
     * would, without scanning the bytes again.
     */
    public void knownKey(int p, int chars) {
        token(p);
        int max = limits.maxNameLength();
        if (chars > max) throw error(PackLimits.textLength(true, max), p);
    }

    /**
     * The string value at p, counted and checked as {@link #scalar} checks it, as a String. The
     * JDK's decoder makes it (its ASCII test is a vector intrinsic) and tells the common all-ASCII
     * string apart with no scan of ours: one char per byte and no U+FFFD means every byte was
     * ASCII (a valid multi-byte sequence makes fewer chars; a malformed byte becomes U+FFFD,
     * which a Latin-1 String cannot hold, so {@code indexOf} answers without a scan). Any other
     * string is checked strictly and, being valid, was decoded exactly.
     */
    public String stringValue(int p) {
        token(p);
        int s = VPack.stringStart(b, p);
        int len = VPack.stringLength(b, p);
        if (len > limits.maxStringLength()) { // perhaps too long: counted strictly before any String is made
            string(p, false);
            return new String(b, s, len, StandardCharsets.UTF_8);
        }
        String v = new String(b, s, len, StandardCharsets.UTF_8);
        if (v.length() != len || v.indexOf(0xfffd) >= 0) string(p, false); // not all ASCII: the strict check
        return v;
    }

    /**
     * The scalar value at p (counted), whose byte size ends at e: a string's UTF-8 and length, a
     * BCD value's digits (only a BCD value's check reads e; for other types any value will do). Containers go through {@link #enter}, whole skipped values through
     * {@link #whole}.
     */
    public void scalar(int p, int e) {
        token(p);
        int t = b[p] & 0xff;
        if (VPack.isString(t)) string(p, false);
        else if (t >= 0xc8 && t <= 0xd7) bcd(p, e);
    }

    /**
     * The container at p (counted), whose byte size ends at e, opened at nesting level
     * {@code level} (0 for the root): the depth limit and its own layout (header, items that tile
     * it, index table), not its items, which the reader checks as it reaches them.
     */
    public void enter(int p, int e, int level) {
        token(p);
        int t = b[p] & 0xff;
        if (level >= limits.maxDepth()) {
            throw error(ReadLimits.exceeded("Nesting depth", limits.maxDepth(), "withMaxDepth"), p);
        }
        if (t != VPack.EMPTY_ARRAY && t != VPack.EMPTY_OBJECT) container(p, e); // pushes nothing: walks is false
    }

    /**
     * Where the items of the non-empty container last accepted by {@link #enter} lie: the header
     * and index table are decoded once, here, and the reader takes the items' range from the
     * check rather than decoding the header again. Equal when the container holds no items.
     */
    public int itemsStart() { return itemsStart; }

    /** The end of the items of the container last accepted by {@link #enter}: see {@link #itemsStart}. */
    public int itemsEnd() { return itemsEnd; }

    /** The whole value at p (a value skipped or copied), whose byte size ends at e, at nesting level {@code level}. */
    public void whole(int p, int e, int level) {
        baseDepth = level;
        walks = true;
        try {
            run(p, e);
        } finally {
            baseDepth = 0;
            walks = false;
            depth = 0; // after a failure too: the walk's stack is this call's alone
        }
    }

    private void run(int pos, int stop) {
        value(pos, stop);
        while (depth > 0) {
            int top = depth - 1;
            int p = cur[top];
            int e = end[top];
            if (p == e) {
                depth--;
                continue;
            }
            int size = (int) byteSize(b, p, e); // tiling was checked: fits within e
            if (object[top] && expectKey[top]) {
                key(p);
                expectKey[top] = false;
            } else {
                value(p, p + size);
                if (object[top]) expectKey[top] = true;
            }
            cur[top] = p + size;
        }
    }

    /** Checks the value at p, whose byte size has been checked to end at e. */
    private void value(int p, int e) {
        token(p);
        p = VPack.skipTags(b, p);
        int t = b[p] & 0xff;
        if (VPack.isString(t)) {
            string(p, false);
        } else if (t >= 0xc8 && t <= 0xd7) {
            bcd(p, e);
        } else if (VPack.isArray(t) || VPack.isObject(t)) {
            if (baseDepth + depth >= limits.maxDepth()) { // empty ones count too, as in the JSON reader
                throw error(ReadLimits.exceeded("Nesting depth", limits.maxDepth(), "withMaxDepth"), p);
            }
            if (t != VPack.EMPTY_ARRAY && t != VPack.EMPTY_OBJECT) container(p, e);
        }
    }

    private void string(int p, boolean name) {
        int s = VPack.stringStart(b, p);
        int len = VPack.stringLength(b, p);
        int bad = dev.brisk.json.internal.Utf8.firstInvalid(b, s, len);
        if (bad >= 0) throw error("Invalid UTF-8 in string", bad);
        int max = PackLimits.maxTextLength(limits, name);
        if (PackLimits.tooLong(b, s, len, max)) throw error(PackLimits.textLength(name, max), p);
    }

    private void bcd(int p, int e) {
        int t = b[p] & 0xff;
        int w = t <= 0xcf ? t - 0xc7 : t - 0xcf;
        int m = p + 1 + w + 4;
        if (m >= e) throw error("BCD value without mantissa digits", p);
        for (int i = m; i < e; i++) {
            int x = b[i] & 0xff;
            if ((x >> 4) > 9 || (x & 15) > 9) throw error("Invalid BCD digit byte 0x" + Integer.toHexString(x), i);
        }
    }

    private void push(int start, int stop, boolean isObject) {
        itemsStart = start;
        itemsEnd = stop;
        if (!walks) return;
        if (depth == cur.length) {
            int n = Math.max(8, depth * 2);
            cur = Arrays.copyOf(cur, n);
            end = Arrays.copyOf(end, n);
            object = Arrays.copyOf(object, n);
            expectKey = Arrays.copyOf(expectKey, n);
        }
        cur[depth] = start;
        end[depth] = stop;
        object[depth] = isObject;
        expectKey[depth] = isObject;
        depth++;
    }

    /** Shallow check of a non-empty container at p ending at e; pushes it for its items. */
    private void container(int p, int e) {
        int t = b[p] & 0xff;
        boolean isObject = VPack.isObject(t);
        if (t == VPack.COMPACT_ARRAY || t == VPack.COMPACT_OBJECT) {
            compact(p, e, isObject);
            return;
        }
        int w = width(t);
        int bl = e - p;
        if (t <= 0x05) {
            int ds = VPack.dataStart(b, p, p + 1 + w, e);
            if (ds > e || p + 1 + w > e) throw error("Array header longer than its byte length", p);
            if (ds < e) {
                long s = byteSize(b, ds, e);
                if ((e - ds) % s != 0) throw error("Array without index table has items of different sizes", ds);
                for (int q = ds; q < e; q += (int) s) {
                    if (byteSize(b, q, e) != s) throw error("Array without index table has items of different sizes", q);
                }
            }
            push(ds, e, false);
            return;
        }
        int headerEnd = w < 8 ? p + 1 + 2 * w : p + 9;
        int trailer = w == 8 ? 8 : 0;
        if (headerEnd + trailer > e) throw error("Container header longer than its byte length", p);
        long n = w < 8 ? readUInt(b, p + 1 + w, w) : readUInt(b, e - 8, 8);
        if (n <= 0) throw error("Indexed container with no items (empty ones are 0x01 / 0x0a)", p);
        if (n > bl) throw error("Item count " + Long.toUnsignedString(n) + " exceeds the byte length", p + 1 + w);
        int count = (int) n;
        long indexBase = (long) e - trailer - n * w;
        if (isObject && count == 1) {
            oneMemberObject(p, e, w, headerEnd, trailer, (int) Math.max(indexBase, headerEnd));
            return;
        }
        if (indexBase < headerEnd) throw error("Index table overlaps the container header", p);
        int ib = (int) indexBase;
        int ds = VPack.dataStart(b, p, headerEnd, ib);
        if (scratch == null || scratch.length < 3L * count) {
            // count <= bl / 2 (each item takes a byte and an index entry), so this fails only past 1.4 GB
            if (3L * count > Integer.MAX_VALUE - 8) throw error("Container of " + count + " items is too large to check", p);
            scratch = new int[3 * count];
        }
        int[] seq = scratch;
        int found = walk(ds, ib, isObject, seq, count);
        if (found != count) throw error("Container declares " + count + " items but holds " + found, p);
        for (int i = 0; i < count; i++) {
            long off = readUInt(b, ib + i * w, w);
            if (off < 0 || off >= bl) throw error("Index table offset " + Long.toUnsignedString(off) + " outside the container", ib + i * w);
            seq[count + i] = p + (int) off;
        }
        if (!isObject) {
            for (int i = 0; i < count; i++) {
                if (seq[count + i] != seq[i]) throw error("Index table entry " + i + " does not point at item " + i, ib + i * w);
            }
        } else {
            // a permutation of the member starts (which ascend): each found once, none twice
            if (bl <= BITMAP_BYTES ? !listsEachOnce(seq, count, p, bl) : !listsEachOnceSearched(seq, count)) {
                throw error("Index table does not list each member exactly once", ib);
            }
            if (t <= 0x0e) sortedKeys(seq, count, count, ib, w); // entries now known to be member starts
        }
        push(ds, ib, isObject);
    }

    /**
     * Whether the index entries {@code seq[count, 2count)} are the member starts
     * {@code seq[0, count)} each once, for a container of at most {@link #BITMAP_BYTES} bytes at
     * p: one bit per byte of the container set for each start and cleared by the entry that
     * names it (an entry naming no start, or one already cleared, fails). Linear, where a search
     * per entry is n log n; the bitmap is all clear again on return.
     */
    private boolean listsEachOnce(int[] seq, int count, int p, int bl) {
        int words = (bl + 63) >>> 6;
        long[] bits = bitmap;
        if (bits.length < words) bits = bitmap = new long[Math.min(BITMAP_BYTES >>> 6, Math.max(words, 2 * bits.length))]; // a validator per read: no more than it needs, 8 KB at most
        for (int i = 0; i < count; i++) {
            int o = seq[i] - p;
            bits[o >>> 6] |= 1L << o;
        }
        for (int i = 0; i < count; i++) {
            int o = seq[count + i] - p; // within [0, bl): checked before
            long m = 1L << o;
            if ((bits[o >>> 6] & m) == 0) {
                Arrays.fill(bits, 0, words, 0L);
                return false;
            }
            bits[o >>> 6] &= ~m;
        }
        return true; // count starts set, count distinct ones cleared: nothing left set
    }

    /** {@link #listsEachOnce} for a large container: a binary search per entry, marks in the scratch. */
    private boolean listsEachOnceSearched(int[] seq, int count) {
        int mark = -(++container);
        int listed = 2 * count;
        for (int i = 0; i < count; i++) {
            int j = Arrays.binarySearch(seq, 0, count, seq[count + i]);
            if (j < 0 || seq[listed + j] == mark) return false;
            seq[listed + j] = mark;
        }
        return true;
    }

    private void oneMemberObject(int p, int e, int w, int headerEnd, int trailer, int ib) {
        int ds = VPack.dataStart(b, p, headerEnd, e - trailer);
        int memberEnd = member(ds, e - trailer);
        if (memberEnd == e - trailer) {
            push(ds, memberEnd, true); // no index table: allowed for one member
            return;
        }
        if (memberEnd != ib || ib + w + trailer != e) throw error("Object member does not fill the object", memberEnd);
        if (readUInt(b, ib, w) != ds - p) throw error("Index table entry does not point at the member", ib);
        push(ds, memberEnd, true);
    }

    /** End of the key/value pair at q (both bounded by e). */
    private int member(int q, int e) {
        long k = VPack.itemSize(b, q, e);
        if (q + k > e) throw error("Member key extends beyond its container", q);
        int v = q + (int) k;
        if (v >= e) throw error("Object member without a value", v);
        long s = VPack.itemSize(b, v, e);
        if (v + s > e) throw error("Value extends beyond its container", v);
        return v + (int) s;
    }

    /**
     * Walks items (or members) that must tile [q, e); records the starts of at most {@code max}
     * (when {@code starts} is given); returns how many.
     */
    private int walk(int q, int e, boolean isObject, int[] starts, int max) {
        int n = 0;
        while (q < e) {
            if (starts != null && n == max) throw error("Container holds more items than it declares", q);
            if (starts != null) starts[n] = q;
            n++;
            if (isObject) {
                q = member(q, e);
            } else {
                long s = VPack.itemSize(b, q, e);
                if (q + s > e) throw error("Item extends beyond its container", q);
                q += (int) s;
            }
        }
        return n;
    }

    /**
     * The string keys of a sorted object must be in order. Attribute-table keys (small integers)
     * stand for strings this reader does not know, so they are skipped, but each string key is
     * compared with the string key before it, however many such keys lie between: the string keys
     * of a sorted table are a sorted subsequence, and {@code Slice.get}'s binary search relies on
     * exactly that.
     */
    private void sortedKeys(int[] tab, int from, int count, int ib, int w) {
        int a = -1;
        for (int i = 0; i < count; i++) {
            int c = tab[from + i];
            if (!VPack.isString(b[c] & 0xff)) continue;
            // strings were bounds-checked by walk(); compare their bytes
            if (a >= 0 && Utf8.compareBytes(b, VPack.stringStart(b, a), VPack.stringLength(b, a),
                    b, VPack.stringStart(b, c), VPack.stringLength(b, c)) > 0) {
                throw error("Index table of a sorted object is not in key order", ib + i * w);
            }
            a = c;
        }
    }

    private void compact(int p, int e, boolean isObject) {
        int vlen = VPack.varintLength(b, p + 1);
        int ds = p + 1 + vlen;
        if (ds > e) throw error("Compact container header longer than its byte length", p);
        long n = VPack.readReverseVarint(b, e, ds);
        int nlen = VPack.reverseVarintLength(b, e);
        int de = e - nlen;
        if (n > e - p) throw error("Item count exceeds the byte length", de);
        int found = walk(ds, de, isObject, null, 0);
        if (found != n) throw error("Compact container declares " + n + " items but holds " + found, p);
        push(ds, de, isObject);
    }

}
