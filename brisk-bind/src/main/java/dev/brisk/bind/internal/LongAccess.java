package dev.brisk.bind.internal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

/** Template of a hidden {@link PropertyAccess} for a {@code long} property: never loaded as itself. */
final class LongAccess extends PropertyAccess {
    private static final MethodHandle SET = handle(MethodHandles.lookup(), 0);

    @Override void setLong(Object o, long v) throws Throwable { SET.invokeExact(o, v); }
}
