package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code hasNext()} takes the element or member after a comma, a line break and an indentation of
 * spaces (pretty printers' layout) without the state machine. What it leaves must be what
 * {@code peek()}'s state machine leaves: the same tokens, and at every token the same line,
 * column, offset and path; the same error for every broken byte; wherever a buffer boundary
 * falls inside the indentation.
 */
class PrettyCommaPeekTest {

    /** Pretty documents as printers lay them out: indentations of 0 to 17 spaces, names with " : " and ": ". */
    static String pretty(int indent, String colon) {
        String in1 = " ".repeat(indent), in2 = " ".repeat(2 * indent);
        return "{\n" + in1 + "\"id\"" + colon + "187650773514256,\n"
                + in1 + "\"list\"" + colon + "[\n" + in2 + "1,\n" + in2 + "-2.5,\n" + in2 + "\"three\",\n"
                + in2 + "{\n" + in2 + in1 + "\"x\"" + colon + "true\n" + in2 + "},\n"
                + in2 + "[],\n" + in2 + "null,\n" + in2 + "false,\n" + in2 + "\"\u00e9t\u00e9\"\n" + in1 + "],\n"
                + in1 + "\"empty\"" + colon + "{},\n"
                + in1 + "\"a long name of more than sixteen bytes\"" + colon + "\"v\",\n"
                + in1 + "\"last\"" + colon + "\"end\"\n}\n";
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

    /** The same, through peek() alone (the state machine at every token). */
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
        for (int indent = 0; indent <= 17; indent++) {
            for (String colon : new String[] {" : ", ": "}) {
                byte[] doc = pretty(indent, colon).getBytes(StandardCharsets.UTF_8);
                List<String> expected = byPeek(JsonReader.of(doc));
                assertEquals(expected, byHasNext(JsonReader.of(doc)), "indent " + indent);
                for (int size : new int[] {16, 17, 19, 23, 31}) {
                    ReaderOptions small = ReaderOptions.defaults().withBufferSize(size);
                    for (int chunk : new int[] {1, 5, 8, 13}) {
                        String where = "indent " + indent + ", buffer " + size + ", chunk " + chunk;
                        assertEquals(expected, byHasNext(small.reader(SourceEquivalenceTest.chunked(doc, chunk))), where);
                    }
                }
            }
        }
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
        String doc = pretty(4, " : ");
        int checked = 0;
        for (int i = 0; i < doc.length(); i++) {
            for (char bad : new char[] {'#', ',', '\t'}) {
                String broken = doc.substring(0, i) + bad + doc.substring(i + 1);
                byte[] bytes = broken.getBytes(StandardCharsets.UTF_8);
                JsonException expected;
                try {
                    byPeek(JsonReader.of(bytes));
                    continue; // still valid (inside a string, or whitespace for whitespace)
                } catch (JsonException e) {
                    expected = e;
                }
                checked++;
                String where = "'" + bad + "' at " + i;
                JsonException whole = assertThrows(JsonException.class, () -> byHasNext(JsonReader.of(bytes)), where);
                assertSame(expected, whole, where);
                JsonException streamed = assertThrows(JsonException.class,
                        () -> byHasNext(ReaderOptions.defaults().withBufferSize(16).reader(SourceEquivalenceTest.chunked(bytes, 3))), where);
                assertSame(expected, streamed, where + " (stream)");
            }
        }
        assertTrue(checked > 200, "most changes break the document: " + checked);
    }

    private static void assertSame(JsonException expected, JsonException actual, String where) {
        assertEquals(expected.getMessage(), actual.getMessage(), where);
        assertEquals(expected.line(), actual.line(), where);
        assertEquals(expected.column(), actual.column(), where);
        assertEquals(expected.offset(), actual.offset(), where);
    }
}
