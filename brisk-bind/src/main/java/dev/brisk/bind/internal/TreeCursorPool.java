package dev.brisk.bind.internal;

import dev.brisk.json.JsonValue;
import dev.brisk.json.ReaderOptions;
import dev.brisk.json.TreeCursor;
import dev.brisk.json.internal.SlotPool;

/**
 * The {@link TreeCursor}s of one mapper, recycled as {@link CursorPool} recycles its byte
 * cursors (a {@link SlotPool}, no {@code ThreadLocal}).
 */
public final class TreeCursorPool {
    private final ReaderOptions options;
    private final SlotPool<TreeCursor> slots = new SlotPool<>(Math.min(8, Math.max(2, Runtime.getRuntime().availableProcessors())));

    private TreeCursorPool(ReaderOptions options) {
        this.options = options;
    }

    /** A pool for readers with {@code options}, or null when a cursor cannot stand in for them ({@link TreeCursor#supports}). */
    public static TreeCursorPool forOptions(ReaderOptions options) {
        return TreeCursor.supports(options) ? new TreeCursorPool(options) : null;
    }

    /** A cursor over {@code root}: from the pool or new. */
    public TreeCursor take(JsonValue root) {
        TreeCursor c = slots.take();
        if (c == null) c = new TreeCursor(options);
        return c.reset(root);
    }

    /** Gives back a cursor from {@link #take} after its {@code finish()}; it must not be used again. */
    public void give(TreeCursor cursor) {
        slots.give(cursor);
    }
}
