package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonToken;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.ReadLimits;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The pull reader's fast paths: the type table behind peek(), the common number forms of
 * nextDouble(), names from the shared symbol table, and the innermost container kept in fields
 * (saved and restored across deep nesting).
 */
class MsgPackPullPathTest {

    private static byte[] hex(String s) { return HexFormat.of().parseHex(s.replace(" ", "")); }

    private static byte[] pack(String json) {
        MsgPackWriter w = MsgPackWriter.toBytes();
        JsonIn.copy(json.getBytes(StandardCharsets.UTF_8), w);
        return w.toByteArray();
    }

    /** Every token through the pull API, as text: the same whatever the source. */
    private static String walk(MsgPackReader r) {
        StringBuilder sb = new StringBuilder();
        while (true) {
            JsonToken t = r.peek();
            sb.append(t).append(' ');
            switch (t) {
                case BEGIN_OBJECT: r.beginObject(); break;
                case END_OBJECT: r.endObject(); break;
                case BEGIN_ARRAY: r.beginArray(); break;
                case END_ARRAY: r.endArray(); break;
                case NAME: sb.append(r.nextName()).append(' '); break;
                case STRING: sb.append(r.nextString()).append(' '); break;
                case NUMBER: sb.append(r.nextDouble()).append(' '); break;
                case BOOLEAN: sb.append(r.nextBoolean()).append(' '); break;
                case NULL: r.nextNull(); break;
                default: return sb.toString();
            }
        }
    }

    /** A stream that hands out one byte per read, so every peek may find nothing buffered. */
    private static InputStream trickle(byte[] b) {
        return new ByteArrayInputStream(b) {
            @Override public synchronized int read(byte[] dst, int off, int len) { return super.read(dst, off, Math.min(len, 1)); }
        };
    }

    @Test
    void nextDoubleReadsEveryNumberForm() {
        byte[] b = hex("9a 05 fd cb 40 04 00 00 00 00 00 00 ca 3f c0 00 00 cc ff d0 80 cd ff ff d3 ff ff ff ff ff ff ff fe"
                + " cf ff ff ff ff ff ff ff ff 7f");
        MsgPackReader r = MsgPackReader.of(b);
        r.beginArray();
        double[] expected = {5, -3, 2.5, 1.5, 255, -128, 65535, -2, 18446744073709551615.0, 127};
        for (double e : expected) {
            assertEquals(JsonToken.NUMBER, r.peek());
            assertEquals(e, r.nextDouble());
        }
        r.endArray();
        assertEquals(JsonToken.END_DOCUMENT, r.peek());
    }

    @Test
    void nextDoubleOnOtherTypesOrCutInputFailsWithoutConsuming() {
        MsgPackReader r = MsgPackReader.of(hex("92 a1 78 cb 40 04 00"));
        r.beginArray();
        JsonException e = assertThrows(JsonException.class, r::nextDouble);
        assertTrue(e.getMessage().contains("str"), e.getMessage());
        assertEquals("x", r.nextString()); // the failed call consumed nothing
        assertThrows(JsonException.class, r::nextDouble); // float64 with 3 of its 8 bytes
        MsgPackReader top = MsgPackReader.of(hex("cb 40"));
        assertThrows(JsonException.class, top::nextDouble);
    }

    @Test
    void repeatedNamesAreOneCanonicalString() {
        byte[] b = pack("[{\"alpha\":1,\"beta\":2},{\"alpha\":3,\"beta\":4}]");
        MsgPackReader r = MsgPackReader.of(b);
        r.beginArray();
        r.beginObject();
        String a1 = r.nextName();
        r.nextLong();
        r.nextName();
        r.nextLong();
        r.endObject();
        r.beginObject();
        String a2 = r.nextName();
        assertEquals("alpha", a2);
        assertSame(a1, a2);
        // another reader gets the same instance too (the table is shared, like the JSON reader's)
        MsgPackReader other = MsgPackReader.of(pack("{\"alpha\":0}"));
        other.beginObject();
        assertSame(a1, other.nextName());
    }

    @Test
    void namesAreCheckedForUtf8AndTheirLimitInChars() {
        MsgPackReader bad = MsgPackReader.of(hex("81 a3 61 ff 62 01"));
        bad.beginObject();
        JsonException e = assertThrows(JsonException.class, bad::nextName);
        assertTrue(e.getMessage().contains("UTF-8"), e.getMessage());
        assertEquals(3, e.offset()); // the byte 0xff
        // the name limit counts chars: "ééé" is 6 bytes but 3 chars
        ReadLimits three = ReadLimits.defaults().withMaxNameLength(3);
        byte[] ok = pack("{\"ééé\":1}");
        MsgPackReader r = MsgPackReader.of(ok, 0, ok.length, three);
        r.beginObject();
        assertEquals("ééé", r.nextName());
        byte[] tooLong = pack("{\"éééé\":1}");
        MsgPackReader t = MsgPackReader.of(tooLong, 0, tooLong.length, three);
        t.beginObject();
        assertThrows(JsonException.class, t::nextName);
        byte[] ascii = pack("{\"abcd\":1}");
        MsgPackReader u = MsgPackReader.of(ascii, 0, ascii.length, three);
        u.beginObject();
        assertThrows(JsonException.class, u::nextName);
    }

    @Test
    void manyUniqueNamesReadCorrectlyAfterTheTableIsSwitchedOff() {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < 2000; i++) sb.append(i == 0 ? "" : ",").append("\"k").append(i * 7919).append("\":").append(i);
        byte[] b = pack(sb.append('}').toString());
        MsgPackReader r = MsgPackReader.of(b);
        r.beginObject();
        for (int i = 0; i < 2000; i++) {
            assertEquals("k" + i * 7919, r.nextName());
            assertEquals(i, r.nextInt());
        }
        r.endObject();
    }

    @Test
    void deepNestingRestoresEachLevel() {
        // 40 levels, alternating maps and arrays, each with a value after its child
        StringBuilder open = new StringBuilder();
        StringBuilder close = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            if (i % 2 == 0) {
                open.append("{\"k").append(i).append("\":");
                close.insert(0, ",\"after\":" + i + "}");
            } else {
                open.append('[');
                close.insert(0, ",\"s" + i + "\"]");
            }
        }
        String json = open + "null" + close;
        byte[] b = pack(json);
        String arrayWalk = walk(MsgPackReader.of(b));
        assertEquals(arrayWalk, walk(MsgPackReader.of(trickle(b))));
        assertTrue(arrayWalk.startsWith("BEGIN_OBJECT NAME k0 BEGIN_ARRAY BEGIN_OBJECT NAME k2 "), arrayWalk);
        assertTrue(arrayWalk.endsWith("STRING s1 END_ARRAY NAME after NUMBER 0.0 END_OBJECT END_DOCUMENT "), arrayWalk);
        JsonWriter w = JsonWriter.create();
        MsgPackReader.of(trickle(b)).copyTo(w);
        assertEquals(json, new String(w.toByteArray(), StandardCharsets.UTF_8));
    }

    @Test
    void peekAgreesBetweenArraysAndTrickledStreams() {
        // three top-level values: a MessagePack stream
        byte[] first = pack("{\"a\":[1,-1,2.5,\"x\",true,false,null,{},[]],\"b\":{\"c\":\"\"}}");
        byte[] b = java.util.Arrays.copyOf(first, first.length + 6);
        System.arraycopy(hex("91 00 a3 74 6f 70"), 0, b, first.length, 6);
        String expected = walk(MsgPackReader.of(b));
        assertEquals("BEGIN_OBJECT NAME a BEGIN_ARRAY NUMBER 1.0 NUMBER -1.0 NUMBER 2.5 STRING x BOOLEAN true BOOLEAN false NULL "
                + "BEGIN_OBJECT END_OBJECT BEGIN_ARRAY END_ARRAY END_ARRAY NAME b BEGIN_OBJECT NAME c STRING  END_OBJECT END_OBJECT "
                + "BEGIN_ARRAY NUMBER 0.0 END_ARRAY STRING top END_DOCUMENT ", expected);
        assertEquals(expected, walk(MsgPackReader.of(trickle(b))));
    }

    private static String copy(byte[] b, ReadLimits limits) {
        JsonWriter w = JsonWriter.create();
        MsgPackReader.of(b, 0, b.length, limits).copyTo(w);
        return new String(w.toByteArray(), StandardCharsets.UTF_8);
    }

    @Test
    void copyToFastPathKeepsEveryCommonForm() {
        String longName = "n".repeat(40);
        String longValue = "v".repeat(200) + "é";
        String json = "{\"" + longName + "\":\"" + longValue + "\",\"a\":[0,127,-1,-32,2.5,null,true,false,{},[],{\"x\":\"\"}]}";
        byte[] b = pack(json);
        assertEquals(json, copy(b, ReadLimits.defaults()));
        assertEquals(json, copy(b, ReadLimits.defaults().withMaxNameLength(40)));
        assertThrows(JsonException.class, () -> copy(b, ReadLimits.defaults().withMaxNameLength(39)));
        assertThrows(JsonException.class, () -> copy(b, ReadLimits.defaults().withMaxStringLength(200)));
        assertEquals(json, copy(b, ReadLimits.defaults().withMaxStringLength(201)));
        // names in chars, not bytes: 40 x "é" is 80 bytes
        byte[] e = pack("{\"" + "é".repeat(40) + "\":1}");
        assertEquals("{\"" + "é".repeat(40) + "\":1}", copy(e, ReadLimits.defaults().withMaxNameLength(40)));
        assertThrows(JsonException.class, () -> copy(e, ReadLimits.defaults().withMaxNameLength(39)));
    }

    @Test
    void copyToFastPathReportsBadBytesAtTheirOffset() {
        JsonException v = assertThrows(JsonException.class, () -> copy(hex("92 01 a2 61 c0"), ReadLimits.defaults()));
        assertEquals(4, v.offset());
        JsonException n = assertThrows(JsonException.class, () -> copy(hex("91 81 d9 02 ff 61 01"), ReadLimits.defaults()));
        assertEquals(4, n.offset());
        // a fixarray claiming more items than bytes remain, and a cut float64
        assertThrows(JsonException.class, () -> copy(hex("91 93 01"), ReadLimits.defaults()));
        assertThrows(JsonException.class, () -> copy(hex("91 cb 40 04"), ReadLimits.defaults()));
    }

    @Test
    void copyToFastPathCountsTokensAndDepth() {
        byte[] b = hex("93 01 02 91 03"); // [1,2,[3]]: 5 tokens, depth 2
        assertEquals("[1,2,[3]]", copy(b, ReadLimits.defaults().withMaxTokenCount(5)));
        JsonException t = assertThrows(JsonException.class, () -> copy(b, ReadLimits.defaults().withMaxTokenCount(4)));
        assertTrue(t.getMessage().contains("Token count"), t.getMessage());
        assertEquals("[1,2,[3]]", copy(b, ReadLimits.defaults().withMaxDepth(2)));
        JsonException d = assertThrows(JsonException.class, () -> copy(b, ReadLimits.defaults().withMaxDepth(1)));
        assertTrue(d.getMessage().contains("depth"), d.getMessage());
        assertEquals(3, d.offset()); // the inner array's type byte
    }

    /** Every number form, each in a one-item array: its bytes and the double it stands for. */
    private static final String[] FORMS = {"05", "fd", "cc ff", "cd ff fe", "ce ff ff ff fd", "cf ff ff ff ff ff ff ff ff",
            "d0 80", "d1 80 00", "d2 80 00 00 00", "d3 ff ff ff ff ff ff ff fe", "ca 3f c0 00 00", "cb 40 04 00 00 00 00 00 00"};
    private static final double[] VALUES = {5, -3, 255, 65534, 4294967293.0, 18446744073709551615.0,
            -128, -32768, -2147483648.0, -2, 1.5, 2.5};

    @Test
    void nextDoubleReadsEachFormAfterPeekWithoutPeekAndFromATrickle() {
        for (int i = 0; i < FORMS.length; i++) {
            byte[] b = hex("92 " + FORMS[i] + FORMS[i]);
            for (MsgPackReader r : new MsgPackReader[] {MsgPackReader.of(b), MsgPackReader.of(trickle(b))}) {
                r.beginArray();
                assertEquals(JsonToken.NUMBER, r.peek());
                assertEquals(VALUES[i], r.nextDouble(), FORMS[i]);
                assertEquals(VALUES[i], r.nextDouble(), FORMS[i]); // no peek before it
                assertEquals(JsonToken.END_ARRAY, r.peek());
                r.endArray();
            }
        }
    }

    @Test
    void everyCutOfANumberFailsWithTheReadersOwnError() {
        for (String form : FORMS) {
            byte[] whole = hex("91 " + form);
            for (int len = 2; len < whole.length; len++) {
                byte[] cut = java.util.Arrays.copyOf(whole, len);
                for (boolean peek : new boolean[] {true, false}) {
                    MsgPackReader r = MsgPackReader.of(cut);
                    r.beginArray();
                    if (peek) assertEquals(JsonToken.NUMBER, r.peek());
                    JsonException e = assertThrows(JsonException.class, r::nextDouble, form + " cut to " + len);
                    assertTrue(e.getMessage().contains("Truncated"), e.getMessage());
                    assertEquals(2, e.offset()); // just after the type byte
                }
            }
        }
    }

    @Test
    void aPeekDoesNotVouchForAnyOtherPosition() {
        // {"k":1.5,"x":2}: after the value that peek saw, the next item is a key, not a value,
        // also when a stream's buffer shifted in between (a trickle shifts it on every read)
        byte[] b = pack("{\"k\":1.5,\"x\":2}");
        for (MsgPackReader r : new MsgPackReader[] {MsgPackReader.of(b), MsgPackReader.of(trickle(b))}) {
            r.beginObject();
            assertEquals("k", r.nextName());
            assertEquals(JsonToken.NUMBER, r.peek());
            assertEquals(1.5, r.nextDouble());
            assertThrows(JsonException.class, r::nextDouble);
            assertThrows(JsonException.class, r::nextString);
            assertThrows(JsonException.class, r::beginArray);
            assertEquals("x", r.nextName());
            assertEquals(JsonToken.NUMBER, r.peek());
            assertThrows(JsonException.class, r::endObject); // an item is left
            assertEquals(2, r.nextDouble());
            r.endObject();
        }
    }

    @Test
    void tokenLimitHoldsWhenPeekLetsTheValueThrough() {
        byte[] b = hex("93 01 02 03");
        MsgPackReader r = MsgPackReader.of(b, 0, b.length, ReadLimits.defaults().withMaxTokenCount(3));
        r.beginArray();
        assertEquals(JsonToken.NUMBER, r.peek());
        assertEquals(1, r.nextDouble());
        assertEquals(JsonToken.NUMBER, r.peek());
        assertEquals(2, r.nextDouble());
        assertEquals(JsonToken.NUMBER, r.peek()); // peek reads nothing: the value that breaks the limit does
        JsonException e = assertThrows(JsonException.class, r::nextDouble);
        assertTrue(e.getMessage().contains("Token count"), e.getMessage());
    }

    /** A stream that hands out the given parts, one per read. */
    private static InputStream chunks(String... parts) {
        return new InputStream() {
            int k;
            @Override public int read() { throw new UnsupportedOperationException(); }
            @Override public int read(byte[] dst, int off, int len) {
                if (k == parts.length) return -1;
                byte[] b = hex(parts[k++]);
                System.arraycopy(b, 0, dst, off, b.length);
                return b.length;
            }
        };
    }

    @Test
    void aBufferShiftForgetsWhatPeekSaw() {
        // ["x"] then [1] over a stream: the peek that sees "x" at index 0 of the buffer marks it;
        // the next document then starts at index 0 too, after the buffer shifted. It must start
        // afresh (its own token count), not pass as the value peek once saw there.
        MsgPackReader r = MsgPackReader.of(chunks("91", "a1 78", "91 01"), ReadLimits.defaults().withMaxTokenCount(3));
        assertEquals(JsonToken.BEGIN_ARRAY, r.peek());
        r.beginArray();
        assertEquals(JsonToken.STRING, r.peek()); // reads "a1 78" into the shifted buffer
        assertEquals(JsonToken.STRING, r.peek()); // buffered now: marked
        assertEquals("x", r.nextString());
        r.endArray();
        assertEquals(JsonToken.BEGIN_ARRAY, r.peek()); // reads "91 01", again at index 0
        r.beginArray();
        assertEquals(1, r.nextDouble()); // two tokens of this document, within its limit of 3
        r.endArray();
        assertEquals(JsonToken.END_DOCUMENT, r.peek());
    }

    @Test
    void copyToAnySinkReportsBadUtf8AtItsOffset() {
        // the JSON writer checks text itself (the reader then looks only when it objects); other
        // sinks rely on the reader: both ways the reader's error at the bad byte
        byte[][] bad = {hex("92 01 a2 61 c0"), hex("91 81 d9 02 ff 61 01"), hex("81 a3 61 ed a0 01"), hex("91 a4 f4 90 80 80")};
        long[] offsets = {4, 4, 3, 2};
        for (int i = 0; i < bad.length; i++) {
            byte[] b = bad[i];
            JsonException w = assertThrows(JsonException.class, () -> MsgPackReader.of(b).copyTo(JsonWriter.create()));
            assertTrue(w.getMessage().contains("Invalid UTF-8"), w.getMessage());
            assertEquals(offsets[i], w.offset());
            JsonException m = assertThrows(JsonException.class, () -> MsgPackReader.of(b).copyTo(MsgPackWriter.toBytes()));
            assertEquals(w.getMessage(), m.getMessage());
            JsonException t = assertThrows(JsonException.class, () -> MsgPackReader.of(b).copyTo(new dev.brisk.json.TreeBuilder()));
            assertEquals(w.getMessage(), t.getMessage());
        }
    }

    private static String copyOf(InputStream in) {
        JsonWriter w = JsonWriter.create();
        MsgPackReader.of(in).copyTo(w);
        return new String(w.toByteArray(), StandardCharsets.UTF_8);
    }

    @Test
    void copyToFastPathReadsEveryNumberFormAndSixteenBitHeaders() {
        StringBuilder items = new StringBuilder();
        for (String f : FORMS) items.append(f).append(' ');
        String str16 = "da 01 00 " + "61 ".repeat(256); // "aaa...a", 256 bytes
        StringBuilder array16 = new StringBuilder("dc 00 12 "); // 18 items
        for (int i = 0; i < 18; i++) array16.append("0").append(i % 10).append(' ');
        StringBuilder map16 = new StringBuilder("de 00 11 "); // 17 members
        for (int i = 0; i < 17; i++) map16.append("a2 6b ").append(String.format("%02x", 0x61 + i)).append(" c3 ");
        byte[] b = hex("94 dc 00 0c " + items + str16 + array16 + map16);
        String json = copy(b, ReadLimits.defaults());
        assertTrue(json.startsWith("[[5,-3,255,65534,4294967293,18446744073709551615,-128,-32768,-2147483648,-2,1.5,2.5],\"aaa"), json);
        assertTrue(json.endsWith("\",[0,1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7],{\"ka\":true,\"kb\":true,\"kc\":true,\"kd\":true,"
                + "\"ke\":true,\"kf\":true,\"kg\":true,\"kh\":true,\"ki\":true,\"kj\":true,\"kk\":true,\"kl\":true,"
                + "\"km\":true,\"kn\":true,\"ko\":true,\"kp\":true,\"kq\":true}]"), json);
        // a trickle never has a whole value buffered: the general path, with the same result
        assertEquals(json, copyOf(trickle(b)));
        // the pull API's fast paths read the same
        String walked = walk(MsgPackReader.of(b));
        assertEquals(walked, walk(MsgPackReader.of(trickle(b))));
        assertTrue(walked.contains("STRING " + "a".repeat(256) + " BEGIN_ARRAY NUMBER 0.0 "), walked);
        assertTrue(walked.endsWith("NAME kq BOOLEAN true END_OBJECT END_ARRAY END_DOCUMENT "), walked);
        // cut anywhere: the reader's own error, never another exception
        for (int len = 0; len < b.length; len++) {
            byte[] cut = java.util.Arrays.copyOf(b, len);
            assertThrows(JsonException.class, () -> copy(cut, ReadLimits.defaults()), "cut to " + len);
        }
        // the limits hold on the fast path too
        assertThrows(JsonException.class, () -> copy(b, ReadLimits.defaults().withMaxStringLength(255)));
        assertEquals(json, copy(b, ReadLimits.defaults().withMaxStringLength(256)));
        assertThrows(JsonException.class, () -> copy(b, ReadLimits.defaults().withMaxDepth(1)));
        for (int len = 1; len < b.length; len++) { // (no bytes at all: an empty sequence)
            byte[] cut = java.util.Arrays.copyOf(b, len);
            assertThrows(JsonException.class, () -> walk(MsgPackReader.of(cut)), "walk cut to " + len);
        }
        int tokens = 1 + 1 + 12 + 1 + 1 + 18 + 1 + 34;
        assertEquals(json, copy(b, ReadLimits.defaults().withMaxTokenCount(tokens)));
        assertThrows(JsonException.class, () -> copy(b, ReadLimits.defaults().withMaxTokenCount(tokens - 1)));
    }
}
