package dev.brisk.json.internal;

/**
 * Writes {@code int} and {@code long} values as decimal ASCII straight into a buffer, two digits
 * per division through a table of digit pairs, with no intermediate String. The caller ensures
 * room: 11 bytes for an int, 20 for a long.
 */
public final class IntegerWriter {
    private IntegerWriter() {}

    private static final java.lang.invoke.VarHandle LONG_LE = java.lang.invoke.MethodHandles
            .byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);

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
        if (value >= 100_000_000) {
            // Ten or nine digits: the leading one or two, then eight at once; no digit count.
            int q = value / 100_000_000;
            int r = value - q * 100_000_000;
            if (q >= 10) {
                buf[pos] = PAIRS[2 * q];
                buf[pos + 1] = PAIRS[2 * q + 1];
                pos += 2;
            } else {
                buf[pos++] = (byte) ('0' + q);
            }
            LONG_LE.set(buf, pos, eightDigitsAscii(r));
            return pos + 8;
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
        if (value < 100_000_000L) {
            writeBackwards(buf, end, (int) value);
            return end;
        }
        long q = value / 100_000_000L;
        LONG_LE.set(buf, end - 8, eightDigitsAscii((int) (value - q * 100_000_000L)));
        if (q < 100_000_000L) {
            writeBackwards(buf, end - 8, (int) q);
            return end;
        }
        long q2 = q / 100_000_000L; // at most three digits: Long.MAX_VALUE < 9.3e18
        LONG_LE.set(buf, end - 16, eightDigitsAscii((int) (q - q2 * 100_000_000L)));
        writeBackwards(buf, end - 16, (int) q2);
        return end;
    }

    /**
     * The eight ASCII digits of {@code v < 10^8}, leading zeros included, as a little-endian word
     * (first digit in the lowest byte): the divisions by 100 and 10 run on all lanes at once as
     * multiplications by fixed-point reciprocals, exact for the lane ranges used.
     */
    public static long eightDigitsAscii(int v) {
        long hi = v / 10000;
        long x = hi | ((v - hi * 10000) << 32);                              // 2 lanes of 4 digits
        long hundreds = ((x * 10486) >>> 20) & 0x0000007F0000007FL;          // lane / 100
        long pairs = hundreds | ((x - hundreds * 100) << 16);                // 4 lanes of 2 digits
        long tens = ((pairs * 103) >>> 10) & 0x000F000F000F000FL;            // lane / 10
        return (tens | ((pairs - tens * 10) << 8)) + 0x3030303030303030L;    // 8 lanes of 1 digit
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

    /** Number of decimal digits of {@code v >= 0}. */
    public static int digitCount(long v) {
        // floor(bits * log10(2)) is the digit count or one less; one comparison decides
        int t = ((64 - Long.numberOfLeadingZeros(v | 1)) * 1233) >>> 12;
        return t + (v >= THRESHOLDS[t] ? 1 : 0);
    }
}
