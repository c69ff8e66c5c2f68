package dev.brisk.bind.internal;

import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.ReadLimits;
import dev.brisk.json.ValueCursor;
import dev.brisk.pack.MsgPackReader;
import dev.brisk.pack.MsgPackValueCursor;
import dev.brisk.pack.MsgPackWriter;
import dev.brisk.pack.PackBuilder;
import dev.brisk.pack.Slice;
import dev.brisk.pack.VPackValueCursor;

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

    /** What {@code writer} (one {@link #messagePackWriter} made) holds; it is then empty and keeps its buffer. */
    public static byte[] takeBytes(JsonSink writer) { return ((MsgPackWriter) writer).takeBytes(); }

    /** A reader over the VelocyPack value that fills {@code pack}, checked as it reads: codecs read it directly. */
    public static JsonReader velocyPackReader(byte[] pack, ReadLimits limits) {
        return Slice.readerOf(pack, 0, pack.length, limits);
    }

    /** A reader over the one MessagePack value that fills {@code pack[offset, offset + length)}. */
    public static JsonReader messagePackReader(byte[] pack, int offset, int length, ReadLimits limits) {
        return MsgPackReader.of(pack, offset, length, limits);
    }

    /** A MessagePack cursor for documents read with {@code limits}, aimed by {@link #reset}. */
    public static ValueCursor messagePackCursor(ReadLimits limits) {
        return new MsgPackValueCursor(limits);
    }

    /** {@code cursor} (one {@link #messagePackCursor} made) started on the document {@code pack[offset, offset + length)}. */
    public static ValueCursor reset(ValueCursor cursor, byte[] pack, int offset, int length) {
        return ((MsgPackValueCursor) cursor).reset(pack, offset, length);
    }

    /** A VelocyPack cursor for documents read with {@code limits}, aimed by {@link #resetVelocyPack}. */
    public static ValueCursor velocyPackCursor(ReadLimits limits) {
        return new VPackValueCursor(limits);
    }

    /** {@code cursor} (one {@link #velocyPackCursor} made) started on the document {@code pack[offset, offset + length)}. */
    public static ValueCursor resetVelocyPack(ValueCursor cursor, byte[] pack, int offset, int length) {
        return ((VPackValueCursor) cursor).reset(pack, offset, length);
    }
}
