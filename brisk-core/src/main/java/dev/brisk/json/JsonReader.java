package dev.brisk.json;

import java.io.Closeable;
import java.io.InputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;

/**
 * The pull reader every format implements, and the one codecs read: JSON (RFC 8259) text over
 * UTF-8 bytes, streams, buffers or chars (the factories below), a {@link JsonValue} tree
 * ({@link #of(JsonValue)}), and in brisk-pack MessagePack and VelocyPack. Each format
 * shows its values through the same JSON view (objects, arrays, strings, numbers, booleans,
 * null) and the same paths, limits and errors, so that one codec reads every format directly.
 *
 * <pre>{@code
 * try (JsonReader r = JsonReader.of(bytes)) {
 *     r.beginObject();
 *     while (r.hasNext()) {
 *         switch (r.selectName(NAMES)) {           // Names.of("id", "text"), built once
 *             case 0 -> id = r.nextLong();
 *             case 1 -> text = r.nextString();
 *             default -> r.skipValue();
 *         }
 *     }
 *     r.endObject();
 * }
 * }</pre>
 *
 * <p>JSON text: every source runs through one parser over UTF-8 bytes: byte arrays and heap
 * buffers are read in place, streams and direct buffers through a recycled buffer, chars are
 * transcoded to UTF-8 in chunks. Offsets are bytes for byte sources and UTF-16 chars for char
 * sources; binary formats give byte offsets, a tree none.
 *
 * <p>Bad input, broken {@link ReadLimits} and calls that do not fit the input (such as
 * {@link #nextInt()} before a string) throw {@link JsonException} with the location and path.
 * By default only whitespace may follow the top-level value, and the reader checks that as soon
 * as the value is complete (reading on to the end of a stream); in sequence mode
 * ({@link ReaderOptions#withSequence}) values follow each other and nothing is read beyond the
 * current one, which suits a stream that stays open. Not thread-safe.
 *
 * <p>Implementations live in Brisk's own modules; the constructor is protected so that brisk-pack
 * can extend it, not as an invitation (the contract tests define what an implementation must do).
 */
public abstract class JsonReader implements Closeable {
    static {
        // Brisk's other modules reuse readers over byte arrays through this pool (not API).
        dev.brisk.json.internal.ReusableReaders.install(ReaderPool::new);
    }

    /** For Brisk's format implementations. */
    protected JsonReader() { }

    // ---------------------------------------------------------------- factories (JSON text)

    /** A strict reader over {@code bytes} (UTF-8), used in place. See {@link ReaderOptions#reader(byte[])}. */
    public static JsonReader of(byte[] bytes) { return ReaderOptions.defaults().reader(bytes); }

    /** A strict reader over {@code length} UTF-8 bytes of {@code bytes} from {@code offset}, used in place (no copy). */
    public static JsonReader of(byte[] bytes, int offset, int length) {
        return ReaderOptions.defaults().reader(bytes, offset, length);
    }

    /**
     * A strict reader over a UTF-8 stream, read through a recycled buffer (never an
     * InputStreamReader); {@link #close()} closes the stream.
     */
    public static JsonReader of(InputStream in) { return ReaderOptions.defaults().reader(in); }

    /** A strict reader over the remaining UTF-8 bytes of {@code buffer}: a heap buffer in place, a direct one through a recycled buffer. */
    public static JsonReader of(ByteBuffer buffer) { return ReaderOptions.defaults().reader(buffer); }

    /** A strict reader over {@code json}; offsets in locations count UTF-16 chars. */
    public static JsonReader of(String json) { return ReaderOptions.defaults().reader(json); }

    /** A strict reader over {@code chars}; offsets in locations count UTF-16 chars. */
    public static JsonReader of(char[] chars) { return ReaderOptions.defaults().reader(chars); }

    /** A strict reader over {@code length} chars of {@code chars} from {@code offset}. */
    public static JsonReader of(char[] chars, int offset, int length) {
        return ReaderOptions.defaults().reader(chars, offset, length);
    }

    /** A strict reader over the chars of {@code reader}, in chunks; {@link #close()} closes it. */
    public static JsonReader of(Reader reader) { return ReaderOptions.defaults().reader(reader); }

    /**
     * A reader over a tree, with default limits: codecs read it directly, as they read its text.
     * See {@link ReaderOptions#reader(JsonValue)}.
     */
    public static JsonReader of(JsonValue tree) { return ReaderOptions.defaults().reader(tree); }

    // ---------------------------------------------------------------- the pull interface

    /** The kind of the next token, without consuming it. */
    public abstract JsonToken peek();

    /** Whether the current array or object has another element. */
    public abstract boolean hasNext();

    /**
     * In sequence mode (or before the only value): whether another top-level value follows.
     * Must be called between top-level values.
     */
    public abstract boolean hasNextValue();

    /** Consumes the <code>'&#123;'</code> that opens the next value. @throws JsonException if the next token is not one */
    public abstract void beginObject();

    /** Consumes the closing brace of the current object. @throws JsonException if a member comes first */
    public abstract void endObject();

    /** Consumes the {@code '['} that opens the next value. @throws JsonException if the next token is not one */
    public abstract void beginArray();

    /** Consumes the {@code ']'} that closes the current array. @throws JsonException if an element comes first */
    public abstract void endArray();

    /** The next member name. */
    public abstract String nextName();

    /**
     * Consumes the next member name and returns its index in {@code names}, or -1 if it is not
     * one of them. Creates no String and no garbage.
     */
    public abstract int selectName(Names names);

    /**
     * {@link #selectName(Names)} with a guess: a codec that reads members in the order it writes
     * them passes the index it expects next, and when the input holds exactly that name (no
     * escapes) it is matched by one comparison in place instead of a scan and a lookup. The result,
     * the path and every error are those of {@code selectName(names)}. After such a match the
     * value that follows may already be peeked, as by {@link #peek()} (so {@link #location()}
     * points at the value); errors in it are still raised by the call that reads it.
     */
    public int selectName(Names names, int expected) {
        return selectName(names);
    }

    /**
     * {@link #nextMember(Names, int)}'s result when the current object has no more members: its
     * closing brace is next, for {@link #endObject()}. Distinct from -1, a name not in the set.
     */
    public static final int END_OF_OBJECT = -2;

    /**
     * The next member of the current object in one call, the step of a codec's member loop:
     * {@code hasNext() ? selectName(names, expected) : END_OF_OBJECT}, with the same results,
     * path and errors. Returns the name's index in {@code names} (its value comes next), -1 for a
     * name not in the set (its value comes next, to read or skip), or {@link #END_OF_OBJECT}.
     *
     * <pre>{@code
     * r.beginObject();
     * for (int i, expect = 0; (i = r.nextMember(NAMES, expect)) != JsonReader.END_OF_OBJECT; ) {
     *     if (i >= 0) expect = i + 1; // members usually come in the order they were written
     *     switch (i) {
     *         case 0 -> id = r.nextLong();
     *         case 1 -> text = r.nextString();
     *         default -> r.skipValue();
     *     }
     * }
     * r.endObject();
     * }</pre>
     *
     * A reader of JSON text takes the separator, the expected name and the colon of compact
     * input in one step, without the state machine's separate stops.
     */
    public int nextMember(Names names, int expected) {
        return hasNext() ? selectName(names, expected) : END_OF_OBJECT;
    }

    /** Consumes the next member name without creating a String. */
    public abstract void skipName();

    /** The next string value. */
    public abstract String nextString();

    /**
     * The next string value, or null when the next value is {@code null} (consumed): what
     * {@code peek() == NULL ? null : nextString()} does, in one call, the way a binder reads a
     * String property. Any other token fails as {@link #nextString()} fails.
     */
    public String nextStringOrNull() {
        if (peek() == JsonToken.NULL) {
            nextNull();
            return null;
        }
        return nextString();
    }

    /**
     * Consumes the next string value and returns its index in {@code names}, or -1 if it is not
     * one of them (enums without a String).
     */
    public abstract int selectString(Names names);

    /** Consumes {@code true} or {@code false}. @throws JsonException for any other token */
    public abstract boolean nextBoolean();

    /** Consumes {@code null}. @throws JsonException for any other token */
    public abstract void nextNull();

    /**
     * Consumes a number that denotes an {@code int}. A fraction or exponent is accepted when the
     * value is an integer in range ({@code 1.0}, {@code 1e2}); with
     * {@link ReaderOptions#withQuotedNumbers} a string holding a number is read too.
     *
     * @throws JsonException if the next token is not a number, or its value is not an int; a
     *     number out of range stays unread, so that it can be read as another type
     */
    public abstract int nextInt();

    /**
     * Whether the next value is a number token written as a plain integer: an optional minus and
     * 1 to 18 digits, no leading zero, fraction or exponent, so that {@link #nextLong()} reads it
     * exactly and cannot fail. Reads nothing. For binding numbers of unknown type (into
     * {@code Object}) without going through BigDecimal; false when unsure (e.g. the number runs
     * past the buffered input of a stream), and the caller takes its general path.
     */
    public abstract boolean nextIsPlainLong();

    /** Consumes a number that denotes a {@code long}, as {@link #nextInt()} does for an int. */
    public abstract long nextLong();

    /**
     * Consumes a number as the nearest {@code double} (correctly rounded). A number beyond the
     * double range is an error unless {@link ReaderOptions#withInfinityOnOverflow} is set; with
     * {@link ReaderOptions#withNonFiniteNumbers}, {@code NaN} and the infinities are read too.
     */
    public abstract double nextDouble();

    /** Consumes a number as the nearest {@code float} (correctly rounded, not through double), as {@link #nextDouble()}. */
    public abstract float nextFloat();

    /**
     * Consumes a number that denotes an integer, of any size up to
     * {@link ReadLimits#maxNumberLength()} digits ({@code 1e3} is 1000; the exponent is bounded by
     * {@link ReadLimits#maxNumberExponent()}, so that a short text cannot ask for a huge value).
     */
    public abstract BigInteger nextBigInteger();

    /** Consumes a number as the exact {@link BigDecimal} of its text (exponent bounded as for {@link #nextBigInteger()}). */
    public abstract BigDecimal nextBigDecimal();

    /** The next number with its exact text, converted on demand. */
    public abstract JsonNumber nextNumber();

    /**
     * Consumes the next number and passes it to {@code sink} in one number call, building
     * nothing: for a caller that parses numbers its own way (lazily, say). JSON text passes its
     * exact text through {@link JsonSink#numberText(byte[], int, int)} as a slice of the reader's
     * buffer, valid only during that call; other formats and trees make the call
     * {@link #copyTo} would make. Read as {@link #nextNumber()} reads (quoted numbers included
     * when allowed); what the sink throws passes through.
     *
     * @throws JsonException if the next value is not a number
     */
    public void nextNumber(JsonSink sink) {
        JsonToken t = peek();
        if (t != JsonToken.NUMBER) throw error("Expected a number but found " + t);
        copyTo(sink);
    }

    /**
     * Skips the next value, validating it but building nothing. Positioned before a member name,
     * skips the name and its value.
     */
    public abstract void skipValue();

    /**
     * The next value as JSON text (for pass-through): for JSON input its exact text, validated;
     * for other formats the value written as compact JSON.
     */
    public String readRaw() {
        return new String(readRawBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }

    /** The next value as JSON in UTF-8, as {@link #readRaw()}. */
    public byte[] readRawBytes() {
        if (peek() == JsonToken.NAME) throw error("Expected a value but found a name");
        JsonWriter w = WriterOptions.defaults().writer();
        copyTo(w);
        return w.toByteArray();
    }

    /**
     * The next value as bytes: a format's binary value (MessagePack {@code bin}) as it is; in
     * JSON and trees, which have none, a base64 string (RFC 4648, with padding), as Brisk writes
     * a {@code byte[]}.
     */
    public byte[] nextBinary() {
        String s = nextString();
        try {
            return java.util.Base64.getDecoder().decode(s);
        } catch (IllegalArgumentException e) {
            // input echoed in the message is cut short: a message must not become a copy of the input
            throw error("expected base64 but found '" + (s.length() <= 40 ? s : s.substring(0, 40) + "...") + "': " + e.getMessage());
        }
    }

    /**
     * Whether the next value is a timestamp the format holds as such (the MessagePack timestamp
     * extension), to be read by {@link #nextTimestamp()}. Reads nothing. False for JSON and
     * trees, which hold time as text.
     */
    public boolean nextIsTimestamp() { return false; }

    /**
     * Consumes a timestamp the format holds as such (see {@link #nextIsTimestamp()}).
     *
     * @throws JsonException if the next value is not one (always, for JSON and trees)
     */
    public java.time.Instant nextTimestamp() {
        throw error("Expected a timestamp; this format holds time as text");
    }

    /**
     * Pushes the next value into {@code sink} (positioned before a member name: the name and its
     * value). Names and strings go as UTF-8 slices, numbers as their exact text.
     */
    public abstract void copyTo(JsonSink sink);

    /** Pushes every remaining top-level value into {@code sink} (sequence mode: all of them). */
    public void copyAllTo(JsonSink sink) {
        while (hasNextValue()) copyTo(sink);
    }

    /** The JSON path of the reader's position, e.g. {@code $.statuses[3].user.name}. */
    public abstract String path();

    /**
     * Where the token most recently peeked or read starts. Lines and columns are counted when
     * this is called (a pass over the input read so far in the buffer), so call it for
     * messages, not per token.
     */
    public abstract JsonLocation location();

    /**
     * A JsonException carrying {@code detail} at the token most recently peeked or read, with the
     * path: for codecs that find a well-formed value they cannot accept.
     */
    public abstract JsonException error(String detail);

    /**
     * The limits this reader enforces (for a reader that keeps none of its own, the defaults):
     * so that code driving it, such as a binding, can prepare for the depth it allows.
     */
    public ReadLimits limits() { return ReadLimits.defaults(); }

    /**
     * How many arrays and objects are open around the next token: 0 at the top level, 1 inside
     * the outermost container. For code whose work nests with the input (a binding's codecs
     * recurse per level) and must know how deep it is without counting for itself.
     */
    public abstract int depth();

    @Override
    public abstract void close();
}
