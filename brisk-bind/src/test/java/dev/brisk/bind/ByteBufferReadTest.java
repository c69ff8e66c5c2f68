package dev.brisk.bind;

import dev.brisk.bind.model.Item;
import dev.brisk.bind.model.Order;
import dev.brisk.bind.model.Status;
import dev.brisk.json.JsonException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Reading the remaining bytes of a ByteBuffer (a slice of a larger array, as network libraries
 * hand them over): the same value as from a byte[], in every kind of buffer, position untouched.
 */
class ByteBufferReadTest {
    private final Brisk brisk = Brisk.create();
    private final Order order = new Order(7, "bo", List.of(new Item("cup", 2.25, 3)), Map.of("k", 2), Optional.empty(), Status.SHIPPED, false);

    /** {@code payload} between {@code before} and {@code after} bytes of noise, positioned on it, as the given kind of buffer. */
    static ByteBuffer embedded(byte[] payload, int before, int after, String kind) {
        byte[] all = new byte[before + payload.length + after];
        java.util.Arrays.fill(all, (byte) '}');
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

    @Property(tries = 100)
    void jsonInAnyBufferReadsAsFromBytes(@ForAll @IntRange(max = 40) int before, @ForAll @IntRange(max = 40) int after,
                                         @ForAll("kinds") String kind) {
        ByteBuffer buffer = embedded(brisk.writeBytes(order), before, after, kind);
        int position = buffer.position();
        assertEquals(order, brisk.read(buffer, Order.class));
        assertEquals(order, brisk.read(buffer, TypeToken.of(Order.class)), "a second read sees the same bytes");
        assertEquals(position, buffer.position());
    }

    @Property(tries = 100)
    void messagePackInAnyBufferReadsAsFromBytes(@ForAll @IntRange(max = 40) int before, @ForAll @IntRange(max = 40) int after,
                                                @ForAll("kinds") String kind) {
        ByteBuffer buffer = embedded(brisk.writeMessagePack(order), before, after, kind);
        int position = buffer.position();
        assertEquals(order, brisk.readMessagePack(buffer, Order.class));
        assertEquals(order, brisk.readMessagePack(buffer, TypeToken.of(Order.class)));
        assertEquals(position, buffer.position());
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<String> kinds() { return net.jqwik.api.Arbitraries.of("heap", "slice", "readOnly", "direct"); }

    @Test
    void errorOffsetsCountFromTheBuffersPosition() {
        ByteBuffer buffer = embedded("{\"id\":x}".getBytes(java.nio.charset.StandardCharsets.UTF_8), 100, 5, "heap");
        JsonException e = assertThrows(JsonException.class, () -> brisk.read(buffer, Order.class));
        assertEquals(6, e.offset());
        assertEquals(7, e.column());
    }

    @Test
    void bytesAfterTheValueWithinTheRemainingOnesAreAnError() {
        byte[] json = brisk.writeBytes(order);
        ByteBuffer buffer = ByteBuffer.wrap((new String(json, java.nio.charset.StandardCharsets.UTF_8) + " 1").getBytes(java.nio.charset.StandardCharsets.UTF_8));
        assertThrows(JsonException.class, () -> brisk.read(buffer, Order.class));
        byte[] pack = brisk.writeMessagePack(order);
        ByteBuffer packed = ByteBuffer.allocate(pack.length + 1).put(pack).put((byte) 1).flip();
        assertThrows(JsonException.class, () -> brisk.readMessagePack(packed, Order.class));
    }
}
