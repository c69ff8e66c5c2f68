package dev.brisk.bind.internal;

import java.lang.invoke.MethodHandle;

/** A {@link PropertyAccess} that calls its handles from fields, when no hidden class can be defined. */
final class HandleAccess extends PropertyAccess {
    private final MethodHandle set;
    private final MethodHandle constructor;

    private HandleAccess(MethodHandle set, MethodHandle constructor) {
        this.set = set;
        this.constructor = constructor;
    }

    /** Sets through {@code set} {@code (Object,R)void}. */
    static HandleAccess setting(MethodHandle set) { return new HandleAccess(set, null); }

    /** Creates through {@code constructor} {@code ()Object}. */
    static HandleAccess creating(MethodHandle constructor) { return new HandleAccess(null, constructor); }

    @Override void setInt(Object o, int v) throws Throwable { set.invokeExact(o, v); }
    @Override void setLong(Object o, long v) throws Throwable { set.invokeExact(o, v); }
    @Override void setDouble(Object o, double v) throws Throwable { set.invokeExact(o, v); }
    @Override void setBoolean(Object o, boolean v) throws Throwable { set.invokeExact(o, v); }
    @Override void set(Object o, Object v) throws Throwable { set.invokeExact(o, v); }
    @Override Object create() throws Throwable { return (Object) constructor.invokeExact(); }
}
