package dev.brisk.jsonp;

import jakarta.json.JsonValue;
import java.util.Arrays;

/**
 * The members of an object being built, in insertion order and with distinct names: what the
 * object builder and the reader accumulate, one object after another. Finding a name is a
 * linear scan while the object is small and a lookup in an open-addressing table of positions
 * once it has {@link ObjectValue#INDEXED} members, made by the first search that needs it (an
 * object that follows a recent shape needs none); the table is emptied slot by slot and kept for
 * the next object. {@link #build()} hands out the values and a {@link Shape} of the names, the
 * previous object's when the names are the same Strings (a reader hands out one String per
 * repeated name), or one of the last few, and starts over empty.
 */
final class Members {
    private String[] names;
    private JsonValue[] values;
    private int size;
    /** Position + 1 of each member by hash while {@link #indexed}; else all zero (or null). */
    private int[] index;
    private boolean indexed;
    /** The shapes of the last objects built, tried in turn (records of a few kinds alternate). */
    private final Shape[] recent = {Shape.EMPTY, Shape.EMPTY, Shape.EMPTY, Shape.EMPTY};
    private int nextRecent;
    /**
     * A recent shape whose first {@link #size} names are the members' names, the same String
     * objects, or null. While there is one, a name that is the shape's next name (the same
     * String) is new without a search: the shape's names are distinct.
     */
    private Shape following;

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
        Shape f = following;
        if (f != null && size < f.names.length && f.names[size] == name) return -1;
        if (!indexed) {
            if (size < ObjectValue.INDEXED) {
                String[] n = names;
                for (int i = 0, s = size; i < s; i++) {
                    if (n[i].equals(name)) return i;
                }
                return -1;
            }
            // built on the first search that needs it: an object that follows a shape to its end never does
            index();
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
        if (s == 0) {
            following = shapeStartingWith(name);
        } else {
            Shape f = following;
            if (f != null && (s >= f.names.length || f.names[s] != name)) following = null;
        }
        if (s == names.length) {
            names = Arrays.copyOf(names, s << 1);
            values = Arrays.copyOf(values, s << 1);
        }
        names[s] = name;
        values[s] = value;
        size = s + 1;
        if (indexed) {
            if ((s + 1) * 2 > index.length) index(); // too full: a larger table
            else insert(index, name, s);
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
        following = null;
        // positions after i move: the table is made again
        if (indexed) unindex();
        System.arraycopy(names, i + 1, names, i, size - i - 1);
        System.arraycopy(values, i + 1, values, i, size - i - 1);
        size--;
        names[size] = null;
        values[size] = null;
    }

    /**
     * The object of the members so far, its values in an array of its size; this accumulator
     * keeps its own arrays (and table) for the next object and starts over empty.
     */
    ObjectValue build() {
        int s = size;
        if (s == 0) return ObjectValue.EMPTY;
        Shape f = following;
        Shape shape = f != null && f.names.length == s ? f : shapeOf(s);
        following = null;
        ObjectValue o = ObjectValue.ofDistinct(shape, Arrays.copyOf(values, s), s);
        if (indexed) unindex();
        Arrays.fill(values, 0, s, null);
        size = 0;
        return o;
    }

    /** The recent shape whose first name is {@code name} (the same String), or null. */
    private Shape shapeStartingWith(String name) {
        Shape[] r = recent;
        for (int i = 0; i < r.length; i++) {
            String[] n = r[i].names;
            if (n.length > 0 && n[0] == name) return r[i];
        }
        return null;
    }

    private Shape shapeOf(int s) {
        Shape[] r = recent;
        for (int i = 0; i < r.length; i++) {
            if (r[i].holds(names, s)) return r[i];
        }
        Shape shape = new Shape(Arrays.copyOf(names, s));
        r[nextRecent] = shape;
        nextRecent = (nextRecent + 1) & (r.length - 1);
        return shape;
    }

    /** Puts the members in a table of four slots per member, the kept one if it is large enough. */
    private void index() {
        int capacity = capacity(size);
        int[] t = index;
        if (indexed || t == null || t.length < capacity) {
            index = tableOf(names, size);
        } else {
            for (int i = 0; i < size; i++) insert(t, names[i], i);
        }
        indexed = true;
    }

    /** Empties the table slot by slot: each member's entry is found on its probe path. */
    private void unindex() {
        int[] t = index;
        int mask = t.length - 1;
        for (int i = 0; i < size; i++) {
            int slot = spread(names[i].hashCode()) & mask;
            while (t[slot] != i + 1) slot = (slot + 1) & mask;
            t[slot] = 0;
        }
        indexed = false;
    }

    private static int capacity(int size) {
        return Integer.highestOneBit(Math.max(16, size * 4 - 1));
    }

    /** A table of the positions of {@code names[0, size)}. */
    static int[] tableOf(String[] names, int size) {
        int[] t = new int[capacity(size)];
        for (int i = 0; i < size; i++) insert(t, names[i], i);
        return t;
    }

    private static void insert(int[] table, String name, int position) {
        int mask = table.length - 1;
        int slot = spread(name.hashCode()) & mask;
        while (table[slot] != 0) slot = (slot + 1) & mask;
        table[slot] = position + 1;
    }
}
