package dev.brisk.jsonp;

import dev.brisk.json.JsonException;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import jakarta.json.JsonWriter;

/** Writes one value of the object model through a Brisk writer. A writer writes once. */
final class ValueWriter implements JsonWriter {
    private final dev.brisk.json.JsonWriter out;
    private boolean used;
    private boolean closed;

    ValueWriter(dev.brisk.json.JsonWriter out) {
        this.out = out;
    }

    @Override
    public void writeArray(JsonArray array) {
        write((JsonValue) array);
    }

    @Override
    public void writeObject(JsonObject object) {
        write((JsonValue) object);
    }

    @Override
    public void write(JsonStructure value) {
        write((JsonValue) value);
    }

    @Override
    public void write(JsonValue value) {
        if (value == null) throw new NullPointerException("The value cannot be null");
        if (closed) throw new IllegalStateException("The writer is closed");
        if (used) throw new IllegalStateException("The writer has written its value already");
        used = true;
        try {
            ValueWriting.write(value, out);
            out.flush();
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
    }

    @Override
    public void close() {
        if (closed) return;
        closed = true;
        try {
            out.close();
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
    }
}
