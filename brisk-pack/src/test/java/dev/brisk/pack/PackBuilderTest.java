package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.JsonException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class PackBuilderTest {

    private static byte[] hex(String s) { return HexFormat.of().parseHex(s.replace(" ", "")); }

    private static byte[] pack(String json, int compactLimit) {
        PackBuilder b = new PackBuilder().compactLimit(compactLimit);
        JsonIn.copy(json.getBytes(StandardCharsets.UTF_8), b);
        return b.toByteArray();
    }

    @Test
    void arrayOfEqualSizedItemsHasNoIndexTable() {
        assertArrayEquals(hex("02 05 31 32 33"), pack("[1,2,3]", 8)); // the spec's example
    }

    @Test
    void smallObjectsAndArraysOfMixedSizesAreCompact() {
        // the spec prints this example with a count byte of 01; two items need 02
        assertArrayEquals(hex("13 06 31 28 10 02"), pack("[1,16]", 8));
        assertArrayEquals(hex("14 0a 41 61 31 41 62 28 10 02"), pack("{\"a\":1,\"b\":16}", 8));
    }

    @Test
    void largerObjectsGetAnIndexTableSortedByNameWhileMembersKeepTheirOrder() {
        // members written c, a, b; the index table lists a, b, c
        assertArrayEquals(hex("0b 13 03 41 63 43 78 79 7a 41 61 28 0c 41 62 1a 09 0d 03"),
                pack("{\"c\":\"xyz\",\"a\":12,\"b\":true}", 0));
    }

    @Test
    void emptyContainersAreOneByte() {
        assertArrayEquals(hex("01"), pack("[]", 8));
        assertArrayEquals(hex("0a"), pack("{}", 8));
    }

    @Test
    void integersUseSmallIntsThenTheFewestBytes() {
        assertArrayEquals(hex("30"), pack("0", 8));
        assertArrayEquals(hex("39"), pack("9", 8));
        assertArrayEquals(hex("3a"), pack("-6", 8));
        assertArrayEquals(hex("3f"), pack("-1", 8));
        assertArrayEquals(hex("28 0a"), pack("10", 8));
        assertArrayEquals(hex("28 ff"), pack("255", 8));
        assertArrayEquals(hex("29 00 01"), pack("256", 8));
        assertArrayEquals(hex("20 f9"), pack("-7", 8));
        assertArrayEquals(hex("20 80"), pack("-128", 8));
        assertArrayEquals(hex("21 7f ff"), pack("-129", 8));
        assertArrayEquals(hex("27 00 00 00 00 00 00 00 80"), pack("-9223372036854775808", 8));
        assertArrayEquals(hex("2f ff ff ff ff ff ff ff ff"), pack("18446744073709551615", 8));
    }

    @Test
    void numbersBeyondUint64AndDecimalsBecomeDoubles() {
        byte[] big = pack("18446744073709551616", 8);
        assertEquals(0x1b, big[0] & 0xff);
        assertEquals(18446744073709551616.0, Slice.of(big).getDouble());
        assertEquals(0.1, Slice.of(pack("0.1", 8)).getDouble());
        assertEquals(100.0, Slice.of(pack("1e2", 8)).getDouble());
    }

    @Test
    void numbersBeyondTheDoubleRangeAreRejected() {
        assertThrows(JsonException.class, () -> pack("1e400", 8));
    }

    @Test
    void stringsUpTo126BytesAreShortLongerOnesLong() {
        String s126 = "x".repeat(126);
        byte[] b = pack("\"" + s126 + "\"", 8);
        assertEquals(0xbe, b[0] & 0xff);
        assertEquals(127, b.length);
        byte[] l = pack("\"" + "é".repeat(64) + "\"", 8); // 64 chars, 128 bytes
        assertEquals(0xbf, l[0] & 0xff);
        assertEquals(128, Slice.of(l).getStringLength());
        assertEquals("é".repeat(64), Slice.of(l).getString());
    }

    @Test
    void widthsGrowWithTheDocument() {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < 300; i++) sb.append(i == 0 ? "" : ",").append(i % 2 == 0 ? "1" : "\"ab\"");
        byte[] b = pack(sb.append(']').toString(), 8);
        assertEquals(0x07, b[0] & 0xff); // 2-byte index table
        Slice s = Slice.of(b);
        assertEquals(300, s.size());
        assertEquals("ab", s.at(299).getString());
        assertEquals(1, s.at(298).getLong());
    }

    @Test
    void unsignedBigIntegerAndFloatKeepTheirValues() {
        PackBuilder b = new PackBuilder();
        b.beginArray();
        b.numberValue(new BigInteger("18446744073709551615"));
        b.numberValue(0.1f);
        b.endArray();
        Slice s = Slice.of(b.toByteArray());
        assertEquals(new BigInteger("18446744073709551615"), s.at(0).getBigInteger());
        assertEquals(0.1, s.at(1).getDouble());
    }

    @Test
    void misuseIsRejected() {
        PackBuilder b = new PackBuilder();
        b.beginObject();
        assertThrows(JsonException.class, () -> b.numberValue(1));
        assertThrows(JsonException.class, b::endArray);
        b.name("a");
        assertThrows(JsonException.class, () -> b.name("b"));
        assertThrows(JsonException.class, b::endObject);
        PackBuilder c = new PackBuilder();
        c.nullValue();
        assertThrows(JsonException.class, c::nullValue);
        assertThrows(JsonException.class, () -> new PackBuilder().toByteArray());
        assertThrows(JsonException.class, () -> new PackBuilder().stringValue("a\uD800"));
        assertThrows(JsonException.class, () -> new PackBuilder().numberText("01"));
    }

    /**
     * An array of one one-byte item (null, a small int, a boolean) that ends exactly at the
     * buffer's end: its layout check looked at the item's second byte, one past the buffer
     * (ArrayIndexOutOfBoundsException). The bytes must not depend on the buffer's size.
     */
    @Test
    void oneByteItemArraysEndingAtTheBuffersEnd() {
        for (int capacity = 16; capacity <= 80; capacity++) {
            for (int pad = 0; pad <= 70; pad++) {
                String padding = "x".repeat(pad);
                PackBuilder small = new PackBuilder(capacity);
                PackBuilder large = new PackBuilder(4096);
                for (PackBuilder b : new PackBuilder[] {small, large}) {
                    b.beginArray();
                    b.stringValue(padding);
                    b.beginArray();
                    b.nullValue();
                    b.endArray();
                    b.beginArray();
                    b.numberValue(3);
                    b.endArray();
                    b.endArray();
                }
                assertArrayEquals(large.toByteArray(), small.toByteArray(), "capacity " + capacity + ", pad " + pad);
            }
        }
    }

    /**
     * A deep document costs work linear in its size: each container's body is moved at most
     * once, however deep it sits (it used to move again at every enclosing level, 999 times for
     * the innermost of 999 levels). Measured as bytes moved, not time.
     */
    @Test
    void bodiesMoveOnceHoweverDeepTheyNest() {
        String payload = "y".repeat(1000);
        for (int depth : new int[] {10, 999}) {
            for (boolean objects : new boolean[] {false, true}) {
                PackBuilder b = new PackBuilder();
                for (int i = 0; i < depth; i++) {
                    if (objects) {
                        b.beginObject();
                        b.name("k");
                    } else {
                        b.beginArray();
                        b.numberValue(i);
                        b.stringValue("z");
                    }
                }
                b.stringValue(payload);
                for (int i = 0; i < depth; i++) {
                    if (objects) b.endObject();
                    else b.endArray();
                }
                int size = b.size();
                assertTrue(size > payload.length() + depth, "depth " + depth);
                assertTrue(b.bytesMoved <= size, "depth " + depth + ": moved " + b.bytesMoved + " bytes for a document of " + size);
                Slice s = Slice.of(b.toByteArray());
                for (int i = 0; i < depth; i++) s = objects ? s.get("k") : s.at(2);
                assertEquals(payload, s.getString());
            }
        }
    }
}
