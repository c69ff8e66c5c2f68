package dev.brisk.jsonp;

import dev.brisk.json.JsonException;
import dev.brisk.json.internal.ReusableWriters;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import jakarta.json.JsonWriter;
import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;

/**
 * Writes one value of the object model through a Brisk writer. A writer writes once. The tree
 * is in memory already and the writer's in-memory path is its fast one, so the value is written
 * into a pooled writer's buffer: a value of up to the pool's largest buffer (1 MiB of UTF-8)
 * reaches the target in one write after it was written whole (a value that fails, a lone
 * surrogate say, leaves nothing on the target), a longer one is handed over a buffer at a time
 * as it is written, so memory stays bounded. The writer goes back to the pool after a complete
 * write; with options the pool does not take (sequence mode) a writer of Brisk's own onto the
 * target streams.
 */
final class ValueWriter implements JsonWriter {
    private final OutputStream stream;
    private final Writer chars;
    private final Config config;
    private boolean used;
    private boolean closed;

    /** A writer of UTF-8 onto {@code stream}. */
    ValueWriter(OutputStream stream, Config config) {
        if (stream == null) throw new NullPointerException("The output stream cannot be null");
        this.stream = stream;
        this.chars = null;
        this.config = config;
    }

    /** A writer onto chars (a {@code Writer} of the caller's, or one that encodes a charset). */
    ValueWriter(Writer chars, Config config) {
        if (chars == null) throw new NullPointerException("The writer cannot be null");
        this.stream = null;
        this.chars = chars;
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
            ReusableWriters pool = config.writers;
            if (pool != null) {
                // a write that fails leaves the writer out of the pool
                dev.brisk.json.JsonWriter w = stream != null ? pool.take(stream) : pool.take(chars);
                ValueWriting.write(value, w);
                pool.finishToTarget(w);
            } else {
                dev.brisk.json.JsonWriter w = stream != null ? config.writing.writer(stream) : config.writing.writer(chars);
                ValueWriting.write(value, w);
                w.flush();
            }
            target().flush();
        } catch (JsonException e) {
            throw Errors.writing(e);
        } catch (IOException e) {
            throw Errors.io("writing JSON", e);
        }
    }

    private Flushable target() {
        return stream != null ? stream : chars;
    }

    @Override
    public void close() {
        if (closed) return;
        closed = true;
        try {
            ((Closeable) target()).close();
        } catch (IOException e) {
            throw Errors.io("closing the JSON output", e);
        }
    }
}
