package dev.brisk.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.bind.model.Item;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.ReaderOptions;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code Brisk.read(String)}: ASCII text is read as its bytes through the mapper's pooled readers,
 * any other text as chars; either way the value and every error (message, offset, line, column,
 * path) are what a reader over the String's chars gives.
 */
class ReadStringTest {
    private final Brisk brisk = Brisk.builder().build();

    private static final List<String> TEXTS = List.of(
            "{\"id\":7,\"name\":\"x\"}", "[1,2,3]", "\"plain\"", "\"why?\"", "\"caf\u00e9\"", "\"\ud83d\ude00\"",
            "\"\ud800\"", "{\"id\":7,\n\"name\":\"\u00e9\",\"x\":", "[1,\n 2,\n 3 x]", "\0[]", "[]\0", "[1]   \0",
            "{\"a\":\"\u00e9\u00e9\u00e9\",\"b\":tru}", "{\"a\":\"eee\",\"b\":tru}", "", "  ");

    @Test
    void everyTextReadsAsItsChars() {
        for (String text : TEXTS) {
            for (Class<?> type : List.of(Object.class, String.class, Item.class)) {
                assertEquals(outcome(() -> {
                    try (JsonReader in = ReaderOptions.defaults().reader(text)) {
                        return brisk.read(in, type);
                    }
                }, type), outcome(() -> brisk.read(text, type), type), text + " as " + type.getSimpleName());
            }
        }
    }

    @Test
    void errorsInAsciiTextKeepTheirCharLocation() {
        JsonException e = assertThrows(JsonException.class, () -> brisk.read("[1,\n 2,\n 3 x]", Object.class));
        assertEquals(3, e.line());
        assertEquals(4, e.column());
        assertEquals(11, e.offset());
        JsonException surrogate = assertThrows(JsonException.class, () -> brisk.read("\"\ud800\"", String.class));
        assertTrue(surrogate.getMessage().contains("surrogate"), surrogate.getMessage());
        JsonException nul = assertThrows(JsonException.class, () -> brisk.read("\0[]", Object.class));
        assertTrue(!nul.getMessage().contains("UTF-8"), "chars are never taken for UTF-16: " + nul.getMessage());
        assertEquals("why?", brisk.read("\"why?\"", String.class));
    }

    private String outcome(java.util.function.Supplier<Object> read, Class<?> type) {
        try {
            return "value " + brisk.writeString(read.get(), type);
        } catch (JsonException e) {
            return "error " + e.getMessage() + " @" + e.offset() + ":" + e.line() + ":" + e.column() + " " + e.path();
        }
    }
}
