package dev.brisk.bind.internal;

import dev.brisk.bind.BindOptions;
import dev.brisk.bind.Codec;
import dev.brisk.bind.CodecFactory;
import dev.brisk.bind.CodecLookup;
import dev.brisk.bind.Types;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The codec cache of one mapper. Lookups of built codecs are lock-free; a missing codec is built
 * under the registry's lock, once, together with every codec it needs. A type that is still being
 * built is answered with a {@link DeferredCodec} (recursive types). If building fails, every codec
 * made during that build is dropped, so no codec refers to a deferred one that never completes.
 */
public final class CodecRegistry implements CodecLookup {
    private final ConcurrentHashMap<Type, Codec<?>> cache = new ConcurrentHashMap<>();
    private final List<CodecFactory> factories;
    private final BindOptions options;
    // Guarded by this.
    private final Map<Type, DeferredCodec<?>> building = new HashMap<>();
    private final List<Type> builtThisRound = new ArrayList<>();

    public CodecRegistry(Map<Type, Codec<?>> registered, List<CodecFactory> userFactories, BindOptions options) {
        this.options = options;
        for (Map.Entry<Type, Codec<?>> e : registered.entrySet()) cache.put(Types.canonical(e.getKey()), e.getValue());
        List<CodecFactory> all = new ArrayList<>(userFactories);
        all.add(new GeneratedCodecs());
        all.add(new BuiltInCodecs());
        all.add(new SealedCodecFactory());
        all.add(new ReflectiveCodecFactory());
        this.factories = List.copyOf(all);
    }

    @Override
    public BindOptions options() { return options; }

    @Override
    @SuppressWarnings("unchecked")
    public <T> Codec<T> codec(Type type) {
        Codec<?> found = cache.get(type);
        if (found == null) {
            Type key = Types.canonical(type);
            found = cache.get(key);
            if (found == null) found = build(key);
        }
        return (Codec<T>) found;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private synchronized Codec<?> build(Type key) {
        Codec<?> done = cache.get(key);
        if (done != null) return done;
        DeferredCodec<?> pending = building.get(key);
        if (pending != null) return pending;
        boolean outermost = building.isEmpty();
        DeferredCodec deferred = new DeferredCodec<>();
        building.put(key, deferred);
        boolean ok = false;
        try {
            Codec<?> made = create(key);
            deferred.complete(made);
            cache.put(key, made);
            builtThisRound.add(key);
            ok = true;
            return made;
        } finally {
            building.remove(key);
            if (outermost) {
                if (!ok) for (Type t : builtThisRound) cache.remove(t);
                builtThisRound.clear();
            }
        }
    }

    private Codec<?> create(Type type) {
        for (CodecFactory factory : factories) {
            Codec<?> codec = factory.create(type, this);
            if (codec != null) return codec;
        }
        throw new IllegalArgumentException("No codec for " + type.getTypeName()
                + ": interfaces and abstract classes must be sealed, or register a codec for them");
    }
}
