package dev.brisk.cli;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.ReaderOptions;
import dev.brisk.json.WriterOptions;
import dev.brisk.pack.MsgPackWriter;
import java.io.ByteArrayOutputStream;

/** What validate, fmt and convert do to one chunk of NDJSON ({@link ParallelNdjson}). */
final class NdjsonJobs {

    private static final byte[] NOTHING = new byte[0];

    private NdjsonJobs() {
    }

    /** Reads every value strictly, building nothing. {@code options} must be in sequence mode. */
    static ChunkJob validate(ReaderOptions options) {
        return (bytes, length) -> {
            long values = 0;
            try (JsonReader r = options.reader(bytes, 0, length)) {
                while (r.hasNextValue()) {
                    r.skipValue();
                    values++;
                }
                return new ChunkJob.Outcome(NOTHING, 0, values, null);
            } catch (JsonException e) {
                return new ChunkJob.Outcome(NOTHING, 0, values, e);
            }
        };
    }

    /**
     * Writes every value again with {@code writer} (in sequence mode: one value a line); on an
     * error, the output holds what was read before it, as the single-threaded fmt writes it.
     */
    static ChunkJob rewrite(ReaderOptions reader, WriterOptions writer) {
        return (bytes, length) -> {
            Buffer out = new Buffer(length + (length >> 3) + 64);
            JsonWriter w = writer.writer(out);
            long values = 0;
            JsonException error = null;
            try (JsonReader r = reader.reader(bytes, 0, length)) {
                while (r.hasNextValue()) {
                    r.copyTo(w);
                    values++;
                }
                w.close();
            } catch (JsonException e) {
                error = e;
                w.flush();
            }
            return new ChunkJob.Outcome(out.array(), out.size(), values, error);
        };
    }

    /** Writes every value as MessagePack, back to back; on an error, the values before it. */
    static ChunkJob toMessagePack(ReaderOptions reader) {
        return (bytes, length) -> {
            MsgPackWriter w = MsgPackWriter.toBytes();
            long values = 0;
            JsonException error = null;
            long complete = w.mark(); // where the values written completely end
            try (JsonReader r = reader.reader(bytes, 0, length)) {
                while (r.hasNextValue()) {
                    r.copyTo(w);
                    values++;
                    complete = w.mark();
                }
            } catch (JsonException e) {
                error = e;
                w.rewind(complete); // drop the value the error interrupted
            }
            byte[] out = w.toByteArray();
            return new ChunkJob.Outcome(out, out.length, values, error);
        };
    }

    /** A byte buffer whose array can be handed on without a copy. */
    private static final class Buffer extends ByteArrayOutputStream {
        Buffer(int capacity) {
            super(capacity);
        }

        byte[] array() {
            return buf;
        }
    }
}
