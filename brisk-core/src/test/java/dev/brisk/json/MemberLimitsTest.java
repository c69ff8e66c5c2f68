package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.internal.ReusableReaders;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The token-count and document-size limits on a codec's member loop ({@link JsonReader#nextMember}
 * and the value it peeks). A byte array no longer than either limit cannot break it (a token takes
 * at least one byte), and the member loop skips those checks then; these documents sit on that
 * boundary, so that one byte or one token more than a limit allows is caught exactly where the
 * state machine catches it, also by a pooled reader reused from a smaller document.
 */
class MemberLimitsTest {
    private static final String DOC =
            "{\"i\":1,\"s\":\"str\",\"x\":{\"i\":-2,\"b\":true,\"z\":null},\"a\":[1,2,3],\"O\":[{\"l\":7},{}]}";
    private static final byte[] BYTES = DOC.getBytes(StandardCharsets.UTF_8);

    private static String fused(JsonReader r) { return MemberPeekRandomTest.walk(r, MemberPeekRandomTest.FUSED); }

    private static String stateMachine(JsonReader r) { return MemberPeekRandomTest.walk(r, MemberPeekRandomTest.STATE_MACHINE); }

    private static ReaderOptions limited(long tokens, long size) {
        return ReaderOptions.defaults().withLimits(ReadLimits.defaults().withMaxTokenCount(tokens).withMaxDocumentSize(size));
    }

    /** How many tokens the document holds: the smallest token limit it passes. */
    private static long tokens() {
        for (long n = 1; ; n++) {
            if (stateMachine(limited(n, BYTES.length).reader(BYTES)).endsWith("| end")) return n;
        }
    }

    @Test
    void aDocumentAsLongAsTheSizeLimitIsReadAndOneByteLessRefusedAtTheSamePlace() {
        String whole = fused(limited(BYTES.length, BYTES.length).reader(BYTES));
        assertTrue(whole.endsWith("| end"), whole);
        assertEquals(stateMachine(ReaderOptions.defaults().reader(BYTES)), whole);
        for (long size = BYTES.length - 1; size >= BYTES.length - 12; size--) {
            ReaderOptions o = limited(BYTES.length, size);
            String refused = fused(o.reader(BYTES));
            assertTrue(refused.contains("| error Document size"), refused);
            assertEquals(stateMachine(o.reader(BYTES)), refused, "limit " + size);
        }
    }

    @Test
    void oneTokenMoreThanTheLimitIsRefusedAtTheSamePlaceAsByTheStateMachine() {
        long n = tokens();
        assertTrue(n < BYTES.length, "fewer tokens than bytes: " + n);
        assertTrue(fused(limited(n, BYTES.length).reader(BYTES)).endsWith("| end"));
        for (long limit = n - 1; limit >= n - 8; limit--) {
            ReaderOptions o = limited(limit, BYTES.length);
            String refused = fused(o.reader(BYTES));
            assertTrue(refused.contains("| error Token count"), refused);
            assertEquals(stateMachine(o.reader(BYTES)), refused, "limit " + limit);
        }
    }

    @Test
    void theDensestDocumentsHoldNoMoreTokensThanBytes() {
        // every value and name is at least one byte, closing brackets are not counted
        for (String dense : new String[] {"[[[[[1]]]]]", "[1,1,1,1,1]", "{\"\":1,\"\":{\"\":[]}}", "[{},{},[],0]"}) {
            byte[] b = dense.getBytes(StandardCharsets.UTF_8);
            ReaderOptions atLength = limited(b.length, b.length);
            assertEquals(stateMachine(ReaderOptions.defaults().reader(b)), stateMachine(atLength.reader(b)), dense);
        }
    }

    @Test
    void aPooledReaderReusedForALongerDocumentChecksTheLimitsAgain() {
        ReaderOptions o = limited(BYTES.length, BYTES.length);
        ReusableReaders pool = ReusableReaders.of(o);
        byte[] small = "{\"i\":1}".getBytes(StandardCharsets.UTF_8);
        JsonReader first = pool.take(small);
        assertTrue(fused(first).endsWith("| end"));
        pool.give(first);
        byte[] longer = (DOC.substring(0, DOC.length() - 1) + ",\"s\":\"more\"}").getBytes(StandardCharsets.UTF_8);
        JsonReader again = pool.take(longer);
        String refused = fused(again);
        assertTrue(refused.contains("| error Document size"), refused);
        assertEquals(stateMachine(o.reader(longer)), refused);
    }
}
