package dev.brisk.json;

import dev.brisk.json.internal.BigNumberWriter;
import dev.brisk.json.internal.DoubleParser;
import dev.brisk.json.internal.DoubleWriter;
import dev.brisk.json.internal.IntegerWriter;
import dev.brisk.json.internal.WordIntegerWriter;
import dev.brisk.json.internal.NumberGrammar;
import dev.brisk.json.internal.PlainNumbers;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * A JSON number in the tree. It keeps the exact text it was read or built from
 * ({@link #toString()}: {@code 1.50} stays {@code 1.50}) and converts on demand, exactly or with
 * an error, like {@link JsonNumber}: {@link #intValue()} of {@code 1.5} or {@code 3000000000} throws
 * rather than truncating.
 *
 * <p><b>Equality is by numeric value</b>, as for {@link JsonNumber}: {@code 1}, {@code 1.0} and
 * {@code 1e0} are equal and have the same hash code; so are {@code 0} and {@code -0}. Compare
 * {@code toString()} for the texts.
 *
 * <p>Memory: the common forms are stored without their text, which is rebuilt exactly when
 * needed — integers of up to 18 digits as a {@code long} (those from -128 to 1023 shared), and
 * plain decimals such as {@code -65.613616999999977} of up to 17 digits as an unscaled
 * {@code long} and a scale. Other texts (exponents, {@code -0}, long digit strings) are kept as a
 * String.
 */
public abstract sealed class JsonNumberValue implements JsonValue {
    private static final int CACHE_LOW = -128;
    private static final int CACHE_HIGH = 1023;
    private static final Small[] CACHE = new Small[CACHE_HIGH - CACHE_LOW + 1];
    private static final double[] POW10 = new double[23];

    static {
        for (int i = 0; i < CACHE.length; i++) CACHE[i] = new Small(CACHE_LOW + i);
        double p = 1;
        for (int i = 0; i < POW10.length; i++) {
            POW10[i] = p;
            p *= 10;
        }
    }

    JsonNumberValue() {}

    /** The integer {@code value}. */
    public static JsonNumberValue of(long value) {
        if (value >= CACHE_LOW && value <= CACHE_HIGH) return CACHE[(int) value - CACHE_LOW];
        return new Small(value);
    }

    /**
     * The shortest text that reads back as {@code value} ({@code 1.5}, {@code 1e+21}, {@code -0}).
     *
     * @throws JsonException for NaN and infinities, which JSON cannot express
     */
    public static JsonNumberValue of(double value) {
        if (!Double.isFinite(value)) throw new JsonException(value + " is not a JSON number", null);
        return ofValidText(DoubleWriter.toString(value, false));
    }

    public static JsonNumberValue of(BigInteger value) { return ofValidText(BigNumberWriter.toJson(value)); }

    /** The exact value of {@code value}, written as plain text where that stays short. */
    public static JsonNumberValue of(BigDecimal value) { return ofValidText(BigNumberWriter.toJson(value)); }

    /** A reader's number, same text. */
    public static JsonNumberValue of(JsonNumber number) { return ofValidText(number.toString()); }

    /**
     * The number with this exact JSON text.
     *
     * @throws JsonException if {@code text} is not RFC 8259 number text
     */
    public static JsonNumberValue of(String text) {
        if (!NumberGrammar.isValid(text)) throw new JsonException("Not a JSON number: '" + text + "'", null);
        return ofValidText(text);
    }

    static JsonNumberValue ofValidText(String text) {
        int n = text.length();
        if (n <= 20) {
            byte[] b = new byte[n];
            for (int i = 0; i < n; i++) b[i] = (byte) text.charAt(i);
            JsonNumberValue v = compact(b, 0, n);
            if (v != null) return v;
        }
        return new Text(text);
    }

    /** From number text the caller has validated; creates no String for the compact forms. */
    static JsonNumberValue ofValidText(byte[] ascii, int offset, int length) {
        if (length <= 20 && length > 0) {
            JsonNumberValue v = compact(ascii, offset, length);
            if (v != null) return v;
        }
        return new Text(new String(ascii, offset, length, StandardCharsets.ISO_8859_1));
    }

    /**
     * An integer of at most 18 digits or a plain decimal of at most 17 whose text can be rebuilt,
     * or null. Negative zero keeps its text: {@link PlainNumbers#packed} refuses it, and 0 from
     * {@link PlainNumbers#integer} after that refusal can only be {@code -0}.
     */
    private static JsonNumberValue compact(byte[] b, int off, int len) {
        long p = PlainNumbers.packed(b, off, off + len);
        if (p != PlainNumbers.NOT_PLAIN) {
            int scale = PlainNumbers.scale(p);
            return scale == 0 ? of(PlainNumbers.unscaled(p)) : new Decimal(PlainNumbers.unscaled(p), scale);
        }
        long v = PlainNumbers.integer(b, off, off + len); // 18 digits (ids, nanosecond times)
        return v == PlainNumbers.NOT_PLAIN || v == 0 ? null : of(v);
    }

    /** The exact JSON text. */
    public abstract String text();

    /** This number as a {@link JsonNumber} (same text). */
    public JsonNumber number() { return JsonNumber.ofValidated(text()); }

    /** @throws JsonException unless the value is an integer within int range */
    public int intValue() { return number().intValue(); }

    /** @throws JsonException unless the value is an integer within long range */
    public long longValue() { return number().longValue(); }

    /** The nearest double. @throws JsonException if too large for a double */
    public double doubleValue() { return number().doubleValue(); }

    /** The nearest float. @throws JsonException if too large for a float */
    public float floatValue() { return number().floatValue(); }

    /** @throws JsonException unless the value is an integer */
    public BigInteger bigIntegerValue() { return number().bigIntegerValue(); }

    /** The exact value with the text's scale. */
    public BigDecimal bigDecimalValue() { return number().bigDecimalValue(); }

    /** Writes this number to a sink with its exact text; {@code scratch} holds at least 48 bytes. */
    abstract void writeTo(JsonSink sink, byte[] scratch);

    @Override
    public boolean equals(Object o) {
        if (o == this) return true;
        if (!(o instanceof JsonNumberValue)) return false;
        if (this instanceof Small && o instanceof Small) return ((Small) this).value == ((Small) o).value;
        return number().equals(((JsonNumberValue) o).number());
    }

    @Override
    public int hashCode() { return number().hashCode(); }

    /** The exact JSON text. */
    @Override
    public String toString() { return text(); }

    /** An integer whose text is its canonical decimal form. */
    static final class Small extends JsonNumberValue {
        final long value;

        Small(long value) { this.value = value; }

        @Override public String text() { return Long.toString(value); }
        @Override public int intValue() {
            if ((int) value != value) throw new JsonException(value + " is out of int range", null);
            return (int) value;
        }
        @Override public long longValue() { return value; }
        @Override public double doubleValue() { return value; }
        @Override public float floatValue() { return value; }
        @Override public BigInteger bigIntegerValue() { return BigInteger.valueOf(value); }
        @Override public BigDecimal bigDecimalValue() { return BigDecimal.valueOf(value); }
        @Override void writeTo(JsonSink sink, byte[] scratch) { sink.numberValue(value); }
    }

    /** A plain decimal {@code unscaled / 10^scale} (scale at least 1) with at most 18 digits. */
    static final class Decimal extends JsonNumberValue {
        final long unscaled;
        final int scale;

        Decimal(long unscaled, int scale) {
            this.unscaled = unscaled;
            this.scale = scale;
        }

        /** Writes the text into {@code b} from 0 (48 bytes suffice); returns its length. */
        int write(byte[] b) { return write(unscaled, scale, b); }

        /** Writes the text of {@code unscaled / 10^scale} into {@code b} from 0 (48 bytes); returns its length. */
        static int write(long unscaled, int scale, byte[] b) { return write(unscaled, scale, b, 0); }

        /**
         * Writes the text of {@code unscaled / 10^scale} at {@code b[pos]} (48 bytes free; bytes
         * past the returned end may be overwritten too); returns the end.
         */
        static int write(long unscaled, int scale, byte[] b, int pos) {
            long u = unscaled;
            int p = pos;
            if (u < 0) {
                b[p++] = '-';
                u = -u;
            }
            if (scale <= 16) {
                // The last 16 digits as two words of ASCII, stored whole at shifted positions: the
                // integer part, then the fraction again one place further for the point.
                // No per-digit stores, and no arraycopy to move the fraction afterwards.
                int a = 0;
                boolean lead = u >= 10_000_000_000_000_000L;
                if (lead) {
                    int top = (int) (u / 10_000_000_000_000_000L); // 17 or 18 digits: 1 or 2 lead
                    u -= top * 10_000_000_000_000_000L;
                    if (top >= 10) b[p++] = (byte) ('0' + top / 10);
                    b[p++] = (byte) ('0' + top % 10);
                } else {
                    a = 16 - IntegerWriter.digitCount(u);
                }
                long hi = u / 100_000_000L;
                long w0 = WordIntegerWriter.eightDigits((int) hi);
                long w1 = WordIntegerWriter.eightDigits((int) (u - hi * 100_000_000L));
                int f = 16 - scale; // where the fraction starts among the 16
                if (a < f) {
                    putDigits(b, p, w0, w1, a);
                    p += f - a;
                } else if (!lead) {
                    b[p++] = '0';
                }
                b[p++] = '.';
                putDigits(b, p, w0, w1, f);
                return p + scale;
            }
            int digits = u == 0 ? 1 : IntegerWriter.digitCount(u);
            if (digits > scale) {
                // All digits (two per step), then the fraction moves one place right for the point.
                int end = IntegerWriter.writeLong(b, p, u);
                System.arraycopy(b, end - scale, b, end - scale + 1, scale);
                b[end - scale] = '.';
                return end + 1;
            }
            b[p++] = '0';
            b[p++] = '.';
            for (int i = digits; i < scale; i++) b[p++] = '0';
            return IntegerWriter.writeLong(b, p, u);
        }

        private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

        /**
         * Stores the ASCII digits {@code w0 w1} (16, first in the lowest byte of {@code w0}) from
         * digit {@code a} on at {@code b[q]}; bytes after the last digit get zeros, up to 16 written.
         */
        private static void putDigits(byte[] b, int q, long w0, long w1, int a) {
            if (a >= 8) {
                LONG_LE.set(b, q, w1 >>> (8 * (a - 8)));
            } else if (a == 0) {
                LONG_LE.set(b, q, w0);
                LONG_LE.set(b, q + 8, w1);
            } else {
                LONG_LE.set(b, q, (w0 >>> (8 * a)) | (w1 << (64 - 8 * a)));
                LONG_LE.set(b, q + 8, w1 >>> (8 * a));
            }
        }

        @Override public String text() {
            byte[] b = new byte[48];
            return new String(b, 0, write(b), StandardCharsets.ISO_8859_1);
        }

        @Override public double doubleValue() {
            // Both operands are exact doubles, so one division rounds correctly (Clinger's fast path).
            if (Math.abs(unscaled) <= (1L << 53) && scale < POW10.length) return unscaled / POW10[scale];
            byte[] b = new byte[48];
            return DoubleParser.parseDouble(b, 0, write(b));
        }

        @Override public BigDecimal bigDecimalValue() { return BigDecimal.valueOf(unscaled, scale); }

        @Override void writeTo(JsonSink sink, byte[] scratch) {
            if (sink instanceof JsonWriter) {
                ((JsonWriter) sink).decimalValue(unscaled, scale);
            } else {
                sink.numberText(scratch, 0, write(scratch));
            }
        }
    }

    /** Any other number text, kept as it is. */
    static final class Text extends JsonNumberValue {
        final String text;

        Text(String text) { this.text = text; }

        @Override public String text() { return text; }
        @Override void writeTo(JsonSink sink, byte[] scratch) { sink.numberText(text); }
    }
}
