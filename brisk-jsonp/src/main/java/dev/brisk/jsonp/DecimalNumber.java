package dev.brisk.jsonp;

import jakarta.json.JsonNumber;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Any other JSON number: read ones keep their exact text (written back as read) and are converted
 * to a BigDecimal on first use; made ones start from their BigDecimal. The reader's limits on
 * number length and exponent have already bounded the text.
 */
final class DecimalNumber implements JsonNumber {
    private final String text;
    private final Number made;
    private BigDecimal decimal;

    private DecimalNumber(String text, BigDecimal decimal, Number made) {
        this.text = text;
        this.decimal = decimal;
        this.made = made;
    }

    /** A number read from JSON text, already validated. */
    static DecimalNumber ofText(String text) {
        return new DecimalNumber(text, null, null);
    }

    /** A number made from {@code decimal}; {@code made} is what {@link #numberValue()} returns. */
    static DecimalNumber of(BigDecimal decimal, Number made) {
        return new DecimalNumber(null, decimal, made);
    }

    /** The JSON text to write: the text as read, or the BigDecimal's. */
    String jsonText() {
        return text != null ? text : decimal.toString();
    }

    @Override
    public BigDecimal bigDecimalValue() {
        BigDecimal d = decimal;
        if (d == null) decimal = d = Decimals.parse(text);
        return d;
    }

    @Override
    public boolean isIntegral() {
        return bigDecimalValue().scale() == 0;
    }

    @Override
    public int intValue() {
        return bigDecimalValue().intValue();
    }

    @Override
    public int intValueExact() {
        return bigDecimalValue().intValueExact();
    }

    @Override
    public long longValue() {
        return bigDecimalValue().longValue();
    }

    @Override
    public long longValueExact() {
        return bigDecimalValue().longValueExact();
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
        return o instanceof JsonNumber && bigDecimalValue().equals(((JsonNumber) o).bigDecimalValue());
    }

    @Override
    public int hashCode() {
        return bigDecimalValue().hashCode();
    }

    /** As the API asks: the BigDecimal's text. */
    @Override
    public String toString() {
        return bigDecimalValue().toString();
    }
}
