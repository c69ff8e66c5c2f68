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

/** The setters and creators are hidden classes over their handles, and the handle-calling fallback does the same. */
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

    private static MethodHandle setter(String name, Class<?> type) throws ReflectiveOperationException {
        MethodHandle h = L.findSetter(Target.class, name, type);
        return h.asType(MethodType.methodType(void.class, Object.class, type == String.class ? Object.class : type));
    }

    @Test
    void accessorsAreHiddenClassesThatSetEachKind() throws Throwable {
        PropertyAccess i = PropertyAccess.setting(int.class, setter("i", int.class));
        PropertyAccess l = PropertyAccess.setting(long.class, setter("l", long.class));
        PropertyAccess d = PropertyAccess.setting(double.class, setter("d", double.class));
        PropertyAccess z = PropertyAccess.setting(boolean.class, setter("z", boolean.class));
        PropertyAccess s = PropertyAccess.setting(Object.class, setter("s", String.class));
        for (PropertyAccess a : List.of(i, l, d, z, s)) assertTrue(a.getClass().isHidden(), a.getClass().getName());
        Target t = new Target();
        i.setInt(t, -7);
        l.setLong(t, Long.MIN_VALUE);
        d.setDouble(t, -0.0);
        z.setBoolean(t, true);
        s.set(t, "x");
        assertEquals(-7, t.i);
        assertEquals(Long.MIN_VALUE, t.l);
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(t.d));
        assertTrue(t.z);
        assertEquals("x", t.s);
        assertThrows(ClassCastException.class, () -> s.set(t, 1), "the setter's cast still checks");
        assertThrows(UnsupportedOperationException.class, () -> i.setLong(t, 1), "an accessor has one kind");
        PropertyAccess create = PropertyAccess.creating(
                L.findConstructor(Target.class, MethodType.methodType(void.class)).asType(MethodType.methodType(Object.class)));
        assertTrue(create.getClass().isHidden());
        Object made = create.create();
        assertSame(Target.class, made.getClass());
        assertEquals("new", ((Target) made).s);
    }

    @Test
    void aMissingSetterIsANoOpAndTheFallbackCallsTheSameHandles() throws Throwable {
        PropertyAccess none = PropertyAccess.setting(long.class, null);
        Target t = new Target();
        t.l = 5;
        none.setLong(t, 6); // never called by the codecs: the empty handle does nothing
        assertEquals(5, t.l);
        HandleAccess h = HandleAccess.setting(setter("i", int.class));
        assertFalse(h.getClass().isHidden());
        h.setInt(t, 42);
        assertEquals(42, t.i);
        HandleAccess c = HandleAccess.creating(
                L.findConstructor(Target.class, MethodType.methodType(void.class)).asType(MethodType.methodType(Object.class)));
        assertEquals("new", ((Target) c.create()).s);
    }

    @Test
    void onlyTheFiveAccessTypesExist() {
        assertThrows(IllegalArgumentException.class, () -> PropertyAccess.setting(String.class, null));
    }
}
