package dev.brisk.json;

import dev.brisk.json.internal.Swar;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * A fixed set of names (or string values) that {@link JsonReader#selectName(Names)} and
 * {@link JsonReader#selectString(Names)} match the input against without creating a String. Build
 * it once (e.g. per type in a codec) and share it: it is immutable and thread-safe.
 *
 * <p>Matching hashes the name's UTF-8 bytes as they sit in the reader's buffer, finds the slot in
 * an open-addressing table, and confirms by comparing the bytes; a name with escapes is decoded
 * first and matched the same way.
 */
public final class Names {
    private static final long SEED = 0x6A09E667F3BCC909L;

    private final String[] strings;
    private final byte[][] utf8;
    /** Slot -> index + 1 (0 = empty); load factor at most 1/2. */
    private final int[] table;
    private final int[] hashes;
    private final int mask;

    private Names(String[] strings) {
        this.strings = strings;
        this.utf8 = new byte[strings.length][];
        int size = Integer.highestOneBit(Math.max(4, strings.length * 2 - 1)) << 1;
        this.table = new int[size];
        this.hashes = new int[strings.length];
        this.mask = size - 1;
        for (int i = 0; i < strings.length; i++) {
            String s = strings[i];
            if (s == null) throw new NullPointerException("names[" + i + "]");
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            if (!new String(b, StandardCharsets.UTF_8).equals(s)) {
                throw new IllegalArgumentException("names[" + i + "] has an unpaired surrogate");
            }
            if (indexOf(b, 0, b.length, Swar.hash(b, 0, b.length, SEED)) >= 0) {
                throw new IllegalArgumentException("duplicate name: " + s);
            }
            utf8[i] = b;
            int h = Swar.hash(b, 0, b.length, SEED);
            hashes[i] = h;
            int slot = h & mask;
            while (table[slot] != 0) slot = (slot + 1) & mask;
            table[slot] = i + 1;
        }
    }

    /** The set of these names, indexed in the order given. */
    public static Names of(String... names) {
        return new Names(names.clone());
    }

    /** The set of these names, indexed in the order given. */
    public static Names of(List<String> names) {
        return new Names(names.toArray(new String[0]));
    }

    public int size() { return strings.length; }

    /** The name at {@code index}. */
    public String get(int index) { return strings[index]; }

    /** The index of the UTF-8 bytes {@code b[start, end)}, or -1. */
    int indexOf(byte[] b, int start, int end) {
        return indexOf(b, start, end, Swar.hash(b, start, end, SEED));
    }

    private int indexOf(byte[] b, int start, int end, int h) {
        int slot = h & mask;
        int len = end - start;
        for (;;) {
            int i = table[slot] - 1;
            if (i < 0) return -1;
            byte[] candidate = utf8[i];
            if (hashes[i] == h && candidate != null && candidate.length == len
                    && Arrays.equals(candidate, 0, len, b, start, end)) {
                return i;
            }
            slot = (slot + 1) & mask;
        }
    }

    @Override
    public String toString() {
        return "Names" + Arrays.toString(strings);
    }
}
