package dev.brisk.jsonp;

import jakarta.json.JsonValue;
import java.util.Arrays;

/**
 * The members of an object being built, in insertion order and with distinct names: what the
 * object builder and the reader accumulate. Finding a name is a linear scan while the object is
 * small and a lookup in an open-addressing table of positions once it has
 * {@link ObjectValue#INDEXED} members; {@link #build()} copies them out and starts over empty.
 */
final class Members {
    private String[] names;
    private JsonValue[] values;
    private int size;
    private int[] index;

    Members() {
        names = new String[8];
        values = new JsonValue[8];
    }

    static int spread(int hash) {
        return hash ^ (hash >>> 16);
    }

    int size() {
        return size;
    }

    /** The position of {@code name}, or -1. */
    int find(String name) {
        if (index == null) {
            String[] n = names;
            for (int i = 0, s = size; i < s; i++) {
                if (n[i].equals(name)) return i;
            }
            return -1;
        }
        int[] t = index;
        int mask = t.length - 1;
        for (int slot = spread(name.hashCode()) & mask; ; slot = (slot + 1) & mask) {
            int p = t[slot];
            if (p == 0) return -1;
            if (names[p - 1].equals(name)) return p - 1;
        }
    }

    /** Appends a member whose name {@link #find} did not find. */
    void append(String name, JsonValue value) {
        int s = size;
        if (s == names.length) {
            names = Arrays.copyOf(names, s << 1);
            values = Arrays.copyOf(values, s << 1);
        }
        names[s] = name;
        values[s] = value;
        size = s + 1;
        if (index != null) {
            if ((s + 1) * 2 > index.length) rebuildIndex();
            else insert(index, name, s);
        } else if (s + 1 >= ObjectValue.INDEXED) {
            rebuildIndex();
        }
    }

    /** Adds a member, replacing the value (in place) of an existing member of that name. */
    void put(String name, JsonValue value) {
        int i = find(name);
        if (i >= 0) values[i] = value;
        else append(name, value);
    }

    void set(int position, JsonValue value) {
        values[position] = value;
    }

    void remove(String name) {
        int i = find(name);
        if (i < 0) return;
        System.arraycopy(names, i + 1, names, i, size - i - 1);
        System.arraycopy(values, i + 1, values, i, size - i - 1);
        size--;
        names[size] = null;
        values[size] = null;
        if (index != null) {
            if (size < ObjectValue.INDEXED) index = null;
            else rebuildIndex();
        }
    }

    /**
     * The object of the members so far, in arrays of its size; this accumulator keeps its own
     * arrays for the next object (the reader reuses it for siblings) and starts over empty.
     */
    ObjectValue build() {
        int s = size;
        ObjectValue o = ObjectValue.ofDistinct(Arrays.copyOf(names, s), Arrays.copyOf(values, s), s, index);
        Arrays.fill(values, 0, s, null);
        size = 0;
        index = null;
        return o;
    }

    private void rebuildIndex() {
        int capacity = Integer.highestOneBit(Math.max(16, size * 4 - 1));
        int[] t = new int[capacity];
        for (int i = 0; i < size; i++) insert(t, names[i], i);
        index = t;
    }

    private static void insert(int[] table, String name, int position) {
        int mask = table.length - 1;
        int slot = spread(name.hashCode()) & mask;
        while (table[slot] != 0) slot = (slot + 1) & mask;
        table[slot] = position + 1;
    }
}
