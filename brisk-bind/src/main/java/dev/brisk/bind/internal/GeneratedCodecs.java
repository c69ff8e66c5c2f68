package dev.brisk.bind.internal;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.Codec;
import dev.brisk.bind.CodecFactory;
import dev.brisk.bind.CodecLookup;
import dev.brisk.bind.Types;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Type;

/**
 * Finds the codec the annotation processor generated for a {@link BriskCodec} type, by its name
 * ({@code <package>.<Outer_Inner>_BriskCodec}), once per type. In a named module the model's
 * package must be exported (or opened) to {@code dev.brisk.bind} for this; where even that one
 * class lookup is unwelcome (GraalVM native-image without reflection configuration, packages kept
 * closed), register the generated class's {@code FACTORY} with {@code Brisk.Builder.factory(..)}.
 */
final class GeneratedCodecs implements CodecFactory {
    private static final MethodType CONSTRUCTOR = MethodType.methodType(void.class, CodecLookup.class, Type.class);

    /** The name of the generated codec class of a type. */
    static String generatedName(Class<?> type) {
        String pkg = type.getPackageName();
        String simple = pkg.isEmpty() ? type.getName() : type.getName().substring(pkg.length() + 1);
        return (pkg.isEmpty() ? "" : pkg + ".") + simple.replace('$', '_') + "_BriskCodec";
    }

    /**
     * The generated class and its constructor are public, so access needs only its package exported
     * to {@code dev.brisk.bind} (a qualified export is enough: this module's own lookup is used, not
     * the public one) or opened to it. On the class path every package is both.
     */
    private static MethodHandle constructor(Class<?> generated) throws IllegalAccessException, NoSuchMethodException {
        ModuleAccess.read(generated);
        try {
            return MethodHandles.lookup().findConstructor(generated, CONSTRUCTOR);
        } catch (IllegalAccessException notExported) {
            return MethodHandles.privateLookupIn(generated, MethodHandles.lookup()).findConstructor(generated, CONSTRUCTOR);
        }
    }

    @Override
    public Codec<?> create(Type type, CodecLookup lookup) {
        if (lookup.options().reflectionOnly()) return null;
        Class<?> raw = Types.raw(type);
        if (!raw.isAnnotationPresent(BriskCodec.class)) return null;
        Class<?> generated;
        try {
            generated = Class.forName(generatedName(raw), true, raw.getClassLoader());
        } catch (ClassNotFoundException notGenerated) {
            return null; // the processor did not run: reflection serves the type
        }
        MethodHandle constructor;
        try {
            constructor = constructor(generated);
        } catch (IllegalAccessException closed) {
            throw new IllegalArgumentException("Cannot use the generated codec " + generated.getName() + " of "
                    + raw.getName() + ": " + ModuleAccess.directive("exports", raw) + ", or register "
                    + generated.getSimpleName() + ".FACTORY with Brisk.Builder.factory", closed);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("Cannot create the generated codec " + generated.getName(), e);
        }
        try {
            return (Codec<?>) constructor.invoke(lookup, type);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("Cannot create the generated codec " + generated.getName(), e);
        }
    }
}
