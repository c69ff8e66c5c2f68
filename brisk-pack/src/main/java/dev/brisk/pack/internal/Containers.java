package dev.brisk.pack.internal;

import static dev.brisk.pack.internal.VPack.readUInt;
import static dev.brisk.pack.internal.VPack.readReverseVarint;
import static dev.brisk.pack.internal.VPack.readVarint;
import static dev.brisk.pack.internal.VPack.width;

/**
 * Where the items of a container lie, for containers the validator has already accepted (so no
 * bounds checks here beyond what the arithmetic needs).
 */
public final class Containers {
    private Containers() {}

    /** Declared byte length of the container at {@code pos}. */
    public static int byteLength(byte[] b, int pos) {
        int t = b[pos] & 0xff;
        if (t == VPack.EMPTY_ARRAY || t == VPack.EMPTY_OBJECT) return 1;
        if (t == VPack.COMPACT_ARRAY || t == VPack.COMPACT_OBJECT) return (int) readVarint(b, pos + 1, b.length);
        return (int) readUInt(b, pos + 1, width(t));
    }

    /** Number of items (arrays) or members (objects). */
    public static int count(byte[] b, int pos) {
        int t = b[pos] & 0xff;
        if (t == VPack.EMPTY_ARRAY || t == VPack.EMPTY_OBJECT) return 0;
        int bl = byteLength(b, pos);
        if (t == VPack.COMPACT_ARRAY || t == VPack.COMPACT_OBJECT) {
            return (int) readReverseVarint(b, pos + bl, pos);
        }
        int w = width(t);
        if (t <= 0x05) {
            int ds = dataStart(b, pos);
            if (ds >= pos + bl) return 0;
            int s = (int) VPack.byteSize(b, ds, pos + bl);
            return (pos + bl - ds) / s;
        }
        return (int) (w < 8 ? readUInt(b, pos + 1 + w, w) : readUInt(b, pos + bl - 8, 8));
    }

    /** Position of the first item or member. */
    public static int dataStart(byte[] b, int pos) {
        int t = b[pos] & 0xff;
        if (t == VPack.COMPACT_ARRAY || t == VPack.COMPACT_OBJECT) return pos + 1 + VPack.varintLength(b, pos + 1);
        int w = width(t);
        int headerEnd = t <= 0x05 ? pos + 1 + w : (w < 8 ? pos + 1 + 2 * w : pos + 9);
        return VPack.dataStart(b, pos, headerEnd, pos + byteLength(b, pos));
    }

    /** End (exclusive) of the last item or member: before any index table and trailing count. */
    public static int dataEnd(byte[] b, int pos) {
        int t = b[pos] & 0xff;
        if (t == VPack.EMPTY_ARRAY || t == VPack.EMPTY_OBJECT) return pos + 1;
        int bl = byteLength(b, pos);
        if (t == VPack.COMPACT_ARRAY || t == VPack.COMPACT_OBJECT) return pos + bl - VPack.reverseVarintLength(b, pos + bl);
        if (t <= 0x05) return pos + bl;
        if (t >= 0x0b && count(b, pos) == 1) {
            // a one-member object may have no index table: its end is where the member ends
            int k = dataStart(b, pos);
            int v = k + (int) VPack.byteSize(b, k, pos + bl);
            return v + (int) VPack.byteSize(b, v, pos + bl);
        }
        return indexBase(b, pos);
    }

    /** Start of the index table of an indexed container (types 0x06-0x12). */
    public static int indexBase(byte[] b, int pos) {
        int t = b[pos] & 0xff;
        int w = width(t);
        int bl = byteLength(b, pos);
        int n = count(b, pos);
        return pos + bl - n * w - (w == 8 ? 8 : 0);
    }

    /** Position of index-table entry {@code i} (index-table order) of an indexed container. */
    public static int indexed(byte[] b, int pos, int i) {
        int w = width(b[pos] & 0xff);
        return pos + (int) readUInt(b, indexBase(b, pos) + i * w, w);
    }
}
