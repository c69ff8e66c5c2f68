package dev.brisk.bench;

import java.lang.ref.Reference;
import java.util.function.Supplier;

/**
 * Retained-heap measurement shared by the heap reports ({@code SliceHeap}, {@code TreeHeap}):
 * hold {@code copies} results reachable, force full GCs until the used heap stops shrinking,
 * and divide the growth by {@code copies}. Not JMH (JMH measures time).
 */
public final class HeapMeter {

    private HeapMeter() {}

    /** Bytes retained per copy of whatever {@code make} returns. */
    public static long retained(Supplier<Object> make, int copies) {
        make.get(); // load and initialize the classes involved first
        Object[] held = new Object[copies];
        long before = usedAfterGc();
        for (int i = 0; i < copies; i++) held[i] = make.get();
        long after = usedAfterGc();
        Reference.reachabilityFence(held);
        return (after - before) / copies;
    }

    /** The used heap once repeated full GCs stop shrinking it. */
    public static long usedAfterGc() {
        Runtime rt = Runtime.getRuntime();
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 20; i++) {
            System.gc();
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            long now = rt.totalMemory() - rt.freeMemory();
            if (now >= used && i >= 3) return Math.min(now, used);
            used = Math.min(used, now);
        }
        return used;
    }

    /** The geometric mean of positive ratios (1 for none). */
    public static double geometricMean(java.util.List<Double> ratios) {
        double logs = 0;
        for (double r : ratios) {
            logs += Math.log(r);
        }
        return ratios.isEmpty() ? 1 : Math.exp(logs / ratios.size());
    }

    /** The largest ratio (for heap, the worst document; 0 for none). */
    public static double maximum(java.util.List<Double> ratios) {
        double max = 0;
        for (double r : ratios) {
            max = Math.max(max, r);
        }
        return max;
    }
}
