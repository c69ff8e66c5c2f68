package dev.brisk.bind.internal;

import dev.brisk.bind.JsonCatchAll;
import dev.brisk.bind.JsonIgnore;
import dev.brisk.bind.JsonInclusion;
import dev.brisk.bind.JsonName;
import dev.brisk.bind.JsonPattern;
import dev.brisk.bind.JsonRequired;
import dev.brisk.bind.JsonString;
import dev.brisk.bind.JsonUnwrapped;

import java.lang.reflect.AnnotatedElement;

/**
 * Reads what the annotations on one member (field, accessor, record component, creator
 * parameter) say about its property, in Brisk's vocabulary and, when Jackson's annotations are on
 * the class path, in Jackson's ({@link JacksonAnnotations}, the only class that names them).
 */
final class PropertyAnnotations {
    /**
     * Whether Jackson's annotations can be seen from here. Checked by name, once, so that no
     * class of Jackson's is loaded (or missed) unless the models can use them.
     */
    static final boolean JACKSON = jacksonPresent();

    private PropertyAnnotations() { }

    private static boolean jacksonPresent() {
        try {
            Class.forName("com.fasterxml.jackson.annotation.JsonProperty", false, PropertyAnnotations.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError absent) {
            return false;
        }
    }

    static void apply(BeanProperty p, AnnotatedElement e) {
        JsonName rename = e.getAnnotation(JsonName.class);
        if (rename != null) p.rename(rename.value());
        if (e.isAnnotationPresent(JsonIgnore.class)) p.ignored = true;
        if (e.isAnnotationPresent(JsonRequired.class)) p.required = true;
        JsonInclusion inclusion = e.getAnnotation(JsonInclusion.class);
        if (inclusion != null) p.inclusion = inclusion.value();
        JsonPattern pattern = e.getAnnotation(JsonPattern.class);
        if (pattern != null) p.pattern = pattern.value();
        if (e.isAnnotationPresent(JsonString.class)) p.asString = true;
        if (e.isAnnotationPresent(JsonCatchAll.class)) p.catchAllRead = p.catchAllWrite = true;
        JsonUnwrapped unwrapped = e.getAnnotation(JsonUnwrapped.class);
        if (unwrapped != null) unwrap(p, unwrapped.prefix(), unwrapped.suffix());
        if (JACKSON) JacksonAnnotations.applyToProperty(p, e);
    }

    static void unwrap(BeanProperty p, String prefix, String suffix) {
        p.unwrapped = true;
        p.unwrapPrefix = prefix;
        p.unwrapSuffix = suffix;
    }

    /** The JSON name a creator parameter gives (Brisk's or Jackson's), or null. */
    static String parameterName(AnnotatedElement parameter) {
        JsonName rename = parameter.getAnnotation(JsonName.class);
        if (rename != null) return rename.value();
        return JACKSON ? JacksonAnnotations.parameterName(parameter) : null;
    }
}
