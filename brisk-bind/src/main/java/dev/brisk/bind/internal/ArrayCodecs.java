package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.json.BytesCursor;
import dev.brisk.json.ValueCursor;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;

import java.lang.reflect.Array;
import java.util.Arrays;
import java.util.Map;

/**
 * Arrays as JSON arrays. Primitive arrays are filled straight from the reader into a growing
 * primitive buffer (no boxing); object arrays through their element codec. byte[] is not here:
 * it is base64 text (see {@link TextCodecs}); char[] is a string.
 */
final class ArrayCodecs {
    private ArrayCodecs() { }

    static void register(Map<Class<?>, Codec<?>> into) {
        into.put(int[].class, new IntArray());
        into.put(long[].class, new LongArray());
        into.put(double[].class, new DoubleArray());
        into.put(float[].class, new FloatArray());
        into.put(boolean[].class, new BooleanArray());
        into.put(short[].class, new ShortArray());
        into.put(char[].class, new CharArray());
    }

    static boolean readNull(JsonReader in) {
        if (in.peek() == JsonToken.NULL) {
            in.nextNull();
            return true;
        }
        return false;
    }

    static final class IntArray implements Codec<int[]> {
        @Override public int[] read(JsonReader in) {
            if (readNull(in)) return null;
            int[] a = new int[8];
            int n = 0;
            in.beginArray();
            while (in.hasNext()) {
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = in.nextInt();
            }
            in.endArray();
            return n == a.length ? a : Arrays.copyOf(a, n);
        }
        @Override public int[] readBytes(BytesCursor in) {
            if (in.nextNull()) return null;
            int[] a = new int[8];
            int n = 0;
            in.beginArray();
            while (in.nextElement()) {
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = in.nextInt();
            }
            return n == a.length ? a : Arrays.copyOf(a, n);
        }

        @Override public int[] readValues(ValueCursor in) {
            if (in.nextNull()) return null;
            int[] a = new int[8];
            int n = 0;
            in.beginArray();
            while (in.nextElement()) {
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = in.nextInt();
            }
            return n == a.length ? a : Arrays.copyOf(a, n);
        }
        @Override public void write(JsonSink out, int[] v) {
            if (v == null) { out.nullValue(); return; }
            out.beginArray(v.length);
            for (int x : v) out.numberValue(x);
            out.endArray();
        }
    }

    static final class LongArray implements Codec<long[]> {
        @Override public long[] read(JsonReader in) {
            if (readNull(in)) return null;
            long[] a = new long[8];
            int n = 0;
            in.beginArray();
            while (in.hasNext()) {
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = in.nextLong();
            }
            in.endArray();
            return n == a.length ? a : Arrays.copyOf(a, n);
        }
        @Override public long[] readBytes(BytesCursor in) {
            if (in.nextNull()) return null;
            long[] a = new long[8];
            int n = 0;
            in.beginArray();
            while (in.nextElement()) {
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = in.nextLong();
            }
            return n == a.length ? a : Arrays.copyOf(a, n);
        }

        @Override public long[] readValues(ValueCursor in) {
            if (in.nextNull()) return null;
            long[] a = new long[8];
            int n = 0;
            in.beginArray();
            while (in.nextElement()) {
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = in.nextLong();
            }
            return n == a.length ? a : Arrays.copyOf(a, n);
        }
        @Override public void write(JsonSink out, long[] v) {
            if (v == null) { out.nullValue(); return; }
            out.beginArray(v.length);
            for (long x : v) out.numberValue(x);
            out.endArray();
        }
    }

    static final class DoubleArray implements Codec<double[]> {
        @Override public double[] read(JsonReader in) {
            if (readNull(in)) return null;
            double[] a = new double[8];
            int n = 0;
            in.beginArray();
            while (in.hasNext()) {
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = in.nextDouble();
            }
            in.endArray();
            return n == a.length ? a : Arrays.copyOf(a, n);
        }
        @Override public double[] readBytes(BytesCursor in) {
            if (in.nextNull()) return null;
            double[] a = new double[8];
            int n = 0;
            in.beginArray();
            while (in.nextElement()) {
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = in.nextDouble();
            }
            return n == a.length ? a : Arrays.copyOf(a, n);
        }

        @Override public double[] readValues(ValueCursor in) {
            if (in.nextNull()) return null;
            double[] a = new double[8];
            int n = 0;
            in.beginArray();
            while (in.nextElement()) {
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = in.nextDouble();
            }
            return n == a.length ? a : Arrays.copyOf(a, n);
        }
        @Override public void write(JsonSink out, double[] v) {
            if (v == null) { out.nullValue(); return; }
            out.beginArray(v.length);
            for (double x : v) out.numberValue(x);
            out.endArray();
        }
    }

    static final class FloatArray implements Codec<float[]> {
        @Override public float[] read(JsonReader in) {
            if (readNull(in)) return null;
            float[] a = new float[8];
            int n = 0;
            in.beginArray();
            while (in.hasNext()) {
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = in.nextFloat();
            }
            in.endArray();
            return n == a.length ? a : Arrays.copyOf(a, n);
        }
        @Override public float[] readBytes(BytesCursor in) {
            if (in.nextNull()) return null;
            float[] a = new float[8];
            int n = 0;
            in.beginArray();
            while (in.nextElement()) {
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = in.nextFloat();
            }
            return n == a.length ? a : Arrays.copyOf(a, n);
        }

        @Override public float[] readValues(ValueCursor in) {
            if (in.nextNull()) return null;
            float[] a = new float[8];
            int n = 0;
            in.beginArray();
            while (in.nextElement()) {
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = in.nextFloat();
            }
            return n == a.length ? a : Arrays.copyOf(a, n);
        }
        @Override public void write(JsonSink out, float[] v) {
            if (v == null) { out.nullValue(); return; }
            out.beginArray(v.length);
            for (float x : v) out.numberValue(x);
            out.endArray();
        }
    }

    static final class BooleanArray implements Codec<boolean[]> {
        @Override public boolean[] read(JsonReader in) {
            if (readNull(in)) return null;
            boolean[] a = new boolean[8];
            int n = 0;
            in.beginArray();
            while (in.hasNext()) {
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = in.nextBoolean();
            }
            in.endArray();
            return n == a.length ? a : Arrays.copyOf(a, n);
        }
        @Override public boolean[] readBytes(BytesCursor in) {
            if (in.nextNull()) return null;
            boolean[] a = new boolean[8];
            int n = 0;
            in.beginArray();
            while (in.nextElement()) {
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = in.nextBoolean();
            }
            return n == a.length ? a : Arrays.copyOf(a, n);
        }

        @Override public boolean[] readValues(ValueCursor in) {
            if (in.nextNull()) return null;
            boolean[] a = new boolean[8];
            int n = 0;
            in.beginArray();
            while (in.nextElement()) {
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = in.nextBoolean();
            }
            return n == a.length ? a : Arrays.copyOf(a, n);
        }
        @Override public void write(JsonSink out, boolean[] v) {
            if (v == null) { out.nullValue(); return; }
            out.beginArray(v.length);
            for (boolean x : v) out.booleanValue(x);
            out.endArray();
        }
    }

    static final class ShortArray implements Codec<short[]> {
        @Override public short[] read(JsonReader in) {
            if (readNull(in)) return null;
            short[] a = new short[8];
            int n = 0;
            in.beginArray();
            while (in.hasNext()) {
                int x = in.nextInt();
                if (x < Short.MIN_VALUE || x > Short.MAX_VALUE) throw in.error(x + " is out of short range");
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = (short) x;
            }
            in.endArray();
            return n == a.length ? a : Arrays.copyOf(a, n);
        }
        @Override public short[] readBytes(BytesCursor in) {
            if (in.nextNull()) return null;
            short[] a = new short[8];
            int n = 0;
            in.beginArray();
            while (in.nextElement()) {
                int x = in.nextInt();
                if (x != (short) x) in.fail(); // the reader reports the range
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = (short) x;
            }
            return n == a.length ? a : Arrays.copyOf(a, n);
        }

        @Override public short[] readValues(ValueCursor in) {
            if (in.nextNull()) return null;
            short[] a = new short[8];
            int n = 0;
            in.beginArray();
            while (in.nextElement()) {
                int x = in.nextInt();
                if (x != (short) x) in.fail(); // the reader reports the range
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = (short) x;
            }
            return n == a.length ? a : Arrays.copyOf(a, n);
        }
        @Override public void write(JsonSink out, short[] v) {
            if (v == null) { out.nullValue(); return; }
            out.beginArray(v.length);
            for (short x : v) out.numberValue((int) x);
            out.endArray();
        }
    }

    /** char[] is text: a JSON string. */
    static final class CharArray implements Codec<char[]> {
        @Override public char[] read(JsonReader in) { return readNull(in) ? null : in.nextString().toCharArray(); }
        @Override public char[] readBytes(BytesCursor in) {
            if (in.nextNull()) return null;
            String s = in.nextString();
            return s == null ? null : s.toCharArray();
        }

        @Override public char[] readValues(ValueCursor in) {
            if (in.nextNull()) return null;
            String s = in.nextString();
            return s == null ? null : s.toCharArray();
        }
        @Override public void write(JsonSink out, char[] v) { if (v == null) out.nullValue(); else out.stringValue(new String(v)); }
    }

    /** Arrays of references, built through a list of the element codec's values. */
    static final class ObjectArray<E> implements Codec<Object[]> {
        private final Class<?> componentType;
        private final Codec<E> element;

        ObjectArray(Class<?> componentType, Codec<E> element) {
            this.componentType = componentType;
            this.element = element;
        }

        @Override public Object[] read(JsonReader in) {
            if (readNull(in)) return null;
            if (StackBudget.tooDeepHere(in)) return StackBudget.deeper(in.limits().maxDepth(), () -> read(in));
            Object[] a = new Object[8];
            int n = 0;
            in.beginArray();
            while (in.hasNext()) {
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = element.read(in);
            }
            in.endArray();
            Object[] result = (Object[]) Array.newInstance(componentType, n);
            System.arraycopy(a, 0, result, 0, n);
            return result;
        }

        @Override public Object[] readBytes(BytesCursor in) {
            if (in.nextNull()) return null;
            Object[] a = new Object[8];
            int n = 0;
            in.beginArray();
            while (in.nextElement()) {
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = element.readBytes(in);
            }
            if (in.failed()) return null;
            Object[] result = (Object[]) Array.newInstance(componentType, n);
            System.arraycopy(a, 0, result, 0, n);
            return result;
        }

        @Override public Object[] readValues(ValueCursor in) {
            if (in.nextNull()) return null;
            Object[] a = new Object[8];
            int n = 0;
            in.beginArray();
            while (in.nextElement()) {
                if (n == a.length) a = Arrays.copyOf(a, n << 1);
                a[n++] = element.readValues(in);
            }
            if (in.failed()) return null;
            Object[] result = (Object[]) Array.newInstance(componentType, n);
            System.arraycopy(a, 0, result, 0, n);
            return result;
        }

        @Override
        @SuppressWarnings("unchecked")
        public void write(JsonSink out, Object[] v) {
            if (v == null) { out.nullValue(); return; }
            out.beginArray(v.length);
            for (Object x : v) element.write(out, (E) x);
            out.endArray();
        }
    }
}
