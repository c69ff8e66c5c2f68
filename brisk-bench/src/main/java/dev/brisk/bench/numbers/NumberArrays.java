package dev.brisk.bench.numbers;

import java.nio.charset.StandardCharsets;
import java.util.Random;

/** The arrays the number benchmarks read and write: 1000 values of one kind, fixed seeds. */
final class NumberArrays {
    private NumberArrays() {}

    static final int SIZE = 1000;

    /** The seed-000 case: {@code new Random(0).nextLong()}, mostly 18- and 19-digit values. */
    static long[] randomLongs() {
        Random r = new Random(0);
        long[] v = new long[SIZE];
        for (int i = 0; i < SIZE; i++) v[i] = r.nextLong();
        return v;
    }

    static int[] ints() {
        Random r = new Random(1);
        int[] v = new int[SIZE];
        for (int i = 0; i < SIZE; i++) v[i] = r.nextInt();
        return v;
    }

    static long[] longs() {
        Random r = new Random(2);
        long[] v = new long[SIZE];
        for (int i = 0; i < SIZE; i++) v[i] = r.nextLong() >> r.nextInt(64); // all digit counts
        return v;
    }

    /** Doubles like measurements and coordinates: a spread of magnitudes, 15-17 digits. */
    static double[] doubles() {
        Random r = new Random(3);
        double[] v = new double[SIZE];
        for (int i = 0; i < SIZE; i++) v[i] = (r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(12) - 4);
        return v;
    }

    static float[] floats() {
        Random r = new Random(4);
        float[] v = new float[SIZE];
        for (int i = 0; i < SIZE; i++) v[i] = (float) ((r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(12) - 4));
        return v;
    }

    /** The JSON text of the kind's array, as Java writes the numbers (valid JSON for finite values). */
    static String[] texts(String kind) {
        String[] t = new String[SIZE];
        switch (kind) {
            case "int": { int[] v = ints(); for (int i = 0; i < SIZE; i++) t[i] = Integer.toString(v[i]); break; }
            case "long": { long[] v = longs(); for (int i = 0; i < SIZE; i++) t[i] = Long.toString(v[i]); break; }
            case "double": { double[] v = doubles(); for (int i = 0; i < SIZE; i++) t[i] = Double.toString(v[i]); break; }
            case "float": { float[] v = floats(); for (int i = 0; i < SIZE; i++) t[i] = Float.toString(v[i]); break; }
            default: throw new IllegalArgumentException(kind);
        }
        return t;
    }

    static byte[] json(String[] texts) {
        return ("[" + String.join(",", texts) + "]").getBytes(StandardCharsets.US_ASCII);
    }
}
