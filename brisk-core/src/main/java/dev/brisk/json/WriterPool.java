package dev.brisk.json;

import dev.brisk.json.internal.ReusableWriters;
import dev.brisk.json.internal.WriterBuffer;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The writers of {@link ReusableWriters}: a few slots shared by all threads, as the buffer pools
 * have (a compare-and-set to take, one to give back; no {@code ThreadLocal}, which virtual
 * threads would multiply). A writer that failed is never given back, so a pooled writer is
 * always one that finished a complete document and was reset.
 */
final class WriterPool extends ReusableWriters {
    /** A power of two, so that picking a slot is a mask. */
    private static final int SLOTS = Math.min(8, Integer.highestOneBit(Math.max(2, Runtime.getRuntime().availableProcessors())));
    private static final int MASK = SLOTS - 1;

    private final WriterOptions options;
    private final AtomicReferenceArray<JsonWriter> slots = new AtomicReferenceArray<>(SLOTS);

    WriterPool(WriterOptions options) {
        if (options == null) throw new NullPointerException("options");
        this.options = options;
    }

    @Override
    public JsonWriter take() {
        int start = (int) Thread.currentThread().getId();
        for (int k = 0; k < SLOTS; k++) {
            int i = (start + k) & MASK;
            JsonWriter w = slots.get(i);
            if (w != null && slots.compareAndSet(i, w, null)) return w;
        }
        return new JsonWriter(options, WriterBuffer.growable());
    }

    @Override
    public byte[] finish(JsonWriter w) {
        byte[] result = w.finishForReuse();
        int start = (int) Thread.currentThread().getId();
        for (int k = 0; k < SLOTS; k++) {
            int i = (start + k) & MASK;
            if (slots.get(i) == null && slots.compareAndSet(i, null, w)) break;
        }
        return result;
    }
}
