package dev.brisk.bench.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.bench.corpus.Corpus;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The retained-heap harness runs and measures something for every library (numbers mean little here). */
class TreeHeapTest {
    @Test
    void measuresARetainedSizeForEveryLibrary() {
        Map<String, Long> m = TreeHeap.measure(Corpus.GITHUB_EVENTS.load(), 8);
        assertEquals(List.of("Brisk", "Jackson", "fastjson2", "Gson"), List.copyOf(m.keySet()));
        for (Map.Entry<String, Long> e : m.entrySet()) {
            assertTrue(e.getValue() > 0, e.getKey() + " retained " + e.getValue() + " bytes");
        }
    }
}
