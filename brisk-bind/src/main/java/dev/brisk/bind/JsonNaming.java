package dev.brisk.bind;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The {@link NamingStrategy} of this type's properties, instead of the mapper's. Names given by
 * {@link JsonName} (or Jackson's {@code @JsonProperty}) are kept as they are.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface JsonNaming {
    NamingStrategy value();
}
