package dev.brisk.bind;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A numeric property (primitive, box, {@code BigInteger}, {@code BigDecimal}) written as a JSON
 * string holding the number ({@code "amount": "12.50"}), exact to the digit, and read from such a
 * string or from a plain number. Money amounts and 64-bit ids read by JavaScript need this.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.RECORD_COMPONENT})
public @interface JsonString {
}
