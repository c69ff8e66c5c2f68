package dev.brisk.json.internal;

import dev.brisk.json.JsonLocation;

/**
 * A reader that can locate a token it has already passed: its place is taken cheaply as the
 * token goes by (an offset, no counting), and turned into a line and column only if an error
 * needs it. Used where values are copied and read again elsewhere (a late discriminator's
 * object), so that an error found in the copy names the place in the original input. Not API.
 */
public interface TokenPlaces {
    /** The place of the token most recently peeked: O(1). */
    long tokenPlace();

    /**
     * Keeps the input from the token most recently peeked on (a stream's buffer grows instead of
     * dropping it) until {@link #releasePlaces}, so that places taken meanwhile can be located.
     * Returns false, holding nothing, when something else holds the input already.
     */
    boolean holdPlaces();

    /** Ends what {@link #holdPlaces} began. */
    void releasePlaces();

    /** Where a place taken while held is, counted now; null when its input is gone. */
    JsonLocation locationOf(long place);
}
