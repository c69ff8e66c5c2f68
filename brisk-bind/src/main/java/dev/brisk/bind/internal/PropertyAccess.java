package dev.brisk.bind.internal;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Arrays;
import java.util.List;

/**
 * Gets and sets one property of a bound object (or creates one) for the reflective codecs, with
 * the property's own primitive type where it has one. A method handle held in an instance field
 * is not a constant to the JIT: each call goes through its lambda forms (measured at ~15% of a
 * reflective read). So each accessor is a hidden class defined from one of the small template
 * classes ({@link IntAccess}, {@link LongAccess}, ...) whose handle sits in a {@code static final}
 * field loaded from its class data: the JIT inlines that handle down to the field store or the
 * method call. The templates' own bytes are reused as they are; nothing is generated. If a hidden
 * class cannot be defined, {@link HandleAccess} calls the same handles without that help.
 */
abstract class PropertyAccess {
    /** The template classes' bytes, read once each; indexed like TEMPLATES. */
    private static final Class<?>[] TEMPLATES = {
        IntAccess.class, LongAccess.class, DoubleAccess.class, BooleanAccess.class, ObjectAccess.class, NewAccess.class};
    private static final byte[][] BYTES = new byte[TEMPLATES.length][];

    int getInt(Object o) throws Throwable { throw new UnsupportedOperationException(); }
    long getLong(Object o) throws Throwable { throw new UnsupportedOperationException(); }
    double getDouble(Object o) throws Throwable { throw new UnsupportedOperationException(); }
    boolean getBoolean(Object o) throws Throwable { throw new UnsupportedOperationException(); }
    Object get(Object o) throws Throwable { throw new UnsupportedOperationException(); }
    void setInt(Object o, int v) throws Throwable { throw new UnsupportedOperationException(); }
    void setLong(Object o, long v) throws Throwable { throw new UnsupportedOperationException(); }
    void setDouble(Object o, double v) throws Throwable { throw new UnsupportedOperationException(); }
    void setBoolean(Object o, boolean v) throws Throwable { throw new UnsupportedOperationException(); }
    void set(Object o, Object v) throws Throwable { throw new UnsupportedOperationException(); }
    Object create() throws Throwable { throw new UnsupportedOperationException(); }

    /**
     * An accessor over {@code getter} {@code (Object)R} and {@code setter} {@code (Object,R)void}
     * (either may be null), where R is int, long, double, boolean or Object.
     */
    static PropertyAccess of(Class<?> r, MethodHandle getter, MethodHandle setter) {
        MethodHandle get = getter != null ? getter : MethodHandles.empty(MethodType.methodType(r, Object.class));
        MethodHandle set = setter != null ? setter : MethodHandles.empty(MethodType.methodType(void.class, Object.class, r));
        int template = r == int.class ? 0 : r == long.class ? 1 : r == double.class ? 2 : r == boolean.class ? 3 : 4;
        if (template == 4 && r != Object.class) throw new IllegalArgumentException("no accessor for " + r);
        PropertyAccess hidden = define(template, List.of(get, set));
        return hidden != null ? hidden : new HandleAccess(get, set);
    }

    /** An accessor whose {@link #create()} calls {@code constructor}, a {@code ()Object} handle. */
    static PropertyAccess creating(MethodHandle constructor) {
        PropertyAccess hidden = define(5, List.of(constructor));
        return hidden != null ? hidden : new HandleAccess(constructor);
    }

    /** Template class data: the handle at {@code index}, for the templates' static initializers. */
    static MethodHandle handle(MethodHandles.Lookup hidden, int index) {
        try {
            return MethodHandles.classDataAt(hidden, "_", MethodHandle.class, index);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static PropertyAccess define(int template, List<MethodHandle> handles) {
        try {
            byte[] bytes = bytes(template);
            if (bytes == null) return null;
            MethodHandles.Lookup l = MethodHandles.lookup().defineHiddenClassWithClassData(bytes, handles, true);
            return (PropertyAccess) l.findConstructor(l.lookupClass(), MethodType.methodType(void.class)).invoke();
        } catch (Error e) {
            throw e;
        } catch (Throwable e) {
            return null; // e.g. no class files at run time: fall back to calling the handles
        }
    }

    private static byte[] bytes(int template) throws IOException {
        synchronized (BYTES) {
            if (BYTES[template] == null) {
                Class<?> c = TEMPLATES[template];
                try (InputStream in = c.getResourceAsStream(c.getSimpleName() + ".class")) {
                    if (in == null) return null;
                    BYTES[template] = in.readAllBytes();
                }
            }
            return Arrays.copyOf(BYTES[template], BYTES[template].length);
        }
    }
}
