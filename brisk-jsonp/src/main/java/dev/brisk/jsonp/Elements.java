package dev.brisk.jsonp;

import jakarta.json.JsonValue;
import java.util.Arrays;

/** The elements of an array being built; {@link #build()} copies them out and starts over empty. */
final class Elements {
    private JsonValue[] values = new JsonValue[8];
    private int size;

    int size() {
        return size;
    }

    JsonValue get(int i) {
        return values[i];
    }

    void add(JsonValue value) {
        int s = size;
        if (s == values.length) values = Arrays.copyOf(values, s << 1);
        values[s] = value;
        size = s + 1;
    }

    void insert(int i, JsonValue value) {
        add(value);
        System.arraycopy(values, i, values, i + 1, size - 1 - i);
        values[i] = value;
    }

    void set(int i, JsonValue value) {
        values[i] = value;
    }

    void remove(int i) {
        System.arraycopy(values, i + 1, values, i, size - i - 1);
        values[--size] = null;
    }

    /** The array of the elements so far, exactly sized; this accumulator keeps its array and starts over empty. */
    ArrayValue build() {
        int s = size;
        if (s == 0) return ArrayValue.EMPTY;
        ArrayValue a = ArrayValue.of(Arrays.copyOf(values, s), s);
        Arrays.fill(values, 0, s, null);
        size = 0;
        return a;
    }
}
