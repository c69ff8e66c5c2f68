package dev.brisk.json;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Shortcuts between JSON text and {@link JsonValue} trees.
 *
 * <pre>{@code
 * JsonValue doc = Json.parse(bytes);
 * JsonValue name = doc.at("/user/name");
 * String compact = Json.toString(doc);
 * String pretty = Json.toString(doc, true);
 * }</pre>
 */
public final class Json {
    private static final WriterOptions PRETTY = WriterOptions.defaults().withPretty(true);
    /** The compact in-memory writers of {@link #toBytes(JsonValue)}, reused. */
    private static final WriterPool COMPACT = new WriterPool(WriterOptions.defaults());

    private Json() {}

    /**
     * The one JSON value in {@code json} (UTF-8), read strictly with the default limits.
     *
     * @throws JsonException for anything but exactly one valid JSON value, with its location
     */
    public static JsonValue parse(byte[] json) { return parse(JsonReader.of(json)); }

    /** The one JSON value in {@code json[offset..offset+length)} (UTF-8). */
    public static JsonValue parse(byte[] json, int offset, int length) { return parse(JsonReader.of(json, offset, length)); }

    public static JsonValue parse(String json) { return parse(JsonReader.of(json)); }

    public static JsonValue parse(char[] json) { return parse(JsonReader.of(json)); }

    /** The bytes between the buffer's position and limit (UTF-8); the position is not moved. */
    public static JsonValue parse(ByteBuffer json) { return parse(JsonReader.of(json)); }

    /** Reads {@code in} (UTF-8) to its end and closes it. */
    public static JsonValue parse(InputStream in) { return parse(JsonReader.of(in)); }

    /** Reads {@code in} to its end and closes it. */
    public static JsonValue parse(Reader in) { return parse(JsonReader.of(in)); }

    /**
     * The one value {@code reader} holds (its options decide strictness and limits); then checks
     * that nothing follows and closes the reader. For sequences use {@link #next(JsonReader)}.
     */
    public static JsonValue parse(JsonReader reader) {
        try (JsonReader r = reader) {
            JsonValue v = next(r);
            if (r.peek() != JsonToken.END_DOCUMENT) throw r.error("Unexpected content after the value");
            return v;
        }
    }

    /** The next value from {@code reader} (a top-level value of a sequence, or a member's value), as a tree. */
    public static JsonValue next(JsonReader reader) {
        // the reader enforces its own depth limit and hands on only slices it has checked
        TreeBuilder builder = TreeBuilder.forReader();
        reader.copyTo(builder);
        JsonValue value = builder.result();
        builder.recycle();
        return value;
    }

    /** The compact UTF-8 JSON of {@code value}. @throws JsonException for a lone surrogate in a string */
    public static byte[] toBytes(JsonValue value) {
        return toBytes(value, WriterOptions.defaults());
    }

    /** The UTF-8 JSON of {@code value} laid out and escaped by {@code options}. */
    public static byte[] toBytes(JsonValue value, WriterOptions options) {
        if (options == WriterOptions.defaults()) {
            // Values are sealed Brisk types, so the writer cannot escape and is reused: a
            // document then allocates only its result (a failed write drops its writer).
            JsonWriter w = COMPACT.take();
            value.copyTo(w);
            return COMPACT.finish(w);
        }
        JsonWriter w = options.writer();
        value.copyTo(w);
        return w.toByteArray();
    }

    /** The compact JSON of {@code value}. */
    public static String toString(JsonValue value) { return toString(value, false); }

    /** The JSON of {@code value}, pretty (2-space indent) or compact. */
    public static String toString(JsonValue value, boolean pretty) {
        return new String(toBytes(value, pretty ? PRETTY : WriterOptions.defaults()), StandardCharsets.UTF_8);
    }

    /** Writes the compact JSON of {@code value} to {@code out} and flushes it (it stays open). */
    public static void write(JsonValue value, OutputStream out) { write(value, out, WriterOptions.defaults()); }

    /** Writes the JSON of {@code value} to {@code out} as {@code options} say, and flushes it (it stays open). */
    public static void write(JsonValue value, OutputStream out, WriterOptions options) {
        JsonWriter w = options.writer(out);
        value.copyTo(w);
        w.flush();
    }

    /** Writes the compact JSON of {@code value} to chars ({@link java.io.Writer}, {@link StringBuilder}, ...), flushed, left open. */
    public static void write(JsonValue value, Appendable out) { write(value, out, WriterOptions.defaults()); }

    /** Writes the JSON of {@code value} to chars as {@code options} say, flushed, left open. */
    public static void write(JsonValue value, Appendable out, WriterOptions options) {
        JsonWriter w = options.writer(out);
        value.copyTo(w);
        w.flush();
    }
}
