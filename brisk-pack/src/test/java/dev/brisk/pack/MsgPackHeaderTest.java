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
 * Array and map headers written without a size hint: one byte reserved (the whole header up to
 * 15 items), else widened at once or through 5-byte slots shrunk in one pass once no such
 * container is open. Compared byte for byte with
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

    /**
     * A random tree of arrays and maps (0 to 40 items, some bodies past 4 KB, hinted or not,
     * maps and arrays nested in both), written by a writer to bytes and to a stream, must be
     * msgpack-core's bytes: containers of up to 15 items keep their one reserved byte, larger
     * ones widen at once or through the 5-byte slots compacted later, inside each other in any
     * order.
     */
    @net.jqwik.api.Property(tries = 300)
    void randomTreesMatchMsgpackCore(@net.jqwik.api.ForAll long seed) throws IOException {
        MessageBufferPacker p = MessagePack.newDefaultBufferPacker();
        MsgPackWriter w = MsgPackWriter.toBytes();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        MsgPackWriter s = MsgPackWriter.to(out);
        for (int top = 0; top < 2; top++) {
            tree(new java.util.Random(seed + top), p, 0);
            tree(new java.util.Random(seed + top), w, 0);
            tree(new java.util.Random(seed + top), s, 0);
        }
        s.flush();
        assertArrayEquals(p.toByteArray(), w.toByteArray());
        assertArrayEquals(p.toByteArray(), out.toByteArray());
    }

    private static int items(java.util.Random r) {
        int k = r.nextInt(10);
        return k < 5 ? r.nextInt(16) : k < 8 ? 14 + r.nextInt(4) : 16 + r.nextInt(25);
    }

    private static void tree(java.util.Random r, MsgPackWriter w, int level) {
        if (level == 3 || r.nextInt(3) == 0) {
            int len = r.nextInt(8) == 0 ? 300 + r.nextInt(2000) : r.nextInt(20);
            w.stringValue("x".repeat(len));
            return;
        }
        boolean map = r.nextBoolean();
        int n = items(r);
        boolean hinted = r.nextInt(4) == 0;
        if (map) {
            if (hinted) w.beginObject(n); else w.beginObject();
        } else {
            if (hinted) w.beginArray(n); else w.beginArray();
        }
        for (int i = 0; i < n; i++) {
            if (map) w.name("k" + i);
            tree(r, w, level + 1);
        }
        if (map) w.endObject(); else w.endArray();
    }

    private static void tree(java.util.Random r, MessageBufferPacker p, int level) throws IOException {
        if (level == 3 || r.nextInt(3) == 0) {
            int len = r.nextInt(8) == 0 ? 300 + r.nextInt(2000) : r.nextInt(20);
            p.packString("x".repeat(len));
            return;
        }
        boolean map = r.nextBoolean();
        int n = items(r);
        r.nextInt(4); // the hint draw, as the writer makes it
        if (map) p.packMapHeader(n); else p.packArrayHeader(n);
        for (int i = 0; i < n; i++) {
            if (map) p.packString("k" + i);
            tree(r, p, level + 1);
        }
    }

    @Test
    void maxDepthRefusesTheLevelPastIt() {
        MsgPackWriter w = MsgPackWriter.toBytes().maxDepth(2);
        w.beginArray();
        w.beginObject(1);
        w.name("a");
        JsonException e = assertThrows(JsonException.class, w::beginArray);
        assertTrue(e.getMessage().startsWith("Nesting depth exceeds the limit of 2"), e.getMessage());
        w.numberValue(1); // the refused level left nothing behind
        w.endObject();
        w.endArray();
        assertArrayEquals(HexFormat.of().parseHex("9181a16101"), w.toByteArray());
        assertThrows(IllegalArgumentException.class, () -> MsgPackWriter.toBytes().maxDepth(0));
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
