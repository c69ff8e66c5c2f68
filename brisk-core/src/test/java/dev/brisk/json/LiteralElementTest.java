package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A literal ({@code true}, {@code false}, {@code null}) that the state machine reads (an array's
 * element, the top-level value, a member value after a line break), which it takes by one int
 * compare when the literal is wholly in the buffer, reads as Jackson reads it: every literal with
 * each of its bytes replaced, cut at every length, at every distance from the end of the input,
 * from a byte array, from streams that deliver 1 to 3 bytes at a time and through a 16-byte buffer
 * at every offset (so a refill falls before, inside and after the literal). Errors name the same
 * place from every source.
 */
class LiteralElementTest {
    private static final String[] LITERALS = {"true", "false", "null"};
    private static final String REPLACEMENTS = "truefalsnxTRUEN\"] 0,\u00e9";

    @Test
    void literalsReadByTheStateMachineReadAsJacksonReadsThem() {
        int cases = 0;
        for (String literal : LITERALS) {
            for (String variant : LiteralCases.variants(literal, REPLACEMENTS)) {
                for (String after : new String[] {"]", ",1]", " ]", "\n]", ",true]", ""}) {
                    LiteralCases.readsAsJackson(("[" + variant + after).getBytes(StandardCharsets.UTF_8));
                    LiteralCases.readsAsJackson(("[1," + variant + after).getBytes(StandardCharsets.UTF_8));
                    LiteralCases.readsAsJackson(("[\n  0,\n  " + variant + after).getBytes(StandardCharsets.UTF_8));
                    LiteralCases.readsAsJackson(("{\"k\":\n " + variant + after.replace(']', '}')).getBytes(StandardCharsets.UTF_8));
                    cases += 4;
                }
                if (!variant.isEmpty()) {
                    LiteralCases.readsAsJackson(variant.getBytes(StandardCharsets.UTF_8));
                    LiteralCases.readsAsJackson((" " + variant + " ").getBytes(StandardCharsets.UTF_8));
                }
            }
        }
        assertTrue(cases > 1000, "cases " + cases);
    }

    @Test
    void literalsAcrossEveryRefillPointOfASmallBuffer() {
        // the literal at every offset from a 16-byte buffer's end: taken whole, or left to the byte loop
        for (int pad = 0; pad < 24; pad++) {
            StringBuilder sb = new StringBuilder("[");
            for (int i = 0; i < pad; i++) sb.append(' ');
            sb.append("true,false,null,\n   true , false]");
            byte[] doc = sb.toString().getBytes(StandardCharsets.UTF_8);
            List<String> expected = JacksonTokens.tokens(doc);
            ReaderOptions small = ReaderOptions.defaults().withBufferSize(16);
            assertEquals(expected, TokenDump.tokens(small.reader(new ByteArrayInputStream(doc))), sb.toString());
            assertEquals(expected, TokenDump.tokens(JsonReader.of(doc)), sb.toString());
        }
    }
}
