package dev.brisk.bind;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a field or accessor whose type is bound as an object: its members are written inline, as
 * members of the object that holds it, each name between {@link #prefix} and {@link #suffix}
 * ({@code @JsonUnwrapped(prefix = "home_") Address home} is written
 * {@code "home_street":…,"home_city":…}), and read back from the holder's members of those names.
 * Unwrapped values inside unwrapped values compose: the outer prefix goes before the inner one.
 *
 * <p>As Jackson's {@code @JsonUnwrapped}, which Brisk reads the same way: a null value writes
 * nothing; on read the value is always built, from an empty object when none of its members
 * appear; a member of the holder's own takes precedence over one of the unwrapped value; on a
 * type that is not bound as an object (a {@code Map}, a collection, a String, a number) the
 * annotation changes nothing. Not allowed on a record component or creator parameter (Jackson 2
 * refuses the combination too), nor on a sealed type (the discriminator would have no place).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD})
public @interface JsonUnwrapped {
    /** Put before each member's name. */
    String prefix() default "";

    /** Put after each member's name. */
    String suffix() default "";
}
