package dev.brisk.json.internal;

/**
 * Writes {@code int} and {@code long} values as decimal ASCII straight into a buffer, eight
 * digits at a time as one word, with no intermediate String. The caller ensures room: 11 bytes
 * for an int, 20 for a long (a word store may write past the last digit, within that room).
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
        return writeShort(buf, pos, value);
    }

    /**
     * Writes {@code 0 <= v < 10^8}: its eight digits (leading zeros included) made at once, moved
     * down past the leading zeros and stored as one word. Needs eight bytes of room from
     * {@code pos} (the bytes past the digits are left for what follows to overwrite).
     */
    private static int writeShort(byte[] buf, int pos, int v) {
        int n = digitCount(v);
        LONG_LE.set(buf, pos, eightDigitsAscii(v) >>> (8 * (8 - n)));
        return pos + n;
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
        if (value < 100_000_000L) return writeShort(buf, pos, (int) value);
        // the leading digits first: their word store runs into the places the lower groups then fill
        long q = value / 100_000_000L;
        int low = (int) (value - q * 100_000_000L);
        if (q < 100_000_000L) {
            int p = writeShort(buf, pos, (int) q);
            LONG_LE.set(buf, p, eightDigitsAscii(low));
            return p + 8;
        }
        long q2 = q / 100_000_000L; // at most three digits: Long.MAX_VALUE < 9.3e18
        int p = writeShort(buf, pos, (int) q2);
        LONG_LE.set(buf, p, eightDigitsAscii((int) (q - q2 * 100_000_000L)));
        LONG_LE.set(buf, p + 8, eightDigitsAscii(low));
        return p + 16;
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
