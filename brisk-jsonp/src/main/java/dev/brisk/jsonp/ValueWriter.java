package dev.brisk.jsonp;

import dev.brisk.json.JsonException;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import jakarta.json.JsonWriter;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Writes one value of the object model through a Brisk writer. A writer writes once. Onto a
 * byte stream the value is written in memory first and handed over in one write from the
 * writer's buffer, not copied out first: the tree is in memory already, and the writer's
 * in-memory path is the fast one. That writer comes from the configuration's pool when the
 * options allow, and goes back to it after a complete write.
 */
final class ValueWriter implements JsonWriter {
    private final dev.brisk.json.JsonWriter out;
    private final OutputStream stream;
    private final Config config;
    private boolean used;
    private boolean closed;

    ValueWriter(dev.brisk.json.JsonWriter out) {
        this.out = out;
        this.stream = null;
        this.config = null;
    }

    /** A writer of UTF-8 onto {@code stream}. */
    ValueWriter(OutputStream stream, Config config) {
        if (stream == null) throw new NullPointerException("The output stream cannot be null");
        this.out = null;
        this.stream = stream;
        this.config = config;
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
            if (stream != null) {
                if (config.writers != null) {
                    // a write that fails leaves the writer out of the pool
                    dev.brisk.json.JsonWriter w = config.writers.take();
                    ValueWriting.write(value, w);
                    config.writers.finish(w, stream);
                } else {
                    dev.brisk.json.JsonWriter w = config.writing.writer();
                    ValueWriting.write(value, w);
                    w.writeTo(stream);
                }
                stream.flush();
            } else {
                ValueWriting.write(value, out);
                out.flush();
            }
        } catch (JsonException e) {
            throw Errors.writing(e);
        } catch (IOException e) {
            throw Errors.io("writing JSON", e);
        }
    }

    @Override
    public void close() {
        if (closed) return;
        closed = true;
        try {
            if (stream != null) stream.close();
            else out.close();
        } catch (JsonException e) {
            throw Errors.writing(e);
        } catch (IOException e) {
            throw Errors.io("closing the JSON output", e);
        }
    }
}
