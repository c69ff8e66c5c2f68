package dev.brisk.json;

import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.util.Objects;

/**
 * How a {@link JsonReader} reads: its limits, how it creates names, whether it reads a sequence
 * of top-level values, and which departures from RFC 8259 it tolerates. Immutable; derive
 * variants with the {@code with...} methods and keep them (they are cheap to share between
 * threads).
 *
 * <p>The defaults are strict: every leniency switch is off, duplicate names are allowed (the
 * last value is what a binder that assigns fields in order keeps), a lone escaped surrogate is an
 * error, and a finite number too large for a double is an error. Names are
 * {@link NameMode#CANONICAL}.
 */
public final class ReaderOptions {
    /** Big enough that few strings are cut by a refill (each cut costs a copy); pooled, so not allocated per reader. */
    static final int DEFAULT_BUFFER_SIZE = 32 * 1024;

    private static final int COMMENTS = 1, TRAILING_COMMAS = 1 << 1, SINGLE_QUOTES = 1 << 2,
            UNQUOTED_NAMES = 1 << 3, NON_FINITE = 1 << 4, REJECT_DUPLICATES = 1 << 5,
            REPLACE_SURROGATES = 1 << 6, INFINITY_ON_OVERFLOW = 1 << 7, QUOTED_NUMBERS = 1 << 8,
            SEQUENCE = 1 << 9;

    private static final ReaderOptions DEFAULTS =
            new ReaderOptions(ReadLimits.defaults(), NameMode.CANONICAL, 0, DEFAULT_BUFFER_SIZE);

    final ReadLimits limits;
    final NameMode nameMode;
    final int flags;
    final int bufferSize;

    private ReaderOptions(ReadLimits limits, NameMode nameMode, int flags, int bufferSize) {
        this.limits = limits;
        this.nameMode = nameMode;
        this.flags = flags;
        this.bufferSize = bufferSize;
    }

    /** Strict RFC 8259, default limits, canonical names, a single top-level value. */
    public static ReaderOptions defaults() { return DEFAULTS; }

    // What each option is set to; the with-methods below say what each one means.

    /** The limits every reader made from these options checks. */
    public ReadLimits limits() { return limits; }
    /** How member names become Strings. */
    public NameMode nameMode() { return nameMode; }
    public boolean sequence() { return has(SEQUENCE); }
    public boolean comments() { return has(COMMENTS); }
    public boolean trailingCommas() { return has(TRAILING_COMMAS); }
    public boolean singleQuotes() { return has(SINGLE_QUOTES); }
    public boolean unquotedNames() { return has(UNQUOTED_NAMES); }
    public boolean nonFiniteNumbers() { return has(NON_FINITE); }
    public boolean rejectDuplicateNames() { return has(REJECT_DUPLICATES); }
    public boolean replaceLoneSurrogates() { return has(REPLACE_SURROGATES); }
    public boolean infinityOnOverflow() { return has(INFINITY_ON_OVERFLOW); }
    public boolean quotedNumbers() { return has(QUOTED_NUMBERS); }

    /** These options with {@code limits} instead (see {@link ReadLimits} for the defaults). */
    public ReaderOptions withLimits(ReadLimits limits) {
        return new ReaderOptions(Objects.requireNonNull(limits, "limits"), nameMode, flags, bufferSize);
    }

    /** These options with member names made as {@code mode} says (default {@link NameMode#CANONICAL}). */
    public ReaderOptions withNameMode(NameMode mode) {
        return new ReaderOptions(limits, Objects.requireNonNull(mode, "mode"), flags, bufferSize);
    }

    /**
     * Reads concatenated or newline-delimited top-level values one after another (see
     * {@link JsonReader#hasNextValue()}); streams of any length are read in constant memory. An
     * input of only whitespace is a sequence of no values (without this option it is an error).
     */
    public ReaderOptions withSequence(boolean on) { return with(SEQUENCE, on); }

    /** Accepts {@code // line} and {@code /* block *}{@code /} comments wherever whitespace may be. */
    public ReaderOptions withComments(boolean on) { return with(COMMENTS, on); }

    /** Accepts one comma before a closing {@code ]} or {@code }}. */
    public ReaderOptions withTrailingCommas(boolean on) { return with(TRAILING_COMMAS, on); }

    /** Accepts {@code 'single-quoted'} strings and names (escapes as in double-quoted ones, plus {@code \'}). */
    public ReaderOptions withSingleQuotes(boolean on) { return with(SINGLE_QUOTES, on); }

    /** Accepts names written without quotes, made of ASCII letters, digits, {@code _}, {@code $} and {@code -}. */
    public ReaderOptions withUnquotedNames(boolean on) { return with(UNQUOTED_NAMES, on); }

    /** Accepts the literals {@code NaN}, {@code Infinity} and {@code -Infinity} as numbers. */
    public ReaderOptions withNonFiniteNumbers(boolean on) { return with(NON_FINITE, on); }

    /** Rejects an object that has the same name twice. Costs nothing when off. */
    public ReaderOptions withRejectDuplicateNames(boolean on) { return with(REJECT_DUPLICATES, on); }

    /** Reads an escaped lone surrogate ({@code "\uD800"}) as U+FFFD instead of failing. */
    public ReaderOptions withReplaceLoneSurrogates(boolean on) { return with(REPLACE_SURROGATES, on); }

    /** Reads a finite number too large for a double ({@code 1e999}) as Infinity instead of failing. */
    public ReaderOptions withInfinityOnOverflow(boolean on) { return with(INFINITY_ON_OVERFLOW, on); }

    /**
     * Lets the numeric {@code next...} methods also accept a string whose content is a JSON number
     * ({@code "42"}), read in place without creating a String.
     */
    public ReaderOptions withQuotedNumbers(boolean on) { return with(QUOTED_NUMBERS, on); }

    /** Stream buffer size; package-private so that tests can force buffer boundaries everywhere. */
    ReaderOptions withBufferSize(int size) {
        if (size < 16) throw new IllegalArgumentException("buffer size must be at least 16: " + size);
        return new ReaderOptions(limits, nameMode, flags, size);
    }

    private boolean has(int flag) { return (flags & flag) != 0; }

    private ReaderOptions with(int flag, boolean on) {
        return new ReaderOptions(limits, nameMode, on ? flags | flag : flags & ~flag, bufferSize);
    }

    boolean lenientAny() {
        return (flags & (COMMENTS | TRAILING_COMMAS | SINGLE_QUOTES | UNQUOTED_NAMES | NON_FINITE)) != 0;
    }

    /** A reader over {@code bytes}, used in place (not copied); the caller must not change them while reading. */
    public JsonReader reader(byte[] bytes) { return JsonTextReader.create(this, bytes, 0, bytes.length); }

    /** A reader over {@code bytes[offset, offset + length)}, used in place. */
    public JsonReader reader(byte[] bytes, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, bytes.length);
        return JsonTextReader.create(this, bytes, offset, length);
    }

    /** A reader over UTF-8 bytes from {@code in}, through a recycled buffer; {@code close()} closes {@code in}. */
    public JsonReader reader(InputStream in) { return JsonTextReader.create(this, in); }

    /**
     * A reader over the remaining bytes of {@code buffer} (its position is not changed). A heap
     * buffer is read in place; a direct one is copied in chunks.
     */
    public JsonReader reader(ByteBuffer buffer) { return JsonTextReader.create(this, buffer); }

    /** A reader over a String; offsets in errors and locations count UTF-16 chars. */
    public JsonReader reader(String json) { return JsonTextReader.create(this, json); }

    /** A reader over {@code chars}; offsets count UTF-16 chars. */
    public JsonReader reader(char[] chars) { return reader(chars, 0, chars.length); }

    /** A reader over {@code length} chars of {@code chars} from {@code offset}. */

    public JsonReader reader(char[] chars, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, chars.length);
        return JsonTextReader.create(this, chars, offset, length);
    }

    /** A reader over chars from {@code reader}; {@code close()} closes it. */
    public JsonReader reader(Reader reader) { return JsonTextReader.create(this, reader); }

    /**
     * A reader over a tree, with no text in between: the values, paths and errors are those of
     * reading the tree's JSON text, but a tree has no offsets (locations are -1). The limits apply
     * (depth, token count, string, name and number lengths; there are no bytes to count against
     * the document size), and so does {@link #withRejectDuplicateNames}; the leniencies concern
     * text and have nothing to do here.
     */
    public JsonReader reader(JsonValue tree) { return new TreeReader(tree, this); }

    @Override
    public String toString() {
        return "ReaderOptions{limits=" + limits + ", nameMode=" + nameMode + ", flags=0x"
                + Integer.toHexString(flags) + '}';
    }
}
