package dev.brisk.bind;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The mapper finds the codecs of the classes it writes most ahead of its registry: whatever the
 * order and number of classes written, each value is written by its own class's codec, the same
 * one the registry gives.
 */
class RecentWriteCodecsTest {
    public record A(int a) { }
    public record B(String b) { }
    public record C(long c) { }
    public record D(boolean d) { }
    public record E(double e) { }
    public record F(List<Integer> f) { }

    private static String json(byte[] b) { return new String(b, StandardCharsets.UTF_8); }

    @Test
    void moreClassesThanSlotsInTurnEachGetTheirOwnCodec() {
        Brisk brisk = Brisk.create();
        Brisk own = Brisk.builder().build();
        for (int round = 0; round < 3; round++) {
            assertEquals("{\"a\":" + round + "}", json(own.writeBytes(new A(round))));
            assertEquals("{\"b\":\"x" + round + "\"}", json(own.writeBytes(new B("x" + round))));
            assertEquals("{\"c\":" + (1L << 40) + "}", json(own.writeBytes(new C(1L << 40))));
            assertEquals("{\"d\":true}", json(own.writeBytes(new D(true))));
            assertEquals("{\"e\":0.5}", json(own.writeBytes(new E(0.5))));
            assertEquals("{\"f\":[1,2]}", json(own.writeBytes(new F(List.of(1, 2)))));
            assertEquals("[1,\"s\"]", json(own.writeBytes(List.of(1, "s"))));
            assertEquals(json(brisk.writeBytes(new F(List.of(round)))), json(own.writeBytes(new F(List.of(round)))));
        }
        assertEquals(own.codec(A.class), own.codec(A.class));
    }

    @Test
    void aClassWithoutACodecFailsEveryTimeAndTakesNoSlot() {
        Brisk brisk = Brisk.builder().build();
        Object unbindable = new Object() { };
        for (int i = 0; i < 6; i++) assertThrows(IllegalArgumentException.class, () -> brisk.writeBytes(unbindable));
        assertEquals("{\"a\":1}", json(brisk.writeBytes(new A(1))));
    }

    @Test
    void aStringWriteAndAStreamWriteUseTheSameCodecs() {
        Brisk brisk = Brisk.builder().build();
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        brisk.write(new A(7), bytes);
        assertEquals("{\"a\":7}", bytes.toString(StandardCharsets.UTF_8));
        assertEquals("{\"a\":7}", brisk.writeString(new A(7)));
        assertEquals("{\"a\":7}", json(brisk.writeBytes(new A(7))));
    }
}
