package dev.brisk.json.internal;

/**
 * Writes {@code int} and {@code long} values as decimal ASCII straight into a buffer, two digits
 * per division through a table of digit pairs, with no intermediate String. The caller ensures
 * room: 11 bytes for an int, 20 for a long.
 */
public final class IntegerWriter {
    private IntegerWriter() {}

    /** {@code PAIRS[2n], PAIRS[2n+1]} are the two digits of n, for n in 0..99. */
    private static final byte[] PAIRS = new byte[200];
    /** {@code THRESHOLDS[t]} is 10^t, except 0 at t = 0 so that 0 counts as one digit. */
    private static final long[] THRESHOLDS = new long[19];
    private static final byte[] MIN_INT = Integer.toString(Integer.MIN_VALUE).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    private static final byte[] MIN_LONG = Long.toString(Long.MIN_VALUE).getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    static {
        for (int n = 0; n < 100; n++) {
            PAIRS[2 * n] = (byte) ('0' + n / 10);
            PAIRS[2 * n + 1] = (byte) ('0' + n % 10);
        }
        long p = 1;
        for (int t = 1; t < THRESHOLDS.length; t++) {
            p *= 10;
            THRESHOLDS[t] = p;
        }
    }

    /** Writes {@code value} at {@code pos}; returns the position after it. */
    public static int writeInt(byte[] buf, int pos, int value) {
        if (value < 0) {
            if (value == Integer.MIN_VALUE) {
                System.arraycopy(MIN_INT, 0, buf, pos, MIN_INT.length);
                return pos + MIN_INT.length;
            }
            buf[pos++] = '-';
            value = -value;
        }
        int end = pos + digitCount(value);
        writeBackwards(buf, end, value);
        return end;
    }

    /** Writes {@code value} at {@code pos}; returns the position after it. */
    public static int writeLong(byte[] buf, int pos, long value) {
        if (value < 0) {
            if (value == Long.MIN_VALUE) {
                System.arraycopy(MIN_LONG, 0, buf, pos, MIN_LONG.length);
                return pos + MIN_LONG.length;
            }
            buf[pos++] = '-';
            value = -value;
        }
        int end = pos + digitCount(value);
        int p = end;
        // long division is slower than int division: peel pairs only until the rest fits an int
        while (value > Integer.MAX_VALUE) {
            long q = value / 100;
            int r = (int) (value - q * 100);
            buf[--p] = PAIRS[2 * r + 1];
            buf[--p] = PAIRS[2 * r];
            value = q;
        }
        writeBackwards(buf, p, (int) value);
        return end;
    }

    /** Writes the digits of {@code v >= 0} so that the last one lands just before {@code end}. */
    private static void writeBackwards(byte[] buf, int end, int v) {
        int p = end;
        while (v >= 100) {
            int q = v / 100;
            int r = v - q * 100;
            buf[--p] = PAIRS[2 * r + 1];
            buf[--p] = PAIRS[2 * r];
            v = q;
        }
        if (v >= 10) {
            buf[--p] = PAIRS[2 * v + 1];
            buf[--p] = PAIRS[2 * v];
        } else {
            buf[--p] = (byte) ('0' + v);
        }
    }

    /** char[] twin of {@link #writeInt(byte[], int, int)}. */
    public static int writeInt(char[] buf, int pos, int value) {
        return writeLong(buf, pos, value);
    }

    /** char[] twin of {@link #writeLong(byte[], int, long)}. */
    public static int writeLong(char[] buf, int pos, long value) {
        if (value < 0) {
            if (value == Long.MIN_VALUE) {
                for (byte c : MIN_LONG) buf[pos++] = (char) c;
                return pos;
            }
            buf[pos++] = '-';
            value = -value;
        }
        int end = pos + digitCount(value);
        int p = end;
        while (value >= 100) {
            long q = value / 100;
            int r = (int) (value - q * 100);
            buf[--p] = (char) PAIRS[2 * r + 1];
            buf[--p] = (char) PAIRS[2 * r];
            value = q;
        }
        if (value >= 10) {
            buf[--p] = (char) PAIRS[2 * (int) value + 1];
            buf[--p] = (char) PAIRS[2 * (int) value];
        } else {
            buf[--p] = (char) ('0' + value);
        }
        return end;
    }

    /** Number of decimal digits of {@code v >= 0}. */
    public static int digitCount(long v) {
        // floor(bits * log10(2)) is the digit count or one less; one comparison decides
        int t = ((64 - Long.numberOfLeadingZeros(v | 1)) * 1233) >>> 12;
        return t + (v >= THRESHOLDS[t] ? 1 : 0);
    }
}
