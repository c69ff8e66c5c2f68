package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.JsonException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.msgpack.core.MessageBufferPacker;
import org.msgpack.core.MessagePack;

/**
 * Array and map headers written without a size hint: reserved, then all shrunk to their
 * smallest form in one pass once no such container is open. Compared byte for byte with
 * msgpack-core, which knows every count up front.
 */
class MsgPackHeaderTest {

    /** Nested arrays of the given sizes (outermost first), each item an int except the last. */
    private static void nested(MsgPackWriter w, int[] sizes, int level, boolean hinted) {
        int n = sizes[level];
        if (hinted && level % 2 == 1) w.beginArray(n); else w.beginArray();
        for (int i = 0; i < n; i++) {
            if (i == n - 1 && level + 1 < sizes.length) nested(w, sizes, level + 1, hinted);
            else w.numberValue(i % 100);
        }
        w.endArray();
    }

    private static void nested(MessageBufferPacker p, int[] sizes, int level) throws IOException {
        int n = sizes[level];
        p.packArrayHeader(n);
        for (int i = 0; i < n; i++) {
            if (i == n - 1 && level + 1 < sizes.length) nested(p, sizes, level + 1);
            else p.packInt(i % 100);
        }
    }

    @Test
    void headersAcrossEverySizeBoundaryMatchMsgpackCore() throws IOException {
        int[][] shapes = {{0}, {15, 16, 15}, {16, 0, 65535}, {65536, 3, 15, 16}, {1, 1, 1, 70000, 1, 2}};
        for (int[] sizes : shapes) {
            MessageBufferPacker p = MessagePack.newDefaultBufferPacker();
            nested(p, sizes, 0);
            for (boolean hinted : new boolean[] {false, true}) {
                MsgPackWriter w = MsgPackWriter.toBytes();
                nested(w, sizes, 0, hinted);
                assertArrayEquals(p.toByteArray(), w.toByteArray(), java.util.Arrays.toString(sizes) + " hinted " + hinted);
            }
        }
    }

    @Test
    void mapsAndSeveralTopLevelValuesCompactEachOnTheirOwn() {
        MsgPackWriter w = MsgPackWriter.toBytes();
        for (int v = 0; v < 3; v++) {
            w.beginObject();
            w.name("a");
            w.beginArray();
            w.endArray();
            w.name("b");
            w.beginObject();
            w.name("c");
            w.nullValue();
            w.endObject();
            w.endObject();
            w.numberValue(v);
        }
        String one = "82 a1 61 90 a1 62 81 a1 63 c0";
        assertArrayEquals(HexFormat.of().parseHex((one + " 00 " + one + " 01 " + one + " 02").replace(" ", "")), w.toByteArray());
    }

    @Test
    void aStreamReceivesBytesOnceNoReservedHeaderIsOpen() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        MsgPackWriter w = MsgPackWriter.to(out);
        w.beginArray(20_000); // hinted: written at once
        for (int i = 0; i < 20_000; i++) {
            w.beginObject(); // unhinted: compacted as each one closes
            w.name("k");
            w.numberValue(i);
            w.endObject();
        }
        assertTrue(out.size() > 0, "bytes reached the stream while the outer array was still open");
        w.endArray();
        w.flush();
        MsgPackReader r = MsgPackReader.of(out.toByteArray());
        r.beginArray();
        for (int i = 0; i < 20_000; i++) {
            r.beginObject();
            assertEquals("k", r.nextName());
            assertEquals(i, r.nextInt());
            r.endObject();
        }
        r.endArray();
        // and inside an unhinted container nothing may be flushed
        MsgPackWriter open = MsgPackWriter.to(new ByteArrayOutputStream());
        open.beginArray();
        assertThrows(JsonException.class, open::flush);
    }

    @Test
    void misuseLeavesNoBrokenDocument() {
        MsgPackWriter w = MsgPackWriter.toBytes();
        w.beginArray(2);
        w.beginObject();
        assertThrows(JsonException.class, w::endArray); // wrong kind
        w.name("x");
        assertThrows(JsonException.class, w::endObject); // key without value
        w.numberValue(1);
        w.endObject();
        assertThrows(JsonException.class, w::endArray); // hint 2, one item so far
        w.numberValue(2);
        w.endArray();
        assertArrayEquals(HexFormat.of().parseHex("9281a1780102"), w.toByteArray());
    }
}
