package dev.brisk.bind.internal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

/** Template of a hidden {@link PropertyAccess} for a property written as an Object: never loaded as itself. */
final class ObjectAccess extends PropertyAccess {
    private static final MethodHandle SET = handle(MethodHandles.lookup(), 0);

    @Override void set(Object o, Object v) throws Throwable { SET.invokeExact(o, v); }
}
