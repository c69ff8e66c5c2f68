package dev.brisk.bind;

import dev.brisk.json.JsonLocation;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonToken;
import dev.brisk.json.ReaderOptions;
import dev.brisk.json.internal.StringEscaper;
import dev.brisk.json.internal.TokenPlaces;
import dev.brisk.json.internal.WriterBuffer;
import java.util.Arrays;

/**
 * The rest of an object whose discriminator came late, copied once so that it can be read again
 * when the subtype is known, with what nested objects of the same discriminator need noted on
 * the way: so that a whole tree of late discriminators costs one copy and one second parse, not
 * a copy per level (each level re-buffering its subtree made a document nested 300 deep cost
 * 100 times an early discriminator, and the nested parses ran out of stack).
 *
 * <p>The copy is compact JSON except that every nested {@code '{'} starts a new line, so that
 * the line the reader reports for an object (cheap to compute: the line is short) names it.
 * For each nested object whose discriminator is not its first member, the copy notes the
 * subtype name and the bytes of that member (with its comma). A sealed codec that then reads
 * such an object from the copy takes the subtype from the note and blanks the member out with
 * spaces before the reader gets there: the subtype's codec reads the object's other members in
 * one pass, exactly as if the discriminator had come first. Objects read by other codecs keep
 * the member (nothing is blanked unless a sealed codec asks), so no data changes.
 *
 * <p>Where the input can name the places of tokens it has passed ({@link TokenPlaces}), the copy
 * notes for every token where it starts in the copy and its place in the input (two numbers, no
 * line counting), and the input is held meanwhile; an error found in the copy is then located
 * at the token in the input ({@link #inputLocation}), counted only then.
 *
 * <p>The copy is an explicit loop over a stack, never recursion. Replays nest (a sealed type of
 * another discriminator name inside makes its own); the current ones of a thread are a linked
 * list from a ThreadLocal, set only while a replay is read ({@code StackBudget.READ_STATE}, which
 * goes with the read should it move to a deeper stack).
 */
final class SealedReplay {
    private static final ThreadLocal<Object> CURRENT = dev.brisk.bind.internal.StackBudget.READ_STATE;
    /** How many replays are being read in the whole JVM: with none, sealed codecs skip the ThreadLocal. */
    private static final java.util.concurrent.atomic.AtomicInteger ACTIVE = new java.util.concurrent.atomic.AtomicInteger();

    final String discriminator;
    /** The subtype index of the replayed object's discriminator, or -1 when it has none. */
    int chosen = -1;
    /** Where in the copy the value of the subtype {@link #takeSubtype} returned last starts. */
    int takenAt;
    private final SealedReplay outer;
    private byte[] bytes;
    private JsonReader reader;

    // per nested object, by line - 2 (line 1 is the replayed object itself)
    private int objects;
    /** How many levels the copy nests, the replayed object's own included. */
    private int deepest = 1;
    private String[] subtype = new String[16];
    private int[] blankStart = new int[16];
    private int[] blankEnd = new int[16];
    /** Where in the copy a noted subtype's value starts, for an error about it. */
    private int[] subtypeAt = new int[16];

    // per token copied, in order: where it starts in the copy and its place in the input
    private TokenPlaces places;
    private int tokens;
    private int[] copyAt = new int[64];
    private long[] placeOf = new long[64];

    private SealedReplay(String discriminator, SealedReplay outer) {
        this.discriminator = discriminator;
        this.outer = outer;
    }

    /** The replay {@code in} reads, if it is one of this thread's; null otherwise (nearly always, cheaply). */
    static SealedReplay of(JsonReader in) {
        if (ACTIVE.get() == 0) return null;
        for (SealedReplay r = (SealedReplay) CURRENT.get(); r != null; r = r.outer) {
            if (r.reader == in) return r;
        }
        return null;
    }

    /**
     * Copies the rest of the object {@code in} is in (the name of its first member,
     * {@code firstName}, read already) into a new replay, leaving out the first member named
     * after the discriminator, whose value {@code sealed} turns into {@link #chosen} (and whose
     * errors it reports in place). {@code in} is left before the object's closing brace.
     */
    static SealedReplay copy(JsonReader in, String firstName, SealedCodec<?> sealed, ReaderOptions options) {
        SealedReplay r = new SealedReplay(sealed.discriminator(), (SealedReplay) CURRENT.get());
        if (in instanceof TokenPlaces && ((TokenPlaces) in).holdPlaces()) r.places = (TokenPlaces) in;
        WriterBuffer out = WriterBuffer.growable();
        try {
            put(out, '{');
            boolean first = true;
            String name = firstName;
            for (;;) {
                if (r.chosen < 0 && name.equals(r.discriminator)) {
                    r.chosen = sealed.subtypeIndex(in);
                } else {
                    if (!first) put(out, ',');
                    first = false;
                    r.note(in, out); // the name: still the token the reader last peeked
                    StringEscaper.write(out, name, 0);
                    put(out, ':');
                    r.copyValue(in, out);
                }
                if (!in.hasNext()) break;
                name = in.nextName();
            }
            r.note(in, out); // the closing brace
            put(out, '}');
        } catch (RuntimeException | Error e) {
            r.release();
            throw e;
        }
        r.bytes = out.toByteArray();
        out.recycle();
        r.reader = options.reader(r.bytes);
        return r;
    }

    /** How many levels the copy nests, the replayed object's own included. */
    int deepest() { return deepest; }

    /** Lets the input go (see {@link TokenPlaces#holdPlaces}): once the replay has been read. */
    void release() {
        if (places != null) places.releasePlaces();
        places = null;
    }

    /** Notes that the token {@code in} last peeked is copied from {@code out.pos} on. */
    private void note(JsonReader in, WriterBuffer out) {
        if (places == null) return;
        int k = tokens++;
        if (k == copyAt.length) {
            copyAt = Arrays.copyOf(copyAt, k * 2);
            placeOf = Arrays.copyOf(placeOf, k * 2);
        }
        copyAt[k] = out.pos;
        placeOf[k] = places.tokenPlace();
    }

    /**
     * Where in the input the token at {@code copyOffset} of the copy was (the last token copied
     * at or before it), or null when the input cannot say.
     */
    JsonLocation inputLocation(long copyOffset) {
        if (places == null) return null;
        int lo = 0, hi = tokens - 1, found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (copyAt[mid] <= copyOffset) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found < 0 ? null : places.locationOf(placeOf[found]);
    }

    /** An error at the copy's offset {@code at} (located in the input by the sealed codec that reads the copy). */
    static dev.brisk.json.JsonException errorAt(int at, String detail, String path) {
        return new dev.brisk.json.JsonException(detail, at, -1, -1, path);
    }

    /** The replayed object read by {@code codec} with this replay as the current one of the thread. */
    <T> T read(ObjectCodec<? extends T> codec) {
        CURRENT.set(this);
        ACTIVE.incrementAndGet();
        try (JsonReader again = reader) {
            return codec.read(again);
        } finally {
            ACTIVE.decrementAndGet();
            if (outer == null) CURRENT.remove();
            else CURRENT.set(outer);
        }
    }

    /**
     * For a sealed codec with this replay's discriminator, whose object (its {@code '{'} just
     * read from this replay's reader) has its discriminator noted: the subtype name, with the
     * member blanked out so that the rest reads as if it had come first. Null when nothing was
     * noted (the discriminator is first, absent, or not a string).
     */
    String takeSubtype(JsonReader in) {
        int k = (int) in.location().line() - 2;
        if (k < 0 || k >= objects || subtype[k] == null) return null;
        String s = subtype[k];
        subtype[k] = null;
        takenAt = subtypeAt[k];
        Arrays.fill(bytes, blankStart[k], blankEnd[k], (byte) ' ');
        return s;
    }

    private static void put(WriterBuffer out, char c) {
        out.ensure(1);
        out.buf[out.pos++] = (byte) c;
    }

    /** One value, nested ones by an explicit stack: per open level its note index (-1 for an array) and items so far. */
    private void copyValue(JsonReader in, WriterBuffer out) {
        int depth = 0;
        int[] note = new int[8];
        int[] items = new int[8];
        do {
            JsonToken t = in.peek();
            boolean value = t != JsonToken.NAME && t != JsonToken.END_ARRAY && t != JsonToken.END_OBJECT;
            if (value && depth > 0 && note[depth - 1] < 0 && items[depth - 1]++ > 0) put(out, ','); // the next element
            switch (t) {
                case BEGIN_OBJECT:
                case BEGIN_ARRAY: {
                    if (depth == note.length) {
                        note = Arrays.copyOf(note, depth * 2);
                        items = Arrays.copyOf(items, depth * 2);
                    }
                    if (t == JsonToken.BEGIN_OBJECT) {
                        put(out, '\n'); // a line of its own: the reader's line then names it
                        note(in, out);
                        in.beginObject();
                        put(out, '{');
                        note[depth] = newObject();
                    } else {
                        note(in, out);
                        in.beginArray();
                        put(out, '[');
                        note[depth] = -1;
                    }
                    items[depth] = 0;
                    depth++;
                    if (depth + 1 > deepest) deepest = depth + 1;
                    break;
                }
                case END_OBJECT:
                    note(in, out);
                    in.endObject();
                    put(out, '}');
                    depth--;
                    break;
                case END_ARRAY:
                    note(in, out);
                    in.endArray();
                    put(out, ']');
                    depth--;
                    break;
                case NAME: {
                    int k = note[depth - 1];
                    int start = out.pos;
                    boolean later = items[depth - 1]++ > 0;
                    if (later) put(out, ',');
                    note(in, out);
                    String name = in.nextName();
                    StringEscaper.write(out, name, 0);
                    put(out, ':');
                    if (later && subtype[k] == null && name.equals(discriminator) && in.peek() == JsonToken.STRING) {
                        // noted, for a sealed codec to blank out: from its comma to the end of its value
                        subtypeAt[k] = out.pos;
                        note(in, out);
                        String v = in.nextString();
                        StringEscaper.write(out, v, 0);
                        subtype[k] = v;
                        blankStart[k] = start;
                        blankEnd[k] = out.pos;
                    }
                    break;
                }
                case STRING:
                    note(in, out);
                    StringEscaper.write(out, in.nextString(), 0);
                    break;
                case NUMBER:
                    note(in, out);
                    out.writeAscii(in.nextNumber().toString());
                    break;
                case BOOLEAN:
                    note(in, out);
                    out.writeAscii(in.nextBoolean() ? "true" : "false");
                    break;
                case NULL:
                    note(in, out);
                    in.nextNull();
                    out.writeAscii("null");
                    break;
                default:
                    throw in.error("expected a value but found " + t);
            }
        } while (depth > 0);
    }

    private int newObject() {
        int k = objects++;
        if (k == subtype.length) {
            subtype = Arrays.copyOf(subtype, k * 2);
            blankStart = Arrays.copyOf(blankStart, k * 2);
            blankEnd = Arrays.copyOf(blankEnd, k * 2);
            subtypeAt = Arrays.copyOf(subtypeAt, k * 2);
        }
        return k;
    }
}
