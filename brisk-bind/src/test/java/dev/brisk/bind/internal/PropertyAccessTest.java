package dev.brisk.bind.internal;

import org.junit.jupiter.api.Test;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The accessors are hidden classes over their handles, and the handle-calling fallback does the same. */
class PropertyAccessTest {
    static final class Target {
        int i;
        long l;
        double d;
        boolean z;
        String s;
        private Target() { s = "new"; }
    }

    private static final MethodHandles.Lookup L = MethodHandles.lookup();

    private static MethodHandle getter(String name, Class<?> type) throws ReflectiveOperationException {
        MethodHandle h = L.findGetter(Target.class, name, type);
        return h.asType(MethodType.methodType(type == String.class ? Object.class : type, Object.class));
    }

    private static MethodHandle setter(String name, Class<?> type) throws ReflectiveOperationException {
        MethodHandle h = L.findSetter(Target.class, name, type);
        return h.asType(MethodType.methodType(void.class, Object.class, type == String.class ? Object.class : type));
    }

    @Test
    void accessorsAreHiddenClassesThatGetAndSetEachKind() throws Throwable {
        PropertyAccess i = PropertyAccess.of(int.class, getter("i", int.class), setter("i", int.class));
        PropertyAccess l = PropertyAccess.of(long.class, getter("l", long.class), setter("l", long.class));
        PropertyAccess d = PropertyAccess.of(double.class, getter("d", double.class), setter("d", double.class));
        PropertyAccess z = PropertyAccess.of(boolean.class, getter("z", boolean.class), setter("z", boolean.class));
        PropertyAccess s = PropertyAccess.of(Object.class, getter("s", String.class), setter("s", String.class));
        for (PropertyAccess a : List.of(i, l, d, z, s)) assertTrue(a.getClass().isHidden(), a.getClass().getName());
        Target t = new Target();
        i.setInt(t, -7);
        l.setLong(t, Long.MIN_VALUE);
        d.setDouble(t, -0.0);
        z.setBoolean(t, true);
        s.set(t, "x");
        assertEquals(-7, i.getInt(t));
        assertEquals(Long.MIN_VALUE, l.getLong(t));
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(d.getDouble(t)));
        assertTrue(z.getBoolean(t));
        assertEquals("x", s.get(t));
        assertThrows(ClassCastException.class, () -> s.set(t, 1), "the setter's cast still checks");
        assertThrows(UnsupportedOperationException.class, () -> i.getLong(t), "an accessor has one kind");
        PropertyAccess create = PropertyAccess.creating(
                L.findConstructor(Target.class, MethodType.methodType(void.class)).asType(MethodType.methodType(Object.class)));
        assertTrue(create.getClass().isHidden());
        Object made = create.create();
        assertSame(Target.class, made.getClass());
        assertEquals("new", ((Target) made).s);
    }

    @Test
    void aMissingHandleIsANoOpAndTheFallbackCallsTheSameHandles() throws Throwable {
        PropertyAccess getOnly = PropertyAccess.of(long.class, getter("l", long.class), null);
        Target t = new Target();
        t.l = 5;
        getOnly.setLong(t, 6); // never called by the codecs: the empty handle does nothing
        assertEquals(5, getOnly.getLong(t));
        HandleAccess h = new HandleAccess(getter("i", int.class), setter("i", int.class));
        assertFalse(h.getClass().isHidden());
        h.setInt(t, 42);
        assertEquals(42, h.getInt(t));
        assertEquals(42, t.i);
        HandleAccess c = new HandleAccess(
                L.findConstructor(Target.class, MethodType.methodType(void.class)).asType(MethodType.methodType(Object.class)));
        assertEquals("new", ((Target) c.create()).s);
    }

    @Test
    void onlyTheFiveAccessTypesExist() {
        assertThrows(IllegalArgumentException.class, () -> PropertyAccess.of(String.class, null, null));
    }
}
