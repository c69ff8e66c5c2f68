package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.json.BytesCursor;
import dev.brisk.json.ValueCursor;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A map as a JSON object whose member names are the keys (see {@link MapKey}). Map and
 * LinkedHashMap read as a LinkedHashMap (input order kept), SortedMap and NavigableMap as a
 * TreeMap, ConcurrentMap as a ConcurrentHashMap (which rejects null values with an error).
 * When a name occurs twice, the last value wins. Null values are always written. Other map
 * classes (immutable JDK maps, user subclasses) are written but not read.
 */
final class MapCodec<K, V> implements Codec<Object> {
    enum Kind { WRITE_ONLY, LINKED_HASH_MAP, HASH_MAP, TREE_MAP, CONCURRENT_HASH_MAP, ENUM_MAP }

    private final Kind kind;
    private final MapKey<K> key;
    private final Codec<V> value;
    /** How values are written: CollectionCodec.CALL, or a built-in String or box codec's inline form. */
    private final int inline;
    private final Class<?> enumKeyType;

    private final String mapType;
    /** Set for Map&lt;String, Object&gt;: its objects are exactly the natural codec's, built in one pass. */
    private final NaturalCodec natural;

    MapCodec(Kind kind, MapKey<K> key, Codec<V> value, Class<?> keyType, Class<?> mapType) {
        this.mapType = mapType.getName();
        this.kind = kind;
        this.key = key;
        this.value = value;
        this.inline = CollectionCodec.inlineKind(value);
        this.enumKeyType = keyType;
        this.natural = kind == Kind.LINKED_HASH_MAP && value instanceof NaturalCodec
                && (keyType == String.class || keyType == Object.class || keyType == CharSequence.class) ? (NaturalCodec) value : null;
    }

    static Kind kindOf(Class<?> raw) {
        if (raw == Map.class || raw == LinkedHashMap.class) return Kind.LINKED_HASH_MAP;
        if (raw == HashMap.class) return Kind.HASH_MAP;
        if (raw == java.util.SortedMap.class || raw == java.util.NavigableMap.class || raw == TreeMap.class) return Kind.TREE_MAP;
        if (raw == java.util.concurrent.ConcurrentMap.class || raw == ConcurrentHashMap.class) return Kind.CONCURRENT_HASH_MAP;
        if (raw == EnumMap.class) return Kind.ENUM_MAP;
        return null;
    }

    private Map<K, V> newMap(JsonReader in) {
        if (kind == Kind.WRITE_ONLY) throw in.error("cannot create a " + mapType + "; declare the property as Map, SortedMap or a HashMap");
        return newMap();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Map<K, V> newMap() {
        switch (kind) {
            case LINKED_HASH_MAP: return new LinkedHashMap<>();
            case HASH_MAP: return new HashMap<>();
            case TREE_MAP: return new TreeMap<>();
            case CONCURRENT_HASH_MAP: return new ConcurrentHashMap<>();
            default: return new EnumMap(enumKeyType);
        }
    }

    @Override
    public Object read(JsonReader in) {
        JsonToken t = in.peek();
        if (t == JsonToken.NULL) {
            in.nextNull();
            return null;
        }
        if (natural != null && t == JsonToken.BEGIN_OBJECT) return natural.read(in);
        if (StackBudget.tooDeepHere(in)) return StackBudget.deeper(in.limits().maxDepth(), () -> read(in));
        Map<K, V> result = newMap(in);
        in.beginObject();
        while (in.hasNext()) {
            String name = in.nextName();
            K k = key.parse(name);
            if (k == null) throw in.error("expected a " + key.describe() + " as map key but found '" + TextCodecs.clip(name) + "'");
            V v = value.read(in);
            if (v == null && kind == Kind.CONCURRENT_HASH_MAP) throw in.error("null value in a map that cannot hold null");
            result.put(k, v);
        }
        in.endObject();
        return result;
    }

    /**
     * {@link #read} over a cursor; what the reader reports (a class it cannot create, a name that
     * is no key, a null it cannot hold) is left to it. {@code Map<String, Object>} is the natural
     * codec's object, built in one walk of the cursor.
     */
    @Override
    public Object readBytes(BytesCursor in) {
        if (in.nextNull()) return null;
        if (natural != null) {
            // an object only, as read() takes it: anything else is the reader's to report
            Object map = natural.readBytes(in);
            if (map instanceof Map) return map;
            in.fail();
            return null;
        }
        if (kind == Kind.WRITE_ONLY) {
            in.fail();
            return null;
        }
        Map<K, V> result = newMap();
        in.beginObject();
        for (String name; (name = in.nextName()) != null; ) {
            K k = key.parse(name);
            V v = k == null ? null : value.readBytes(in);
            if (in.failed() || k == null || (v == null && kind == Kind.CONCURRENT_HASH_MAP)) {
                in.fail();
                return null;
            }
            result.put(k, v);
        }
        return in.failed() ? null : result;
    }

    @Override
    public Object readValues(ValueCursor in) {
        if (in.nextNull()) return null;
        if (kind == Kind.WRITE_ONLY || natural != null) {
            in.fail();
            return null;
        }
        Map<K, V> result = newMap();
        in.beginObject();
        for (String name; (name = in.nextName()) != null; ) {
            K k = key.parse(name);
            V v = k == null ? null : value.readValues(in);
            if (in.failed() || k == null || (v == null && kind == Kind.CONCURRENT_HASH_MAP)) {
                in.fail();
                return null;
            }
            result.put(k, v);
        }
        return in.failed() ? null : result;
    }

    /**
     * Like {@link CollectionCodec#write}, one interface check (the cast to Map) and no bridge
     * method's; String keys and String or box values are written without a call through their codec
     * (a call site shared by every map of the program).
     */
    @Override
    @SuppressWarnings("unchecked")
    public void write(JsonSink out, Object value) {
        if (value == null) {
            out.nullValue();
            return;
        }
        Map<K, V> map = (Map<K, V>) value;
        out.beginObject(map.size());
        for (Map.Entry<K, V> e : map.entrySet()) {
            K k = e.getKey();
            if (k == null) throw new dev.brisk.json.JsonException("A map with a null key cannot be written as JSON", null);
            out.name(k.getClass() == String.class ? (String) k : key.format(k));
            if (inline == CollectionCodec.CALL) this.value.write(out, e.getValue());
            else CollectionCodec.writeInline(out, e.getValue(), inline);
        }
        out.endObject();
    }
}
