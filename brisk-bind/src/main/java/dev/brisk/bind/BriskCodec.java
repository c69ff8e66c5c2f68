package dev.brisk.bind;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Asks the annotation processor ({@code brisk-bind-processor}) to generate a codec for this
 * record, class, enum or sealed interface at compile time, named {@code <Type>_BriskCodec} in the
 * same package (nested types: {@code Outer_Inner_BriskCodec}). A mapper finds it by that name and
 * uses it instead of reflection. The runtime retention lets the mapper tell that a generated
 * codec is expected.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface BriskCodec {
}
