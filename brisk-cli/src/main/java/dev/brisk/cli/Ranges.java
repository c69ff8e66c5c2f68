package dev.brisk.cli;

/**
 * How {@link ParallelNdjsonFile} cuts a file into ranges, taken by the threads in order: ranges
 * of {@code largest} bytes, except that the first ones grow from {@code smallest} up, doubling,
 * and the last ones shrink back down the same way.
 *
 * <p>Small last ranges let the threads finish together: when one runs out of work, the others
 * are at most one small range from the end, not one large one. Small first ranges make the first
 * chunk ends (and the reader's paths there) come while the JIT still profiles the reader, and the
 * first outcome ready to write early. Large ranges in between make taking one cost nothing.
 *
 * <p>A range's place is computed, not stored, so a plan is the same few fields for any size.
 */
final class Ranges {

    private final long size;
    private final long largest;
    private final long smallest;
    /** Ranges in each ramp (0: every range is {@code largest}). */
    private final int ramp;
    /** Bytes in each ramp: {@code smallest × (2^ramp − 1)}. */
    private final long rampBytes;
    /** Ranges of {@code largest} bytes between the ramps (the last of them may be shorter). */
    private final long middle;

    /**
     * The ranges of a file of {@code size} bytes; ramps only when the file holds both of them and
     * one large range besides (else every range is {@code largest}).
     */
    Ranges(long size, long largest, long smallest) {
        if (size < 0 || largest < 1 || smallest < 1 || smallest > largest) {
            throw new IllegalArgumentException(size + " bytes, ranges of " + smallest + " to " + largest);
        }
        this.size = size;
        this.largest = largest;
        this.smallest = smallest;
        int steps = 0;
        while ((smallest << steps) < largest) {
            steps++;
        }
        long bytes = smallest * ((1L << steps) - 1);
        if (size < 2 * bytes + largest) {
            steps = 0;
            bytes = 0;
        }
        this.ramp = steps;
        this.rampBytes = bytes;
        this.middle = (size - 2 * bytes + largest - 1) / largest;
    }

    /** How many ranges there are (0 for an empty file). */
    long count() {
        return 2L * ramp + middle;
    }

    /** Where range {@code i} starts ({@code size} for {@code i >= count()}). */
    long start(long i) {
        if (i < ramp) {
            return smallest * ((1L << i) - 1);
        }
        if (i < ramp + middle) {
            return rampBytes + (i - ramp) * largest;
        }
        if (i < count()) {
            long fromEnd = ramp - (i - ramp - middle); // ranges from this one to the last
            return size - smallest * ((1L << fromEnd) - 1);
        }
        return size;
    }

    /** Where range {@code i} ends (one past its last byte). */
    long end(long i) {
        return start(i + 1);
    }

    /** The range that byte {@code offset} is in ({@code count()} at or past the end). */
    long indexOf(long offset) {
        if (offset >= size) {
            return count();
        }
        long i;
        if (offset < rampBytes) {
            i = 0;
        } else if (offset < size - rampBytes) {
            return ramp + (offset - rampBytes) / largest;
        } else {
            i = ramp + middle;
        }
        while (end(i) <= offset) {
            i++;
        }
        return i;
    }

    /** The most bytes a range holds. */
    long largest() {
        return largest;
    }
}
