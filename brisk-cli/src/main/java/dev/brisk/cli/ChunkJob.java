package dev.brisk.cli;

import dev.brisk.json.JsonException;

/**
 * What one command does to one chunk of an NDJSON input ({@link ParallelNdjson},
 * {@link ParallelNdjsonFile}): a chunk is whole lines, read on its own by one thread, its output
 * kept until the chunks before it are written.
 */
interface ChunkJob {

    /**
     * Processes {@code bytes[offset, offset + length)}, a run of whole lines, appending what the
     * command writes for it to {@code out}. Never throws JsonException.
     */
    Outcome run(byte[] bytes, int offset, int length, ChunkOutput out);

    /** The result of one chunk (its output went to the {@link ChunkOutput}). */
    final class Outcome {
        /** Values read completely. */
        final long values;
        /** The first error in the chunk, with chunk-relative offset, line and column; or null. */
        final JsonException error;
        /** Newlines in the chunk, counted by the reader as it passed them (-1 after an error). */
        final long newlines;

        Outcome(long values, JsonException error, long newlines) {
            this.values = values;
            this.error = error;
            this.newlines = newlines;
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
