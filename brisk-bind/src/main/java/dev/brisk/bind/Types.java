package dev.brisk.bind;

import java.lang.reflect.Array;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Builds and resolves generic types. Every type the mapper caches is first put in a canonical
 * form (its own {@link ParameterizedType} implementation, class arrays instead of generic arrays
 * of classes, wildcards replaced by their bound) so that equal types are equal keys whoever made
 * them.
 */
public final class Types {
    private Types() { }

    /** {@code raw<args...>}, e.g. {@code parameterized(List.class, String.class)}. */
    public static ParameterizedType parameterized(Class<?> raw, Type... args) {
        if (raw.getTypeParameters().length != args.length) {
            throw new IllegalArgumentException(raw.getName() + " takes " + raw.getTypeParameters().length
                    + " type arguments, not " + args.length);
        }
        Type[] canonical = new Type[args.length];
        for (int i = 0; i < args.length; i++) canonical[i] = canonical(args[i]);
        // The JDK's owner type of a nested class is its enclosing class; match it for equality.
        return new Parameterized(raw.getEnclosingClass(), raw, canonical);
    }

    /** The array type with elements of {@code component}. */
    public static Type arrayOf(Type component) {
        Type c = canonical(component);
        if (c instanceof Class) return Array.newInstance((Class<?>) c, 0).getClass();
        return new GenericArray(c);
    }

    /** The erasure of a type. */
    public static Class<?> raw(Type type) {
        if (type instanceof Class) return (Class<?>) type;
        if (type instanceof ParameterizedType) return (Class<?>) ((ParameterizedType) type).getRawType();
        if (type instanceof GenericArrayType) {
            return Array.newInstance(raw(((GenericArrayType) type).getGenericComponentType()), 0).getClass();
        }
        if (type instanceof WildcardType) return raw(((WildcardType) type).getUpperBounds()[0]);
        if (type instanceof TypeVariable) {
            Type[] bounds = ((TypeVariable<?>) type).getBounds();
            return bounds.length == 0 ? Object.class : raw(bounds[0]);
        }
        throw new IllegalArgumentException("Unsupported type " + type);
    }

    /** The i-th type argument of a parameterized type, or Object for a raw type. */
    public static Type argument(Type type, int i) {
        if (type instanceof ParameterizedType) return ((ParameterizedType) type).getActualTypeArguments()[i];
        return Object.class;
    }

    /** The element type of an array type. */
    public static Type componentType(Type arrayType) {
        if (arrayType instanceof GenericArrayType) return ((GenericArrayType) arrayType).getGenericComponentType();
        return ((Class<?>) arrayType).getComponentType();
    }

    /**
     * The canonical form of a type: wildcards become their bound ({@code ? extends X} → X,
     * {@code ? super X} and {@code ?} → the variable's bound, Object), unresolved type variables
     * their first bound.
     */
    public static Type canonical(Type type) {
        if (type instanceof Class) return type;
        if (type instanceof Parameterized || type instanceof GenericArray) return type;
        if (type instanceof ParameterizedType) {
            ParameterizedType p = (ParameterizedType) type;
            Type[] args = p.getActualTypeArguments().clone();
            for (int i = 0; i < args.length; i++) args[i] = canonical(args[i]);
            return new Parameterized(p.getOwnerType(), (Class<?>) p.getRawType(), args);
        }
        if (type instanceof GenericArrayType) return arrayOf(((GenericArrayType) type).getGenericComponentType());
        if (type instanceof WildcardType) {
            WildcardType w = (WildcardType) type;
            return canonical(w.getLowerBounds().length > 0 ? Object.class : w.getUpperBounds()[0]);
        }
        if (type instanceof TypeVariable) {
            Type[] bounds = ((TypeVariable<?>) type).getBounds();
            return bounds.length == 0 ? Object.class : canonical(bounds[0]);
        }
        throw new IllegalArgumentException("Unsupported type " + type);
    }

    /**
     * Resolves {@code memberType}, declared somewhere in the class hierarchy of {@code context},
     * to the actual type it has in {@code context}: the {@code T} of a field of {@code Box<T>}
     * is {@code String} in {@code Box<String>}.
     */
    public static Type resolve(Type context, Type memberType) {
        Map<TypeVariable<?>, Type> bindings = new HashMap<>();
        collectBindings(context, bindings);
        return canonical(substitute(memberType, bindings));
    }

    private static void collectBindings(Type type, Map<TypeVariable<?>, Type> bindings) {
        Class<?> raw = raw(type);
        if (type instanceof ParameterizedType) {
            TypeVariable<?>[] vars = raw.getTypeParameters();
            Type[] args = ((ParameterizedType) type).getActualTypeArguments();
            for (int i = 0; i < vars.length; i++) bindings.put(vars[i], substitute(args[i], bindings));
        }
        Type superclass = raw.getGenericSuperclass();
        if (superclass != null && superclass != Object.class) collectBindings(substitute(superclass, bindings), bindings);
        for (Type itf : raw.getGenericInterfaces()) collectBindings(substitute(itf, bindings), bindings);
    }

    private static Type substitute(Type type, Map<TypeVariable<?>, Type> bindings) {
        if (type instanceof TypeVariable) {
            Type bound = bindings.get(type);
            return bound != null ? bound : type;
        }
        if (type instanceof ParameterizedType) {
            ParameterizedType p = (ParameterizedType) type;
            Type[] args = p.getActualTypeArguments().clone();
            for (int i = 0; i < args.length; i++) args[i] = substitute(args[i], bindings);
            return new Parameterized(p.getOwnerType(), (Class<?>) p.getRawType(), args);
        }
        if (type instanceof GenericArrayType) {
            return arrayOf(substitute(((GenericArrayType) type).getGenericComponentType(), bindings));
        }
        if (type instanceof WildcardType) {
            WildcardType w = (WildcardType) type;
            if (w.getLowerBounds().length > 0) return Object.class;
            return substitute(w.getUpperBounds()[0], bindings);
        }
        return type;
    }

    /** Equal to, and hashing like, the JDK's own implementation. */
    private static final class Parameterized implements ParameterizedType {
        private final Type owner;
        private final Class<?> raw;
        private final Type[] args;

        Parameterized(Type owner, Class<?> raw, Type[] args) {
            this.owner = owner;
            this.raw = raw;
            this.args = args;
        }

        @Override public Type[] getActualTypeArguments() { return args.clone(); }
        @Override public Type getRawType() { return raw; }
        @Override public Type getOwnerType() { return owner; }

        @Override public boolean equals(Object o) {
            if (!(o instanceof ParameterizedType)) return false;
            ParameterizedType p = (ParameterizedType) o;
            return raw.equals(p.getRawType()) && Objects.equals(owner, p.getOwnerType())
                    && Arrays.equals(args, p.getActualTypeArguments());
        }

        @Override public int hashCode() {
            return Arrays.hashCode(args) ^ Objects.hashCode(owner) ^ raw.hashCode();
        }

        @Override public String toString() {
            StringBuilder sb = new StringBuilder(raw.getTypeName()).append('<');
            for (int i = 0; i < args.length; i++) sb.append(i == 0 ? "" : ", ").append(args[i].getTypeName());
            return sb.append('>').toString();
        }
    }

    private static final class GenericArray implements GenericArrayType {
        private final Type component;

        GenericArray(Type component) { this.component = component; }

        @Override public Type getGenericComponentType() { return component; }

        @Override public boolean equals(Object o) {
            return o instanceof GenericArrayType && component.equals(((GenericArrayType) o).getGenericComponentType());
        }

        @Override public int hashCode() { return component.hashCode(); }

        @Override public String toString() { return component.getTypeName() + "[]"; }
    }
}
