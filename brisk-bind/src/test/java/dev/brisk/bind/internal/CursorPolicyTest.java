package dev.brisk.bind.internal;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** When the mapper stops, and starts again, trying a type's documents through the cursor. */
class CursorPolicyTest {

    /** How many of the next {@code n} documents are tried, each failing (or not) as told. */
    private static int tried(CursorPolicy<?> p, int n, boolean failing) {
        int tried = 0;
        for (int i = 0; i < n; i++) {
            if (p.tryCursor()) {
                tried++;
                p.record(!failing);
            }
        }
        return tried;
    }

    @Test
    void aTypeThatNeverFailsIsAlwaysTried() {
        CursorPolicy<Object> p = new CursorPolicy<>(null);
        assertEquals(100_000, tried(p, 100_000, false));
    }

    @Test
    void aTypeThatAlwaysFailsIsTriedOncePerPauseAndWindow() {
        CursorPolicy<Object> p = new CursorPolicy<>(null);
        assertEquals(CursorPolicy.MAX_FAILURES, tried(p, CursorPolicy.MAX_FAILURES, true));
        assertFalse(p.tryCursor(), "paused after a window's worth of failures");
        int n = 10 * (CursorPolicy.PAUSE + CursorPolicy.MAX_FAILURES);
        int tried = tried(p, n, true);
        assertTrue(tried <= 10 * CursorPolicy.MAX_FAILURES + CursorPolicy.MAX_FAILURES, "tried " + tried + " of " + n);
        assertTrue(tried >= 9 * CursorPolicy.MAX_FAILURES, "tries again after each pause: " + tried);
    }

    @Test
    void occasionalFailuresBelowTheThresholdKeepTheCursorOn() {
        CursorPolicy<Object> p = new CursorPolicy<>(null);
        int tried = 0;
        for (int i = 0; i < 10_000; i++) {
            assertTrue(p.tryCursor(), "document " + i);
            p.record(i % CursorPolicy.WINDOW >= CursorPolicy.MAX_FAILURES - 1); // MAX_FAILURES - 1 failures per window
            tried++;
        }
        assertEquals(10_000, tried);
    }
}
