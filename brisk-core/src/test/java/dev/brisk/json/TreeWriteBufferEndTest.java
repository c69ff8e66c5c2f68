package dev.brisk.json;

import dev.brisk.json.internal.WriterBuffer;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The tree writer keeps the buffer's position in a local and makes room for a member's name and
 * short string value in one check. Starting from buffers of every small size, the end of the
 * buffer falls at every place of every member (before its comma, inside its name, inside its
 * value, on a bracket): the output must always be what the call-by-call path writes into a
 * stream, which shares none of that code.
 */
class TreeWriteBufferEndTest {
    private static final String DOCUMENT = "{\"a\":\"\",\"bb\":\"x\",\"name\":\"short value\",\"k\":[1,-2,3.25,true,false,null],"
            + "\"esc\":\"quote \\\" back \\\\ nl \\n tab \\t ctl \\u0001\",\"utf\":\"\u00e9\u65e5\uD83D\uDE00 caf\u00e9\","
            + "\"long\":\"" + "w".repeat(256) + "\",\"longer\":\"" + "v".repeat(257) + "\","
            + "\"nested\":{\"e\":{},\"f\":[],\"g\":[\"s\",{\"h\":\"i\"},[\"j\"]]},"
            + "\"a rather long member name past two words\":\"0123456789abcdef\",\"n\":12345678901234567890,"
            + "\"last\":\"end\"}";

    @Test
    void aParsedTreeFromEveryStartingBufferSize() {
        JsonValue tree = Json.parse(DOCUMENT.getBytes(StandardCharsets.UTF_8)); // names stored with their JSON
        everyBufferSize(tree);
    }

    @Test
    void aBuiltTreeFromEveryStartingBufferSize() {
        JsonValue tree = JsonObject.builder()
                .put("s", "plain").put("t", JsonString.of("needs \"escape\""))
                .put("u", JsonArray.of(JsonString.of(""), JsonString.of("\u00e9"), JsonString.of("x".repeat(300))))
                .put("v", Json.parse("{\"w\":[\"x\",\"y\"]}"))
                .build();
        everyBufferSize(tree);
    }

    @Test
    void packedNumberArraysLongerThanOneRoomCheck() {
        // a room check covers a run of 64 packed elements; an element kept aside ends its run
        StringBuilder sb = new StringBuilder("{\"ints\":[");
        for (int i = 0; i < 150; i++) sb.append(i == 0 ? "" : ",").append(i % 3 == 0 ? -i * 1_000_003L : i * 987_654_321_012_345L);
        sb.append("],\"decimals\":[");
        for (int i = 0; i < 150; i++) sb.append(i == 0 ? "" : ",").append(i % 2 == 0 ? "-" : "").append(i).append('.').append(1_000_000_007L * i % 999_983);
        sb.append("],\"mixed\":[");
        for (int i = 0; i < 200; i++) {
            String other = i % 23 == 5 ? "1e300" : i % 31 == 7 ? "\"s\"" : i % 37 == 1 ? "123456789012345678901234" : null;
            sb.append(i == 0 ? "" : ",").append(other != null ? other : "0." + i);
        }
        JsonValue tree = Json.parse(sb.append("]}").toString());
        assertEquals(true, ((JsonArray) ((JsonObject) tree).get("mixed")).items instanceof PackedNumbers.Mixed, "a mixed packed array");
        everyBufferSize(tree);
    }

    private static void everyBufferSize(JsonValue tree) {
        String expected = viaStream(tree);
        for (int size = 1; size <= expected.length() + 16; size++) {
            WriterBuffer buffer = WriterBuffer.growable();
            buffer.buf = new byte[size]; // the growth points fall at size, 2 size, 4 size...
            buffer.pos = 0;
            JsonWriter w = new JsonWriter(WriterOptions.defaults(), buffer);
            tree.copyTo(w);
            assertEquals(expected, new String(w.toByteArray(), StandardCharsets.UTF_8), "buffer of " + size);
        }
    }

    /** The call-by-call path: a stream target never takes the tree writer. */
    private static String viaStream(JsonValue tree) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Json.write(tree, bytes);
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
