package dev.brisk.bind.internal;

import dev.brisk.bind.JsonCreator;
import dev.brisk.bind.JsonIgnore;
import dev.brisk.bind.JsonName;
import dev.brisk.bind.JsonRequired;
import dev.brisk.bind.Types;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds the properties and the creator of a record or class, the rules both codec paths share:
 * <ul>
 * <li>Records: the components, in order; read through the canonical constructor, written
 *     through the accessors.</li>
 * <li>Classes: every non-static, non-transient field (superclass fields first) and every public
 *     {@code getX()/isX()/setX(v)} bean accessor. Field properties are written in declaration
 *     order, then the accessor-only ones in alphabetical order of their Java names. Written through the getter when there is one,
 *     else the field; read through the {@link JsonCreator} constructor's parameter of the same
 *     name, else the setter, else the field (final fields too, via reflection). Without an
 *     annotated creator, the no-argument constructor (any visibility) is used.</li>
 * <li>{@link JsonIgnore} on the field or any accessor drops the property; {@link JsonName} on any
 *     of them renames it; {@link JsonRequired} makes it required.</li>
 * </ul>
 * Private members are reached with {@link MethodHandles#privateLookupIn}: in a module, the
 * package must be open to {@code dev.brisk.bind}.
 */
final class BeanIntrospector {
    final Class<?> raw;
    final Type type;
    final List<BeanProperty> properties = new ArrayList<>();
    /** (Object[])Object over the creator's parameters. */
    MethodHandle creator;
    /** ()Object: the no-argument constructor of a class without a {@link JsonCreator}, else null. */
    MethodHandle noArgCreator;
    int creatorArity;

    private final MethodHandles.Lookup lookup;

    BeanIntrospector(Type type) {
        this.type = type;
        this.raw = Types.raw(type);
        if (raw.isInterface() || Modifier.isAbstract(raw.getModifiers())) {
            throw new IllegalArgumentException("Cannot bind " + raw.getName() + ": it is abstract and not sealed");
        }
        if (raw.getEnclosingClass() != null && !Modifier.isStatic(raw.getModifiers()) && !raw.isRecord()) {
            throw new IllegalArgumentException("Cannot bind inner class " + raw.getName() + ": make it static");
        }
        try {
            ModuleAccess.read(raw);
            this.lookup = MethodHandles.privateLookupIn(raw, MethodHandles.lookup());
        } catch (IllegalAccessException e) {
            throw new IllegalArgumentException("Cannot bind " + raw.getName() + " by reflection: "
                    + ModuleAccess.directive("opens", raw) + " (or generate its codec with @BriskCodec)", e);
        }
        try {
            if (raw.isRecord()) introspectRecord(); else introspectClass();
        } catch (IllegalAccessException e) {
            throw new IllegalArgumentException("Cannot bind " + raw.getName() + ": " + e.getMessage(), e);
        }
    }

    private void introspectRecord() throws IllegalAccessException {
        RecordComponent[] components = raw.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            RecordComponent c = components[i];
            types[i] = c.getType();
            BeanProperty p = new BeanProperty(c.getName());
            p.type = Types.resolve(type, c.getGenericType());
            p.creatorIndex = i;
            p.getter = lookup.unreflect(c.getAccessor());
            applyAnnotations(p, c);
            applyAnnotations(p, c.getAccessor());
            properties.add(p);
        }
        try {
            setCreator(lookup.unreflectConstructor(raw.getDeclaredConstructor(types)), components.length);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("record without canonical constructor: " + raw.getName(), e);
        }
    }

    private void introspectClass() throws IllegalAccessException {
        Map<String, BeanProperty> byName = new LinkedHashMap<>();
        Set<String> fieldNames = new HashSet<>();
        List<Class<?>> hierarchy = new ArrayList<>();
        for (Class<?> c = raw; c != null && c != Object.class; c = c.getSuperclass()) hierarchy.add(0, c);
        for (Class<?> c : hierarchy) {
            MethodHandles.Lookup l = c == raw ? lookup : privateLookup(c);
            for (Field f : c.getDeclaredFields()) {
                int m = f.getModifiers();
                if (Modifier.isStatic(m) || Modifier.isTransient(m) || f.isSynthetic()) continue;
                BeanProperty p = byName.computeIfAbsent(f.getName(), BeanProperty::new);
                fieldNames.add(f.getName());
                p.type = Types.resolve(type, f.getGenericType());
                p.getter = l.unreflectGetter(f);
                p.setter = fieldSetter(l, f);
                p.setsField = p.setter != null;
                applyAnnotations(p, f);
            }
        }
        for (Method method : raw.getMethods()) {
            if (Modifier.isStatic(method.getModifiers()) || method.getDeclaringClass() == Object.class || method.isBridge()) continue;
            String name = method.getName();
            int params = method.getParameterCount();
            if (params == 0 && method.getReturnType() != void.class) {
                String prop = name.startsWith("get") && name.length() > 3 ? decapitalize(name.substring(3))
                        : name.startsWith("is") && name.length() > 2 && method.getReturnType() == boolean.class
                        ? decapitalize(name.substring(2)) : null;
                if (prop == null || name.equals("getClass")) continue;
                BeanProperty p = byName.computeIfAbsent(prop, BeanProperty::new);
                if (p.type == null) p.type = Types.resolve(type, method.getGenericReturnType());
                p.getter = lookup.unreflect(method);
                applyAnnotations(p, method);
            } else if (params == 1 && name.startsWith("set") && name.length() > 3) {
                BeanProperty p = byName.computeIfAbsent(decapitalize(name.substring(3)), BeanProperty::new);
                Type t = Types.resolve(type, method.getGenericParameterTypes()[0]);
                if (p.type == null) p.type = t;
                if (!Types.raw(t).equals(Types.raw(p.type))) continue; // an overload for another type
                p.setter = lookup.unreflect(method);
                p.setsField = false;
                applyAnnotations(p, method);
            }
        }
        Constructor<?> annotated = null;
        for (Constructor<?> c : raw.getDeclaredConstructors()) {
            if (c.isAnnotationPresent(JsonCreator.class)) {
                if (annotated != null) throw new IllegalArgumentException(raw.getName() + " has two @JsonCreator constructors");
                annotated = c;
            }
        }
        if (annotated != null) {
            Parameter[] ps = annotated.getParameters();
            for (int i = 0; i < ps.length; i++) {
                Parameter param = ps[i];
                JsonName rename = param.getAnnotation(JsonName.class);
                if (rename == null && !param.isNamePresent()) {
                    throw new IllegalArgumentException("Parameter " + i + " of the @JsonCreator of " + raw.getName()
                            + " needs @JsonName (or compile with -parameters)");
                }
                BeanProperty p = findForCreator(byName, rename != null ? rename.value() : param.getName());
                p.type = Types.resolve(type, param.getParameterizedType());
                p.creatorIndex = i;
                p.setter = null;
                if (param.isAnnotationPresent(JsonRequired.class)) p.required = true;
                if (rename != null) p.jsonName = rename.value();
            }
            setCreator(lookup.unreflectConstructor(annotated), ps.length);
        } else {
            try {
                MethodHandle constructor = lookup.unreflectConstructor(raw.getDeclaredConstructor());
                setCreator(constructor, 0);
                noArgCreator = constructor.asType(MethodType.methodType(Object.class));
            } catch (NoSuchMethodException e) {
                throw new IllegalArgumentException("Cannot bind " + raw.getName()
                        + ": give it a no-argument constructor or a @JsonCreator constructor");
            }
        }
        for (BeanProperty p : inWriteOrder(byName, fieldNames)) {
            if (p.getter != null) {
                p.typedGetter = p.getter.asType(MethodType.methodType(p.getter.type().returnType(), Object.class));
                p.getter = p.getter.asType(MethodType.methodType(Object.class, Object.class));
            }
            if (p.setter != null) {
                p.typedSetter = p.setter.asType(MethodType.methodType(void.class, Object.class, p.setter.type().parameterType(1)));
                p.setter = p.setter.asType(MethodType.methodType(void.class, Object.class, Object.class));
            }
            properties.add(p);
        }
    }

    /**
     * Fields first, in declaration order (superclass fields first); then the properties that only
     * accessors or the creator define, by Java name. Reflection returns methods in no defined
     * order, so a name order is the one both codec paths can share (the processor sorts the same way).
     */
    private static List<BeanProperty> inWriteOrder(Map<String, BeanProperty> byName, Set<String> fieldNames) {
        List<BeanProperty> ordered = new ArrayList<>(byName.values());
        ordered.sort((a, b) -> {
            boolean fa = fieldNames.contains(a.javaName);
            boolean fb = fieldNames.contains(b.javaName);
            if (fa != fb) return fa ? -1 : 1;
            return fa ? 0 : a.javaName.compareTo(b.javaName);
        });
        return ordered;
    }

    /** A final field can only be set through an accessible Field; without that it is read-only. */
    private static MethodHandle fieldSetter(MethodHandles.Lookup l, Field f) throws IllegalAccessException {
        if (!Modifier.isFinal(f.getModifiers())) return l.unreflectSetter(f);
        try {
            f.setAccessible(true);
            return l.unreflectSetter(f);
        } catch (RuntimeException | IllegalAccessException notOpen) {
            return null;
        }
    }

    private static BeanProperty findForCreator(Map<String, BeanProperty> byName, String name) {
        for (BeanProperty p : byName.values()) if (p.jsonName.equals(name)) return p;
        return byName.computeIfAbsent(name, BeanProperty::new);
    }

    private void setCreator(MethodHandle constructor, int arity) {
        this.creatorArity = arity;
        this.creator = constructor.asType(constructor.type().changeReturnType(Object.class).generic())
                .asSpreader(Object[].class, arity);
        if (raw.isRecord()) {
            for (BeanProperty p : properties) {
                p.typedGetter = p.getter.asType(MethodType.methodType(p.getter.type().returnType(), Object.class));
                p.getter = p.getter.asType(MethodType.methodType(Object.class, Object.class));
            }
        }
    }

    private static MethodHandles.Lookup privateLookup(Class<?> c) throws IllegalAccessException {
        return MethodHandles.privateLookupIn(c, MethodHandles.lookup());
    }

    private static void applyAnnotations(BeanProperty p, AnnotatedElement e) {
        JsonName rename = e.getAnnotation(JsonName.class);
        if (rename != null) p.jsonName = rename.value();
        if (e.isAnnotationPresent(JsonIgnore.class)) p.ignored = true;
        if (e.isAnnotationPresent(JsonRequired.class)) p.required = true;
    }

    /** java.beans rules: "URL" stays "URL", "Name" becomes "name". */
    static String decapitalize(String s) {
        if (s.length() > 1 && Character.isUpperCase(s.charAt(0)) && Character.isUpperCase(s.charAt(1))) return s;
        return Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}
