package dev.brisk.bind.processor;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What Brisk's and Jackson's annotations say about a property or a type, read from mirrors by
 * name: the rules of brisk-bind's PropertyAnnotations, JacksonAnnotations and TypeAnnotations,
 * which the reflective path follows, so that both paths bind a model the same way.
 */
final class AnnotationRules {
    private AnnotationRules() { }

    static void apply(PropertyModel p, Element e) {
        String rename = Annotations.value(e, Annotations.JSON_NAME);
        if (rename != null) p.rename(rename);
        if (Annotations.has(e, Annotations.JSON_IGNORE)) p.ignored = true;
        if (Annotations.has(e, Annotations.JSON_REQUIRED)) p.required = true;
        AnnotationMirror inclusion = Annotations.find(e, Annotations.JSON_INCLUSION);
        if (inclusion != null) p.inclusion = Annotations.constant(inclusion, "value", null);
        String pattern = Annotations.value(e, Annotations.JSON_PATTERN);
        if (pattern != null) p.pattern = pattern;
        if (Annotations.has(e, Annotations.JSON_STRING)) p.asString = true;
        AnnotationMirror ownUnwrapped = Annotations.find(e, Annotations.JSON_UNWRAPPED);
        if (ownUnwrapped != null) unwrap(p, ownUnwrapped);

        AnnotationMirror property = Annotations.find(e, Annotations.J_PROPERTY);
        if (property != null) {
            String name = Annotations.string(property, "value", "");
            if (!name.isEmpty()) {
                p.rename(name);
                if (!name.equals(p.javaName)) p.jacksonRenamed = true;
            }
            String access = Annotations.constant(property, "access", "AUTO");
            if (access.equals("READ_ONLY")) p.notRead = true;
            if (access.equals("WRITE_ONLY")) p.notWritten = true;
        }
        p.aliases.addAll(Annotations.strings(Annotations.find(e, Annotations.J_ALIAS), "value"));
        AnnotationMirror ignore = Annotations.find(e, Annotations.J_IGNORE);
        if (ignore != null && Annotations.bool(ignore, "value", true)) p.ignored = true;
        AnnotationMirror include = Annotations.find(e, Annotations.J_INCLUDE);
        if (include != null) {
            String i = inclusion(Annotations.constant(include, "value", "ALWAYS"));
            if (i != null) p.inclusion = i;
        }
        AnnotationMirror format = Annotations.find(e, Annotations.J_FORMAT);
        if (format != null) {
            String fp = Annotations.string(format, "pattern", "");
            if (!fp.isEmpty()) p.pattern = fp;
            if (Annotations.constant(format, "shape", "ANY").equals("STRING")) p.asString = true;
        }
        if (Annotations.has(e, Annotations.JSON_CATCH_ALL)) p.catchAllRead = p.catchAllWrite = true;
        AnnotationMirror anySetter = Annotations.find(e, Annotations.J_ANY_SETTER);
        if (anySetter != null && Annotations.bool(anySetter, "enabled", true) && e.getKind() != javax.lang.model.element.ElementKind.METHOD) p.catchAllRead = true;
        AnnotationMirror anyGetter = Annotations.find(e, Annotations.J_ANY_GETTER);
        if (anyGetter != null && Annotations.bool(anyGetter, "enabled", true)) p.catchAllWrite = true;
        AnnotationMirror unwrapped = Annotations.find(e, Annotations.J_UNWRAPPED);
        if (unwrapped != null && Annotations.bool(unwrapped, "enabled", true)) unwrap(p, unwrapped);
        AnnotationMirror raw = Annotations.find(e, Annotations.J_RAW_VALUE);
        if (raw != null && Annotations.bool(raw, "value", true)) p.raw = true;
    }

    private static void unwrap(PropertyModel p, AnnotationMirror a) {
        p.unwrapped = true;
        p.unwrapPrefix = Annotations.string(a, "prefix", "");
        p.unwrapSuffix = Annotations.string(a, "suffix", "");
    }

    /** Brisk's Inclusion constant for Jackson's Include constant, or null (USE_DEFAULTS, CUSTOM). */
    static String inclusion(String jackson) {
        switch (jackson) {
            case "ALWAYS": case "NON_NULL": case "NON_ABSENT": case "NON_EMPTY": case "NON_DEFAULT": return jackson;
            default: return null;
        }
    }

    /** The JSON name a creator parameter (or enum constant) gives, Brisk's or Jackson's, or null. */
    static String parameterName(Element e) {
        String rename = Annotations.value(e, Annotations.JSON_NAME);
        if (rename != null) return rename;
        String jackson = Annotations.string(Annotations.find(e, Annotations.J_PROPERTY), "value", "");
        return jackson.isEmpty() ? null : jackson;
    }

    static boolean isJacksonCreator(Element e) {
        AnnotationMirror c = Annotations.find(e, Annotations.J_CREATOR);
        return c != null && !Annotations.constant(c, "mode", "DEFAULT").equals("DISABLED");
    }

    static boolean isCreator(Element e) {
        return Annotations.has(e, Annotations.JSON_CREATOR) || isJacksonCreator(e);
    }

    /** Jackson's delegating rule (DELEGATING, or DEFAULT with one unnamed parameter), or Brisk's creator on a single-value type. */
    static boolean isDelegating(ExecutableElement creator, boolean valueType) {
        if (isJacksonCreator(creator)) {
            String mode = Annotations.constant(Annotations.find(creator, Annotations.J_CREATOR), "mode", "DEFAULT");
            if (mode.equals("DELEGATING")) return true;
            if (mode.equals("PROPERTIES") || creator.getParameters().size() != 1) return false;
            return parameterName(creator.getParameters().get(0)) == null;
        }
        return valueType && creator.getParameters().size() == 1 && Annotations.has(creator, Annotations.JSON_CREATOR);
    }

    static boolean isSingleValue(Element e) {
        if (Annotations.has(e, Annotations.JSON_SINGLE_VALUE)) return true;
        AnnotationMirror v = Annotations.find(e, Annotations.J_VALUE);
        return v != null && Annotations.bool(v, "value", true);
    }

    /** Type-level rules: see brisk-bind's TypeAnnotations. */
    static final class TypeRules {
        final Set<String> ignoredNames = new HashSet<>();
        boolean ignoreUnknown;
        final List<String> order = new ArrayList<>();
        boolean alphabetic;
        String inclusion;
        /** A NamingStrategy constant's name, or null for the mapper's. */
        String naming;

        TypeRules(TypeElement type) {
            AnnotationMirror naming = Annotations.find(type, Annotations.JSON_NAMING);
            if (naming != null) this.naming = Annotations.constant(naming, "value", null);
            AnnotationMirror inclusion = Annotations.find(type, Annotations.JSON_INCLUSION);
            if (inclusion != null) this.inclusion = Annotations.constant(inclusion, "value", null);
            AnnotationMirror ignore = Annotations.find(type, Annotations.J_IGNORE_PROPERTIES);
            if (ignore != null) {
                ignoredNames.addAll(Annotations.strings(ignore, "value"));
                ignoreUnknown = Annotations.bool(ignore, "ignoreUnknown", false);
            }
            AnnotationMirror order = Annotations.find(type, Annotations.J_PROPERTY_ORDER);
            if (order != null) {
                this.order.addAll(Annotations.strings(order, "value"));
                alphabetic = Annotations.bool(order, "alphabetic", false);
            }
            AnnotationMirror include = Annotations.find(type, Annotations.J_INCLUDE);
            if (include != null) {
                String i = inclusion(Annotations.constant(include, "value", "ALWAYS"));
                if (i != null) this.inclusion = i;
            }
        }
    }
}
