package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.bind.ObjectCodec;
import dev.brisk.json.BytesCursor;
import dev.brisk.json.ValueCursor;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;

/**
 * Stands for a codec that is still being built, so that a recursive type ({@code Node} with a
 * {@code List<Node>} field) can refer to itself. It is only handed out on the recursive edge and
 * is complete before any mapper call can use it.
 */
final class DeferredCodec<T> extends ObjectCodec<T> {
    private Codec<T> delegate;
    /** The delegate, when it reads objects as ObjectCodec does: then read goes straight to its body. */
    private ObjectCodec<T> body;

    @SuppressWarnings("unchecked")
    void complete(Codec<T> codec) {
        this.delegate = codec;
        this.body = codec instanceof ObjectCodec && readsAsObjectCodec(codec.getClass()) ? (ObjectCodec<T>) codec : null;
    }

    private static boolean readsAsObjectCodec(Class<?> c) {
        try {
            return c.getMethod("read", JsonReader.class).getDeclaringClass() == ObjectCodec.class;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /**
     * A recursive type nests through here at every level: reading the braces here rather than in
     * the delegate's {@code read} saves a stack frame per level (the depth a default stack holds).
     */
    @Override
    public T read(JsonReader in) {
        ObjectCodec<T> b = body;
        if (b == null) return delegate.read(in);
        if (in.peek() == JsonToken.NULL) {
            in.nextNull();
            return null;
        }
        if (StackBudget.tooDeepHere(in)) return StackBudget.deeper(in.limits().maxDepth(), () -> read(in));
        in.beginObject();
        return b.readBody(in);
    }

    @Override public void write(JsonSink out, T value) { delegate.write(out, value); }

    @Override public T missingValue() { return delegate.missingValue(); }

    @Override public boolean isAbsent(T value) { return delegate.isAbsent(value); }

    @Override public T readBody(JsonReader in) { return ((ObjectCodec<T>) delegate).readBody(in); }

    /** A recursive type through the bytes cursor: the delegate's own read (the cursor bounds the depth itself). */
    @Override public T readBytes(BytesCursor in) { return delegate.readBytes(in); }
    @Override public T readValues(ValueCursor in) { return delegate.readValues(in); }

    @Override public T readBodyBytes(BytesCursor in) { return ((ObjectCodec<T>) delegate).readBodyBytes(in); }
    @Override public T readBodyValues(ValueCursor in) { return ((ObjectCodec<T>) delegate).readBodyValues(in); }

    @Override public void writeBody(JsonSink out, T value) { ((ObjectCodec<T>) delegate).writeBody(out, value); }

    @Override public boolean readsMember(String name) { return ((ObjectCodec<T>) delegate).readsMember(name); }
}
