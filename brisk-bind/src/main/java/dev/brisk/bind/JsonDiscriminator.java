package dev.brisk.bind;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a sealed interface or sealed abstract class: the name of the property that says which
 * permitted subtype an object is (default: the mapper's discriminator name, {@code "type"}).
 * The property may appear anywhere in the object; when it is not first, the object is buffered
 * before it is bound (see {@link Brisk}).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface JsonDiscriminator {
    String value();
}
