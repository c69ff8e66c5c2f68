package dev.brisk.json.internal;

import dev.brisk.json.JsonWriter;
import dev.brisk.json.WriterOptions;

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

    /** A pool of in-memory writers with these options. */
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
     * A writer in its initial state, from the pool or new, whose output stays in memory up to
     * the size of the largest pooled buffer (1 MiB) and beyond it is handed to {@code target}
     * whenever the buffer is full at that size. So a document up to that size reaches the target
     * in one write, by {@link #finishToTarget}, or not at all when its writing fails; a longer one
     * costs no more memory than that. The writer must be finished by {@link #finishToTarget}.
     */
    public abstract JsonWriter take(OutputStream target);

    /** {@link #take(OutputStream)} for a char target (the UTF-8 decoded as a writer onto chars does). */
    public abstract JsonWriter take(Appendable target);

    /**
     * Hands the rest of the complete document that {@code w} (from {@code take(target)}) holds to
     * its target, which is neither flushed nor closed, then gives {@code w} back to the pool;
     * {@code w} must not be used again. An incomplete document raises what {@link #finish}
     * raises and hands nothing more over; a failing target raises a {@code JsonException} whose
     * cause is the {@code IOException}, and leaves {@code w} out of the pool.
     */
    public abstract void finishToTarget(JsonWriter w);
}
