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

    /** A power of two, so that picking a slot is a mask rather than a (long) division. */
    private static final int SLOTS = Integer.highestOneBit(Math.max(4, 2 * Runtime.getRuntime().availableProcessors()) * 2 - 1);
    private static final int MASK = SLOTS - 1;
    /**
     * Readers' and writers' buffers differ in size (32 KB and 8 KB) and a slot only serves its own
     * size, so each size class has its own slots: otherwise buffers of one kind could fill every
     * slot and the other kind would allocate every time.
     */
    private static final AtomicReferenceArray<byte[]> LARGE = new AtomicReferenceArray<>(SLOTS);
    private static final AtomicReferenceArray<byte[]> SMALL = new AtomicReferenceArray<>(SLOTS);

    private static AtomicReferenceArray<byte[]> slotsFor(int size) {
        return size >= 16 * 1024 ? LARGE : SMALL;
    }

    /** A buffer of exactly {@code size} bytes, recycled when one of that size is pooled. */
    public static byte[] take(int size) {
        AtomicReferenceArray<byte[]> pool = slotsFor(size);
        int start = (int) Thread.currentThread().getId();
        for (int k = 0; k < SLOTS; k++) {
            int i = (start + k) & MASK;
            byte[] b = pool.get(i);
            if (b != null && b.length == size && pool.compareAndSet(i, b, null)) return b;
        }
        return new byte[size];
    }

    /** Gives a buffer back; the caller must not use it afterwards. */
    public static void give(byte[] b) {
        AtomicReferenceArray<byte[]> pool = slotsFor(b.length);
        int start = (int) Thread.currentThread().getId();
        for (int k = 0; k < SLOTS; k++) {
            int i = (start + k) & MASK;
            if (pool.get(i) == null && pool.compareAndSet(i, null, b)) return;
        }
    }
}
