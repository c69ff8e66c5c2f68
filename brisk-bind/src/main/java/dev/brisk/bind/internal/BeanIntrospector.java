package dev.brisk.bind.internal;

import dev.brisk.bind.BindOptions;
import dev.brisk.bind.JsonCreator;
import dev.brisk.bind.JsonRequired;
import dev.brisk.bind.NamingStrategy;
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
 * <li>{@link dev.brisk.bind.JsonIgnore} on the field or any accessor drops the property;
 *     {@link dev.brisk.bind.JsonName} on any of them renames it; {@link JsonRequired} makes it
 *     required; the other annotations are read by {@link PropertyAnnotations} (Jackson's
 *     too) and {@link TypeAnnotations}. A {@link JsonCreator} (or Jackson's) may be a
 *     constructor or a static factory method.</li>
 * <li>Names no annotation gives follow the type's or the mapper's {@link NamingStrategy}. The
 *     write order is the one above, after the names an order annotation lists; with Jackson's
 *     {@code @JsonCreator}, its parameters come next in their order, as Jackson writes them.</li>
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
    /** What the type's own annotations say. */
    final TypeAnnotations annotations;
    /** Names the type ignores that are no property: skipped on read, never unknown. */
    final List<String> skippedNames = new ArrayList<>();

    /** The map property that takes unknown members (its setter, or its creator parameter), or null. */
    BeanProperty catchAllReader;
    /** The map property whose entries are written after the others (its getter), or null. */
    BeanProperty catchAllWriter;
    /** (Object,String,Object)void: Jackson's any-setter method, or null. */
    MethodHandle anySetter;
    /** The type of the values the catch-all takes. */
    Type catchAllValueType;

    private final MethodHandles.Lookup lookup;
    private final NamingStrategy naming;
    private boolean jacksonCreator;

    BeanIntrospector(Type type, BindOptions options) {
        this.type = type;
        this.raw = Types.raw(type);
        this.annotations = TypeAnnotations.of(raw);
        this.naming = annotations.naming != null ? annotations.naming : options.namingStrategy();
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
        try {
            findCatchAll();
        } catch (IllegalAccessException e) {
            throw new IllegalArgumentException("Cannot bind " + raw.getName() + ": " + e.getMessage(), e);
        }
        applyTypeAnnotations();
        checkUnwrapped();
    }

    /**
     * Unwrapped properties as Jackson 2 takes them: on a type that is not bound as an object
     * (the JDK's types: maps, collections, strings, numbers, time; arrays and enums) the
     * annotation changes nothing; on a creator parameter (a record component too) it is refused,
     * as Jackson refuses it; a sealed type is refused when its codec is asked for
     * ({@link dev.brisk.bind.UnwrappedCodec}).
     */
    private void checkUnwrapped() {
        for (BeanProperty p : properties) {
            if (!p.unwrapped) continue;
            if (!unwrappable(Types.raw(p.type))) {
                p.unwrapped = false;
            } else if (p.creatorIndex >= 0) {
                throw new IllegalArgumentException("Cannot bind " + raw.getName() + ": @JsonUnwrapped on the "
                        + (raw.isRecord() ? "record component '" : "creator parameter '") + p.javaName
                        + "' is not supported (nor by Jackson 2); unwrap a field or setter property instead");
            }
        }
    }

    /** Whether a type's members can be unwrapped: a class of the program's, neither the JDK's nor an array or enum. */
    static boolean unwrappable(Class<?> c) {
        if (c.isPrimitive() || c.isArray() || c.isEnum()) return false;
        String n = c.getName();
        return !n.startsWith("java.") && !n.startsWith("javax.");
    }

    /**
     * Takes the catch-all out of the properties: a map property marked to take unknown members
     * or to write its entries, or Jackson's any-setter method {@code (String, V)}.
     */
    private void findCatchAll() throws IllegalAccessException {
        for (BeanProperty p : new ArrayList<>(properties)) {
            if (!p.catchAllRead && !p.catchAllWrite) continue;
            if (!java.util.Map.class.isAssignableFrom(Types.raw(p.type))) {
                throw new IllegalArgumentException("The catch-all '" + p.javaName + "' of " + raw.getName() + " must be a Map<String, V>");
            }
            if (p.catchAllRead && catchAllReader != null || p.catchAllWrite && catchAllWriter != null) {
                throw new IllegalArgumentException(raw.getName() + " has two catch-all properties");
            }
            if (p.catchAllRead) catchAllReader = p;
            if (p.catchAllWrite) catchAllWriter = p;
            catchAllValueType = mapValueType(p.type);
            properties.remove(p);
        }
        if (!PropertyAnnotations.JACKSON) return;
        for (Class<?> c = raw; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (Modifier.isStatic(m.getModifiers()) || !JacksonAnnotations.isAnySetter(m)) continue;
                if (catchAllReader != null || anySetter != null) throw new IllegalArgumentException(raw.getName() + " has two catch-all properties");
                MethodHandles.Lookup l = c == raw ? lookup : privateLookup(c);
                anySetter = l.unreflect(m).asType(MethodType.methodType(void.class, Object.class, String.class, Object.class));
                catchAllValueType = Types.resolve(type, m.getGenericParameterTypes()[1]);
            }
        }
    }

    private static Type mapValueType(Type mapType) {
        if (mapType instanceof java.lang.reflect.ParameterizedType) {
            Type[] args = ((java.lang.reflect.ParameterizedType) mapType).getActualTypeArguments();
            if (args.length == 2) return args[1];
        }
        return Object.class;
    }

    /** Ignored names, names from the naming strategy, and the write order. */
    private void applyTypeAnnotations() {
        for (String name : annotations.ignoredNames) {
            boolean found = false;
            for (BeanProperty p : properties) {
                if (p.jsonName.equals(name) || p.javaName.equals(name)) {
                    p.ignored = true;
                    found = true;
                }
            }
            if (!found) skippedNames.add(name);
        }
        List<BeanProperty> ordered = new ArrayList<>(properties);
        ordered.sort((a, b) -> Integer.compare(orderRank(a), orderRank(b)));
        if (annotations.alphabetic) {
            ordered.sort((a, b) -> {
                int ra = orderRank(a), rb = orderRank(b);
                if (ra != rb || ra < Integer.MAX_VALUE - 2) return Integer.compare(ra, rb);
                return a.jsonName.compareTo(b.jsonName);
            });
        }
        properties.clear();
        properties.addAll(ordered);
    }

    /**
     * Where a property is written: listed names first, in their order; then (with Jackson's
     * creator) creator parameters in theirs; then the rest, which a stable sort keeps in order,
     * those that Jackson's annotation renames last.
     */
    private int orderRank(BeanProperty p) {
        List<String> order = annotations.order;
        for (int i = 0; i < order.size(); i++) {
            if (order.get(i).equals(p.jsonName) || order.get(i).equals(p.javaName)) return i;
        }
        if (jacksonCreator && p.creatorIndex >= 0 && !annotations.alphabetic) return order.size() + p.creatorIndex;
        // Jackson moves the properties its @JsonProperty renames behind the others
        return p.jacksonRenamed && !annotations.alphabetic ? Integer.MAX_VALUE - 2 + 1 : Integer.MAX_VALUE - 2;
    }

    private void name(BeanProperty p) {
        if (!p.explicitName) p.jsonName = naming.translate(p.javaName);
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
            PropertyAnnotations.apply(p, c);
            PropertyAnnotations.apply(p, c.getAccessor());
            name(p);
            properties.add(p);
        }
        try {
            Constructor<?> canonical = raw.getDeclaredConstructor(types);
            Parameter[] ps = canonical.getParameters();
            for (int i = 0; i < ps.length; i++) PropertyAnnotations.apply(properties.get(i), ps[i]);
            jacksonCreator = true; // as Jackson, which takes the canonical constructor as the creator: component order
            setCreator(lookup.unreflectConstructor(canonical), components.length);
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
                PropertyAnnotations.apply(p, f);
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
                PropertyAnnotations.apply(p, method);
            } else if (params == 1 && name.startsWith("set") && name.length() > 3) {
                BeanProperty p = byName.computeIfAbsent(decapitalize(name.substring(3)), BeanProperty::new);
                Type t = Types.resolve(type, method.getGenericParameterTypes()[0]);
                if (p.type == null) p.type = t;
                if (!Types.raw(t).equals(Types.raw(p.type))) continue; // an overload for another type
                p.setter = lookup.unreflect(method);
                p.setsField = false;
                PropertyAnnotations.apply(p, method);
            }
        }
        for (BeanProperty p : byName.values()) name(p);
        Executable annotated = creator(raw);
        if (annotated != null) {
            Parameter[] ps = annotated.getParameters();
            for (int i = 0; i < ps.length; i++) {
                Parameter param = ps[i];
                String rename = PropertyAnnotations.parameterName(param);
                if (rename == null && !param.isNamePresent()) {
                    throw new IllegalArgumentException("Parameter " + i + " of the @JsonCreator of " + raw.getName()
                            + " needs @JsonName (or compile with -parameters)");
                }
                BeanProperty p = findForCreator(byName, rename != null ? rename : param.getName());
                p.type = Types.resolve(type, param.getParameterizedType());
                p.creatorIndex = i;
                p.setter = null;
                if (param.isAnnotationPresent(JsonRequired.class)) p.required = true;
                PropertyAnnotations.apply(p, param);
                if (rename != null) p.rename(rename); else name(p);
            }
            jacksonCreator = PropertyAnnotations.JACKSON && JacksonAnnotations.isCreator(annotated);
            setCreator(annotated instanceof Method ? lookup.unreflect((Method) annotated)
                    : lookup.unreflectConstructor((Constructor<?>) annotated), ps.length);
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

    /**
     * The constructor or static factory method (returning the type) marked as the creator by
     * Brisk's or Jackson's {@code @JsonCreator}, or null; two are an error.
     */
    static Executable creator(Class<?> raw) {
        Executable found = creator(raw, true);
        return found != null && SingleValues.isDelegating(found, false) ? null : found;
    }

    /** The marked creator, delegating ones included when {@code delegating}. */
    static Executable creator(Class<?> raw, boolean delegating) {
        Executable found = null;
        List<Executable> candidates = new ArrayList<>(List.of(raw.getDeclaredConstructors()));
        for (Method m : raw.getDeclaredMethods()) {
            if (Modifier.isStatic(m.getModifiers()) && raw.isAssignableFrom(m.getReturnType())) candidates.add(m);
        }
        for (Executable e : candidates) {
            if (!e.isAnnotationPresent(JsonCreator.class) && !(PropertyAnnotations.JACKSON && JacksonAnnotations.isCreator(e))) continue;
            if (found != null) throw new IllegalArgumentException(raw.getName() + " has two @JsonCreator constructors or factories");
            found = e;
        }
        return found;
    }

    private static BeanProperty findForCreator(Map<String, BeanProperty> byName, String name) {
        for (BeanProperty p : byName.values()) if (p.jsonName.equals(name)) return p;
        for (BeanProperty p : byName.values()) if (p.javaName.equals(name)) return p;
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

    /** java.beans rules: "URL" stays "URL", "Name" becomes "name". */
    static String decapitalize(String s) {
        if (s.length() > 1 && Character.isUpperCase(s.charAt(0)) && Character.isUpperCase(s.charAt(1))) return s;
        return Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}
