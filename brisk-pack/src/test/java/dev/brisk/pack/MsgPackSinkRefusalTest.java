package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.TreeBuilder;
import java.io.ByteArrayInputStream;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** A value the sink refuses during MsgPackReader.copyTo is reported at its byte offset and path. */
class MsgPackSinkRefusalTest {
    private static final byte[] NAN = {(byte) 0xcb, 0x7f, (byte) 0xf8, 0, 0, 0, 0, 0, 0};

    private static byte[] concat(byte[] head, byte[] tail) {
        byte[] out = new byte[head.length + tail.length];
        System.arraycopy(head, 0, out, 0, head.length);
        System.arraycopy(tail, 0, out, head.length, tail.length);
        return out;
    }

    private static void assertRefusedAt(byte[] doc, long offset, String path) {
        for (Supplier<JsonSink> sink : java.util.List.<Supplier<JsonSink>>of(TreeBuilder::new, JsonWriter::create)) {
            for (boolean stream : new boolean[] {false, true}) {
                MsgPackReader r = stream ? MsgPackReader.of(new ByteArrayInputStream(doc)) : MsgPackReader.of(doc);
                JsonException e = assertThrows(JsonException.class, () -> r.copyTo(sink.get()));
                String what = sink.get().getClass().getSimpleName() + (stream ? " from a stream" : " from bytes");
                assertTrue(e.getMessage().contains("NaN"), what + ": " + e.getMessage());
                assertEquals(offset, e.offset(), what);
                assertEquals(path, e.path(), what);
            }
        }
    }

    @Test
    void aRefusedArrayElementIsNamedByItsOffsetAndIndex() {
        assertRefusedAt(concat(new byte[] {(byte) 0x93, 1, 2}, NAN), 3, "$[2]");
    }

    @Test
    void aRefusedMemberIsNamedByItsOffsetAndNames() {
        // {"a": {"bc": NaN}}
        byte[] doc = concat(new byte[] {(byte) 0x81, (byte) 0xa1, 'a', (byte) 0x81, (byte) 0xa2, 'b', 'c'}, NAN);
        assertRefusedAt(doc, 7, "$.a.bc");
    }

    @Test
    void aRefusedValueInLongerMembersIsNamedLikeWise() {
        // {"k": [true, {"x": 1, "y": NaN}]} with a str8 key "y"
        byte[] doc = concat(new byte[] {(byte) 0x81, (byte) 0xa1, 'k', (byte) 0x92, (byte) 0xc3, (byte) 0x82,
                (byte) 0xa1, 'x', 1, (byte) 0xd9, 1, 'y'}, NAN);
        assertRefusedAt(doc, 12, "$.k[1].y");
    }
}
