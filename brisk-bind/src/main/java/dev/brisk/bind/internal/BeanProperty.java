package dev.brisk.bind.internal;

import java.lang.invoke.MethodHandle;
import java.lang.reflect.Type;

/**
 * One property of a bound type as reflection found it: its JSON name, its resolved type and how
 * to get and set it. Built once per type by {@link BeanIntrospector}.
 */
final class BeanProperty {
    final String javaName;
    String jsonName;
    Type type;
    boolean required;
    boolean ignored;
    /** Index of the creator parameter that receives it, or -1. */
    int creatorIndex = -1;
    /** (Object)Object, or null when the property cannot be written out. */
    MethodHandle getter;
    /** (Object)R with the property's own return type R (a primitive stays unboxed), when there is a getter. */
    MethodHandle typedGetter;
    /** (Object,Object)void, or null when it is set through the creator or not at all. */
    MethodHandle setter;
    /** (Object,R)void with the setter's own parameter type R (a primitive stays unboxed), when there is a setter. */
    MethodHandle typedSetter;
    /** Whether the setter stores a field (no user code runs), rather than calling a setter method. */
    boolean setsField;

    BeanProperty(String javaName) {
        this.javaName = javaName;
        this.jsonName = javaName;
    }

    boolean readable() { return !ignored && (creatorIndex >= 0 || setter != null); }

    boolean writable() { return !ignored && getter != null; }
}
