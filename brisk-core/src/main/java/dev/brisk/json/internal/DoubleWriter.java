package dev.brisk.json.internal;

/**
 * Writes finite {@code double} and {@code float} values as the shortest decimal that reads back
 * to the same value, straight into a byte buffer. The caller guarantees a finite value (NaN and
 * infinities are the writer's policy, not ours) and at least 32 free bytes, of which those past
 * the returned position may be overwritten (digits are stored eight at a time).
 *
 * <p>Default layout: ECMAScript {@code Number::toString}, what {@code JSON.stringify} writes —
 * {@code 123}, {@code 1.5}, {@code 0.000001}, {@code 1e-7}, {@code 1e+21}, {@code 1.5e+300} —
 * with one deliberate difference: negative zero is written {@code -0} (ECMAScript writes
 * {@code 0}), so that the sign survives a round trip; {@code -0} is valid JSON.
 *
 * <p>Java layout ({@code javaLayout = true}): like {@link Double#toString(double)} on JDK 19+ —
 * {@code 123.0}, {@code 1.5}, {@code 0.001}, {@code 1.0E-4}, {@code 1.0E7}, {@code -0.0} — which is
 * also valid JSON number text.
 */
public final class DoubleWriter {
    private DoubleWriter() {}

    public static int writeDouble(byte[] buf, int pos, double value, boolean javaLayout) {
        long bits = Double.doubleToRawLongBits(value);
        boolean negative = bits < 0;
        if ((bits & Long.MAX_VALUE) == 0) return writeZero(buf, pos, negative, javaLayout);
        return Schubfach.writeDouble(buf, pos, negative, value, javaLayout);
    }

    public static int writeFloat(byte[] buf, int pos, float value, boolean javaLayout) {
        int bits = Float.floatToRawIntBits(value);
        boolean negative = bits < 0;
        if ((bits & Integer.MAX_VALUE) == 0) return writeZero(buf, pos, negative, javaLayout);
        return Schubfach.writeFloat(buf, pos, negative, value, javaLayout);
    }

    /** The text {@link #writeDouble} writes, as a String (for tests, tools and slow paths). */
    public static String toString(double value, boolean javaLayout) {
        byte[] buf = new byte[32];
        int end = writeDouble(buf, 0, value, javaLayout);
        return new String(buf, 0, end, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    /** The text {@link #writeFloat} writes, as a String. */
    public static String toString(float value, boolean javaLayout) {
        byte[] buf = new byte[32];
        int end = writeFloat(buf, 0, value, javaLayout);
        return new String(buf, 0, end, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    private static int writeZero(byte[] buf, int pos, boolean negative, boolean javaLayout) {
        if (negative) buf[pos++] = '-';
        buf[pos++] = '0';
        if (javaLayout) {
            buf[pos++] = '.';
            buf[pos++] = '0';
        }
        return pos;
    }
}
