package dev.brisk.json;

import java.io.OutputStream;
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

    private Json() {}

    /** The compact UTF-8 JSON of {@code value}. @throws JsonException for a lone surrogate in a string */
    public static byte[] toBytes(JsonValue value) {
        return toBytes(value, WriterOptions.defaults());
    }

    /** The UTF-8 JSON of {@code value} laid out and escaped by {@code options}. */
    public static byte[] toBytes(JsonValue value, WriterOptions options) {
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
