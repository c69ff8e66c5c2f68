package dev.brisk.cli;

import dev.brisk.json.JsonException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;

/**
 * Newline-delimited JSON on every core: the input is read ahead in chunks of whole lines, each
 * chunk is processed by one of {@code threads} workers, and the results are written (and the
 * first error reported) in input order, with line numbers and offsets of the whole input.
 * At most {@code 2 × threads} chunks are in flight, so memory stays constant for inputs of
 * any size (a single line longer than a chunk makes its chunk as long as that line).
 *
 * <p>A value written across lines may reach past the end of its chunk; the chunk's worker then
 * stops with an error at the chunk's end, and the chunk is processed again here, joined with
 * the next one (whose own result, begun inside the value, is dropped). The outcome is the same
 * as reading the whole input as one sequence.
 */
final class ParallelNdjson {

    /** Bytes per chunk: large enough that handing one to a thread costs nothing in comparison. */
    static final int DEFAULT_CHUNK = 4 << 20;

    private final int threads;
    private final int chunkSize;

    ParallelNdjson(int threads, int chunkSize) {
        this.threads = threads;
        this.chunkSize = chunkSize;
    }

    /** The outcome of a whole run. */
    static final class Summary {
        final long values;
        /** The first error, with offset, line and column in the whole input; or null. */
        final JsonException error;

        Summary(long values, JsonException error) {
            this.values = values;
            this.error = error;
        }
    }

    /** A chunk read and handed to a worker, with its place in the input. */
    private static final class Pending {
        final byte[] bytes;
        final int length;
        final Future<Done> outcome;

        Pending(byte[] bytes, int length, Future<Done> outcome) {
            this.bytes = bytes;
            this.length = length;
            this.outcome = outcome;
        }
    }

    /** A chunk's outcome and its newline count, both worked out by its worker. */
    private static final class Done {
        final ChunkJob.Outcome outcome;
        final long newlines;

        Done(ChunkJob.Outcome outcome, long newlines) {
            this.outcome = outcome;
            this.newlines = newlines;
        }

        static Done of(ChunkJob job, byte[] bytes, int length) {
            return new Done(job.run(bytes, length), newlines(bytes, length));
        }
    }

    /** Reads {@code in} to its end (or the first error), writing each chunk's output to {@code out}. */
    Summary run(InputStream in, ChunkJob job, OutputStream out) throws IOException {
        ExecutorService pool = Executors.newFixedThreadPool(threads, daemons());
        try {
            return pipeline(in, job, out, pool);
        } finally {
            pool.shutdownNow();
        }
    }

    private Summary pipeline(InputStream in, ChunkJob job, OutputStream out, ExecutorService pool)
            throws IOException {
        LineChunks chunks = new LineChunks(in, chunkSize);
        ArrayDeque<Pending> inFlight = new ArrayDeque<>();
        long offset = 0; // of the next chunk to write, in the whole input
        long lines = 0;  // newlines before it
        long values = 0;
        while (true) {
            while (inFlight.size() < 2 * threads && readAhead(chunks, job, pool, inFlight)) {
                // read ahead: the workers always have the next chunks at hand
            }
            if (inFlight.isEmpty()) {
                return new Summary(values, null);
            }
            Pending p = inFlight.removeFirst();
            byte[] bytes = p.bytes;
            int length = p.length;
            Done done = await(p.outcome);
            while (done.outcome.endsInsideValue(length)
                    && (!inFlight.isEmpty() || readAhead(chunks, job, pool, inFlight))) {
                Pending next = inFlight.removeFirst();
                next.outcome.cancel(true);
                bytes = join(bytes, length, next.bytes, next.length);
                length += next.length;
                done = Done.of(job, bytes, length);
            }
            ChunkJob.Outcome o = done.outcome;
            out.write(o.output, 0, o.outputLength);
            values += o.values;
            if (o.error != null) {
                JsonException e = o.error;
                return new Summary(values, new JsonException(e.detail(),
                        e.offset() < 0 ? -1 : offset + e.offset(),
                        e.line() <= 0 ? -1 : lines + e.line(), e.column(), e.path(), e.getCause()));
            }
            offset += length;
            lines += done.newlines;
        }
    }

    private static boolean readAhead(LineChunks chunks, ChunkJob job, ExecutorService pool,
            ArrayDeque<Pending> inFlight) throws IOException {
        if (!chunks.next()) {
            return false;
        }
        byte[] bytes = chunks.bytes();
        int length = chunks.length();
        inFlight.addLast(new Pending(bytes, length, pool.submit(() -> Done.of(job, bytes, length))));
        return true;
    }

    private static Done await(Future<Done> f) throws IOException {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof RuntimeException) throw (RuntimeException) c;
            if (c instanceof Error) throw (Error) c;
            throw new IOException(c);
        }
    }

    private static byte[] join(byte[] a, int aLength, byte[] b, int bLength) {
        byte[] out = Arrays.copyOf(a, aLength + bLength);
        System.arraycopy(b, 0, out, aLength, bLength);
        return out;
    }

    static long newlines(byte[] bytes, int length) {
        long n = 0;
        for (int i = 0; i < length; i++) {
            if (bytes[i] == '\n') {
                n++;
            }
        }
        return n;
    }

    private static ThreadFactory daemons() {
        return r -> {
            Thread t = new Thread(r, "brisk-ndjson");
            t.setDaemon(true);
            return t;
        };
    }
}
