package dev.brisk.kafka;

import dev.brisk.bind.Brisk;
import dev.brisk.bind.TypeToken;
import dev.brisk.json.JsonException;
import dev.brisk.json.ReadLimits;
import dev.brisk.json.ReaderOptions;
import dev.brisk.kafka.Shop.Line;
import dev.brisk.kafka.Shop.Order;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.junit.jupiter.api.Test;
import org.msgpack.core.MessageBufferPacker;
import org.msgpack.core.MessagePack;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BriskDeserializerTest {
    private static final Order ORDER = new Order("o-1", "ada", List.of(new Line("pen", 2, 150), new Line("ink", 1, 2000)));
    private static final RecordHeaders NO_HEADERS = new RecordHeaders();

    /** {@code payload} inside a larger region, positioned on it, as a consumer's fetch buffer slices it. */
    static ByteBuffer embedded(byte[] payload, int before, int after, String kind) {
        byte[] all = new byte[before + payload.length + after];
        Arrays.fill(all, (byte) ']');
        System.arraycopy(payload, 0, all, before, payload.length);
        ByteBuffer heap = ByteBuffer.wrap(all, before, payload.length);
        switch (kind) {
            case "heap": return heap;
            case "slice": return heap.slice();
            case "readOnly": return heap.asReadOnlyBuffer();
            default:
                ByteBuffer direct = ByteBuffer.allocateDirect(all.length);
                direct.put(all).position(before).limit(before + payload.length);
                return direct;
        }
    }

    @Provide
    Arbitrary<String> kinds() { return Arbitraries.of("heap", "slice", "readOnly", "direct"); }

    @Provide
    Arbitrary<Order> orders() {
        Arbitrary<String> text = Arbitraries.strings().ofMaxLength(30);
        Arbitrary<Line> line = Combinators.combine(text, Arbitraries.integers(), Arbitraries.longs()).as(Line::new);
        return Combinators.combine(text, text, line.list().ofMaxSize(5)).as(Order::new);
    }

    @Provide
    Arbitrary<BriskFormat> formats() { return Arbitraries.of(BriskFormat.values()); }

    @Property(tries = 300)
    void aBufferAnywhereInAnyKindOfMemoryReadsAsTheBytesDo(@ForAll("orders") Order order, @ForAll("formats") BriskFormat format,
                                                           @ForAll("kinds") String kind,
                                                           @ForAll @IntRange(max = 30) int before, @ForAll @IntRange(max = 30) int after) {
        byte[] bytes = new BriskSerializer<>(Brisk.create(), Order.class, format).serialize("t", order);
        BriskDeserializer<Order> deserializer = new BriskDeserializer<>(Brisk.create(), Order.class, format);
        ByteBuffer buffer = embedded(bytes, before, after, kind);
        int position = buffer.position();
        assertEquals(order, deserializer.deserialize("t", bytes));
        assertEquals(order, deserializer.deserialize("t", NO_HEADERS, buffer));
        assertEquals(position, buffer.position(), "the consumer's buffer is left as it was");
    }

    @Test
    void messagePackWrittenByMsgpackCoreIsRead() throws IOException {
        MessageBufferPacker p = MessagePack.newDefaultBufferPacker();
        p.packMapHeader(3);
        p.packString("id").packString("o-7");
        p.packString("customer").packString("grace");
        p.packString("lines").packArrayHeader(1);
        p.packMapHeader(3).packString("sku").packString("cup").packString("quantity").packInt(4).packString("priceCents").packLong(99);
        byte[] pack = p.toByteArray();
        Order expected = new Order("o-7", "grace", List.of(new Line("cup", 4, 99)));
        BriskDeserializer<Order> deserializer = new BriskDeserializer<>(Brisk.create(), Order.class, BriskFormat.MSGPACK);
        assertEquals(expected, deserializer.deserialize("t", pack));
        assertEquals(expected, deserializer.deserialize("t", NO_HEADERS, embedded(pack, 9, 3, "heap")));
    }

    @Test
    void malformedJsonRaisesSerializationExceptionWithBrisksLocation() {
        byte[] bad = "{\"id\":\"o-1\",\"customer\":\"ada\",\n\"lines\":[{\"sku\":\"pen\",\"quantity\":two}]}".getBytes(StandardCharsets.UTF_8);
        BriskDeserializer<Order> deserializer = new BriskDeserializer<>(Order.class);
        for (SerializationException e : List.of(
                assertThrows(SerializationException.class, () -> deserializer.deserialize("orders", bad)),
                assertThrows(SerializationException.class, () -> deserializer.deserialize("orders", NO_HEADERS, embedded(bad, 50, 0, "heap"))))) {
            JsonException cause = assertInstanceOf(JsonException.class, e.getCause());
            assertEquals(2, cause.line());
            assertEquals(35, cause.column()); // the "w" of "two", where it stops being "true"
            assertEquals("$.lines[0].quantity", cause.path());
            assertTrue(e.getMessage().contains("topic 'orders'"), e.getMessage());
            assertTrue(e.getMessage().contains("at line 2, column 35"), e.getMessage());
            assertTrue(e.getMessage().contains("path $.lines[0].quantity"), e.getMessage());
        }
    }

    @Test
    void truncatedMessagePackRaisesSerializationExceptionWithTheByteOffset() {
        byte[] pack = new BriskSerializer<>(Brisk.create(), Order.class, BriskFormat.MSGPACK).serialize("t", ORDER);
        byte[] cut = Arrays.copyOf(pack, pack.length - 4);
        BriskDeserializer<Order> deserializer = new BriskDeserializer<>(Brisk.create(), Order.class, BriskFormat.MSGPACK);
        SerializationException e = assertThrows(SerializationException.class, () -> deserializer.deserialize("t", NO_HEADERS, embedded(cut, 7, 7, "heap")));
        JsonException cause = assertInstanceOf(JsonException.class, e.getCause());
        assertTrue(cause.offset() > 0 && cause.offset() <= cut.length, e.getMessage());
    }

    @Test
    void aMessagePackValueOfTheWrongShapeNamesItsPath() throws IOException {
        MessageBufferPacker p = MessagePack.newDefaultBufferPacker();
        p.packMapHeader(3).packString("id").packString("o").packString("customer").packString("c")
                .packString("lines").packArrayHeader(1).packMapHeader(1).packString("quantity").packString("many");
        SerializationException e = assertThrows(SerializationException.class,
                () -> new BriskDeserializer<>(Brisk.create(), Order.class, BriskFormat.MSGPACK).deserialize("t", p.toByteArray()));
        assertEquals("$.lines[0].quantity", ((JsonException) e.getCause()).path());
    }

    @Test
    void theMappersLimitsApply() {
        Brisk small = Brisk.builder().readerOptions(ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxDocumentSize(64))).build();
        byte[] json = Brisk.create().writeBytes(new Order("o", "x".repeat(100), List.of()));
        assertEquals("o", new BriskDeserializer<>(Order.class).deserialize("t", json).id());
        SerializationException e = assertThrows(SerializationException.class,
                () -> new BriskDeserializer<>(small, Order.class, BriskFormat.JSON).deserialize("t", NO_HEADERS, ByteBuffer.wrap(json)));
        assertTrue(e.getMessage().contains("exceeds the limit of 64"), e.getMessage());
    }

    @Test
    void trailingBytesAfterTheValueAreAnError() {
        byte[] json = (Brisk.create().writeString(ORDER) + "{}").getBytes(StandardCharsets.UTF_8);
        assertThrows(SerializationException.class, () -> new BriskDeserializer<>(Order.class).deserialize("t", NO_HEADERS, ByteBuffer.wrap(json)));
    }

    @Test
    void aTombstoneIsNull() {
        BriskDeserializer<Order> deserializer = new BriskDeserializer<>(Order.class);
        assertNull(deserializer.deserialize("t", (byte[]) null));
        assertNull(deserializer.deserialize("t", NO_HEADERS, (ByteBuffer) null));
        assertNull(new BriskSerializer<Order>().serialize("t", null));
    }

    @Test
    void genericTypesAreReadWithTheirArguments() {
        TypeToken<List<Line>> lines = new TypeToken<>() { };
        BriskSerde<List<Line>> serde = new BriskSerde<>(Brisk.create(), lines, BriskFormat.MSGPACK);
        byte[] bytes = serde.serializer().serialize("t", ORDER.lines());
        List<Line> back = serde.deserializer().deserialize("t", NO_HEADERS, ByteBuffer.wrap(bytes));
        assertEquals(ORDER.lines(), back);
        assertSame(Line.class, back.get(0).getClass());
    }
}
