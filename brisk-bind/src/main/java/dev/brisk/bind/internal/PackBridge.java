package dev.brisk.bind.internal;

import dev.brisk.json.JsonReader;
import dev.brisk.json.ReadLimits;
import dev.brisk.pack.MsgPackReader;
import dev.brisk.pack.MsgPackWriter;
import dev.brisk.pack.PackBuilder;
import dev.brisk.pack.Slice;

import java.nio.ByteBuffer;

/**
 * Connects the mapper to brisk-pack, which is an optional dependency: only this class names its
 * types, so the mapper loads without it. Writing pushes codecs straight into the binary
 * builders; reading hands codecs the format's own {@code JsonReader}, with no JSON text between.
 */
public final class PackBridge {
    private PackBridge() { }

    public static PackBuilder velocyPackBuilder() { return new PackBuilder(); }

    public static byte[] finish(PackBuilder builder) { return builder.toByteArray(); }

    /** A writer to bytes that refuses nesting past {@code maxDepth}: it needs no depth-counting sink around it. */
    public static MsgPackWriter messagePackWriter(int maxDepth) { return MsgPackWriter.toBytes().maxDepth(maxDepth); }

    public static byte[] finish(MsgPackWriter writer) { return writer.toByteArray(); }

    /** A reader over the VelocyPack value that fills {@code pack}, checked as it reads: codecs read it directly. */
    public static JsonReader velocyPackReader(byte[] pack, ReadLimits limits) {
        return Slice.readerOf(pack, 0, pack.length, limits);
    }

    /** A reader over the one MessagePack value that fills {@code pack}: codecs read it directly. */
    public static JsonReader messagePackReader(byte[] pack, ReadLimits limits) {
        return MsgPackReader.of(pack, 0, pack.length, limits);
    }

    /**
     * A reader over the one MessagePack value in the remaining bytes of {@code pack} (position
     * unchanged): a heap buffer is read in place, a direct or read-only one copied once.
     */
    public static JsonReader messagePackReader(ByteBuffer pack, ReadLimits limits) {
        if (pack.hasArray()) return MsgPackReader.of(pack.array(), pack.arrayOffset() + pack.position(), pack.remaining(), limits);
        byte[] copy = new byte[pack.remaining()];
        pack.duplicate().get(copy); // a duplicate: the caller's position stays where it was
        return MsgPackReader.of(copy, 0, copy.length, limits);
    }
}
