package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.bind.CodecLookup;
import dev.brisk.bind.JsonCreator;
import dev.brisk.bind.JsonSingleValue;
import dev.brisk.bind.Types;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;

/**
 * Single-value types found by reflection: a type with a {@link JsonSingleValue} (or Jackson's
 * {@code @JsonValue}) member is written as that member's value; it is read through a creator that
 * takes the one value ({@link JsonCreator} on such a type, Jackson's delegating creator), else
 * through the one-argument constructor of the value's type. A type with only a delegating
 * creator is read through it and written as an object.
 */
final class SingleValues {
    private SingleValues() { }

    private static boolean marked(AnnotatedElement e) {
        return e.isAnnotationPresent(JsonSingleValue.class) || PropertyAnnotations.JACKSON && JacksonAnnotations.isValue(e);
    }

    /** The marked no-argument instance method of {@code type}, or null. */
    static Method accessorMethod(Class<?> type) {
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (!Modifier.isStatic(m.getModifiers()) && m.getParameterCount() == 0 && !m.isSynthetic() && marked(m)) return m;
            }
        }
        return null;
    }

    private static Field accessorField(Class<?> type) {
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) if (!Modifier.isStatic(f.getModifiers()) && marked(f)) return f;
        }
        return null;
    }

    /** The text of an enum constant with a single-value method: what the method returns. */
    static String enumText(Method accessor, Enum<?> constant) {
        try {
            Object v = lookup(accessor.getDeclaringClass()).unreflect(accessor).invoke(constant);
            if (v == null) throw new IllegalArgumentException("The single-value method of " + constant.getDeclaringClass().getName() + " returns null for " + constant.name());
            return v.toString();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalArgumentException("Cannot call " + accessor + ": " + t, t);
        }
    }

    private static MethodHandles.Lookup lookup(Class<?> c) throws IllegalAccessException {
        ModuleAccess.read(c);
        return MethodHandles.privateLookupIn(c, MethodHandles.lookup());
    }

    /** Whether a creator takes the whole value: Jackson's delegating rule, or Brisk's creator on a single-value type. */
    static boolean isDelegating(Executable creator, boolean valueType) {
        if (PropertyAnnotations.JACKSON && JacksonAnnotations.isCreator(creator)) return JacksonAnnotations.isDelegating(creator);
        return valueType && creator.getParameterCount() == 1 && creator.isAnnotationPresent(JsonCreator.class);
    }

    /** The codec of a single-value type, or null when {@code type} is none. */
    static Codec<?> codec(Type type, CodecLookup lookup) {
        Class<?> raw = Types.raw(type);
        if (raw.isEnum() || raw.isInterface() || Modifier.isAbstract(raw.getModifiers())) return null;
        Method method = accessorMethod(raw);
        Field field = method == null ? accessorField(raw) : null;
        boolean valueType = method != null || field != null;
        Executable creator = BeanIntrospector.creator(raw, true);
        boolean delegating = creator != null && isDelegating(creator, valueType);
        if (!valueType && !delegating) return null;
        try {
            MethodHandles.Lookup l = lookup(raw);
            MethodHandle getter = null;
            Type valueOf = null;
            if (method != null) {
                getter = l.unreflect(method);
                valueOf = Types.resolve(type, method.getGenericReturnType());
            } else if (field != null) {
                getter = l.unreflectGetter(field);
                valueOf = Types.resolve(type, field.getGenericType());
            }
            if (!delegating && valueOf != null) {
                creator = null;
                for (Constructor<?> c : raw.getDeclaredConstructors()) {
                    if (c.getParameterCount() == 1 && c.getParameterTypes()[0] == Types.raw(valueOf)) creator = c;
                }
            } else if (!delegating) {
                creator = null;
            }
            MethodHandle create = null;
            Type readType = null;
            if (creator != null) {
                create = creator instanceof Method ? l.unreflect((Method) creator) : l.unreflectConstructor((Constructor<?>) creator);
                create = create.asType(MethodType.methodType(Object.class, Object.class));
                readType = Types.resolve(type, creator.getGenericParameterTypes()[0]);
            }
            Codec<Object> writer = null;
            if (getter != null) {
                getter = getter.asType(MethodType.methodType(Object.class, Object.class));
                writer = lookup.codec(valueOf);
            }
            Codec<Object> objectWriter = null;
            if (getter == null) {
                // a delegating creator alone: written as an object, as Jackson writes it
                objectWriter = new ReflectiveObjectCodec<>(new BeanIntrospector(type, lookup.options()), lookup);
            }
            Codec<Object> reader = readType != null ? lookup.codec(readType) : null;
            return new SingleValueCodec<>(raw.getSimpleName(), getter, writer, objectWriter, create, reader);
        } catch (IllegalAccessException e) {
            throw new IllegalArgumentException("Cannot bind " + raw.getName() + " by reflection: "
                    + ModuleAccess.directive("opens", raw) + " (or generate its codec with @BriskCodec)", e);
        }
    }
}
