package dev.brisk.json.internal;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Recycles the default-size stream buffers of readers and writers. A fixed number of slots
 * shared by all threads (no ThreadLocal, so millions of virtual threads cost nothing extra): a
 * reader takes a buffer from any filled slot and gives it back on close; when every slot is
 * empty it allocates, when every slot is full the buffer is left to the GC.
 */
public final class BufferPool {
    private BufferPool() {}

    private static final int SLOTS = Math.max(4, 2 * Runtime.getRuntime().availableProcessors());
    private static final AtomicReferenceArray<byte[]> POOL = new AtomicReferenceArray<>(SLOTS);

    /** A buffer of exactly {@code size} bytes, recycled when one of that size is pooled. */
    public static byte[] take(int size) {
        int start = (int) (Thread.currentThread().getId() % SLOTS);
        for (int k = 0; k < SLOTS; k++) {
            int i = (start + k) % SLOTS;
            byte[] b = POOL.get(i);
            if (b != null && b.length == size && POOL.compareAndSet(i, b, null)) return b;
        }
        return new byte[size];
    }

    /** Gives a buffer back; the caller must not use it afterwards. */
    public static void give(byte[] b) {
        int start = (int) (Thread.currentThread().getId() % SLOTS);
        for (int k = 0; k < SLOTS; k++) {
            int i = (start + k) % SLOTS;
            if (POOL.get(i) == null && POOL.compareAndSet(i, null, b)) return;
        }
    }
}
