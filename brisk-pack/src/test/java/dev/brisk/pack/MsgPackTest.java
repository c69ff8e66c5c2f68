package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonToken;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.ReadLimits;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.msgpack.core.MessageBufferPacker;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageUnpacker;

class MsgPackTest {

    private static byte[] hex(String s) { return HexFormat.of().parseHex(s.replace(" ", "")); }

    private static byte[] pack(String json) {
        MsgPackWriter w = MsgPackWriter.toBytes();
        JsonIn.copy(json.getBytes(StandardCharsets.UTF_8), w);
        return w.toByteArray();
    }

    private static String toJson(byte[] msgpack) {
        JsonWriter out = JsonWriter.create();
        MsgPackReader.of(msgpack).copyTo(out);
        return new String(out.toByteArray(), StandardCharsets.UTF_8);
    }

    @Test
    void integersTakeTheSmallestForm() {
        assertArrayEquals(hex("00"), pack("0"));
        assertArrayEquals(hex("7f"), pack("127"));
        assertArrayEquals(hex("cc 80"), pack("128"));
        assertArrayEquals(hex("cd 01 00"), pack("256"));
        assertArrayEquals(hex("ce 00 01 00 00"), pack("65536"));
        assertArrayEquals(hex("cf 00 00 00 01 00 00 00 00"), pack("4294967296"));
        assertArrayEquals(hex("cf ff ff ff ff ff ff ff ff"), pack("18446744073709551615"));
        assertArrayEquals(hex("ff"), pack("-1"));
        assertArrayEquals(hex("e0"), pack("-32"));
        assertArrayEquals(hex("d0 df"), pack("-33"));
        assertArrayEquals(hex("d1 ff 7f"), pack("-129"));
        assertArrayEquals(hex("d2 ff ff 7f ff"), pack("-32769"));
        assertArrayEquals(hex("d3 80 00 00 00 00 00 00 00"), pack("-9223372036854775808"));
    }

    @Test
    void otherNumbersAreFloat64OrTheirExactTextWhenAsked() {
        assertArrayEquals(hex("cb 3f b9 99 99 99 99 99 9a"), pack("0.1"));
        assertArrayEquals(hex("cb 43 f0 00 00 00 00 00 00"), pack("18446744073709551616"));
        MsgPackWriter w = MsgPackWriter.toBytes().decimalsAsText(true);
        JsonIn.copy("[0.10,1e2,5]".getBytes(StandardCharsets.UTF_8), w);
        assertArrayEquals(hex("93 a4 302e3130 a3 316532 05"), w.toByteArray());
        assertThrows(JsonException.class, () -> pack("1e400"));
    }

    @Test
    void containersWithoutSizeHintsGetTheSmallestHeader() {
        assertArrayEquals(hex("82 a1 61 01 a1 62 90"), pack("{\"a\":1,\"b\":[]}"));
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < 16; i++) sb.append(i == 0 ? "" : ",").append('1');
        byte[] b = pack(sb.append(']').toString());
        assertArrayEquals(hex("dc 00 10"), java.util.Arrays.copyOf(b, 3));
        assertEquals(19, b.length);
    }

    @Test
    void stringsTakeTheSmallestHeader() {
        assertArrayEquals(hex("a0"), pack("\"\""));
        assertEquals((byte) 0xbf, pack("\"" + "x".repeat(31) + "\"")[0]);
        assertArrayEquals(hex("d9 20"), java.util.Arrays.copyOf(pack("\"" + "x".repeat(32) + "\""), 2));
        assertArrayEquals(hex("da 01 00"), java.util.Arrays.copyOf(pack("\"" + "x".repeat(256) + "\""), 3));
        assertArrayEquals(hex("d9 20"), java.util.Arrays.copyOf(pack("\"" + "é".repeat(16) + "\""), 2));
    }

    @Test
    void binBecomesBase64AndTimestampsBecomeIsoText() throws IOException {
        MessageBufferPacker p = MessagePack.newDefaultBufferPacker();
        p.packArrayHeader(4);
        p.packBinaryHeader(3).writePayload(new byte[] {1, 2, 3});
        p.packTimestamp(Instant.ofEpochSecond(1_700_000_000L));
        p.packTimestamp(Instant.ofEpochSecond(1_700_000_000L, 500_000_000));
        p.packTimestamp(Instant.ofEpochSecond(-1L, 1));
        p.close();
        assertEquals("[\"AQID\",\"2023-11-14T22:13:20Z\",\"2023-11-14T22:13:20.500Z\",\"1969-12-31T23:59:59.000000001Z\"]",
                toJson(p.toByteArray()));
    }

    @Test
    void timestampsWrittenHereReadBackThroughMsgpackCore() throws IOException {
        Instant[] times = {Instant.ofEpochSecond(0), Instant.ofEpochSecond(4_000_000_000L, 5), Instant.ofEpochSecond(-5, 7),
            Instant.ofEpochSecond(1L << 40)};
        MsgPackWriter w = MsgPackWriter.toBytes();
        for (Instant t : times) w.timestampValue(t);
        try (MessageUnpacker u = MessagePack.newDefaultUnpacker(w.toByteArray())) {
            for (Instant t : times) assertEquals(t, u.unpackTimestamp());
        }
        MsgPackReader r = MsgPackReader.of(w.toByteArray());
        for (Instant t : times) assertEquals(t, r.nextTimestamp());
    }

    @Test
    void otherExtensionsHaveNoJsonFormButCanBeRead() {
        MsgPackWriter w = MsgPackWriter.toBytes();
        w.extensionValue(5, new byte[] {9, 8});
        byte[] b = w.toByteArray();
        assertArrayEquals(hex("d5 05 09 08"), b);
        JsonException e = assertThrows(JsonException.class, () -> toJson(b));
        assertTrue(e.getMessage().contains("Extension type 5"), e.getMessage());
        MsgPackExtension x = MsgPackReader.of(b).nextExtension();
        assertEquals(5, x.type());
        assertArrayEquals(new byte[] {9, 8}, x.data());
    }

    @Test
    void scalarMapKeysBecomeTheirTextContainerKeysAreErrors() throws IOException {
        MessageBufferPacker p = MessagePack.newDefaultBufferPacker();
        p.packMapHeader(4).packInt(1).packInt(2).packBoolean(true).packNil().packNil().packString("x");
        p.packDouble(1.5).packInt(3);
        p.close();
        assertEquals("{\"1\":2,\"true\":null,\"null\":\"x\",\"1.5\":3}", toJson(p.toByteArray()));
        MessageBufferPacker q = MessagePack.newDefaultBufferPacker();
        q.packMapHeader(1).packArrayHeader(0).packInt(1);
        q.close();
        assertThrows(JsonException.class, () -> toJson(q.toByteArray()));
    }

    @Test
    void pullApiReadsEveryFormat() {
        MsgPackWriter w = MsgPackWriter.toBytes();
        w.beginObject(3);
        w.name("s");
        w.stringValue("héllo");
        w.name("n");
        w.beginArray();
        w.numberValue(-5);
        w.numberValue(new BigInteger("18446744073709551615"));
        w.numberValue(2.5f);
        w.nullValue();
        w.booleanValue(true);
        w.endArray();
        w.name("b");
        w.binaryValue(new byte[] {7}, 0, 1);
        w.endObject();
        MsgPackReader r = MsgPackReader.of(w.toByteArray());
        assertEquals(JsonToken.BEGIN_OBJECT, r.peek());
        r.beginObject();
        assertEquals(JsonToken.NAME, r.peek());
        assertEquals("s", r.nextName());
        assertEquals("héllo", r.nextString());
        assertEquals("n", r.nextName());
        r.beginArray();
        assertEquals(-5, r.nextInt());
        assertThrows(JsonException.class, () -> MsgPackReader.of(hex("cf ff ff ff ff ff ff ff ff")).nextLong());
        assertEquals(new BigInteger("18446744073709551615"), r.nextBigInteger());
        assertEquals(2.5, r.nextDouble());
        assertEquals(JsonToken.NULL, r.peek());
        r.nextNull();
        assertTrue(r.nextBoolean());
        assertFalse(r.hasNext());
        assertEquals(JsonToken.END_ARRAY, r.peek());
        r.endArray();
        assertEquals("b", r.nextName());
        assertEquals(JsonToken.STRING, r.peek());
        assertEquals("Bw==", r.nextString());
        r.endObject();
        assertEquals(JsonToken.END_DOCUMENT, r.peek());
    }

    @Test
    void sizeHintsAreCheckedAndStreamsReceiveTheSameBytes() throws IOException {
        MsgPackWriter w = MsgPackWriter.toBytes();
        w.beginArray(2);
        w.numberValue(1);
        assertThrows(JsonException.class, w::endArray);
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        try (MsgPackWriter s = MsgPackWriter.to(out)) {
            JsonIn.copy("{\"a\":[1,2,{\"b\":\"c\"}],\"d\":\"e\"}".getBytes(StandardCharsets.UTF_8), s);
        }
        assertArrayEquals(pack("{\"a\":[1,2,{\"b\":\"c\"}],\"d\":\"e\"}"), out.toByteArray());
    }

    @Test
    void declaredLengthsBeyondTheInputFailBeforeAllocating() {
        // str32 claiming 4 GB, array32 claiming 4 billion items, bin32, ext32, map32
        for (String h : new String[] {"db ff ff ff ff 41", "dd ff ff ff ff 01", "c6 7f ff ff ff 00", "c9 7f ff ff ff 05 00", "df ff ff ff ff"}) {
            JsonException e = assertThrows(JsonException.class, () -> MsgPackReader.of(hex(h)).copyTo(new Canon(false)), h);
            assertTrue(e.offset() >= 0, h);
        }
    }

    @Test
    void aStreamThatClaimsAHugeStringButEndsFailsWithoutAllocatingIt() {
        InputStream in = new ByteArrayInputStream(hex("db 7f ff ff f0 41 42"));
        MsgPackReader r = MsgPackReader.of(in, ReadLimits.defaults().withMaxStringLength(Integer.MAX_VALUE));
        JsonException e = assertThrows(JsonException.class, () -> r.copyTo(new Canon(false)));
        assertTrue(e.getMessage().contains("Truncated"), e.getMessage());
    }

    @Test
    void nextStringKeepsALiteralReplacementCharacterButRejectsInvalidUtf8() {
        assertEquals("a\uFFFDb", MsgPackReader.of(hex("a5 61 ef bf bd 62")).nextString());
        JsonException e = assertThrows(JsonException.class, () -> MsgPackReader.of(hex("a3 61 ed a0 80")).nextString());
        assertEquals(2, e.offset()); // an encoded surrogate
        MsgPackReader r = MsgPackReader.of(hex("81 a2 c0 80 01"));
        r.beginObject();
        assertEquals(2, assertThrows(JsonException.class, r::nextName).offset()); // overlong, in a key
    }

    @Test
    void badInputIsAClearErrorWithItsOffset() {
        JsonException utf8 = assertThrows(JsonException.class, () -> MsgPackReader.of(hex("92 01 a2 c3 28")).copyTo(new Canon(false)));
        assertEquals(3, utf8.offset());
        assertThrows(JsonException.class, () -> MsgPackReader.of(hex("c1")).copyTo(new Canon(false)));
        JsonException cut = assertThrows(JsonException.class, () -> MsgPackReader.of(hex("cd 01")).copyTo(new Canon(false)));
        assertEquals(1, cut.offset());
        byte[] deep = new byte[2000];
        java.util.Arrays.fill(deep, (byte) 0x91);
        JsonException d = assertThrows(JsonException.class, () -> MsgPackReader.of(deep).copyTo(new Canon(false)));
        assertTrue(d.getMessage().contains("withMaxDepth"), d.getMessage());
        assertEquals(1000, d.offset());
    }
    @Test
    void skippingAValueSkipsWhatJsonCannotHoldAtAnyDepth() {
        // {"a": [fixext1 type 1, bin8 of 3 bytes, "x"], "b": 2}: the extension and bin nested in a skipped value
        byte[] doc = hex("82 a1 61 93 d4 01 05 c4 03 01 02 03 a1 78 a1 62 02");
        MsgPackReader r = MsgPackReader.of(doc);
        r.beginObject();
        assertEquals("a", r.nextName());
        r.skipValue();
        assertEquals("b", r.nextName());
        assertEquals(2, r.nextLong());
        // the whole document too, from a stream
        MsgPackReader s = MsgPackReader.of(new java.io.ByteArrayInputStream(doc));
        s.skipValue();
        assertEquals(dev.brisk.json.JsonToken.END_DOCUMENT, s.peek());
    }
}
