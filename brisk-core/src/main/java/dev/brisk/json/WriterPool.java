package dev.brisk.json;

import dev.brisk.json.internal.ReusableWriters;
import dev.brisk.json.internal.SlotPool;
import dev.brisk.json.internal.WriterBuffer;
import java.io.OutputStream;

/**
 * The writers of {@link ReusableWriters}, in a {@link SlotPool} like every other recycled object
 * (a compare-and-set to take, one to give back; no {@code ThreadLocal}). A writer that failed is
 * never given back, so a pooled writer is always one that finished a complete document and was
 * reset.
 */
final class WriterPool extends ReusableWriters {
    private final WriterOptions options;
    private final SlotPool<JsonWriter> slots = new SlotPool<>(Math.min(8, Math.max(2, Runtime.getRuntime().availableProcessors())));

    WriterPool(WriterOptions options) {
        if (options == null) throw new NullPointerException("options");
        this.options = options;
    }

    @Override
    public JsonWriter take() {
        JsonWriter w = slots.take();
        return w != null ? w : new JsonWriter(options, WriterBuffer.growable());
    }

    @Override
    public byte[] finish(JsonWriter w) {
        byte[] result = w.finishForReuse();
        slots.give(w);
        return result;
    }

    @Override
    public JsonWriter take(OutputStream target) {
        if (target == null) throw new NullPointerException("target");
        JsonWriter w = take();
        w.spillTo(target);
        return w;
    }

    @Override
    public JsonWriter take(Appendable target) {
        if (target == null) throw new NullPointerException("target");
        JsonWriter w = take();
        w.spillTo(target);
        return w;
    }

    @Override
    public void finishToTarget(JsonWriter w) {
        w.finishSpillForReuse();
        slots.give(w);
    }
}
