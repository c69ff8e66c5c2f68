package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonWriter;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * A MessagePack string with invalid UTF-8, copied into a JSON writer: the error names the byte,
 * and nothing of the bad string reaches a writer that passes its output on as it goes (only an
 * in-memory writer, which can take a failed value back, is left to check the text itself).
 */
class MsgPackBadTextToStreamTest {

    /** An array holding one str16 of {@code n} bytes whose last byte is 0xFF. */
    private static byte[] badString(int n) {
        byte[] b = new byte[4 + n];
        b[0] = (byte) 0x91;
        b[1] = (byte) 0xDA;
        b[2] = (byte) (n >>> 8);
        b[3] = (byte) n;
        Arrays.fill(b, 4, 4 + n - 1, (byte) 'a');
        b[3 + n] = (byte) 0xFF;
        return b;
    }

    @Test
    void noPartOfABadStringReachesAStream() {
        for (int n : new int[] {10, 5_000, 20_000, 60_000}) {
            ByteArrayOutputStream target = new ByteArrayOutputStream();
            JsonWriter w = JsonWriter.of(target);
            JsonException e = assertThrows(JsonException.class, () -> MsgPackReader.of(badString(n)).copyTo(w));
            assertTrue(e.getMessage().contains("UTF-8"), e.getMessage());
            w.flush();
            String out = target.toString(StandardCharsets.ISO_8859_1);
            assertTrue(out.length() <= 1, "reached the stream: " + out.length() + " bytes");
        }
    }

    @Test
    void anInMemoryWriterReportsTheSameErrorAndKeepsNothing() {
        byte[] doc = badString(20_000);
        ByteArrayOutputStream target = new ByteArrayOutputStream();
        String streamed = assertThrows(JsonException.class, () -> MsgPackReader.of(doc).copyTo(JsonWriter.of(target))).getMessage();
        JsonWriter memory = JsonWriter.create();
        String inMemory = assertThrows(JsonException.class, () -> MsgPackReader.of(doc).copyTo(memory)).getMessage();
        assertEquals(streamed, inMemory);
        assertTrue(memory.isInMemory());
        memory.endArray();
        assertEquals("[]", new String(memory.toByteArray(), StandardCharsets.UTF_8));
    }
}
