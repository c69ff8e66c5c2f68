package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class JsonReaderSmokeTest {
    @Test
    void readsEveryKindOfToken() {
        String json = " {\"a\": [1, -2.5e3, true, false, null, \"x\\n\\u00e9\\uD83D\\uDE00\"], \"b\\u0062\": {}, \"é\": []} ";
        List<String> expected = List.of("{", "name:a", "[", "number:1", "number:-2.5E+3", "boolean:true",
                "boolean:false", "null", "string:x\né\uD83D\uDE00", "]", "name:bb", "{", "}", "name:é", "[", "]", "}", "end");
        assertEquals(expected, TokenDump.tokens(JsonReader.of(json.getBytes(StandardCharsets.UTF_8))));
        assertEquals(expected, TokenDump.tokens(JsonReader.of(json)));
        assertEquals(expected, TokenDump.tokens(JsonReader.of(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)))));
        assertEquals(expected, TokenDump.tokens(ReaderOptions.defaults().withBufferSize(16)
                .reader(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)))));
    }
}
