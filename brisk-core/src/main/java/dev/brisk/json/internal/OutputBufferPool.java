package dev.brisk.json.internal;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Recycles the growable buffers of in-memory writers ({@code JsonWriter.toByteArray()}): without
 * it every document costs its output about three times over (the buffer doubles from small, then
 * the result is copied out). A few slots shared by all threads, like {@link BufferPool}, but for
 * buffers of any size up to {@link #MAX_POOLED}, so that at most {@code SLOTS * MAX_POOLED} bytes
 * stay reachable; a writer that needs more grows past it and gives back only what fits.
 */
final class OutputBufferPool {
    /** Largest buffer kept: enough for most documents, small enough to hold on to. */
    static final int MAX_POOLED = 1 << 20;
    /** Size of a fresh buffer when the pool has none. */
    static final int INITIAL = 4096;

    /** A power of two, so that picking a slot is a mask rather than a (long) division. */
    private static final int SLOTS = Math.min(8, Integer.highestOneBit(Math.max(2, Runtime.getRuntime().availableProcessors())));
    private static final int MASK = SLOTS - 1;
    private static final AtomicReferenceArray<byte[]> POOL = new AtomicReferenceArray<>(SLOTS);

    private OutputBufferPool() {}

    /** A pooled buffer of any size, or a fresh small one. */
    static byte[] take() {
        int start = (int) Thread.currentThread().getId();
        for (int k = 0; k < SLOTS; k++) {
            int i = (start + k) & MASK;
            byte[] b = POOL.get(i);
            if (b != null && POOL.compareAndSet(i, b, null)) return b;
        }
        return new byte[INITIAL];
    }

    /**
     * Gives a buffer back (the caller must not use it afterwards): into an empty slot, else in
     * place of a smaller one, so that the pool converges on buffers that fit the documents.
     */
    static void give(byte[] b) {
        if (b.length > MAX_POOLED || b.length < INITIAL) return;
        int start = (int) Thread.currentThread().getId();
        for (int k = 0; k < SLOTS; k++) {
            int i = (start + k) & MASK;
            if (POOL.get(i) == null && POOL.compareAndSet(i, null, b)) return;
        }
        for (int k = 0; k < SLOTS; k++) {
            int i = (start + k) & MASK;
            byte[] old = POOL.get(i);
            if (old != null && old.length < b.length && POOL.compareAndSet(i, old, b)) return;
        }
    }
}
