package dev.brisk.json;

import java.math.BigDecimal;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;

/**
 * A JSON object: immutable, members in insertion order. Names are unique: when input or a builder
 * repeats a name, the last value wins and keeps the position of the first occurrence (as with
 * {@link java.util.LinkedHashMap#put}); a reader in strict duplicate mode rejects them instead.
 *
 * <p>{@link #get(String)} scans small objects and looks large ones up in a hash index (built
 * with the object, O(1) on average). Two objects are equal when they have the same names with equal
 * values, in any order.
 */
public final class JsonObject implements JsonValue {
    /** Objects up to this size are searched linearly: faster than hashing, and no index memory. */
    static final int LINEAR_MAX = 8;
    private static final JsonObject EMPTY = new JsonObject(new Object[0]);

    /**
     * name0, value0, name1, value1, ...: one array instead of two saves a header per object.
     * A name is a String or, from the tree builder, a {@link Name} (compare them with
     * {@link #sameName}); string values are stored as bare UTF-8 bytes (see {@code Tree}).
     */
    final Object[] members;

    private JsonObject(Object[] members) { this.members = members; }

    /** The empty object. */
    public static JsonObject of() { return EMPTY; }

    /** A builder for an object, member by member. */
    public static Builder builder() { return new Builder(); }

    /**
     * An object over {@code members[0..length)} (alternating stored name and stored value), which
     * it takes over; {@code members} is exactly {@code length} long, or one longer for objects
     * above {@link #LINEAR_MAX} members. Repeated names are merged here. An object above that size
     * keeps its hash index in that extra last slot: an {@code int[]} of member index + 1
     * (0 = empty), open addressing. Keeping it in the array rather than in a field saves 8 bytes
     * on every object, and building it here makes the object safely published with it.
     */
    static JsonObject adopt(Object[] members, int length) {
        if (length == 0) return EMPTY;
        int n = length >> 1;
        if (n <= LINEAR_MAX) {
            for (int i = 2; i < length; i += 2) {
                for (int j = 0; j < i; j += 2) {
                    if (sameName(members[i], members[j])) return new JsonObject(merge(members, length));
                }
            }
            return new JsonObject(length == members.length ? members : Arrays.copyOf(members, length));
        }
        Object[] m = members.length == length + 1 ? members : Arrays.copyOf(members, length + 1);
        int[] table = buildIndex(m, n);
        if (table == null) {
            Object[] merged = merge(m, length);
            int k = merged.length >> 1;
            if (k <= LINEAR_MAX) return new JsonObject(merged);
            m = Arrays.copyOf(merged, merged.length + 1);
            table = buildIndex(m, k);
        }
        m[m.length - 1] = table;
        return new JsonObject(m);
    }

    /**
     * Merges repeated names among the members in {@code a[from..to)} in place (last value,
     * first position, as {@link #adopt} does) and returns the new end; the slots after it are
     * cleared so that the dropped values can be collected.
     */
    static int mergeInPlace(Object[] a, int from, int to) {
        Object[] merged = merge(Arrays.copyOfRange(a, from, to), to - from);
        System.arraycopy(merged, 0, a, from, merged.length);
        int end = from + merged.length;
        Arrays.fill(a, end, to, null);
        return end;
    }

    /** The members with repeated names merged: last value, first position. */
    private static Object[] merge(Object[] members, int length) {
        Object[] out = new Object[length];
        int size = 0;
        // A map once the object is large: a scan per name would make one repeat in a huge object quadratic.
        java.util.HashMap<Object, Integer> seen = length > 4 * LINEAR_MAX ? new java.util.HashMap<>() : null;
        for (int i = 0; i < length; i += 2) {
            int found = -1;
            if (seen != null) {
                Integer at = seen.putIfAbsent(Name.string(members[i]), size);
                if (at != null) found = at;
            } else {
                for (int j = 0; j < size; j += 2) {
                    if (sameName(out[j], members[i])) {
                        found = j;
                        break;
                    }
                }
            }
            if (found >= 0) {
                out[found + 1] = members[i + 1];
            } else {
                out[size++] = members[i];
                out[size++] = members[i + 1];
            }
        }
        return Arrays.copyOf(out, size);
    }

    /**
     * A hash index over the {@code n} names, or null if a name repeats. Normally keyed by
     * {@link String#hashCode}; but input can be made of names with equal hash codes ("Aa" and
     * "BB" collide, and so does every string of such pairs), which would make every build and
     * lookup linear. So when probing costs far more than it should, the index is rebuilt keyed by
     * a hash with a secret per-process seed, and marked as such by an odd length.
     */
    private static int[] buildIndex(Object[] m, int n) {
        int[] table = buildIndex(m, n, false);
        return table != null && table.length == 0 ? buildIndex(m, n, true) : table;
    }

    /** The index, null if a name repeats, or an empty array if probing went on too long. */
    private static int[] buildIndex(Object[] m, int n, boolean seeded) {
        int cap = Integer.highestOneBit(n * 2 - 1) << 1; // at least 2n: short probe chains
        int[] table = new int[seeded ? cap + 1 : cap];
        int mask = cap - 1;
        long probeBudget = 16L * n + 1024;
        for (int i = 0; i < n; i++) {
            Object name = m[2 * i];
            int slot = (seeded ? seededHash(Name.string(name)) : spread(Name.hash(name))) & mask;
            while (table[slot] != 0) {
                if (sameName(m[2 * (table[slot] - 1)], name)) return null;
                slot = (slot + 1) & mask;
                if (--probeBudget < 0 && !seeded) return new int[0];
            }
            table[slot] = i + 1;
        }
        return table;
    }

    private static int spread(int h) { return h ^ (h >>> 16); }

    /**
     * Whether two stored names of one object (Strings or {@link Name}s) are the same name. Two
     * Names are only if identical (one per distinct name per builder): no String is made for them.
     */
    static boolean sameName(Object a, Object b) {
        if (a == b) return true;
        if (a instanceof Name && b instanceof Name) return false;
        return Name.string(a).equals(Name.string(b));
    }

    private static final int SEED = java.util.concurrent.ThreadLocalRandom.current().nextInt();

    /** A hash of the name's chars that input cannot be crafted to collide in without knowing {@link #SEED}. */
    private static int seededHash(String name) {
        int h = SEED;
        for (int i = 0; i < name.length(); i++) {
            h = (h ^ name.charAt(i)) * 0x9E3779B1;
            h ^= h >>> 15;
        }
        h *= 0x85EBCA6B;
        return h ^ (h >>> 13);
    }

    /** Number of members. */
    public int size() { return members.length >> 1; }

    /** Whether there are no members. */
    public boolean isEmpty() { return members.length == 0; }

    /** Length of the name/value part of {@link #members} (without the index slot). */
    int pairsLength() { return members.length & ~1; }

    /** The name of member {@code i} (0-based, in order). */
    public String name(int i) { return Name.string(members[2 * checkIndex(i)]); }

    /** The value of member {@code i} (0-based, in order). */
    public JsonValue value(int i) { return Tree.value(members[2 * checkIndex(i) + 1]); }

    private int checkIndex(int i) {
        if (i < 0 || i >= size()) throw new IndexOutOfBoundsException("member " + i + " of " + size());
        return i;
    }

    /** Whether there is a member called {@code name}. */
    public boolean has(String name) { return indexOf(name) >= 0; }

    @Override
    public JsonValue get(String name) {
        int i = indexOf(name);
        return i < 0 ? null : Tree.value(members[2 * i + 1]);
    }

    /** Position of member {@code name}, or -1. */
    public int indexOf(String name) {
        Object[] m = members;
        int len = m.length;
        if ((len & 1) == 0) {
            for (int i = 0; i < len; i += 2) {
                if (name.equals(Name.string(m[i]))) return i >> 1;
            }
            return -1;
        }
        int[] table = (int[]) m[len - 1];
        int mask = (table.length & ~1) - 1;
        int slot = ((table.length & 1) == 0 ? spread(name.hashCode()) : seededHash(name)) & mask;
        int e;
        while ((e = table[slot]) != 0) {
            if (name.equals(Name.string(m[2 * (e - 1)]))) return e - 1;
            slot = (slot + 1) & mask;
        }
        return -1;
    }

    /** The names in order, as an unmodifiable list view. */
    public List<String> names() {
        return new AbstractList<>() {
            @Override public String get(int i) { return name(i); }
            @Override public int size() { return JsonObject.this.size(); }
        };
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) return true;
        return o instanceof JsonObject && TreeEquality.equal(this, o);
    }

    /** Independent of member order, like {@link #equals}; no recursion however deep the tree. */
    @Override
    public int hashCode() {
        return TreeEquality.hash(this);
    }

    /** The compact JSON text. */
    @Override
    public String toString() { return TreeWalker.toJson(this); }

    /** Collects members in order; a repeated name replaces the earlier value in place. Not thread-safe. */
    public static final class Builder {
        private Object[] members = new Object[16];
        private int length;

        Builder() {}

        /** Adds the member {@code name} (or replaces its value in place); the overloads below wrap a Java value. */
        public Builder put(String name, JsonValue value) {
            if (name == null) throw new NullPointerException("name");
            Object stored = Tree.store(value);
            if (length == members.length) members = Arrays.copyOf(members, length * 2);
            members[length++] = name;
            members[length++] = stored;
            return this;
        }

        public Builder put(String name, String value) { return put(name, JsonString.of(value)); }
        public Builder put(String name, long value) { return put(name, JsonNumberValue.of(value)); }
        public Builder put(String name, double value) { return put(name, JsonNumberValue.of(value)); }
        public Builder put(String name, BigDecimal value) { return put(name, JsonNumberValue.of(value)); }
        public Builder put(String name, boolean value) { return put(name, JsonBoolean.of(value)); }
        public Builder putNull(String name) { return put(name, JsonNull.INSTANCE); }

        /** The object of the members put so far; the builder can go on for another. */
        public JsonObject build() { return adopt(Arrays.copyOf(members, length), length); }
    }
}
