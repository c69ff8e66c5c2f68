package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.json.BytesCursor;
import dev.brisk.json.ValueCursor;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;

import java.util.Map;

/**
 * Codecs of the primitive types and their boxes. Primitive codecs reject a JSON null (a missing
 * property still takes the Java default); box codecs read it as {@code null}. Narrow types are
 * range-checked, never truncated.
 */
final class PrimitiveCodecs {
    private PrimitiveCodecs() { }

    static void register(Map<Class<?>, Codec<?>> into) {
        into.put(boolean.class, new BooleanCodec(true));
        into.put(Boolean.class, new BooleanCodec(false));
        into.put(byte.class, new ByteCodec(true));
        into.put(Byte.class, new ByteCodec(false));
        into.put(short.class, new ShortCodec(true));
        into.put(Short.class, new ShortCodec(false));
        into.put(char.class, new CharCodec(true));
        into.put(Character.class, new CharCodec(false));
        into.put(int.class, new IntCodec(true));
        into.put(Integer.class, new IntCodec(false));
        into.put(long.class, new LongCodec(true));
        into.put(Long.class, new LongCodec(false));
        into.put(float.class, new FloatCodec(true));
        into.put(Float.class, new FloatCodec(false));
        into.put(double.class, new DoubleCodec(true));
        into.put(Double.class, new DoubleCodec(false));
    }

    /** Reads a JSON null as Java null for boxes; lets the reader reject it for primitives. */
    static boolean readNull(JsonReader in, boolean primitive) {
        if (!primitive && in.peek() == JsonToken.NULL) {
            in.nextNull();
            return true;
        }
        return false;
    }

    static final class BooleanCodec implements Codec<Boolean> {
        private final boolean primitive;
        BooleanCodec(boolean primitive) { this.primitive = primitive; }
        @Override public Boolean read(JsonReader in) { return readNull(in, primitive) ? null : in.nextBoolean(); }
        @Override public Boolean readBytes(BytesCursor in) { return !primitive && in.nextNull() ? null : in.nextBoolean(); }
        @Override public Boolean readValues(ValueCursor in) { return !primitive && in.nextNull() ? null : in.nextBoolean(); }
        @Override public void write(JsonSink out, Boolean v) { if (v == null) out.nullValue(); else out.booleanValue(v); }
        @Override public Boolean missingValue() { return primitive ? Boolean.FALSE : null; }
    }

    static final class ByteCodec implements Codec<Byte> {
        private final boolean primitive;
        ByteCodec(boolean primitive) { this.primitive = primitive; }
        @Override public Byte read(JsonReader in) {
            if (readNull(in, primitive)) return null;
            int v = in.nextInt();
            if (v < Byte.MIN_VALUE || v > Byte.MAX_VALUE) throw in.error(v + " is out of byte range");
            return (byte) v;
        }
        @Override public Byte readBytes(BytesCursor in) {
            if (!primitive && in.nextNull()) return null;
            int v = in.nextInt();
            if (v < Byte.MIN_VALUE || v > Byte.MAX_VALUE) in.fail(); // the reader reports the range
            return (byte) v;
        }

        @Override public Byte readValues(ValueCursor in) {
            if (!primitive && in.nextNull()) return null;
            int v = in.nextInt();
            if (v < Byte.MIN_VALUE || v > Byte.MAX_VALUE) in.fail(); // the reader reports the range
            return (byte) v;
        }
        @Override public void write(JsonSink out, Byte v) { if (v == null) out.nullValue(); else out.numberValue((int) v); }
        @Override public Byte missingValue() { return primitive ? (byte) 0 : null; }
    }

    static final class ShortCodec implements Codec<Short> {
        private final boolean primitive;
        ShortCodec(boolean primitive) { this.primitive = primitive; }
        @Override public Short read(JsonReader in) {
            if (readNull(in, primitive)) return null;
            int v = in.nextInt();
            if (v < Short.MIN_VALUE || v > Short.MAX_VALUE) throw in.error(v + " is out of short range");
            return (short) v;
        }
        @Override public Short readBytes(BytesCursor in) {
            if (!primitive && in.nextNull()) return null;
            int v = in.nextInt();
            if (v < Short.MIN_VALUE || v > Short.MAX_VALUE) in.fail(); // the reader reports the range
            return (short) v;
        }

        @Override public Short readValues(ValueCursor in) {
            if (!primitive && in.nextNull()) return null;
            int v = in.nextInt();
            if (v < Short.MIN_VALUE || v > Short.MAX_VALUE) in.fail(); // the reader reports the range
            return (short) v;
        }
        @Override public void write(JsonSink out, Short v) { if (v == null) out.nullValue(); else out.numberValue((int) v); }
        @Override public Short missingValue() { return primitive ? (short) 0 : null; }
    }

    /** A char is a JSON string of exactly one UTF-16 unit. */
    static final class CharCodec implements Codec<Character> {
        private final boolean primitive;
        CharCodec(boolean primitive) { this.primitive = primitive; }
        @Override public Character read(JsonReader in) {
            if (readNull(in, primitive)) return null;
            String s = in.nextString();
            if (s.length() != 1) throw in.error("expected a string of one character but found " + s.length() + " characters");
            return s.charAt(0);
        }
        @Override public Character readBytes(BytesCursor in) {
            if (!primitive && in.nextNull()) return null;
            String s = in.nextString();
            if (s == null || s.length() != 1) {
                in.fail(); // the reader reports the length
                return null;
            }
            return s.charAt(0);
        }

        @Override public Character readValues(ValueCursor in) {
            if (!primitive && in.nextNull()) return null;
            String s = in.nextString();
            if (s == null || s.length() != 1) {
                in.fail(); // the reader reports the length
                return null;
            }
            return s.charAt(0);
        }
        @Override public void write(JsonSink out, Character v) { if (v == null) out.nullValue(); else out.stringValue(String.valueOf(v.charValue())); }
        @Override public Character missingValue() { return primitive ? (char) 0 : null; }
    }

    static final class IntCodec implements Codec<Integer> {
        private final boolean primitive;
        IntCodec(boolean primitive) { this.primitive = primitive; }
        @Override public Integer read(JsonReader in) { return readNull(in, primitive) ? null : in.nextInt(); }
        @Override public Integer readBytes(BytesCursor in) { return !primitive && in.nextNull() ? null : in.nextInt(); }
        @Override public Integer readValues(ValueCursor in) { return !primitive && in.nextNull() ? null : in.nextInt(); }
        @Override public void write(JsonSink out, Integer v) { if (v == null) out.nullValue(); else out.numberValue(v.intValue()); }
        @Override public Integer missingValue() { return primitive ? 0 : null; }
    }

    static final class LongCodec implements Codec<Long> {
        private final boolean primitive;
        LongCodec(boolean primitive) { this.primitive = primitive; }
        @Override public Long read(JsonReader in) { return readNull(in, primitive) ? null : in.nextLong(); }
        @Override public Long readBytes(BytesCursor in) { return !primitive && in.nextNull() ? null : in.nextLong(); }
        @Override public Long readValues(ValueCursor in) { return !primitive && in.nextNull() ? null : in.nextLong(); }
        @Override public void write(JsonSink out, Long v) { if (v == null) out.nullValue(); else out.numberValue(v.longValue()); }
        @Override public Long missingValue() { return primitive ? 0L : null; }
    }

    static final class FloatCodec implements Codec<Float> {
        private final boolean primitive;
        FloatCodec(boolean primitive) { this.primitive = primitive; }
        @Override public Float read(JsonReader in) { return readNull(in, primitive) ? null : in.nextFloat(); }
        @Override public Float readBytes(BytesCursor in) { return !primitive && in.nextNull() ? null : in.nextFloat(); }
        @Override public Float readValues(ValueCursor in) { return !primitive && in.nextNull() ? null : in.nextFloat(); }
        @Override public void write(JsonSink out, Float v) { if (v == null) out.nullValue(); else out.numberValue(v.floatValue()); }
        @Override public Float missingValue() { return primitive ? 0f : null; }
    }

    static final class DoubleCodec implements Codec<Double> {
        private final boolean primitive;
        DoubleCodec(boolean primitive) { this.primitive = primitive; }
        @Override public Double read(JsonReader in) { return readNull(in, primitive) ? null : in.nextDouble(); }
        @Override public Double readBytes(BytesCursor in) { return !primitive && in.nextNull() ? null : in.nextDouble(); }
        @Override public Double readValues(ValueCursor in) { return !primitive && in.nextNull() ? null : in.nextDouble(); }
        @Override public void write(JsonSink out, Double v) { if (v == null) out.nullValue(); else out.numberValue(v.doubleValue()); }
        @Override public Double missingValue() { return primitive ? 0d : null; }
    }
}
