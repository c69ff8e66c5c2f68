package dev.brisk.json.internal;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A bounded, shared cache from name bytes to one String instance per name (canonical names).
 *
 * <p>Shape: 1024 buckets of 4 slots (small enough to stay in cache: a larger table made hits on
 * scattered entries slower than allocating fresh Strings). The hash is seeded per table (chosen at random when the
 * class loads), so input cannot be crafted offline to collide; and even colliding input only
 * makes a bucket churn: a lookup costs at most four entry compares (names of up to 16 bytes are
 * compared as two words, of up to 32 as four, longer ones by hash and then bytes), and the table never holds more than
 * 4096 names of at most {@link #MAX_NAME_BYTES}
 * bytes. Random keys therefore cannot grow it without limit; they evict each other.
 *
 * <p>Thread safety: slots are written without locks. An {@link Entry} has only final fields, so
 * a reader that sees a slot sees a complete entry. Two threads adding the same new name at the
 * same moment may each get their own String once; afterwards one of them wins the slot. So
 * "canonical" means: the same instance for the same bytes while the name stays cached.
 */
public final class SymbolTable {
    private static final int BUCKETS = 1024;
    private static final int WAYS = 4;
    /** Longer names are not cached: they are rarely repeated keys and would crowd the table. */
    public static final int MAX_NAME_BYTES = 64;

    private static final SymbolTable CANONICAL = new SymbolTable(false);
    private static final SymbolTable INTERNED = new SymbolTable(true);

    /** The process-wide table for canonical names, or for interned names. */
    public static SymbolTable shared(boolean intern) {
        return intern ? INTERNED : CANONICAL;
    }

    private static final class Entry {
        final int hash;
        final int length;
        /** The first 32 bytes as four little-endian words (zero beyond the name): most names are no longer. */
        final long w0;
        final long w1;
        final long w2;
        final long w3;
        /** The bytes of a name of more than 32 bytes; null for the others. */
        final byte[] bytes;
        final String value;

        Entry(int hash, int length, long w0, long w1, long w2, long w3, byte[] bytes, String value) {
            this.hash = hash;
            this.length = length;
            this.w0 = w0;
            this.w1 = w1;
            this.w2 = w2;
            this.w3 = w3;
            this.bytes = bytes;
            this.value = value;
        }
    }

    private final Entry[] slots = new Entry[BUCKETS * WAYS];
    private final long seed = ThreadLocalRandom.current().nextLong();
    private final boolean intern;

    SymbolTable(boolean intern) {
        this.intern = intern;
    }

    /** {@code n} (0..8) bytes from {@code b[p]} as a little-endian word, zero above them. */
    private static long load(byte[] b, int p, int n) {
        if (n <= 0) return 0;
        if (p + 8 <= b.length) return Swar.word(b, p) & (-1L >>> (64 - 8 * n));
        long w = 0;
        for (int i = p + n - 1; i >= p; i--) w = (w << 8) | (b[i] & 0xFF);
        return w;
    }

    private int shortHash(long w0, long w1, int len) {
        long h = (seed ^ w0) * 0xBF58476D1CE4E5B9L;
        h = (h ^ (h >>> 31) ^ w1 ^ len) * 0x94D049BB133111EBL;
        return (int) (h ^ (h >>> 29));
    }

    /**
     * Hash of a name of 17 to 32 bytes from its four words; for zero third and fourth words (a
     * name of at most 16 bytes) it is {@link #shortHash}, so either lookup finds either entry.
     */
    private int wordsHash(long w0, long w1, long w2, long w3, int len) {
        return shortHash(w0 ^ Long.rotateLeft(w2, 29), w1 ^ Long.rotateLeft(w3, 17), len);
    }

    /**
     * Hash of a name longer than 32 bytes from its first 16 and last 8 bytes and its length: a
     * few multiplies however long it is. Names that differ only in the middle share a bucket,
     * which bounds what that costs (four full compares at most).
     */
    private int longHash(byte[] b, int start, int end) {
        return shortHash(load(b, start, 8), load(b, start + 8, 8) ^ Long.rotateLeft(load(b, end - 8, 8), 17), end - start);
    }

    /**
     * The canonical String for the name {@code b[start, end)}, or null when the name is not cached
     * (the caller then validates it and decides whether to {@link #add} it).
     */
    public String find(byte[] b, int start, int end) {
        int len = end - start;
        Entry[] s = slots;
        if (len <= 16) return findShort(load(b, start, Math.min(len, 8)), load(b, start + 8, len - 8), len);
        if (len <= 32) {
            return findWords(load(b, start, 8), load(b, start + 8, 8), load(b, start + 16, Math.min(len - 16, 8)),
                    load(b, start + 24, len - 24), len);
        }
        if (len > MAX_NAME_BYTES) return null;
        int h = longHash(b, start, end);
        int base = (h & (BUCKETS - 1)) * WAYS;
        for (int i = base; i < base + WAYS; i++) {
            Entry e = s[i];
            if (e == null) return null;
            if (e.hash == h && e.length == len && Arrays.equals(e.bytes, 0, len, b, start, end)) return e.value;
        }
        return null;
    }

    /**
     * The canonical String for a name of at most 16 bytes given as two little-endian words (zero
     * above the name), or null when it is not cached: for a scanner that has the words in hand.
     */
    public String findShort(long w0, long w1, int len) {
        // compare two words instead of bytes: no loop, no array access for the cached side
        Entry[] s = slots;
        int h = shortHash(w0, w1, len);
        int base = (h & (BUCKETS - 1)) * WAYS;
        for (int i = base; i < base + WAYS; i++) {
            Entry e = s[i];
            if (e == null) return null;
            if (e.w0 == w0 && e.w1 == w1 && e.length == len) return e.value;
        }
        return null;
    }

    /**
     * The canonical String for a name of 17 to 32 bytes given as four little-endian words (zero
     * above the name), or null when it is not cached: {@link #findShort} for longer names.
     */
    public String findWords(long w0, long w1, long w2, long w3, int len) {
        Entry[] s = slots;
        int h = wordsHash(w0, w1, w2, w3, len);
        int base = (h & (BUCKETS - 1)) * WAYS;
        for (int i = base; i < base + WAYS; i++) {
            Entry e = s[i];
            if (e == null) return null;
            if (e.w0 == w0 && e.w1 == w1 && e.w2 == w2 && e.w3 == w3 && e.length == len) return e.value;
        }
        return null;
    }

    /** Creates the String for valid UTF-8 {@code b[start, end)} and caches it (when short enough); returns it. */
    public String add(byte[] b, int start, int end, boolean nonAscii) {
        String v = new String(b, start, end - start, nonAscii ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1);
        if (intern) v = v.intern();
        int len = end - start;
        if (len > MAX_NAME_BYTES) return v;
        Entry entry;
        int h;
        if (len <= 16) {
            long w0 = load(b, start, Math.min(len, 8));
            long w1 = load(b, start + 8, len - 8);
            h = shortHash(w0, w1, len);
            entry = new Entry(h, len, w0, w1, 0, 0, null, v);
        } else if (len <= 32) {
            long w0 = load(b, start, 8);
            long w1 = load(b, start + 8, 8);
            long w2 = load(b, start + 16, Math.min(len - 16, 8));
            long w3 = load(b, start + 24, len - 24);
            h = wordsHash(w0, w1, w2, w3, len);
            entry = new Entry(h, len, w0, w1, w2, w3, null, v);
        } else {
            h = longHash(b, start, end);
            entry = new Entry(h, len, 0, 0, 0, 0, Arrays.copyOfRange(b, start, end), v);
        }
        put(h, entry);
        return v;
    }

    /**
     * {@link #add} for a plain ASCII name of at most 16 bytes at {@code b[start]} whose words a
     * scanner has in hand (as given to {@link #findShort} that missed): no second load or scan.
     */
    public String addShort(byte[] b, int start, long w0, long w1, int len) {
        String v = Latin1.string(b, start, len);
        if (intern) v = v.intern();
        int h = shortHash(w0, w1, len);
        put(h, new Entry(h, len, w0, w1, 0, 0, null, v));
        return v;
    }

    /** {@link #addShort} for a plain ASCII name of 17 to 32 bytes (as given to {@link #findWords} that missed). */
    public String addWords(byte[] b, int start, long w0, long w1, long w2, long w3, int len) {
        String v = Latin1.string(b, start, len);
        if (intern) v = v.intern();
        int h = wordsHash(w0, w1, w2, w3, len);
        put(h, new Entry(h, len, w0, w1, w2, w3, null, v));
        return v;
    }

    private void put(int h, Entry entry) {
        int base = (h & (BUCKETS - 1)) * WAYS;
        Entry[] s = slots;
        for (int i = base; i < base + WAYS; i++) {
            if (s[i] == null) {
                s[i] = entry;
                return;
            }
        }
        // bucket full: evict a slot picked by other hash bits, so a hot name survives most churn
        s[base + ((h >>> 28) & (WAYS - 1))] = entry;
    }
}
