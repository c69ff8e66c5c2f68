package dev.brisk.bind.internal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

/** Template of a hidden {@link PropertyAccess} that calls a no-argument constructor: never loaded as itself. */
final class NewAccess extends PropertyAccess {
    private static final MethodHandle NEW = handle(MethodHandles.lookup(), 0);

    @Override Object create() throws Throwable { return (Object) NEW.invokeExact(); }
}
