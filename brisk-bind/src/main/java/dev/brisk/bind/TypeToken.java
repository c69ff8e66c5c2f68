package dev.brisk.bind;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Objects;

/**
 * A full generic type, captured by subclassing: {@code new TypeToken<List<Tweet>>() {}}. Build
 * one from parts with {@link #of(Type)} and {@link Types#parameterized}.
 */
public abstract class TypeToken<T> {
    private final Type type;

    /** Captures the type argument of the anonymous subclass. */
    protected TypeToken() {
        Type superclass = getClass().getGenericSuperclass();
        if (!(superclass instanceof ParameterizedType)) {
            throw new IllegalArgumentException("TypeToken needs a type argument: new TypeToken<List<String>>() {}");
        }
        this.type = Types.canonical(((ParameterizedType) superclass).getActualTypeArguments()[0]);
    }

    private TypeToken(Type type, boolean unused) {
        this.type = Types.canonical(Objects.requireNonNull(type, "type"));
    }

    /** The token of a class. */
    public static <T> TypeToken<T> of(Class<T> type) {
        return new TypeToken<T>(type, false) { };
    }

    /** The token of any type, for example one made with {@link Types#parameterized}. */
    public static TypeToken<?> of(Type type) {
        return new TypeToken<Object>(type, false) { };
    }

    /** The captured type. */
    public final Type type() { return type; }

    /** The erasure of the captured type. */
    @SuppressWarnings("unchecked")
    public final Class<? super T> rawType() { return (Class<? super T>) Types.raw(type); }

    @Override public final boolean equals(Object o) {
        return o instanceof TypeToken && type.equals(((TypeToken<?>) o).type);
    }

    @Override public final int hashCode() { return type.hashCode(); }

    @Override public final String toString() { return type.getTypeName(); }
}
