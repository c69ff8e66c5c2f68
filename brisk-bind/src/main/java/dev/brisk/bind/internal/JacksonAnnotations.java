package dev.brisk.bind.internal;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonRawValue;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.brisk.bind.Inclusion;

import java.lang.reflect.AnnotatedElement;
import java.util.Collections;

/**
 * Jackson's annotations read as Brisk's: the only class of brisk-bind that names them, loaded
 * only when {@link PropertyAnnotations#JACKSON} found them (an optional dependency, never
 * jackson-databind). The meaning of each follows Jackson 2.x; brisk-bind-processor's
 * {@code JacksonMirrors} reads the same annotations by name with the same rules.
 */
final class JacksonAnnotations {
    private JacksonAnnotations() { }

    static void applyToProperty(BeanProperty p, AnnotatedElement e) {
        JsonProperty property = e.getAnnotation(JsonProperty.class);
        if (property != null) {
            if (!property.value().isEmpty()) {
                p.rename(property.value());
                if (!property.value().equals(p.javaName)) p.jacksonRenamed = true;
            }
            if (property.access() == JsonProperty.Access.READ_ONLY) p.notRead = true;
            if (property.access() == JsonProperty.Access.WRITE_ONLY) p.notWritten = true;
        }
        JsonAlias alias = e.getAnnotation(JsonAlias.class);
        if (alias != null) Collections.addAll(p.aliases, alias.value());
        JsonIgnore ignore = e.getAnnotation(JsonIgnore.class);
        if (ignore != null && ignore.value()) p.ignored = true;
        JsonInclude include = e.getAnnotation(JsonInclude.class);
        if (include != null) {
            Inclusion inclusion = inclusion(include.value());
            if (inclusion != null) p.inclusion = inclusion;
        }
        JsonFormat format = e.getAnnotation(JsonFormat.class);
        if (format != null) {
            if (!format.pattern().isEmpty()) p.pattern = format.pattern();
            if (format.shape() == JsonFormat.Shape.STRING) p.asString = true;
        }
        com.fasterxml.jackson.annotation.JsonAnySetter anySetter = e.getAnnotation(com.fasterxml.jackson.annotation.JsonAnySetter.class);
        if (anySetter != null && anySetter.enabled() && !(e instanceof java.lang.reflect.Method)) p.catchAllRead = true;
        com.fasterxml.jackson.annotation.JsonAnyGetter anyGetter = e.getAnnotation(com.fasterxml.jackson.annotation.JsonAnyGetter.class);
        if (anyGetter != null && anyGetter.enabled()) p.catchAllWrite = true;
        com.fasterxml.jackson.annotation.JsonUnwrapped unwrapped = e.getAnnotation(com.fasterxml.jackson.annotation.JsonUnwrapped.class);
        if (unwrapped != null && unwrapped.enabled()) PropertyAnnotations.unwrap(p, unwrapped.prefix(), unwrapped.suffix());
        JsonRawValue raw = e.getAnnotation(JsonRawValue.class);
        if (raw != null && raw.value()) p.raw = true;
    }

    /** Whether a two-argument method is Jackson's {@code @JsonAnySetter}. */
    static boolean isAnySetter(java.lang.reflect.Method m) {
        com.fasterxml.jackson.annotation.JsonAnySetter a = m.getAnnotation(com.fasterxml.jackson.annotation.JsonAnySetter.class);
        return a != null && a.enabled() && m.getParameterCount() == 2;
    }

    static String parameterName(AnnotatedElement parameter) {
        JsonProperty property = parameter.getAnnotation(JsonProperty.class);
        return property == null || property.value().isEmpty() ? null : property.value();
    }

    static void applyToType(TypeAnnotations t, Class<?> raw) {
        JsonIgnoreProperties ignore = raw.getAnnotation(JsonIgnoreProperties.class);
        if (ignore != null) {
            Collections.addAll(t.ignoredNames, ignore.value());
            if (ignore.ignoreUnknown()) t.ignoreUnknown = true;
        }
        JsonPropertyOrder order = raw.getAnnotation(JsonPropertyOrder.class);
        if (order != null) {
            Collections.addAll(t.order, order.value());
            t.alphabetic = order.alphabetic();
        }
        JsonInclude include = raw.getAnnotation(JsonInclude.class);
        if (include != null) {
            Inclusion inclusion = inclusion(include.value());
            if (inclusion != null) t.inclusion = inclusion;
        }
    }

    /** Brisk's inclusion for Jackson's, or null for USE_DEFAULTS (and CUSTOM, which needs a filter class Brisk never loads). */
    private static Inclusion inclusion(JsonInclude.Include include) {
        switch (include) {
            case ALWAYS: return Inclusion.ALWAYS;
            case NON_NULL: return Inclusion.NON_NULL;
            case NON_ABSENT: return Inclusion.NON_ABSENT;
            case NON_EMPTY: return Inclusion.NON_EMPTY;
            case NON_DEFAULT: return Inclusion.NON_DEFAULT;
            default: return null;
        }
    }

    /** Whether a constructor or method is a creator, by Jackson's {@code @JsonCreator} (not DISABLED). */
    static boolean isCreator(AnnotatedElement e) {
        JsonCreator c = e.getAnnotation(JsonCreator.class);
        return c != null && c.mode() != JsonCreator.Mode.DISABLED;
    }

    /**
     * Whether a Jackson creator takes the whole value rather than properties: DELEGATING, or
     * DEFAULT with one parameter that no annotation names (Jackson's rule without the
     * parameter-names module).
     */
    static boolean isDelegating(java.lang.reflect.Executable e) {
        JsonCreator c = e.getAnnotation(JsonCreator.class);
        if (c == null) return false;
        if (c.mode() == JsonCreator.Mode.DELEGATING) return true;
        if (c.mode() == JsonCreator.Mode.PROPERTIES || e.getParameterCount() != 1) return false;
        return PropertyAnnotations.parameterName(e.getParameters()[0]) == null;
    }

    static boolean isEnumDefault(AnnotatedElement constant) {
        return constant.isAnnotationPresent(com.fasterxml.jackson.annotation.JsonEnumDefaultValue.class);
    }

    /** Whether a member is marked by Jackson's {@code @JsonValue} (not disabled). */
    static boolean isValue(AnnotatedElement e) {
        com.fasterxml.jackson.annotation.JsonValue v = e.getAnnotation(com.fasterxml.jackson.annotation.JsonValue.class);
        return v != null && v.value();
    }

    /**
     * The discriminator property of a type with Jackson's {@code @JsonTypeInfo}, or null without
     * one. Only type names over a listed set are taken: a class name from the input is never
     * loaded, so {@code use = CLASS} and {@code MINIMAL_CLASS} are refused here, when the codec is
     * built, as are the forms Brisk does not implement.
     */
    static String discriminator(Class<?> raw) {
        JsonTypeInfo info = raw.getAnnotation(JsonTypeInfo.class);
        if (info == null) return null;
        JsonTypeInfo.Id use = info.use();
        if (use == JsonTypeInfo.Id.CLASS || use == JsonTypeInfo.Id.MINIMAL_CLASS) {
            throw new IllegalArgumentException("Cannot bind " + raw.getName() + ": @JsonTypeInfo(use = " + use
                    + ") takes a class name from the input, and Brisk never loads a class the input names;"
                    + " use Id.NAME with @JsonSubTypes listing the subtypes");
        }
        if (use != JsonTypeInfo.Id.NAME && use != JsonTypeInfo.Id.SIMPLE_NAME) {
            throw new IllegalArgumentException("Cannot bind " + raw.getName() + ": @JsonTypeInfo(use = " + use
                    + ") is not supported; use Id.NAME with @JsonSubTypes");
        }
        if (info.include() != JsonTypeInfo.As.PROPERTY) {
            throw new IllegalArgumentException("Cannot bind " + raw.getName() + ": @JsonTypeInfo(include = " + info.include()
                    + ") is not supported; only As.PROPERTY (the type name as a member of the object)");
        }
        return info.property().isEmpty() ? "@type" : info.property();
    }

    /** The subtypes {@code @JsonSubTypes} lists, each with its names (the first is written), or null. */
    static java.util.Map<Class<?>, String[]> subtypes(Class<?> raw) {
        com.fasterxml.jackson.annotation.JsonSubTypes subtypes = raw.getAnnotation(com.fasterxml.jackson.annotation.JsonSubTypes.class);
        if (subtypes == null) return null;
        java.util.Map<Class<?>, String[]> result = new java.util.LinkedHashMap<>();
        for (com.fasterxml.jackson.annotation.JsonSubTypes.Type t : subtypes.value()) {
            java.util.List<String> names = new java.util.ArrayList<>();
            if (!t.name().isEmpty()) names.add(t.name());
            for (String n : t.names()) if (!names.contains(n)) names.add(n);
            if (names.isEmpty()) names.add(typeName(t.value()));
            result.put(t.value(), names.toArray(new String[0]));
        }
        return result;
    }

    /** {@code @JsonTypeName}, else Jackson's default: the class name without its package ({@code Outer$Inner}). */
    static String typeName(Class<?> c) {
        com.fasterxml.jackson.annotation.JsonTypeName name = c.getAnnotation(com.fasterxml.jackson.annotation.JsonTypeName.class);
        if (name != null && !name.value().isEmpty()) return name.value();
        String n = c.getName();
        return n.substring(n.lastIndexOf('.') + 1);
    }
}
