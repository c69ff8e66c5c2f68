package dev.brisk.json;

import static dev.brisk.json.ReaderAssertions.assertRejected;
import static dev.brisk.json.ReaderAssertions.read;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** RFC 8259 as the reader enforces it by default: each accepted form, each rejected form and where it fails. */
class StrictConformanceTest {

    @ParameterizedTest(name = "accepts {0}")
    @CsvSource(delimiter = '|', value = {
            "0|0", "-0|0", "7|7", "-12|-12", "1.5|1.5", "-0.0|0.0", "1e5|1E+5", "1E+5|1E+5", "1e-5|0.00001",
            "12.50e-1|1.250", "123456789012345678901234567890|123456789012345678901234567890"})
    void acceptsEveryNumberShape(String json, String bigDecimal) {
        assertEquals(List.of("number:" + new java.math.BigDecimal(bigDecimal), "end"), read(json));
    }

    @ParameterizedTest(name = "rejects {0}")
    @CsvSource(delimiter = '|', value = {
            "01|Leading zeros|0",
            "-01|Leading zeros|0",
            "[00]|Leading zeros|1",
            "+1|Expected a value but found '+'|0",
            ".5|Expected a value but found '.'|0",
            "1.|Unexpected end of input in a number|2",
            "[1.]|Expected a digit after the decimal point but found ']'|3",
            "1e|Unexpected end of input in a number|2",
            "[1e]|Expected a digit in the exponent|3",
            "[1e+]|Expected a digit in the exponent|4",
            "0x1F|Invalid character 'x' in a number|1",
            "[1.5.2]|Invalid character '.' in a number|4",
            "-|Unexpected end of input in a number|1",
            "[-a]|Expected a digit after '-' but found 'a'|2",
            "NaN|Expected a value but found 'N'|0",
            "Infinity|Expected a value but found 'I'|0",
            "[-Infinity]|Expected a digit after '-' but found 'I'|2",
    })
    void rejectsMalformedNumbersWhereTheyGoWrong(String json, String detail, long offset) {
        assertRejected(json, detail, offset);
    }

    @ParameterizedTest(name = "rejects {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "['a']|Expected a value but found '''|1",
            "{'a':1}|Expected a name (a double-quoted string) but found '''|1",
            "{a:1}|Expected a name (a double-quoted string) but found 'a'|1",
            "[1,]|Trailing comma before ']'|2",
            "{\"a\":1,}|Trailing comma before '}'|6",
            "[1 2]|Expected ',' or ']' but found '2'|3",
            "{\"a\":1 \"b\":2}|Expected ',' or '}' but found '\"'|7",
            "{\"a\" 1}|Expected ':' but found '1'|5",
            "{\"a\"}|Expected ':' but found '}'|4",
            "[,1]|Expected a value but found ','|1",
            "{,}|Expected a name|1",
            "[1]]|Trailing content after the top-level value|3",
            "1 2|Trailing content after the top-level value|2",
            "{} x|Trailing content after the top-level value: 'x'|3",
            "tru|Unexpected end of input in the literal 'true'|3",
            "[trux]|Invalid literal: expected 'true' but found 'x'|4",
            "nul|Unexpected end of input in the literal 'null'|3",
            "[fals]|Invalid literal: expected 'false' but found ']'|5",
            "[|Unexpected end of input, expected a value|1",
            "[1|Expected ',' or ']' but found end of input|2",
            "{\"a\":|Unexpected end of input, expected a value|5",
            "{\"a\"|Expected ':' but found end of input|4",
            "{|Unexpected end of input, expected a name|1",
            "\"abc|Unexpected end of input inside a string|4",
            "[\"a\\|Unexpected end of input inside an escape sequence|4",
            "[\"\\u12\"]|Invalid \\u escape: expected four hex digits|2",
            "[\"\\x\"]|Invalid escape '\\x'|2",
            "[\"\\'\"]|Invalid escape '\\''|2",
            "[\"\\uD800\"]|Lone surrogate \\uD800|2",
            "[\"\\uDC00\"]|Lone surrogate \\uDC00|2",
            "[\"a\\uD800\\u0041\"]|Lone surrogate \\uD800|3",
    })
    void rejectsSyntaxErrorsWhereTheyAre(String json, String detail, long offset) {
        assertRejected(json, detail, offset);
    }

    @Test
    void rejectsCommentsAndEmptyInput() {
        assertRejected("[1 // c\n]", "Expected ',' or ']' but found '/'", 3);
        assertRejected("/* c */ 1", "Expected a value but found '/'", 0);
        assertRejected("", "Expected a JSON value but the input is empty", 0);
        assertRejected(" \n ", "Expected a JSON value but the input is empty", 3);
    }

    @Test
    void rejectsEveryUnescapedControlCharacterInAString() {
        for (int c = 0; c < 0x20; c++) {
            byte[] json = {'[', '"', 'a', (byte) c, '"', ']'};
            assertRejected(json, String.format("Unescaped control character U+%04X", c), 3);
        }
        assertEquals(List.of("string:\u007f", "end"), read("\"\u007f\""));
    }

    @Test
    void acceptsEveryValidEscape() {
        assertEquals(List.of("string:\" \\ / \b \f \n \r \t \u00e9 \uD83D\uDE00 \u0000", "end"),
                read("\"\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00E9 \\ud83d\\uDE00 \\u0000\""));
    }

    @Test
    void rejectsInvalidUtf8WithTheOffsetOfTheBadSequence() {
        byte q = '"';
        assertRejected(new byte[] {q, 'a', (byte) 0xC0, (byte) 0x80, q}, "byte 0xC0 cannot start", 2);
        assertRejected(new byte[] {q, (byte) 0xC1, (byte) 0xBF, q}, "byte 0xC1 cannot start", 1);
        assertRejected(new byte[] {q, (byte) 0xE0, (byte) 0x80, (byte) 0xAF, q}, "overlong", 1);
        assertRejected(new byte[] {q, (byte) 0xF0, (byte) 0x80, (byte) 0x80, (byte) 0xAF, q}, "overlong", 1);
        assertRejected(new byte[] {q, (byte) 0xED, (byte) 0xA0, (byte) 0x80, q}, "encoded UTF-16 surrogate", 1);
        assertRejected(new byte[] {q, (byte) 0xED, (byte) 0xBF, (byte) 0xBF, q}, "encoded UTF-16 surrogate", 1);
        assertRejected(new byte[] {q, (byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80, q}, "above U+10FFFF", 1);
        assertRejected(new byte[] {q, 'x', (byte) 0x80, q}, "byte 0x80 cannot start", 2);
        assertRejected(new byte[] {q, (byte) 0xC3, q}, "cut short", 1);
        assertRejected(new byte[] {q, (byte) 0xE2, (byte) 0x82, q}, "cut short", 1);
        assertRejected(new byte[] {q, (byte) 0xE2, (byte) 0x82}, "truncated", 1);
        for (int b = 0xF5; b <= 0xFF; b++) {
            assertRejected(new byte[] {q, (byte) b, (byte) 0x80, (byte) 0x80, (byte) 0x80, q}, "cannot start", 1);
        }
        assertRejected(new byte[] {'[', (byte) 0xC3, (byte) 0xA9, ']'}, "Expected a value but found byte 0xC3", 1);
    }

    @Test
    void rejectsInvalidUtf8InNamesAndSelectedValuesToo() {
        byte[] name = {'{', '"', 'k', (byte) 0xED, (byte) 0xA0, (byte) 0x80, '"', ':', '1', '}'};
        for (NameMode mode : NameMode.values()) {
            assertRejected(ReaderOptions.defaults().withNameMode(mode), name, "encoded UTF-16 surrogate", 3);
        }
        JsonReader r = JsonReader.of(name);
        r.beginObject();
        JsonException e = org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, () -> r.selectName(Names.of("k")));
        assertEquals(3, e.offset());
        JsonReader s = JsonReader.of(new byte[] {'"', (byte) 0xF8, 'x', '"'});
        assertEquals(1, org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, () -> s.selectString(Names.of("x"))).offset());
        // a real U+FFFD in the input is fine
        assertEquals(List.of("{", "name:\uFFFD", "string:a\uFFFDb", "}", "end"), read("{\"\uFFFD\":\"a\uFFFDb\"}"));
    }

    @Test
    void acceptsValidUtf8AtEveryLength() {
        String s = "a\u00e9\u07ff\u0800\uffff\uD800\uDC00\uDBFF\uDFFF";
        assertEquals(List.of("string:" + s, "end"), read("\"" + s + "\""));
    }

    @Test
    void skipsAByteOrderMarkAtTheStart() {
        byte[] json = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '[', '1', ']'};
        assertEquals(List.of("[", "number:1", "]", "end"), TokenDump.tokens(JsonReader.of(json)));
        assertRejected(new byte[] {'[', (byte) 0xEF, (byte) 0xBB, (byte) 0xBF, ']'}, "Expected a value but found byte 0xEF", 1);
    }

    @Test
    void refusesUtf16AndUtf32SayingJsonMustBeUtf8() {
        String message = "JSON must be UTF-8";
        assertRejected(new byte[] {(byte) 0xFE, (byte) 0xFF, 0, '['}, message, 0);
        assertRejected(new byte[] {(byte) 0xFF, (byte) 0xFE, '[', 0}, message, 0);
        assertRejected(new byte[] {0, '[', 0, ']'}, message, 0);
        assertRejected(new byte[] {0, 0, 0, '['}, message, 0);
        assertRejected(new byte[] {'[', 0, ']', 0}, message, 1);
        assertRejected(new byte[] {'{', 0, '}', 0}, message, 1);
        assertRejected(new byte[] {'1', 0}, message, 1);
    }

    @Test
    void acceptsAnyValueAtTheTopLevelWithSurroundingWhitespace() {
        assertEquals(List.of("string:x", "end"), read(" \t\r\n\"x\" \n"));
        assertEquals(List.of("null", "end"), read("null"));
        assertEquals(List.of("boolean:true", "end"), read("true\n"));
        assertEquals(List.of("[", "]", "end"), read("[ ]"));
    }

    @Test
    void reportsLineAndColumnOfAnError() {
        JsonException e = assertRejected("{\n  \"a\": [1,\n    2 x]\n}", "Expected ',' or ']' but found 'x'", 19);
        assertEquals(3, e.line());
        assertEquals(7, e.column());
        assertEquals("$.a[2]", e.path()); // the element the reader was about to read
        assertEquals("Expected ',' or ']' but found 'x' at line 3, column 7 (offset 19), path $.a[2]", e.getMessage());
    }

    @Test
    void countsColumnsInCharactersNotBytes() {
        JsonException e = assertRejected("[\"\u00e9\u00e9\" x]", "Expected ',' or ']'", 8);
        assertEquals(7, e.column());
    }

    @Test
    void allowsDuplicateNamesByDefault() {
        assertEquals(List.of("{", "name:a", "number:1", "name:a", "number:2", "}", "end"), read("{\"a\":1,\"a\":2}"));
    }
}
