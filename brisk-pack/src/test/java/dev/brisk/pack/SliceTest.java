package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.arangodb.velocypack.VPackBuilder;
import com.arangodb.velocypack.ValueType;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.ReadLimits;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

class SliceTest {

    private static byte[] hex(String s) { return HexFormat.of().parseHex(s.replace(" ", "")); }

    private static Slice pack(String json, int compactLimit) {
        PackBuilder b = new PackBuilder().compactLimit(compactLimit);
        JsonIn.copy(json.getBytes(StandardCharsets.UTF_8), b);
        return Slice.of(b.toByteArray());
    }

    private static String json(Slice s) {
        JsonWriter w = JsonWriter.create();
        s.copyTo(w);
        return new String(w.toByteArray(), StandardCharsets.UTF_8);
    }

    @Test
    void getFindsEveryKeyOfLargeSortedObjectsAndNothingElse() {
        for (int n : new int[] {10, 1000, 100_000}) {
            StringBuilder sb = new StringBuilder("{");
            for (int i = 0; i < n; i++) sb.append(i == 0 ? "" : ",").append("\"key").append(i * 7919 % n).append("\":").append(i);
            Slice s = pack(sb.append('}').toString(), 8);
            assertEquals(n, s.size());
            for (int i = 0; i < n; i += Math.max(1, n / 500)) {
                assertEquals(i, s.get("key" + (i * 7919 % n)).getLong());
            }
            assertNull(s.get("key" + n));
            assertNull(s.get(""));
            assertNull(s.get("zzz"));
        }
    }

    @Test
    void getWorksOnCompactUnsortedAndOneMemberObjects() {
        assertEquals("x", pack("{\"a\":1,\"b\":\"x\"}", 8).get("b").getString());
        assertEquals(1, pack("{\"é\":1}", 0).get("é").getLong());
        // the spec's unsorted example (0x0f) and one-member object without index table
        Slice unsorted = Slice.of(hex("0f 13 03 41 62 1a 41 61 28 0c 41 63 43 78 79 7a 03 06 0a"));
        assertEquals(12, unsorted.get("a").getLong());
        assertEquals("xyz", unsorted.get("c").getString());
        assertTrue(unsorted.get("b").getBoolean());
        Slice one = Slice.of(hex("0b 06 01 41 61 31"));
        assertEquals(1, one.get("a").getLong());
    }

    @Test
    void duplicateNamesFindTheFirstWritten() {
        assertEquals(1, pack("{\"a\":1,\"b\":2,\"a\":3}", 0).get("a").getLong());
        assertEquals(1, pack("{\"a\":1,\"b\":2,\"a\":3}", 8).get("a").getLong());
    }

    @Test
    void arraysIndexAndIterateInOrder() {
        for (int limit : new int[] {0, 8, Integer.MAX_VALUE}) {
            Slice s = pack("[1,\"two\",[3],{\"four\":4},null,true,5.5]", limit);
            assertEquals(7, s.size());
            assertEquals("two", s.at(1).getString());
            assertEquals(3, s.at(2).at(0).getLong());
            assertEquals(4, s.at(3).get("four").getInt());
            assertTrue(s.at(4).isNull());
            assertEquals(5.5, s.at(6).getDouble());
            List<SliceType> types = new ArrayList<>();
            for (Slice x : s.elements()) types.add(x.type());
            assertEquals(List.of(SliceType.SMALL_INT, SliceType.STRING, SliceType.ARRAY, SliceType.OBJECT, SliceType.NULL,
                    SliceType.BOOLEAN, SliceType.DOUBLE), types);
            assertThrows(IndexOutOfBoundsException.class, () -> s.at(7));
        }
    }

    @Test
    void membersComeInWrittenOrder() {
        List<String> names = new ArrayList<>();
        for (Slice.Member m : pack("{\"z\":1,\"a\":2,\"m\":3,\"b\":4,\"c\":5,\"d\":6,\"e\":7,\"f\":8,\"g\":9}", 0).members()) {
            names.add(m.name());
        }
        assertEquals(List.of("z", "a", "m", "b", "c", "d", "e", "f", "g"), names);
    }

    @Test
    void typesJsonLacksAreReadAndMappedAsDocumented() {
        VPackBuilder b = new VPackBuilder();
        b.add(ValueType.ARRAY);
        b.add(new byte[] {1, 2, 3});
        b.add(new java.util.Date(1_700_000_000_123L));
        b.close();
        byte[] bytes = Arrays.copyOfRange(b.slice().getBuffer(), 0, b.slice().getByteSize());
        Slice s = Slice.of(bytes);
        assertEquals(SliceType.BINARY, s.at(0).type());
        assertArrayEquals(new byte[] {1, 2, 3}, s.at(0).getBinary());
        assertEquals(SliceType.UTC_DATE, s.at(1).type());
        assertEquals(1_700_000_000_123L, s.at(1).getUtcDate());
        assertEquals("[\"AQID\",1700000000123]", json(s));
        // BCD 12345 in both encodings of the spec, and a negative one: exact decimals
        assertEquals(new BigDecimal("12345"), Slice.of(hex("c8 03 00 00 00 00 01 23 45")).getBigDecimal());
        assertEquals(new BigDecimal("12345"), Slice.of(hex("c8 03 ff ff ff ff 12 34 50")).getBigDecimal().stripTrailingZeros());
        assertEquals(SliceType.BCD, Slice.of(hex("d0 01 fe ff ff ff 25")).type());
        assertEquals("-0.25", json(Slice.of(hex("d0 01 fe ff ff ff 25"))));
    }

    @Test
    void typesWithoutJsonFormFailToCopyWithTheirNameAndOffset() {
        String[][] cases = {{"17", "Illegal"}, {"1e", "MinKey"}, {"1f", "MaxKey"}, {"f0 07", "Custom"},
            {"1d 00 00 00 00 00 00 00 00", "External"}, {"ee 05 31", "Tagged"}};
        for (String[] c : cases) {
            Slice s = Slice.of(hex("02 " + String.format("%02x", hex(c[0]).length + 2) + " " + c[0]));
            JsonException e = assertThrows(JsonException.class, () -> json(s), c[1]);
            assertTrue(e.getMessage().startsWith(c[1]), e.getMessage());
            assertEquals(2, e.offset());
        }
        assertEquals(5, Slice.of(hex("ee 05 31")).tag());
        assertEquals(1, Slice.of(hex("ee 05 31")).untagged().getLong());
        assertEquals(SliceType.CUSTOM, Slice.of(hex("f4 02 aa bb")).type());
    }

    /** A value the sink refuses (NaN, which JSON cannot hold) is reported at its offset in the slice. */
    @Test
    void aValueTheSinkRefusesIsReportedAtItsOffset() {
        Slice s = Slice.of(hex("13 0d 31 1b 00 00 00 00 00 00 f8 7f 02")); // compact [1, NaN]
        assertTrue(Double.isNaN(s.at(1).getDouble()));
        JsonException e = assertThrows(JsonException.class, () -> json(s));
        assertEquals(3, e.offset(), e.getMessage());
        assertEquals("$[1]", e.path(), e.getMessage()); // the refused element, not the one before it
        assertEquals("[1,NaN]", new String(copyLeniently(s), StandardCharsets.UTF_8));
    }

    private static byte[] copyLeniently(Slice s) {
        JsonWriter w = dev.brisk.json.WriterOptions.defaults().withNonFiniteNumbers(true).writer();
        s.copyTo(w);
        return w.toByteArray();
    }

    @Test
    void integerKeysAreReportedAsHavingNoJsonForm() {
        Slice s = Slice.of(hex("14 05 31 31 01"));
        assertEquals(1, s.size());
        JsonException e = assertThrows(JsonException.class, () -> json(s));
        assertTrue(e.getMessage().contains("attribute-table"), e.getMessage());
    }

    /**
     * A sorted object (0x0b) whose index table holds an attribute-table key (a small integer)
     * among string keys: every string key {@code members()} lists is found by {@code get}, or the
     * document is refused as out of order. Keys a..d in every order, the integer key at every place.
     */
    @Test
    void getFindsEveryListedMemberOfASortedObjectWithAnAttributeKey() {
        int accepted = 0;
        int refused = 0;
        List<List<String>> orders = permutations(List.of("a", "b", "c", "d"));
        for (List<String> order : orders) {
            for (int at = 0; at <= order.size(); at++) {
                List<String> keys = new java.util.ArrayList<>(order);
                keys.add(at, null); // the attribute key
                byte[] doc = sortedObject(keys);
                Slice s;
                try {
                    s = Slice.of(doc);
                } catch (JsonException e) {
                    assertTrue(e.getMessage().contains("not in key order"), e.getMessage());
                    refused++;
                    continue;
                }
                accepted++;
                assertEquals(List.of("a", "b", "c", "d"), order, "accepted only with its string keys in order");
                for (Slice.Member m : s.members()) {
                    if (!m.key().isString()) continue;
                    Slice found = s.get(m.name());
                    assertTrue(found != null, m.name() + " listed but not found in " + keys);
                    assertEquals(m.value().getLong(), found.getLong(), m.name());
                }
                assertEquals(null, s.get("e"));
            }
        }
        assertEquals(5, accepted); // the sorted order, with the integer key at each of its 5 places
        assertEquals(orders.size() * 5 - 5, refused);
    }

    /** A 0x0b object with 1-byte offsets: keys (null = small-int key 5) in this index order, values 1, 2, ... */
    private static byte[] sortedObject(List<String> keys) {
        java.io.ByteArrayOutputStream data = new java.io.ByteArrayOutputStream();
        int[] offsets = new int[keys.size()];
        for (int i = 0; i < keys.size(); i++) {
            offsets[i] = 3 + data.size();
            String k = keys.get(i);
            if (k == null) {
                data.write(0x35);
            } else {
                data.write(0x40 + k.length());
                data.writeBytes(k.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            }
            data.write(0x31 + i); // small int 1 + i
        }
        int total = 3 + data.size() + keys.size();
        byte[] out = new byte[total];
        out[0] = 0x0b;
        out[1] = (byte) total;
        out[2] = (byte) keys.size();
        System.arraycopy(data.toByteArray(), 0, out, 3, data.size());
        for (int i = 0; i < offsets.length; i++) out[3 + data.size() + i] = (byte) offsets[i];
        return out;
    }

    private static List<List<String>> permutations(List<String> items) {
        if (items.isEmpty()) return List.of(List.of());
        List<List<String>> all = new java.util.ArrayList<>();
        for (String first : items) {
            List<String> rest = new java.util.ArrayList<>(items);
            rest.remove(first);
            for (List<String> p : permutations(rest)) {
                List<String> one = new java.util.ArrayList<>();
                one.add(first);
                one.addAll(p);
                all.add(one);
            }
        }
        return all;
    }

    @Test
    void numbersReadWithoutDecodingTheirNeighbours() {
        Slice s = pack("[-9223372036854775808,18446744073709551615,-7,3000000000,1.5]", 8);
        assertEquals(Long.MIN_VALUE, s.at(0).getLong());
        assertEquals(new java.math.BigInteger("18446744073709551615"), s.at(1).getBigInteger());
        assertThrows(JsonException.class, () -> s.at(1).getLong());
        assertEquals(-7, s.at(2).getInt());
        assertThrows(JsonException.class, () -> s.at(3).getInt());
        assertEquals(1.5, s.at(4).getDouble());
        assertThrows(JsonException.class, () -> s.at(4).getLong());
        assertThrows(JsonException.class, () -> s.at(4).getString());
    }

    @Test
    void byteBuffersAreViewedInPlace() {
        byte[] b = hex("ff ff 02 05 31 32 33 ff");
        ByteBuffer buf = ByteBuffer.wrap(b, 2, 5);
        Slice s = Slice.of(buf.slice());
        assertEquals(3, s.size());
        assertEquals(2, s.offset());
        ByteBuffer direct = ByteBuffer.allocateDirect(5).put(hex("02 05 31 32 33")).flip();
        assertEquals(3, Slice.of(direct).at(2).getLong());
    }

    @Test
    void damagedDocumentsFailWithTheOffsetOfTheProblem() {
        assertEquals(0, assertThrows(JsonException.class, () -> Slice.of(hex("02 06 31 32 33"))).offset()); // length beyond input
        assertEquals(5, assertThrows(JsonException.class, () -> Slice.of(hex("02 05 31 32 33 00"))).offset()); // trailing byte
        assertThrows(JsonException.class, () -> Slice.of(hex("02 05 31 28 33"))); // unequal item sizes
        assertThrows(JsonException.class, () -> Slice.of(hex("06 09 03 31 32 33 03 05 04"))); // index table out of order
        assertThrows(JsonException.class, () -> Slice.of(hex("0b 13 03 41 62 1a 41 61 28 0c 41 63 43 78 79 7a 03 06 0a"))); // "sorted" but not
        assertThrows(JsonException.class, () -> Slice.of(hex("0b 13 03 41 62 1a 41 61 28 0c 41 63 43 78 79 7a 06 06 0a"))); // a member twice
        assertEquals(3, assertThrows(JsonException.class, () -> Slice.of(hex("02 05 42 c3 28"))).offset()); // invalid UTF-8
        assertThrows(JsonException.class, () -> Slice.of(hex("15"))); // reserved type
        assertThrows(JsonException.class, () -> Slice.of(hex("00"))); // none
        assertThrows(JsonException.class, () -> Slice.of(hex("bf ff ff ff ff ff ff ff 7f 41"))); // 8-byte length
        assertThrows(JsonException.class, () -> Slice.of(hex("13 05 31 32 05"))); // count mismatch
        assertThrows(JsonException.class, () -> Slice.of(hex("c8 01 00 00 00 00 1a"))); // bad BCD digit
    }

    @Test
    void nestingBeyondTheLimitIsAnError() {
        int n = 50;
        byte[] deep = new byte[2 * n + 1];
        for (int i = 0; i < n; i++) {
            deep[2 * i] = 0x02;
            deep[2 * i + 1] = (byte) (2 * (n - i) + 1);
        }
        deep[2 * n] = 0x18;
        assertEquals(SliceType.ARRAY, Slice.of(deep).type());
        JsonException e = assertThrows(JsonException.class, () -> Slice.of(deep, 0, deep.length, ReadLimits.defaults().withMaxDepth(49)));
        assertTrue(e.getMessage().contains("withMaxDepth"), e.getMessage());
        assertEquals(98, e.offset());
    }

    /** Ten members: past the compact limit, so an object with a one-byte index table (0x0b). */
    private static byte[] indexedObject() {
        PackBuilder b = new PackBuilder();
        b.beginObject();
        for (char c = 'a'; c <= 'j'; c++) {
            b.name(String.valueOf(c));
            b.numberValue(c - 'a');
        }
        b.endObject();
        byte[] bytes = b.toByteArray();
        assertEquals(0x0b, bytes[0] & 0xff, "the layout this test corrupts");
        return bytes;
    }

    @Test
    void anIndexTableMustListEveryMemberExactlyOnce() {
        byte[] good = indexedObject();
        assertEquals(10, Slice.of(good).size());
        int table = good.length - 10;
        byte[] twice = good.clone();
        twice[table + 1] = twice[table]; // member a listed twice, member b not at all
        JsonException e = assertThrows(JsonException.class, () -> Slice.of(twice));
        assertTrue(e.getMessage().contains("exactly once"), e.getMessage());
        byte[] astray = good.clone();
        astray[table + 3] = (byte) (astray[table + 3] + 1); // inside a member, not at its start
        e = assertThrows(JsonException.class, () -> Slice.of(astray));
        assertTrue(e.getMessage().contains("exactly once"), e.getMessage());
        byte[] swapped = good.clone();
        swapped[table] = good[table + 1];
        swapped[table + 1] = good[table]; // every member once, but b before a
        e = assertThrows(JsonException.class, () -> Slice.of(swapped));
        assertTrue(e.getMessage().contains("not in key order"), e.getMessage());
    }

    @Test
    void validatingManyIndexedContainersReusesNothingWrongly() {
        // objects of growing size in one document: the validator's per-container scratch grows and
        // is reused; every one must still be checked on its own
        PackBuilder b = new PackBuilder();
        b.beginArray();
        for (int n = 9; n < 40; n += 7) {
            b.beginObject();
            for (int i = 0; i < n; i++) {
                b.name("k" + (char) ('A' + i));
                b.numberValue(i);
            }
            b.endObject();
        }
        b.endArray();
        Slice s = Slice.of(b.toByteArray());
        assertEquals(5, s.size());
        assertEquals(9, s.at(3).get("kJ").getLong());
    }
}
