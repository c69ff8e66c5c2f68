package dev.brisk.bind;

import dev.brisk.bind.internal.StackBudget;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonToken;

import java.io.Closeable;
import java.lang.reflect.Type;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The values of a stream, read one at a time: concatenated or newline-delimited values, or the
 * elements of one top-level array (see {@link Brisk#readValues}). Memory stays constant however
 * long the input is: only the current value is held. Not thread-safe; close it to close the input.
 * An input with no value at all (empty or only whitespace) has no values, as in the reader's
 * sequence mode.
 */
public final class ValueIterator<T> implements Iterator<T>, Closeable {
    private final JsonReader in;
    private final Codec<T> codec;
    private final boolean elements;
    /** With a raised depth limit, the one thread whose stack holds it, for every value; else null. */
    private final StackBudget.Worker deep;
    private boolean done;

    ValueIterator(JsonReader in, Codec<T> codec, Type type) {
        this.in = in;
        this.codec = codec;
        int depth = in.limits().maxDepth();
        this.deep = depth > StackBudget.CALLER_DEPTH ? new StackBudget.Worker(depth) : null;
        Class<?> raw = Types.raw(type);
        boolean typeIsArrayLike = raw.isArray() || Collection.class.isAssignableFrom(raw) || raw == Object.class;
        this.elements = !typeIsArrayLike && in.hasNextValue() && in.peek() == JsonToken.BEGIN_ARRAY;
        if (elements) in.beginArray();
    }

    @Override
    public boolean hasNext() {
        if (done) return false;
        if (elements) {
            if (in.hasNext()) return true;
            in.endArray();
            if (in.hasNextValue()) throw in.error("unexpected " + in.peek() + " after the top-level array");
        } else if (in.hasNextValue()) {
            return true;
        }
        done = true;
        return false;
    }

    @Override
    public T next() {
        if (!hasNext()) throw new NoSuchElementException();
        // codecs recurse per level: a raised depth limit gets a stack that holds it
        if (deep == null) return StackBudget.readOrLocate(codec, in);
        return deep.run(() -> codec.read(in));
    }

    /** The remaining values as a sequential stream; closing the stream closes this iterator. */
    public Stream<T> stream() {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(this, Spliterator.ORDERED), false)
                .onClose(this::close);
    }

    @Override
    public void close() {
        done = true;
        if (deep != null) deep.close();
        in.close();
    }
}
