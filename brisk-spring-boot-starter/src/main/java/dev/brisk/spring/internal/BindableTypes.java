package dev.brisk.spring.internal;

import dev.brisk.bind.Brisk;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.core.ResolvableType;
import org.springframework.util.MultiValueMap;

/**
 * Which types a Brisk converter or codec takes on, and as which type a value is written.
 *
 * <p>Brisk's converters sit ahead of Spring's defaults, so they must leave alone what Spring has
 * a dedicated converter for (text, bytes, resources, forms) and Jackson's own tree types; and a
 * type Brisk cannot bind (its codec cannot be built) is left to the next converter, Jackson's when
 * present, rather than failing the request. Whether a type can be bound is decided once per type:
 * building a codec is the only way to know, and a failed build is not cached by the mapper.
 */
public final class BindableTypes {
    private final Brisk brisk;
    private final ConcurrentHashMap<Type, Boolean> bindable = new ConcurrentHashMap<>();

    public BindableTypes(Brisk brisk) {
        this.brisk = brisk;
    }

    /** The mapper whose codecs decide. */
    public Brisk brisk() { return brisk; }

    /** Whether values of {@code type} should go through Brisk. */
    public boolean accepts(ResolvableType type) {
        Class<?> raw = type.resolve();
        if (raw == null || leftToSpring(raw)) return false;
        Type javaType = type.getType();
        return bindable.computeIfAbsent(javaType, this::canBuildCodec);
    }

    /** Whether values of class {@code raw} should go through Brisk. */
    public boolean accepts(Class<?> raw) {
        return accepts(ResolvableType.forClass(raw));
    }

    private boolean canBuildCodec(Type type) {
        try {
            brisk.codec(type);
            return true;
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            return false;
        }
    }

    /**
     * The type to bind {@code value} as: the declared type where it carries what the runtime class
     * lacks (type arguments, a sealed parent that writes the discriminator), otherwise the
     * runtime class, so that a subclass declared as its parent keeps its own properties.
     */
    public static Type writeType(ResolvableType declared, Object value) {
        Type type = declared == null ? null : declared.getType();
        if (value == null) return type == null || declared.resolve() == null ? Object.class : type;
        if (type instanceof ParameterizedType || type instanceof GenericArrayType) return type;
        Class<?> raw = declared == null ? null : declared.resolve();
        if (raw != null && raw.isSealed() && raw.isInstance(value)) return raw;
        return value.getClass();
    }

    /**
     * The one type every value of a stream is written as: the element type where it says all
     * (type arguments, a sealed parent, a final class such as a record), otherwise {@code Object},
     * which binds each value by its runtime class.
     */
    public static Type sequenceElementType(ResolvableType element) {
        Class<?> raw = element == null ? null : element.resolve();
        if (raw == null) return Object.class;
        Type type = element.getType();
        if (type instanceof ParameterizedType || type instanceof GenericArrayType) return type;
        if (raw.isSealed() || java.lang.reflect.Modifier.isFinal(raw.getModifiers()) || raw.isPrimitive()) return raw;
        return Object.class;
    }

    static boolean leftToSpring(Class<?> raw) {
        if (raw == String.class || raw == byte[].class || CharSequence.class.isAssignableFrom(raw)) return true;
        if (MultiValueMap.class.isAssignableFrom(raw)) return true;
        String name = raw.getName();
        return name.startsWith("org.springframework.core.io.")       // Resource and its kinds
                || name.startsWith("org.springframework.core.io.buffer.")
                || name.equals("org.springframework.http.converter.json.MappingJacksonValue")
                || name.startsWith("tools.jackson.")                 // Jackson 3 trees and values
                || name.startsWith("com.fasterxml.jackson.")         // Jackson 2
                || name.startsWith("java.io.")                       // InputStream, File
                || name.startsWith("reactor.")
                || name.startsWith("org.reactivestreams.");
    }
}
