package dev.brisk.bind.internal;

import dev.brisk.json.JsonSink;
import dev.brisk.json.internal.SlotPool;

/**
 * The MessagePack writers of one mapper ({@code Brisk.writeMessagePack}), recycled with their
 * buffers (a {@link SlotPool}, no {@code ThreadLocal}): a fresh writer grows its buffer from 256
 * bytes by doubling, a cost that profiles put at about a fifth of a write of a small document.
 * Like {@link PackCursorPool} it names no brisk-pack type; {@link PackBridge} makes the
 * writers and takes their bytes.
 */
public final class MsgPackWriterPool {
    private final int maxDepth;
    private final SlotPool<JsonSink> slots = new SlotPool<>(Math.min(8, Math.max(2, Runtime.getRuntime().availableProcessors())));

    public MsgPackWriterPool(int maxDepth) {
        this.maxDepth = maxDepth;
    }

    /** An empty writer to bytes: from the pool or new. */
    public JsonSink take() {
        JsonSink w = slots.take();
        return w != null ? w : PackBridge.messagePackWriter(maxDepth);
    }

    /**
     * The complete value {@code writer} (one from {@link #take}) holds; the writer, emptied, goes
     * back to the pool. A writer whose write failed is not given back (it is left to the GC).
     */
    public byte[] finish(JsonSink writer) {
        byte[] result = PackBridge.takeBytes(writer);
        slots.give(writer);
        return result;
    }
}
