package dev.brisk.jsonp;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;

/** Object-model values made from Java values, with the API's checks. */
final class Values {
    private Values() {}

    static JsonString of(String value) {
        if (value == null) throw new NullPointerException("A JSON string cannot be made from null");
        return new StringValue(value);
    }

    static JsonNumber of(int value) {
        return new LongNumber(value, true);
    }

    static JsonNumber of(long value) {
        return new LongNumber(value, false);
    }

    /** @throws NumberFormatException for NaN and the infinities, which JSON cannot express */
    static JsonNumber of(double value) {
        if (!Double.isFinite(value)) throw new NumberFormatException(value + " is not a JSON number");
        return DecimalNumber.of(BigDecimal.valueOf(value), value);
    }

    static JsonNumber of(BigDecimal value) {
        if (value == null) throw new NullPointerException("A JSON number cannot be made from null");
        return DecimalNumber.of(value, value);
    }

    static JsonNumber of(BigInteger value) {
        if (value == null) throw new NullPointerException("A JSON number cannot be made from null");
        return DecimalNumber.of(new BigDecimal(value), value);
    }

    static JsonNumber of(Number value) {
        if (value == null) throw new NullPointerException("A JSON number cannot be made from null");
        if (value instanceof Integer || value instanceof Short || value instanceof Byte) return of(value.intValue());
        if (value instanceof Long) return of(value.longValue());
        if (value instanceof Double || value instanceof Float) return of(value.doubleValue());
        if (value instanceof BigInteger) return of((BigInteger) value);
        if (value instanceof BigDecimal) return of((BigDecimal) value);
        return of(new BigDecimal(value.toString()));
    }

    static JsonValue of(boolean value) {
        return value ? JsonValue.TRUE : JsonValue.FALSE;
    }

    /**
     * The JSON value for a Java value of a map or collection given to a builder: JSON values
     * as they are, strings, numbers, booleans, null (and an empty Optional) as JSON null,
     * builders built, collections and arrays as arrays, maps as objects.
     */
    static JsonValue ofJava(Object value, BuilderFactory builders) {
        if (value == null) return JsonValue.NULL;
        if (value instanceof JsonValue) return (JsonValue) value;
        if (value instanceof String) return new StringValue((String) value);
        if (value instanceof Boolean) return of((boolean) (Boolean) value);
        if (value instanceof Number) return of((Number) value);
        if (value instanceof Optional) return ofJava(((Optional<?>) value).orElse(null), builders);
        if (value instanceof JsonObjectBuilder) return ((JsonObjectBuilder) value).build();
        if (value instanceof JsonArrayBuilder) return ((JsonArrayBuilder) value).build();
        if (value instanceof Collection) return builders.createArrayBuilder((Collection<?>) value).build();
        if (value instanceof Map) {
            @SuppressWarnings("unchecked")
            Map<String, ?> map = (Map<String, ?>) value;
            return builders.objectBuilderOf(map).build();
        }
        if (value instanceof Object[]) return builders.createArrayBuilder(java.util.Arrays.asList((Object[]) value)).build();
        throw new IllegalArgumentException("No JSON value for a " + value.getClass().getName());
    }
}
