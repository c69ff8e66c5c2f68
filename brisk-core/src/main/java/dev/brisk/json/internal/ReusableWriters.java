package dev.brisk.json.internal;

import dev.brisk.json.JsonWriter;
import dev.brisk.json.WriterOptions;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.invoke.MethodHandles;
import java.util.function.Function;

/**
 * In-memory writers that Brisk's own modules take, fill with one document and give back, so that
 * writing a document to a {@code byte[]} allocates only the result: the writer, its level arrays,
 * its buffer and its name cache are reused. Not API: a writer handed back must never be used
 * again by whoever took it, which only code that never lets it escape can promise (the mapper's
 * {@code writeBytes}). The pool lives in {@code dev.brisk.json}, beside the writer's internals,
 * and installs itself here when {@link JsonWriter} is initialized.
 */
public abstract class ReusableWriters {
    private static volatile Function<WriterOptions, ReusableWriters> maker;

    protected ReusableWriters() {}

    /** Called once, by {@link JsonWriter}'s class initializer; any later call is refused. */
    public static synchronized void install(Function<WriterOptions, ReusableWriters> pools) {
        if (maker != null) throw new IllegalStateException("already installed");
        maker = pools;
    }

    /** A pool of compact in-memory writers with these options (pretty and sequence options are not pooled). */
    public static ReusableWriters of(WriterOptions options) {
        if (maker == null) {
            try {
                MethodHandles.lookup().ensureInitialized(JsonWriter.class);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
        return maker.apply(options);
    }

    /** A writer in its initial state, from the pool or new. */
    public abstract JsonWriter take();

    /**
     * The complete document {@code w} holds (a {@link dev.brisk.json.JsonException} when it is
     * incomplete, as {@link JsonWriter#toByteArray()} raises); {@code w} goes back to the pool and
     * must not be used again.
     */
    public abstract byte[] finish(JsonWriter w);

    /**
     * Writes the complete document {@code w} holds to {@code target} in one call, from the
     * writer's buffer (no copy of the document is made), then gives {@code w} back to the pool;
     * {@code w} must not be used again. An incomplete document raises what {@link #finish}
     * raises; an {@code IOException} from the target leaves {@code w} out of the pool.
     */
    public abstract void finish(JsonWriter w, OutputStream target) throws IOException;
}
