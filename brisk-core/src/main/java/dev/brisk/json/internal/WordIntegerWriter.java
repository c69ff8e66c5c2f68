package dev.brisk.json.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Writes {@code int} and {@code long} values as decimal ASCII a word of eight digits at a time,
 * for callers whose room past the number is free (the JSON writer: what follows overwrites it).
 * A group shorter than eight digits is made as eight with its leading zeros and shifted down
 * past them, then stored whole: one store in place of a divide-by-100 loop, whose trip count
 * varies from value to value.
 *
 * <p>The bytes past the returned position, within the room, are left with garbage: callers that
 * need them kept (the double printer) use {@link IntegerWriter}. Room needed from {@code pos}:
 * {@link #INT_ROOM} for an int, {@link #LONG_ROOM} for a long, the same as the number's longest
 * text (sign included), so a caller's usual room is enough.
 */
public final class WordIntegerWriter {
    private WordIntegerWriter() {}

    /** Bytes from {@code pos} that {@link #writeInt} may store into: "-2147483648". */
    public static final int INT_ROOM = 11;
    /** Bytes from {@code pos} that {@link #writeLong} may store into: "-9223372036854775808". */
    public static final int LONG_ROOM = 20;

    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle SHORT_LE = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private static final int TEN_8 = 100_000_000;

    /** {@code PAIRS[n]} for n in 0..99: the two ASCII digits of n as a little-endian short. */
    private static final short[] PAIRS = new short[100];
    /**
     * {@code QUADS[n]} for n in 0..9999: the four ASCII digits of n (leading zeros included) as
     * a little-endian int. 40 KB, but eight digits then cost one division and two loads, half
     * the time of the table-free word conversion ({@link IntegerWriter#eightDigitsAscii}).
     */
    private static final int[] QUADS = new int[10_000];

    static {
        for (int n = 0; n < 100; n++) PAIRS[n] = (short) (('0' + n / 10) | ('0' + n % 10) << 8);
        for (int n = 0; n < 10_000; n++) {
            QUADS[n] = ('0' + n / 1000) | ('0' + n / 100 % 10) << 8 | ('0' + n / 10 % 10) << 16 | ('0' + n % 10) << 24;
        }
    }

    /** The eight ASCII digits of {@code 0 <= v < 10^8}, leading zeros included, as a little-endian word. */
    public static long eightDigits(int v) {
        int hi = v / 10_000;
        return (QUADS[hi] & 0xFFFF_FFFFL) | (long) QUADS[v - hi * 10_000] << 32;
    }

    /** Writes {@code value} at {@code pos}; returns the position after it. Needs {@link #INT_ROOM}. */
    public static int writeInt(byte[] buf, int pos, int value) {
        if (value < 0) {
            if (value == Integer.MIN_VALUE) return IntegerWriter.writeInt(buf, pos, value); // no int magnitude
            buf[pos++] = '-';
            value = -value;
        }
        if (value < TEN_8) return writeShort(buf, pos, value);
        // Ten or nine digits: the leading two or one, then eight at once.
        int q = value / TEN_8;
        int r = value - q * TEN_8;
        if (q >= 10) {
            SHORT_LE.set(buf, pos, PAIRS[q]);
            pos += 2;
        } else {
            buf[pos++] = (byte) ('0' + q);
        }
        LONG_LE.set(buf, pos, eightDigits(r));
        return pos + 8;
    }

    /** Writes {@code value} at {@code pos}; returns the position after it. Needs {@link #LONG_ROOM}. */
    public static int writeLong(byte[] buf, int pos, long value) {
        if (value < 0) {
            if (value == Long.MIN_VALUE) return IntegerWriter.writeLong(buf, pos, value); // no long magnitude
            buf[pos++] = '-';
            value = -value;
        }
        if (value < TEN_8) return writeShort(buf, pos, (int) value);
        // The leading group first: its word store runs into the places the lower groups then fill.
        long q = value / TEN_8;
        int low = (int) (value - q * TEN_8);
        if (q < TEN_8) {
            int p = writeShort(buf, pos, (int) q);
            LONG_LE.set(buf, p, eightDigits(low));
            return p + 8;
        }
        long q2 = q / TEN_8; // at most three digits: Long.MAX_VALUE < 9.3e18
        int p = writeShort(buf, pos, (int) q2);
        LONG_LE.set(buf, p, eightDigits((int) (q - q2 * TEN_8)));
        LONG_LE.set(buf, p + 8, eightDigits(low));
        return p + 16;
    }

    /**
     * Writes {@code 0 <= v < 10^8}: its eight digits (leading zeros included) made at once,
     * shifted down past the leading zeros and stored as one word, which may reach eight bytes
     * past {@code pos} whatever the digit count.
     */
    private static int writeShort(byte[] buf, int pos, int v) {
        int n = IntegerWriter.digitCount(v);
        LONG_LE.set(buf, pos, eightDigits(v) >>> (8 * (8 - n)));
        return pos + n;
    }
}
