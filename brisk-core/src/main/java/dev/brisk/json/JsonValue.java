package dev.brisk.json;

/**
 * An immutable JSON value: a tree of {@link JsonObject}, {@link JsonArray}, {@link JsonString},
 * {@link JsonNumberValue}, {@link JsonBoolean} and {@link JsonNull}. Values are thread-safe and
 * can be shared freely; build them with {@link Json#parse(byte[])}, a {@link TreeBuilder}, or the
 * builders and factories of the subtypes.
 *
 * <p>Equality is by value: objects are equal when they have the same names with equal values in
 * any order (JSON gives member order no meaning, though the tree keeps it for output); arrays
 * element by element; numbers by numeric value ({@code 1}, {@code 1.0} and {@code 10e-1} are
 * equal, see {@link JsonNumberValue}). {@code toString()} is the compact JSON text.
 *
 * <p>Navigation returns {@code null} for what is not there, so it chains with a null check at the
 * end: {@code doc.get("user")} is {@code null} unless {@code doc} is an object with a member
 * {@code user}; {@code doc.at("/statuses/0/id")} follows an RFC 6901 JSON Pointer.
 */
public sealed interface JsonValue permits JsonObject, JsonArray, JsonString, JsonNumberValue, JsonBoolean, JsonNull {

    /** The value of member {@code name} if this is an object that has one, else {@code null}. */
    default JsonValue get(String name) { return null; }

    /** Element {@code index} if this is an array that long, else {@code null}. */
    default JsonValue get(int index) { return null; }

    /**
     * The value that the JSON Pointer (RFC 6901) {@code pointer} refers to, or {@code null} when
     * there is none: {@code ""} is this value, {@code "/a/0/b"} member {@code b} of element 0 of
     * member {@code a}; {@code ~1} stands for {@code /} and {@code ~0} for {@code ~} in names.
     *
     * @throws JsonException if {@code pointer} is not a JSON Pointer (does not start with
     *     {@code /}, or has a {@code ~} not followed by {@code 0} or {@code 1})
     */
    default JsonValue at(String pointer) { return JsonPointer.resolve(this, pointer); }

    /** Streams this value into {@code sink}, iteratively (any depth), number text unchanged. */
    default void copyTo(JsonSink sink) { TreeWalker.copy(this, sink); }
}
