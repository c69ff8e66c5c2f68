package dev.brisk.bind;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Which values of a property are written (on a property), or of every property of a type (on
 * the type), instead of the mapper's choice ({@link Brisk.Builder#writeNulls}). A property's
 * own inclusion wins over its type's.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.FIELD, ElementType.METHOD, ElementType.RECORD_COMPONENT})
public @interface JsonInclusion {
    Inclusion value();
}
