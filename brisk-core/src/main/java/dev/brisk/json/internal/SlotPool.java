package dev.brisk.json.internal;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The one pool of Brisk's recycled objects (stream buffers, in-memory writer buffers, a reader's
 * per-level arrays, the binder's natural-value builders): a fixed number of slots shared by all
 * threads, with no ThreadLocal, so that millions of virtual threads cost nothing extra and a
 * thread never holds more than it uses. {@link #take} empties any filled slot (or gives null:
 * the caller allocates), {@link #give} fills an empty one (or lets the object go to the GC). The
 * search starts at a slot picked by the thread, so threads rarely meet on one. What may be
 * pooled (sizes, clearing) is the caller's policy.
 */
public final class SlotPool<T> {
    private final AtomicReferenceArray<T> slots;
    private final int mask;

    /** A pool of at least {@code minSlots} slots (rounded up to a power of two: picking one is a mask). */
    public SlotPool(int minSlots) {
        int n = Integer.highestOneBit(Math.max(1, minSlots) * 2 - 1);
        this.slots = new AtomicReferenceArray<>(n);
        this.mask = n - 1;
    }

    /** Slots for a pool that serves every core: twice the processors, at least {@code floor}. */
    public static int perCore(int floor) {
        return Math.max(floor, 2 * Runtime.getRuntime().availableProcessors());
    }

    /** The number of slots. */
    public int size() {
        return mask + 1;
    }

    private static int first() {
        return (int) Thread.currentThread().getId();
    }

    /** A pooled object, its slot emptied; or null when every slot is empty. */
    public T take() {
        int start = first();
        for (int k = 0; k <= mask; k++) {
            int i = (start + k) & mask;
            T t = slots.get(i);
            if (t != null && slots.compareAndSet(i, t, null)) return t;
        }
        return null;
    }

    /** Pools {@code t} in an empty slot; false when every slot is full (then it is the GC's). */
    public boolean give(T t) {
        int start = first();
        for (int k = 0; k <= mask; k++) {
            int i = (start + k) & mask;
            if (slots.get(i) == null && slots.compareAndSet(i, null, t)) return true;
        }
        return false;
    }

    /** What the {@code k}-th slot from this thread's first holds (null when empty): for a caller's replacement policy. */
    public T peek(int k) {
        return slots.get((first() + k) & mask);
    }

    /** Puts {@code t} in the {@code k}-th slot from this thread's first if it still holds {@code old}. */
    public boolean replace(int k, T old, T t) {
        return slots.compareAndSet((first() + k) & mask, old, t);
    }
}
