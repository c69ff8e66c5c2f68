package dev.brisk.bind.internal;

import dev.brisk.json.BytesCursor;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.NameMode;
import dev.brisk.json.internal.NameCachePolicy;
import dev.brisk.json.internal.PlainNumbers;
import dev.brisk.json.internal.RewindableSink;
import dev.brisk.json.internal.SlotPool;
import dev.brisk.json.internal.SymbolTable;
import dev.brisk.json.internal.TextReader;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;

/**
 * Builds {@link NaturalCodec}'s values of a whole array or object from a JSON text reader
 * ({@link TextReader}) in one {@link JsonReader#copyTo}: over strict in-memory input that is
 * the reader's one walk (a {@link RewindableSink}: no token state machine, no peek or name call
 * per member); otherwise, or when the walk bails out, the reader's token path into the same
 * sink. The values are exactly those of NaturalCodec's token loop (the path for other readers):
 * numbers are converted by the same rules ({@link NaturalCodec#number(String)}), and a number it
 * refuses (an exponent beyond the limit) is reported by the reader at its place and path.
 *
 * <p>Members and elements are kept on one stack until their container closes, which then
 * becomes a LinkedHashMap or ArrayList of exactly its size (no table resizes on the way).
 * Builders are pooled ({@link SlotPool}) and reused: the stack is cleared after each value.
 */
final class NaturalBuilder implements JsonSink, RewindableSink {
    /** Builders between values, shared by all threads (no ThreadLocal: fit for virtual threads). */
    private static final SlotPool<NaturalBuilder> BUILDERS = new SlotPool<>(SlotPool.perCore(4));

    /** Stacks larger than this are not kept between values (a deep or wide document once). */
    private static final int KEEP = 4096;

    /** Values, and for objects name/value pairs, of the open containers, innermost last. */
    private Object[] stack = new Object[64];
    private int top;
    /** Where each open container's items start in {@link #stack}; negative (~start) for an object. */
    private int[] frames = new int[16];
    private int depth;
    private Object result;
    private NaturalCodec codec;
    private SymbolTable symbols;
    private boolean mayStop;
    private int nameCache;
    /** Filled by a {@link BytesCursor}: numbers of the exact rule are refused, not converted. */
    private boolean fromCursor;
    /** A number was refused ({@link #fromCursor}): the value is not built here. */
    private boolean refused;

    /** The array or object the JSON text reader {@code in} is positioned on, as {@code codec} reads it. */
    static Object build(JsonReader in, NameMode names, NaturalCodec codec) {
        NaturalBuilder b = BUILDERS.take();
        if (b == null) b = new NaturalBuilder();
        try {
            return b.read(in, names, codec);
        } finally {
            BUILDERS.give(b); // cleared by read, whatever happened
        }
    }

    /**
     * The next value of the cursor {@code in}, as {@code codec} reads it, copied in one walk
     * ({@link BytesCursor#copyTo}); null with the cursor failed when the walk gives up or a
     * number needs NaturalCodec's exact rule (the reader then reads the document: that rule
     * may refuse the number with an error only the reader can place).
     */
    static Object build(BytesCursor in, NameMode names, NaturalCodec codec) {
        NaturalBuilder b = BUILDERS.take();
        if (b == null) b = new NaturalBuilder();
        try {
            return b.read(in, names, codec);
        } finally {
            BUILDERS.give(b); // cleared by read, whatever happened
        }
    }

    private Object read(BytesCursor in, NameMode names, NaturalCodec codec) {
        symbols = names == NameMode.NONE ? null : SymbolTable.shared(names == NameMode.INTERN);
        mayStop = names == NameMode.CANONICAL;
        nameCache = NameCachePolicy.START;
        this.codec = codec;
        fromCursor = true;
        try {
            if (in.copyTo(this) && !refused) return result;
            in.fail();
            return null;
        } finally {
            clear();
        }
    }

    private Object read(JsonReader in, NameMode names, NaturalCodec codec) {
        symbols = names == NameMode.NONE ? null : SymbolTable.shared(names == NameMode.INTERN);
        mayStop = names == NameMode.CANONICAL;
        nameCache = NameCachePolicy.START;
        this.codec = codec;
        try {
            in.copyTo(this);
            return result;
        } finally {
            clear();
        }
    }

    private void clear() {
        if (stack.length > KEEP) stack = new Object[64];
        else java.util.Arrays.fill(stack, 0, Math.max(top, 0), null);
        if (frames.length > KEEP) frames = new int[16];
        top = 0;
        depth = 0;
        result = null;
        codec = null;
        fromCursor = false;
        refused = false;
    }

    // ---------------------------------------------------------------- RewindableSink

    /** Marks only the start of a value (the reader walks whole values into this builder). */
    @Override
    public long mark() {
        return depth == 0 && top == 0 ? 0 : -1;
    }

    @Override
    public void rewind(long mark) {
        java.util.Arrays.fill(stack, 0, top, null);
        top = 0;
        depth = 0;
        result = null;
    }

    @Override
    public boolean takesDecimalsAsDoubles() { return false; }

    // ---------------------------------------------------------------- containers

    @Override
    public void beginObject() { open(~top); }

    @Override
    public void beginArray() { open(top); }

    private void open(int frame) {
        if (depth == frames.length) frames = java.util.Arrays.copyOf(frames, depth * 2);
        frames[depth++] = frame;
    }

    @Override
    public void endObject() {
        int start = ~frames[--depth];
        int end = top;
        Object[] s = stack;
        // capacity for (end - start) / 2 entries without a resize at the 0.75 load factor
        LinkedHashMap<String, Object> map = new LinkedHashMap<>((int) ((end - start) / 2 / 0.75f) + 1);
        for (int i = start; i < end; i += 2) {
            map.put((String) s[i], s[i + 1]); // a repeated name: the last value wins, at the first position
            s[i] = null;
            s[i + 1] = null;
        }
        top = start;
        value(map);
    }

    @Override
    public void endArray() {
        int start = frames[--depth];
        int end = top;
        Object[] s = stack;
        ArrayList<Object> list = new ArrayList<>(end - start);
        for (int i = start; i < end; i++) {
            list.add(s[i]);
            s[i] = null;
        }
        top = start;
        value(list);
    }

    private void push(Object v) {
        if (top == stack.length) stack = java.util.Arrays.copyOf(stack, top * 2);
        stack[top++] = v;
    }

    private void value(Object v) {
        if (depth == 0) result = v;
        else push(v);
    }

    // ---------------------------------------------------------------- names and values

    /** A name the reader has scanned and validated: canonical like the reader's own names. */
    @Override
    public void name(byte[] utf8, int offset, int length) {
        int end = offset + length;
        SymbolTable t = symbols;
        String name;
        if (t == null || nameCache < 0) {
            name = new String(utf8, offset, length, StandardCharsets.UTF_8);
        } else if ((name = t.find(utf8, offset, end)) != null) {
            nameCache = NameCachePolicy.hit(nameCache, mayStop);
        } else {
            nameCache = NameCachePolicy.miss(nameCache, mayStop);
            name = t.add(utf8, offset, end, nonAscii(utf8, offset, end));
        }
        push(name);
    }

    private static boolean nonAscii(byte[] b, int start, int end) {
        for (int i = start; i < end; i++) if (b[i] < 0) return true;
        return false;
    }

    @Override
    public void stringValue(byte[] utf8, int offset, int length) {
        value(new String(utf8, offset, length, StandardCharsets.UTF_8));
    }

    @Override
    public void booleanValue(boolean value) { value(value); }

    @Override
    public void nullValue() { value(null); }

    @Override
    public void numberValue(long value) { value(NaturalCodec.integer(value)); }

    /**
     * Number text: what NaturalCodec makes of it, without BigDecimal for the common forms (an
     * integer of up to 18 digits; a decimal without exponent of up to 15 digits, which its rule
     * makes the nearest double); every other form by NaturalCodec's own rule from the text
     * (negative zero among them, which {@link PlainNumbers#packed} refuses).
     */
    @Override
    public void numberText(byte[] ascii, int offset, int length) {
        int end = offset + length;
        long p = PlainNumbers.packed(ascii, offset, end);
        if (p != PlainNumbers.NOT_PLAIN) {
            int scale = PlainNumbers.scale(p);
            long unscaled = PlainNumbers.unscaled(p);
            if (scale == 0) {
                value(NaturalCodec.integer(unscaled));
                return;
            }
            // digits as the rule counts them: every digit of the text, leading zeros too
            int digits = length - 1 - (unscaled < 0 ? 1 : 0);
            if (digits <= 15) {
                // both operands exact (below 2^53 and 10^22), so the quotient is the correctly
                // rounded double, as NaturalCodec's rule takes it (a 15-digit plain decimal is
                // never subnormal)
                value((double) unscaled / DOUBLE_POW10[scale]);
                return;
            }
        } else {
            long v = PlainNumbers.integer(ascii, offset, end); // 18 digits; -0 is 0, as the rule has it
            if (v != PlainNumbers.NOT_PLAIN) {
                value(NaturalCodec.integer(v));
                return;
            }
        }
        if (fromCursor) {
            refused = true;
            value(null);
            return;
        }
        value(codec.number(new String(ascii, offset, length, StandardCharsets.ISO_8859_1)));
    }

    /** 10^0 to 10^15, each exact as a double. */
    private static final double[] DOUBLE_POW10 = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15
    };

    /** NaN or an infinity, from lenient input only: refused as NaturalCodec's token loop refuses it. */
    @Override
    public void numberValue(double value) {
        throw new JsonException("NaN and infinities cannot be read as a JsonNumber; use nextDouble()", null);
    }

    /**
     * A name with escapes, decoded (from a {@link BytesCursor}): made canonical or interned by its
     * UTF-8 as the reader's decoded names are (it hands them over as bytes), so the keys follow
     * the name mode from every source. Names with escapes are rare: the encoding costs little.
     */
    @Override
    public void name(String name) {
        if (!fromCursor) throw notFromText();
        if (symbols == null) {
            push(name);
            return;
        }
        byte[] utf8 = name.getBytes(StandardCharsets.UTF_8);
        name(utf8, 0, utf8.length);
    }

    /** A string with escapes, decoded (from a {@link BytesCursor}). */
    @Override
    public void stringValue(String value) {
        if (!fromCursor) throw notFromText();
        value(value);
    }

    // ---------------------------------------------------------------- not given by a JSON text reader

    @Override
    public void numberValue(BigInteger value) { throw notFromText(); }

    @Override
    public void numberValue(BigDecimal value) { throw notFromText(); }

    @Override
    public void numberText(String text) { throw notFromText(); }

    private static IllegalStateException notFromText() {
        return new IllegalStateException("natural values are built from a JSON text reader's slices only");
    }
}
