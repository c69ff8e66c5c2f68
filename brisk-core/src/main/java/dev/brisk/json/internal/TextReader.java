package dev.brisk.json.internal;

/**
 * Marks the {@code JsonReader} over JSON text (bytes, streams, chars). Its {@code copyTo} gives a
 * sink names and strings as UTF-8 slices ({@code name(byte[], int, int)},
 * {@code stringValue(byte[], int, int)}), numbers as their ASCII text or, for short integers
 * and to a {@link RewindableSink} that asks for them, their long or double value, and NaN or
 * an infinity (lenient input only) as a double. Sinks built for that traffic (the binder's
 * natural values) check for this mark. Not API.
 */
public interface TextReader {
}
