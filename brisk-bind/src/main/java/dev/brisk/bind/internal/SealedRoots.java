package dev.brisk.bind.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * The type a value is written as when only its runtime class is known ({@code writeString(circle)},
 * an element of a {@code List<Object>}): a leaf of a sealed hierarchy is written as its sealed
 * root, so that the discriminator is there and the output reads back as the sealed type. Any
 * other class is written as itself. Computed once per class.
 */
public final class SealedRoots {
    private SealedRoots() { }

    private static final ClassValue<Class<?>> WRITE_AS = new ClassValue<>() {
        @Override
        protected Class<?> computeValue(Class<?> c) {
            return root(c);
        }
    };

    /** The sealed type {@code runtimeClass} is a leaf of (the outermost, when sealed types nest), or the class itself. */
    public static Class<?> writeAs(Class<?> runtimeClass) {
        return WRITE_AS.get(runtimeClass);
    }

    private static Class<?> root(Class<?> c) {
        // the JDK's own sealed types (Integer and String are ConstantDescs) are not binding types
        if (c.isInterface() || c.isArray() || c.isPrimitive() || isJdk(c)) return c;
        List<Class<?>> sealed = new ArrayList<>();
        collectSealedAncestors(c, c, sealed);
        // the outermost: a supertype of every other sealed type that has c as a leaf
        for (Class<?> candidate : sealed) {
            boolean outermost = true;
            for (Class<?> other : sealed) {
                if (!candidate.isAssignableFrom(other)) {
                    outermost = false;
                    break;
                }
            }
            if (outermost) return candidate;
        }
        return c; // none, or two unrelated sealed types permit it: no guess
    }

    private static void collectSealedAncestors(Class<?> leaf, Class<?> from, List<Class<?>> into) {
        List<Class<?>> supers = new ArrayList<>(List.of(from.getInterfaces()));
        if (from.getSuperclass() != null) supers.add(from.getSuperclass());
        for (Class<?> s : supers) {
            if (isJdk(s)) continue;
            if (s.isSealed() && !into.contains(s)) {
                List<Class<?>> leaves = new ArrayList<>();
                SealedCodecFactory.collectLeaves(s, leaves);
                if (leaves.contains(leaf)) into.add(s);
            }
            collectSealedAncestors(leaf, s, into);
        }
    }

    /** Loaded by the boot or platform loader: a JDK type. */
    private static boolean isJdk(Class<?> c) {
        ClassLoader loader = c.getClassLoader();
        return loader == null || loader == ClassLoader.getPlatformClassLoader();
    }
}
