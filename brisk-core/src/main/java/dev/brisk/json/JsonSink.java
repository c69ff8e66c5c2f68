package dev.brisk.json;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * The push side of Brisk: every source ({@code JsonReader}, the tree, VelocyPack slices,
 * MessagePack readers) can feed every sink (the JSON writer, the tree builder, the binary
 * builders, codecs) through this one interface, with no tree in between.
 *
 * <p>Calls must form one well-nested JSON value (or, for sinks in sequence mode, several): inside
 * an object each value is preceded by exactly one {@link #name} call. Sinks reject misuse with a
 * {@link JsonException}; none of them produces invalid output.
 *
 * <p>The byte-slice overloads take text that the caller guarantees is valid UTF-8 (for names and
 * strings: the decoded content, not escaped JSON) or valid JSON number text (ASCII), so that a
 * source whose bytes are already checked can pass them on without creating a String. The slices
 * are only read during the call; sinks must copy what they keep.
 */
public interface JsonSink {

    /** Starts an object whose member count is not known. */
    void beginObject();

    /** Starts an object; {@code sizeHint} is its member count when known, or -1. */
    default void beginObject(int sizeHint) { beginObject(); }

    void endObject();

    /** Starts an array whose length is not known. */
    void beginArray();

    /** Starts an array; {@code sizeHint} is its element count when known, or -1. */
    default void beginArray(int sizeHint) { beginArray(); }

    void endArray();

    /** The name of the next object member. */
    void name(String name);

    /**
     * The name at {@code index} of a prepared set, for codecs that write the same names over and
     * over: a {@link JsonWriter} copies the name's bytes as prepared instead of escaping it again.
     */
    default void name(Names names, int index) { name(names.get(index)); }

    // A member in one call, for codecs (the generated ones use them): each is exactly
    // name(names, index) followed by the value call, which is what these defaults do. A compact
    // JsonWriter writes the prepared name and the value with one check of its state and room.

    /** {@code name(names, index)} then {@code numberValue(value)}. */
    default void member(Names names, int index, int value) { name(names, index); numberValue(value); }

    /** {@code name(names, index)} then {@code numberValue(value)}. */
    default void member(Names names, int index, long value) { name(names, index); numberValue(value); }

    /** {@code name(names, index)} then {@code numberValue(value)}. */
    default void member(Names names, int index, double value) { name(names, index); numberValue(value); }

    /** {@code name(names, index)} then {@code numberValue(value)}. */
    default void member(Names names, int index, float value) { name(names, index); numberValue(value); }

    /** {@code name(names, index)} then {@code booleanValue(value)}. */
    default void member(Names names, int index, boolean value) { name(names, index); booleanValue(value); }

    /** {@code name(names, index)} then {@code stringValue(value)} (null is written as null). */
    default void member(Names names, int index, String value) { name(names, index); stringValue(value); }

    /** The name of the next object member as valid UTF-8 bytes (decoded, not escaped). */
    default void name(byte[] utf8, int offset, int length) {
        name(new String(utf8, offset, length, StandardCharsets.UTF_8));
    }

    void stringValue(String value);

    /**
     * The string value {@code names.get(index)}, for codecs that write the same few strings over
     * and over (enum constants): a {@link JsonWriter} copies the prepared bytes instead of
     * escaping the String again.
     */
    default void stringValue(Names names, int index) { stringValue(names.get(index)); }

    /** A string value as valid UTF-8 bytes (decoded content, not escaped JSON). */
    default void stringValue(byte[] utf8, int offset, int length) {
        stringValue(new String(utf8, offset, length, StandardCharsets.UTF_8));
    }

    default void numberValue(int value) { numberValue((long) value); }

    void numberValue(long value);

    void numberValue(double value);

    /** A float; sinks that print it use the shortest text that reads back as this float. */
    default void numberValue(float value) {
        if (Float.isNaN(value) || Float.isInfinite(value)) {
            numberValue((double) value); // let the sink apply its NaN/Infinity policy
        } else {
            numberText(Float.toString(value));
        }
    }

    void numberValue(BigInteger value);

    void numberValue(BigDecimal value);

    /**
     * A number given by its exact JSON text (RFC 8259 grammar, e.g. {@code -12.50e+3}), kept as
     * written: sinks that store text store it unchanged. Sinks reject text that is not a JSON
     * number.
     */
    void numberText(String text);

    /** A number as JSON number text in ASCII bytes that the caller has already validated. */
    default void numberText(byte[] ascii, int offset, int length) {
        numberText(new String(ascii, offset, length, StandardCharsets.ISO_8859_1));
    }

    void booleanValue(boolean value);

    void nullValue();
}
