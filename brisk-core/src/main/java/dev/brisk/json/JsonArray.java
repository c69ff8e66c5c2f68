package dev.brisk.json;

import java.math.BigDecimal;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;

/**
 * A JSON array: an immutable list of values.
 *
 * <p>Memory: strings are held as bare UTF-8 bytes and arrays made only of short numbers as one
 * {@code long[]} (see {@code PackedNumbers}); {@link #get(int)} hands out the tree value, created
 * on access for those, so do not rely on identity ({@code ==}) of elements.
 */
public final class JsonArray implements JsonValue {
    private static final Object[] NONE = new Object[0];
    private static final JsonArray EMPTY = new JsonArray(NONE);

    /**
     * {@code Object[]} of stored elements (see {@code Tree}), {@code long[]} of packed numbers, or
     * {@code PackedNumbers.Mixed}. Never modified.
     */
    final Object items;

    private JsonArray(Object items) { this.items = items; }

    /** The empty array. */
    public static JsonArray of() { return EMPTY; }

    /** An array of these values. */
    public static JsonArray of(JsonValue... values) {
        Object[] stored = new Object[values.length];
        for (int i = 0; i < values.length; i++) stored[i] = Tree.store(values[i]);
        return adopt(stored, 0, stored.length);
    }

    /** An array of these values. */
    public static JsonArray of(List<? extends JsonValue> values) {
        return of(values.toArray(new JsonValue[0]));
    }

    /** An array over {@code stored[from..to)} (stored elements, see {@code Tree}); copies the range. */
    static JsonArray adopt(Object[] stored, int from, int to) {
        if (to == from) return EMPTY;
        Object packed = PackedNumbers.pack(stored, from, to);
        if (packed != null) return new JsonArray(packed);
        return new JsonArray(Arrays.copyOfRange(stored, from, to));
    }

    /** An array of packed numbers (see {@code PackedNumbers}), taken over. */
    static JsonArray ofPacked(long[] packed) { return new JsonArray(packed); }

    /** A builder for an array, element by element. */
    public static Builder builder() { return new Builder(); }

    /** Number of elements. */
    public int size() {
        Object a = items;
        if (a instanceof Object[]) return ((Object[]) a).length;
        if (a instanceof long[]) return ((long[]) a).length;
        return PackedNumbers.packed(a).length;
    }

    /** Whether there are no elements. */
    public boolean isEmpty() { return size() == 0; }

    @Override
    public JsonValue get(int index) {
        Object a = items;
        if (a instanceof Object[]) {
            Object[] o = (Object[]) a;
            return index >= 0 && index < o.length ? Tree.value(o[index]) : null;
        }
        long[] p = PackedNumbers.packed(a);
        Object[] others = PackedNumbers.others(a);
        return index >= 0 && index < p.length ? PackedNumbers.decode(p[index], others) : null;
    }

    /** An unmodifiable view of the elements. */
    public List<JsonValue> values() {
        return new AbstractList<>() {
            @Override public JsonValue get(int i) {
                if (i < 0 || i >= size()) throw new IndexOutOfBoundsException("element " + i + " of " + size());
                return JsonArray.this.get(i);
            }
            @Override public int size() { return JsonArray.this.size(); }
        };
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) return true;
        return o instanceof JsonArray && TreeEquality.equal(this, o);
    }

    /** Element by element, for the packed forms (which hold numbers only, so nothing nests). */
    boolean flatEquals(Object o) {
        if (!(o instanceof JsonArray)) return false;
        Object a = items;
        Object b = ((JsonArray) o).items;
        if (a instanceof long[] && b instanceof long[] && Arrays.equals((long[]) a, (long[]) b)) return true;
        // Mixed or differently packed forms (1 and 1.0 are equal): element by element.
        int n = size();
        if (n != ((JsonArray) o).size()) return false;
        for (int i = 0; i < n; i++) {
            if (!get(i).equals(((JsonArray) o).get(i))) return false;
        }
        return true;
    }

    @Override
    public int hashCode() {
        if (items instanceof Object[]) return TreeEquality.hash(this); // no recursion however deep
        int h = 1;
        int n = size();
        for (int i = 0; i < n; i++) h = 31 * h + get(i).hashCode();
        return h;
    }

    /** The compact JSON text. */
    @Override
    public String toString() { return TreeWalker.toJson(this); }

    /** Collects elements in order; not thread-safe, but the arrays it builds are. */
    public static final class Builder {
        private Object[] items = new Object[8];
        private int size;

        Builder() {}

        /** Appends {@code value} (not null: use {@link #addNull()}); the overloads below wrap a Java value. */
        public Builder add(JsonValue value) {
            if (size == items.length) items = Arrays.copyOf(items, size * 2);
            items[size++] = Tree.store(value);
            return this;
        }

        public Builder add(String value) { return add(JsonString.of(value)); }
        public Builder add(long value) { return add(JsonNumberValue.of(value)); }
        public Builder add(double value) { return add(JsonNumberValue.of(value)); }
        public Builder add(BigDecimal value) { return add(JsonNumberValue.of(value)); }
        public Builder add(boolean value) { return add(JsonBoolean.of(value)); }
        public Builder addNull() { return add(JsonNull.INSTANCE); }

        /** The array of the elements added so far; the builder can go on adding for another. */
        public JsonArray build() { return adopt(items, 0, size); }
    }
}
