package dev.brisk.pack.internal;

import dev.brisk.json.JsonException;

/**
 * VelocyPack layout arithmetic shared by the validator, the slice and the builder: widths, byte
 * sizes and where a container's items and index table lie. Every read is bounds-checked against
 * an explicit end so that hostile bytes give a {@link JsonException} with the offset, never an
 * {@code ArrayIndexOutOfBoundsException}.
 */
public final class VPack {
    private VPack() {}

    public static final int EMPTY_ARRAY = 0x01;
    public static final int EMPTY_OBJECT = 0x0a;
    public static final int COMPACT_ARRAY = 0x13;
    public static final int COMPACT_OBJECT = 0x14;
    public static final int NULL = 0x18;
    public static final int FALSE = 0x19;
    public static final int TRUE = 0x1a;
    public static final int DOUBLE = 0x1b;
    public static final int UTC_DATE = 0x1c;
    public static final int LONG_STRING = 0xbf;

    /** The largest document a Java array can hold (the VM reserves a few header words). */
    public static final int MAX_DOCUMENT = Integer.MAX_VALUE - 8;

    public static JsonException error(String detail, long offset) {
        return new JsonException(detail, offset, -1, -1, null);
    }

    /** Little-endian unsigned integer of {@code width} bytes (8 bytes may come back negative). */
    public static long readUInt(byte[] b, int pos, int width) {
        // one- and two-byte widths are what small containers (offsets, lengths) use: no loop
        if (width == 1) return b[pos] & 0xff;
        if (width == 2) return (b[pos] & 0xff) | (b[pos + 1] & 0xff) << 8;
        long v = 0;
        for (int i = width - 1; i >= 0; i--) v = (v << 8) | (b[pos + i] & 0xff);
        return v;
    }

    /** Little-endian two's complement integer of {@code width} bytes, sign-extended. */
    public static long readInt(byte[] b, int pos, int width) {
        long v = readUInt(b, pos, width);
        int shift = 64 - 8 * width;
        return (v << shift) >> shift;
    }

    public static void writeUInt(byte[] b, int pos, long v, int width) {
        for (int i = 0; i < width; i++) {
            b[pos + i] = (byte) v;
            v >>>= 8;
        }
    }

    /** Reads a little-endian unsigned length that must fit in an int, checking bytes exist. */
    static int readLength(byte[] b, int pos, int width, int end, String what) {
        if (pos + width > end || pos + width < 0) throw error("Truncated " + what, pos);
        long v = readUInt(b, pos, width);
        if (v < 0 || v > Integer.MAX_VALUE) throw error(what + " " + Long.toUnsignedString(v) + " is beyond the end of the input", pos);
        return (int) v;
    }

    /** Offset width (1, 2, 4, 8) of array/object types 0x02-0x12; 0 for others. */
    public static int width(int t) {
        if (t >= 0x02 && t <= 0x09) return 1 << ((t - 0x02) & 3);
        if (t >= 0x0b && t <= 0x12) return 1 << ((t - 0x0b) & 3);
        return 0;
    }

    public static boolean isArray(int t) { return t == EMPTY_ARRAY || (t >= 0x02 && t <= 0x09) || t == COMPACT_ARRAY; }

    public static boolean isObject(int t) { return t == EMPTY_OBJECT || (t >= 0x0b && t <= 0x12) || t == COMPACT_OBJECT; }

    public static boolean isString(int t) { return t >= 0x40 && t <= 0xbf; }

    /** Start of the UTF-8 bytes of the string at {@code pos} (already validated). */
    public static int stringStart(byte[] b, int pos) { return (b[pos] & 0xff) == LONG_STRING ? pos + 9 : pos + 1; }

    /** Length of the UTF-8 bytes of the string at {@code pos} (already validated). */
    public static int stringLength(byte[] b, int pos) {
        int t = b[pos] & 0xff;
        return t == LONG_STRING ? (int) readUInt(b, pos + 1, 8) : t - 0x40;
    }

    /**
     * {@link #byteSize}, with the commonest items (small integers, short strings, null and the
     * booleans) sized from their type byte alone in a method small enough to inline; the rest
     * goes to {@code byteSize}.
     */
    public static long itemSize(byte[] b, int pos, int end) {
        if (pos < end) {
            int t = b[pos] & 0xff;
            if (t >= 0x30 && t < LONG_STRING) return t < 0x40 ? 1 : 1 + (t - 0x40);
            if (t >= NULL && t <= TRUE) return 1;
        }
        return byteSize(b, pos, end);
    }

    /**
     * The byte size of the value at {@code pos}, reading only its header; every header byte it
     * needs must lie before {@code end}. The result may still exceed {@code end}: callers check.
     */
    public static long byteSize(byte[] b, int pos, int end) {
        if (pos >= end) throw error("Truncated value", pos);
        int t = b[pos] & 0xff;
        if (t <= 0x12) {
            if (t == 0x00) throw error("Type byte 0x00 (none) is not allowed in a document", pos);
            if (t == EMPTY_ARRAY || t == EMPTY_OBJECT) return 1;
            int w = width(t);
            int bl = readLength(b, pos + 1, w, end, "Byte length");
            if (bl < 2 + w) throw error("Byte length " + bl + " is smaller than the container header", pos);
            return bl;
        }
        if (t < 0x20) {
            switch (t) {
                case COMPACT_ARRAY: case COMPACT_OBJECT: {
                    long bl = readVarint(b, pos + 1, end);
                    if (bl < 3) throw error("Byte length " + bl + " is smaller than the container header", pos);
                    return bl;
                }
                case 0x15: case 0x16: throw error("Reserved type byte 0x" + Integer.toHexString(t), pos);
                case DOUBLE: case UTC_DATE: case 0x1d: return 9; // external: an 8-byte pointer
                default: return 1; // illegal, null, false, true, min key, max key
            }
        }
        if (t < 0x28) return t - 0x1f + 1L;
        if (t < 0x30) return t - 0x27 + 1L;
        if (t < 0x40) return 1;
        if (t < LONG_STRING) return 1L + (t - 0x40);
        if (t == LONG_STRING) return 9L + readLength(b, pos + 1, 8, end, "String length");
        if (t <= 0xc7) {
            int w = t - 0xbf;
            return 1L + w + readLength(b, pos + 1, w, end, "Binary length");
        }
        if (t <= 0xd7) {
            int w = t <= 0xcf ? t - 0xc7 : t - 0xcf;
            return 1L + w + 4 + readLength(b, pos + 1, w, end, "BCD mantissa length");
        }
        if (t < 0xee) throw error("Reserved type byte 0x" + Integer.toHexString(t), pos);
        if (t <= 0xef) {
            // tagged: tag number, then the tagged value (tags may nest; loop, never recurse)
            long size = 0;
            int p = pos;
            while (true) {
                if (p >= end) throw error("Truncated tagged value", p);
                int tt = b[p] & 0xff;
                if (tt == 0xee) { size += 2; p += 2; }
                else if (tt == 0xef) { size += 9; p += 9; }
                else return size + byteSize(b, p, end);
            }
        }
        switch (t) {
            case 0xf0: return 2;
            case 0xf1: return 3;
            case 0xf2: return 5;
            case 0xf3: return 9;
            default:
                int w = t <= 0xf6 ? 1 : t <= 0xf9 ? 2 : t <= 0xfc ? 4 : 8;
                return 1L + w + readLength(b, pos + 1, w, end, "Custom payload length");
        }
    }

    /** A compact container's forward varint byte length (1 to 8 bytes, 7 bits each). */
    public static long readVarint(byte[] b, int pos, int end) {
        long v = 0;
        for (int i = 0; i < 8; i++) {
            if (pos + i >= end) throw error("Truncated compact byte length", pos + i);
            int x = b[pos + i] & 0xff;
            v |= (long) (x & 0x7f) << (7 * i);
            if (x < 0x80) return v;
        }
        throw error("Compact byte length longer than 8 bytes", pos);
    }

    /** Number of bytes of the forward varint at {@code pos} (already bounds-checked). */
    public static int varintLength(byte[] b, int pos) {
        int n = 1;
        while ((b[pos + n - 1] & 0x80) != 0) n++;
        return n;
    }

    /** Number of bytes {@code v} takes as a compact varint. */
    public static int varintSize(long v) {
        int n = 1;
        while (v >= 0x80) { v >>>= 7; n++; }
        return n;
    }

    /**
     * Reads the item count stored backwards before {@code end} (exclusive) in a compact
     * container; {@code floor} is the lowest byte it may use. Its width comes from
     * {@link #reverseVarintLength}.
     */
    public static long readReverseVarint(byte[] b, int end, int floor) {
        long v = 0;
        for (int i = 0; i < 8; i++) {
            int p = end - 1 - i;
            if (p < floor) throw error("Truncated compact item count", p + 1);
            int x = b[p] & 0xff;
            v |= (long) (x & 0x7f) << (7 * i);
            if (x < 0x80) return v;
        }
        throw error("Compact item count longer than 8 bytes", end - 8);
    }

    public static int reverseVarintLength(byte[] b, int end) {
        int n = 1;
        while ((b[end - n] & 0x80) != 0) n++;
        return n;
    }

    /** Position of the value inside any tags (0xee, 0xef) that wrap it. */
    public static int skipTags(byte[] b, int pos) {
        while (true) {
            int t = b[pos] & 0xff;
            if (t == 0xee) pos += 2;
            else if (t == 0xef) pos += 9;
            else return pos;
        }
    }

    /** First data byte of an indexed or uniform container: skips the allowed zero padding. */
    public static int dataStart(byte[] b, int pos, int headerEnd, int end) {
        int p = headerEnd;
        int padLimit = Math.min(pos + 9, end);
        while (p < padLimit && b[p] == 0) p++;
        return p;
    }
}
