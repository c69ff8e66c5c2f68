package dev.brisk.bind;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the constructor, or the static factory method returning the type, that reading uses.
 * Each parameter is a property, named by its {@link JsonName} or, when the class is compiled
 * with {@code -parameters}, by its Java name. On a {@link JsonSingleValue} type, the creator takes
 * the one value instead.
 * Records need no annotation: their canonical constructor is the creator.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.CONSTRUCTOR, ElementType.METHOD})
public @interface JsonCreator {
}
