package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code peek()} and {@code hasNext()} take the member or element after a comma, a line break
 * and an indentation of spaces (pretty printers' layout) without the state machine, which keeps
 * everything else (the first member after an opening bracket, closing brackets, CRLF, tabs).
 * What they leave must be what the state machine leaves: the same tokens, and at every token
 * the same line, column, offset and path; the same error for every broken byte; wherever a
 * buffer boundary falls inside the indentation. The reference is the same document fed one byte
 * at a time into a 16-byte buffer, where the fast path never has the bytes it needs.
 */
class ContainerPeekTest {

    /**
     * Pretty documents as printers lay them out: indentations of 0 to 17 of {@code pad}, names
     * with " : " and ": ", lines ending in {@code nl}.
     */
    static String pretty(int indent, String colon, String nl, char pad) {
        String in1 = String.valueOf(pad).repeat(indent), in2 = in1 + in1;
        return ("{\n" + in1 + "\"id\"" + colon + "187650773514256,\n"
                + in1 + "\"list\"" + colon + "[\n" + in2 + "1,\n" + in2 + "-2.5,\n" + in2 + "\"three\",\n"
                + in2 + "{\n" + in2 + in1 + "\"x\"" + colon + "true\n" + in2 + "},\n"
                + in2 + "[],\n" + in2 + "[\n" + in2 + "],\n" + in2 + "{\n" + in2 + "},\n"
                + in2 + "[\n" + in2 + in1 + "[\n" + in2 + in1 + in1 + "\"deep\"\n" + in2 + in1 + "]\n" + in2 + "],\n"
                + in2 + "null,\n" + in2 + "false,\n" + in2 + "\"\u00e9t\u00e9\"\n" + in1 + "],\n"
                + in1 + "\"empty\"" + colon + "{},\n"
                + in1 + "\"a long name of more than sixteen bytes\"" + colon + "\"v\",\n"
                + in1 + "\"last\"" + colon + "\"end\"\n}\n").replace("\n", nl);
    }

    static String pretty(int indent, String colon) {
        return pretty(indent, colon, "\n", ' ');
    }

    /** The state machine's view: one byte at a time, so no fast path has the bytes it needs. */
    static JsonReader byteByByte(byte[] doc) {
        return ReaderOptions.defaults().withBufferSize(16).reader(SourceEquivalenceTest.chunked(doc, 1));
    }

    /** Every token with where the reader says it is, read through hasNext() as JSON-P and codecs read. */
    static List<String> byHasNext(JsonReader r) {
        List<String> out = new ArrayList<>();
        value(r, out);
        out.add("end " + r.peek());
        return out;
    }

    private static void value(JsonReader r, List<String> out) {
        JsonToken t = r.peek();
        out.add(t + " " + where(r));
        switch (t) {
            case BEGIN_OBJECT:
                r.beginObject();
                while (r.hasNext()) {
                    out.add("name " + where(r) + " " + r.nextName());
                    value(r, out);
                }
                r.endObject();
                break;
            case BEGIN_ARRAY:
                r.beginArray();
                while (r.hasNext()) value(r, out);
                r.endArray();
                break;
            case STRING: out.add(r.nextString()); break;
            case NUMBER: out.add(r.nextBigDecimal().toString()); break;
            case BOOLEAN: out.add(String.valueOf(r.nextBoolean())); break;
            case NULL: r.nextNull(); break;
            default: throw new AssertionError(t);
        }
    }

    /** The same, through peek() alone. */
    static List<String> byPeek(JsonReader r) {
        List<String> out = new ArrayList<>();
        peekValue(r, out);
        out.add("end " + r.peek());
        return out;
    }

    private static void peekValue(JsonReader r, List<String> out) {
        JsonToken t = r.peek();
        out.add(t + " " + where(r));
        switch (t) {
            case BEGIN_OBJECT:
                r.beginObject();
                while (r.peek() == JsonToken.NAME) {
                    out.add("name " + where(r) + " " + r.nextName());
                    peekValue(r, out);
                }
                r.endObject();
                break;
            case BEGIN_ARRAY:
                r.beginArray();
                while (r.peek() != JsonToken.END_ARRAY) peekValue(r, out);
                r.endArray();
                break;
            case STRING: out.add(r.nextString()); break;
            case NUMBER: out.add(r.nextBigDecimal().toString()); break;
            case BOOLEAN: out.add(String.valueOf(r.nextBoolean())); break;
            case NULL: r.nextNull(); break;
            default: throw new AssertionError(t);
        }
    }

    private static String where(JsonReader r) {
        JsonLocation l = r.location();
        return l.line() + ":" + l.column() + "@" + l.offset() + " " + r.path();
    }

    @Test
    void tokensAndLocationsAreThoseOfTheStateMachineAtEveryBufferBoundary() {
        for (String nl : new String[] {"\n", "\r\n"}) {
            for (char pad : new char[] {' ', '\t'}) {
                for (int indent = 0; indent <= 17; indent++) {
                    for (String colon : new String[] {" : ", ": "}) {
                        byte[] doc = pretty(indent, colon, nl, pad).getBytes(StandardCharsets.UTF_8);
                        String layout = (nl.length() == 2 ? "CRLF" : "LF") + ", " + indent + (pad == ' ' ? " spaces" : " tabs");
                        List<String> expected = byPeek(byteByByte(doc));
                        assertEquals(expected, byHasNext(byteByByte(doc)), layout + " (reference)");
                        assertEquals(expected, byPeek(JsonReader.of(doc)), layout);
                        assertEquals(expected, byHasNext(JsonReader.of(doc)), layout);
                        for (int size : new int[] {16, 17, 19, 23, 31}) {
                            ReaderOptions small = ReaderOptions.defaults().withBufferSize(size);
                            for (int chunk : new int[] {1, 5, 8, 13}) {
                                String where = layout + ", buffer " + size + ", chunk " + chunk;
                                assertEquals(expected, byHasNext(small.reader(SourceEquivalenceTest.chunked(doc, chunk))), where);
                                assertEquals(expected, byPeek(small.reader(SourceEquivalenceTest.chunked(doc, chunk))), where);
                            }
                        }
                    }
                }
            }
        }
    }

    @Test
    void tokensAreJacksonsInEveryLayout() {
        for (String nl : new String[] {"\n", "\r\n"}) {
            for (char pad : new char[] {' ', '\t'}) {
                for (int indent : new int[] {0, 1, 2, 4, 8, 9}) {
                    byte[] doc = pretty(indent, ": ", nl, pad).getBytes(StandardCharsets.UTF_8);
                    assertEquals(JacksonTokens.tokens(doc), TokenDump.tokens(JsonReader.of(doc)), indent + " of '" + pad + "'");
                }
            }
        }
    }

    @Test
    void aClosingBracketAfterIndentationEndsTheContainerAndItsLine() {
        byte[] doc = "{\n  \"a\": [\n    1\n  ]\n}".getBytes(StandardCharsets.UTF_8);
        JsonReader r = JsonReader.of(doc);
        r.beginObject();
        assertEquals("a", r.nextName());
        r.beginArray();
        assertEquals(1, r.nextInt());
        assertEquals(JsonToken.END_ARRAY, r.peek());
        assertEquals(4, r.location().line());
        assertEquals(3, r.location().column());
        r.endArray();
        assertEquals(JsonToken.END_OBJECT, r.peek());
        assertEquals(5, r.location().line());
        r.endObject();
        assertEquals(JsonToken.END_DOCUMENT, r.peek());
    }

    @Test
    void theLineCountSurvivesAnIndentationThatRunsToTheBuffersEnd() {
        // the comma, the line break and part of the indentation before a refill: hasNext gives up
        // and the state machine counts the line once, not twice
        String doc = "[1,\n" + " ".repeat(40) + "2,\n" + " ".repeat(40) + "3]";
        byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
        for (int size = 16; size <= 48; size++) {
            JsonReader r = ReaderOptions.defaults().withBufferSize(size).reader(SourceEquivalenceTest.chunked(bytes, 7));
            r.beginArray();
            List<Long> lines = new ArrayList<>();
            while (r.hasNext()) {
                lines.add(r.location().line());
                r.nextInt();
            }
            r.endArray();
            assertEquals(List.of(1L, 2L, 3L), lines, "buffer " + size);
        }
    }

    @Test
    void aBrokenByteIsReportedAsTheStateMachineReportsIt() {
        for (String doc : new String[] {pretty(4, " : "), pretty(2, ": ", "\r\n", '\t')}) {
            int checked = 0;
            for (int i = 0; i < doc.length(); i++) {
                for (char bad : new char[] {'#', ',', '\t', ']', '}', '\r'}) {
                    String broken = doc.substring(0, i) + bad + doc.substring(i + 1);
                    byte[] bytes = broken.getBytes(StandardCharsets.UTF_8);
                    JsonException expected;
                    try {
                        byPeek(byteByByte(bytes));
                        continue; // still valid (inside a string, or whitespace for whitespace)
                    } catch (JsonException e) {
                        expected = e;
                    }
                    checked++;
                    String where = "'" + bad + "' at " + i;
                    JsonException whole = assertThrows(JsonException.class, () -> byHasNext(JsonReader.of(bytes)), where);
                    assertSame(expected, whole, where);
                    JsonException peeked = assertThrows(JsonException.class, () -> byPeek(JsonReader.of(bytes)), where);
                    assertSame(expected, peeked, where + " (peek)");
                    JsonException streamed = assertThrows(JsonException.class,
                            () -> byHasNext(ReaderOptions.defaults().withBufferSize(16).reader(SourceEquivalenceTest.chunked(bytes, 3))), where);
                    assertSame(expected, streamed, where + " (stream)");
                }
            }
            assertTrue(checked > 200, "most changes break the document: " + checked);
        }
    }

    private static void assertSame(JsonException expected, JsonException actual, String where) {
        assertEquals(expected.getMessage(), actual.getMessage(), where);
        assertEquals(expected.line(), actual.line(), where);
        assertEquals(expected.column(), actual.column(), where);
        assertEquals(expected.offset(), actual.offset(), where);
    }
}
