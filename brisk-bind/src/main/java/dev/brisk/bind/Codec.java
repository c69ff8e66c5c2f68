package dev.brisk.bind;

import dev.brisk.json.BytesCursor;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.ValueCursor;

/**
 * Reads a {@code T} from a {@link JsonReader} and writes one to a {@link JsonSink}. Because a
 * codec only speaks to these two interfaces, the same codec serves JSON text, trees and the binary
 * formats.
 *
 * <p>Contract: {@link #read} consumes exactly one value, including a JSON {@code null} where the
 * type admits one (reference types read it as {@code null}, {@code Optional} as empty; primitive
 * codecs reject it). {@link #write} emits exactly one value; a {@code null} argument is written
 * as JSON {@code null}. Errors are {@link dev.brisk.json.JsonException}s, made with
 * {@code in.error(..)} so that they carry the location and path. Codecs must be thread-safe;
 * the built-in ones are immutable.
 *
 * <p>Register your own with {@link Brisk.Builder#register(Class, Codec)}.
 */
public interface Codec<T> {

    /** Reads one value. */
    T read(JsonReader in);

    /**
     * Reads one value from a {@link BytesCursor}, the fast way in for a whole document in a
     * {@code byte[]}: the same value {@link #read} reads, or, for anything this codec does not
     * take there, {@code in.fail()} (the mapper then reads the document again through
     * {@link #read}, which gives the value or the error). Once {@code in.failed()}, what this
     * returns is ignored: build nothing the caller can see. The default fails, so a codec that
     * does not implement it reads as before, only without the cursor's speed.
     */
    default T readBytes(BytesCursor in) {
        in.fail();
        return null;
    }

    /**
     * Reads one value from a {@link ValueCursor}, the fast way in for documents whose values are
     * already decoded (a {@code JsonValue} tree in {@code Brisk.fromTree}, MessagePack in {@code
     * Brisk.readMessagePack}), with the contract of {@link #readBytes}: the value {@link #read}
     * reads from the format's reader, or {@code in.fail()} (the mapper then reads the document
     * again through {@link #read}). The default fails.
     */
    default T readValues(ValueCursor in) {
        in.fail();
        return null;
    }

    /** Writes one value ({@code null} as JSON null). */
    void write(JsonSink out, T value);

    /**
     * The value a property of this type takes when it is missing from the input: {@code null} for
     * most types, zero or false for primitives, empty for {@code Optional}.
     */
    default T missingValue() { return null; }

    /**
     * Whether a property holding {@code value} counts as absent, and is left out on write when
     * the mapper omits nulls ({@code null}, and an empty {@code Optional}).
     */
    default boolean isAbsent(T value) { return value == null; }
}
