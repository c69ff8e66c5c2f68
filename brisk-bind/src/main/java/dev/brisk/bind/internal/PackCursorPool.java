package dev.brisk.bind.internal;

import dev.brisk.json.ReadLimits;
import dev.brisk.json.ValueCursor;
import dev.brisk.json.internal.SlotPool;

/**
 * The cursors of one mapper for one binary format ({@code Brisk.readMessagePack} or {@code
 * Brisk.readVelocyPack}), recycled as {@link TreeCursorPool} recycles tree cursors (a {@link
 * SlotPool}, no {@code ThreadLocal}). It names no brisk-pack type, so the mapper loads without
 * brisk-pack: {@link PackBridge} makes and aims the cursors, and is reached only once the mapper
 * has checked brisk-pack is there.
 */
public final class PackCursorPool {
    private final ReadLimits limits;
    private final boolean velocyPack;
    private final SlotPool<ValueCursor> slots = new SlotPool<>(Math.min(8, Math.max(2, Runtime.getRuntime().availableProcessors())));

    private PackCursorPool(ReadLimits limits, boolean velocyPack) {
        this.limits = limits;
        this.velocyPack = velocyPack;
    }

    /** MessagePack cursors for documents read with {@code limits}. */
    public static PackCursorPool messagePack(ReadLimits limits) { return new PackCursorPool(limits, false); }

    /** VelocyPack cursors for documents read with {@code limits}. */
    public static PackCursorPool velocyPack(ReadLimits limits) { return new PackCursorPool(limits, true); }

    /** A cursor over the document {@code pack[offset, offset + length)}: from the pool or new. */
    public ValueCursor take(byte[] pack, int offset, int length) {
        ValueCursor c = slots.take();
        if (velocyPack) {
            if (c == null) c = PackBridge.velocyPackCursor(limits);
            return PackBridge.resetVelocyPack(c, pack, offset, length);
        }
        if (c == null) c = PackBridge.messagePackCursor(limits);
        return PackBridge.reset(c, pack, offset, length);
    }

    /** Gives back a cursor from {@link #take} after its {@code finish()}; it must not be used again. */
    public void give(ValueCursor cursor) {
        slots.give(cursor);
    }
}
