package dev.brisk.json;

/**
 * A forward-only cursor over a document whose values are already decoded (a {@link JsonValue}
 * tree, a MessagePack document), for codecs: the contract every source that is not JSON text
 * implements, so that a codec has one specialized read for all of them ({@code
 * Codec.readValues}). JSON text has its own cursor, {@link BytesCursor}, with the same methods
 * and the same contract, kept apart so that its call sites see one class.
 *
 * <p>A cursor never throws and never reports an error. At the first thing it does not take
 * itself (a value of another kind than asked, a number not exactly representable the way asked,
 * a limit that might be exceeded, a form the format's reader would convert, a codec's {@link
 * #fail()}) it gives up: {@link #failed()} is set for good and every later call returns at once
 * (member loops see {@link JsonReader#END_OF_OBJECT}, element loops false, values 0 or null). The
 * caller checks once, after the whole document ({@link #finish()}), and then reads the same
 * document again through the format's {@link JsonReader}, which gives the value or the exact
 * error. So a codec must build nothing the caller can see from a failed read, and whatever a
 * cursor does take must be exactly what that reader gives.
 *
 * <p>Position: one value is pending at the start (the document's); {@code begin...} enters the
 * pending container, {@link #nextMember}, {@link #nextName} and {@link #nextElement} make the next
 * item pending or leave the container at its end, every {@code next...} value method reads the
 * pending value. Not thread-safe: one document on one thread at a time (mappers pool them).
 */
public abstract class ValueCursor {

    /** For the cursors of this package and of the format modules. */
    protected ValueCursor() { }

    /**
     * Ends the document: its one value must have been read, all of it, within the limits.
     * Returns whether the whole document was read here ({@code !failed()}); the cursor lets go
     * of the document.
     */
    public abstract boolean finish();

    /** Whether the cursor gave up: the caller must read the document again through its {@link JsonReader}. */
    public abstract boolean failed();

    /** Gives up on the document, for good: a codec's way of handing it to the reader. */
    public abstract void fail();

    /** Enters the object that is the pending value (else fails). */
    public abstract void beginObject();

    /** Enters the array that is the pending value (else fails). */
    public abstract void beginArray();

    /**
     * The next member of the current object: its name's index in {@code names} (tried first
     * against name {@code expect}, the one a codec expects next; -1 for none), or -1 for a name
     * not in the set; its value is pending, to read or {@link #skipValue skip}. At the object's
     * end (left), or once failed, {@link JsonReader#END_OF_OBJECT}.
     */
    public abstract int nextMember(Names names, int expect);

    /**
     * The next member's name as a String, its value pending: for maps, whose keys are any names;
     * null at the object's end (left) or once failed.
     */
    public abstract String nextName();

    /** Whether the current array has another element (then pending); false at its end (left) or once failed. */
    public abstract boolean nextElement();

    /** If the pending value is {@code null}, reads it and returns true; else reads nothing. */
    public abstract boolean nextNull();

    /** Reads {@code true} or {@code false} (anything else fails). */
    public abstract boolean nextBoolean();

    /** The pending string value; {@code null} or any other value fails. */
    public abstract String nextString();

    /** The pending string value, or null for {@code null} (read); any other value fails. */
    public String nextStringOrNull() {
        return nextNull() ? null : nextString();
    }

    /**
     * Reads the pending string value and returns its index in {@code names} (enum constants), or
     * -1 for a string not in the set; any other value fails (and gives -1).
     */
    public abstract int selectString(Names names);

    /** Reads an integer that fits an {@code int}, as the format's reader reads it; anything else fails. */
    public abstract int nextInt();

    /** Reads an integer that fits a {@code long}, as the format's reader reads it; anything else fails. */
    public abstract long nextLong();

    /** Reads a number as the {@code double} the format's reader gives; anything else fails. */
    public abstract double nextDouble();

    /** Reads a number as the {@code float} the format's reader gives; anything else fails. */
    public abstract float nextFloat();

    /**
     * Skips the pending value, checking what the format's reader checks of a skipped value
     * (depth, lengths, the tokens it counts) but building nothing.
     */
    public abstract void skipValue();
}
