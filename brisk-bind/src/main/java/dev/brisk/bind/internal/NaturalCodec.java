package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.bind.CodecLookup;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The codec of {@code Object}: reads any JSON value as its natural Java form (LinkedHashMap,
 * ArrayList, String, Boolean, null; integers as Integer, Long or BigInteger by size, other
 * numbers as Double, or BigDecimal when a double would not keep them); writes by the value's
 * runtime class. Nesting is bounded by the reader's depth limit.
 */
final class NaturalCodec implements Codec<Object> {
    private final CodecLookup lookup;

    private final Codec<?> stringCodec;
    private final Codec<?> intCodec;
    private final Codec<?> longCodec;
    private final Codec<?> booleanCodec;

    NaturalCodec(CodecLookup lookup) {
        this.lookup = lookup;
        this.stringCodec = lookup.codec(String.class);
        this.intCodec = lookup.codec(Integer.class);
        this.longCodec = lookup.codec(Long.class);
        this.booleanCodec = lookup.codec(Boolean.class);
    }

    @Override
    public Object read(JsonReader in) {
        switch (in.peek()) {
            case BEGIN_OBJECT: {
                Map<String, Object> map = new LinkedHashMap<>();
                in.beginObject();
                while (in.hasNext()) {
                    String name = in.nextName();
                    map.put(name, read(in));
                }
                in.endObject();
                return map;
            }
            case BEGIN_ARRAY: {
                List<Object> list = new ArrayList<>();
                in.beginArray();
                while (in.hasNext()) list.add(read(in));
                in.endArray();
                return list;
            }
            case STRING: return in.nextString();
            case BOOLEAN: return in.nextBoolean();
            case NULL: in.nextNull(); return null;
            case NUMBER:
                if (in.nextIsPlainLong()) { // most numbers: no BigDecimal
                    long v = in.nextLong();
                    return v == (int) v ? (Object) (int) v : (Object) v;
                }
                return number(in.nextBigDecimal());
            default: throw in.error("expected a value but found " + in.peek());
        }
    }

    private static Object number(java.math.BigDecimal d) {
        if (d.scale() <= 0 && d.precision() - d.scale() <= 19) {
            try {
                long v = d.longValueExact();
                return v == (int) v ? (Object) (int) v : (Object) v;
            } catch (ArithmeticException tooBig) {
                return d.toBigIntegerExact();
            }
        }
        if (d.scale() <= 0) return d.toBigIntegerExact();
        double v = d.doubleValue();
        return !Double.isInfinite(v) && new java.math.BigDecimal(v).compareTo(d) == 0 || d.precision() <= 15 ? (Object) v : d;
    }

    @Override
    public void write(JsonSink out, Object value) {
        if (value == null) {
            out.nullValue();
            return;
        }
        Class<?> type = value.getClass();
        // What read() makes, written without a codec lookup per value (unless a codec was registered for it).
        if (type == String.class && stringCodec instanceof TextCodecs.StringCodec) {
            out.stringValue((String) value);
            return;
        }
        if (type == Integer.class && intCodec instanceof PrimitiveCodecs.IntCodec) {
            out.numberValue(((Integer) value).intValue());
            return;
        }
        if (type == Long.class && longCodec instanceof PrimitiveCodecs.LongCodec) {
            out.numberValue(((Long) value).longValue());
            return;
        }
        if (type == Boolean.class && booleanCodec instanceof PrimitiveCodecs.BooleanCodec) {
            out.booleanValue((Boolean) value);
            return;
        }
        if (type == Object.class) {
            out.beginObject();
            out.endObject();
            return;
        }
        lookup.<Object>codec((java.lang.reflect.Type) type).write(out, value);
    }
}
