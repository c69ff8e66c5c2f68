package dev.brisk.bind.internal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

/** Template of a hidden {@link PropertyAccess} for a property read and written as an Object: never loaded as itself. */
final class ObjectAccess extends PropertyAccess {
    private static final MethodHandle GET = handle(MethodHandles.lookup(), 0);
    private static final MethodHandle SET = handle(MethodHandles.lookup(), 1);

    @Override Object get(Object o) throws Throwable { return (Object) GET.invokeExact(o); }

    @Override void set(Object o, Object v) throws Throwable { SET.invokeExact(o, v); }
}
