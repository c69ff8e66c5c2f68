package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** The literal tests' shared cases: a literal's broken and cut forms, and the check against Jackson. */
final class LiteralCases {
    private LiteralCases() {}

    /**
     * The literal itself, every cut of it, each of its bytes replaced by each of {@code replacements}
     * (the first byte too: another value kind or an error), and the literal with a letter after it.
     */
    static List<String> variants(String literal, String replacements) {
        List<String> out = new ArrayList<>();
        out.add(literal);
        for (int i = 0; i < literal.length(); i++) {
            out.add(literal.substring(0, i));
            for (int r = 0; r < replacements.length(); r++) {
                char c = replacements.charAt(r);
                if (c != literal.charAt(i)) out.add(literal.substring(0, i) + c + literal.substring(i + 1));
            }
        }
        out.add(literal + "e");
        out.add(literal + "x");
        return out;
    }

    /**
     * The document reads as Jackson reads it from a byte array and from streams of 1 to 3 bytes a
     * read; where Jackson refuses it, every source fails with the same message (and so the same place).
     */
    static void readsAsJackson(byte[] doc) {
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
