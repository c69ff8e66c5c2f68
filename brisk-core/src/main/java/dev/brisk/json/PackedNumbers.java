package dev.brisk.json;

import dev.brisk.json.internal.IntegerParser;
import dev.brisk.json.internal.Swar;

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

    /** What {@link #parse} returns for text that has no packed form. */
    static final long NOT_PACKABLE = Long.MIN_VALUE;

    /**
     * The packed form of validated number text: an integer, or a plain decimal, of at most 17
     * digits (not counting a zero integer part: {@link #zeroIntegerFits}; and not {@code -0},
     * whose sign only text keeps); else {@link #NOT_PACKABLE}.
     * Digit runs are found and converted eight bytes per step (a byte-at-a-time multiply chain
     * was most of the time of parsing canada.json into a tree); it reads up to 7 bytes past the
     * text when the array has them, and takes the plain loop near the array's end.
     */
    static long parse(byte[] b, int off, int len) {
        if (len > 21 || len < 1) return NOT_PACKABLE; // 21: -0. and 18 fraction digits
        int end = off + len;
        if (end + 8 > b.length) return parseSlow(b, off, len);
        int i = off;
        boolean negative = b[i] == '-';
        if (negative) i++;
        int intEnd = digitsEnd(b, i, end);
        long unscaled;
        int scale;
        if (intEnd == end) {
            if (end - i > 17) return NOT_PACKABLE;
            unscaled = digits(b, i, end);
            scale = 0;
        } else {
            if (b[intEnd] != '.') return NOT_PACKABLE; // an exponent
            int f = intEnd + 1;
            int fracEnd = digitsEnd(b, f, end);
            scale = fracEnd - f;
            if (fracEnd != end) return NOT_PACKABLE;
            if ((intEnd - i) + scale <= 17) {
                unscaled = digits(b, i, intEnd) * POW10[scale] + digits(b, f, end);
            } else {
                if (intEnd - i != 1 || b[i] != '0' || scale > ZERO_INTEGER_MAX_SCALE) return NOT_PACKABLE;
                unscaled = digits(b, f, end);
                if (!zeroIntegerFits(unscaled, scale)) return NOT_PACKABLE;
            }
        }
        if (negative) {
            if (unscaled == 0) return NOT_PACKABLE;
            unscaled = -unscaled;
        }
        return (unscaled << 5) | scale;
    }

    private static final long[] POW10 = new long[18];

    static {
        long p = 1;
        for (int k = 0; k < POW10.length; k++) {
            POW10[k] = p;
            p *= 10;
        }
    }

    /** Where the digit run from {@code i} ends (at most {@code end}); {@code end + 8 <= b.length}. */
    private static int digitsEnd(byte[] b, int i, int end) {
        while (true) {
            long m = Swar.nonDigits(Swar.word(b, i));
            if (m != 0) return Math.min(i + Swar.firstIndex(m), end);
            i += 8;
            if (i >= end) return end;
        }
    }

    /** The value of the 0 to 17 digits {@code b[from..to)}; {@code to + 8 <= b.length}. */
    private static long digits(byte[] b, int from, int to) {
        long v = 0;
        int i = from;
        while (to - i >= 8) {
            v = v * 100_000_000L + IntegerParser.eightDigits(Swar.word(b, i));
            i += 8;
        }
        int n = to - i;
        return n == 0 ? v : v * POW10[n] + IntegerParser.leadingDigits(Swar.word(b, i), n);
    }

    /** {@link #parse} a byte at a time, for text that ends within 8 bytes of its array's end. */
    static long parseSlow(byte[] b, int off, int len) {
        int i = off;
        int end = off + len;
        boolean negative = b[i] == '-';
        if (negative) i++;
        long unscaled = 0;
        int digits = 0;
        int scale = -1;
        for (; i < end; i++) {
            int c = b[i];
            if (c == '.') {
                scale = 0;
                continue;
            }
            if (c < '0' || c > '9') return NOT_PACKABLE; // an exponent
            unscaled = unscaled * 10 + (c - '0');
            digits++;
            if (scale >= 0) scale++;
        }
        boolean zeroInteger = scale >= 0 && digits - scale == 1 && b[negative ? off + 1 : off] == '0';
        if (digits > 17 && !(zeroInteger && zeroIntegerFits(unscaled, scale))) return NOT_PACKABLE;
        if (negative && unscaled == 0) return NOT_PACKABLE;
        if (negative) unscaled = -unscaled;
        return (unscaled << 5) | (scale < 0 ? 0 : scale);
    }

    /** Fraction digits a decimal with a zero integer part may have packed: they cannot wrap a long. */
    private static final int ZERO_INTEGER_MAX_SCALE = 18;

    /**
     * Whether {@code 0.}(fraction digits of value {@code unscaled}, {@code scale} of them) packs:
     * the integer part's zero is no digit of the value, so the fraction may have 18 digits as long
     * as the value has at most 17 (20-digit coordinates such as {@code -0.063683778047600004}, whose
     * first fraction digit is a zero, are half of a pretty-printed mesh). Its text is rebuilt exactly.
     */
    static boolean zeroIntegerFits(long unscaled, int scale) {
        return scale <= ZERO_INTEGER_MAX_SCALE && unscaled < 100_000_000_000_000_000L;
    }

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
