package dev.brisk.bind;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes its type a single-value type: on a no-argument method, field or record component, the
 * type is written as that one value ({@code record Email(@JsonSingleValue String value)} is
 * written {@code "ada@example.com"}) and read back through a {@link JsonCreator} taking the
 * value, else through the one-argument constructor of the value's type. On an enum, the
 * constants are written and read as the strings the member holds.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface JsonSingleValue {
}
