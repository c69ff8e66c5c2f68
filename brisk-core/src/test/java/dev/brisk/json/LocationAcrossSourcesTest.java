package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Lines and columns are counted as the reader passes newlines, not by rescanning the input; a
 * stream drops what it has read. Wherever an error falls, every source and every buffer size
 * must still name the same line, column and offset as a byte array read whole.
 */
class LocationAcrossSourcesTest {
    /** Several lines, indentation, comments spanning lines, non-ASCII text before errors on the same line. */
    static final String DOC = "{\n  \"h\u00e9llo\": [1, 2.5e3, \"\u20ac\uD83D\uDE00x\"], // note\n"
            + "  /* a comment\n     over lines */ \"k\": {\"a\": true,\n\n   \"b\": null},\n"
            + "  \"long\": \"" + "y".repeat(40) + "\", \"z\": [ [ ], { } ]\n}\n";

    @Test
    void anErrorAnywhereHasTheSameLocationFromEverySource() {
        ReaderOptions lenient = ReaderOptions.defaults().withComments(true);
        int checked = 0;
        for (int i = 0; i < DOC.length(); i++) {
            char c = DOC.charAt(i);
            if (Character.isSurrogate(c)) continue;
            String broken = DOC.substring(0, i) + '#' + DOC.substring(i + 1);
            if (broken.equals(DOC)) continue;
            byte[] bytes = broken.getBytes(StandardCharsets.UTF_8);
            JsonException whole;
            try {
                TokenDump.tokens(lenient.reader(bytes));
                continue; // '#' inside a comment or a string: still valid
            } catch (JsonException e) {
                whole = e;
            }
            checked++;
            for (int chunk : new int[] {1, 3, 7, 16}) {
                for (int size : new int[] {16, 23}) {
                    ReaderOptions small = lenient.withBufferSize(size);
                    JsonException streamed = assertThrows(JsonException.class,
                            () -> TokenDump.tokens(small.reader(SourceEquivalenceTest.chunked(bytes, chunk))));
                    String where = "error at char " + i + ", chunk " + chunk + ", buffer " + size;
                    assertEquals(whole.getMessage(), streamed.getMessage(), where);
                    JsonException chars = assertThrows(JsonException.class,
                            () -> TokenDump.tokens(small.reader(SourceEquivalenceTest.chunked(broken, chunk))));
                    assertEquals(whole.line(), chars.line(), where + " (Reader)");
                    assertEquals(whole.column(), chars.column(), where + " (Reader)");
                }
            }
            JsonException fromString = assertThrows(JsonException.class, () -> TokenDump.tokens(lenient.reader(broken)));
            assertEquals(whole.line(), fromString.line(), "String, error at char " + i);
            assertEquals(whole.column(), fromString.column(), "String, error at char " + i);
            // char offsets: the same text measured in UTF-16 units
            int byteOffset = (int) whole.offset();
            String prefix = new String(bytes, 0, byteOffset, StandardCharsets.UTF_8);
            assertEquals(prefix.length(), fromString.offset(), "String offset, error at char " + i);
        }
        assertEquals(true, checked > 80, "most positions break the document: " + checked);
    }

    @Test
    void linesCountedBeforeAFastSkipFailsAreNotCountedTwice() {
        // skipValue's fast path gives up at the error and the state machine redoes the skip
        String doc = "[\n1,\n2,\n{\"a\":\n[3,\n4,]}]";
        JsonReader r = JsonReader.of(doc.getBytes(StandardCharsets.UTF_8));
        r.beginArray();
        r.nextInt();
        r.nextInt();
        JsonException e = assertThrows(JsonException.class, r::skipValue);
        assertEquals("Trailing comma before ']'", e.detail());
        assertEquals(6, e.line());
        assertEquals(2, e.column());
    }
}
