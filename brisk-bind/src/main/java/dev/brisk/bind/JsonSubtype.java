package dev.brisk.bind;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a permitted subtype of a sealed type: the discriminator value that selects it (default:
 * the class's simple name). Only the closed set of permitted subtypes can ever be chosen; no
 * class is looked up from a name in the input.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface JsonSubtype {
    String value();
}
