package dev.brisk.json;

import dev.brisk.json.internal.BigNumberWriter;
import dev.brisk.json.internal.DoubleWriter;
import dev.brisk.json.internal.NumberGrammar;
import dev.brisk.json.internal.StringEscaper;
import dev.brisk.json.internal.Swar;
import dev.brisk.json.internal.WordIntegerWriter;
import dev.brisk.json.internal.WriterBuffer;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * A {@link JsonSink} that writes JSON text as UTF-8: compact or pretty, into memory
 * ({@link #toByteArray()}), an {@link OutputStream}, or chars ({@link java.io.Writer},
 * {@link StringBuilder}, any {@link Appendable}).
 *
 * <pre>{@code
 * JsonWriter w = JsonWriter.create();
 * w.beginObject();
 * w.name("id"); w.numberValue(42);
 * w.name("tags"); w.beginArray(); w.stringValue("a"); w.endArray();
 * w.endObject();
 * byte[] json = w.toByteArray();   // {"id":42,"tags":["a"]}
 * }</pre>
 *
 * <p>The writer never produces invalid JSON. Each misuse raises a {@link JsonException} that says
 * what was wrong and where (the JSON path), before anything of the offending call is written: a
 * name outside an object, a value without a name inside an object, two names in a row, an end
 * that does not match, a second top-level value outside sequence mode, a lone surrogate in a
 * String, NaN or an infinity (unless {@link WriterOptions#withNonFiniteNumbers allowed}), number
 * text that is not a JSON number, nesting deeper than {@link WriterOptions#maxDepth()}, and, at
 * {@link #close()} or {@link #toByteArray()}, a document that is not complete.
 *
 * <p>Output to a stream or char target is buffered and reaches it when the buffer fills, on
 * {@link #flush()} and on {@link #close()}, which also closes the target. Not thread-safe.
 */
public final class JsonWriter implements JsonSink, Closeable, Flushable {
    // Container states, one byte per open level; level 0 is the document itself.
    private static final byte DOC_EMPTY = 0;
    private static final byte DOC_DONE = 1;
    private static final byte OBJ_EMPTY = 2;
    private static final byte OBJ_NAME = 3;
    private static final byte OBJ_FILLED = 4;
    private static final byte ARR_EMPTY = 5;
    private static final byte ARR_FILLED = 6;

    private static final byte[] NAN = "NaN".getBytes(StandardCharsets.ISO_8859_1);
    private static final byte[] INFINITY = "Infinity".getBytes(StandardCharsets.ISO_8859_1);
    private static final byte[] MINUS_INFINITY = "-Infinity".getBytes(StandardCharsets.ISO_8859_1);
    private static final byte[] LF = {'\n'};
    private static final byte[] CRLF = {'\r', '\n'};
    /** Levels the per-level arrays start with (they double when a document nests deeper). */
    private static final int INITIAL_LEVELS = 8;

    static {
        // Brisk's other modules reuse in-memory writers through this pool (not API).
        dev.brisk.json.internal.ReusableWriters.install(WriterPool::new);
    }

    private final WriterBuffer out;
    private final WriterOptions options;
    private final int stringFlags;
    private final int indent;
    private final boolean pretty;
    private final boolean sequence;
    private final boolean nonFinite;
    private final boolean javaLayout;
    private final int maxDepth;
    private final byte[] newline;

    /**
     * The state of the innermost open level ({@link #depth}). It lives in a field rather than in
     * {@link #states}: every value call reads it, and a field is not reloaded after each store
     * into the output {@code byte[]} the way an element of another {@code byte[]} must be.
     */
    private byte state = DOC_EMPTY;
    /** The innermost level's {@link #indices} entry, in a field for the same reason as {@link #state}. */
    private int index;
    /** Per enclosing level (below {@link #depth}): its state while an inner level is open. */
    private byte[] states = new byte[INITIAL_LEVELS];
    /**
     * Per level, for error paths: index of the current element (arrays), or of the current
     * member's name in the {@link Names} set held in {@link #names} (objects). The innermost
     * level's is in {@link #index}; entries below it are saved there when a level opens.
     */
    private int[] indices = new int[INITIAL_LEVELS];
    /**
     * Per level: the current member name (objects), for error paths: a String, or the
     * {@link Names} set that {@link #indices} indexes, or null when only {@link #nameAt} knows it.
     */
    private Object[] names = new Object[INITIAL_LEVELS];
    /**
     * Per level: absolute output position of the current name's opening quote when the name was
     * given as bytes (so {@link #names} holds null). Made on the first such name: documents
     * written from Strings and prepared names never need it.
     */
    private long[] nameAt;
    private int depth;
    private boolean closed;
    /**
     * Set when an error could not be rolled back because part of the failed call had already
     * gone to the target: the output cannot be made valid any more, so every later call fails.
     */
    private String broken;
    /**
     * Compact and not closed: the fast paths (prepared members, the "fast slot" for values)
     * apply. One flag, so that they test one field.
     */
    private boolean fast;

    /** Slots of the name cache (open addressing; names are never evicted). */
    private static final int NAME_CACHE_BITS = 9;
    private static final int NAME_CACHE = 1 << NAME_CACHE_BITS;
    /** Names written before the cache is created: small documents do without it. */
    private static final int NAME_CACHE_AFTER = 16;
    /** Slots tried per name (linear probing). */
    private static final int NAME_PROBES = 4;
    /** Longest escaped name (quotes included) that is cached. */
    private static final int NAME_CACHE_MAX_BYTES = 96;
    /**
     * Compact writers remember the escaped, quoted bytes of String names they wrote: documents
     * repeat their names, and copying bytes is cheaper than escaping chars. Keyed by the String
     * (immutable, so the bytes stay right); created after {@link #NAME_CACHE_AFTER} names.
     */
    private String[] nameKeys;
    private byte[][] nameBytes;
    /**
     * Per slot, two words: the cached name and its colon ({@code "name":}) zero-padded, when
     * they fit in 16 bytes, so that a short name is written with two word stores, not a copy.
     */
    private long[] nameWords;
    private int namesBeforeCache;
    /**
     * The finished document of an in-memory writer outside sequence mode, kept once
     * {@link #toByteArray()} has handed the buffer back to the pool (nothing can follow it).
     */
    private byte[] finished;
    /** {@link #writeTo} handed the document over and recycled the buffer. */
    private boolean handedOver;

    JsonWriter(WriterOptions options, WriterBuffer out) {
        this.out = out;
        this.options = options;
        this.stringFlags = (options.escapeNonAscii() ? StringEscaper.ESCAPE_NON_ASCII : 0)
                | (options.htmlSafe() ? StringEscaper.HTML_SAFE : 0)
                | (options.replaceLoneSurrogates() ? StringEscaper.REPLACE_LONE_SURROGATES : 0);
        this.indent = options.indent();
        this.pretty = indent > 0;
        this.sequence = options.sequence();
        this.nonFinite = options.nonFiniteNumbers();
        this.javaLayout = options.javaNumberLayout();
        this.maxDepth = options.maxDepth();
        this.newline = options.newline().length() == 1 ? LF : CRLF; // shared: nothing writes into it
        this.fast = !pretty;
    }

    /** A compact writer that collects the output in memory; see {@link #toByteArray()}. */
    public static JsonWriter create() { return WriterOptions.defaults().writer(); }

    /** A compact writer into {@code out}. */
    public static JsonWriter of(OutputStream out) { return WriterOptions.defaults().writer(out); }

    /** A compact writer into chars: a {@link java.io.Writer}, {@link StringBuilder} or other {@link Appendable}. */
    public static JsonWriter of(Appendable out) { return WriterOptions.defaults().writer(out); }

    /** The options this writer was created with. */
    public WriterOptions options() { return options; }

    // ---------------------------------------------------------------- structure

    @Override
    public void beginObject() {
        if (openFast(OBJ_EMPTY, '{')) return;
        checkDepth(); // before beforeValue, which writes a separator and marks the slot filled
        beforeValue();
        push(OBJ_EMPTY);
        out.ensure(1);
        out.buf[out.pos++] = '{';
    }

    @Override
    public void beginObject(int sizeHint) { beginObject(); }

    @Override
    public void endObject() {
        byte s = state;
        if (s == OBJ_FILLED) {
            pop();
            newlineAndIndent();
        } else if (s == OBJ_EMPTY) {
            pop();
        } else if (s == OBJ_NAME) {
            throw misuse("Object ended after a name without a value");
        } else {
            throw misuse(s == ARR_EMPTY || s == ARR_FILLED ? "endObject() inside an array" : "endObject() without an open object");
        }
        out.ensure(1);
        out.buf[out.pos++] = '}';
        afterValue();
    }

    @Override
    public void beginArray() {
        if (openFast(ARR_EMPTY, '[')) return;
        checkDepth(); // before beforeValue, which writes a separator and marks the slot filled
        beforeValue();
        push(ARR_EMPTY);
        out.ensure(1);
        out.buf[out.pos++] = '[';
    }

    @Override
    public void beginArray(int sizeHint) { beginArray(); }

    @Override
    public void endArray() {
        byte s = state;
        if (s == ARR_FILLED) {
            pop();
            newlineAndIndent();
        } else if (s == ARR_EMPTY) {
            pop();
        } else {
            throw misuse(s == OBJ_EMPTY || s == OBJ_NAME || s == OBJ_FILLED ? "endArray() inside an object" : "endArray() without an open array");
        }
        out.ensure(1);
        out.buf[out.pos++] = ']';
        afterValue();
    }

    @Override
    public void name(String name) {
        if (name == null) throw misuse("Null name");
        byte s = state;
        if ((s == OBJ_FILLED || s == OBJ_EMPTY) && fast) {
            int slot = cachedSlot(name);
            if (slot >= 0) {
                // A name seen before: its escaped form between the separator and the colon.
                byte[] quoted = nameBytes[slot];
                int n = quoted.length;
                WriterBuffer o = out;
                o.ensure(n + 2 + Names.MEMBER_WORDS_MAX);
                byte[] b = o.buf;
                int p = o.pos;
                if (s == OBJ_FILLED) b[p++] = ',';
                if (n < Names.MEMBER_WORDS_MAX) {
                    // the padding is overwritten by the value or later output
                    Swar.putWord(b, p, nameWords[2 * slot]);
                    Swar.putWord(b, p + 8, nameWords[2 * slot + 1]);
                } else {
                    System.arraycopy(quoted, 0, b, p, n);
                    b[p + n] = ':';
                }
                o.pos = p + n + 1;
                // For error paths: the cache's slot, its keys array marking the level's name as
                // one (a reference stored only when it changes: no GC barrier per member).
                int d = depth;
                String[] keys = nameKeys;
                if (names[d] != keys) names[d] = keys;
                index = slot;
                state = OBJ_NAME;
                return;
            }
        }
        long mark = position();
        long at = beforeName();
        try {
            StringEscaper.write(out, name, stringFlags);
        } catch (IllegalArgumentException e) {
            throw rollBack(mark, e);
        }
        if (!pretty) cacheName(name, at);
        afterName(name, at);
    }

    /** Copies the prepared {@code "name":} bytes when no escaping option could change them. */
    @Override
    public void name(Names set, int index) {
        int p = memberStart(set, index, 0);
        if (p >= 0) {
            out.pos = p;
            state = OBJ_NAME;
            return;
        }
        byte[] member = set.member(index);
        if (member == null) {
            name(set.get(index));
            return;
        }
        beforeName();
        int n = member.length;
        out.ensure(n + 1);
        byte[] b = out.buf;
        p = out.pos;
        System.arraycopy(member, 0, b, p, n);
        p += n;
        if (pretty) b[p++] = ' ';
        out.pos = p;
        setName(set, index);
        state = OBJ_NAME;
    }

    // ---------------------------------------------------------------- members: name and value in one call

    /**
     * The common start of a member in a compact writer: inside an object that expects a name,
     * with a name prepared in {@code set}, writes the separator and the {@code "name":} bytes
     * with room for {@code valueRoom} more bytes made in the same step, marks the member as
     * written (state {@code OBJ_FILLED}) and returns the position where its value goes. Returns
     * -1 and changes nothing in every other case (pretty, closed, wrong state, a name that needs
     * escaping): the caller then makes the separate {@code name} and value calls, which handle
     * each case and raise each error with its path.
     */
    private int memberStart(Names set, int index, int valueRoom) {
        if (set == null || index < 0 || index >= set.size()) throw badName(set, index);
        byte s = state;
        byte[] member = set.member(index);
        if (!fast || member == null || (s != OBJ_FILLED && s != OBJ_EMPTY)) return -1;
        int n = member.length;
        WriterBuffer o = out;
        // room for the padded words too (their padding is overwritten by the value or later output)
        o.ensure(Math.max(n, Names.MEMBER_WORDS_MAX) + 1 + valueRoom);
        byte[] b = o.buf;
        int p = o.pos;
        b[p] = ','; // overwritten by the name's quote when this is the first member
        if (s == OBJ_FILLED) p++;
        if (n <= Names.MEMBER_WORDS_MAX) {
            // two word stores: cheaper than an array copy of a few bytes
            Swar.putWord(b, p, set.memberWord(index, 0));
            Swar.putWord(b, p + 8, set.memberWord(index, 1));
        } else {
            System.arraycopy(member, 0, b, p, n);
        }
        state = OBJ_FILLED;
        setName(set, index);
        return p + n;
    }

    private JsonException badName(Names set, int index) {
        return misuse(set == null ? "Null name set" : "Name index " + index + " is not in a set of " + set.size() + " names");
    }

    /** Remembers member {@code index} of {@code set} as the current level's name, for error paths. */
    private void setName(Names set, int index) {
        int d = depth;
        if (names[d] != set) names[d] = set; // a store only when the set changes (no GC barrier per member)
        this.index = index;
    }

    /** A member with an int value: {@code name(names, index)} then {@code numberValue(value)}, in one step. */
    @Override
    public void member(Names names, int index, int value) {
        int p = memberStart(names, index, 11);
        if (p < 0) {
            name(names, index);
            numberValue(value);
            return;
        }
        out.pos = WordIntegerWriter.writeInt(out.buf, p, value);
    }

    /** A member with a long value, in one step. */
    @Override
    public void member(Names names, int index, long value) {
        int p = memberStart(names, index, 20);
        if (p < 0) {
            name(names, index);
            numberValue(value);
            return;
        }
        out.pos = WordIntegerWriter.writeLong(out.buf, p, value);
    }

    /** A member with a double value, in one step (NaN and infinities take the checked path). */
    @Override
    public void member(Names names, int index, double value) {
        int p = Double.isFinite(value) ? memberStart(names, index, 32) : -1;
        if (p < 0) {
            name(names, index);
            numberValue(value);
            return;
        }
        out.pos = DoubleWriter.writeDouble(out.buf, p, value, javaLayout);
    }

    /** A member with a float value, in one step (NaN and infinities take the checked path). */
    @Override
    public void member(Names names, int index, float value) {
        int p = Float.isFinite(value) ? memberStart(names, index, 32) : -1;
        if (p < 0) {
            name(names, index);
            numberValue(value);
            return;
        }
        out.pos = DoubleWriter.writeFloat(out.buf, p, value, javaLayout);
    }

    /** A member with a boolean value, in one step. */
    @Override
    public void member(Names names, int index, boolean value) {
        int p = memberStart(names, index, 5);
        if (p < 0) {
            name(names, index);
            booleanValue(value);
            return;
        }
        byte[] b = out.buf;
        if (value) {
            b[p] = 't'; b[p + 1] = 'r'; b[p + 2] = 'u'; b[p + 3] = 'e';
            out.pos = p + 4;
        } else {
            b[p] = 'f'; b[p + 1] = 'a'; b[p + 2] = 'l'; b[p + 3] = 's'; b[p + 4] = 'e';
            out.pos = p + 5;
        }
    }

    /** A member with a String value (null writes null), in one step. */
    @Override
    public void member(Names names, int index, String value) {
        int p = value == null ? -1 : memberStart(names, index, Math.min(value.length(), 256) + 2);
        if (p < 0) {
            name(names, index);
            stringValue(value);
            return;
        }
        out.pos = p;
        long mark = out.flushedCount() + p;
        try {
            StringEscaper.write(out, value, stringFlags);
        } catch (IllegalArgumentException e) {
            // As name() then a failed stringValue() leave it: the name written, its value not.
            state = OBJ_NAME;
            JsonException error = new JsonException(e.getMessage(), path());
            truncateTo(mark);
            throw error;
        }
    }

    // ---------------------------------------------------------------- member steps (generated codecs)

    /**
     * Starts writing the members of the object just opened by {@code beginObject()} as a run of
     * member steps ({@code nextMember}, {@link #nextName}, then {@link #endMembers}), the way
     * generated codecs write: each step writes its separator, the prepared {@code "name":} bytes
     * of {@code set} and the value straight into the buffer, without the per-call state checks
     * of {@link #member(Names, int, int)} and the like, which hold for the whole run. Returns the
     * run's start, to pass to each step; or -1 when steps do not apply (a pretty writer, one
     * that passes its output on to a stream or chars, a closed one, not inside an object that
     * expects a name, or a set with a name that some option escapes, which has no prepared
     * bytes): then write the members with the usual calls. A run may follow members written
     * with the usual calls (a discriminator), and they may follow it. Between the start and
     * {@code endMembers} only steps with this set, and values right after {@link #nextName}, may
     * be written to this object.
     */
    public int beginMembers(Names set) {
        if (set == null) throw misuse("Null name set");
        byte s = state;
        if (!fast || (s != OBJ_EMPTY && s != OBJ_FILLED) || broken != null || out.drains() || !set.allMembers()) return -1;
        names[depth] = set;
        // after members written the usual way (a sealed type's discriminator) every step writes
        // its separator: a start that no step's position can equal
        return s == OBJ_EMPTY ? out.pos : out.pos - 1;
    }

    /**
     * {@code beginObject()} then {@link #beginMembers}, in one step, for the document's object, an
     * array element or a member's value (a codec's object): the separator, the brace and
     * the new level with one state check. Returns the run's start, to pass to each step and to
     * {@link #endObjectMembers}; or -1, having written nothing, wherever either call would take
     * its checked path or the steps do not apply (a second top-level value outside sequence mode, the depth limit, a
     * pretty or draining writer, a name that needs escaping, every misuse): then make the two
     * calls (and {@code endObject()} at the end) instead. Steps only between the two.
     */
    public int beginObjectMembers(Names set) {
        int d = depth;
        byte s = state;
        if (!fast || (s != OBJ_NAME && s != ARR_FILLED && s != ARR_EMPTY && s != DOC_EMPTY && (s != DOC_DONE || !sequence))
                || d + 1 >= states.length || d + 1 > maxDepth || set == null || !set.allMembers() || broken != null
                || out.drains()) {
            return -1;
        }
        WriterBuffer o = out;
        o.ensure(2);
        byte[] b = o.buf;
        int p = o.pos;
        int i = index;
        if (s == ARR_FILLED) {
            b[p++] = ',';
            i++;
        } else if (s == ARR_EMPTY) {
            s = ARR_FILLED;
            i = 0;
        } else {
            s = s == OBJ_NAME ? OBJ_FILLED : DOC_DONE;
        }
        b[p++] = '{';
        o.pos = p;
        // the enclosing level's state and index are saved; the new level's live in the fields
        states[d] = s;
        indices[d] = i;
        depth = ++d;
        state = OBJ_EMPTY;
        if (names[d] != set) names[d] = set; // a store only when the set changes (no GC barrier per object)
        return p;
    }

    /**
     * Ends the run that {@link #beginObjectMembers} started at {@code start} and the object with
     * it: {@code endMembers(start)} then {@code endObject()}, in one step.
     */
    public void endObjectMembers(int start) {
        byte s = state;
        if (s != OBJ_EMPTY && s != OBJ_FILLED) {
            endObject(); // a name without its value, or not in an object: endObject says which
            return;
        }
        pop();
        WriterBuffer o = out;
        o.ensure(1);
        o.buf[o.pos++] = '}';
        afterValue(); // the document's object ended: a sequence's newline
    }

    /**
     * A member step's start: the separator (none for the object's first member, when nothing
     * was written since {@code start}) and name {@code index}'s prepared bytes (every name of a
     * run's set has them), with room for {@code valueRoom} more bytes; returns where the value
     * goes. The name becomes the level's name for error paths (the set is, since beginMembers).
     */
    private int step(int start, Names set, int index, int valueRoom) {
        byte[] member = set.member(index);
        int n = member.length;
        WriterBuffer o = out;
        // room for the padded words too (their padding is overwritten by the value or later output)
        o.ensure(Math.max(n, Names.MEMBER_WORDS_MAX) + 1 + valueRoom);
        byte[] b = o.buf;
        int p = o.pos;
        b[p] = ','; // overwritten by the name's quote when this is the first member
        if (p != start) p++;
        if (n <= Names.MEMBER_WORDS_MAX) {
            Swar.putWord(b, p, set.memberWord(index, 0));
            Swar.putWord(b, p + 8, set.memberWord(index, 1));
        } else {
            System.arraycopy(member, 0, b, p, n);
        }
        this.index = index;
        return p + n;
    }

    /** Sets the state the steps since {@code start} stand for, before the usual calls take over. */
    private void stepsDone(int start) {
        state = out.pos == start ? OBJ_EMPTY : OBJ_FILLED;
    }

    /**
     * A member step of the run that {@link #beginMembers} started at {@code start}: the name
     * {@code index} of the run's set and an int value.
     */
    public void nextMember(int start, Names set, int index, int value) {
        int p = step(start, set, index, 11);
        out.pos = WordIntegerWriter.writeInt(out.buf, p, value);
    }

    /** A member step with a long value; see {@link #nextMember(int, Names, int, int)}. */
    public void nextMember(int start, Names set, int index, long value) {
        int p = step(start, set, index, 20);
        out.pos = WordIntegerWriter.writeLong(out.buf, p, value);
    }

    /**
     * A member step with a double value, written as {@link #numberValue(double)} writes it; NaN
     * and infinities take the usual call (which refuses them unless allowed).
     */
    public void nextMember(int start, Names set, int index, double value) {
        int p = Double.isFinite(value) ? step(start, set, index, 32) : -1;
        if (p < 0) {
            stepsDone(start);
            member(set, index, value);
            return;
        }
        out.pos = DoubleWriter.writeDouble(out.buf, p, value, javaLayout);
    }

    /** A member step with a float value; see {@link #nextMember(int, Names, int, double)}. */
    public void nextMember(int start, Names set, int index, float value) {
        int p = Float.isFinite(value) ? step(start, set, index, 32) : -1;
        if (p < 0) {
            stepsDone(start);
            member(set, index, value);
            return;
        }
        out.pos = DoubleWriter.writeFloat(out.buf, p, value, javaLayout);
    }

    /** A member step with a boolean value; see {@link #nextMember(int, Names, int, int)}. */
    public void nextMember(int start, Names set, int index, boolean value) {
        int p = step(start, set, index, 5);
        byte[] b = out.buf;
        if (value) {
            b[p] = 't'; b[p + 1] = 'r'; b[p + 2] = 'u'; b[p + 3] = 'e';
            out.pos = p + 4;
        } else {
            b[p] = 'f'; b[p + 1] = 'a'; b[p + 2] = 'l'; b[p + 3] = 's'; b[p + 4] = 'e';
            out.pos = p + 5;
        }
    }

    /**
     * A member step with a String value (null writes null), escaped as {@link #stringValue}
     * escapes it. A String it refuses (a lone surrogate) leaves the member's name written and
     * its value not, as {@code name} then a failed {@code stringValue} do.
     */
    public void nextMember(int start, Names set, int index, String value) {
        int p = value == null ? -1 : step(start, set, index, Math.min(value.length(), 256) + 2);
        if (p < 0) {
            stepsDone(start);
            member(set, index, value);
            return;
        }
        out.pos = p;
        try {
            StringEscaper.write(out, value, stringFlags);
        } catch (IllegalArgumentException e) {
            state = OBJ_NAME;
            JsonException error = new JsonException(e.getMessage(), path());
            out.pos = p; // in memory: nothing of the run has left the buffer
            throw error;
        }
    }

    /**
     * A member step that writes only the name {@code index}: the next call writes its value
     * with the usual calls (a nested codec, {@link #nullValue()}), then the steps go on.
     */
    public void nextName(int start, Names set, int index) {
        out.pos = step(start, set, index, 0);
        state = OBJ_NAME;
    }

    /** Ends the run of member steps started at {@code start}: the object may be ended or go on with the usual calls. */
    public void endMembers(int start) {
        stepsDone(start);
    }

    /** The escaped, quoted form of {@code name} if it is in the name cache, else null. */
    byte[] cachedName(String name) {
        int slot = cachedSlot(name);
        return slot < 0 ? null : nameBytes[slot];
    }

    /** The slot of {@code name} in the name cache, or -1 when it is not there. */
    private int cachedSlot(String name) {
        String[] keys = nameKeys;
        if (keys == null) {
            // Only documents with more than a few names pay for the cache.
            if (++namesBeforeCache < NAME_CACHE_AFTER) return -1;
            nameKeys = keys = new String[NAME_CACHE];
            nameBytes = new byte[NAME_CACHE][];
            nameWords = new long[2 * NAME_CACHE];
        }
        int h = name.hashCode();
        int slot = nameSlot(h);
        for (int probe = 0; probe < NAME_PROBES; probe++) {
            String k = keys[slot];
            if (k == name) return slot;
            if (k == null) return -1;
            if (k.hashCode() == h && k.equals(name)) return slot;
            slot = (slot + 1) & (NAME_CACHE - 1);
        }
        return -1;
    }

    private static int nameSlot(int hash) {
        // Fibonacci hashing: the top bits of the product mix all bits of the String's hash.
        return (hash * 0x9E3779B9) >>> (32 - NAME_CACHE_BITS);
    }

    /** Remembers the escaped name just written from output position {@code at} (if still buffered). */
    void cacheName(String name, long at) {
        if (nameKeys == null) return;
        long start = at - out.flushedCount();
        int n = (int) (out.pos - start);
        if (start < 0 || n > NAME_CACHE_MAX_BYTES) return;
        // The first free slot of the probe sequence; a full sequence keeps what it holds, so
        // that names that collide do not evict each other (and allocate) over and over.
        int slot = nameSlot(name.hashCode());
        for (int probe = 0; probe < NAME_PROBES; probe++) {
            if (nameKeys[slot] == null) {
                byte[] quoted = java.util.Arrays.copyOfRange(out.buf, (int) start, out.pos);
                if (n < Names.MEMBER_WORDS_MAX) {
                    byte[] padded = java.util.Arrays.copyOf(quoted, Names.MEMBER_WORDS_MAX);
                    padded[n] = ':';
                    nameWords[2 * slot] = Swar.word(padded, 0);
                    nameWords[2 * slot + 1] = Swar.word(padded, 8);
                }
                nameBytes[slot] = quoted;
                nameKeys[slot] = name;
                return;
            }
            slot = (slot + 1) & (NAME_CACHE - 1);
        }
    }

    @Override
    public void name(byte[] utf8, int offset, int length) {
        long mark = position();
        long at = beforeName();
        try {
            StringEscaper.write(out, utf8, offset, length, stringFlags);
        } catch (IllegalArgumentException e) {
            throw rollBack(mark, e);
        }
        afterName(null, at);
    }

    // ---------------------------------------------------------------- from a reader

    /**
     * Whether strings that a reader found without escapes can be copied as they are: with the
     * minimal escaping, such text (valid UTF-8 with no quote, backslash or control character)
     * comes out unchanged.
     */
    boolean copiesPlainText() {
        return (stringFlags & (StringEscaper.ESCAPE_NON_ASCII | StringEscaper.HTML_SAFE)) == 0;
    }

    /** A member name that {@link #copiesPlainText} allows to copy unchanged ({@link JsonReader#copyTo}). */
    void plainName(byte[] utf8, int offset, int length) {
        long at = beforeName();
        writeQuoted(utf8, offset, length);
        afterName(null, at);
    }

    /** A string value that {@link #copiesPlainText} allows to copy unchanged ({@link JsonReader#copyTo}). */
    void plainStringValue(byte[] utf8, int offset, int length) {
        beforeValue();
        writeQuoted(utf8, offset, length);
        afterValue();
    }

    /**
     * A whole array or object that {@link JsonReader#copyTo} copies straight into the buffer
     * ({@link ContainerWalk}): only into a compact, minimally escaping writer that keeps its output
     * in memory. Returns false with the writer unchanged when it cannot be done that way; the
     * reader then copies token by token, which also reports every error.
     */
    boolean compactCopy(JsonTextReader reader, int peeked) {
        if (pretty || closed || out.drains() || !copiesPlainText() || depth + 1 > maxDepth) return false;
        int mark = out.pos;
        int index = this.index;
        byte before = beforeValue();
        boolean copied = false;
        try {
            copied = ContainerWalk.copyCompact(reader, peeked, out, stringFlags, maxDepth - depth - 1);
        } finally {
            if (!copied) {
                // nothing of a failed copy stays: not its bytes, not the state it moved on
                out.pos = mark;
                state = before;
                this.index = index;
            }
        }
        if (!copied) return false;
        afterValue();
        return true;
    }

    /** Number text that a reader has already checked against the JSON grammar. */
    void checkedNumberText(byte[] ascii, int offset, int length) {
        beforeValue();
        out.write(ascii, offset, length);
        afterValue();
    }

    private void writeQuoted(byte[] utf8, int offset, int length) {
        WriterBuffer o = out;
        if (length <= 4096) {
            o.ensure(length + 2);
            byte[] b = o.buf;
            int p = o.pos;
            b[p] = '"';
            System.arraycopy(utf8, offset, b, p + 1, length);
            b[p + 1 + length] = '"';
            o.pos = p + length + 2;
            return;
        }
        o.ensure(1);
        o.buf[o.pos++] = '"';
        o.write(utf8, offset, length);
        o.ensure(1);
        o.buf[o.pos++] = '"';
    }

    // ---------------------------------------------------------------- values

    @Override
    public void stringValue(String value) {
        if (value == null) {
            nullValue();
            return;
        }
        long mark = position();
        int index = this.index;
        byte s = state;
        if (fastSlot(0)) {
            // a member's value or an array element of a compact writer: the separator and the
            // state in one step, without beforeValue's checks (fastSlot's cases need none)
            try {
                StringEscaper.write(out, value, stringFlags);
            } catch (IllegalArgumentException e) {
                throw rollBack(mark, s, index, e);
            }
            return;
        }
        byte before = beforeValue();
        try {
            StringEscaper.write(out, value, stringFlags);
        } catch (IllegalArgumentException e) {
            throw rollBack(mark, before, index, e);
        }
        afterValue();
    }

    /** Copies the prepared {@code "value"} bytes (the member bytes without their colon) when they need no escaping. */
    @Override
    public void stringValue(Names set, int index) {
        if (set == null || index < 0 || index >= set.size()) throw badName(set, index);
        byte[] quoted = set.member(index);
        int n = quoted == null ? 0 : quoted.length - 1;
        if (quoted == null || !fastSlot(Math.max(n, Names.MEMBER_WORDS_MAX))) {
            stringValue(set.get(index));
            return;
        }
        WriterBuffer o = out;
        byte[] b = o.buf;
        int p = o.pos;
        if (n < Names.MEMBER_WORDS_MAX) {
            // two word stores; the colon and padding past the value are overwritten by what follows
            Swar.putWord(b, p, set.memberWord(index, 0));
            Swar.putWord(b, p + 8, set.memberWord(index, 1));
        } else {
            System.arraycopy(quoted, 0, b, p, n);
        }
        o.pos = p + n;
    }

    @Override
    public void stringValue(byte[] utf8, int offset, int length) {
        long mark = position();
        int index = this.index;
        byte before = beforeValue();
        try {
            StringEscaper.write(out, utf8, offset, length, stringFlags);
        } catch (IllegalArgumentException e) {
            throw rollBack(mark, before, index, e);
        }
        afterValue();
    }

    @Override
    public void numberValue(int value) {
        WriterBuffer o = out;
        byte[] b = o.buf;
        int p = o.pos;
        if (state == ARR_FILLED && fast && b.length - p > WordIntegerWriter.INT_ROOM) {
            // An array's next element, the common case: output position read and written once
            // (it is the one dependency from one value to the next)
            b[p] = ',';
            o.pos = WordIntegerWriter.writeInt(b, p + 1, value);
            index++;
            return;
        }
        if (fastSlot(11)) {
            out.pos = WordIntegerWriter.writeInt(out.buf, out.pos, value);
            return;
        }
        beforeValue();
        out.ensure(11);
        out.pos = WordIntegerWriter.writeInt(out.buf, out.pos, value);
        afterValue();
    }

    @Override
    public void numberValue(long value) {
        WriterBuffer o = out;
        byte[] b = o.buf;
        int p = o.pos;
        if (state == ARR_FILLED && fast && b.length - p > WordIntegerWriter.LONG_ROOM) {
            // as in numberValue(int)
            b[p] = ',';
            o.pos = WordIntegerWriter.writeLong(b, p + 1, value);
            index++;
            return;
        }
        if (fastSlot(20)) {
            out.pos = WordIntegerWriter.writeLong(out.buf, out.pos, value);
            return;
        }
        beforeValue();
        out.ensure(20);
        out.pos = WordIntegerWriter.writeLong(out.buf, out.pos, value);
        afterValue();
    }

    @Override
    public void numberValue(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            nonFinite(value);
            return;
        }
        if (fastSlot(32)) {
            out.pos = DoubleWriter.writeDouble(out.buf, out.pos, value, javaLayout);
            return;
        }
        beforeValue();
        out.ensure(32);
        out.pos = DoubleWriter.writeDouble(out.buf, out.pos, value, javaLayout);
        afterValue();
    }

    @Override
    public void numberValue(float value) {
        if (Float.isNaN(value) || Float.isInfinite(value)) {
            nonFinite(value);
            return;
        }
        if (fastSlot(32)) {
            out.pos = DoubleWriter.writeFloat(out.buf, out.pos, value, javaLayout);
            return;
        }
        beforeValue();
        out.ensure(32);
        out.pos = DoubleWriter.writeFloat(out.buf, out.pos, value, javaLayout);
        afterValue();
    }

    private void nonFinite(double value) {
        String what = Double.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity";
        if (!nonFinite) {
            throw refused(what + " is not a JSON number (WriterOptions.withNonFiniteNumbers writes it as a literal)");
        }
        beforeValue();
        byte[] text = Double.isNaN(value) ? NAN : value > 0 ? INFINITY : MINUS_INFINITY;
        out.write(text, 0, text.length);
        afterValue();
    }

    @Override
    public void numberValue(BigInteger value) {
        if (value == null) {
            nullValue();
            return;
        }
        writeAscii(BigNumberWriter.toJson(value));
    }

    @Override
    public void numberValue(BigDecimal value) {
        if (value == null) {
            nullValue();
            return;
        }
        writeAscii(BigNumberWriter.toJson(value));
    }

    @Override
    public void numberText(String text) {
        if (text == null || !NumberGrammar.isValid(text)) {
            throw refused("Not a JSON number: " + quoteForMessage(text));
        }
        writeAscii(text);
    }

    @Override
    public void numberText(byte[] ascii, int offset, int length) {
        if (!NumberGrammar.isValid(ascii, offset, offset + length)) {
            throw refused("Not a JSON number: " + quoteForMessage(new String(ascii, offset, Math.min(length, 200), StandardCharsets.ISO_8859_1)));
        }
        beforeValue();
        out.write(ascii, offset, length);
        afterValue();
    }

    /**
     * Writes a whole tree ({@link JsonValue#copyTo}). A container into a compact in-memory
     * writer goes straight into the buffer ({@link TreeWriter}); if the tree holds something
     * that is an error here, its output is dropped and the tree is replayed call by call, which
     * raises the error with its path and leaves the writer as those calls would.
     */
    void tree(JsonValue root) {
        if (!fast || out.drains() || !(root instanceof JsonObject || root instanceof JsonArray)) {
            TreeWalker.walk(root, this);
            return;
        }
        checkDepth(); // as beginObject() and beginArray() do, before anything changes
        int mark = out.pos;
        int index = this.index;
        byte before = beforeValue();
        if (!TreeWriter.write(root, this, out, stringFlags, maxDepth - depth)) {
            out.pos = mark;
            state = before;
            this.index = index;
            TreeWalker.walk(root, this);
            return;
        }
        afterValue();
    }

    /** A tree's plain decimal {@code unscaled / 10^scale}, printed straight into the buffer. */
    void decimalValue(long unscaled, int scale) {
        beforeValue();
        out.ensure(48);
        out.pos = JsonNumberValue.Decimal.write(unscaled, scale, out.buf, out.pos);
        afterValue();
    }

    private void writeAscii(String text) {
        beforeValue();
        out.writeAscii(text);
        afterValue();
    }

    @Override
    public void booleanValue(boolean value) {
        boolean fast = fastSlot(5);
        if (!fast) {
            beforeValue();
            out.ensure(5);
        }
        byte[] b = out.buf;
        int p = out.pos;
        if (value) {
            b[p] = 't'; b[p + 1] = 'r'; b[p + 2] = 'u'; b[p + 3] = 'e';
            out.pos = p + 4;
        } else {
            b[p] = 'f'; b[p + 1] = 'a'; b[p + 2] = 'l'; b[p + 3] = 's'; b[p + 4] = 'e';
            out.pos = p + 5;
        }
        if (!fast) afterValue();
    }

    @Override
    public void nullValue() {
        boolean fast = fastSlot(4);
        if (!fast) {
            beforeValue();
            out.ensure(4);
        }
        byte[] b = out.buf;
        int p = out.pos;
        b[p] = 'n'; b[p + 1] = 'u'; b[p + 2] = 'l'; b[p + 3] = 'l';
        out.pos = p + 4;
        if (!fast) afterValue();
    }

    /**
     * Inserts one complete, pre-serialized JSON value as it is (its own whitespace included), after
     * checking with a strict reader that it is exactly one valid JSON value.
     *
     * @throws JsonException if {@code json} is not exactly one valid JSON value (nothing is written)
     */
    public void rawValue(String json) {
        if (json == null) throw refused("Null raw value");
        checkRaw(JsonReader.of(json));
        rawValueUnchecked(json);
    }

    /** Inserts one complete, pre-serialized UTF-8 JSON value after checking it, as {@link #rawValue(String)} does. */
    public void rawValue(byte[] utf8) {
        if (utf8 == null) throw refused("Null raw value");
        checkRaw(JsonReader.of(utf8));
        rawValueUnchecked(utf8, 0, utf8.length);
    }

    /** Whether {@code b[offset, offset + length)} holds a line break, which would end an NDJSON line. */
    private static boolean hasLineBreak(byte[] b, int offset, int length) {
        for (int i = offset, end = offset + length; i < end; i++) {
            if (b[i] == '\n' || b[i] == '\r') return true;
        }
        return false;
    }

    /**
     * A sequence writer writes one value per line, so a raw value's own line breaks (only in its
     * whitespace: strings cannot hold one) would split it: it is copied token by token instead,
     * without its whitespace.
     */
    private void copyWithoutLineBreaks(JsonReader reader) {
        try (JsonReader r = reader) {
            r.copyTo(this);
        }
    }

    private void checkRaw(JsonReader reader) {
        try (JsonReader r = reader) {
            r.skipValue();
            if (r.peek() != JsonToken.END_DOCUMENT) throw r.error("Unexpected content after the value");
        } catch (JsonException e) {
            throw new JsonException("Invalid raw JSON value: " + e.getMessage(), nextValuePath());
        }
    }

    /**
     * Inserts pre-serialized JSON without checking it: the caller vouches that it is exactly one
     * valid JSON value. The structure around it is still checked.
     */
    public void rawValueUnchecked(String json) {
        java.nio.ByteBuffer encoded;
        try {
            // A strict encoder: String.getBytes would turn a lone surrogate into '?' silently.
            encoded = StandardCharsets.UTF_8.newEncoder().encode(java.nio.CharBuffer.wrap(json));
        } catch (java.nio.charset.CharacterCodingException e) {
            throw refused("Raw JSON value is not valid Unicode (a lone surrogate)");
        }
        rawValueUnchecked(encoded.array(), encoded.arrayOffset() + encoded.position(), encoded.remaining());
    }

    /** Inserts pre-serialized UTF-8 JSON without checking it; see {@link #rawValueUnchecked(String)}. */
    public void rawValueUnchecked(byte[] utf8, int offset, int length) {
        if (length <= SHORT_RAW && length >= 0 && !sequence && fastSlot(SHORT_RAW)) {
            // a short value in a container (a number's text kept by a tree): no copy call
            copyShort(utf8, offset, length, out.buf, out.pos);
            out.pos += length;
            return;
        }
        if (sequence && hasLineBreak(utf8, offset, length)) {
            copyWithoutLineBreaks(JsonReader.of(utf8, offset, length));
            return;
        }
        beforeValue();
        out.write(utf8, offset, length);
        afterValue();
    }

    /** Longest raw value {@link #rawValueUnchecked(byte[], int, int)} copies without an arraycopy call. */
    private static final int SHORT_RAW = 16;

    /**
     * Copies {@code src[from, from + n)} ({@code n <= 16}) to {@code dst[to]}, which has 16 bytes
     * of room: two words (or ints) that overlap in the middle, never reading outside the source.
     */
    private static void copyShort(byte[] src, int from, int n, byte[] dst, int to) {
        if (n >= 8) {
            Swar.putWord(dst, to, Swar.word(src, from));
            Swar.putWord(dst, to + n - 8, Swar.word(src, from + n - 8));
        } else if (n >= 4) {
            Swar.putInt(dst, to, Swar.intAt(src, from));
            Swar.putInt(dst, to + n - 4, Swar.intAt(src, from + n - 4));
        } else {
            for (int i = 0; i < n; i++) dst[to + i] = src[from + i];
        }
    }

    // ---------------------------------------------------------------- output

    /**
     * A copy of the complete document written so far (writers from {@link #create()} and
     * {@code options.writer()}). Outside sequence mode nothing may follow a complete document,
     * so the first call hands the writer's buffer back for reuse by later writers; further calls
     * return copies of the array the first call returned.
     */
    public byte[] toByteArray() {
        if (finished != null) return finished.clone();
        requireNotHandedOver();
        requireComplete();
        byte[] result = out.toByteArray();
        if (!sequence) {
            // The document is complete and no value may follow: recycle the buffer now, as
            // in-memory writers are rarely closed.
            finished = result;
            out.recycle();
        }
        return result;
    }

    /**
     * For {@link WriterPool}: the complete document's bytes, then the writer is as new (state,
     * levels, buffer emptied but kept; the name cache is kept too, its entries depend only on the
     * options). Raises what {@link #toByteArray()} raises for an incomplete document.
     */
    byte[] finishForReuse() {
        requireNotHandedOver();
        requireComplete();
        // finished: a codec called toByteArray() itself, which already handed the buffer back
        byte[] result = finished != null ? finished : out.takeContent();
        resetForReuse();
        return result;
    }

    /** For {@link WriterPool}: output past the pooled buffer's size goes on to {@code target}. */
    void spillTo(OutputStream target) { out.spillTo(target); }

    /** For {@link WriterPool}: output past the pooled buffer's size goes on to {@code target}. */
    void spillTo(Appendable target) { out.spillTo(target); }

    /**
     * For {@link WriterPool}: the rest of the complete document of a spilling writer to its
     * target (neither flushed nor closed), then the writer is as new, in memory again. Raises
     * what {@link #toByteArray()} raises for an incomplete document.
     */
    void finishSpillForReuse() {
        requireComplete();
        out.endSpill();
        resetForReuse();
    }

    private void resetForReuse() {
        state = DOC_EMPTY;
        index = 0;
        depth = 0;
        closed = false;
        broken = null;
        finished = null;
        fast = !pretty;
    }

    /**
     * Writes the complete document so far of an in-memory writer (what {@link #toByteArray()}
     * would return) to {@code target} in one call, without copying it first: for a document built
     * in memory and then sent to a stream. Outside sequence mode the buffer is then given back
     * for reuse and the writer is done: {@code toByteArray} and {@code writeTo} refuse afterwards.
     * The target is neither flushed nor closed.
     *
     * @throws IOException from the target (the writer is then left as it was)
     * @throws IllegalStateException for a writer that drains to a stream or chars of its own, or
     *     whose document was written out already
     */
    public void writeTo(OutputStream target) throws IOException {
        if (out.drains()) throw new IllegalStateException("This writer writes to its own target, not from memory");
        if (finished != null) {
            target.write(finished);
            return;
        }
        requireNotHandedOver();
        requireComplete();
        target.write(out.buf, 0, out.pos);
        if (!sequence) {
            handedOver = true;
            out.recycle();
        }
    }

    private void requireNotHandedOver() {
        if (handedOver) throw new IllegalStateException("The document was written out by writeTo already");
    }

    /** Hands buffered output to the stream or char target and flushes it. */
    @Override
    public void flush() {
        if (!closed) out.flush();
    }

    /**
     * Checks that the document is complete, hands the rest of the output to the target and closes
     * it. An incomplete document raises a {@link JsonException}; its buffered tail is dropped so
     * that no truncated value is flushed, and the target is closed all the same.
     */
    @Override
    public void close() {
        if (closed) return;
        closed = true;
        fast = false;
        try {
            requireComplete();
            out.flush();
        } finally {
            try {
                out.closeTarget();
            } finally {
                if (out.drains()) out.release();
            }
        }
    }

    /**
     * Whether this writer keeps all its output in memory until {@link #toByteArray()} (made by
     * {@link #create()} or {@code options.writer()}) rather than passing it on to an
     * {@code OutputStream} or {@code Appendable} as its buffer fills. Only such a writer can take
     * back everything a failed call wrote, so a source may hand it text to check as it copies.
     */
    public boolean isInMemory() {
        return !out.drains();
    }

    /** Whether one complete top-level value (or, in sequence mode, any number of them) was written. */
    public boolean isComplete() {
        return depth == 0 && (sequence || state == DOC_DONE);
    }

    /** The JSON path of the position the writer is at, such as {@code $.users[3].name}. */
    public String path() {
        StringBuilder sb = new StringBuilder("$");
        for (int d = 1; d <= depth; d++) {
            byte s = d == depth ? state : states[d];
            if (s == ARR_FILLED) {
                sb.append('[').append(d == depth ? index : indices[d]).append(']');
            } else if (s == OBJ_NAME || s == OBJ_FILLED) {
                appendName(sb, d);
            }
        }
        return sb.toString();
    }

    private void requireComplete() {
        if (depth > 0) {
            byte s = state;
            String open = s >= ARR_EMPTY ? "array" : "object";
            throw misuse("Incomplete document: " + depth + (depth == 1 ? " container is" : " containers are")
                    + " still open (innermost: an " + open + ")");
        }
        if (!sequence && state != DOC_DONE) throw misuse("Incomplete document: no value was written");
    }

    // ---------------------------------------------------------------- state machine

    /**
     * The common cases of {@link #beforeValue()} in a compact writer, an element of an array or
     * a member's value, with the room for the separator and {@code room} more bytes made at
     * once; false for everything else (including every error), which takes
     * {@code beforeValue()}. All cases are inside a container, so no {@link #afterValue()}.
     */
    private boolean fastSlot(int room) {
        if (!fast) return false;
        byte s = state;
        if (s == ARR_FILLED) {
            out.ensure(room + 1);
            out.buf[out.pos++] = ',';
            index++;
            return true;
        }
        if (s == OBJ_NAME) {
            state = OBJ_FILLED;
            out.ensure(room);
            return true;
        }
        if (s == ARR_EMPTY) {
            state = ARR_FILLED;
            index = 0;
            out.ensure(room);
            return true;
        }
        return false;
    }

    /**
     * A container opened as a member's value or an array element in a compact writer, with
     * the level already allocated and within the depth limit: the separator, the bracket and the
     * new level in one step. False for everything else, which takes the checked path. The new
     * level's name slots need no reset: every name call sets them before a path can read them.
     */
    private boolean openFast(byte opened, char bracket) {
        int d = depth;
        byte s = state;
        if (!fast || (s != OBJ_NAME && s != ARR_FILLED && s != ARR_EMPTY) || d + 1 >= states.length || d + 1 > maxDepth) return false;
        out.ensure(2);
        byte[] b = out.buf;
        int p = out.pos;
        int i = index;
        if (s == ARR_FILLED) {
            b[p++] = ',';
            i++;
        } else if (s == ARR_EMPTY) {
            s = ARR_FILLED;
            i = 0;
        } else {
            s = OBJ_FILLED;
        }
        b[p] = (byte) bracket;
        out.pos = p + 1;
        // the enclosing level's state and index are saved; the new level's live in the fields
        states[d] = s;
        indices[d] = i;
        depth = d + 1;
        state = opened;
        return true;
    }

    /** Checks that a value may come here and writes what goes before it; returns the prior state. */
    private byte beforeValue() {
        if (closed || broken != null) throw misuse(closed ? "Writer is closed" : broken);
        byte s = state;
        switch (s) {
            case OBJ_NAME:
                state = OBJ_FILLED;
                break;
            case ARR_FILLED:
                out.ensure(1);
                out.buf[out.pos++] = ',';
                index++;
                if (pretty) newlineAndIndent();
                break;
            case ARR_EMPTY:
                state = ARR_FILLED;
                index = 0;
                if (pretty) newlineAndIndent();
                break;
            case DOC_EMPTY:
                state = DOC_DONE;
                break;
            case DOC_DONE:
                if (!sequence) {
                    throw misuse("A second top-level value (WriterOptions.withSequence allows several)");
                }
                break;
            default:
                throw misuse("A value inside an object needs a name first");
        }
        return s;
    }

    private void afterValue() {
        if (depth == 0 && sequence) out.write(newline, 0, newline.length);
    }

    private long beforeName() {
        if (closed || broken != null) throw misuse(closed ? "Writer is closed" : broken);
        byte s = state;
        if (s == OBJ_FILLED) {
            out.ensure(1);
            out.buf[out.pos++] = ',';
        } else if (s != OBJ_EMPTY) {
            throw misuse(s == OBJ_NAME ? "Two names in a row: the previous name has no value" : "A name outside an object");
        }
        if (pretty) newlineAndIndent();
        return position();
    }

    private void afterName(String name, long at) {
        names[depth] = name;
        if (name == null) {
            if (nameAt == null) nameAt = new long[states.length];
            nameAt[depth] = at;
        }
        state = OBJ_NAME;
        out.ensure(2);
        out.buf[out.pos++] = ':';
        if (pretty) out.buf[out.pos++] = ' ';
    }

    private void checkDepth() {
        if (depth + 1 > maxDepth) {
            throw misuse("Nesting depth exceeds the limit of " + maxDepth + " (raise it with WriterOptions.withMaxDepth)");
        }
    }

    private void push(byte opened) {
        checkDepth();
        states[depth] = state;
        indices[depth] = index;
        depth++;
        if (depth == states.length) grow();
        state = opened;
        names[depth] = null;
        if (nameAt != null) nameAt[depth] = -1;
    }

    /** Closes the innermost level: the enclosing level's saved state and index become current. */
    private void pop() {
        int d = depth - 1;
        depth = d;
        state = states[d];
        index = indices[d];
    }

    private void grow() {
        int n = states.length * 2;
        states = java.util.Arrays.copyOf(states, n);
        indices = java.util.Arrays.copyOf(indices, n);
        names = java.util.Arrays.copyOf(names, n);
        if (nameAt != null) nameAt = java.util.Arrays.copyOf(nameAt, n);
    }

    private void newlineAndIndent() {
        if (!pretty) return;
        int spaces = depth * indent;
        out.ensure(newline.length + Math.min(spaces, 4096));
        byte[] b = out.buf;
        int p = out.pos;
        for (byte c : newline) b[p++] = c;
        out.pos = p;
        while (spaces > 0) {
            int n = Math.min(spaces, 4096);
            out.ensure(n);
            b = out.buf;
            p = out.pos;
            for (int i = 0; i < n; i++) b[p + i] = ' ';
            out.pos = p + n;
            spaces -= n;
        }
    }

    private long position() { return out.flushedCount() + out.pos; }

    // ---------------------------------------------------------------- errors

    private JsonException misuse(String detail) {
        return new JsonException(detail, path());
    }

    /** A value this writer will not write, refused before it was placed: the error names its place. */
    private JsonException refused(String detail) {
        return new JsonException(detail, nextValuePath());
    }

    /**
     * The path of the value that would be written next, where {@link #path()} names the last
     * one written: in an array, the next index (an element refused must not be reported as the
     * one before it, nor an empty array's first as the array).
     */
    private String nextValuePath() {
        byte s = state;
        if (s != ARR_FILLED && s != ARR_EMPTY) return path();
        int i = index;
        state = ARR_FILLED;
        index = s == ARR_EMPTY ? 0 : i + 1;
        String path = path();
        state = s;
        index = i;
        return path;
    }

    /**
     * A name failed half-way (the state is still unchanged): drop the separator and what it wrote,
     * as long as it is still buffered, so the object stays well-formed if the caller goes on.
     */
    private JsonException rollBack(long mark, IllegalArgumentException e) {
        JsonException error = new JsonException(e.getMessage(), path());
        truncateTo(mark);
        return error;
    }

    /** A string value failed half-way: drop its bytes (if still buffered) and restore the state. */
    private JsonException rollBack(long mark, byte before, int index, IllegalArgumentException e) {
        state = before;
        this.index = index;
        JsonException error = new JsonException(e.getMessage(), nextValuePath());
        truncateTo(mark);
        return error;
    }

    private void truncateTo(long at) {
        long start = out.flushedCount();
        if (at >= start && at <= start + out.pos) {
            out.pos = (int) (at - start);
        } else {
            broken = "The writer cannot go on: an earlier error came after part of that call's output had been"
                    + " passed to the target, which cannot be taken back";
            fast = false;
        }
    }

    private void appendName(StringBuilder sb, int d) {
        Object name = names[d];
        if (name instanceof Names) name = ((Names) name).get(d == depth ? index : indices[d]);
        else if (name != null && name == nameKeys) name = nameKeys[d == depth ? index : indices[d]];
        if (name == null && nameAt != null && out.buf != null && nameAt[d] >= out.flushedCount()) {
            // A name given as bytes: read it back from the buffer, escaped as it was written.
            int start = (int) (nameAt[d] - out.flushedCount()) + 1;
            int end = start;
            while (end < out.pos && !(out.buf[end] == '"' && out.buf[end - 1] != '\\')) end++;
            name = new String(out.buf, start, end - start, StandardCharsets.UTF_8);
        }
        if (name == null) {
            sb.append(".?");
        } else if (isIdentifier((String) name)) {
            sb.append('.').append(name);
        } else {
            sb.append("['").append(((String) name).replace("\\", "\\\\").replace("'", "\\'")).append("']");
        }
    }

    private static boolean isIdentifier(String s) {
        if (s.isEmpty() || !Character.isJavaIdentifierStart(s.charAt(0))) return false;
        for (int i = 1; i < s.length(); i++) {
            if (!Character.isJavaIdentifierPart(s.charAt(i))) return false;
        }
        return true;
    }

    private static String quoteForMessage(String s) {
        if (s == null) return "null";
        return '"' + (s.length() > 60 ? s.substring(0, 60) + "..." : s) + '"';
    }
}
