package dev.brisk.pack.internal;

import java.time.DateTimeException;
import java.time.Instant;

/** MessagePack format bytes and small shared helpers. */
public final class MsgPack {
    private MsgPack() {}

    public static final int NIL = 0xc0, NEVER_USED = 0xc1, FALSE = 0xc2, TRUE = 0xc3;
    public static final int BIN8 = 0xc4, BIN16 = 0xc5, BIN32 = 0xc6;
    public static final int EXT8 = 0xc7, EXT16 = 0xc8, EXT32 = 0xc9;
    public static final int FLOAT32 = 0xca, FLOAT64 = 0xcb;
    public static final int UINT8 = 0xcc, UINT16 = 0xcd, UINT32 = 0xce, UINT64 = 0xcf;
    public static final int INT8 = 0xd0, INT16 = 0xd1, INT32 = 0xd2, INT64 = 0xd3;
    public static final int FIXEXT1 = 0xd4, FIXEXT2 = 0xd5, FIXEXT4 = 0xd6, FIXEXT8 = 0xd7, FIXEXT16 = 0xd8;
    public static final int STR8 = 0xd9, STR16 = 0xda, STR32 = 0xdb;
    public static final int ARRAY16 = 0xdc, ARRAY32 = 0xdd, MAP16 = 0xde, MAP32 = 0xdf;
    public static final int TIMESTAMP_TYPE = -1;

    public static boolean isMap(int b) { return (b >= 0x80 && b <= 0x8f) || b == MAP16 || b == MAP32; }

    public static boolean isArray(int b) { return (b >= 0x90 && b <= 0x9f) || b == ARRAY16 || b == ARRAY32; }

    public static boolean isStr(int b) { return (b >= 0xa0 && b <= 0xbf) || (b >= STR8 && b <= STR32); }

    public static boolean isBin(int b) { return b >= BIN8 && b <= BIN32; }

    public static boolean isExt(int b) { return (b >= EXT8 && b <= EXT32) || (b >= FIXEXT1 && b <= FIXEXT16); }

    public static boolean isInt(int b) { return b <= 0x7f || b >= 0xe0 || (b >= UINT8 && b <= INT64); }

    public static boolean isFloat(int b) { return b == FLOAT32 || b == FLOAT64; }

    /** A readable name of the format of type byte b, for error messages. */
    public static String name(int b) {
        if (isMap(b)) return "map";
        if (isArray(b)) return "array";
        if (isStr(b)) return "str";
        if (isBin(b)) return "bin";
        if (isExt(b)) return "ext";
        if (isInt(b)) return "integer";
        if (isFloat(b)) return "float";
        if (b == NIL) return "nil";
        if (b == TRUE || b == FALSE) return "boolean";
        return "never-used byte 0xc1";
    }

    /** The timestamp extension's payload (4, 8 or 12 bytes, big-endian) as an Instant, or null if malformed. */
    public static Instant timestamp(byte[] d, int off, int len) {
        long seconds;
        long nanos;
        if (len == 4) {
            seconds = be(d, off, 4);
            nanos = 0;
        } else if (len == 8) {
            long v = be(d, off, 8);
            nanos = v >>> 34;
            seconds = v & 0x3ffffffffL;
        } else if (len == 12) {
            nanos = be(d, off, 4);
            seconds = be(d, off + 4, 8);
        } else {
            return null;
        }
        if (nanos > 999_999_999L) return null;
        try {
            return Instant.ofEpochSecond(seconds, nanos);
        } catch (DateTimeException e) {
            return null; // beyond Instant's range of about a billion years
        }
    }

    public static long be(byte[] d, int off, int n) {
        long v = 0;
        for (int i = 0; i < n; i++) v = (v << 8) | (d[off + i] & 0xff);
        return v;
    }
}
