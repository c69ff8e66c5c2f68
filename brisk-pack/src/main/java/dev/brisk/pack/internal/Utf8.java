package dev.brisk.pack.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * UTF-8 encoding and byte order for the binary formats. The strict check is core's
 * ({@link dev.brisk.json.internal.Utf8#firstInvalid}), the JSON reader's own.
 */
public final class Utf8 {
    private Utf8() {}

    /** Upper bound of the UTF-8 length of {@code s}. */
    public static long maxEncodedLength(String s) { return 3L * s.length(); }

    /**
     * Encodes {@code s} into {@code buf} at {@code pos}; the caller guarantees {@code 3 * s.length()}
     * free bytes. Returns the new position, or {@code -(index + 1)} of a lone surrogate.
     */
    @SuppressWarnings("deprecation") // String.getBytes(int, int, byte[], int): exact for chars below 0x80
    public static int encode(String s, byte[] buf, int pos) {
        int n = s.length();
        int i = 0;
        // the ASCII prefix (most names and many strings are all of it) found by a loop that only
        // loads, then copied by one getBytes: an arraycopy for a Latin-1 String (a loop storing
        // into buf as it goes must order each store against the String's loads)
        while (i < n && s.charAt(i) < 0x80) i++;
        s.getBytes(0, i, buf, pos);
        return rest(s, i, buf, pos + i);
    }

    /** The chars of s from i on, read by {@code charAt}, encoded at pos. */
    private static int rest(String s, int i, byte[] buf, int pos) {
        int n = s.length();
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                buf[pos++] = (byte) c;
            } else if (!Character.isSurrogate(c)) {
                pos = dev.brisk.json.internal.Utf8.encode(c, buf, pos);
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                pos = dev.brisk.json.internal.Utf8.encode(Character.toCodePoint(c, s.charAt(++i)), buf, pos);
            } else {
                return -(i + 1);
            }
        }
        return pos;
    }

    /**
     * {@link #encode(String, byte[], int)}, with the chars after the ASCII prefix copied once
     * into {@code chars} and encoded from there: a loop over an array, where {@code charAt} on a
     * String of non-Latin-1 text checks the index and assembles each char from two bytes (a
     * quarter of a MessagePack write of mostly Japanese text went there). When {@code chars} is
     * shorter than {@code s}, the rest is read by {@code charAt}: the caller grows its array
     * after a non-ASCII String, so that all-ASCII ones never make it.
     */
    @SuppressWarnings("deprecation") // String.getBytes(int, int, byte[], int): exact for chars below 0x80
    public static int encode(String s, byte[] buf, int pos, char[] chars) {
        int n = s.length();
        int i = 0;
        while (i < n && s.charAt(i) < 0x80) i++;
        s.getBytes(0, i, buf, pos);
        pos += i;
        if (i == n) return pos;
        if (chars.length < n) return rest(s, i, buf, pos);
        s.getChars(i, n, chars, i);
        for (; i < n; i++) {
            char c = chars[i];
            if (c < 0x80) {
                buf[pos++] = (byte) c;
            } else if (!Character.isSurrogate(c)) {
                pos = dev.brisk.json.internal.Utf8.encode(c, buf, pos);
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(chars[i + 1])) {
                pos = dev.brisk.json.internal.Utf8.encode(Character.toCodePoint(c, chars[++i]), buf, pos);
            } else {
                return -(i + 1);
            }
        }
        return pos;
    }

    /**
     * Compares the UTF-8 bytes {@code b[off, off+len)} with {@code s} in unsigned byte order (the
     * order VelocyPack sorts object keys in). ASCII strings compare without encoding.
     */
    public static int compare(byte[] b, int off, int len, String s) {
        int n = s.length();
        int m = Math.min(len, n);
        for (int i = 0; i < m; i++) {
            char c = s.charAt(i);
            if (c >= 0x80) return compareBytes(b, off, len, s.getBytes(StandardCharsets.UTF_8));
            int d = (b[off + i] & 0xff) - c;
            if (d != 0) return d;
        }
        if (len > n) {
            return 1;
        }
        if (len < n) {
            // remaining chars may be non-ASCII: the byte lengths then differ from the char count
            for (int i = m; i < n; i++) {
                if (s.charAt(i) >= 0x80) return compareBytes(b, off, len, s.getBytes(StandardCharsets.UTF_8));
            }
            return -1;
        }
        return 0;
    }

    /** Unsigned lexicographic comparison of {@code b[off, off+len)} with all of {@code key}. */
    public static int compareBytes(byte[] b, int off, int len, byte[] key) {
        int m = Math.min(len, key.length);
        for (int i = 0; i < m; i++) {
            int d = (b[off + i] & 0xff) - (key[i] & 0xff);
            if (d != 0) return d;
        }
        return len - key.length;
    }

    /** Unsigned lexicographic comparison of two byte ranges. */
    public static int compareBytes(byte[] a, int aOff, int aLen, byte[] b, int bOff, int bLen) {
        int m = Math.min(aLen, bLen);
        int i = 0;
        // eight bytes at a time: as big-endian words, unsigned order is the bytes' order
        for (; i + 8 <= m; i += 8) {
            long x = (long) BE_LONGS.get(a, aOff + i);
            long y = (long) BE_LONGS.get(b, bOff + i);
            if (x != y) return Long.compareUnsigned(x, y);
        }
        for (; i < m; i++) {
            int d = (a[aOff + i] & 0xff) - (b[bOff + i] & 0xff);
            if (d != 0) return d;
        }
        return aLen - bLen;
    }

    private static final VarHandle BE_LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
}
