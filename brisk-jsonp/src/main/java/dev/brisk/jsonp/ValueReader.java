package dev.brisk.jsonp;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonToken;
import jakarta.json.JsonArray;
import jakarta.json.JsonConfig.KeyStrategy;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParsingException;

/**
 * Reads one value of the object model from a Brisk reader, which also checks that nothing but
 * whitespace follows it. A reader reads once.
 */
final class ValueReader implements JsonReader {
    private final dev.brisk.json.JsonReader in;
    private final KeyStrategy keys;
    private boolean used;
    private boolean closed;

    ValueReader(dev.brisk.json.JsonReader in, KeyStrategy keys) {
        this.in = in;
        this.keys = keys;
    }

    private void start() {
        if (closed) throw new IllegalStateException("The reader is closed");
        if (used) throw new IllegalStateException("The reader has read its value already");
        used = true;
    }

    @Override
    public JsonStructure read() {
        start();
        try {
            JsonToken t = in.peek();
            if (t != JsonToken.BEGIN_OBJECT && t != JsonToken.BEGIN_ARRAY) throw expected("an object or an array", t);
            return (JsonStructure) TreeReading.value(in, keys);
        } catch (JsonException e) {
            throw Errors.reading(e);
        }
    }

    @Override
    public JsonObject readObject() {
        start();
        try {
            JsonToken t = in.peek();
            if (t != JsonToken.BEGIN_OBJECT) throw expected("an object", t);
            return (JsonObject) TreeReading.value(in, keys);
        } catch (JsonException e) {
            throw Errors.reading(e);
        }
    }

    @Override
    public JsonArray readArray() {
        start();
        try {
            JsonToken t = in.peek();
            if (t != JsonToken.BEGIN_ARRAY) throw expected("an array", t);
            return (JsonArray) TreeReading.value(in, keys);
        } catch (JsonException e) {
            throw Errors.reading(e);
        }
    }

    @Override
    public JsonValue readValue() {
        start();
        try {
            return TreeReading.value(in, keys);
        } catch (JsonException e) {
            throw Errors.reading(e);
        }
    }

    private JsonParsingException expected(String what, JsonToken found) {
        JsonException e = in.error("Expected " + what + " but found " + describe(found));
        return new JsonParsingException(e.getMessage(), new Location(e.line(), e.column(), e.offset()));
    }

    static String describe(JsonToken t) {
        switch (t) {
            case BEGIN_OBJECT: return "an object";
            case BEGIN_ARRAY: return "an array";
            case STRING: return "a string";
            case NUMBER: return "a number";
            case BOOLEAN: return "a boolean";
            case NULL: return "null";
            case END_DOCUMENT: return "the end of the input";
            default: return t.toString();
        }
    }

    @Override
    public void close() {
        if (closed) return;
        closed = true;
        try {
            in.close();
        } catch (JsonException e) {
            throw Errors.reading(e);
        }
    }
}
