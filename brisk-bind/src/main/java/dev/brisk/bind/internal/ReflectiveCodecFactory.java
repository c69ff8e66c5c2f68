package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.bind.CodecFactory;
import dev.brisk.bind.CodecLookup;
import dev.brisk.bind.Types;

import java.lang.reflect.Modifier;
import java.lang.reflect.Type;

/** The fallback: binds any concrete record or class by reflection (see {@link BeanIntrospector}). */
final class ReflectiveCodecFactory implements CodecFactory {

    @Override
    public Codec<?> create(Type type, CodecLookup lookup) {
        Class<?> raw = Types.raw(type);
        if (raw.isInterface() || raw.isPrimitive() || raw.isArray() || Modifier.isAbstract(raw.getModifiers())) return null;
        if (raw.getName().startsWith("java.") && !raw.isRecord()) {
            throw new IllegalArgumentException("No codec for JDK type " + raw.getName() + ": register one");
        }
        Codec<?> single = SingleValues.codec(type, lookup);
        if (single != null) return single;
        return new ReflectiveObjectCodec<>(new BeanIntrospector(type, lookup.options()), lookup);
    }
}
