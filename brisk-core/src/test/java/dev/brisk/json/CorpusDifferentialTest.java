package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.CharArrayReader;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

class CorpusDifferentialTest {
    static final List<String> NAMES = Corpora.NAMES;

    @ParameterizedTest
    @FieldSource("NAMES")
    void everySourceReadsTheCorpusAsJacksonDoes(String name) {
        byte[] json = Corpora.read(name);
        List<String> expected = JacksonTokens.tokens(json);
        String text = new String(json, StandardCharsets.UTF_8);
        assertEquals(expected, TokenDump.tokens(JsonReader.of(json)), "byte[]");
        assertEquals(expected, TokenDump.tokens(JsonReader.of(new ByteArrayInputStream(json))), "InputStream");
        ByteBuffer direct = ByteBuffer.allocateDirect(json.length).put(json).flip();
        assertEquals(expected, TokenDump.tokens(JsonReader.of(direct)), "direct ByteBuffer");
        assertEquals(expected, TokenDump.tokens(JsonReader.of(text)), "String");
        assertEquals(expected, TokenDump.tokens(JsonReader.of(new CharArrayReader(text.toCharArray()))), "Reader");
        assertEquals(expected, TokenDump.tokens(ReaderOptions.defaults().withNameMode(NameMode.NONE)
                .withBufferSize(37).reader(new ByteArrayInputStream(json))), "tiny buffer");
    }

    @ParameterizedTest
    @FieldSource("NAMES")
    void skipValueConsumesTheWholeCorpus(String name) {
        JsonReader r = JsonReader.of(Corpora.read(name));
        r.skipValue();
        assertEquals(JsonToken.END_DOCUMENT, r.peek());
    }
}
