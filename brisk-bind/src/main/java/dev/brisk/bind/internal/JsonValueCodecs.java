package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.json.Json;
import dev.brisk.json.JsonArray;
import dev.brisk.json.JsonBoolean;
import dev.brisk.json.JsonNull;
import dev.brisk.json.JsonNumberValue;
import dev.brisk.json.JsonObject;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonString;
import dev.brisk.json.JsonToken;
import dev.brisk.json.JsonValue;

import java.util.Map;

/**
 * Tree values as properties: a {@code JsonValue} property takes whatever JSON is there (JSON null
 * becomes {@link JsonNull}, a missing property Java null); a property of a subtype such as
 * {@code JsonObject} must hold that kind of value or null (Java null). Number text is kept exactly.
 */
final class JsonValueCodecs {
    private JsonValueCodecs() { }

    static void register(Map<Class<?>, Codec<?>> into) {
        into.put(JsonValue.class, new TreeCodec<>(JsonValue.class, "a JSON value", null));
        into.put(JsonObject.class, new TreeCodec<>(JsonObject.class, "an object", JsonToken.BEGIN_OBJECT));
        into.put(JsonArray.class, new TreeCodec<>(JsonArray.class, "an array", JsonToken.BEGIN_ARRAY));
        into.put(JsonString.class, new TreeCodec<>(JsonString.class, "a string", JsonToken.STRING));
        into.put(JsonNumberValue.class, new TreeCodec<>(JsonNumberValue.class, "a number", JsonToken.NUMBER));
        into.put(JsonBoolean.class, new TreeCodec<>(JsonBoolean.class, "a boolean", JsonToken.BOOLEAN));
        into.put(JsonNull.class, new TreeCodec<>(JsonNull.class, "null", JsonToken.NULL));
    }

    static final class TreeCodec<T extends JsonValue> implements Codec<T> {
        private final Class<T> type;
        private final String expected;
        private final JsonToken token;

        TreeCodec(Class<T> type, String expected, JsonToken token) {
            this.type = type;
            this.expected = expected;
            this.token = token;
        }

        @Override
        public T read(JsonReader in) {
            if (token != null && in.peek() != token) {
                // null in a JsonObject (or JsonArray, ...) property is Java null, as for any other
                // reference property: what writeNulls writes must read back
                if (in.peek() == JsonToken.NULL) {
                    in.nextNull();
                    return null;
                }
                throw in.error("expected " + expected + " but found " + in.peek());
            }
            JsonValue v = Json.next(in);
            if (!type.isInstance(v)) throw in.error("expected " + expected + " but found " + v.getClass().getSimpleName());
            return type.cast(v);
        }

        @Override
        public void write(JsonSink out, T value) {
            if (value == null) out.nullValue(); else value.copyTo(out);
        }
    }
}
