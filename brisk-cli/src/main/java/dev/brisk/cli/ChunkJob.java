package dev.brisk.cli;

import dev.brisk.json.JsonException;

/**
 * What one command does to one chunk of an NDJSON input ({@link ParallelNdjson}): a chunk is
 * whole lines, read on its own by one thread, its output kept until the chunks before it are
 * written.
 */
interface ChunkJob {

    /** Processes {@code bytes[0, length)}, a run of whole lines. Never throws JsonException. */
    Outcome run(byte[] bytes, int length);

    /** The result of one chunk. */
    final class Outcome {
        /** What to write for the chunk (up to the error, if any); may be empty. */
        final byte[] output;
        final int outputLength;
        /** Values read completely. */
        final long values;
        /** The first error in the chunk, with chunk-relative offset, line and column; or null. */
        final JsonException error;

        Outcome(byte[] output, int outputLength, long values, JsonException error) {
            this.output = output;
            this.outputLength = outputLength;
            this.values = values;
            this.error = error;
        }

        /**
         * True when the chunk ends inside a value (a value written across lines reaches into the
         * next chunk): the error is at the chunk's very end, where more bytes would have come.
         */
        boolean endsInsideValue(int length) {
            return error != null && error.offset() >= length;
        }
    }
}
