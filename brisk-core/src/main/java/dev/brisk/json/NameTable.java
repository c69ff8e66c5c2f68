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
    private int size;

    /** The stored name (a {@link Name} or a String) for {@code utf8[off..off+len)}, which must be valid UTF-8. */
    Object get(byte[] utf8, int off, int len) {
        if (len > MAX_NAME_BYTES) return new String(utf8, off, len, StandardCharsets.UTF_8);
        int h = hash(utf8, off, len);
        int mask = keys.length - 1;
        int slot = h & mask;
        byte[] k;
        while ((k = keys[slot]) != null) {
            if (hashes[slot] == h && k.length == len && Arrays.equals(k, 0, len, utf8, off, off + len)) return values[slot];
            slot = (slot + 1) & mask;
        }
        if (size < MAX_ENTRIES) {
            Name name = Name.of(utf8, off, len);
            Object stored = name != null ? name : new String(utf8, off, len, StandardCharsets.UTF_8);
            keys[slot] = Arrays.copyOfRange(utf8, off, off + len);
            values[slot] = stored;
            hashes[slot] = h;
            if (++size * 2 > keys.length) rehash();
            return stored;
        }
        return new String(utf8, off, len, StandardCharsets.UTF_8);
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

    private void rehash() {
        byte[][] oldKeys = keys;
        Object[] oldValues = values;
        int[] oldHashes = hashes;
        int cap = oldKeys.length * 2;
        keys = new byte[cap][];
        values = new Object[cap];
        hashes = new int[cap];
        int mask = cap - 1;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] == null) continue;
            int slot = oldHashes[i] & mask;
            while (keys[slot] != null) slot = (slot + 1) & mask;
            keys[slot] = oldKeys[i];
            values[slot] = oldValues[i];
            hashes[slot] = oldHashes[i];
        }
    }
}
