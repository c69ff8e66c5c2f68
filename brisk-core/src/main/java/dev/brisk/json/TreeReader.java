package dev.brisk.json;

import dev.brisk.json.internal.BigNumberParser;
import dev.brisk.json.internal.DoubleParser;
import dev.brisk.json.internal.IntegerParser;
import dev.brisk.json.internal.NumberRangeException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashSet;

/**
 * The pull interface over a {@link JsonValue} tree: codecs read a tree as they read JSON text,
 * with no text in between. Walks the tree's own storage (members as name, value pairs; strings as
 * UTF-8; packed number arrays) with an explicit stack, so depth is bounded by the limit, not the
 * thread stack. Numbers convert from the tree's exact number text by the same parsers as the JSON
 * reader's, so a value reads the same from a tree as from its text. A tree has no offsets: errors
 * carry the path, with offset, line and column -1. The limits apply as for text (depth, token
 * count, string, name and number lengths); the document size limit has no bytes to count.
 */
final class TreeReader extends JsonReader {
    private static final Object[] NO_ITEMS = new Object[0];

    private final ReadLimits limits;
    private final boolean rejectDuplicates;
    private final long maxTokens;
    private long tokens;

    // one frame per open container; frame 0 holds the root as the one item of the document
    private Object[] items = new Object[8][];
    private long[][] packedItems = new long[8][];
    private Object[][] others = new Object[8][];
    private boolean[] isObject = new boolean[8];
    /** Per frame: the position of the next item (objects: 2k is name k, 2k+1 its value). */
    private int[] next = new int[8];
    /** Per frame: the end of its items. */
    private int[] ends = new int[8];
    private String[] pathNames = new String[8];
    private HashSet<String>[] seen;
    private int depth;
    private boolean closed;
    /** Whether the last call took a value (for {@link #error}: a codec rejecting what it just read). */
    private boolean justTook;

    @SuppressWarnings("unchecked")
    TreeReader(JsonValue root, ReaderOptions options) {
        if (root == null) throw new NullPointerException("root");
        this.limits = options.limits;
        this.rejectDuplicates = options.rejectDuplicateNames();
        this.maxTokens = limits.maxTokenCount();
        this.items[0] = new Object[] {Tree.store(root)};
        this.ends[0] = 1;
        if (rejectDuplicates) seen = new HashSet[8];
    }

    // ---------------------------------------------------------------- where the reader is

    /** The stored item at the current position (a value, not a name). */
    private Object current() {
        Object[] s = (Object[]) items[depth];
        int i = next[depth];
        if (s != null) return s[i];
        return PackedNumbers.decode(packedItems[depth][i], others[depth]);
    }

    private boolean atEnd() { return next[depth] >= ends[depth]; }

    private boolean atName() { return isObject[depth] && (next[depth] & 1) == 0; }

    private static JsonToken tokenOf(Object o) {
        if (o instanceof byte[] || o instanceof String || o instanceof JsonString) return JsonToken.STRING;
        if (o instanceof JsonNumberValue) return JsonToken.NUMBER;
        if (o instanceof JsonObject) return JsonToken.BEGIN_OBJECT;
        if (o instanceof JsonArray) return JsonToken.BEGIN_ARRAY;
        if (o instanceof JsonBoolean) return JsonToken.BOOLEAN;
        return JsonToken.NULL;
    }

    @Override
    public JsonToken peek() {
        checkOpen();
        justTook = false;
        if (atEnd()) {
            if (depth == 0) return JsonToken.END_DOCUMENT;
            return isObject[depth] ? JsonToken.END_OBJECT : JsonToken.END_ARRAY;
        }
        if (atName()) return JsonToken.NAME;
        if (items[depth] == null) {
            // packed numbers: a number unless it is one of the scalars kept beside them
            long p = packedItems[depth][next[depth]];
            if ((p & PackedNumbers.SCALE_MASK) != PackedNumbers.OTHER) return JsonToken.NUMBER;
        }
        return tokenOf(current());
    }

    @Override
    public boolean hasNext() {
        checkOpen();
        justTook = false;
        return !atEnd();
    }

    @Override
    public boolean hasNextValue() {
        if (depth != 0) throw new IllegalStateException("hasNextValue() is for the top level; the reader is inside a value at " + path());
        return !atEnd();
    }

    /** Takes the value at the current position: counts it and moves past it. */
    private Object take(String expected, JsonToken want) {
        checkOpen();
        if (atEnd() || atName()) throw unexpected(expected);
        Object o = current();
        if (want != null && tokenOf(o) != want) throw unexpected(expected);
        count();
        next[depth]++;
        return o;
    }

    private void count() {
        justTook = true;
        if (++tokens > maxTokens) throw failure(ReadLimits.exceeded("Token count", maxTokens, "withMaxTokenCount"));
    }

    private JsonException unexpected(String expected) {
        String found;
        if (atEnd()) {
            found = depth == 0 ? "the end of input" : isObject[depth] ? "the end of an object" : "the end of an array";
        } else if (atName()) {
            found = "a name";
        } else {
            switch (tokenOf(current())) {
                case BEGIN_OBJECT: found = "an object"; break;
                case BEGIN_ARRAY: found = "an array"; break;
                case STRING: found = "a string"; break;
                case NUMBER: found = "a number"; break;
                case BOOLEAN: found = "a boolean"; break;
                default: found = "null"; break;
            }
        }
        return failure("Expected " + expected + " but found " + found);
    }

    @Override
    public void beginObject() {
        JsonObject o = (JsonObject) take("an object", JsonToken.BEGIN_OBJECT);
        Object[] m = o.members;
        push(m, null, null, true, o.size() * 2);
    }

    @Override
    public void beginArray() {
        JsonArray a = (JsonArray) take("an array", JsonToken.BEGIN_ARRAY);
        Object stored = a.items;
        if (stored instanceof Object[]) {
            Object[] s = (Object[]) stored;
            push(s, null, null, false, s.length);
        } else {
            long[] p = PackedNumbers.packed(stored);
            push(null, p, PackedNumbers.others(stored), false, p.length);
        }
    }

    private void push(Object[] s, long[] packed, Object[] aside, boolean object, int end) {
        if (depth + 1 > limits.maxDepth()) {
            next[depth]--; // the container stays unread
            tokens--;
            throw failure(ReadLimits.exceeded("Nesting depth", limits.maxDepth(), "withMaxDepth"));
        }
        int d = ++depth;
        if (d == next.length) grow();
        items[d] = s != null ? s : (packed != null ? null : NO_ITEMS);
        packedItems[d] = packed;
        others[d] = aside;
        isObject[d] = object;
        next[d] = 0;
        ends[d] = end;
        pathNames[d] = null;
        if (seen != null && seen[d] != null) seen[d].clear();
    }

    private void grow() {
        int n = next.length * 2;
        items = Arrays.copyOf(items, n);
        packedItems = Arrays.copyOf(packedItems, n);
        others = Arrays.copyOf(others, n);
        isObject = Arrays.copyOf(isObject, n);
        next = Arrays.copyOf(next, n);
        ends = Arrays.copyOf(ends, n);
        pathNames = Arrays.copyOf(pathNames, n);
        if (seen != null) seen = Arrays.copyOf(seen, n);
    }

    @Override
    public void endObject() { end(true, "the end of an object"); }

    @Override
    public void endArray() { end(false, "the end of an array"); }

    private void end(boolean object, String expected) {
        checkOpen();
        if (depth == 0 || isObject[depth] != object || !atEnd()) throw unexpected(expected);
        count(); // the end counts as a token, as in text
        items[depth] = null;
        packedItems[depth] = null;
        others[depth] = null;
        depth--;
    }

    // ---------------------------------------------------------------- names

    /** Takes the name at the current position, as stored (a String or a Name). */
    private Object takeName() {
        checkOpen();
        if (atEnd() || !atName()) throw unexpected("a name");
        Object k = ((Object[]) items[depth])[next[depth]];
        count();
        next[depth]++;
        return k;
    }

    private void named(String name) {
        int max = limits.maxNameLength();
        if (name.length() > max) {
            pathNames[depth] = name;
            throw failure(ReadLimits.exceeded("Name length", max, "withMaxNameLength"));
        }
        pathNames[depth] = name;
        if (rejectDuplicates) checkDuplicate(name);
    }

    @SuppressWarnings("unchecked")
    private void checkDuplicate(String name) {
        HashSet<String> s = seen[depth];
        if (s == null) seen[depth] = s = new HashSet<>();
        if (!s.add(name)) throw failure("Duplicate name \"" + name + "\" in an object");
    }

    @Override
    public String nextName() {
        String name = Name.string(takeName());
        named(name);
        return name;
    }

    @Override
    public int selectName(Names names) {
        Object k = takeName();
        int i = k instanceof Name ? ((Name) k).indexIn(names) : names.indexOf((String) k);
        named(i >= 0 ? names.get(i) : Name.string(k));
        return i;
    }

    /** The expected name checked by one comparison; anything else as {@link #selectName(Names)}. */
    @Override
    public int selectName(Names names, int expected) {
        if (closed || expected < 0 || expected >= names.size() || atEnd() || !atName()) return selectName(names);
        Object k = ((Object[]) items[depth])[next[depth]];
        if (k instanceof Name ? !((Name) k).is(names, expected) : !names.get(expected).equals(k)) return selectName(names);
        count();
        next[depth]++;
        named(names.get(expected));
        return expected;
    }

    @Override
    public void skipName() { nextName(); }

    // ---------------------------------------------------------------- strings, literals

    private String string(Object o) {
        checkStringLength(o);
        if (o instanceof byte[]) return new String((byte[]) o, StandardCharsets.UTF_8);
        return o instanceof String ? (String) o : ((JsonString) o).value();
    }

    /**
     * Holds a stored string just taken (UTF-8 bytes, a String or a JsonString) to the string
     * length limit, making no String; any other stored value passes.
     */
    private void checkStringLength(Object o) {
        if (o instanceof byte[]) {
            byte[] utf8 = (byte[]) o;
            if (utf8.length > limits.maxStringLength()) checkLength(utf8);
        } else if (o instanceof String || o instanceof JsonString) {
            String text = o instanceof String ? (String) o : ((JsonString) o).value();
            if (text.length() > limits.maxStringLength()) throw stringTooLong();
        }
    }

    private void checkLength(byte[] utf8) {
        // the limit counts UTF-16 chars: only a string longer in bytes can break it
        if (new String(utf8, StandardCharsets.UTF_8).length() > limits.maxStringLength()) throw stringTooLong();
    }

    private JsonException stringTooLong() {
        next[depth]--; // left unread, as the text reader leaves it
        tokens--;
        return failure(ReadLimits.exceeded("String length", limits.maxStringLength(), "withMaxStringLength"));
    }

    @Override
    public String nextString() {
        // the common case first: a stored UTF-8 string, surely within the limit
        if (!closed && !atEnd() && !atName()) {
            Object[] s = (Object[]) items[depth];
            if (s != null) {
                Object o = s[next[depth]];
                if (o instanceof byte[] && ((byte[]) o).length <= limits.maxStringLength()) {
                    count();
                    next[depth]++;
                    return new String((byte[]) o, StandardCharsets.UTF_8);
                }
            }
        }
        return string(take("a string", JsonToken.STRING));
    }

    @Override
    public int selectString(Names names) {
        Object o = take("a string", JsonToken.STRING);
        if (o instanceof byte[]) {
            byte[] utf8 = (byte[]) o;
            if (utf8.length > limits.maxStringLength()) checkLength(utf8);
            return names.indexOf(utf8, 0, utf8.length);
        }
        return names.indexOf(string(o));
    }

    @Override
    public boolean nextBoolean() {
        return ((JsonBoolean) take("a boolean", JsonToken.BOOLEAN)).value();
    }

    @Override
    public void nextNull() {
        take("null", JsonToken.NULL);
    }

    // ---------------------------------------------------------------- numbers

    /** The number at the current position, not yet taken. */
    private JsonNumberValue number(String expected) {
        checkOpen();
        if (atEnd() || atName()) throw unexpected(expected);
        Object o = current();
        if (!(o instanceof JsonNumberValue)) throw unexpected(expected);
        return (JsonNumberValue) o;
    }

    /** The small integer at the current position, or null (then the number's text decides). */
    private JsonNumberValue.Small small(JsonNumberValue n) {
        return n instanceof JsonNumberValue.Small ? (JsonNumberValue.Small) n : null;
    }

    /** The number's exact text as ASCII bytes, within the number length limit. */
    private byte[] text(JsonNumberValue n) {
        String t = n.text();
        if (t.length() > limits.maxNumberLength()) {
            throw failure(ReadLimits.exceeded("Number length", limits.maxNumberLength(), "withMaxNumberLength"));
        }
        return t.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** Counts and moves past the number just converted. */
    private void took() {
        count();
        next[depth]++;
    }

    @Override
    public int nextInt() {
        JsonNumberValue n = number("an int");
        JsonNumberValue.Small s = small(n);
        int v;
        if (s != null && (int) s.value == s.value) {
            v = (int) s.value;
        } else {
            byte[] t = text(n);
            try {
                v = IntegerParser.parseInt(t, 0, t.length);
            } catch (NumberRangeException e) {
                throw failure(e.detail());
            }
        }
        took();
        return v;
    }

    @Override
    public long nextLong() {
        JsonNumberValue n = number("a long");
        JsonNumberValue.Small s = small(n);
        long v;
        if (s != null) {
            v = s.value;
        } else {
            byte[] t = text(n);
            try {
                v = IntegerParser.parseLong(t, 0, t.length);
            } catch (NumberRangeException e) {
                throw failure(e.detail());
            }
        }
        took();
        return v;
    }

    @Override
    public boolean nextIsPlainLong() {
        checkOpen();
        if (atEnd() || atName()) return false;
        Object o = current();
        if (!(o instanceof JsonNumberValue.Small)) return false;
        long v = ((JsonNumberValue.Small) o).value;
        return v > -1_000_000_000_000_000_000L && v < 1_000_000_000_000_000_000L;
    }

    @Override
    public double nextDouble() {
        JsonNumberValue n = number("a double");
        JsonNumberValue.Small s = small(n);
        double v;
        if (s != null) {
            v = s.value; // exact up to 2^53, correctly rounded beyond (one rounding from the integer)
        } else {
            byte[] t = text(n);
            v = DoubleParser.parseDouble(t, 0, t.length);
            if (Double.isInfinite(v)) throw failure(n.text() + " is out of double range");
        }
        took();
        return v;
    }

    @Override
    public float nextFloat() {
        JsonNumberValue n = number("a float");
        JsonNumberValue.Small s = small(n);
        float v;
        if (s != null) {
            v = s.value;
        } else {
            byte[] t = text(n);
            v = DoubleParser.parseFloat(t, 0, t.length);
            if (Float.isInfinite(v)) throw failure(n.text() + " is out of float range");
        }
        took();
        return v;
    }

    @Override
    public BigInteger nextBigInteger() {
        JsonNumberValue n = number("an integer");
        JsonNumberValue.Small s = small(n);
        BigInteger v;
        if (s != null) {
            v = BigInteger.valueOf(s.value);
        } else {
            byte[] t = text(n);
            try {
                v = BigNumberParser.parseBigInteger(t, 0, t.length, limits.maxNumberExponent(), limits.maxNumberLength());
            } catch (NumberRangeException e) {
                throw failure(e.detail());
            }
        }
        took();
        return v;
    }

    @Override
    public BigDecimal nextBigDecimal() {
        JsonNumberValue n = number("a decimal number");
        byte[] t = text(n);
        BigDecimal v;
        try {
            v = BigNumberParser.parseBigDecimal(t, 0, t.length, limits.maxNumberExponent());
        } catch (NumberRangeException e) {
            throw failure(e.detail());
        }
        took();
        return v;
    }

    @Override
    public JsonNumber nextNumber() {
        JsonNumberValue n = number("a number");
        text(n);
        took();
        return n.number();
    }

    // ---------------------------------------------------------------- whole values

    @Override
    public void skipValue() {
        checkOpen();
        if (!atEnd() && atName()) {
            skipName();
        }
        if (atEnd() || atName()) throw unexpected("a value");
        JsonToken t = peek();
        if (t == JsonToken.BEGIN_OBJECT || t == JsonToken.BEGIN_ARRAY) {
            // the limits hold for skipped values too: walk it
            int base = depth;
            if (t == JsonToken.BEGIN_OBJECT) beginObject(); else beginArray();
            while (depth > base) {
                if (atEnd()) {
                    if (isObject[depth]) endObject(); else endArray();
                } else if (atName()) {
                    Object k = takeName();
                    if (rejectDuplicates) named(Name.string(k));
                    else pathNames[depth] = null;
                } else {
                    skipItem();
                }
            }
        } else {
            skipItem();
        }
    }

    /**
     * Skips the value at the current position (not a name): enters a container, and passes a
     * scalar checking only what a limit needs, making no String.
     */
    private void skipItem() {
        Object[] s = (Object[]) items[depth];
        if (s == null && (packedItems[depth][next[depth]] & PackedNumbers.SCALE_MASK) != PackedNumbers.OTHER) {
            took(); // a packed number
            return;
        }
        Object o = s != null ? s[next[depth]] : current();
        if (o instanceof JsonObject) {
            beginObject();
        } else if (o instanceof JsonArray) {
            beginArray();
        } else {
            took();
            checkStringLength(o);
        }
    }

    @Override
    public void copyTo(JsonSink sink) {
        checkOpen();
        if (!atEnd() && atName()) {
            sink.name(nextName());
        }
        JsonToken t = peek();
        if (t != JsonToken.BEGIN_OBJECT && t != JsonToken.BEGIN_ARRAY) {
            copyScalar(sink, t);
            return;
        }
        int base = depth;
        if (t == JsonToken.BEGIN_OBJECT) {
            beginObject();
            sink.beginObject();
        } else {
            beginArray();
            sink.beginArray();
        }
        while (depth > base) {
            if (atEnd()) {
                boolean object = isObject[depth];
                if (object) {
                    endObject();
                    sink.endObject();
                } else {
                    endArray();
                    sink.endArray();
                }
            } else if (atName()) {
                sink.name(nextName());
            } else {
                JsonToken e = peek();
                if (e == JsonToken.BEGIN_OBJECT) {
                    beginObject();
                    sink.beginObject();
                } else if (e == JsonToken.BEGIN_ARRAY) {
                    beginArray();
                    sink.beginArray();
                } else {
                    copyScalar(sink, e);
                }
            }
        }
    }

    private void copyScalar(JsonSink sink, JsonToken t) {
        switch (t) {
            case STRING: {
                Object o = take("a string", JsonToken.STRING);
                if (o instanceof byte[]) {
                    byte[] utf8 = (byte[]) o;
                    if (utf8.length > limits.maxStringLength()) {
                        next[depth]--;
                        tokens--;
                        string(o);
                        next[depth]++;
                        tokens++;
                    }
                    sink.stringValue(utf8, 0, utf8.length);
                } else {
                    sink.stringValue(string(o));
                }
                break;
            }
            case NUMBER: {
                JsonNumberValue n = number("a number");
                byte[] text = text(n);
                took();
                sink.numberText(text, 0, text.length);
                break;
            }
            case BOOLEAN: sink.booleanValue(nextBoolean()); break;
            case NULL: nextNull(); sink.nullValue(); break;
            default: throw unexpected("a value");
        }
    }

    // ---------------------------------------------------------------- where

    @Override
    public String path() {
        StringBuilder b = new StringBuilder("$");
        for (int d = 1; d <= depth; d++) {
            if (isObject[d]) {
                String n = pathNames[d];
                if (n != null) b.append('.').append(n);
            } else {
                // an enclosing level's open element was taken when it began: it is the one before next
                b.append('[').append(d < depth ? next[d] - 1 : next[d]).append(']');
            }
        }
        return b.toString();
    }

    /** A tree has no offsets. */
    @Override
    public JsonLocation location() { return new JsonLocation(-1, -1, -1); }

    @Override
    public ReadLimits limits() { return limits; }

    @Override
    public int depth() { return depth; }

    @Override
    public JsonException error(String detail) {
        return new JsonException(detail, -1, -1, -1, justTook ? pathOfLastValue() : path());
    }

    /** An error at the reader's position (bad calls, limits). */
    private JsonException failure(String detail) {
        return new JsonException(detail, -1, -1, -1, path());
    }

    /** As the text reader: an array element just read is reported at its own index, not the next. */
    private String pathOfLastValue() {
        if (depth == 0 || isObject[depth] || next[depth] == 0) return path();
        next[depth]--;
        try {
            return path();
        } finally {
            next[depth]++;
        }
    }

    private void checkOpen() {
        if (closed) throw new IllegalStateException("JsonReader is closed");
    }

    @Override
    public void close() {
        closed = true;
    }
}
