package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A member's literal value ({@code true}, {@code false}, {@code null}) taken right after its name
 * (the reader peeks it with one int compare) reads as Jackson reads it: every literal with each of
 * its bytes replaced, cut at every length, at every distance from the end of the input, from a
 * byte array and from streams that deliver 1 to 3 bytes at a time (so the buffer ends inside the
 * literal). Errors name the same place from every source.
 */
class LiteralMemberValueTest {
    private static final String[] LITERALS = {"true", "false", "null"};
    private static final String REPLACEMENTS = "truefalsnxTRUEN\"} 0,\u00e9";

    @Test
    void literalsAfterANameReadAsJacksonReadsThem() {
        int cases = 0;
        for (String literal : LITERALS) {
            for (String variant : variants(literal)) {
                for (String after : new String[] {"}", ",\"m\":1}", " }", "}   ", ""}) {
                    for (String colon : new String[] {":", ": ", " : "}) {
                        check(("{\"k\"" + colon + variant + after).getBytes(StandardCharsets.UTF_8));
                        check(("[{\"abcdefghijk\"" + colon + variant + after + "]").getBytes(StandardCharsets.UTF_8));
                        cases++;
                    }
                }
            }
        }
        assertEquals(true, cases > 1000, "cases " + cases);
    }

    private static List<String> variants(String literal) {
        List<String> out = new ArrayList<>();
        out.add(literal);
        for (int i = 0; i < literal.length(); i++) {
            // every cut, and every byte replaced (the first byte too: another value kind or an error)
            out.add(literal.substring(0, i));
            for (int r = 0; r < REPLACEMENTS.length(); r++) {
                char c = REPLACEMENTS.charAt(r);
                if (c != literal.charAt(i)) out.add(literal.substring(0, i) + c + literal.substring(i + 1));
            }
        }
        out.add(literal + "e");
        out.add(literal + "x");
        return out;
    }

    private static void check(byte[] doc) {
        List<String> expected;
        try {
            expected = JacksonTokens.tokens(doc);
        } catch (UncheckedIOException e) {
            expected = null;
        }
        String text = new String(doc, StandardCharsets.UTF_8);
        if (expected != null) {
            assertEquals(expected, TokenDump.tokens(JsonReader.of(doc)), text);
            for (int chunk = 1; chunk <= 3; chunk++) {
                assertEquals(expected, TokenDump.tokens(JsonReader.of(SourceEquivalenceTest.chunked(doc, chunk))), text);
            }
            return;
        }
        JsonException fromBytes = assertThrows(JsonException.class, () -> TokenDump.tokens(JsonReader.of(doc)), text);
        for (int chunk = 1; chunk <= 3; chunk++) {
            int c = chunk;
            JsonException fromStream = assertThrows(JsonException.class,
                    () -> TokenDump.tokens(JsonReader.of(SourceEquivalenceTest.chunked(doc, c))), text);
            assertEquals(fromBytes.getMessage(), fromStream.getMessage(), text + " in chunks of " + chunk);
        }
    }
}
