package dev.brisk.jsonp;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import java.math.BigDecimal;
import java.math.BigInteger;

/** Builds a {@link JsonArray}; {@link #build()} hands the elements over and starts again empty. */
final class ArrayValueBuilder implements JsonArrayBuilder {
    private final Elements elements = new Elements();

    void addAllOf(JsonArray array) {
        for (int i = 0, n = array.size(); i < n; i++) elements.add(array.get(i));
    }

    private static JsonValue checked(JsonValue value) {
        if (value == null) throw new NullPointerException("An array element cannot be null (use addNull)");
        return value;
    }

    private JsonArrayBuilder append(JsonValue value) {
        elements.add(checked(value));
        return this;
    }

    private JsonArrayBuilder insert(int index, JsonValue value) {
        checked(value);
        if (index < 0 || index > elements.size()) {
            throw new IndexOutOfBoundsException("Index " + index + " is outside 0.." + elements.size());
        }
        elements.insert(index, value);
        return this;
    }

    private JsonArrayBuilder replace(int index, JsonValue value) {
        checked(value);
        if (index < 0 || index >= elements.size()) {
            throw new IndexOutOfBoundsException("Index " + index + " is outside 0.." + (elements.size() - 1));
        }
        elements.set(index, value);
        return this;
    }

    private static JsonValue built(JsonObjectBuilder b) {
        if (b == null) throw new NullPointerException("The builder cannot be null");
        return b.build();
    }

    private static JsonValue built(JsonArrayBuilder b) {
        if (b == null) throw new NullPointerException("The builder cannot be null");
        return b.build();
    }

    @Override public JsonArrayBuilder add(JsonValue value) { return append(value); }
    @Override public JsonArrayBuilder add(String value) { return append(value == null ? null : new StringValue(value)); }
    @Override public JsonArrayBuilder add(BigDecimal value) { return append(value == null ? null : Values.of(value)); }
    @Override public JsonArrayBuilder add(BigInteger value) { return append(value == null ? null : Values.of(value)); }
    @Override public JsonArrayBuilder add(int value) { return append(Values.of(value)); }
    @Override public JsonArrayBuilder add(long value) { return append(Values.of(value)); }
    @Override public JsonArrayBuilder add(double value) { return append(Values.of(value)); }
    @Override public JsonArrayBuilder add(boolean value) { return append(Values.of(value)); }
    @Override public JsonArrayBuilder addNull() { return append(JsonValue.NULL); }
    @Override public JsonArrayBuilder add(JsonObjectBuilder builder) { return append(built(builder)); }
    @Override public JsonArrayBuilder add(JsonArrayBuilder builder) { return append(built(builder)); }

    @Override
    public JsonArrayBuilder addAll(JsonArrayBuilder builder) {
        if (builder == null) throw new NullPointerException("The builder cannot be null");
        addAllOf(builder.build());
        return this;
    }

    @Override public JsonArrayBuilder add(int index, JsonValue value) { return insert(index, value); }
    @Override public JsonArrayBuilder add(int index, String value) { return insert(index, value == null ? null : new StringValue(value)); }
    @Override public JsonArrayBuilder add(int index, BigDecimal value) { return insert(index, value == null ? null : Values.of(value)); }
    @Override public JsonArrayBuilder add(int index, BigInteger value) { return insert(index, value == null ? null : Values.of(value)); }
    @Override public JsonArrayBuilder add(int index, int value) { return insert(index, Values.of(value)); }
    @Override public JsonArrayBuilder add(int index, long value) { return insert(index, Values.of(value)); }
    @Override public JsonArrayBuilder add(int index, double value) { return insert(index, Values.of(value)); }
    @Override public JsonArrayBuilder add(int index, boolean value) { return insert(index, Values.of(value)); }
    @Override public JsonArrayBuilder addNull(int index) { return insert(index, JsonValue.NULL); }
    @Override public JsonArrayBuilder add(int index, JsonObjectBuilder builder) { return insert(index, built(builder)); }
    @Override public JsonArrayBuilder add(int index, JsonArrayBuilder builder) { return insert(index, built(builder)); }

    @Override public JsonArrayBuilder set(int index, JsonValue value) { return replace(index, value); }
    @Override public JsonArrayBuilder set(int index, String value) { return replace(index, value == null ? null : new StringValue(value)); }
    @Override public JsonArrayBuilder set(int index, BigDecimal value) { return replace(index, value == null ? null : Values.of(value)); }
    @Override public JsonArrayBuilder set(int index, BigInteger value) { return replace(index, value == null ? null : Values.of(value)); }
    @Override public JsonArrayBuilder set(int index, int value) { return replace(index, Values.of(value)); }
    @Override public JsonArrayBuilder set(int index, long value) { return replace(index, Values.of(value)); }
    @Override public JsonArrayBuilder set(int index, double value) { return replace(index, Values.of(value)); }
    @Override public JsonArrayBuilder set(int index, boolean value) { return replace(index, Values.of(value)); }
    @Override public JsonArrayBuilder setNull(int index) { return replace(index, JsonValue.NULL); }
    @Override public JsonArrayBuilder set(int index, JsonObjectBuilder builder) { return replace(index, built(builder)); }
    @Override public JsonArrayBuilder set(int index, JsonArrayBuilder builder) { return replace(index, built(builder)); }

    @Override
    public JsonArrayBuilder remove(int index) {
        if (index < 0 || index >= elements.size()) {
            throw new IndexOutOfBoundsException("Index " + index + " is outside 0.." + (elements.size() - 1));
        }
        elements.remove(index);
        return this;
    }

    @Override
    public JsonArray build() {
        return elements.build();
    }
}
