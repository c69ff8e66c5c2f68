package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * The name cache's switch-off rule, shared by every reader: judged per window of 256 lookups,
 * it stops after the first window with more misses than hits, and never for a reader that may
 * not stop (interning).
 */
class NameCachePolicyTest {

    /** Feeds the lookups (true = hit) and returns after how many the cache went off, or -1. */
    private static int offAfter(boolean[] hits, boolean mayStop) {
        int state = NameCachePolicy.START;
        for (int i = 0; i < hits.length; i++) {
            state = hits[i] ? NameCachePolicy.hit(state, mayStop) : NameCachePolicy.miss(state, mayStop);
            if (state < 0) return i + 1;
        }
        return -1;
    }

    @Test
    void aWindowOfUniqueNamesStopsTheLookupsAtItsEnd() {
        assertEquals(256, offAfter(new boolean[1000], true));
        assertEquals(-1, offAfter(new boolean[1000], false));
    }

    @Test
    void aCachedStartDoesNotHideUniqueNamesAfterIt() {
        boolean[] lookups = new boolean[1024];
        for (int i = 0; i < 256; i++) lookups[i] = true;
        assertEquals(512, offAfter(lookups, true));
    }

    @Test
    void anEvenWindowKeepsTheCache() {
        boolean[] lookups = new boolean[256 * 20];
        for (int i = 0; i < lookups.length; i += 2) lookups[i] = true;
        assertEquals(-1, offAfter(lookups, true));
    }

    @Property(tries = 300)
    void itStopsExactlyAtTheFirstWindowWithMoreMissesThanHits(@ForAll long seed) {
        java.util.Random r = new java.util.Random(seed);
        double hitRate = r.nextDouble();
        boolean[] lookups = new boolean[256 * 8];
        for (int i = 0; i < lookups.length; i++) lookups[i] = r.nextDouble() < hitRate;
        int expected = -1;
        for (int w = 0; w < 8 && expected < 0; w++) {
            int hits = 0;
            for (int i = w * 256; i < (w + 1) * 256; i++) if (lookups[i]) hits++;
            if (256 - hits > hits) expected = (w + 1) * 256;
        }
        assertEquals(expected, offAfter(lookups, true));
        assertTrue(offAfter(lookups, false) < 0);
    }
}
