package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;

import java.lang.reflect.Type;

/**
 * The codecs of the few classes a mapper writes most, found by identity before the registry's
 * map: a service writes the same few response classes over and over, and the map lookup
 * ({@code Class.hashCode}, the table, {@code equals}) was ~3% of writing a 0.5 KB document.
 * Only classes are kept (a parameterized type is often a new object per call, which would fill
 * the slots with types never seen again). A slot is filled once and never replaced, so that
 * writes keep allocating nothing once the slots are full; threads that race on a slot each
 * store an immutable entry, and whichever stays is right.
 */
public final class RecentCodecs {
    private static final int SLOTS = 4;

    private final CodecRegistry registry;
    private final Entry[] entries = new Entry[SLOTS];

    public RecentCodecs(CodecRegistry registry) {
        this.registry = registry;
    }

    /** What {@link CodecRegistry#codec} gives for {@code type}. */
    public Codec<?> codec(Type type) {
        if (!(type instanceof Class)) return registry.codec(type);
        Entry[] e = entries;
        for (int i = 0; i < SLOTS; i++) {
            Entry x = e[i];
            if (x == null) {
                Codec<?> c = registry.codec(type);
                e[i] = new Entry(type, c);
                return c;
            }
            if (x.type == type) return x.codec;
        }
        return registry.codec(type);
    }

    private static final class Entry {
        final Type type;
        final Codec<?> codec;

        Entry(Type type, Codec<?> codec) {
            this.type = type;
            this.codec = codec;
        }
    }
}
