package dev.brisk.jsonp;

import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonWriter;
import jakarta.json.JsonNumber;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * Any JSON number that is not a {@link LongNumber}. A read number of up to 18 significant
 * digits is kept as the unscaled value and scale of its BigDecimal, which is made only when asked
 * for; longer read ones keep their text; made ones start from their BigDecimal. Equality and hash
 * are the BigDecimal's (scale included), as the API specifies; the JSON text written is
 * {@code BigDecimal.toString()}'s, remembered after the first write (as a BigDecimal remembers
 * its string), and reads back to an equal number.
 */
final class DecimalNumber implements JsonNumber {
    /** {@link #unscaled} and {@link #scale} hold the value. */
    private final boolean compact;
    private final long unscaled;
    private final int scale;
    /** The text of a long read number, else null. */
    private final String text;
    private final Number made;
    private BigDecimal decimal;
    /** The text of a compact one, once asked for. */
    private Text written;

    /** Number text in a final field: safe to publish through a race, as a String would be. */
    private static final class Text {
        final byte[] ascii;

        Text(byte[] ascii) {
            this.ascii = ascii;
        }
    }

    private DecimalNumber(boolean compact, long unscaled, int scale, String text, BigDecimal decimal, Number made) {
        this.compact = compact;
        this.unscaled = unscaled;
        this.scale = scale;
        this.text = text;
        this.decimal = decimal;
        this.made = made;
    }

    /** A read number of up to 18 significant digits: {@code BigDecimal.valueOf(unscaled, scale)}. */
    static DecimalNumber ofParts(long unscaled, int scale) {
        return new DecimalNumber(true, unscaled, scale, null, null, null);
    }

    /** A number read from JSON text, already validated. */
    static DecimalNumber ofText(String text) {
        return new DecimalNumber(false, 0, 0, text, null, null);
    }

    /** A number made from {@code decimal}; {@code made} is what {@link #numberValue()} returns. */
    static DecimalNumber of(BigDecimal decimal, Number made) {
        return new DecimalNumber(false, 0, 0, null, decimal, made);
    }

    /**
     * Writes the JSON text: as {@link #toString()} (a long read number: its text as read). A
     * compact number's text is made here, valid by construction, so a Brisk writer takes it
     * without checking it again.
     */
    void writeTo(JsonSink out) {
        if (compact) {
            byte[] t = compactText();
            if (out instanceof JsonWriter) ((JsonWriter) out).rawValueUnchecked(t, 0, t.length);
            else out.numberText(t, 0, t.length);
        } else {
            out.numberText(text != null ? text : decimal.toString());
        }
    }

    @Override
    public BigDecimal bigDecimalValue() {
        BigDecimal d = decimal;
        if (d == null) decimal = d = compact ? BigDecimal.valueOf(unscaled, scale) : new BigDecimal(text);
        return d;
    }

    @Override
    public boolean isIntegral() {
        return compact ? scale == 0 : bigDecimalValue().scale() == 0;
    }

    @Override
    public int intValue() {
        return compact && scale == 0 ? (int) unscaled : bigDecimalValue().intValue();
    }

    @Override
    public int intValueExact() {
        return compact && scale == 0 ? Math.toIntExact(unscaled) : bigDecimalValue().intValueExact();
    }

    @Override
    public long longValue() {
        return compact && scale == 0 ? unscaled : bigDecimalValue().longValue();
    }

    @Override
    public long longValueExact() {
        return compact && scale == 0 ? unscaled : bigDecimalValue().longValueExact();
    }

    @Override
    public BigInteger bigIntegerValue() {
        return bigDecimalValue().toBigInteger();
    }

    @Override
    public BigInteger bigIntegerValueExact() {
        return bigDecimalValue().toBigIntegerExact();
    }

    @Override
    public double doubleValue() {
        return bigDecimalValue().doubleValue();
    }

    @Override
    public Number numberValue() {
        return made != null ? made : bigDecimalValue();
    }

    @Override
    public ValueType getValueType() {
        return ValueType.NUMBER;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (compact) {
            if (o instanceof DecimalNumber && ((DecimalNumber) o).compact) {
                DecimalNumber d = (DecimalNumber) o;
                return unscaled == d.unscaled && scale == d.scale;
            }
            if (o instanceof LongNumber) return scale == 0 && unscaled == ((LongNumber) o).value();
        }
        return o instanceof JsonNumber && bigDecimalValue().equals(((JsonNumber) o).bigDecimalValue());
    }

    @Override
    public int hashCode() {
        return bigDecimalValue().hashCode();
    }

    /** As the API asks: the BigDecimal's text. */
    @Override
    public String toString() {
        return compact ? new String(compactText(), StandardCharsets.ISO_8859_1) : bigDecimalValue().toString();
    }

    private byte[] compactText() {
        Text w = written;
        if (w == null) written = w = new Text(Decimals.text(unscaled, scale));
        return w.ascii;
    }
}
