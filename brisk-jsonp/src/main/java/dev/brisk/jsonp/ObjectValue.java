package dev.brisk.jsonp;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * An immutable JSON object: names and values in two arrays, in insertion order, with no
 * duplicate names (the builder and the reader resolve duplicates before). The names are a
 * {@link Shape}, shared with the objects of the same names made before it. Small objects are
 * searched linearly; from {@link #INDEXED} members on, an open-addressing table of positions,
 * built on the first lookup, answers {@code get}.
 */
final class ObjectValue extends AbstractMap<String, JsonValue> implements JsonObject {
    static final int INDEXED = 9;
    static final ObjectValue EMPTY = new ObjectValue(Shape.EMPTY, new JsonValue[0], 0);

    private final Shape shape;
    private final String[] names;
    private final JsonValue[] values;
    private final int size;
    private Set<Map.Entry<String, JsonValue>> entries;

    private ObjectValue(Shape shape, JsonValue[] values, int size) {
        this.shape = shape;
        this.names = shape.names;
        this.values = values;
        this.size = size;
    }

    /** An object of the distinct names of {@code shape}, taking ownership of the values. */
    static ObjectValue ofDistinct(Shape shape, JsonValue[] values, int size) {
        return size == 0 ? EMPTY : new ObjectValue(shape, values, size);
    }

    int memberCount() {
        return size;
    }

    /** The names, shared with the objects of the same {@link Shape}. */
    String[] names() {
        return names;
    }

    String nameAt(int i) {
        return names[i];
    }

    JsonValue valueAt(int i) {
        return values[i];
    }

    int indexOf(Object name) {
        return shape.indexOf(name);
    }

    @Override
    public JsonValue get(Object name) {
        int i = indexOf(name);
        return i < 0 ? null : values[i];
    }

    @Override
    public boolean containsKey(Object name) {
        return indexOf(name) >= 0;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean isEmpty() {
        return size == 0;
    }

    @Override
    public JsonArray getJsonArray(String name) {
        return (JsonArray) get(name);
    }

    @Override
    public JsonObject getJsonObject(String name) {
        return (JsonObject) get(name);
    }

    @Override
    public JsonNumber getJsonNumber(String name) {
        return (JsonNumber) get(name);
    }

    @Override
    public JsonString getJsonString(String name) {
        return (JsonString) get(name);
    }

    @Override
    public String getString(String name) {
        return getJsonString(name).getString();
    }

    @Override
    public String getString(String name, String defaultValue) {
        JsonValue v = get(name);
        return v instanceof JsonString ? ((JsonString) v).getString() : defaultValue;
    }

    @Override
    public int getInt(String name) {
        return getJsonNumber(name).intValue();
    }

    @Override
    public int getInt(String name, int defaultValue) {
        JsonValue v = get(name);
        return v instanceof JsonNumber ? ((JsonNumber) v).intValue() : defaultValue;
    }

    @Override
    public boolean getBoolean(String name) {
        JsonValue v = get(name);
        if (v == null) throw new NullPointerException("No member named '" + name + "'");
        if (v == JsonValue.TRUE) return true;
        if (v == JsonValue.FALSE) return false;
        throw new ClassCastException("Member '" + name + "' is " + v.getValueType() + ", not a boolean");
    }

    @Override
    public boolean getBoolean(String name, boolean defaultValue) {
        JsonValue v = get(name);
        if (v == JsonValue.TRUE) return true;
        if (v == JsonValue.FALSE) return false;
        return defaultValue;
    }

    @Override
    public boolean isNull(String name) {
        JsonValue v = get(name);
        if (v == null) throw new NullPointerException("No member named '" + name + "'");
        return v.getValueType() == ValueType.NULL;
    }

    @Override
    public ValueType getValueType() {
        return ValueType.OBJECT;
    }

    @Override
    public Set<Map.Entry<String, JsonValue>> entrySet() {
        Set<Map.Entry<String, JsonValue>> e = entries;
        if (e == null) entries = e = new Entries();
        return e;
    }

    @Override
    public String toString() {
        return ValueText.of(this);
    }

    private final class Entries extends AbstractSet<Map.Entry<String, JsonValue>> {
        @Override
        public int size() {
            return size;
        }

        @Override
        public Iterator<Map.Entry<String, JsonValue>> iterator() {
            return new Iterator<>() {
                private int next;

                @Override
                public boolean hasNext() {
                    return next < size;
                }

                @Override
                public Map.Entry<String, JsonValue> next() {
                    if (next >= size) throw new NoSuchElementException();
                    int i = next++;
                    return new AbstractMap.SimpleImmutableEntry<>(names[i], values[i]);
                }
            };
        }
    }
}
