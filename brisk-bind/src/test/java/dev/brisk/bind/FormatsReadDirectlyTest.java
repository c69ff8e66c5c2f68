package dev.brisk.bind;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.brisk.bind.model.Item;
import dev.brisk.bind.model.Order;
import dev.brisk.bind.model.Status;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonValue;
import dev.brisk.pack.MsgPackWriter;
import dev.brisk.pack.PackBuilder;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * readMessagePack, readVelocyPack and fromTree hand the codecs a reader over the format itself:
 * the format's own values arrive as they are (bin as bytes, timestamps as instants, integers
 * exactly) and errors point into the input the caller gave (byte offsets, paths).
 */
class FormatsReadDirectlyTest {
    record Blob(byte[] data, Instant at, BigInteger big, BigDecimal price) { }

    private final Brisk brisk = Brisk.create();

    private static byte[] blobAsMessagePack(byte[] data, Instant at) {
        MsgPackWriter w = MsgPackWriter.toBytes();
        w.beginObject(4);
        w.name("data");
        w.binaryValue(data, 0, data.length);
        w.name("at");
        w.timestampValue(at);
        w.name("big");
        w.numberValue(new BigInteger("18446744073709551615"));
        w.name("price");
        w.numberValue(12.25);
        w.endObject();
        return w.toByteArray();
    }

    @Test
    void aMessagePackBinReadsAsBytesAndATimestampAsAnInstant() {
        byte[] data = {0, 1, 2, (byte) 0xff, 127};
        Instant at = Instant.parse("2024-05-01T12:00:00.123456789Z");
        Blob b = brisk.readMessagePack(blobAsMessagePack(data, at), Blob.class);
        assertArrayEquals(data, b.data());
        assertEquals(at, b.at());
        assertEquals(new BigInteger("18446744073709551615"), b.big());
        assertEquals(new BigDecimal("12.25"), b.price());
    }

    @Test
    void bytesWrittenAsBase64TextStillRead() {
        Blob b = new Blob(new byte[] {9, 8, 7}, Instant.EPOCH, BigInteger.TEN, BigDecimal.ONE);
        Blob back = brisk.readMessagePack(brisk.writeMessagePack(b), Blob.class);
        assertArrayEquals(b.data(), back.data());
        assertEquals(b.at(), back.at());
        Blob viaPack = brisk.readVelocyPack(brisk.writeVelocyPack(b), Blob.class);
        assertArrayEquals(b.data(), viaPack.data());
        Blob viaTree = brisk.fromTree(brisk.toTree(b), Blob.class);
        assertArrayEquals(b.data(), viaTree.data());
        assertEquals(b.at(), viaTree.at());
    }

    @Test
    void aMessagePackErrorGivesTheByteOffsetInTheMessagePack() {
        MsgPackWriter w = MsgPackWriter.toBytes();
        w.beginObject(2);
        w.name("name");
        w.stringValue("pen");
        w.name("quantity");
        w.stringValue("many");
        w.endObject();
        byte[] pack = w.toByteArray();
        JsonException e = assertThrows(JsonException.class, () -> brisk.readMessagePack(pack, Item.class));
        assertEquals("$.quantity", e.path());
        // 0x82, fixstr "name", fixstr "pen", fixstr "quantity": the value starts at byte 19
        assertEquals(1 + 5 + 4 + 9, e.offset(), e.getMessage());
    }

    @Test
    void aVelocyPackErrorGivesTheByteOffsetAndPath() {
        PackBuilder p = new PackBuilder();
        p.beginObject();
        p.name("quantity");
        p.stringValue("many");
        p.endObject();
        byte[] pack = p.toByteArray();
        JsonException e = assertThrows(JsonException.class, () -> brisk.readVelocyPack(pack, Item.class));
        assertEquals("$.quantity", e.path());
        int key = indexOf(pack, (byte) (0x40 + 8)); // the 8-byte string "quantity"; its value follows
        assertEquals(key + 9, e.offset(), e.getMessage());
    }

    private static int indexOf(byte[] b, byte v) {
        for (int i = 0; i < b.length; i++) if (b[i] == v) return i;
        return -1;
    }

    @Test
    void aTreeErrorHasThePathAndNoOffset() {
        JsonValue tree = brisk.toTree(Map.of("items", List.of(Map.of("name", "a", "price", 1, "quantity", "x"))));
        JsonException e = assertThrows(JsonException.class, () -> brisk.fromTree(tree, Order.class));
        assertEquals("$.items[0].quantity", e.path());
        assertEquals(-1, e.offset());
    }

    @Test
    void everyFormatBindsTheSameObject() {
        Order order = new Order(42, "ann", List.of(new Item("pen", 1.5, 2), new Item("ink", 20, 1)),
                Map.of("a", 1), Optional.of("n"), Status.SHIPPED, true);
        assertEquals(order, brisk.fromTree(brisk.toTree(order), Order.class));
        assertEquals(order, brisk.readMessagePack(brisk.writeMessagePack(order), Order.class));
        assertEquals(order, brisk.readVelocyPack(brisk.writeVelocyPack(order), Order.class));
        assertEquals(Map.of("a", List.of(1, 2.5, "s")), brisk.fromTree(brisk.toTree(Map.of("a", List.of(1, 2.5, "s"))), Map.class));
        assertEquals(Map.of("a", List.of(1, 2.5, "s")), brisk.readMessagePack(brisk.writeMessagePack(Map.of("a", List.of(1, 2.5, "s"))), Map.class));
    }
}
