package dev.brisk.json;

import static dev.brisk.json.ReaderAssertions.assertRejected;
import static dev.brisk.json.ReaderAssertions.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Every ReadLimits bound, from every reading path, with a message that says how to raise it. */
class ReadLimitsEnforcementTest {
    private static ReaderOptions with(ReadLimits l) {
        return ReaderOptions.defaults().withLimits(l);
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aMillionOpenBracketsGiveTheDepthErrorNotAStackOverflow() {
        byte[] deep = new byte[1_000_000];
        Arrays.fill(deep, (byte) '[');
        String message = "Nesting depth exceeds the limit of 1000 (raise it with ReadLimits.withMaxDepth)";
        assertRejected(deep, message, 1000);
        JsonException skip = assertThrows(JsonException.class, () -> JsonReader.of(deep).skipValue());
        assertEquals(message, skip.detail());
        JsonException stream = assertThrows(JsonException.class, () -> JsonReader.of(new ByteArrayInputStream(deep)).readRaw());
        assertEquals(1000, stream.offset());
    }

    @Test
    void depthUpToTheLimitIsFine() {
        String ok = "[".repeat(1000) + "]".repeat(1000);
        JsonReader r = JsonReader.of(utf8(ok));
        r.skipValue();
        assertEquals(JsonToken.END_DOCUMENT, r.peek());
        assertRejected(with(ReadLimits.defaults().withMaxDepth(3)), utf8("{\"a\":[{\"b\":[]}]}"), "Nesting depth exceeds the limit of 3", 11);
    }

    @Test
    void stringLengthCountsCharsOfEveryPath() {
        ReaderOptions o = with(ReadLimits.defaults().withMaxStringLength(4));
        assertEquals(4, read(o, "[\"abcd\", \"\u00e9\u00e9\u00e9\u00e9\", \"\\n\\n\\n\\n\"]").size() - 2);
        String message = "String length exceeds the limit of 4 (raise it with ReadLimits.withMaxStringLength)";
        assertRejected(o, utf8("[\"abcde\"]"), message, 1);
        assertRejected(o, utf8("[\"\u00e9\u00e9\u00e9\u00e9\u00e9\"]"), message, 1);
        assertRejected(o, utf8("[\"ab\\ncd\"]"), message, 1);
        JsonException skipped = assertThrows(JsonException.class, () -> o.reader(utf8("[\"abcde\"]")).skipValue());
        assertEquals(message, skipped.detail());
        JsonException streamed = assertThrows(JsonException.class, () -> TokenDump.tokens(
                o.withBufferSize(16).reader(new ByteArrayInputStream(utf8("[\"" + "x".repeat(100) + "\"]")))));
        assertEquals(message, streamed.detail());
        JsonException skipStreamed = assertThrows(JsonException.class, () ->
                o.withBufferSize(16).reader(new ByteArrayInputStream(utf8("[\"" + "x".repeat(100) + "\"]"))).skipValue());
        assertEquals(message, skipStreamed.detail());
    }

    @Test
    void nameLengthHasItsOwnLimit() {
        ReaderOptions o = with(ReadLimits.defaults().withMaxNameLength(3));
        assertEquals("name:abc", read(o, "{\"abc\":\"long string value\"}").get(1));
        assertRejected(o, utf8("{\"abcd\":1}"), "Name length exceeds the limit of 3 (raise it with ReadLimits.withMaxNameLength)", 1);
        JsonReader r = o.reader(utf8("{\"abcd\":1}"));
        r.beginObject();
        assertThrows(JsonException.class, () -> r.selectName(Names.of("abcd")));
    }

    @Test
    void numberLengthIsCheckedBeforeParsing() {
        String digits = "1".repeat(1001);
        assertRejected(utf8("[" + digits + "]"), "Number length exceeds the limit of 1000 (raise it with ReadLimits.withMaxNumberLength)", 1);
        JsonException streamed = assertThrows(JsonException.class, () -> TokenDump.tokens(ReaderOptions.defaults()
                .withBufferSize(16).reader(new ByteArrayInputStream(utf8("[" + "1".repeat(100_000) + "]")))));
        assertEquals(1, streamed.offset());
        assertEquals(1000, read("[" + "1".repeat(1000) + "]").get(1).length() - "number:".length());
    }

    @Test
    void documentSizeAndTokenCountApplyPerTopLevelValue() {
        ReaderOptions size = with(ReadLimits.defaults().withMaxDocumentSize(10));
        assertEquals(6, read(size, "[1,2,3]").size());
        // at the first byte beyond the limit (the comma after 5), not at the token after it
        assertRejected(size, utf8("[1,2,3,4,5,6]"), "Document size exceeds the limit of 10 (raise it with ReadLimits.withMaxDocumentSize)", 10);
        // values and names count, closing brackets do not (as in MessagePack and VelocyPack, which have none)
        ReaderOptions tokens = with(ReadLimits.defaults().withMaxTokenCount(4));
        assertEquals(List4.of("[", "number:1", "number:2", "number:3", "]"), read(tokens, "[1,2,3]").subList(0, 5));
        assertRejected(tokens, utf8("[1,2,3,4]"), "Token count exceeds the limit of 4 (raise it with ReadLimits.withMaxTokenCount)", 7);
        JsonReader seq = tokens.withSequence(true).reader(utf8("[1,2] [3,4] [5,6]"));
        int values = 0;
        while (seq.hasNextValue()) {
            seq.skipValue();
            values++;
        }
        assertEquals(3, values);
    }

    /** java.util.List.of under a name that does not clash with the JUnit imports. */
    private static final class List4 {
        static java.util.List<String> of(String... s) {
            return java.util.List.of(s);
        }
    }

    @Test
    void bigNumbersRespectTheExponentLimit() {
        JsonReader r = JsonReader.of(utf8("1e100001"));
        JsonException e = assertThrows(JsonException.class, r::nextBigDecimal);
        assertEquals(0, e.offset());
        assertEquals(new java.math.BigDecimal("1e100000"), JsonReader.of(utf8("1e100000")).nextBigDecimal());
    }
}
