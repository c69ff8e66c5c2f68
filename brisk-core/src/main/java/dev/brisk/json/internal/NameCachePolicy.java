package dev.brisk.json.internal;

/**
 * When a reader stops looking names up in its {@link SymbolTable}: the one rule for the JSON
 * reader, the binder's natural values and both MessagePack readers. Lookups are judged per
 * window of 256 names: a window with more misses than hits means unique names (random keys),
 * and the reader stops paying for lookups and evictions. Windows, not totals, so that a stretch
 * of cached names at the start does not hide what follows.
 *
 * <p>The state is one int the reader keeps ({@link #START} at first): hits in the low 16 bits,
 * misses above, or {@link #OFF} (negative) once lookups have stopped. A reader that must give
 * canonical instances whatever the cost (interning) passes {@code mayStop = false}.
 */
public final class NameCachePolicy {
    private NameCachePolicy() {}

    /** The state of a reader that has looked nothing up yet. */
    public static final int START = 0;
    /** The state once lookups have stopped. */
    public static final int OFF = -1;

    private static final int MISS = 1 << 16;

    /** The state after a name found in the table. */
    public static int hit(int state, boolean mayStop) {
        return judged(state + 1, mayStop);
    }

    /** The state after a name that was not in the table (and was added). */
    public static int miss(int state, boolean mayStop) {
        return judged(state + MISS, mayStop);
    }

    private static int judged(int state, boolean mayStop) {
        int hits = state & 0xFFFF;
        int misses = state >>> 16;
        if (((hits + misses) & 255) != 0) return state;
        return mayStop && misses > hits ? OFF : START;
    }
}
