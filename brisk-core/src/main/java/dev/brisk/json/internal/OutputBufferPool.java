package dev.brisk.json.internal;

/**
 * Recycles the growable buffers of in-memory writers ({@code JsonWriter.toByteArray()}): without
 * it every document costs its output about three times over (the buffer doubles from small, then
 * the result is copied out). A {@link SlotPool}, like {@link BufferPool}'s, but for
 * buffers of any size up to {@link #MAX_POOLED}, so that at most {@code SLOTS * MAX_POOLED} bytes
 * stay reachable; a writer that needs more grows past it and gives back only what fits.
 */
final class OutputBufferPool {
    /** Largest buffer kept: enough for most documents, small enough to hold on to. */
    static final int MAX_POOLED = 1 << 20;
    /** Size of a fresh buffer when the pool has none. */
    static final int INITIAL = 4096;

    private static final SlotPool<byte[]> POOL = new SlotPool<>(Math.min(8, Math.max(2, Runtime.getRuntime().availableProcessors())));

    private OutputBufferPool() {}

    /** A pooled buffer of any size, or a fresh small one. */
    static byte[] take() {
        byte[] b = POOL.take();
        return b != null ? b : new byte[INITIAL];
    }

    /**
     * Gives a buffer back (the caller must not use it afterwards): into an empty slot, else in
     * place of a smaller one, so that the pool converges on buffers that fit the documents.
     */
    static void give(byte[] b) {
        if (b.length > MAX_POOLED || b.length < INITIAL || POOL.give(b)) return;
        for (int k = 0; k < POOL.size(); k++) {
            byte[] old = POOL.peek(k);
            if (old != null && old.length < b.length && POOL.replace(k, old, b)) return;
        }
    }
}
