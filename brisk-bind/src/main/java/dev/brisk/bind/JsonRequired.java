package dev.brisk.bind;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The property must be present in the input; reading an object without it fails with
 * {@code missing required property 'name'} and the path of the object. Without this annotation a
 * missing property takes its Java default (0, false, null, {@code Optional.empty()}).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.RECORD_COMPONENT})
public @interface JsonRequired {
}
