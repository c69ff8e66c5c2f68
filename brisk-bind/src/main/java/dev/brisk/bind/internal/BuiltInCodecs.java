package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.bind.CodecFactory;
import dev.brisk.bind.CodecLookup;
import dev.brisk.bind.Types;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Type;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/** The codecs Brisk knows without being told: JDK value types, enums, containers, Object. */
final class BuiltInCodecs implements CodecFactory {
    private static final Map<Class<?>, Codec<?>> SIMPLE = new HashMap<>();

    static {
        PrimitiveCodecs.register(SIMPLE);
        TextCodecs.register(SIMPLE);
        TimeCodecs.register(SIMPLE);
        ArrayCodecs.register(SIMPLE);
        SIMPLE.put(OptionalInt.class, new OptionalCodecs.OfInt());
        SIMPLE.put(OptionalLong.class, new OptionalCodecs.OfLong());
        SIMPLE.put(OptionalDouble.class, new OptionalCodecs.OfDouble());
        JsonValueCodecs.register(SIMPLE);
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public Codec<?> create(Type type, CodecLookup lookup) {
        Class<?> raw = Types.raw(type);
        // big numbers are written only as the mapper's own reader reads them back
        if (raw == java.math.BigInteger.class) return new TextCodecs.BigIntegerCodec(lookup.options().readerOptions().limits());
        if (raw == java.math.BigDecimal.class) return new TextCodecs.BigDecimalCodec(lookup.options().readerOptions().limits());
        Codec<?> simple = SIMPLE.get(raw);
        if (simple != null && (type instanceof Class)) return simple;
        if (dev.brisk.json.JsonValue.class.isAssignableFrom(raw) && type instanceof Class) {
            // a tree node's runtime class (a number's private representations) is its public kind
            for (Class<?> c = raw.getSuperclass(); c != null; c = c.getSuperclass()) {
                Codec<?> kind = SIMPLE.get(c);
                if (kind != null) return kind;
            }
            return SIMPLE.get(dev.brisk.json.JsonValue.class);
        }
        if (raw == Object.class) return new NaturalCodec(lookup);
        if (raw.isEnum()) return new EnumCodec(raw);
        if (raw.isArray() || type instanceof GenericArrayType) {
            Type component = Types.componentType(type);
            return new ArrayCodecs.ObjectArray<>(Types.raw(component), lookup.codec(component));
        }
        if (raw == Optional.class) return new OptionalCodecs.OfObject<>(lookup.codec(Types.argument(type, 0)));
        if (Collection.class.isAssignableFrom(raw) || raw == Iterable.class) {
            CollectionCodec.Kind kind = CollectionCodec.kindOf(raw);
            if (kind == null) kind = CollectionCodec.Kind.WRITE_ONLY;
            Type element = Types.argument(type, 0);
            if (kind == CollectionCodec.Kind.TREE_SET && !Comparable.class.isAssignableFrom(Types.raw(element))) {
                throw new IllegalArgumentException("A sorted set needs Comparable elements: " + type.getTypeName());
            }
            return new CollectionCodec<>(kind, lookup.codec(element), raw);
        }
        if (Map.class.isAssignableFrom(raw)) {
            MapCodec.Kind kind = MapCodec.kindOf(raw);
            if (kind == null) kind = MapCodec.Kind.WRITE_ONLY;
            Class<?> keyType = Types.raw(Types.argument(type, 0));
            MapKey<?> key = MapKey.forClass(keyType);
            if (key == null) {
                throw new IllegalArgumentException("Map keys must be strings, enums, numbers or UUIDs: " + type.getTypeName());
            }
            if (kind == MapCodec.Kind.ENUM_MAP && !keyType.isEnum()) {
                throw new IllegalArgumentException("EnumMap needs an enum key type: " + type.getTypeName());
            }
            return new MapCodec(kind, key, lookup.codec(Types.argument(type, 1)), keyType, raw);
        }
        return null;
    }
}
