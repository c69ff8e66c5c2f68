package dev.brisk.bind;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the constructor that reading uses. Each parameter is a property, named by its
 * {@link JsonName} or, when the class is compiled with {@code -parameters}, by its Java name.
 * Records need no annotation: their canonical constructor is the creator.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.CONSTRUCTOR)
public @interface JsonCreator {
}
