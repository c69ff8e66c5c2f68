package dev.brisk.bind.internal;

import java.lang.invoke.MethodHandle;

/** A {@link PropertyAccess} that calls its handles from fields, when no hidden class can be defined. */
final class HandleAccess extends PropertyAccess {
    private final MethodHandle get;
    private final MethodHandle set;

    HandleAccess(MethodHandle get, MethodHandle set) {
        this.get = get;
        this.set = set;
    }

    HandleAccess(MethodHandle constructor) {
        this(constructor, null);
    }

    @Override int getInt(Object o) throws Throwable { return (int) get.invokeExact(o); }
    @Override long getLong(Object o) throws Throwable { return (long) get.invokeExact(o); }
    @Override double getDouble(Object o) throws Throwable { return (double) get.invokeExact(o); }
    @Override boolean getBoolean(Object o) throws Throwable { return (boolean) get.invokeExact(o); }
    @Override Object get(Object o) throws Throwable { return (Object) get.invokeExact(o); }
    @Override void setInt(Object o, int v) throws Throwable { set.invokeExact(o, v); }
    @Override void setLong(Object o, long v) throws Throwable { set.invokeExact(o, v); }
    @Override void setDouble(Object o, double v) throws Throwable { set.invokeExact(o, v); }
    @Override void setBoolean(Object o, boolean v) throws Throwable { set.invokeExact(o, v); }
    @Override void set(Object o, Object v) throws Throwable { set.invokeExact(o, v); }
    @Override Object create() throws Throwable { return (Object) get.invokeExact(); }
}
