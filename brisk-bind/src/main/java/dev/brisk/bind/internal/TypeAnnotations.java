package dev.brisk.bind.internal;

import dev.brisk.bind.Inclusion;
import dev.brisk.bind.JsonInclusion;
import dev.brisk.bind.JsonNaming;
import dev.brisk.bind.NamingStrategy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What the annotations on a bound type itself say, in Brisk's vocabulary and, when it is on the
 * class path, Jackson's: names to ignore, whether unknown members are skipped, the write order,
 * the inclusion and naming of its properties. Read once, when the type's codec is built.
 */
final class TypeAnnotations {
    /** JSON (or Java) names of properties left out of binding. */
    final Set<String> ignoredNames = new HashSet<>();
    /** Unknown members are skipped even when the mapper fails on them. */
    boolean ignoreUnknown;
    /** Names written first, in this order (JSON or Java names). */
    final List<String> order = new ArrayList<>();
    /** The properties {@link #order} does not name are written by JSON name. */
    boolean alphabetic;
    /** The inclusion of properties without their own, or null for the mapper's. */
    Inclusion inclusion;
    /** The naming strategy, or null for the mapper's. */
    NamingStrategy naming;

    static TypeAnnotations of(Class<?> raw) {
        TypeAnnotations t = new TypeAnnotations();
        JsonNaming naming = raw.getAnnotation(JsonNaming.class);
        if (naming != null) t.naming = naming.value();
        JsonInclusion inclusion = raw.getAnnotation(JsonInclusion.class);
        if (inclusion != null) t.inclusion = inclusion.value();
        if (PropertyAnnotations.JACKSON) JacksonAnnotations.applyToType(t, raw);
        return t;
    }
}
