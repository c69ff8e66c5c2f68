package dev.brisk.json.internal;

/**
 * Recycles the default-size stream buffers of readers and writers, in {@link SlotPool}s: a
 * reader takes a buffer and gives it back on close; when the pool is empty it allocates, when
 * it is full the buffer is left to the GC.
 */
public final class BufferPool {
    private BufferPool() {}

    /**
     * Readers' and writers' buffers differ in size (32 KB and 8 KB) and a slot only serves its own
     * size, so each size class has its own pool: otherwise buffers of one kind could fill every
     * slot and the other kind would allocate every time.
     */
    private static final SlotPool<byte[]> LARGE = new SlotPool<>(SlotPool.perCore(4));
    private static final SlotPool<byte[]> SMALL = new SlotPool<>(SlotPool.perCore(4));

    private static SlotPool<byte[]> poolFor(int size) {
        return size >= 16 * 1024 ? LARGE : SMALL;
    }

    /** A buffer of exactly {@code size} bytes, recycled when one of that size is pooled. */
    public static byte[] take(int size) {
        byte[] b = poolFor(size).take();
        // callers pool only their one standard size per class: another size is left to the GC
        return b != null && b.length == size ? b : new byte[size];
    }

    /** Gives a buffer back; the caller must not use it afterwards. */
    public static void give(byte[] b) {
        poolFor(b.length).give(b);
    }
}
