package dev.brisk.bind.internal;

import dev.brisk.json.BytesCursor;
import dev.brisk.json.ReaderOptions;
import dev.brisk.json.internal.SlotPool;

/**
 * The {@link BytesCursor}s of one mapper, recycled like its readers (a {@link SlotPool}, no
 * {@code ThreadLocal}), so that a read through a cursor allocates nothing but the values built.
 */
public final class CursorPool {
    private final ReaderOptions options;
    private final SlotPool<BytesCursor> slots = new SlotPool<>(Math.min(8, Math.max(2, Runtime.getRuntime().availableProcessors())));

    private CursorPool(ReaderOptions options) {
        this.options = options;
    }

    /** A pool for readers with {@code options}, or null when a cursor cannot stand in for them ({@link BytesCursor#supports}). */
    public static CursorPool forOptions(ReaderOptions options) {
        return BytesCursor.supports(options) ? new CursorPool(options) : null;
    }

    /** A cursor over all of {@code json}: from the pool or new. */
    public BytesCursor take(byte[] json) {
        BytesCursor c = slots.take();
        if (c == null) c = new BytesCursor(options);
        return c.reset(json);
    }

    /** Gives back a cursor from {@link #take} after its {@code finish()}; it must not be used again. */
    public void give(BytesCursor cursor) {
        slots.give(cursor);
    }
}
