package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.bind.ObjectCodec;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;

/**
 * Stands for a codec that is still being built, so that a recursive type ({@code Node} with a
 * {@code List<Node>} field) can refer to itself. It is only handed out on the recursive edge and
 * is complete before any mapper call can use it.
 */
final class DeferredCodec<T> extends ObjectCodec<T> {
    private Codec<T> delegate;

    void complete(Codec<T> codec) { this.delegate = codec; }

    @Override public T read(JsonReader in) { return delegate.read(in); }

    @Override public void write(JsonSink out, T value) { delegate.write(out, value); }

    @Override public T missingValue() { return delegate.missingValue(); }

    @Override public boolean isAbsent(T value) { return delegate.isAbsent(value); }

    @Override public T readBody(JsonReader in) { return ((ObjectCodec<T>) delegate).readBody(in); }

    @Override public void writeBody(JsonSink out, T value) { ((ObjectCodec<T>) delegate).writeBody(out, value); }

    @Override public boolean readsMember(String name) { return ((ObjectCodec<T>) delegate).readsMember(name); }
}
