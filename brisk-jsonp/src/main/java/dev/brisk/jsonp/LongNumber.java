package dev.brisk.jsonp;

import jakarta.json.JsonNumber;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A JSON number that is a {@code long}: what the reader makes of every plain integer of up to 18
 * digits, and what {@code createValue(int/long)} makes. No BigDecimal unless one is asked for.
 */
final class LongNumber implements JsonNumber {
    private final long value;
    private final boolean isInt;

    LongNumber(long value, boolean isInt) {
        this.value = value;
        this.isInt = isInt;
    }

    static LongNumber of(long value) {
        return new LongNumber(value, value == (int) value);
    }

    long value() {
        return value;
    }

    @Override
    public boolean isIntegral() {
        return true;
    }

    @Override
    public int intValue() {
        return (int) value;
    }

    @Override
    public int intValueExact() {
        return Math.toIntExact(value);
    }

    @Override
    public long longValue() {
        return value;
    }

    @Override
    public long longValueExact() {
        return value;
    }

    @Override
    public BigInteger bigIntegerValue() {
        return BigInteger.valueOf(value);
    }

    @Override
    public BigInteger bigIntegerValueExact() {
        return BigInteger.valueOf(value);
    }

    @Override
    public double doubleValue() {
        return value;
    }

    @Override
    public BigDecimal bigDecimalValue() {
        return BigDecimal.valueOf(value);
    }

    @Override
    public Number numberValue() {
        // the type the value was made from, as the reference implementation does
        return isInt ? Integer.valueOf((int) value) : Long.valueOf(value);
    }

    @Override
    public ValueType getValueType() {
        return ValueType.NUMBER;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (o instanceof LongNumber) return value == ((LongNumber) o).value;
        return o instanceof JsonNumber && bigDecimalValue().equals(((JsonNumber) o).bigDecimalValue());
    }

    @Override
    public int hashCode() {
        return bigDecimalValue().hashCode();
    }

    @Override
    public String toString() {
        return Long.toString(value);
    }
}
