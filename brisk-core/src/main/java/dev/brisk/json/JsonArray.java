package dev.brisk.json;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/** A JSON array: an immutable list of values. */
public final class JsonArray implements JsonValue {
    private static final JsonValue[] NONE = new JsonValue[0];
    private static final JsonArray EMPTY = new JsonArray(NONE);

    /** Exactly sized; never modified after construction. */
    final JsonValue[] items;

    JsonArray(JsonValue[] items) { this.items = items; }

    /** The empty array. */
    public static JsonArray of() { return EMPTY; }

    /** An array of these values (copied). */
    public static JsonArray of(JsonValue... values) {
        if (values.length == 0) return EMPTY;
        JsonValue[] copy = values.clone();
        for (JsonValue v : copy) {
            if (v == null) throw new NullPointerException("null element; use JsonNull.INSTANCE");
        }
        return new JsonArray(copy);
    }

    /** An array of these values (copied). */
    public static JsonArray of(List<? extends JsonValue> values) {
        return of(values.toArray(NONE));
    }

    static JsonArray wrap(JsonValue[] items) { return items.length == 0 ? EMPTY : new JsonArray(items); }

    public static Builder builder() { return new Builder(); }

    public int size() { return items.length; }

    public boolean isEmpty() { return items.length == 0; }

    @Override
    public JsonValue get(int index) {
        return index >= 0 && index < items.length ? items[index] : null;
    }

    /** An unmodifiable view of the elements. */
    public List<JsonValue> values() { return Collections.unmodifiableList(Arrays.asList(items)); }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof JsonArray && Arrays.equals(items, ((JsonArray) o).items);
    }

    @Override
    public int hashCode() { return Arrays.hashCode(items); }

    /** The compact JSON text. */
    @Override
    public String toString() { return TreeWalker.toJson(this); }

    /** Collects elements in order; not thread-safe, but the arrays it builds are. */
    public static final class Builder {
        private JsonValue[] items = new JsonValue[8];
        private int size;

        Builder() {}

        public Builder add(JsonValue value) {
            if (value == null) throw new NullPointerException("null element; use JsonNull.INSTANCE");
            if (size == items.length) items = Arrays.copyOf(items, size * 2);
            items[size++] = value;
            return this;
        }

        public Builder add(String value) { return add(JsonString.of(value)); }
        public Builder add(long value) { return add(JsonNumberValue.of(value)); }
        public Builder add(double value) { return add(JsonNumberValue.of(value)); }
        public Builder add(BigDecimal value) { return add(JsonNumberValue.of(value)); }
        public Builder add(boolean value) { return add(JsonBoolean.of(value)); }
        public Builder addNull() { return add(JsonNull.INSTANCE); }

        public JsonArray build() { return wrap(Arrays.copyOf(items, size)); }
    }
}
