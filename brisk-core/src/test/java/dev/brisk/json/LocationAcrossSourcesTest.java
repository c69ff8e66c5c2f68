package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
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

    /**
     * A String shorter than the buffer in chars is encoded into the buffer first: read in place
     * when all of it fits, streamed on from the bytes already there when its UTF-8 does not. At
     * buffer sizes on both sides of the document's length in chars and in bytes, the tokens are
     * the byte array's, and an error anywhere has its line, column and offset in chars.
     */
    @Test
    void aStringEncodedIntoTheBufferFirstReadsAndLocatesAsBytes() {
        ReaderOptions lenient = ReaderOptions.defaults().withComments(true);
        int chars = DOC.length();
        int bytes = DOC.getBytes(StandardCharsets.UTF_8).length;
        int[] sizes = {16, 23, chars - 1, chars, chars + 1, (chars + bytes) / 2, bytes - 8, bytes, bytes + 8, 3 * chars + 8, 3 * chars + 9};
        List<String> expected = TokenDump.tokens(lenient.reader(DOC.getBytes(StandardCharsets.UTF_8)));
        for (int size : sizes) {
            assertEquals(expected, TokenDump.tokens(lenient.withBufferSize(size).reader(DOC)), "buffer " + size);
        }
        for (int i = 0; i < DOC.length(); i++) {
            if (Character.isSurrogate(DOC.charAt(i))) continue;
            String broken = DOC.substring(0, i) + '#' + DOC.substring(i + 1);
            byte[] b = broken.getBytes(StandardCharsets.UTF_8);
            JsonException whole;
            try {
                TokenDump.tokens(lenient.reader(b));
                continue;
            } catch (JsonException e) {
                whole = e;
            }
            long charOffset = new String(b, 0, (int) whole.offset(), StandardCharsets.UTF_8).length();
            for (int size : sizes) {
                String where = "error at char " + i + ", buffer " + size;
                JsonException e = assertThrows(JsonException.class,
                        () -> TokenDump.tokens(lenient.withBufferSize(size).reader(broken)), where);
                assertEquals(whole.detail(), e.detail(), where);
                assertEquals(whole.line(), e.line(), where);
                assertEquals(whole.column(), e.column(), where);
                assertEquals(charOffset, e.offset(), where);
            }
        }
    }

    /**
     * Errors whose place the reader remembers while it reads on (a trailing comma before the
     * whitespace after it, the opening quote of a string found too long only later, a quoted
     * number, the document size limit) name the same offset, line, column and path from every
     * source, wherever the buffer boundaries fall.
     */
    @Test
    void rememberedPlacesSurviveRefills() {
        ReadLimits d = ReadLimits.defaults();
        ReaderOptions strings = ReaderOptions.defaults().withLimits(d.withMaxStringLength(10).withMaxNameLength(6));
        ReaderOptions size = ReaderOptions.defaults().withLimits(d.withMaxDocumentSize(30));
        ReaderOptions quoted = ReaderOptions.defaults().withQuotedNumbers(true);
        List<Object[]> cases = new ArrayList<>();
        for (int pad = 0; pad < 40; pad += 3) {
            String ws = " ".repeat(pad);
            String nl = pad % 2 == 0 ? "\n" : "";
            cases.add(new Object[] {ReaderOptions.defaults(), "[1,2," + ws + nl + ws + "]"});
            cases.add(new Object[] {ReaderOptions.defaults(), "{\"a\":1," + ws + nl + "}"});
            cases.add(new Object[] {strings, "[" + ws + nl + "\"" + "\u00e9".repeat(pad % 5) + "y".repeat(25 + pad) + "\"]"});
            cases.add(new Object[] {strings, "[" + ws + "\"\u00e9\u20ac" + "y".repeat(9) + "\"]"});
            cases.add(new Object[] {strings, "{" + ws + nl + "\"" + "n".repeat(7 + pad) + "\": 1}"});
            cases.add(new Object[] {size, "[" + ws + nl + "\"" + "z".repeat(40) + "\"]"});
            cases.add(new Object[] {size, ws + "\"" + "z".repeat(40) + "\""});
            cases.add(new Object[] {quoted, "[" + ws + nl + "\"12x" + "3".repeat(pad) + "\"]"});
        }
        for (Object[] c : cases) {
            ReaderOptions o = (ReaderOptions) c[0];
            String doc = (String) c[1];
            byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
            JsonException whole = assertThrows(JsonException.class, () -> readNumbersToo(o.reader(bytes)), doc);
            List<JsonException> others = new ArrayList<>();
            for (int chunk : new int[] {1, 2, 5, 64}) {
                for (int buffer : new int[] {16, 17, 23, 40}) {
                    others.add(assertThrows(JsonException.class,
                            () -> readNumbersToo(o.withBufferSize(buffer).reader(SourceEquivalenceTest.chunked(bytes, chunk))), doc));
                    others.add(assertThrows(JsonException.class,
                            () -> readNumbersToo(o.withBufferSize(buffer).reader(SourceEquivalenceTest.chunked(doc, chunk))), doc));
                }
            }
            others.add(assertThrows(JsonException.class, () -> readNumbersToo(o.reader(doc)), doc));
            for (JsonException e : others) {
                assertEquals(whole.detail(), e.detail(), doc);
                assertEquals(whole.line(), e.line(), doc);
                assertEquals(whole.column(), e.column(), doc);
                assertEquals(whole.path(), e.path(), doc);
            }
            // the stream of bytes counts bytes, the char sources count chars: measure the same prefix both ways
            String prefix = new String(bytes, 0, (int) whole.offset(), StandardCharsets.UTF_8);
            for (JsonException e : others) {
                assertTrue(e.offset() == whole.offset() || e.offset() == prefix.length(), doc + ": " + e.getMessage());
            }
        }
    }

    /** Reads every token, numbers as longs (so that a quoted number is parsed). */
    private static void readNumbersToo(JsonReader r) {
        try (r) {
            int depth = 0;
            do {
                switch (r.peek()) {
                    case BEGIN_ARRAY: r.beginArray(); depth++; break;
                    case BEGIN_OBJECT: r.beginObject(); depth++; break;
                    case END_ARRAY: r.endArray(); depth--; break;
                    case END_OBJECT: r.endObject(); depth--; break;
                    case NAME: r.nextName(); break;
                    case STRING:
                        if (((JsonTextReader) r).options.quotedNumbers()) r.nextLong();
                        else r.nextString();
                        break;
                    default: r.skipValue(); break;
                }
            } while (depth > 0);
        }
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
