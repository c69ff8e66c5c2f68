package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
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
            for (String variant : LiteralCases.variants(literal, REPLACEMENTS)) {
                for (String after : new String[] {"}", ",\"m\":1}", " }", "}   ", ""}) {
                    for (String colon : new String[] {":", ": ", " : "}) {
                        LiteralCases.readsAsJackson(("{\"k\"" + colon + variant + after).getBytes(StandardCharsets.UTF_8));
                        LiteralCases.readsAsJackson(("[{\"abcdefghijk\"" + colon + variant + after + "]").getBytes(StandardCharsets.UTF_8));
                        cases++;
                    }
                }
            }
        }
        assertEquals(true, cases > 1000, "cases " + cases);
    }
}
