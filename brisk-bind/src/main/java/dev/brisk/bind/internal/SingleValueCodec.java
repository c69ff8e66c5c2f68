package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;

import java.lang.invoke.MethodHandle;

/**
 * A single-value type (see {@link SingleValues}): written as its one value, read by handing the
 * value to its creator. JSON null is a null reference; the creator is never called with it.
 */
final class SingleValueCodec<T> implements Codec<T> {
    private final String typeName;
    /** (Object)Object, or null when the type is written as an object. */
    private final MethodHandle getter;
    private final Codec<Object> valueWriter;
    private final Codec<Object> objectWriter;
    /** (Object)Object, or null when the type cannot be read. */
    private final MethodHandle creator;
    private final Codec<Object> valueReader;

    SingleValueCodec(String typeName, MethodHandle getter, Codec<Object> valueWriter, Codec<Object> objectWriter,
                     MethodHandle creator, Codec<Object> valueReader) {
        this.typeName = typeName;
        this.getter = getter;
        this.valueWriter = valueWriter;
        this.objectWriter = objectWriter;
        this.creator = creator;
        this.valueReader = valueReader;
    }

    @Override
    @SuppressWarnings("unchecked")
    public T read(JsonReader in) {
        if (in.peek() == JsonToken.NULL) {
            in.nextNull();
            return null;
        }
        if (creator == null) {
            throw in.error(typeName + " cannot be read: it has no creator taking its single value and no constructor of that value's type");
        }
        Object value = valueReader.read(in);
        try {
            return (T) (Object) creator.invokeExact(value);
        } catch (Throwable t) {
            if (t instanceof Error) throw (Error) t;
            if (t instanceof JsonException) throw (JsonException) t;
            JsonException e = in.error("cannot create " + typeName + ": " + t);
            throw new JsonException(e.detail(), e.offset(), e.line(), e.column(), e.path(), t);
        }
    }

    @Override
    public void write(JsonSink out, T value) {
        if (value == null) {
            out.nullValue();
            return;
        }
        if (getter == null) {
            objectWriter.write(out, value);
            return;
        }
        Object v;
        try {
            v = (Object) getter.invokeExact((Object) value);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
        valueWriter.write(out, v);
    }
}
