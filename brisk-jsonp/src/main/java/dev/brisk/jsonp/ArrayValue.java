package dev.brisk.jsonp;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/** An immutable JSON array over an array of values. */
final class ArrayValue extends AbstractList<JsonValue> implements JsonArray, RandomAccess {
    static final ArrayValue EMPTY = new ArrayValue(new JsonValue[0], 0);

    private final JsonValue[] values;
    private final int size;

    private ArrayValue(JsonValue[] values, int size) {
        this.values = values;
        this.size = size;
    }

    /** An array of the first {@code size} values, taking ownership of the array. */
    static ArrayValue of(JsonValue[] values, int size) {
        return size == 0 ? EMPTY : new ArrayValue(values, size);
    }

    @Override
    public JsonValue get(int i) {
        if (i < 0 || i >= size) throw new IndexOutOfBoundsException("Index " + i + " out of an array of " + size);
        return values[i];
    }

    /** The element at {@code i}, which the caller knows is in range. */
    JsonValue at(int i) {
        return values[i];
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public JsonObject getJsonObject(int i) {
        return (JsonObject) get(i);
    }

    @Override
    public JsonArray getJsonArray(int i) {
        return (JsonArray) get(i);
    }

    @Override
    public JsonNumber getJsonNumber(int i) {
        return (JsonNumber) get(i);
    }

    @Override
    public JsonString getJsonString(int i) {
        return (JsonString) get(i);
    }

    /** This array seen as a list of {@code type}: unchecked, as the API specifies it. */
    @Override
    @SuppressWarnings("unchecked")
    public <T extends JsonValue> List<T> getValuesAs(Class<T> type) {
        return (List<T>) (List<?>) this;
    }

    @Override
    public String getString(int i) {
        return getJsonString(i).getString();
    }

    @Override
    public String getString(int i, String defaultValue) {
        if (i < 0 || i >= size) return defaultValue;
        JsonValue v = values[i];
        return v instanceof JsonString ? ((JsonString) v).getString() : defaultValue;
    }

    @Override
    public int getInt(int i) {
        return getJsonNumber(i).intValue();
    }

    @Override
    public int getInt(int i, int defaultValue) {
        if (i < 0 || i >= size) return defaultValue;
        JsonValue v = values[i];
        return v instanceof JsonNumber ? ((JsonNumber) v).intValue() : defaultValue;
    }

    @Override
    public boolean getBoolean(int i) {
        JsonValue v = get(i);
        if (v == JsonValue.TRUE) return true;
        if (v == JsonValue.FALSE) return false;
        throw new ClassCastException("Element " + i + " is " + v.getValueType() + ", not a boolean");
    }

    @Override
    public boolean getBoolean(int i, boolean defaultValue) {
        if (i < 0 || i >= size) return defaultValue;
        JsonValue v = values[i];
        if (v == JsonValue.TRUE) return true;
        if (v == JsonValue.FALSE) return false;
        return defaultValue;
    }

    @Override
    public boolean isNull(int i) {
        return get(i).getValueType() == ValueType.NULL;
    }

    @Override
    public ValueType getValueType() {
        return ValueType.ARRAY;
    }

    @Override
    public String toString() {
        return ValueText.of(this);
    }
}
