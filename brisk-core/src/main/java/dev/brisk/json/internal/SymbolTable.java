package dev.brisk.json.internal;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A bounded, shared cache from name bytes to one String instance per name (canonical names).
 *
 * <p>Shape: 4096 buckets of 4 slots. The hash is seeded per table (chosen at random when the
 * class loads), so input cannot be crafted offline to collide; and even colliding input only
 * makes a bucket churn: a lookup costs at most four hash compares plus one byte comparison per
 * hash hit, and the table never holds more than 16384 names of at most {@link #MAX_NAME_BYTES}
 * bytes. Random keys therefore cannot grow it without limit; they evict each other.
 *
 * <p>Thread safety: slots are written without locks. An {@link Entry} has only final fields, so
 * a reader that sees a slot sees a complete entry. Two threads adding the same new name at the
 * same moment may each get their own String once; afterwards one of them wins the slot. So
 * "canonical" means: the same instance for the same bytes while the name stays cached.
 */
public final class SymbolTable {
    private static final int BUCKETS = 4096;
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
        final byte[] bytes;
        final String value;

        Entry(int hash, byte[] bytes, String value) {
            this.hash = hash;
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

    /**
     * The canonical String for the valid UTF-8 name {@code b[start, end)}, or null when the name
     * is not cached (the caller then decides whether to {@link #add} it).
     */
    public String find(byte[] b, int start, int end) {
        int h = Swar.hash(b, start, end, seed);
        int base = (h & (BUCKETS - 1)) * WAYS;
        Entry[] s = slots;
        int len = end - start;
        for (int i = base; i < base + WAYS; i++) {
            Entry e = s[i];
            if (e == null) return null;
            if (e.hash == h && e.bytes.length == len && Arrays.equals(e.bytes, 0, len, b, start, end)) {
                return e.value;
            }
        }
        return null;
    }

    /** Creates the String for {@code b[start, end)} and caches it (when short enough); returns it. */
    public String add(byte[] b, int start, int end, boolean nonAscii) {
        String v = new String(b, start, end - start, nonAscii ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1);
        if (intern) v = v.intern();
        if (end - start > MAX_NAME_BYTES) return v;
        int h = Swar.hash(b, start, end, seed);
        int base = (h & (BUCKETS - 1)) * WAYS;
        Entry entry = new Entry(h, Arrays.copyOfRange(b, start, end), v);
        Entry[] s = slots;
        for (int i = base; i < base + WAYS; i++) {
            if (s[i] == null) {
                s[i] = entry;
                return v;
            }
        }
        // bucket full: evict a slot picked by other hash bits, so a hot name survives most churn
        s[base + ((h >>> 28) & (WAYS - 1))] = entry;
        return v;
    }
}
