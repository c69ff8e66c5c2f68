package dev.brisk.json.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Eight bytes at a time ("SIMD within a register"): a little-endian long holds bytes
 * {@code b[i] .. b[i+7]} with {@code b[i]} in the low bits, so the lowest flagged byte of a mask
 * is the first in the input. The masks may flag extra bytes above a true hit (borrows travel
 * upwards) but never below it, so {@link #firstIndex} is exact.
 */
public final class Swar {
    private Swar() {}

    private static final VarHandle LONG_LE =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;
    private static final long QUOTES = 0x2222222222222222L;
    private static final long BACKSLASHES = 0x5C5C5C5C5C5C5C5CL;
    private static final long SPACES = 0x2020202020202020L;

    /** The 8 bytes at {@code b[i]}, little-endian; the caller ensures {@code i + 8 <= b.length}. */
    public static long word(byte[] b, int i) {
        return (long) LONG_LE.get(b, i);
    }

    private static final VarHandle INT_LE =
            MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    /** The 4 bytes at {@code b[i]}, little-endian; the caller ensures {@code i + 4 <= b.length}. */
    public static int intAt(byte[] b, int i) {
        return (int) INT_LE.get(b, i);
    }

    /** Stores the four bytes of {@code v} at {@code b[i]}, the lowest first. */
    public static void putInt(byte[] b, int i, int v) {
        INT_LE.set(b, i, v);
    }

    /** Stores the eight bytes of {@code w} at {@code b[i]}, the lowest first. */
    public static void putWord(byte[] b, int i, long w) {
        LONG_LE.set(b, i, w);
    }

    /**
     * Flags the bytes a JSON string scanner must stop at: {@code '"'}, {@code '\\'}, control
     * characters below 0x20 and bytes with the high bit (non-ASCII UTF-8).
     */
    public static long stringStops(long w) {
        long q = w ^ QUOTES;
        long s = w ^ BACKSLASHES;
        return (((q - ONES) & ~q) | ((s - ONES) & ~s) | ((w - SPACES) & ~w) | w) & HIGHS;
    }

    /**
     * Flags {@code '"'}, {@code '\\'} and control characters below 0x20, but not non-ASCII bytes
     * (for scans that leave UTF-8 validation to the String decoder).
     */
    public static long quoteBackslashControl(long w) {
        long q = w ^ QUOTES;
        long s = w ^ BACKSLASHES;
        return (((q - ONES) & ~q) | ((s - ONES) & ~s) | ((w - SPACES) & ~w)) & HIGHS;
    }

    /**
     * Non-zero in the bytes of {@code w} that are not ASCII digits, exact up to the first such
     * byte (a carry from a byte of 0xFA or more may flag later bytes too, and that byte is
     * flagged itself); zero when all eight are digits. Find the first with
     * {@code Long.numberOfTrailingZeros(m) >>> 3}.
     */
    public static long nonDigits(long w) {
        long highNibbles = (w & 0xF0F0F0F0F0F0F0F0L) ^ 0x3030303030303030L;
        long above9 = ((w + 0x0606060606060606L) & 0xF0F0F0F0F0F0F0F0L) ^ 0x3030303030303030L;
        return highNibbles | above9;
    }

    /** Index (0..7) of the lowest flagged byte of a non-zero mask. */
    public static int firstIndex(long mask) {
        return Long.numberOfTrailingZeros(mask) >>> 3;
    }

    /**
     * A seeded 32-bit hash of {@code b[start, end)}, eight bytes per step. Equal contents give
     * equal hashes whatever array they sit in (the tail is masked, never read past {@code end}
     * unless the array is long enough, and then masked off).
     */
    public static int hash(byte[] b, int start, int end, long seed) {
        long h = seed ^ ((end - start) * 0x9E3779B97F4A7C15L);
        int p = start;
        for (; p + 8 <= end; p += 8) {
            h = (h ^ word(b, p)) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 31;
        }
        int rest = end - p;
        if (rest > 0) {
            long w;
            if (p + 8 <= b.length) {
                w = word(b, p) & (-1L >>> (64 - 8 * rest));
            } else {
                w = 0;
                for (int i = end - 1; i >= p; i--) w = (w << 8) | (b[i] & 0xFF);
            }
            h = (h ^ w) * 0xBF58476D1CE4E5B9L;
        }
        h ^= h >>> 32;
        h *= 0x94D049BB133111EBL;
        h ^= h >>> 29;
        return (int) h;
    }

    private static final long NEWLINES = 0x0A0A0A0A0A0A0A0AL;
    private static final long LOWS7 = 0x7F7F7F7F7F7F7F7FL;

    /** Flags exactly the zero bytes of {@code v} (no false positives, unlike the borrow trick). */
    private static long zeroBytes(long v) {
        return ~(((v & LOWS7) + LOWS7) | v | LOWS7);
    }

    /** Number of {@code '\n'} bytes in {@code b[start, end)}. */
    public static long countNewlines(byte[] b, int start, int end) {
        return count(b, start, end, (byte) '\n');
    }

    /** How many bytes of {@code b[start, end)} equal {@code x}. */
    public static long count(byte[] b, int start, int end, byte x) {
        long pattern = ONES * (x & 0xFF);
        long n = 0;
        int p = start;
        for (; p + 8 <= end; p += 8) n += Long.bitCount(zeroBytes(word(b, p) ^ pattern));
        for (; p < end; p++) if (b[p] == x) n++;
        return n;
    }

    /** Index of the last {@code '\n'} in {@code b[start, end)}, or -1. */
    public static int lastNewline(byte[] b, int start, int end) {
        int p = end;
        for (; p - 8 >= start; p -= 8) {
            long m = zeroBytes(word(b, p - 8) ^ NEWLINES);
            if (m != 0) return p - 8 + ((63 - Long.numberOfLeadingZeros(m)) >>> 3);
        }
        for (p--; p >= start; p--) if (b[p] == '\n') return p;
        return -1;
    }

    /** Code points in valid UTF-8 {@code b[start, end)}: bytes minus continuation bytes (10xxxxxx). */
    public static long codePoints(byte[] b, int start, int end) {
        long n = end - start;
        int p = start;
        // a stream's reader counts every byte it drops (columns of a one-line document), and most
        // JSON is ASCII: 32 bytes without a high bit have no continuation byte and are passed at once
        for (; p + 32 <= end; p += 32) {
            long w0 = word(b, p), w1 = word(b, p + 8), w2 = word(b, p + 16), w3 = word(b, p + 24);
            if (((w0 | w1 | w2 | w3) & HIGHS) == 0) continue;
            n -= Long.bitCount(w0 & ~(w0 << 1) & HIGHS) + Long.bitCount(w1 & ~(w1 << 1) & HIGHS)
                    + Long.bitCount(w2 & ~(w2 << 1) & HIGHS) + Long.bitCount(w3 & ~(w3 << 1) & HIGHS);
        }
        for (; p + 8 <= end; p += 8) {
            long w = word(b, p);
            n -= Long.bitCount(w & ~(w << 1) & HIGHS);
        }
        for (; p < end; p++) if ((b[p] & 0xC0) == 0x80) n--;
        return n;
    }

    /** UTF-16 chars in valid UTF-8 {@code b[start, end)}: code points plus one per 4-byte lead (11110xxx). */
    public static long utf16Length(byte[] b, int start, int end) {
        long n = codePoints(b, start, end);
        int p = start;
        for (; p + 8 <= end; p += 8) {
            long w = word(b, p);
            n += Long.bitCount(w & (w << 1) & (w << 2) & (w << 3) & HIGHS);
        }
        for (; p < end; p++) if ((b[p] & 0xF8) == 0xF0) n++;
        return n;
    }
}
