package dev.brisk.jsonp;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonConfig.KeyStrategy;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Map;

/**
 * Builds a {@link JsonObject}. A name added again replaces the value in the member's first place
 * (or, by the factory's key strategy, keeps the first value or is refused); {@link #build()}
 * hands the members over and the builder starts again empty.
 */
final class ObjectValueBuilder implements JsonObjectBuilder {
    private final Members members = new Members();
    private final KeyStrategy keys;

    ObjectValueBuilder(KeyStrategy keys) {
        this.keys = keys;
    }

    void addAllOf(JsonObject object) {
        for (Map.Entry<String, JsonValue> e : object.entrySet()) put(e.getKey(), e.getValue());
    }

    private JsonObjectBuilder put(String name, JsonValue value) {
        if (name == null) throw new NullPointerException("A member name cannot be null");
        if (value == null) throw new NullPointerException("The value of '" + name + "' cannot be null");
        int at = members.find(name);
        if (at < 0) members.append(name, value);
        else if (keys == KeyStrategy.LAST) members.set(at, value);
        else if (keys == KeyStrategy.NONE) throw new JsonException("Duplicate name '" + name + "'");
        return this;
    }

    @Override
    public JsonObjectBuilder add(String name, JsonValue value) {
        return put(name, value);
    }

    @Override
    public JsonObjectBuilder add(String name, String value) {
        return put(name, value == null ? null : new StringValue(value));
    }

    @Override
    public JsonObjectBuilder add(String name, BigInteger value) {
        return put(name, value == null ? null : Values.of(value));
    }

    @Override
    public JsonObjectBuilder add(String name, BigDecimal value) {
        return put(name, value == null ? null : Values.of(value));
    }

    @Override
    public JsonObjectBuilder add(String name, int value) {
        return put(name, Values.of(value));
    }

    @Override
    public JsonObjectBuilder add(String name, long value) {
        return put(name, Values.of(value));
    }

    @Override
    public JsonObjectBuilder add(String name, double value) {
        return put(name, Values.of(value));
    }

    @Override
    public JsonObjectBuilder add(String name, boolean value) {
        return put(name, Values.of(value));
    }

    @Override
    public JsonObjectBuilder addNull(String name) {
        return put(name, JsonValue.NULL);
    }

    @Override
    public JsonObjectBuilder add(String name, JsonObjectBuilder builder) {
        if (builder == null) throw new NullPointerException("The builder for '" + name + "' cannot be null");
        return put(name, builder.build());
    }

    @Override
    public JsonObjectBuilder add(String name, JsonArrayBuilder builder) {
        if (builder == null) throw new NullPointerException("The builder for '" + name + "' cannot be null");
        return put(name, builder.build());
    }

    @Override
    public JsonObjectBuilder addAll(JsonObjectBuilder builder) {
        if (builder == null) throw new NullPointerException("The builder cannot be null");
        addAllOf(builder.build());
        return this;
    }

    @Override
    public JsonObjectBuilder remove(String name) {
        if (name == null) throw new NullPointerException("A member name cannot be null");
        members.remove(name);
        return this;
    }

    @Override
    public JsonObject build() {
        return members.build();
    }
}
