package dev.brisk.json;

import java.nio.charset.StandardCharsets;

/**
 * The {@link ValueCursor} over a {@link JsonValue} tree, for generated codecs and {@code Codec}
 * implementations: the fast way in for {@code Brisk.fromTree}, as {@link BytesCursor} is for
 * JSON bytes, with the same methods and the same contract. It walks the tree's own storage
 * (an object's name, value pairs; strings as UTF-8; packed number arrays) and takes values in
 * the forms the tree holds them (integers as longs, decimals as unscaled and scale), with none of
 * a {@link JsonReader}'s bookkeeping (no path, no token state).
 *
 * <p>Member names are matched by identity where it can be: a parsed tree holds one {@code Name}
 * per distinct name, and a {@link Names} set remembers, per name, the last tree name found equal
 * to it, so the name a codec expects next is usually one reference compare. Any other name is
 * looked up by its bytes, as {@link TreeReader} does.
 *
 * <p>It never throws and never reports an error. At the first thing it does not take itself (a
 * value of another kind than asked, a number that is not exactly representable the way asked, a
 * limit that might be exceeded, a codec's {@link #fail()}) it gives up: {@link #failed()} is
 * set for good and every later call returns at once (member loops see {@link
 * JsonReader#END_OF_OBJECT}, element loops false, values 0 or null). The caller checks
 * {@link #failed()} once, after the whole document ({@link #finish()}), and then reads the same
 * tree again through the tree's {@link JsonReader}, which gives the value or the exact error
 * (message and path). So a codec must build nothing the caller can see from a failed read.
 *
 * <p>Limits: depth (and at most {@link BytesCursor#MAX_DEPTH}, as codecs recurse per level),
 * string length (by UTF-8 bytes, never less strict than the reader's count of chars), name
 * length, the number length where the reader checks it (a decimal's or a number text's, not an
 * integer's), and the token count (counted as the reader counts, checked at {@link #finish()}).
 * Rejecting duplicate names is left to the reader ({@link #supports}).
 *
 * <p>Not thread-safe: one tree on one thread at a time (a mapper pools them).
 */
public final class TreeCursor extends ValueCursor {
    private static final Object[] NO_ITEMS = new Object[0];
    private static final long TWO_53 = 1L << 53;
    private static final float[] FLOAT_POW10 = {1e0f, 1e1f, 1e2f, 1e3f, 1e4f, 1e5f, 1e6f, 1e7f, 1e8f, 1e9f, 1e10f};
    private static final double[] DOUBLE_POW10 = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

    private final int maxDepth;
    private final int maxString;
    private final int maxName;
    private final long maxTokens;
    private final int maxNumber;
    /** Whether every decimal's text (at most 48 chars) is within the number length limit, which the reader checks for them. */
    private final boolean decimalsFit;
    /** Scratch for a number's text, for the numbers parsed from it. */
    private byte[] digits = new byte[48];

    /** The one item of the document (its root), kept for the next tree. */
    private final Object[] rootItem = new Object[1];

    private boolean failed = true;
    private long tokens;
    private int depth;

    // the container being read: its stored items (null for packed numbers), or its packed numbers
    private Object[] items = NO_ITEMS;
    private long[] packed;
    private Object[] others;
    private boolean object;
    /** The next item to look at (objects: 2k is name k, 2k+1 its value), and the end of the items. */
    private int next;
    private int end;
    /** The item index of the value to read next, or -1 when no value is pending. */
    private int at = -1;

    // The enclosing containers, saved when a child is entered: their items and their place,
    // (next << 32) | (end << 1) | (object ? 1 : 0). Only items need saving: a container's parent
    // is never a packed array (those hold scalars only). Saved items are not cleared when a
    // container is left but at finish(), up to the deepest level used: under G1 each store of a
    // reference costs a barrier, and two of the three per level went that way.
    private Object[][] savedItems = new Object[16][];
    private long[] savedPlace = new long[16];
    /** Levels below this may hold a saved container's items (what {@link #finish} clears). */
    private int deepest;

    /** A cursor for trees read with {@code options} (their limits), with no tree yet: {@link #reset} gives it one. */
    public TreeCursor(ReaderOptions options) {
        ReadLimits limits = options.limits();
        this.maxDepth = Math.min(limits.maxDepth(), BytesCursor.MAX_DEPTH);
        this.maxString = limits.maxStringLength();
        this.maxName = limits.maxNameLength();
        this.maxTokens = limits.maxTokenCount();
        this.maxNumber = limits.maxNumberLength();
        this.decimalsFit = maxNumber >= 48;
    }

    /** A cursor over {@code root} with the default options. */
    public static TreeCursor over(JsonValue root) {
        return new TreeCursor(ReaderOptions.defaults()).reset(root);
    }

    /**
     * Whether trees read through a cursor give what a reader with {@code options} gives: not when
     * it rejects duplicate names (its reader then checks the length of every name, skipped ones
     * too, which the cursor does not).
     */
    public static boolean supports(ReaderOptions options) {
        return !options.rejectDuplicateNames();
    }

    /** Starts on a new tree, {@code root} (not null) as the one value of the document. */
    public TreeCursor reset(JsonValue root) {
        if (root == null) throw new NullPointerException("root");
        failed = false;
        tokens = 1; // the root value; each container adds its items and its end when entered
        depth = 0;
        rootItem[0] = Tree.store(root);
        items = rootItem;
        packed = null;
        others = null;
        object = false;
        next = 1;
        end = 1;
        at = 0;
        return this;
    }

    /**
     * Ends the document: its one value must have been read, and the token count kept. Returns
     * whether the whole tree was read here ({@code !failed()}); the cursor lets go of the tree.
     */
    @Override
    public boolean finish() {
        if (depth != 0 || at >= 0 || tokens > maxTokens) failed = true;
        boolean read = !failed;
        failed = true;
        for (int d = 0; d < deepest; d++) savedItems[d] = null;
        deepest = 0;
        rootItem[0] = null;
        items = NO_ITEMS;
        packed = null;
        others = null;
        next = end = depth = 0;
        at = -1;
        return read;
    }

    /** Whether the cursor gave up: the caller must read the tree again through a {@link JsonReader}. */
    @Override
    public boolean failed() {
        return failed;
    }

    /** Gives up on the tree, for good (as {@link BytesCursor#fail()}). */
    @Override
    public void fail() {
        failed = true;
        next = end;
        at = -1;
    }

    // ---------------------------------------------------------------- structure

    /** Enters the object that is the pending value (else fails). */
    @Override
    public void beginObject() {
        int i = at;
        if (i >= 0 && items != null && items[i] instanceof JsonObject && depth < maxDepth) {
            Object[] m = ((JsonObject) items[i]).members;
            took();
            push(m, null, null, true, m.length & ~1);
        } else {
            fail();
        }
    }

    /** Enters the array that is the pending value (else fails). */
    @Override
    public void beginArray() {
        int i = at;
        if (i >= 0 && items != null && items[i] instanceof JsonArray && depth < maxDepth) {
            Object stored = ((JsonArray) items[i]).items;
            took();
            if (stored instanceof Object[]) {
                Object[] s = (Object[]) stored;
                push(s, null, null, false, s.length);
            } else {
                long[] p = PackedNumbers.packed(stored);
                push(null, p, PackedNumbers.others(stored), false, p.length);
            }
        } else {
            fail();
        }
    }

    /**
     * Enters a container of {@code length} items ({@code s}, or packed numbers {@code p} with the
     * scalars {@code aside}). Its tokens are counted here as the reader counts them as it goes:
     * each item (names count as items) and the end; its begin was counted as the parent's item.
     * A read that does not go through every item of every container it enters fails anyway.
     */
    private void push(Object[] s, long[] p, Object[] aside, boolean isObject, int length) {
        int d = depth;
        if (d == savedPlace.length) grow();
        savedItems[d] = items;
        savedPlace[d] = (long) next << 32 | (long) end << 1 | (object ? 1 : 0);
        depth = ++d;
        if (d > deepest) deepest = d;
        items = s;
        if (s == null) {
            packed = p;
            others = aside;
        }
        object = isObject;
        next = 0;
        end = length;
        tokens += length + 1;
    }

    /** Leaves the container whose items are all read (its tokens were counted when it was entered). */
    private void pop() {
        int d = --depth;
        items = savedItems[d];
        long place = savedPlace[d];
        next = (int) (place >>> 32);
        end = (int) place >>> 1;
        object = (place & 1) != 0;
    }

    private void grow() {
        int n = savedPlace.length * 2;
        savedItems = java.util.Arrays.copyOf(savedItems, n);
        savedPlace = java.util.Arrays.copyOf(savedPlace, n);
    }

    /**
     * The next member of the current object: its name's index in {@code names} (tried first
     * against name {@code expect}, the one a codec expects next), or -1 for a name not in the
     * set; its value is pending, to read or {@link #skipValue skip}. At the object's end (left),
     * or once failed, {@link JsonReader#END_OF_OBJECT}.
     */
    @Override
    public int nextMember(Names names, int expect) {
        int i = next;
        if (i >= end || !object || at >= 0) return endOfObject();
        Object k = items[i];
        next = i + 2;
        at = i + 1;
        Object[] recent = names.recent;
        // the cache is shared by mappers with other limits: it stands for the length check only when every name passes it
        if (expect >= 0 && expect < recent.length && recent[expect] == k && names.longest <= maxName) return expect;
        return lookUp(k, names, expect, recent);
    }

    /** The object's end, if the position is there: left, and {@link JsonReader#END_OF_OBJECT}; fails anywhere else. */
    private int endOfObject() {
        if (!failed) {
            if (object && at < 0) pop();
            else fail();
        }
        return JsonReader.END_OF_OBJECT;
    }

    /** {@link #nextMember} past the identity check: by the name's bytes or text, remembered in {@code recent} when found. */
    private int lookUp(Object k, Names names, int expect, Object[] recent) {
        boolean expecting = expect >= 0 && expect < recent.length;
        int index;
        if (k instanceof Name) {
            Name name = (Name) k;
            index = expecting && name.is(names, expect) ? expect : name.indexIn(names);
        } else {
            String name = (String) k;
            index = expecting && names.get(expect).equals(name) ? expect : names.indexOf(name);
        }
        if (index >= 0 ? names.get(index).length() > maxName : Name.string(k).length() > maxName) {
            fail(); // the reader reports the name's length
            return JsonReader.END_OF_OBJECT;
        }
        if (index >= 0) recent[index] = k; // a racy cache of a checked fact: a lost or stale entry only misses
        return index;
    }

    /**
     * The next member's name as a String, its value pending: for maps, whose keys are any names;
     * null at the object's end (left) or once failed.
     */
    @Override
    public String nextName() {
        int i = next;
        if (i >= end || !object || at >= 0) {
            endOfObject();
            return null;
        }
        String name = Name.string(items[i]);
        next = i + 2;
        at = i + 1;
        if (name.length() > maxName) {
            fail();
            return null;
        }
        return name;
    }

    /** Whether the current array has another element (then pending); false at its end (left) or once failed. */
    @Override
    public boolean nextElement() {
        int i = next;
        if (i >= end || object || at >= 0) {
            if (!failed) {
                if (i >= end && !object && at < 0) pop();
                else fail();
            }
            return false;
        }
        next = i + 1;
        at = i;
        return true;
    }

    // ---------------------------------------------------------------- values

    /** Marks the pending value read (its token was counted with its container). */
    private void took() {
        at = -1;
    }

    /** The pending value as stored (a packed number decoded), or null when none is pending. */
    private Object pending() {
        int i = at;
        if (i < 0) return null;
        Object[] s = items;
        if (s != null) return s[i];
        return Tree.store(PackedNumbers.decode(packed[i], others));
    }

    /** If the pending value is {@code null}, reads it and returns true; else reads nothing. */
    @Override
    public boolean nextNull() {
        int i = at;
        if (i < 0) return false;
        Object[] s = items;
        if (s != null ? s[i] == JsonNull.INSTANCE : isOtherNull(packed[i])) {
            took();
            return true;
        }
        return false;
    }

    private boolean isOtherNull(long p) {
        return (p & PackedNumbers.SCALE_MASK) == PackedNumbers.OTHER && others[(int) (p >> 5)] == JsonNull.INSTANCE;
    }

    /** Reads {@code true} or {@code false} (anything else fails). */
    @Override
    public boolean nextBoolean() {
        Object o = pending();
        if (o instanceof JsonBoolean) {
            took();
            return ((JsonBoolean) o).value();
        }
        fail();
        return false;
    }

    /** The pending string value; {@code null} or any other value fails. */
    @Override
    public String nextString() {
        int i = at;
        Object[] s = items;
        if (i >= 0 && s != null) {
            Object o = s[i];
            if (o instanceof byte[]) {
                byte[] utf8 = (byte[]) o;
                if (utf8.length <= maxString) {
                    took();
                    return new String(utf8, StandardCharsets.UTF_8);
                }
            } else if (o instanceof String && ((String) o).length() <= maxString) {
                took();
                return (String) o;
            }
        }
        fail();
        return null;
    }

    /**
     * As the contract says; here so that its calls bind to this class, not to a profile shared
     * with other cursors. (Reading the item once, string first, measured the same: session 17.)
     */
    @Override
    public String nextStringOrNull() {
        return nextNull() ? null : nextString();
    }

    /**
     * Reads the pending string value and returns its index in {@code names} (enum constants), or
     * -1 for a string not in the set; any other value fails (and gives -1).
     */
    @Override
    public int selectString(Names names) {
        int i = at;
        Object[] s = items;
        if (i >= 0 && s != null) {
            Object o = s[i];
            if (o instanceof byte[]) {
                byte[] utf8 = (byte[]) o;
                if (utf8.length <= maxString) {
                    took();
                    return names.indexOf(utf8, 0, utf8.length);
                }
            } else if (o instanceof String && ((String) o).length() <= maxString) {
                took();
                return names.indexOf((String) o);
            }
        }
        fail();
        return -1;
    }

    /**
     * Reads an integer the tree holds as one (not {@code 1.0} or {@code 1e2}, which the reader
     * reads as the integer they denote) that fits an {@code int}; anything else fails.
     */
    @Override
    public int nextInt() {
        long v = nextLong();
        if (v != (int) v) {
            fail();
            return 0;
        }
        return (int) v;
    }

    /** As {@link #nextInt()} for a {@code long}. */
    @Override
    public long nextLong() {
        int i = at;
        if (i >= 0) {
            Object[] s = items;
            if (s != null) {
                Object o = s[i];
                if (o instanceof JsonNumberValue.Small) {
                    took();
                    return ((JsonNumberValue.Small) o).value;
                }
            } else {
                long p = packed[i];
                if ((p & PackedNumbers.SCALE_MASK) == 0) {
                    took();
                    return p >> 5;
                }
                if ((p & PackedNumbers.SCALE_MASK) == PackedNumbers.OTHER && others[(int) (p >> 5)] instanceof JsonNumberValue.Small n) {
                    took();
                    return n.value;
                }
            }
        }
        fail();
        return 0;
    }

    /**
     * Reads a number as the nearest {@code double}, where one rounding of the stored form gives
     * it (integers, and decimals of at most 53 bits over a power of ten up to 10^22): what the
     * reader's correctly rounded parse of the number's text gives. Anything else fails.
     */
    @Override
    public double nextDouble() {
        int i = at;
        if (i >= 0) {
            Object[] s = items;
            long p;
            Object o;
            if (s != null) {
                o = s[i];
                p = 0;
            } else {
                p = packed[i];
                o = (p & PackedNumbers.SCALE_MASK) == PackedNumbers.OTHER ? others[(int) (p >> 5)] : null;
            }
            if (o == null) {
                int scale = (int) (p & PackedNumbers.SCALE_MASK);
                long unscaled = p >> 5;
                if (scale == 0) {
                    took();
                    return unscaled;
                }
                if (decimalsFit && Math.abs(unscaled) <= TWO_53 && scale < DOUBLE_POW10.length) {
                    took();
                    return unscaled / DOUBLE_POW10[scale];
                }
            } else if (o instanceof JsonNumberValue.Small) {
                took();
                return ((JsonNumberValue.Small) o).value;
            } else if (o instanceof JsonNumberValue.Decimal) {
                JsonNumberValue.Decimal d = (JsonNumberValue.Decimal) o;
                if (decimalsFit && Math.abs(d.unscaled) <= TWO_53 && d.scale < DOUBLE_POW10.length) {
                    took();
                    return d.unscaled / DOUBLE_POW10[d.scale];
                }
            }
            int n = numberText(o, p);
            if (n >= 0) {
                double v = dev.brisk.json.internal.DoubleParser.parseDouble(digits, 0, n);
                if (!Double.isInfinite(v)) {
                    took();
                    return v;
                }
            }
        }
        fail();
        return 0;
    }

    /**
     * Writes the exact text of the number stored as {@code o}, or packed as {@code p} when
     * {@code o} is null, into {@link #digits}, as the reader parses it: its length, or -1 when it
     * is no number or longer than the number length limit.
     */
    private int numberText(Object o, long p) {
        if (o == null || o instanceof JsonNumberValue.Decimal) {
            int n = o == null
                    ? JsonNumberValue.Decimal.write(p >> 5, (int) (p & PackedNumbers.SCALE_MASK), digits)
                    : JsonNumberValue.Decimal.write(((JsonNumberValue.Decimal) o).unscaled, ((JsonNumberValue.Decimal) o).scale, digits);
            return n <= maxNumber ? n : -1;
        }
        if (!(o instanceof JsonNumberValue)) return -1;
        String text = ((JsonNumberValue) o).text();
        int n = text.length();
        if (n > maxNumber) return -1;
        if (n > digits.length) digits = new byte[n];
        for (int k = 0; k < n; k++) digits[k] = (byte) text.charAt(k); // ASCII (String.getBytes(int, int, byte[], int) is deprecated)
        return n;
    }

    /** As {@link #nextDouble()} for a {@code float} (24 bits over a power of ten up to 10^10, or the text parsed). */
    @Override
    public float nextFloat() {
        int i = at;
        if (i >= 0) {
            Object[] s = items;
            Object o;
            long p;
            long unscaled;
            int scale;
            if (s != null) {
                o = s[i];
                p = 0;
                if (o instanceof JsonNumberValue.Small) {
                    took();
                    return ((JsonNumberValue.Small) o).value;
                }
                if (o instanceof JsonNumberValue.Decimal) {
                    unscaled = ((JsonNumberValue.Decimal) o).unscaled;
                    scale = ((JsonNumberValue.Decimal) o).scale;
                } else {
                    unscaled = 0;
                    scale = PackedNumbers.OTHER;
                }
            } else {
                p = packed[i];
                scale = (int) (p & PackedNumbers.SCALE_MASK);
                unscaled = p >> 5;
                o = scale == PackedNumbers.OTHER ? others[(int) unscaled] : null;
                if (scale == 0) {
                    took();
                    return unscaled;
                }
            }
            if (decimalsFit && scale != PackedNumbers.OTHER && Math.abs(unscaled) <= (1 << 24) && scale < FLOAT_POW10.length) {
                took();
                return unscaled / FLOAT_POW10[scale];
            }
            if (o instanceof JsonNumberValue.Small) {
                took();
                return ((JsonNumberValue.Small) o).value;
            }
            int n = numberText(o, p);
            if (n >= 0) {
                float v = dev.brisk.json.internal.DoubleParser.parseFloat(digits, 0, n);
                if (!Float.isInfinite(v)) {
                    took();
                    return v;
                }
            }
        }
        fail();
        return 0;
    }

    /**
     * Skips the pending value, checking what the reader checks of a skipped value (depth, string
     * lengths, the tokens it counts) but building nothing.
     */
    @Override
    public void skipValue() {
        int i = at;
        if (i < 0) {
            fail();
            return;
        }
        if (items == null) {
            // a packed number, or a scalar beside them (its length checked)
            long p = packed[i];
            if ((p & PackedNumbers.SCALE_MASK) == PackedNumbers.OTHER && tooLong(others[(int) (p >> 5)])) fail();
            else took();
            return;
        }
        int base = depth;
        skipItem(items[i]);
        while (depth > base && !failed) {
            int k = next;
            if (k >= end) {
                pop();
            } else if (object) {
                next = k + 2;
                at = k + 1;
                skipItem(items[k + 1]);
            } else if (items == null) {
                next = end;
                if (others != null && anyTooLong(others)) fail(); // the scalars beside them: strings checked as the reader does
            } else {
                next = k + 1;
                at = k;
                skipItem(items[k]);
            }
        }
    }

    /** Skips the pending stored value {@code o}: enters a container, passes a scalar (its length checked). */
    private void skipItem(Object o) {
        if (o instanceof JsonObject) {
            beginObject();
        } else if (o instanceof JsonArray) {
            beginArray();
        } else if (tooLong(o)) {
            fail();
        } else {
            took();
        }
    }

    /** Whether stored scalar {@code o} is a string that may be over the string length limit (by its UTF-8 bytes). */
    private boolean tooLong(Object o) {
        return o instanceof byte[] ? ((byte[]) o).length > maxString : o instanceof String && ((String) o).length() > maxString;
    }

    /** Whether any of a packed array's other scalars is {@link #tooLong}. */
    private boolean anyTooLong(Object[] scalars) {
        for (Object o : scalars) {
            if (tooLong(o)) return true;
        }
        return false;
    }
}
