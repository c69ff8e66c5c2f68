package dev.brisk.bind.internal;

import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.NameMode;
import dev.brisk.json.internal.DoubleParser;
import dev.brisk.json.internal.RewindableSink;
import dev.brisk.json.internal.SymbolTable;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;

/**
 * Builds {@link NaturalCodec}'s values of a whole array or object in the reader's one pass over
 * strict in-memory input ({@link JsonReader#copyTo} into a {@link RewindableSink}): no token
 * state machine, no peek or name call per member. The values are exactly those of NaturalCodec's
 * token loop, which stays the path for everything else: when the one pass does not apply (a
 * stream, lenient or duplicate-rejecting options) or fails (an error, a limit, a number this
 * class does not convert exactly as that loop does), the reader rewinds, copyTo returns without
 * consuming anything ({@link #onePassOnly}) and the caller reads the value token by token, so
 * errors and their paths are the token path's.
 *
 * <p>Members and elements are kept on one stack until their container closes, which then
 * becomes a LinkedHashMap or ArrayList of exactly its size (no table resizes on the way).
 * One builder per thread, reused: its stack is cleared after each value.
 */
final class NaturalBuilder implements JsonSink, RewindableSink {
    /** Thrown inside the one pass for what it does not convert: the reader rewinds (preallocated, no stack trace). */
    private static final RuntimeException BAIL = new RuntimeException("natural values: token path", null, false, false) { };

    private static final ThreadLocal<NaturalBuilder> BUILDERS = ThreadLocal.withInitial(NaturalBuilder::new);

    /** Stacks larger than this are not kept between values (a deep or wide document once). */
    private static final int KEEP = 4096;

    /** Values, and for objects name/value pairs, of the open containers, innermost last. */
    private Object[] stack = new Object[64];
    private int top;
    /** Where each open container's items start in {@link #stack}; negative (~start) for an object. */
    private int[] frames = new int[16];
    private int depth;
    private Object result;
    /** Whether the reader has begun its one pass (marked) and not rewound it. */
    private boolean fast;
    private SymbolTable symbols;
    private boolean canonicalOff;
    private int hits;
    private int misses;

    static NaturalBuilder get() { return BUILDERS.get(); }

    /**
     * The array or object {@code in} is positioned on, read in one pass; or null, with nothing
     * consumed, when that pass does not apply or fails: the caller then reads it token by token.
     */
    Object read(JsonReader in, NameMode names) {
        symbols = names == NameMode.NONE ? null : SymbolTable.shared(names == NameMode.INTERN);
        canonicalOff = false;
        hits = 0;
        misses = 0;
        fast = false;
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
        fast = false;
    }

    // ---------------------------------------------------------------- RewindableSink

    @Override
    public long mark() {
        fast = true;
        return 0;
    }

    @Override
    public void rewind(long mark) {
        java.util.Arrays.fill(stack, 0, top, null);
        top = 0;
        depth = 0;
        result = null;
        fast = false;
    }

    @Override
    public boolean takesDecimalsAsDoubles() { return false; }

    @Override
    public boolean onePassOnly() { return true; }

    // ---------------------------------------------------------------- containers

    @Override
    public void beginObject() { open(~top); }

    @Override
    public void beginArray() { open(top); }

    private void open(int frame) {
        if (!fast) throw new IllegalStateException("natural values are built in the one pass only");
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
        if (t == null || canonicalOff) {
            name = new String(utf8, offset, length, StandardCharsets.UTF_8);
        } else {
            if ((name = t.find(utf8, offset, end)) != null) {
                hits++;
            } else {
                misses++;
                name = t.add(utf8, offset, end, nonAscii(utf8, offset, end));
            }
            // like the reader: a window of mostly new names (random keys) stops canonical lookups
            if (((hits + misses) & 255) == 0) {
                if (misses > hits && t == SymbolTable.shared(false)) canonicalOff = true;
                hits = 0;
                misses = 0;
            }
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
     * Number text: what NaturalCodec makes of it without BigDecimal (an integer of up to 18 digits;
     * a decimal without exponent of up to 15 digits, which its rule makes the nearest double);
     * anything else goes back to the token path.
     */
    @Override
    public void numberText(byte[] ascii, int offset, int length) {
        int end = offset + length;
        int i = offset;
        boolean negative = ascii[i] == '-';
        if (negative) i++;
        long v = 0;
        int digits = 0;
        int point = -1;
        for (; i < end; i++) {
            int c = ascii[i];
            if (c >= '0' && c <= '9') {
                v = v * 10 + (c - '0');
                digits++;
            } else if (c == '.' && point < 0) {
                point = i;
            } else {
                throw BAIL; // an exponent
            }
        }
        if (point < 0) {
            if (digits > 18) throw BAIL;
            value(NaturalCodec.integer(negative ? -v : v));
            return;
        }
        // 15 digits or fewer: NaturalCodec's rule (precision <= 15) takes the double, correctly rounded
        if (digits > 15) throw BAIL;
        double d = DoubleParser.parseDouble(ascii, offset, end);
        value(d); // -0.0 stays -0.0, as in NaturalCodec (a plain decimal of 15 digits is never subnormal)
    }

    // ---------------------------------------------------------------- not part of the one pass

    @Override
    public void name(String name) { throw BAIL; }

    @Override
    public void stringValue(String value) { throw BAIL; }

    @Override
    public void numberValue(double value) { throw BAIL; }

    @Override
    public void numberValue(BigInteger value) { throw BAIL; }

    @Override
    public void numberValue(BigDecimal value) { throw BAIL; }

    @Override
    public void numberText(String text) { throw BAIL; }
}
