package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

/** Shared checks for reader tests: read whole documents, expect errors at exact places. */
final class ReaderAssertions {
    private ReaderAssertions() {}

    static List<String> read(String json) {
        return TokenDump.tokens(JsonReader.of(json.getBytes(StandardCharsets.UTF_8)));
    }

    static List<String> read(ReaderOptions options, String json) {
        return TokenDump.tokens(options.reader(json.getBytes(StandardCharsets.UTF_8)));
    }

    /** Reading {@code bytes} fully fails with a message containing {@code detail}, at byte {@code offset}. */
    static JsonException assertRejected(ReaderOptions options, byte[] bytes, String detail, long offset) {
        JsonException e = assertThrows(JsonException.class, () -> TokenDump.tokens(options.reader(bytes)),
                () -> "accepted " + new String(bytes, StandardCharsets.UTF_8));
        assertTrue(e.detail().contains(detail), () -> "message '" + e.getMessage() + "' lacks '" + detail + "'");
        assertEquals(offset, e.offset(), () -> "offset in: " + e.getMessage());
        assertTrue(e.line() >= 1 && e.column() >= 1, e::getMessage);
        return e;
    }

    static JsonException assertRejected(String json, String detail, long offset) {
        return assertRejected(ReaderOptions.defaults(), json.getBytes(StandardCharsets.UTF_8), detail, offset);
    }

    static JsonException assertRejected(byte[] json, String detail, long offset) {
        return assertRejected(ReaderOptions.defaults(), json, detail, offset);
    }
}
