package dev.brisk.bind.internal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;

/**
 * Sets one property of a bound object (or creates one) for the reflective codecs, with the
 * property's own primitive type where it has one (writing gets through {@link MemberWriter}s).
 * A method handle held in an instance field is not a constant to the JIT: each call goes through
 * its lambda forms (measured at ~15% of a reflective read). So each accessor is a hidden class defined from one of the small template
 * classes ({@link IntAccess}, {@link LongAccess}, ...) whose handle sits in a {@code static final}
 * field loaded from its class data: the JIT inlines that handle down to the field store or the
 * method call ({@link HiddenTemplate}). If a hidden class cannot be defined, {@link HandleAccess}
 * calls the same handles without that help.
 */
abstract class PropertyAccess {
    void setInt(Object o, int v) throws Throwable { throw new UnsupportedOperationException(); }
    void setLong(Object o, long v) throws Throwable { throw new UnsupportedOperationException(); }
    void setDouble(Object o, double v) throws Throwable { throw new UnsupportedOperationException(); }
    void setBoolean(Object o, boolean v) throws Throwable { throw new UnsupportedOperationException(); }
    void set(Object o, Object v) throws Throwable { throw new UnsupportedOperationException(); }
    Object create() throws Throwable { throw new UnsupportedOperationException(); }

    /**
     * An accessor over {@code setter} {@code (Object,R)void} (null: setting does nothing), where R
     * is int, long, double, boolean or Object.
     */
    static PropertyAccess setting(Class<?> r, MethodHandle setter) {
        MethodHandle set = setter != null ? setter : MethodHandles.empty(MethodType.methodType(void.class, Object.class, r));
        Class<?> template = r == int.class ? IntAccess.class : r == long.class ? LongAccess.class
                : r == double.class ? DoubleAccess.class : r == boolean.class ? BooleanAccess.class
                : r == Object.class ? ObjectAccess.class : null;
        if (template == null) throw new IllegalArgumentException("no accessor for " + r);
        PropertyAccess hidden = define(template, List.of(set));
        return hidden != null ? hidden : HandleAccess.setting(set);
    }

    /** An accessor whose {@link #create()} calls {@code constructor}, a {@code ()Object} handle. */
    static PropertyAccess creating(MethodHandle constructor) {
        PropertyAccess hidden = define(NewAccess.class, List.of(constructor));
        return hidden != null ? hidden : HandleAccess.creating(constructor);
    }

    /** Template class data: the handle at {@code index}, for the templates' static initializers. */
    static MethodHandle handle(MethodHandles.Lookup hidden, int index) {
        return (MethodHandle) HiddenTemplate.data(hidden, index);
    }

    private static PropertyAccess define(Class<?> template, List<MethodHandle> handles) {
        return (PropertyAccess) HiddenTemplate.instantiate(template, handles);
    }
}
