package dev.brisk.json;

import dev.brisk.json.internal.PlainNumbers;

/**
 * Arrays whose elements are all short numbers are stored as one {@code long[]}: each element is
 * its unscaled value shifted left by 5 with the scale (0 for an integer, 1..17 for a plain
 * decimal) in the low 5 bits. An array of coordinates then costs 8 bytes per number instead of
 * a reference and a 24-byte object. The text of each number is rebuilt exactly, as for
 * {@link JsonNumberValue}'s own compact forms.
 */
final class PackedNumbers {
    /** Exclusive of -2^58, so that {@link #NOT_PACKABLE} is never an encoding. */
    private static final long MIN = -(1L << 58) + 1;
    private static final long MAX = (1L << 58) - 1;
    private static final int MAX_SCALE = 31;

    private PackedNumbers() {}

    /**
     * What {@link #pack(long)} returns for a value that has no packed form; the same signal as
     * {@link PlainNumbers#packed}, which parses number text into this form.
     */
    static final long NOT_PACKABLE = PlainNumbers.NOT_PLAIN;

    /** The packed form of an integer, or {@link #NOT_PACKABLE}. */
    static long pack(long value) {
        return value >= MIN && value <= MAX ? value << 5 : NOT_PACKABLE;
    }

    /** Marks an element kept in {@link Mixed#others}: the value bits hold its index there. */
    static final int OTHER = MAX_SCALE;
    /** The low bits of an element: its scale, or {@link #OTHER}. */
    static final int SCALE_MASK = MAX_SCALE;

    /**
     * An array that is mostly short numbers: those packed, the few other scalars (a number with
     * an exponent among coordinates, a null) kept aside.
     */
    /** The packed numbers of a packed array's items ({@code long[]} or {@link Mixed}). */
    static long[] packed(Object items) {
        return items instanceof long[] ? (long[]) items : ((Mixed) items).packed;
    }

    /** The scalars beside the packed numbers of a packed array's items, or null when there are none. */
    static Object[] others(Object items) {
        return items instanceof long[] ? null : ((Mixed) items).others;
    }

    static final class Mixed {
        final long[] packed;
        final Object[] others;

        Mixed(long[] packed, Object[] others) {
            this.packed = packed;
            this.others = others;
        }
    }

    /**
     * The packed storage of {@code items[from..to)}: a {@code long[]} when every element fits, a
     * {@link Mixed} when at least 7 in 8 of 8 or more elements fit and the rest are scalars, or
     * null.
     */
    static Object pack(Object[] items, int from, int to) {
        int n = to - from;
        if (n == 0) return null;
        int misfits = 0;
        for (int i = from; i < to; i++) {
            Object o = items[i];
            if (!fits(o)) {
                if (o instanceof JsonObject || o instanceof JsonArray || n < 8) return null;
                if (++misfits * 8 > n) return null;
            }
        }
        long[] out = new long[n];
        Object[] others = misfits == 0 ? null : new Object[misfits];
        int k = 0;
        for (int i = from; i < to; i++) {
            Object o = items[i];
            if (fits(o)) {
                out[i - from] = encode((JsonNumberValue) o);
            } else {
                others[k] = o;
                out[i - from] = ((long) k << 5) | OTHER;
                k++;
            }
        }
        return others == null ? out : new Mixed(out, others);
    }

    private static boolean fits(Object o) {
        if (o instanceof JsonNumberValue.Small) {
            long v = ((JsonNumberValue.Small) o).value;
            return v >= MIN && v <= MAX;
        }
        if (o instanceof JsonNumberValue.Decimal) {
            JsonNumberValue.Decimal d = (JsonNumberValue.Decimal) o;
            return d.unscaled >= MIN && d.unscaled <= MAX && d.scale < OTHER;
        }
        return false;
    }

    private static long encode(JsonNumberValue v) {
        if (v instanceof JsonNumberValue.Small) return ((JsonNumberValue.Small) v).value << 5;
        JsonNumberValue.Decimal d = (JsonNumberValue.Decimal) v;
        return (d.unscaled << 5) | d.scale;
    }

    /** Element {@code packed} as a tree value (a new object unless it is a cached small integer). */
    static JsonValue decode(long packed, Object[] others) {
        int scale = (int) (packed & MAX_SCALE);
        long value = packed >> 5;
        if (scale == OTHER) return Tree.value(others[(int) value]);
        return scale == 0 ? JsonNumberValue.of(value) : new JsonNumberValue.Decimal(value, scale);
    }

    /** Writes element {@code packed} to {@code sink} with its exact text (others are scalars). */
    static void write(long packed, Object[] others, JsonSink sink, byte[] scratch) {
        int scale = (int) (packed & MAX_SCALE);
        long value = packed >> 5;
        if (scale == 0) {
            sink.numberValue(value);
        } else if (scale != OTHER) {
            if (sink instanceof JsonWriter) {
                ((JsonWriter) sink).decimalValue(value, scale); // trusted: no text check, no copy
            } else {
                sink.numberText(scratch, 0, JsonNumberValue.Decimal.write(value, scale, scratch));
            }
        } else {
            Object o = others[(int) value];
            if (o instanceof byte[]) {
                byte[] utf8 = (byte[]) o;
                sink.stringValue(utf8, 0, utf8.length);
            } else if (o instanceof String) {
                sink.stringValue((String) o);
            } else if (o instanceof JsonNumberValue) {
                ((JsonNumberValue) o).writeTo(sink, scratch);
            } else if (o instanceof JsonBoolean) {
                sink.booleanValue(((JsonBoolean) o).value());
            } else {
                sink.nullValue();
            }
        }
    }
}
