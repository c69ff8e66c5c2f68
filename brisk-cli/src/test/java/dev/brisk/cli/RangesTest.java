package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A file's ranges cover it exactly, in order, none empty and none larger than the largest; the
 * first ones grow from the smallest, doubling, and the last ones shrink back to it; and every
 * byte is found in the range it lies in.
 */
class RangesTest {

    /** Checks every rule above for one plan; byte by byte when the file is small. */
    private static void assertWellFormed(long size, long largest, long smallest) {
        Ranges r = new Ranges(size, largest, smallest);
        String where = size + " bytes, ranges of " + smallest + " to " + largest;
        long count = r.count();
        assertEquals(0, r.start(0), where);
        assertEquals(size, r.start(count), where + ": the ranges end where the file does");
        assertEquals(count, r.indexOf(size), where);
        for (long i = 0; i < count; i++) {
            long start = r.start(i);
            long end = r.end(i);
            assertTrue(start < end, where + ": range " + i + " is empty");
            assertTrue(end - start <= largest, where + ": range " + i + " is too large");
            assertEquals(i, r.indexOf(start), where + ": first byte of range " + i);
            assertEquals(i, r.indexOf(end - 1), where + ": last byte of range " + i);
            if (size <= 700) {
                for (long b = start; b < end; b++) {
                    assertEquals(i, r.indexOf(b), where + ": byte " + b);
                }
            }
        }
    }

    @Test
    void rangesCoverTheFileExactlyForManySizesAndPlans() {
        long[][] plans = {{1, 1}, {7, 7}, {8, 1}, {8, 3}, {64, 2}, {100, 7}, {1000, 1}, {4096, 64}};
        for (long[] plan : plans) {
            for (long size = 0; size <= 700; size++) {
                assertWellFormed(size, plan[0], plan[1]);
            }
        }
        Random random = new Random(20);
        for (int round = 0; round < 300; round++) {
            long largest = 1 + random.nextInt(1 << 24);
            long smallest = 1 + (long) (random.nextDouble() * largest);
            // up to a few thousand ranges, files up to 32 GiB
            assertWellFormed((long) (random.nextDouble() * 2000 * largest), largest, smallest);
        }
    }

    @Test
    void theFirstRangesGrowAndTheLastOnesShrinkByDoubling() {
        long size = 1L << 30;
        long largest = 16 << 20;
        long smallest = 256 << 10;
        Ranges r = new Ranges(size, largest, smallest);
        // 256 KiB, 512 KiB, ... 8 MiB: six ranges up, six down, the rest 16 MiB
        long ramp = 6;
        for (long i = 0; i < ramp; i++) {
            assertEquals(smallest << i, r.end(i) - r.start(i), "range " + i);
            long last = r.count() - 1 - i;
            assertEquals(smallest << i, r.end(last) - r.start(last), "range " + last);
        }
        assertEquals(largest, r.end(ramp) - r.start(ramp));
        long rampBytes = smallest * ((1 << ramp) - 1);
        assertEquals(2 * ramp + (size - 2 * rampBytes + largest - 1) / largest, r.count());
        assertWellFormed(size, largest, smallest);
    }

    @Test
    void aFileTooSmallForBothRampsHasEqualRanges() {
        // ramps of 1 + 2 + 4 = 7 bytes each need 7 + 7 + 8 bytes
        assertSizes(new Ranges(21, 8, 1), 8, 8, 5);
        assertSizes(new Ranges(22, 8, 1), 1, 2, 4, 8, 4, 2, 1);
        assertSizes(new Ranges(30, 8, 1), 1, 2, 4, 8, 8, 4, 2, 1);
        assertSizes(new Ranges(31, 8, 1), 1, 2, 4, 8, 8, 1, 4, 2, 1);
        assertSizes(new Ranges(0, 8, 1));
    }

    private static void assertSizes(Ranges r, long... sizes) {
        assertEquals(sizes.length, r.count());
        for (int i = 0; i < sizes.length; i++) {
            assertEquals(sizes[i], r.end(i) - r.start(i), "range " + i);
        }
    }
}
