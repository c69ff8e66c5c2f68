package dev.brisk.cli;

import dev.brisk.json.JsonException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Newline-delimited JSON on every core, from a regular file: the file is cut into ranges
 * ({@link Ranges}, {@link FileWindow}) and each of {@code threads} threads, the calling one
 * included, takes the next range, copies its chunk of whole lines out of the file itself
 * ({@link FileBytes}) and runs the job on it. No thread reads for the others, so none of them is
 * a bottleneck.
 *
 * <p>Outcomes are committed in input order: whoever finishes the range that is next in line
 * writes its output, and the outputs of the ranges after it that are already done, while the
 * other threads read on. Each thread has two output buffers, used again and again: it can hand
 * one over and start its next range with the other, and waits only when both are still waiting
 * to be written. Memory is therefore two outputs and one chunk per thread, for files of any size.
 *
 * <p>A value written across lines may reach past the end of its chunk; its job then stops with
 * an error at the chunk's very end, and the committing thread reads that chunk again joined with
 * the chunks after it until the value ends (dropping their own outcomes, begun inside the value).
 * The outcome is the same as one reader over the whole file: the same output bytes, the same
 * values, and the same first error at the same offset, line and column.
 */
final class ParallelNdjsonFile {

    /** The largest range: large enough that taking one costs nothing in comparison. */
    static final long LARGEST_RANGE = 16 << 20;
    private static final long SMALLEST_RANGE = 64 << 10;
    /** The first and last ranges start at this fraction of the largest (see {@link Ranges}). */
    private static final int RAMP_SHIFT = 6;

    private final int threads;
    private final long largestRange;
    private final long smallestRange;

    /** Ranges of {@code rangeSize} bytes, all of them. */
    ParallelNdjsonFile(int threads, long rangeSize) {
        this(threads, rangeSize, rangeSize);
    }

    /** Ranges of {@code largestRange} bytes, the first and last ones from {@code smallestRange} up. */
    ParallelNdjsonFile(int threads, long largestRange, long smallestRange) {
        if (threads < 1 || smallestRange < 1 || largestRange < smallestRange) {
            throw new IllegalArgumentException(threads + " threads, ranges of " + smallestRange
                    + " to " + largestRange);
        }
        this.threads = threads;
        this.largestRange = largestRange;
        this.smallestRange = smallestRange;
    }

    /** The ranges for a file of {@code size} bytes on {@code threads} threads. */
    static ParallelNdjsonFile forFile(long size, int threads) {
        long largest = rangeFor(size, threads);
        return new ParallelNdjsonFile(threads, largest,
                Math.min(largest, Math.max(SMALLEST_RANGE, largest >> RAMP_SHIFT)));
    }

    /**
     * Ranges for a file of {@code size} bytes: at least four per thread, so that threads slowed
     * down by other work on the machine are made up for by the others, but no larger than
     * {@link #LARGEST_RANGE}.
     */
    static long rangeFor(long size, int threads) {
        return Math.max(SMALLEST_RANGE, Math.min(LARGEST_RANGE, size / (4L * threads) + 1));
    }

    /** How a file of {@code size} bytes is cut. */
    Ranges ranges(long size) {
        return new Ranges(size, largestRange, smallestRange);
    }

    /** Reads {@code file} to its end (or the first error), writing each chunk's output to {@code out}. */
    ParallelNdjson.Summary run(Path file, ChunkJob job, OutputStream out, Progress progress)
            throws IOException {
        FileChannel channel;
        try {
            channel = FileChannel.open(file, StandardOpenOption.READ);
        } catch (IOException e) {
            throw new LineChunks.ReadFailure(e);
        }
        try (channel) {
            long size = channel.size();
            Run run = new Run(FileBytes.of(channel, size), size, job, out, progress);
            Thread[] helpers = new Thread[threads - 1];
            for (int i = 0; i < helpers.length; i++) {
                helpers[i] = new Thread(run::work, "brisk-ndjson-" + (i + 1));
                helpers[i].setDaemon(true);
                helpers[i].start();
            }
            run.work();
            for (Thread helper : helpers) {
                joinUninterruptibly(helper);
            }
            if (run.timings != null) {
                run.timings.report(System.err);
            }
            return run.summary();
        }
    }

    private static void joinUninterruptibly(Thread t) {
        boolean interrupted = false;
        while (true) {
            try {
                t.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** A range's outcome, waiting for its turn to be committed. */
    private static final class Posted {
        final long range;
        final ChunkOutput output;
        /** The chunk in the file; {@code start == end} when no line starts in the range. */
        final long start;
        final long end;
        final ChunkJob.Outcome outcome;

        Posted(long range, ChunkOutput output, long start, long end, ChunkJob.Outcome outcome) {
            this.range = range;
            this.output = output;
            this.start = start;
            this.end = end;
            this.outcome = outcome;
        }
    }

    /** One run over one file: the ranges still to take and the outcomes still to commit. */
    private final class Run {
        private final FileBytes file;
        private final long size;
        private final Ranges ranges;
        private final ChunkJob job;
        private final OutputStream out;
        private final Progress progress;
        private final AtomicLong nextRange = new AtomicLong();
        /** Null unless asked for (see {@link RunTimings}). */
        final RunTimings timings = RunTimings.ifAsked();

        // guarded by this
        /** The range whose outcome is committed next. */
        private long turn;
        private boolean committing;
        private boolean stopped;
        private final Map<Long, Posted> posted = new HashMap<>();
        private Throwable failure;

        // touched only by the committing thread (handed on under the lock)
        private long values;
        private long lines; // newlines before the chunk committed next
        private JsonException error;

        Run(FileBytes file, long size, ChunkJob job, OutputStream out, Progress progress) {
            this.file = file;
            this.size = size;
            this.ranges = ranges(size);
            this.job = job;
            this.out = out;
            this.progress = progress;
        }

        /** What one thread does: take ranges until none is left or the run has stopped. */
        void work() {
            FileWindow window = new FileWindow(file.view(), size,
                    (int) Math.min(size, largestRange + (largestRange >> 4) + 1));
            ChunkOutput[] outputs = {new ChunkOutput(), new ChunkOutput()};
            long first = -1;
            long last = -1;
            long bytes = 0;
            int taken = 0;
            try {
                while (true) {
                    ChunkOutput output = takeOutput(outputs);
                    if (output == null) {
                        return;
                    }
                    long range = nextRange.getAndIncrement();
                    if (range >= ranges.count()) {
                        release(output);
                        return;
                    }
                    if (timings != null && first < 0) {
                        first = timings.now();
                    }
                    long start = ranges.start(range);
                    Posted p;
                    if (window.readRange(start, ranges.end(range))) {
                        ChunkJob.Outcome o = job.run(window.bytes(), window.offset(),
                                window.length(), output);
                        p = new Posted(range, output, window.start(), window.end(), o);
                        bytes += window.length();
                    } else {
                        p = new Posted(range, output, start, start, null);
                    }
                    taken++;
                    if (timings != null) {
                        last = timings.now();
                    }
                    post(p, window);
                }
            } catch (Throwable t) {
                fail(file.failure(t));
            } finally {
                if (timings != null) {
                    timings.workerDone(first, last, bytes, taken);
                }
            }
        }

        private synchronized ChunkOutput takeOutput(ChunkOutput[] outputs) throws InterruptedException {
            while (!stopped) {
                for (ChunkOutput o : outputs) {
                    if (!o.busy) {
                        o.busy = true;
                        o.reset();
                        return o;
                    }
                }
                wait();
            }
            return null;
        }

        private synchronized void release(ChunkOutput o) {
            o.busy = false;
            notifyAll();
        }

        /**
         * Hands an outcome over; when no thread is committing, this one commits it and every
         * outcome after it that is already there, in order.
         */
        private void post(Posted p, FileWindow window) throws IOException {
            synchronized (this) {
                if (stopped || p.range < turn) { // after an error, or inside a value committed before
                    p.output.busy = false;
                    notifyAll();
                    return;
                }
                posted.put(p.range, p);
                if (committing) {
                    return;
                }
                committing = true;
            }
            boolean done = false;
            try {
                while (true) {
                    Posted next;
                    synchronized (this) {
                        next = stopped ? null : posted.remove(turn);
                        if (next == null) {
                            committing = false;
                            done = true;
                            return;
                        }
                    }
                    long after = commit(next, window);
                    synchronized (this) {
                        turn = after;
                        next.output.busy = false;
                        freeBefore(turn);
                        stopped |= error != null;
                        notifyAll();
                    }
                }
            } finally {
                if (!done) {
                    synchronized (this) {
                        committing = false;
                    }
                }
            }
        }

        /** Frees the outcomes of ranges a value committed before has covered. */
        private void freeBefore(long range) {
            for (Iterator<Posted> i = posted.values().iterator(); i.hasNext(); ) {
                Posted p = i.next();
                if (p.range < range) {
                    p.output.busy = false;
                    i.remove();
                }
            }
        }

        /**
         * Writes one range's output and adds up its values and lines; returns the range to commit
         * next (further on when a value across lines took in the chunks after it).
         */
        private long commit(Posted p, FileWindow window) throws IOException {
            if (p.outcome == null) {
                return p.range + 1;
            }
            ChunkJob.Outcome o = p.outcome;
            long last = p.range;
            long end = p.end;
            while (o.endsInsideValue((int) (end - p.start)) && end < size) {
                // the range whose chunk ends at the first newline at or after its last byte,
                // beyond this chunk's end: the chunks up to it are taken in whole
                last = ranges.indexOf(end);
                window.readChunk(p.start, ranges.end(last) - 1);
                end = window.end();
                p.output.reset();
                o = job.run(window.bytes(), window.offset(), window.length(), p.output);
            }
            p.output.drainTo(out);
            progress.advance(end - p.start);
            values += o.values;
            if (o.error != null) {
                JsonException e = o.error;
                error = new JsonException(e.detail(), e.offset() < 0 ? -1 : p.start + e.offset(),
                        e.line() <= 0 ? -1 : lines + e.line(), e.column(), e.path(), e.getCause());
            } else {
                lines += o.newlines;
            }
            return last + 1;
        }

        private synchronized void fail(Throwable t) {
            if (failure == null) {
                failure = t;
            }
            stopped = true;
            notifyAll();
        }

        /** The outcome, once every thread is done; rethrows what stopped a thread. */
        ParallelNdjson.Summary summary() throws IOException {
            Throwable f;
            synchronized (this) {
                f = failure;
            }
            if (f instanceof IOException) throw (IOException) f;
            if (f instanceof RuntimeException) throw (RuntimeException) f;
            if (f instanceof Error) throw (Error) f;
            if (f != null) throw new IOException(f);
            return new ParallelNdjson.Summary(values, error);
        }
    }
}
