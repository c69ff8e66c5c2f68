package dev.brisk.bind;

import dev.brisk.bind.model.Animal;
import dev.brisk.bind.model.Item;
import dev.brisk.bind.model.Order;
import dev.brisk.bind.model.Status;
import dev.brisk.json.Json;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonWriter;
import dev.brisk.pack.MsgPackReader;
import dev.brisk.pack.Slice;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The same codecs read and write VelocyPack and MessagePack. */
class BinaryFormatsTest {
    private final Brisk brisk = Brisk.create();
    private final Order order = new Order(42, "ann", List.of(new Item("pen", 1.5, 2), new Item("ink", 20, 1)),
            Map.of("a", 1), Optional.of("n"), Status.SHIPPED, true);

    @Test
    void velocyPackRoundTripsAndHoldsTheSameDocumentAsTheJson() throws Exception {
        byte[] pack = brisk.writeVelocyPack(order);
        assertEquals(order, brisk.readVelocyPack(pack, Order.class));
        JsonWriter json = JsonWriter.create();
        Slice.of(pack).copyTo(json);
        assertEquals(Json.parse(brisk.writeBytes(order)), Json.parse(json.toByteArray()));
    }

    @Test
    void messagePackRoundTripsAndHoldsTheSameDocumentAsTheJson() throws Exception {
        byte[] pack = brisk.writeMessagePack(order);
        assertEquals(order, brisk.readMessagePack(pack, Order.class));
        JsonWriter json = JsonWriter.create();
        try (MsgPackReader in = MsgPackReader.of(pack)) {
            in.copyTo(json);
        }
        assertEquals(Json.parse(brisk.writeBytes(order)), Json.parse(json.toByteArray()));
    }

    /**
     * The mapper reuses its MessagePack writers with their buffers: documents of very different
     * sizes in turn, and a write that failed part way, change no later document's bytes (each
     * compared with a new mapper's first write, which has a fresh writer).
     */
    @Test
    void reusedMessagePackWritersWriteEveryDocumentAsAFreshOne() {
        Brisk pooled = Brisk.builder().maxWriteDepth(64).build();
        List<Object> cycle = new java.util.ArrayList<>();
        cycle.add(cycle);
        List<Object> docs = List.of(order, Map.of("s", "é".repeat(300_000)), List.of(1, "x"), Map.of("s", "日本".repeat(200)),
                order, List.of());
        for (int round = 0; round < 2; round++) {
            for (Object doc : docs) {
                byte[] fresh = Brisk.builder().maxWriteDepth(64).build().writeMessagePack(doc);
                assertTrue(Arrays.equals(fresh, pooled.writeMessagePack(doc)), doc.getClass() + " round " + round);
                assertThrows(JsonException.class, () -> pooled.writeMessagePack(cycle)); // leaves a writer mid-document
            }
        }
    }

    @Test
    void sealedAndGenericTypesGoThroughBinaryFormatsToo() {
        List<Animal> animals = List.of(new Animal.Dog("rex", true), new Animal.Cat("tom", 9));
        TypeToken<List<Animal>> type = new TypeToken<>() { };
        assertEquals(animals, brisk.readMessagePack(brisk.writeMessagePack(animals, type.type()), type));
        assertEquals(animals, brisk.readVelocyPack(brisk.writeVelocyPack(animals, type.type()), type));
    }

    @Test
    void bindingErrorsInBinaryInputCarryThePath() {
        byte[] pack = brisk.writeMessagePack(Map.of("quantity", "many"));
        JsonException e = assertThrows(JsonException.class, () -> brisk.readMessagePack(pack, Item.class));
        assertEquals("$.quantity", e.path());
        // the codecs read the MessagePack itself: the offset is the value's byte in it (0x81, fixstr
        // "quantity" in 9 bytes, then the value); binary formats have no lines
        assertEquals(-1, e.line());
        assertEquals(10, e.offset());
        byte[] vpack = brisk.writeVelocyPack(Map.of("quantity", "many"));
        JsonException v = assertThrows(JsonException.class, () -> brisk.readVelocyPack(vpack, Item.class));
        assertEquals("$.quantity", v.path());
        assertTrue(v.offset() > 0 && v.offset() < vpack.length, v.getMessage());
        assertEquals((byte) (0x40 + 4), vpack[(int) v.offset()], "the offset of the string \"many\"");
    }

    @Test
    void malformedMessagePackFailsWithItsByteOffset() {
        byte[] pack = brisk.writeMessagePack(order);
        JsonException e = assertThrows(JsonException.class, () -> brisk.readMessagePack(Arrays.copyOf(pack, pack.length - 3), Order.class));
        assertTrue(e.offset() > 0 && e.offset() <= pack.length, e.getMessage());
    }

    @Test
    void truncatedOrTrailingBinaryInputIsAnError() {
        byte[] pack = brisk.writeMessagePack(order);
        assertThrows(JsonException.class, () -> brisk.readMessagePack(Arrays.copyOf(pack, pack.length - 3), Order.class));
        assertThrows(JsonException.class, () -> brisk.readMessagePack(Arrays.copyOf(pack, pack.length + 1), Order.class));
        byte[] vpack = brisk.writeVelocyPack(order);
        assertThrows(JsonException.class, () -> brisk.readVelocyPack(Arrays.copyOf(vpack, vpack.length - 3), Order.class));
    }
}
