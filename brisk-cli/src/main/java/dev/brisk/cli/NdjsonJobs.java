package dev.brisk.cli;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.ReaderOptions;
import dev.brisk.json.WriterOptions;
import dev.brisk.json.internal.RewindableSink;
import dev.brisk.json.internal.RewindableSinks;
import dev.brisk.pack.MsgPackWriter;

/**
 * What validate, fmt and convert do to one chunk of NDJSON ({@link ChunkJob}). The newlines of a
 * chunk come from the reader's own line count at its end (it counts them as it skips
 * whitespace), so no second pass over the bytes counts them.
 */
final class NdjsonJobs {

    private NdjsonJobs() {
    }

    /** Reads every value strictly, building nothing. {@code options} must be in sequence mode. */
    static ChunkJob validate(ReaderOptions options) {
        return (bytes, offset, length, out) -> {
            long values = 0;
            try (JsonReader r = options.reader(bytes, offset, length)) {
                while (r.hasNextValue()) {
                    r.skipValue();
                    values++;
                }
                return new ChunkJob.Outcome(values, null, newlinesRead(r));
            } catch (JsonException e) {
                return new ChunkJob.Outcome(values, e, -1);
            }
        };
    }

    /**
     * Writes every value again with {@code writer} (in sequence mode: one value a line); on an
     * error, the output holds what was read before it, as the single-threaded fmt writes it.
     *
     * <p>A compact writer keeps the chunk's output in memory: only such a writer can take back a
     * failed copy, so only into it does the reader copy a whole container in one validating pass
     * (the fast copy, which {@code --threads 1}, streaming, cannot use). An error is rare (the run
     * stops at the first), so then the chunk is simply written again through a streaming writer,
     * which leaves exactly the partial value one reader over the whole input leaves.
     */
    static ChunkJob rewrite(ReaderOptions reader, WriterOptions writer) {
        if (writer.pretty()) {
            return (bytes, offset, length, out) -> streamed(reader, writer, bytes, offset, length, out);
        }
        return (bytes, offset, length, out) -> {
            JsonWriter w = writer.writer();
            long values = 0;
            try (JsonReader r = reader.reader(bytes, offset, length)) {
                while (r.hasNextValue()) {
                    r.copyTo(w);
                    values++;
                }
                out.adopt(w.toByteArray());
                return new ChunkJob.Outcome(values, null, newlinesRead(r));
            } catch (JsonException e) {
                out.reset();
                return streamed(reader, writer, bytes, offset, length, out);
            }
        };
    }

    private static ChunkJob.Outcome streamed(ReaderOptions reader, WriterOptions writer, byte[] bytes,
            int offset, int length, ChunkOutput out) {
        out.reserve(length + (length >> 3) + 64); // in one step, not by doubling
        JsonWriter w = writer.writer(out);
        long values = 0;
        try (JsonReader r = reader.reader(bytes, offset, length)) {
            while (r.hasNextValue()) {
                r.copyTo(w);
                values++;
            }
            w.close();
            return new ChunkJob.Outcome(values, null, newlinesRead(r));
        } catch (JsonException e) {
            w.flush();
            return new ChunkJob.Outcome(values, e, -1);
        }
    }

    /** Writes every value as MessagePack, back to back; on an error, the values before it. */
    static ChunkJob toMessagePack(ReaderOptions reader) {
        return (bytes, offset, length, out) -> {
            MsgPackWriter w = MsgPackWriter.toBytes();
            RewindableSink undo = RewindableSinks.of(w);
            long values = 0;
            long complete = undo.mark(); // where the values written completely end
            ChunkJob.Outcome outcome;
            try (JsonReader r = reader.reader(bytes, offset, length)) {
                while (r.hasNextValue()) {
                    r.copyTo(w);
                    values++;
                    complete = undo.mark();
                }
                outcome = new ChunkJob.Outcome(values, null, newlinesRead(r));
            } catch (JsonException e) {
                undo.rewind(complete); // drop the value the error interrupted
                outcome = new ChunkJob.Outcome(values, e, -1);
            }
            out.adopt(w.toByteArray());
            return outcome;
        };
    }

    /** The newlines before the reader's position (at the end of a chunk: all of them). */
    private static long newlinesRead(JsonReader r) {
        return r.location().line() - 1;
    }
}
