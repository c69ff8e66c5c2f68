package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.bind.CodecFactory;
import dev.brisk.bind.CodecLookup;
import dev.brisk.bind.JsonDiscriminator;
import dev.brisk.bind.JsonSubtype;
import dev.brisk.bind.ObjectCodec;
import dev.brisk.bind.SealedCodec;
import dev.brisk.bind.Types;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Builds {@link SealedCodec}s for sealed interfaces and sealed abstract classes by reflection. */
final class SealedCodecFactory implements CodecFactory {

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public Codec<?> create(Type type, CodecLookup lookup) {
        Class<?> raw = Types.raw(type);
        boolean isAbstract = raw.isInterface() || java.lang.reflect.Modifier.isAbstract(raw.getModifiers());
        String jackson = PropertyAnnotations.JACKSON ? JacksonAnnotations.discriminator(raw) : null;
        Map<Class<?>, String[]> listed = jackson != null && isAbstract ? JacksonAnnotations.subtypes(raw) : null;
        if (!raw.isSealed() && listed == null) return null;
        List<Class<?>> leaves = new ArrayList<>();
        List<String> leafNames = new ArrayList<>();
        if (listed != null) {
            // every name of a listed subtype reads as it; the first is written
            for (Map.Entry<Class<?>, String[]> e : listed.entrySet()) {
                for (String n : e.getValue()) {
                    leaves.add(e.getKey());
                    leafNames.add(n);
                }
            }
        } else {
            collectLeaves(raw, leaves);
            for (Class<?> leaf : leaves) leafNames.add(jackson != null ? JacksonAnnotations.typeName(leaf) : subtypeName(leaf));
        }
        String[] names = new String[leaves.size()];
        ObjectCodec[] codecs = new ObjectCodec[leaves.size()];
        for (int i = 0; i < names.length; i++) {
            Class<?> leaf = leaves.get(i);
            names[i] = leafNames.get(i);
            for (int j = 0; j < i; j++) {
                if (names[j].equals(names[i])) throw new IllegalArgumentException("Two subtypes of " + raw.getName() + " are named '" + names[i] + "'");
            }
            Codec<?> codec = lookup.codec(leaf);
            if (!(codec instanceof ObjectCodec)) {
                throw new IllegalArgumentException("Subtype " + leaf.getName() + " of sealed " + raw.getName() + " must be bound as an object");
            }
            codecs[i] = (ObjectCodec) codec;
        }
        String discriminator = jackson != null ? jackson : discriminatorName(raw, lookup.options().discriminatorName());
        return new SealedCodec(raw.getSimpleName(), discriminator,
                names, leaves.toArray(new Class<?>[0]), codecs, lookup.options().readerOptions());
    }

    /** Permitted subtypes that are themselves sealed and abstract are replaced by their own subtypes. */
    static void collectLeaves(Class<?> sealed, List<Class<?>> into) {
        for (Class<?> sub : sealed.getPermittedSubclasses()) {
            boolean isAbstract = sub.isInterface() || java.lang.reflect.Modifier.isAbstract(sub.getModifiers());
            if (sub.isSealed() && isAbstract) collectLeaves(sub, into);
            else if (!into.contains(sub)) into.add(sub);
        }
    }

    static String subtypeName(Class<?> leaf) {
        JsonSubtype a = leaf.getAnnotation(JsonSubtype.class);
        return a != null ? a.value() : leaf.getSimpleName();
    }

    static String discriminatorName(Class<?> sealed, String fallback) {
        JsonDiscriminator a = sealed.getAnnotation(JsonDiscriminator.class);
        return a != null ? a.value() : fallback;
    }
}
