package dev.brisk.json.internal;

import dev.brisk.json.JsonReader;
import dev.brisk.json.ReaderOptions;

import java.lang.invoke.MethodHandles;
import java.util.function.Function;

/**
 * Readers over {@code byte[]} that Brisk's own modules take for one document and give back, so
 * that binding a small document does not pay for a new reader each time (the reader, its level
 * arrays and its option-derived state are reused; only the input changes). Not API: a reader
 * handed back must never be used again by whoever took it, which only code that never lets it
 * escape can promise (the mapper's {@code read(byte[])}). The pool lives in {@code dev.brisk.json},
 * beside the reader's internals, and installs itself here when {@link JsonReader} is initialized.
 */
public abstract class ReusableReaders {
    private static volatile Function<ReaderOptions, ReusableReaders> maker;

    protected ReusableReaders() {}

    /** Called once, by {@link JsonReader}'s class initializer; any later call is refused. */
    public static synchronized void install(Function<ReaderOptions, ReusableReaders> pools) {
        if (maker != null) throw new IllegalStateException("already installed");
        maker = pools;
    }

    /** A pool of readers over byte arrays with these options. */
    public static ReusableReaders of(ReaderOptions options) {
        if (maker == null) {
            try {
                MethodHandles.lookup().ensureInitialized(JsonReader.class);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
        return maker.apply(options);
    }

    /**
     * A reader over all of {@code bytes} (used in place), in the state of
     * {@code options.reader(bytes)}: from the pool or new.
     */
    public abstract JsonReader take(byte[] bytes);

    /**
     * Gives back a reader from {@link #take} that read its document to the end without an error;
     * it must not be used again. A reader that failed is simply dropped (never given back).
     */
    public abstract void give(JsonReader reader);
}
