package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A String of ASCII that fits one buffer is read as the bytes it is, on the byte reader's
 * in-memory paths; nothing a caller can see may tell it from the char reader: the same tokens,
 * and wherever an error falls (or a NUL, or a char outside ASCII, sends the text back to the
 * char reader) the same detail, offset, line, column and path as a Reader streaming the chars.
 */
class AsciiStringReadAsBytesTest {
    private static final String DOC = "{\n  \"name\": [1, 2.5e3, \"text\", true, null], // note\n"
            + "  /* a comment\n     over lines */ \"k\": {\"a\": false,\n\n   \"b\": \"\\u00e9\\n\"},\n"
            + "  \"long\": \"" + "y".repeat(40) + "\", \"z\": [ [ ], { } ], \"n\": -0.5e-7\n}\n";

    private static final ReaderOptions LENIENT = ReaderOptions.defaults().withComments(true);

    @Test
    void anAsciiStringYieldsTheTokensOfItsChars() {
        assertEquals(TokenDump.tokens(LENIENT.reader(SourceEquivalenceTest.chunked(DOC, 5))), TokenDump.tokens(LENIENT.reader(DOC)));
    }

    @Test
    void everyErrorInAnAsciiStringIsReportedAsForItsChars() {
        int checked = 0;
        for (char bad : new char[] {'#', '\u0000', '\u00e9', '"', '\u001f'}) {
            for (int i = 0; i < DOC.length(); i++) {
                String broken = DOC.substring(0, i) + bad + DOC.substring(i + 1);
                JsonException chars;
                try {
                    TokenDump.tokens(LENIENT.reader(SourceEquivalenceTest.chunked(broken, 7)));
                    continue; // still valid (inside a comment or a string)
                } catch (JsonException e) {
                    chars = e;
                }
                checked++;
                JsonException fromString = assertThrows(JsonException.class, () -> TokenDump.tokens(LENIENT.reader(broken)));
                String where = "'" + bad + "' at " + i;
                assertEquals(chars.detail(), fromString.detail(), where);
                assertEquals(chars.offset(), fromString.offset(), where);
                assertEquals(chars.line(), fromString.line(), where);
                assertEquals(chars.column(), fromString.column(), where);
                assertEquals(chars.path(), fromString.path(), where);
            }
        }
        assertTrue(checked > 300, "most positions break the document: " + checked);
    }

    @Test
    void aNulAmongTheFirstCharsIsNotTakenForUtf16() {
        for (String doc : new String[] {"\u0000[1]", "[\u0000]", " \u0000 1", "1\u0000"}) {
            JsonException chars = assertThrows(JsonException.class, () -> TokenDump.tokens(JsonReader.of(SourceEquivalenceTest.chunked(doc, 1))));
            JsonException fromString = assertThrows(JsonException.class, () -> TokenDump.tokens(JsonReader.of(doc)));
            assertEquals(chars.getMessage(), fromString.getMessage(), doc);
            assertTrue(!fromString.getMessage().contains("UTF-16"), fromString.getMessage());
        }
    }
}
