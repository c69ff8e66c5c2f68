package dev.brisk.bind.internal;

import dev.brisk.json.ReadLimits;
import dev.brisk.json.ValueCursor;
import dev.brisk.json.internal.SlotPool;

/**
 * The MessagePack cursors of one mapper ({@code Brisk.readMessagePack}), recycled as {@link
 * TreeCursorPool} recycles tree cursors (a {@link SlotPool}, no {@code ThreadLocal}). It names
 * no brisk-pack type, so the mapper loads without brisk-pack: {@link PackBridge} makes and aims
 * the cursors, and is reached only once the mapper has checked brisk-pack is there.
 */
public final class MsgPackCursorPool {
    private final ReadLimits limits;
    private final SlotPool<ValueCursor> slots = new SlotPool<>(Math.min(8, Math.max(2, Runtime.getRuntime().availableProcessors())));

    public MsgPackCursorPool(ReadLimits limits) {
        this.limits = limits;
    }

    /** A cursor over the MessagePack document {@code pack[offset, offset + length)}: from the pool or new. */
    public ValueCursor take(byte[] pack, int offset, int length) {
        ValueCursor c = slots.take();
        if (c == null) c = PackBridge.messagePackCursor(limits);
        return PackBridge.reset(c, pack, offset, length);
    }

    /** Gives back a cursor from {@link #take} after its {@code finish()}; it must not be used again. */
    public void give(ValueCursor cursor) {
        slots.give(cursor);
    }
}
