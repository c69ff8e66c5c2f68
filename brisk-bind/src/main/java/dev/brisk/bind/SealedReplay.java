package dev.brisk.bind;

import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonToken;
import dev.brisk.json.ReaderOptions;
import dev.brisk.json.internal.StringEscaper;
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
 * <p>The copy is an explicit loop over a stack, never recursion. Replays nest (a sealed type of
 * another discriminator name inside makes its own); the current ones of a thread are a linked
 * list from a ThreadLocal, set only while a replay is read.
 */
final class SealedReplay {
    private static final ThreadLocal<SealedReplay> CURRENT = new ThreadLocal<>();
    /** How many replays are being read in the whole JVM: with none, sealed codecs skip the ThreadLocal. */
    private static final java.util.concurrent.atomic.AtomicInteger ACTIVE = new java.util.concurrent.atomic.AtomicInteger();

    final String discriminator;
    /** The subtype index of the replayed object's discriminator, or -1 when it has none. */
    int chosen = -1;
    private final SealedReplay outer;
    private byte[] bytes;
    private JsonReader reader;

    // per nested object, by line - 2 (line 1 is the replayed object itself)
    private int objects;
    private String[] subtype = new String[16];
    private int[] blankStart = new int[16];
    private int[] blankEnd = new int[16];

    private SealedReplay(String discriminator, SealedReplay outer) {
        this.discriminator = discriminator;
        this.outer = outer;
    }

    /** The replay {@code in} reads, if it is one of this thread's; null otherwise (nearly always, cheaply). */
    static SealedReplay of(JsonReader in) {
        if (ACTIVE.get() == 0) return null;
        for (SealedReplay r = CURRENT.get(); r != null; r = r.outer) {
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
        SealedReplay r = new SealedReplay(sealed.discriminator(), CURRENT.get());
        WriterBuffer out = WriterBuffer.growable();
        put(out, '{');
        boolean first = true;
        String name = firstName;
        for (;;) {
            if (r.chosen < 0 && name.equals(r.discriminator)) {
                r.chosen = sealed.subtypeIndex(in);
            } else {
                if (!first) put(out, ',');
                first = false;
                StringEscaper.write(out, name, 0);
                put(out, ':');
                r.copyValue(in, out);
            }
            if (!in.hasNext()) break;
            name = in.nextName();
        }
        put(out, '}');
        r.bytes = out.toByteArray();
        out.recycle();
        r.reader = options.reader(r.bytes);
        return r;
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
                        in.beginObject();
                        put(out, '\n'); // a line of its own: the reader's line then names it
                        put(out, '{');
                        note[depth] = newObject();
                    } else {
                        in.beginArray();
                        put(out, '[');
                        note[depth] = -1;
                    }
                    items[depth] = 0;
                    depth++;
                    break;
                }
                case END_OBJECT:
                    in.endObject();
                    put(out, '}');
                    depth--;
                    break;
                case END_ARRAY:
                    in.endArray();
                    put(out, ']');
                    depth--;
                    break;
                case NAME: {
                    int k = note[depth - 1];
                    int start = out.pos;
                    boolean later = items[depth - 1]++ > 0;
                    if (later) put(out, ',');
                    String name = in.nextName();
                    StringEscaper.write(out, name, 0);
                    put(out, ':');
                    if (later && subtype[k] == null && name.equals(discriminator) && in.peek() == JsonToken.STRING) {
                        // noted, for a sealed codec to blank out: from its comma to the end of its value
                        String v = in.nextString();
                        StringEscaper.write(out, v, 0);
                        subtype[k] = v;
                        blankStart[k] = start;
                        blankEnd[k] = out.pos;
                    }
                    break;
                }
                case STRING:
                    StringEscaper.write(out, in.nextString(), 0);
                    break;
                case NUMBER:
                    out.writeAscii(in.nextNumber().toString());
                    break;
                case BOOLEAN:
                    out.writeAscii(in.nextBoolean() ? "true" : "false");
                    break;
                case NULL:
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
        }
        return k;
    }
}
