package dev.brisk.json;

import dev.brisk.json.internal.Swar;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Canonical names for member names given as UTF-8 bytes: the same bytes give the same stored
 * name (a {@link Name}, which carries its JSON for writing, or a String for names that need
 * escaping), so a tree of many similar objects holds each distinct name once and most names
 * cost no allocation. Open addressing over the byte content; a hit is confirmed by comparing bytes.
 * The table stops growing at {@value #MAX_ENTRIES} names (rarely repeated names such as map keys
 * then get fresh Strings), so hostile input cannot make it large.
 */
final class NameTable {
    private static final int MAX_ENTRIES = 1 << 14;
    private static final int MAX_NAME_BYTES = 64;

    private byte[][] keys = new byte[64][];
    private Object[] values = new Object[64];
    private int[] hashes = new int[64];
    /**
     * A key's first sixteen bytes as two little-endian words, zero past its end: for the common
     * names of up to 16 bytes, these and the length are the whole comparison (no array compare).
     */
    private long[] heads = new long[128];
    /**
     * Per slot: 1 + the slot of the name that came next the last time this one came (0: none).
     * Documents repeat their names in the same order (the members of each element of an
     * array), so the name after the last one is mostly known: a compare instead of a hash.
     */
    private int[] follow = new int[64];
    /** The slot of the name given last, or -1. */
    private int last = -1;
    private int size;

    /** How many names the table holds. */
    int size() { return size; }

    /** The stored name (a {@link Name} or a String) for {@code utf8[off..off+len)}, which must be valid UTF-8. */
    Object get(byte[] utf8, int off, int len) {
        int l = last;
        if (l >= 0) {
            int s = follow[l] - 1;
            if (s >= 0 && keys[s].length == len
                    && (len < 8 ? heads[2 * s] == head(utf8, off, len) : sameWords(keys[s], utf8, off, len))) {
                last = s;
                return values[s];
            }
        }
        return lookup(utf8, off, len);
    }

    /** Whether {@code k} (of length {@code len}, at least 8) holds the bytes {@code b[off..off+len)}: a word at a time. */
    private static boolean sameWords(byte[] k, byte[] b, int off, int len) {
        int i = 0;
        for (; i + 8 < len; i += 8) {
            if (Swar.word(k, i) != Swar.word(b, off + i)) return false;
        }
        // the last word ends with the name (it may overlap the one before)
        return Swar.word(k, len - 8) == Swar.word(b, off + len - 8);
    }

    /** {@link #get} by hash, which also learns the order for the next time. */
    private Object lookup(byte[] utf8, int off, int len) {
        if (len > MAX_NAME_BYTES) {
            last = -1;
            return new String(utf8, off, len, StandardCharsets.UTF_8);
        }
        long w0 = head(utf8, off, len);
        long w1 = len > 8 ? head(utf8, off + 8, len - 8) : 0;
        // short names: the two words are the hash input; longer ones hash every byte
        int h = len <= 16 ? hash(w0, w1, len) : hash(utf8, off, len);
        int mask = keys.length - 1;
        int slot = h & mask;
        byte[] k;
        while ((k = keys[slot]) != null) {
            if (hashes[slot] == h && k.length == len && heads[2 * slot] == w0 && heads[2 * slot + 1] == w1
                    && (len <= 16 || Arrays.equals(k, 16, len, utf8, off + 16, off + len))) {
                if (last >= 0) follow[last] = slot + 1;
                last = slot;
                return values[slot];
            }
            slot = (slot + 1) & mask;
        }
        if (size < MAX_ENTRIES) {
            Name name = Name.of(utf8, off, len);
            Object stored = name != null ? name : new String(utf8, off, len, StandardCharsets.UTF_8);
            keys[slot] = Arrays.copyOfRange(utf8, off, off + len);
            values[slot] = stored;
            hashes[slot] = h;
            heads[2 * slot] = w0;
            heads[2 * slot + 1] = w1;
            if (last >= 0) follow[last] = slot + 1;
            last = slot;
            if (++size * 2 > keys.length) rehash();
            return stored;
        }
        last = -1;
        return new String(utf8, off, len, StandardCharsets.UTF_8);
    }

    /** Up to eight bytes from {@code b[p]} ({@code n} of them, or eight if more) as a little-endian word, zero past them. */
    private static long head(byte[] b, int p, int n) {
        if (n >= 8) return Swar.word(b, p);
        if (n <= 0) return 0;
        if (p + 8 <= b.length) return Swar.word(b, p) & (-1L >>> (64 - 8 * n));
        long w = 0;
        for (int i = n - 1; i >= 0; i--) w = (w << 8) | (b[p + i] & 0xFF);
        return w;
    }

    /**
     * Secret per process: with a fixed polynomial hash, names such as "AaAa", "AaBB", "BBAa"...
     * all collide, and a document of them makes every lookup scan the whole table. Eight bytes
     * per step: a byte-at-a-time hash chains a multiply per byte, a quarter of tree parsing.
     */
    private static final long SEED = java.util.concurrent.ThreadLocalRandom.current().nextLong();

    private static int hash(byte[] b, int off, int len) {
        return Swar.hash(b, off, off + len, SEED);
    }

    /** The seeded mix of {@link Swar#hash} over a name of at most 16 bytes given as its two words. */
    private static int hash(long w0, long w1, int len) {
        long h = SEED ^ (len * 0x9E3779B97F4A7C15L);
        h = (h ^ w0) * 0xBF58476D1CE4E5B9L;
        h ^= h >>> 31;
        h = (h ^ w1) * 0xBF58476D1CE4E5B9L;
        h ^= h >>> 32;
        h *= 0x94D049BB133111EBL;
        h ^= h >>> 29;
        return (int) h;
    }

    private void rehash() {
        byte[][] oldKeys = keys;
        Object[] oldValues = values;
        int[] oldHashes = hashes;
        long[] oldHeads = heads;
        int cap = oldKeys.length * 2;
        keys = new byte[cap][];
        values = new Object[cap];
        hashes = new int[cap];
        heads = new long[2 * cap];
        follow = new int[cap]; // slots move: learn the order again
        last = -1;
        int mask = cap - 1;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] == null) continue;
            int slot = oldHashes[i] & mask;
            while (keys[slot] != null) slot = (slot + 1) & mask;
            keys[slot] = oldKeys[i];
            values[slot] = oldValues[i];
            hashes[slot] = oldHashes[i];
            heads[2 * slot] = oldHeads[2 * i];
            heads[2 * slot + 1] = oldHeads[2 * i + 1];
        }
    }
}
