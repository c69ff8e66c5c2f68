package dev.brisk.cli;

import dev.brisk.json.JsonException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;

/**
 * Newline-delimited JSON on every core, from a stream (standard input, a pipe; a regular file
 * goes to {@link ParallelNdjsonFile}, whose workers read it themselves): the input is read ahead
 * in chunks of whole lines, each chunk is processed by one of {@code threads} workers, and the
 * results are written (and the first error reported) in input order, with line numbers and
 * offsets of the whole input. At most {@code 2 × threads} chunks are in flight and their input
 * and output buffers are used again, so memory stays constant for inputs of any size (a single
 * line longer than a chunk makes its chunk as long as that line).
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

    /** A chunk read and handed to a worker, with the buffer its output goes to. */
    private static final class Pending {
        final byte[] bytes;
        final int length;
        final ChunkOutput output;
        final Future<ChunkJob.Outcome> outcome;

        Pending(byte[] bytes, int length, ChunkOutput output, Future<ChunkJob.Outcome> outcome) {
            this.bytes = bytes;
            this.length = length;
            this.output = output;
            this.outcome = outcome;
        }
    }

    /**
     * Runs {@code job} over the NDJSON of {@code operand} (already opened as {@code in}) on
     * {@code threads} threads, writing the outputs to {@code out} in order: a regular file is read
     * by the threads themselves ({@link ParallelNdjsonFile}), standard input or a pipe is read
     * ahead here.
     */
    static Summary run(String operand, InputStream in, Progress progress, int threads, ChunkJob job,
            OutputStream out) throws IOException {
        if (!operand.equals("-")) {
            Path file = Path.of(operand);
            if (Files.isRegularFile(file)) {
                in.close();
                long size = Files.size(file);
                return ParallelNdjsonFile.forFile(size, threads).run(file, job, out, progress);
            }
        }
        try (InputStream counted = progress.wrap(in)) {
            return new ParallelNdjson(threads, DEFAULT_CHUNK).run(counted, job, out);
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
        ArrayDeque<ChunkOutput> spareOutputs = new ArrayDeque<>(); // at most 2 × threads exist
        long offset = 0; // of the next chunk to write, in the whole input
        long lines = 0;  // newlines before it
        long values = 0;
        while (true) {
            while (inFlight.size() < 2 * threads
                    && readAhead(chunks, job, pool, inFlight, spareOutputs)) {
                // read ahead: the workers always have the next chunks at hand
            }
            if (inFlight.isEmpty()) {
                return new Summary(values, null);
            }
            Pending p = inFlight.removeFirst();
            byte[] bytes = p.bytes;
            int length = p.length;
            ChunkJob.Outcome o = await(p.outcome);
            while (o.endsInsideValue(length)
                    && (!inFlight.isEmpty() || readAhead(chunks, job, pool, inFlight, spareOutputs))) {
                Pending next = inFlight.removeFirst();
                next.outcome.cancel(true);
                bytes = join(bytes, length, next.bytes, next.length); // rare: a fresh array
                length += next.length;
                p.output.reset();
                o = job.run(bytes, 0, length, p.output);
                // the next chunk's buffers may still be in use by its cancelled worker: not reused
            }
            p.output.drainTo(out);
            spareOutputs.addLast(p.output);
            if (bytes == p.bytes) {
                chunks.recycle(bytes);
            }
            values += o.values;
            if (o.error != null) {
                JsonException e = o.error;
                return new Summary(values, new JsonException(e.detail(),
                        e.offset() < 0 ? -1 : offset + e.offset(),
                        e.line() <= 0 ? -1 : lines + e.line(), e.column(), e.path(), e.getCause()));
            }
            offset += length;
            lines += o.newlines;
        }
    }

    private static boolean readAhead(LineChunks chunks, ChunkJob job, ExecutorService pool,
            ArrayDeque<Pending> inFlight, ArrayDeque<ChunkOutput> spareOutputs) throws IOException {
        if (!chunks.next()) {
            return false;
        }
        byte[] bytes = chunks.bytes();
        int length = chunks.length();
        ChunkOutput output = spareOutputs.isEmpty() ? new ChunkOutput() : spareOutputs.removeFirst();
        output.reset();
        inFlight.addLast(new Pending(bytes, length, output,
                pool.submit(() -> job.run(bytes, 0, length, output))));
        return true;
    }

    private static ChunkJob.Outcome await(Future<ChunkJob.Outcome> f) throws IOException {
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

    private static ThreadFactory daemons() {
        return r -> {
            Thread t = new Thread(r, "brisk-ndjson");
            t.setDaemon(true);
            return t;
        };
    }
}
