package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The one pool: a fixed number of slots shared by every thread. It never hands one object to two
 * takers and keeps at most its size; it has no per-thread state (fit for virtual threads).
 */
class SlotPoolTest {

    @Test
    void holdsAtMostItsSlotsAndGivesBackWhatWasGiven() {
        SlotPool<Object> pool = new SlotPool<>(5);
        assertEquals(8, pool.size());
        assertNull(pool.take());
        List<Object> given = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            Object o = new Object();
            given.add(o);
            assertTrue(pool.give(o));
        }
        assertFalse(pool.give(new Object()), "a full pool leaves the object to the GC");
        IdentityHashMap<Object, Boolean> back = new IdentityHashMap<>();
        for (int i = 0; i < 8; i++) back.put(pool.take(), true);
        assertEquals(8, back.size());
        for (Object o : given) assertTrue(back.containsKey(o));
        assertNull(pool.take());
    }

    @Test
    void replaceSwapsOnlyWhatTheSlotStillHolds() {
        SlotPool<String> pool = new SlotPool<>(1);
        assertTrue(pool.give("old"));
        assertFalse(pool.replace(0, "other", "new"));
        assertTrue(pool.replace(0, pool.peek(0), "new"));
        assertSame("new", pool.take());
    }

    @Test
    void manyThreadsNeverShareATakenObject() throws Exception {
        SlotPool<AtomicInteger> pool = new SlotPool<>(4);
        AtomicInteger clashes = new AtomicInteger();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 16; t++) {
            Thread thread = new Thread(() -> {
                for (int i = 0; i < 20_000; i++) {
                    AtomicInteger o = pool.take();
                    if (o == null) o = new AtomicInteger();
                    if (o.incrementAndGet() != 1) clashes.incrementAndGet(); // someone else holds it too
                    o.decrementAndGet();
                    pool.give(o);
                }
            });
            thread.start();
            threads.add(thread);
        }
        for (Thread t : threads) t.join();
        assertEquals(0, clashes.get());
    }
}
