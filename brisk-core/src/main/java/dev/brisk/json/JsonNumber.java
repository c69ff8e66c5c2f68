package dev.brisk.json;

import dev.brisk.json.internal.BigNumberParser;
import dev.brisk.json.internal.BigNumberWriter;
import dev.brisk.json.internal.DecimalParts;
import dev.brisk.json.internal.DoubleParser;
import dev.brisk.json.internal.DoubleWriter;
import dev.brisk.json.internal.IntegerParser;
import dev.brisk.json.internal.NumberGrammar;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * A JSON number kept as its exact text ({@code -12.50e+3} stays {@code -12.50e+3}), converted on
 * demand. Conversions are exact or fail: {@link #intValue()} of {@code 3000000000} or of
 * {@code 1.5} throws a {@link JsonException} ({@code 3000000000 is out of int range},
 * {@code 1.5 is not an integer}) instead of truncating; {@code 1.0} and {@code 1e2} are integers.
 * {@link #doubleValue()} rounds correctly and throws only when the value is too large for a
 * double. Immutable and thread-safe. (Not a {@link Number}: its contract allows the silent
 * truncation this class refuses.)
 *
 * <p><b>Equality is by numeric value</b>: {@code 1}, {@code 1.0}, {@code 10e-1} and {@code 0.1E1}
 * are equal and have the same hash code, and so are {@code 0} and {@code -0}. Use
 * {@code toString().equals(..)} to compare texts.
 */
public final class JsonNumber implements Comparable<JsonNumber> {
    /** The exponent cap applied by the big conversions, as in {@link ReadLimits#defaults()}. */
    private static final int MAX_EXPONENT = ReadLimits.defaults().maxNumberExponent();
    private static final int MAX_DIGITS = ReadLimits.defaults().maxNumberLength();

    private final String text;

    private JsonNumber(String text) {
        this.text = text;
    }

    /**
     * The number with this exact JSON text.
     *
     * @throws JsonException if {@code text} is not an RFC 8259 number ({@code 01}, {@code .5},
     *     {@code +1}, {@code NaN} are not)
     */
    public static JsonNumber of(String text) {
        if (!NumberGrammar.isValid(text)) {
            throw new JsonException("Not a JSON number: '" + text + "'", null);
        }
        return new JsonNumber(text);
    }

    /** For sources that have already validated the text (the reader): no second check. */
    static JsonNumber ofValidated(String text) {
        return new JsonNumber(text);
    }

    public static JsonNumber of(long value) {
        return new JsonNumber(Long.toString(value));
    }

    /**
     * The shortest text that reads back to {@code value}, in ECMAScript layout ({@code 1.5},
     * {@code 1e+21}, {@code -0}).
     *
     * @throws JsonException for NaN and infinities, which JSON cannot express
     */
    public static JsonNumber of(double value) {
        if (!Double.isFinite(value)) throw new JsonException(value + " is not a JSON number", null);
        return new JsonNumber(DoubleWriter.toString(value, false));
    }

    public static JsonNumber of(BigInteger value) {
        return new JsonNumber(BigNumberWriter.toJson(value));
    }

    /** The exact value of {@code value}, written as {@link BigNumberWriter} documents. */
    public static JsonNumber of(BigDecimal value) {
        return new JsonNumber(BigNumberWriter.toJson(value));
    }

    /** @throws JsonException unless the value is an integer within int range */
    public int intValue() {
        byte[] b = ascii();
        return IntegerParser.parseInt(b, 0, b.length);
    }

    /** @throws JsonException unless the value is an integer within long range */
    public long longValue() {
        byte[] b = ascii();
        return IntegerParser.parseLong(b, 0, b.length);
    }

    /** The nearest double (round half to even). @throws JsonException if too large for a double */
    public double doubleValue() {
        byte[] b = ascii();
        double d = DoubleParser.parseDouble(b, 0, b.length);
        if (Double.isInfinite(d)) throw new JsonException(shortText() + " is out of double range", null);
        return d;
    }

    /** The nearest float, rounded once from the text. @throws JsonException if too large for a float */
    public float floatValue() {
        byte[] b = ascii();
        float f = DoubleParser.parseFloat(b, 0, b.length);
        if (Float.isInfinite(f)) throw new JsonException(shortText() + " is out of float range", null);
        return f;
    }

    /**
     * @throws JsonException unless the value is an integer, or if its exponent is beyond the
     *     default cap of {@link ReadLimits#maxNumberExponent()}
     */
    public BigInteger bigIntegerValue() {
        return BigNumberParser.parseBigInteger(text, MAX_EXPONENT, Math.max(text.length(), MAX_DIGITS));
    }

    /** The exact value with the text's scale. @throws JsonException if the exponent is beyond the default cap */
    public BigDecimal bigDecimalValue() {
        return BigNumberParser.parseBigDecimal(text, MAX_EXPONENT);
    }

    /** The exact JSON text. */
    @Override
    public String toString() {
        return text;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof JsonNumber)) return false;
        String other = ((JsonNumber) o).text;
        if (text.equals(other)) return true;
        DecimalParts a = DecimalParts.of(text);
        DecimalParts b = DecimalParts.of(other);
        if (a.isZero() || b.isZero()) return a.isZero() && b.isZero();
        return a.negative == b.negative && a.digits.equals(b.digits) && a.sameExponent(b);
    }

    @Override
    public int hashCode() {
        DecimalParts p = DecimalParts.of(text);
        if (p.isZero()) return 0;
        return (p.negative ? 31 : 0) + 961 * p.digits.hashCode() + Long.hashCode(p.exponent);
    }

    /** Numeric order, consistent with {@link #equals}. */
    @Override
    public int compareTo(JsonNumber o) {
        if (equals(o)) return 0;
        return compareExact(o);
    }

    private int compareExact(JsonNumber o) {
        DecimalParts a = DecimalParts.of(text);
        DecimalParts b = DecimalParts.of(o.text);
        int sa = a.isZero() ? 0 : a.negative ? -1 : 1;
        int sb = b.isZero() ? 0 : b.negative ? -1 : 1;
        if (sa != sb || sa == 0) return Integer.compare(sa, sb);
        // same sign, both nonzero: compare magnitudes by the position of the leading digit first
        int cmp = a.exactExponent == null && b.exactExponent == null
                ? Long.compare(a.integerDigits(), b.integerDigits())
                : a.exactIntegerDigits().compareTo(b.exactIntegerDigits());
        if (cmp == 0) {
            int n = Math.max(a.digits.length(), b.digits.length());
            cmp = 0;
            for (int i = 0; i < n && cmp == 0; i++) {
                char ca = i < a.digits.length() ? a.digits.charAt(i) : '0';
                char cb = i < b.digits.length() ? b.digits.charAt(i) : '0';
                cmp = Character.compare(ca, cb);
            }
        }
        return sa * cmp;
    }

    private byte[] ascii() {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    private String shortText() {
        return text.length() <= 40 ? text : text.substring(0, 32) + "...(" + text.length() + " chars)";
    }
}
