package dev.brisk.bind.internal;

import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Defines a hidden class from the bytes of a template class in this package, with class data
 * that the template's static initializer reads into {@code static final} fields, which the JIT
 * treats as constants. The template's compiled bytes are reused as they are: nothing is generated.
 * Used by {@link PropertyAccess} and {@link MemberWriter}.
 */
final class HiddenTemplate {
    private static final Map<Class<?>, byte[]> BYTES = new HashMap<>();

    private HiddenTemplate() { }

    /** A new instance (no-argument constructor) of a hidden copy of {@code template}, or null if none can be defined. */
    static Object instantiate(Class<?> template, List<?> classData) {
        try {
            byte[] bytes = bytes(template);
            if (bytes == null) return null;
            MethodHandles.Lookup l = MethodHandles.lookup().defineHiddenClassWithClassData(bytes, classData, true);
            return l.findConstructor(l.lookupClass(), MethodType.methodType(void.class)).invoke();
        } catch (VirtualMachineError e) {
            throw e;
        } catch (Throwable e) {
            // e.g. no class files at run time, or a runtime that cannot define classes (a native
            // image throws an Error for that): the caller falls back to calling the handles
            return null;
        }
    }

    /** Element {@code index} of the class data of the hidden class that {@code hidden} looks up. */
    static Object data(MethodHandles.Lookup hidden, int index) {
        try {
            return MethodHandles.classDataAt(hidden, "_", Object.class, index);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] bytes(Class<?> template) throws java.io.IOException {
        synchronized (BYTES) {
            byte[] b = BYTES.get(template);
            if (b == null) {
                try (InputStream in = template.getResourceAsStream(template.getSimpleName() + ".class")) {
                    if (in == null) return null;
                    b = in.readAllBytes();
                }
                BYTES.put(template, b);
            }
            return b.clone();
        }
    }
}
