package dev.brisk.bind;

import dev.brisk.bind.internal.StackBudget;
import dev.brisk.json.BytesCursor;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;
import dev.brisk.json.ValueCursor;

/**
 * A codec for a type written as a JSON object, split into the object's braces and its body so
 * that a sealed parent can read the discriminator itself and hand the rest of the object to the
 * chosen subtype, and write the discriminator before the subtype's members. Generated codecs and
 * the reflective ones both extend this class.
 */
public abstract class ObjectCodec<T> implements Codec<T> {

    @Override
    public T read(JsonReader in) {
        if (in.peek() == JsonToken.NULL) {
            in.nextNull();
            return null;
        }
        if (StackBudget.tooDeepHere(in)) return StackBudget.deeper(in.limits().maxDepth(), () -> read(in));
        in.beginObject();
        return readBody(in);
    }

    /** {@code null}, or the object's brace and then {@link #readBodyBytes}. */
    @Override
    public T readBytes(BytesCursor in) {
        if (in.nextNull()) return null;
        in.beginObject();
        return readBodyBytes(in);
    }

    /** {@code null}, or the object entered and then {@link #readBodyValues}. */
    @Override
    public T readValues(ValueCursor in) {
        if (in.nextNull()) return null;
        in.beginObject();
        return readBodyValues(in);
    }

    @Override
    public void write(JsonSink out, T value) {
        if (value == null) {
            out.nullValue();
            return;
        }
        out.beginObject();
        writeBody(out, value);
        out.endObject();
    }

    /**
     * Reads the members of an object whose {@code beginObject()} was already consumed, through its
     * {@code endObject()}, and builds the value. Nothing is built until every member is read, so a
     * failure never leaves a half-built object behind.
     */
    public abstract T readBody(JsonReader in);

    /**
     * {@link #readBody} over a {@link BytesCursor} (the brace already consumed), with the same
     * results, defaults and checks; what it does not take there it hands back by
     * {@code in.fail()}, and once {@code in.failed()} it builds nothing (no constructor, no
     * setter) and returns null. The default fails: such a type is read through {@link #readBody}.
     */
    public T readBodyBytes(BytesCursor in) {
        in.fail();
        return null;
    }

    /**
     * {@link #readBody} over a {@link ValueCursor} (the object already entered), with the contract
     * of {@link #readBodyBytes}. The default fails: such a type is read through {@link #readBody}.
     */
    public T readBodyValues(ValueCursor in) {
        in.fail();
        return null;
    }

    /** Writes the members of {@code value} (not the braces). */
    public abstract void writeBody(JsonSink out, T value);

    /**
     * Whether {@link #readBody} takes a member named {@code name} rather than treating it as
     * unknown: a property, an alias, a name skipped on purpose, or any name when the type has a
     * catch-all. Asked when this type is {@linkplain JsonUnwrapped unwrapped} into another, whose
     * members are handed to it only if it takes them. By default, every name.
     */
    public boolean readsMember(String name) {
        return true;
    }
}
