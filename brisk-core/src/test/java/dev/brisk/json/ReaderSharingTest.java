package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** What readers share (the symbol table, pooled buffers) and what they leave alone (the caller's buffers). */
class ReaderSharingTest {
    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void readersOnManyThreadsShareCanonicalNamesAndPooledBuffersSafely() throws Exception {
        byte[] doc = utf8(SourceEquivalenceTest.DOC);
        List<String> expected = TokenDump.tokens(JsonReader.of(doc));
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                results.add(pool.submit(() -> {
                    int ok = 0;
                    for (int i = 0; i < 300; i++) {
                        // streams take and return pooled buffers; names go through the shared table
                        try (JsonReader r = JsonReader.of(new ByteArrayInputStream(doc))) {
                            if (TokenDump.tokens(r).equals(expected)) ok++;
                        }
                    }
                    return ok;
                }));
            }
            for (Future<Integer> f : results) assertEquals(300, f.get());
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void aByteBufferIsReadWithoutMovingItsPosition() {
        ByteBuffer heap = ByteBuffer.wrap(utf8("xx[1,2]"));
        heap.position(2);
        assertEquals(List.of("[", "number:1", "number:2", "]", "end"), TokenDump.tokens(JsonReader.of(heap)));
        assertEquals(2, heap.position());
        ByteBuffer direct = ByteBuffer.allocateDirect(7).put(utf8("xx[1,2]"));
        direct.position(2);
        assertEquals(List.of("[", "number:1", "number:2", "]", "end"), TokenDump.tokens(JsonReader.of(direct)));
        assertEquals(2, direct.position());
    }

    @Test
    void copyToGivesTheSameEventsFromEverySourceAndBufferSize() {
        byte[] doc = utf8(SourceEquivalenceTest.DOC);
        RecordingSink expected = new RecordingSink();
        JsonReader.of(doc).copyTo(expected);
        for (int chunk = 1; chunk <= 9; chunk += 2) {
            RecordingSink fromStream = new RecordingSink();
            ReaderOptions.defaults().withBufferSize(16).reader(SourceEquivalenceTest.chunked(doc, chunk)).copyTo(fromStream);
            assertEquals(expected.events, fromStream.events, "stream, chunk " + chunk);
            RecordingSink fromChars = new RecordingSink();
            ReaderOptions.defaults().withBufferSize(16).reader(SourceEquivalenceTest.chunked(SourceEquivalenceTest.DOC, chunk)).copyTo(fromChars);
            assertEquals(expected.events, fromChars.events, "chars, chunk " + chunk);
        }
    }
}
