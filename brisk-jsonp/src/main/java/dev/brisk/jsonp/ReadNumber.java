package dev.brisk.jsonp;

import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.internal.DecimalPartsSink;
import jakarta.json.JsonNumber;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * The number a reader has just given, without a String: the unscaled value and scale of the
 * BigDecimal that {@code new BigDecimal(text)} would make, and the text for {@code getString}.
 * Brisk's JSON reader hands a plain number of up to 17 digits over as unscaled value and scale,
 * read in the pass that validates it ({@link DecimalPartsSink}); its text is made only when asked
 * for. Any other number comes as its bytes, which are kept and, when the unscaled value fits a
 * long (18 significant digits, or 19 below 2^63) and the scale an int, parsed here. The parser and the tree reader each
 * reuse one; it is a sink for nothing but numbers (the other number calls, which a reader of
 * another format makes, go through their text).
 */
final class ReadNumber implements JsonSink, DecimalPartsSink {
    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT_LE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    private byte[] text = new byte[32];
    /** The length of {@link #text}, or -1 when the number came as parts and has no text yet. */
    private int length;
    /** No fraction and no exponent. */
    private boolean plain;
    /** {@link #unscaled} and {@link #scale} hold the value. */
    private boolean compact;
    private long unscaled;
    private int scale;

    /** Takes the reader's next value, which must be a number. */
    void read(JsonReader in) {
        in.nextNumber(this);
    }

    @Override
    public void numberParts(long unscaled, int scale) {
        this.unscaled = unscaled;
        this.scale = scale;
        plain = scale == 0;
        compact = true;
        length = -1;
    }

    @Override
    public void numberText(byte[] ascii, int offset, int n) {
        // parsed where it is, then copied: reading back bytes just copied would stall on the copy
        parse(ascii, offset, offset + n);
        byte[] t = text;
        if (n > t.length) text = t = new byte[Math.max(n, t.length * 2)];
        System.arraycopy(ascii, offset, t, 0, n);
        length = n;
    }

    /** Parses validated JSON number text; the reader's limits bound its length and exponent. */
    private void parse(byte[] t, int from, int n) {
        boolean negative = t[from] == '-';
        int i = negative ? from + 1 : from;
        int start = i;
        long v = 0;
        int c;
        // the digits before and after the point: eight or four at a time while they last, then one by one
        while (i + 8 <= n) {
            long w = (long) LONG_LE.get(t, i);
            if (!eightDigits(w)) break;
            v = v * 100_000_000L + valueOfEight(w);
            i += 8;
        }
        if (i + 4 <= n) {
            int w = (int) INT_LE.get(t, i);
            if (fourDigits(w)) {
                v = v * 10_000L + valueOfFour(w);
                i += 4;
            }
        }
        while (i < n && (c = t[i] - '0') >= 0 && c <= 9) {
            v = v * 10 + c;
            i++;
        }
        int digits = i - start;
        int fraction = 0;
        if (i < n && t[i] == '.') {
            int f = ++i;
            while (i + 8 <= n) {
                long w = (long) LONG_LE.get(t, i);
                if (!eightDigits(w)) break;
                v = v * 100_000_000L + valueOfEight(w);
                i += 8;
            }
            if (i + 4 <= n) {
                int w = (int) INT_LE.get(t, i);
                if (fourDigits(w)) {
                    v = v * 10_000L + valueOfFour(w);
                    i += 4;
                }
            }
            while (i < n && (c = t[i] - '0') >= 0 && c <= 9) {
                v = v * 10 + c;
                i++;
            }
            fraction = i - f;
            digits += fraction;
        }
        plain = i == n && fraction == 0;
        long s = fraction;
        if (i < n) s -= exponent(t, i + 1, n);
        // leading zeros add nothing to the value: only significant digits must fit. Up to 18
        // always do; 19 when the value is below 2^63, which the sum shows by its sign: it wraps
        // modulo 2^64, above any 19-digit value, so it is exact as an unsigned number
        int significant = digits <= 18 ? digits : significantDigits(t, start, i);
        compact = (significant <= 18 || (significant == 19 && v >= 0)) && s == (int) s;
        unscaled = negative ? -v : v;
        scale = (int) s;
    }

    /** Whether all eight bytes of {@code w} are ASCII digits: each high nibble 3, and no low nibble above 9. */
    private static boolean eightDigits(long w) {
        return ((w & 0xF0F0F0F0F0F0F0F0L) | (((w + 0x0606060606060606L) & 0xF0F0F0F0F0F0F0F0L) >>> 4)) == 0x3333333333333333L;
    }

    /**
     * The value of eight ASCII digits read little-endian (the first digit in the low byte): pairs,
     * then fours, then the eight combined by multiplications instead of eight dependent steps.
     */
    private static long valueOfEight(long w) {
        w -= 0x3030303030303030L;
        w = w * 10 + (w >>> 8);
        return (((w & 0x000000FF000000FFL) * (100 + (1_000_000L << 32)))
                + (((w >>> 16) & 0x000000FF000000FFL) * (1 + (10_000L << 32)))) >>> 32;
    }

    private static boolean fourDigits(int w) {
        return ((w & 0xF0F0F0F0) | (((w + 0x06060606) & 0xF0F0F0F0) >>> 4)) == 0x33333333;
    }

    /** As {@link #valueOfEight} for four digits: two pairs, then the pairs. */
    private static int valueOfFour(int w) {
        w -= 0x30303030;
        w = w * 10 + (w >>> 8);
        return (w & 0xFF) * 100 + ((w >>> 16) & 0xFF);
    }

    /** Digits in {@code t[start, end)} (digits and a point) from the first non-zero one on. */
    private static int significantDigits(byte[] t, int start, int end) {
        int i = start;
        while (i < end && (t[i] == '0' || t[i] == '.')) i++;
        int n = 0;
        for (; i < end; i++) if (t[i] != '.') n++;
        return n;
    }

    /** The exponent written from {@code i} (sign and digits), saturated far beyond any int scale. */
    private static long exponent(byte[] t, int i, int n) {
        boolean negative = false;
        int c = t[i];
        if (c == '-' || c == '+') {
            negative = c == '-';
            i++;
        }
        long e = 0;
        for (; i < n && e < 1L << 40; i++) e = e * 10 + (t[i] - '0');
        return negative ? -e : e;
    }

    /** The text as read. */
    String text() {
        if (length < 0) {
            // a plain number that came as parts: its digits as written, trailing zeros included
            return plain ? Long.toString(unscaled) : BigDecimal.valueOf(unscaled, scale).toPlainString();
        }
        return new String(text, 0, length, StandardCharsets.ISO_8859_1);
    }

    /** Whether the BigDecimal has scale 0, which the API calls integral. */
    boolean isIntegral() {
        return compact ? scale == 0 : Decimals.isIntegral(text());
    }

    /** A plain integer that fits a long (up to 18 digits, or 19 up to {@code Long.MAX_VALUE}): {@link #unscaled} is the value. */
    boolean isLong() {
        return plain && compact;
    }

    long longValue() {
        return unscaled;
    }

    BigDecimal decimal() {
        return compact ? BigDecimal.valueOf(unscaled, scale) : new BigDecimal(text());
    }

    /** The object-model value: a long, a decimal kept as unscaled value and scale, or the text. */
    JsonNumber value() {
        if (compact) return plain ? LongNumber.of(unscaled) : DecimalNumber.ofParts(unscaled, scale);
        return DecimalNumber.ofText(text());
    }

    @Override
    public void numberText(String text) {
        byte[] b = text.getBytes(StandardCharsets.ISO_8859_1);
        numberText(b, 0, b.length);
    }

    @Override public void numberValue(long value) { numberText(Long.toString(value)); }
    @Override public void numberValue(BigInteger value) { numberText(value.toString()); }
    @Override public void numberValue(BigDecimal value) { numberText(value.toString()); }

    // A number is all a reader hands over: the rest cannot be called.

    private static IllegalStateException notANumber() {
        return new IllegalStateException("ReadNumber takes a number only");
    }

    @Override public void beginObject() { throw notANumber(); }
    @Override public void endObject() { throw notANumber(); }
    @Override public void beginArray() { throw notANumber(); }
    @Override public void endArray() { throw notANumber(); }
    @Override public void name(String name) { throw notANumber(); }
    @Override public void stringValue(String value) { throw notANumber(); }
    @Override public void numberValue(double value) { throw notANumber(); }
    @Override public void booleanValue(boolean value) { throw notANumber(); }
    @Override public void nullValue() { throw notANumber(); }
}
