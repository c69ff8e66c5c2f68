package dev.brisk.json;

import dev.brisk.json.internal.ReusableReaders;
import dev.brisk.json.internal.SlotPool;

/**
 * The readers of {@link ReusableReaders}, in a {@link SlotPool} like every other recycled object
 * (a compare-and-set to take, one to give back; no {@code ThreadLocal}, so virtual threads cost
 * nothing). Every reader here was made from this pool's options, so all that a new document
 * changes is the input and the parse state ({@link JsonTextReader#reuse}); taking one costs a
 * reset instead of a reader's allocation and setup.
 */
final class ReaderPool extends ReusableReaders {
    private final ReaderOptions options;
    private final SlotPool<JsonTextReader> slots = new SlotPool<>(Math.min(8, Math.max(2, Runtime.getRuntime().availableProcessors())));

    ReaderPool(ReaderOptions options) {
        if (options == null) throw new NullPointerException("options");
        this.options = options;
    }

    @Override
    public JsonReader take(byte[] bytes) {
        JsonTextReader r = slots.take();
        if (r == null) return JsonTextReader.create(options, bytes, 0, bytes.length);
        r.reuse(bytes, 0, bytes.length);
        return r;
    }

    @Override
    public void give(JsonReader reader) {
        JsonTextReader r = (JsonTextReader) reader;
        if (r.release()) slots.give(r);
    }
}
