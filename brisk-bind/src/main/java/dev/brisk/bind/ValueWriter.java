package dev.brisk.bind;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonWriter;

import java.io.Closeable;
import java.io.Flushable;

/**
 * Writes values as newline-delimited JSON: one compact value per line. The counterpart of
 * {@link ValueIterator}. Not thread-safe; close it to flush and close the target.
 */
public final class ValueWriter<T> implements Closeable, Flushable {
    private final JsonWriter out;
    private final Codec<T> codec;
    private final int maxWriteDepth;

    ValueWriter(JsonWriter out, Codec<T> codec, int maxWriteDepth) {
        this.out = out;
        this.codec = codec;
        this.maxWriteDepth = maxWriteDepth;
    }

    /** Writes one value and its newline. */
    public void write(T value) {
        try {
            codec.write(out, value);
        } catch (JsonException e) {
            throw Brisk.depthHint(e, maxWriteDepth);
        }
    }

    @Override public void flush() { out.flush(); }

    @Override public void close() { out.close(); }
}
