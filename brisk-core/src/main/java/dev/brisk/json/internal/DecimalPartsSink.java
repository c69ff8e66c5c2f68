package dev.brisk.json.internal;

/**
 * A number sink that takes a short plain number as the reader has already read it: its unscaled
 * value and scale, with no text. {@code JsonReader.nextNumber(JsonSink)} of JSON text gives
 * such a sink an integer or a decimal without exponent of at most 17 digits, or a zero integer
 * part and up to 18 fraction digits whose value is below 10^17 (never {@code -0}
 * or {@code -0.0}, whose sign only text keeps) through {@link #numberParts}, found in the pass
 * that validates it; every other number comes as its text, as to any sink. The number's text is
 * {@code BigDecimal.valueOf(unscaled, scale).toPlainString()}, exactly. Not API: brisk-jsonp's
 * number holder implements it, so that its numbers are read once and not twice.
 */
public interface DecimalPartsSink {
    /** A plain number: {@code unscaled} times ten to the power {@code -scale}, {@code scale} in 0..18. */
    void numberParts(long unscaled, int scale);
}
