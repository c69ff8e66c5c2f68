package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;

/**
 * Whether {@code Brisk.read(byte[])} tries a type's documents through a {@link
 * dev.brisk.json.BytesCursor} first: one per type and mapper, beside the type's codec. A
 * document the cursor gives up on is read twice (the cursor's part, then all of it through the
 * reader), so a type whose documents keep failing (a codec without {@code readBytes}, a leniency
 * the documents use, numbers the cursor leaves to the reader) stops being tried: judged per
 * window of {@value #WINDOW} documents, a window with {@value #MAX_FAILURES} or more failures
 * turns the cursor off for the next {@value #PAUSE} documents, then one window is tried again.
 * So a type that never fails pays nothing, and one that always does pays for at most one
 * document in {@value #PAUSE} read twice, under 1% of its time.
 *
 * <p>The counters are plain fields shared by the threads reading the type: a lost update only
 * moves the moment the policy changes its mind, never what a read returns.
 */
public final class CursorPolicy<T> {
    static final int WINDOW = 32;
    static final int MAX_FAILURES = 8;
    static final int PAUSE = 4096;

    /** The type's codec. */
    public final Codec<T> codec;
    /** Documents tried in this window, or, when negative, documents still to read without the cursor. */
    private int tried;
    private int failures;

    public CursorPolicy(Codec<T> codec) {
        this.codec = codec;
    }

    /** Whether to try the next document through the cursor (counts a paused one). */
    public boolean tryCursor() {
        int t = tried;
        if (t >= 0) return true;
        tried = t + 1;
        return false;
    }

    /** Records how the cursor did on a document that {@link #tryCursor} let through. */
    public void record(boolean read) {
        int f = read ? failures : failures + 1;
        int t = tried + 1;
        if (f >= MAX_FAILURES) {
            tried = -PAUSE;
            failures = 0;
        } else if (t >= WINDOW) {
            tried = 0;
            failures = 0;
        } else {
            tried = t;
            failures = f;
        }
    }
}
