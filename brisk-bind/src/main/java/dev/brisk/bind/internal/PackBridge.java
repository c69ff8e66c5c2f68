package dev.brisk.bind.internal;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonToken;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.ReadLimits;
import dev.brisk.pack.MsgPackReader;
import dev.brisk.pack.MsgPackWriter;
import dev.brisk.pack.PackBuilder;
import dev.brisk.pack.Slice;

import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * Connects the mapper to brisk-pack, which is an optional dependency: only this class names its
 * types, so the mapper loads without it. Writing pushes codecs straight into the binary
 * builders. Reading transcodes the binary document to JSON text first (through the sources'
 * {@code copyTo}) and binds that: codecs read from a {@code JsonReader}, and there is no
 * {@code JsonReader} over binary input yet. That is correct but costs one extra pass and buffer.
 */
public final class PackBridge {
    private PackBridge() { }

    public static PackBuilder velocyPackBuilder() { return new PackBuilder(); }

    public static byte[] finish(PackBuilder builder) { return builder.toByteArray(); }

    public static MsgPackWriter messagePackWriter() { return MsgPackWriter.toBytes(); }

    public static byte[] finish(MsgPackWriter writer) { return writer.toByteArray(); }

    /** The VelocyPack value that fills {@code pack}, as JSON text. */
    public static byte[] velocyPackToJson(byte[] pack, ReadLimits limits) {
        JsonWriter json = JsonWriter.create();
        Slice.of(pack, 0, pack.length, limits).copyTo(json);
        return json.toByteArray();
    }

    /** The one MessagePack value in the remaining bytes of {@code pack}, as JSON text; heap buffers are read in place. */
    public static byte[] messagePackToJson(ByteBuffer pack, ReadLimits limits) {
        if (pack.hasArray()) return messagePackToJson(pack.array(), pack.arrayOffset() + pack.position(), pack.remaining(), limits);
        byte[] copy = new byte[pack.remaining()];
        pack.duplicate().get(copy); // a duplicate: the caller's position stays where it was
        return messagePackToJson(copy, 0, copy.length, limits);
    }

    /** The one MessagePack value that fills {@code pack[offset, offset + length)}, as JSON text. */
    public static byte[] messagePackToJson(byte[] pack, int offset, int length, ReadLimits limits) {
        JsonWriter json = JsonWriter.create();
        try (MsgPackReader in = MsgPackReader.of(pack, offset, length, limits)) {
            in.copyTo(json);
            if (in.peek() != JsonToken.END_DOCUMENT) {
                throw new JsonException("Unexpected data after the MessagePack value", in.offset(), -1, -1, null);
            }
        } catch (IOException e) {
            throw new JsonException("Cannot read MessagePack: " + e, -1, -1, -1, null, e);
        }
        return json.toByteArray();
    }
}
