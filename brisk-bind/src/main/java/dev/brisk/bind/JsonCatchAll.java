package dev.brisk.bind;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a {@code Map<String, V>} field or record component: the members that match no property
 * are read into it (each value as a {@code V}; {@code Object} gives natural values), and its
 * entries are written after the properties. With a catch-all no member is unknown; a member
 * with the catch-all's own name goes into the map too. The map is a {@code LinkedHashMap} in
 * input order, or left as the constructor made it when no member was unknown.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface JsonCatchAll {
}
