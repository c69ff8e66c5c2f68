package dev.brisk.json.internal;

/**
 * A sink that can go back to an earlier state, so that {@code JsonReader.copyTo} may push a
 * whole container in the reader's one optimistic walk and, if that walk bails out, undo what it
 * pushed and copy token by token (which takes the value or reports the failure). Not API: the
 * modules' own sinks implement it, or (public sink types) keep it private and register it with
 * {@link RewindableSinks}.
 */
public interface RewindableSink {
    /**
     * A mark for {@link #rewind} of the sink's state as it is now, before a value (at the top
     * level, or inside a container where a value may come), or -1 when it cannot come back here.
     */
    long mark();

    /** Returns the sink to {@code mark}: everything given since then is forgotten. */
    void rewind(long mark);

    /**
     * Whether number text with a fraction and no exponent is, to this sink, the double it reads
     * as (so the reader may pass the double it has parsed instead of the text).
     */
    boolean takesDecimalsAsDoubles();
}
