package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.bind.CodecLookup;
import dev.brisk.json.BytesCursor;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;
import dev.brisk.json.NameMode;
import dev.brisk.json.internal.TextReader;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The codec of {@code Object}: reads any JSON value as its natural Java form (LinkedHashMap,
 * ArrayList, String, Boolean, null; integers as Integer, Long or BigInteger by size, other
 * numbers as Double ({@code -0.0} too), or BigDecimal when a double would not keep them
 * (underflow, subnormal digits, more than 15 digits not exactly a double), as are integers whose text
 * would pass the number-length limit, such as 1e99999); writes by the value's
 * runtime class. Nesting is bounded by the reader's depth limit. Arrays and objects from strict
 * in-memory input are built in the reader's one pass ({@link NaturalBuilder}), the same values.
 */
final class NaturalCodec implements Codec<Object> {
    private final CodecLookup lookup;

    private final Codec<?> stringCodec;
    private final Codec<?> intCodec;
    private final Codec<?> longCodec;
    private final Codec<?> booleanCodec;
    /**
     * How the mapper's readers make names (canonical, interned or fresh): containers built in one
     * pass make their keys alike. A reader made with other options gets equal keys, not
     * necessarily the instances its own name mode would give.
     */
    private final NameMode names;

    /** The longest integer text (the reader's number-length limit) made a BigInteger; longer ones stay BigDecimal. */
    private final int maxIntegerLength;
    /** The reader's exponent limit, for numbers made from their text. */
    private final int maxExponent;

    NaturalCodec(CodecLookup lookup) {
        this.maxIntegerLength = lookup.options().readerOptions().limits().maxNumberLength();
        this.maxExponent = lookup.options().readerOptions().limits().maxNumberExponent();
        this.lookup = lookup;
        this.names = lookup.options().readerOptions().nameMode();
        this.stringCodec = lookup.codec(String.class);
        this.intCodec = lookup.codec(Integer.class);
        this.longCodec = lookup.codec(Long.class);
        this.booleanCodec = lookup.codec(Boolean.class);
    }

    @Override
    public Object read(JsonReader in) { return read(in, in instanceof TextReader); }

    /**
     * A value; its arrays and objects from a JSON text reader in one copy into
     * {@link NaturalBuilder} (the reader's walk when it applies), else token by token.
     */
    private Object read(JsonReader in, boolean onePass) {
        JsonToken t = in.peek();
        if (!onePass && (t == JsonToken.BEGIN_OBJECT || t == JsonToken.BEGIN_ARRAY) && StackBudget.tooDeepHere(in)) {
            return StackBudget.deeper(in.limits().maxDepth(), () -> read(in, false));
        }
        switch (t) {
            case BEGIN_OBJECT: {
                if (onePass) return NaturalBuilder.build(in, names, this);
                Map<String, Object> map = new LinkedHashMap<>();
                in.beginObject();
                while (in.hasNext()) {
                    String name = in.nextName();
                    map.put(name, read(in, false));
                }
                in.endObject();
                return map;
            }
            case BEGIN_ARRAY: {
                if (onePass) return NaturalBuilder.build(in, names, this);
                List<Object> list = new ArrayList<>();
                in.beginArray();
                while (in.hasNext()) list.add(read(in, false));
                in.endArray();
                return list;
            }
            case STRING: return in.nextString();
            case BOOLEAN: return in.nextBoolean();
            case NULL: in.nextNull(); return null;
            case NUMBER:
                if (in.nextIsPlainLong()) return integer(in.nextLong()); // most numbers: no BigDecimal
                return number(in);
            default: throw in.error("expected a value but found " + t);
        }
    }

    /**
     * Any value from the cursor, built in one walk as from a JSON text reader; a number outside
     * the common forms (an integer of up to 18 digits, a decimal of up to 15 digits without
     * exponent) fails the cursor: the reader reads the document by the exact rule.
     */
    @Override
    public Object readBytes(BytesCursor in) {
        return NaturalBuilder.build(in, names, this);
    }

    /** An integer as Integer when it fits, else Long. */
    static Object integer(long v) {
        return v == (int) v ? (Object) (int) v : (Object) v;
    }

    /**
     * A number that is not a plain long, from its exact text (a BigDecimal has no negative zero,
     * so {@code -0.0} would come back as {@code 0.0}); the exponent is bounded as
     * {@link JsonReader#nextBigDecimal()} bounds it.
     */
    private Object number(JsonReader in) {
        String text = in.nextNumber().toString();
        try {
            return number(text);
        } catch (JsonException e) {
            throw in.error(e.detail());
        }
    }

    /**
     * The value of valid number text; an exponent beyond the reader's limit is refused with a
     * JsonException that has no place (the reader gives it one).
     */
    Object number(String text) {
        java.math.BigDecimal d;
        try {
            d = dev.brisk.json.internal.BigNumberParser.parseBigDecimal(text, maxExponent);
        } catch (dev.brisk.json.internal.NumberRangeException e) {
            throw new JsonException(e.detail(), null);
        }
        if (d.signum() == 0 && d.scale() > 0) return text.charAt(0) == '-' ? -0.0 : 0.0;
        return number(d);
    }

    private Object number(java.math.BigDecimal d) {
        if (d.scale() <= 0 && d.precision() - d.scale() <= 19) {
            try {
                long v = d.longValueExact();
                return v == (int) v ? (Object) (int) v : (Object) v;
            } catch (ArithmeticException tooBig) {
                return d.toBigIntegerExact();
            }
        }
        // 1e99999 stays a BigDecimal: as a BigInteger it is 100,000 digits of arithmetic from 7
        // bytes, and its text (sign included) would be longer than the reader accepts back
        if (d.scale() <= 0) {
            boolean fits = d.signum() == 0 || d.precision() - d.scale() + (d.signum() < 0 ? 1 : 0) <= maxIntegerLength;
            return fits ? d.toBigIntegerExact() : d;
        }
        double v = d.doubleValue();
        return keepsAsDouble(d, v) ? (Object) v : d;
    }

    /**
     * Whether the double nearest the nonzero {@code d} gives back {@code d}: exactly its value,
     * or (15 significant digits or fewer) its decimal digits, which every normal double keeps. A
     * subnormal keeps fewer digits ({@code 1.23456789012345e-320} would come back as
     * {@code 1.2347E-320}) and an underflow none ({@code 1e-400} would be {@code 0.0}).
     */
    static boolean keepsAsDouble(java.math.BigDecimal d, double v) {
        if (Double.isInfinite(v) || v == 0) return false; // d is not zero here
        if (d.precision() <= 15) {
            // a normal double keeps 15 digits; a subnormal only those its shortest form shows
            return Math.abs(v) >= Double.MIN_NORMAL || new java.math.BigDecimal(Double.toString(v)).compareTo(d) == 0;
        }
        return new java.math.BigDecimal(v).compareTo(d) == 0;
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
        lookup.<Object>codec((java.lang.reflect.Type) SealedRoots.writeAs(type)).write(out, value);
    }
}
