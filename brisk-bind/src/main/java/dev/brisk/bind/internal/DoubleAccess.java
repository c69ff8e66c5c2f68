package dev.brisk.bind.internal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

/** Template of a hidden {@link PropertyAccess} for a {@code double} property: never loaded as itself. */
final class DoubleAccess extends PropertyAccess {
    private static final MethodHandle SET = handle(MethodHandles.lookup(), 0);

    @Override void setDouble(Object o, double v) throws Throwable { SET.invokeExact(o, v); }
}
