package dev.brisk.jsonp;

import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import jakarta.json.JsonNumber;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * The number a reader has just given, taken from its buffer in one pass without a String:
 * {@link JsonReader#copyTo} hands a number token over as its bytes, which are kept (for
 * {@code getString}) and, when there are at most 18 significant digits and the scale fits an
 * int (every number of the corpus but long integers), read into the unscaled value and scale
 * of the BigDecimal that {@code new BigDecimal(text)} would make. The parser and the tree
 * reader each reuse one; it is a sink for nothing but numbers.
 */
final class ReadNumber implements JsonSink {
    private byte[] text = new byte[32];
    private int length;
    /** No fraction and no exponent. */
    private boolean plain;
    /** {@link #unscaled} and {@link #scale} hold the value. */
    private boolean compact;
    private long unscaled;
    private int scale;

    /** Takes the reader's next value, which must be a number token (peeked as such). */
    void read(JsonReader in) {
        in.copyTo(this);
    }

    @Override
    public void numberText(byte[] ascii, int offset, int n) {
        byte[] t = text;
        if (n > t.length) text = t = new byte[Math.max(n, t.length * 2)];
        System.arraycopy(ascii, offset, t, 0, n);
        length = n;
        parse(t, n);
    }

    /** Parses validated JSON number text; the reader's limits bound its length and exponent. */
    private void parse(byte[] t, int n) {
        int i = 0;
        boolean negative = t[0] == '-';
        if (negative) i++;
        long v = 0;
        int digits = 0;
        int fraction = 0;
        boolean inFraction = false;
        for (; i < n; i++) {
            int c = t[i];
            if (c >= '0' && c <= '9') {
                // leading zeros add nothing to the unscaled value or its digit count
                if (digits > 0 || c != '0') digits++;
                v = v * 10 + (c - '0');
                if (inFraction) fraction++;
            } else if (c == '.') {
                inFraction = true;
            } else {
                break;
            }
        }
        plain = i == n && !inFraction;
        long s = fraction;
        if (i < n) s -= exponent(t, i + 1, n);
        compact = digits <= 18 && s == (int) s;
        unscaled = negative ? -v : v;
        scale = (int) s;
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
        return new String(text, 0, length, StandardCharsets.ISO_8859_1);
    }

    /** Whether the BigDecimal has scale 0, which the API calls integral. */
    boolean isIntegral() {
        return compact ? scale == 0 : Decimals.isIntegral(text());
    }

    /** A plain integer of up to 18 digits: {@link #unscaled} is the value. */
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

    // A number token is all the reader hands over: the rest cannot be called.

    private static IllegalStateException notANumber() {
        return new IllegalStateException("ReadNumber takes a number token only");
    }

    @Override public void beginObject() { throw notANumber(); }
    @Override public void endObject() { throw notANumber(); }
    @Override public void beginArray() { throw notANumber(); }
    @Override public void endArray() { throw notANumber(); }
    @Override public void name(String name) { throw notANumber(); }
    @Override public void stringValue(String value) { throw notANumber(); }
    @Override public void numberValue(long value) { throw notANumber(); }
    @Override public void numberValue(double value) { throw notANumber(); }
    @Override public void numberValue(BigInteger value) { throw notANumber(); }
    @Override public void numberValue(BigDecimal value) { throw notANumber(); }
    @Override public void numberText(String text) { throw notANumber(); }
    @Override public void booleanValue(boolean value) { throw notANumber(); }
    @Override public void nullValue() { throw notANumber(); }
}
