package dev.brisk.json;

import dev.brisk.json.internal.PlainNumbers;
import dev.brisk.json.internal.SlotPool;
import dev.brisk.json.internal.Utf8;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A {@link JsonSink} that builds a {@link JsonValue} tree: feed it one value (from a
 * {@code JsonReader}'s {@code copyTo}, another tree, a binary document) and take the
 * {@link #result()}. Building is iterative; nesting deeper than the limit raises a
 * {@link JsonException}. Names given as UTF-8 bytes are shared: equal names become the same
 * String. Names and strings given as bytes must be valid UTF-8; bytes that are not are refused
 * with a {@link JsonException}. Repeated names in an object: the last value wins, at the first position.
 * Not thread-safe; one builder builds one value (see {@link #reset()}).
 */
public final class TreeBuilder implements JsonSink {
    private static final byte ARRAY = 0;
    private static final byte OBJECT = 1;

    private final int maxDepth;
    /** Kept with the builder when it is pooled, so that a service's next document finds its names. */
    private NameTable names = new NameTable();

    /** Marks a stack slot whose element is the packed number in {@link #packed} (arrays only). */
    private static final Object PACKED = new Object();

    /** Open containers' elements; for objects alternating name and value. */
    private Object[] stack = new Object[64];
    /**
     * Numbers inside arrays, packed (see {@code PackedNumbers}) at the index of their
     * {@link #PACKED} slot: an array of coordinates never creates a number object.
     */
    private long[] packed = new long[64];
    /** Per open array: how many of its elements are packed so far. */
    private int[] framePacked = new int[16];
    private int top;
    private int[] frameStart = new int[16];
    /**
     * Per open object: the stack top at which its members are next merged by name. Repeated
     * names are merged as the object grows (when its length has doubled since the last merge),
     * so an object that repeats one name 10^7 times holds a few dozen members, not 10^7; the
     * work stays linear (each merge costs at most twice the members added since the last).
     */
    private int[] frameMergeAt = new int[16];
    private static final int MERGE_MIN = 2 * 64;
    private byte[] frameKind = new byte[16];
    private int depth;
    /**
     * Above every stack slot written since the last clearing (the top before each step that
     * lowers it): what {@link #recycle} nulls, so a pooled builder keeps no part of a tree.
     */
    private int used;
    private JsonValue result;
    /**
     * Whether string slices come from a source that has checked their UTF-8 (a JsonReader feeding
     * {@link Json#next}): otherwise they are checked here, so that every string a tree stores as
     * bytes is valid UTF-8 and its writer can copy it without checking again.
     */
    boolean checkedSlices;

    /** A builder with the default depth limit ({@link ReadLimits#defaults()}). */
    public TreeBuilder() { this(ReadLimits.defaults().maxDepth()); }

    /** A builder that accepts nesting up to {@code maxDepth} levels. */
    public TreeBuilder(int maxDepth) {
        if (maxDepth <= 0) throw new IllegalArgumentException("maxDepth must be positive: " + maxDepth);
        this.maxDepth = maxDepth;
    }

    /**
     * The value built.
     *
     * @throws JsonException if no complete value was given yet
     */
    public JsonValue result() {
        if (result == null || depth > 0) throw new JsonException("Incomplete value: " + (depth > 0 ? depth + " containers still open" : "nothing was given"), null);
        return result;
    }

    /** Forgets the result (and any half-built value) so the builder can build another. */
    public void reset() {
        Arrays.fill(stack, null);
        top = 0;
        used = 0;
        depth = 0;
        result = null;
    }

    // ---------------------------------------------------------------- pooled builders (Json.next)

    /** Builders of {@link Json#next}, taken for one value and given back after it was built. */
    private static final SlotPool<TreeBuilder> POOL = new SlotPool<>(SlotPool.perCore(4));
    /** A pooled builder keeps a stack of at most this many slots (a larger one was for one large document). */
    private static final int POOLED_SLOTS = 1 << 12;
    /** A pooled builder keeps at most this many names; more start a new table (names that do not repeat, such as map keys). */
    private static final int POOLED_NAMES = 1 << 10;

    /**
     * A builder for one value from a reader that checks depth and UTF-8 itself: a pooled one
     * (its name table still holding the names of the documents it built before, so that a
     * document like the last costs no name objects and few hash lookups), or a new one.
     */
    static TreeBuilder forReader() {
        TreeBuilder b = POOL.take();
        if (b == null) {
            b = new TreeBuilder(Integer.MAX_VALUE);
            b.checkedSlices = true;
        }
        return b;
    }

    /**
     * Gives a builder of {@link #forReader} back after its value was taken, holding nothing of
     * that value. A builder whose build failed is not given back (its state is the GC's).
     */
    void recycle() {
        clearForReuse();
        POOL.give(this);
    }

    /** What {@link #recycle} does before pooling: drops the value and whatever is too large to keep. */
    void clearForReuse() {
        Arrays.fill(stack, 0, Math.max(used, top), null);
        top = 0;
        used = 0;
        depth = 0;
        result = null;
        if (stack.length > POOLED_SLOTS) {
            stack = new Object[64];
            packed = new long[64];
        }
        if (frameStart.length > POOLED_SLOTS) {
            frameStart = new int[16];
            frameKind = new byte[16];
            framePacked = new int[16];
            frameMergeAt = new int[16];
        }
        if (names.size() > POOLED_NAMES) names = new NameTable();
    }

    /** Not API: how many stack slots hold something (for tests that a pooled builder keeps no tree). */
    int heldSlots() {
        int n = 0;
        for (Object o : stack) if (o != null) n++;
        return n;
    }

    /** Not API: how many names the builder's table holds (for tests of what a pooled builder keeps). */
    int nameCount() { return names.size(); }

    /**
     * The builder's state for {@link #rewind} ({@link ContainerWalk}), or -1 when it holds a finished
     * value (a second one fails, which the token path reports).
     */
    long mark() {
        if (depth == 0 && result != null) return -1;
        return (long) depth << 32 | top;
    }

    /**
     * Back to {@code mark}: frames above its depth and slots above its top are dropped, and a
     * value finished at the top level since is forgotten. The frames up to that depth are as they
     * were: a pass that fails has added nothing to them but, at most, the container it closed
     * (a plain slot, never a packed number).
     */
    void rewind(long mark) {
        if (top > used) used = top;
        depth = (int) (mark >>> 32);
        top = (int) mark;
        if (depth == 0) result = null;
    }

    @Override
    public void beginObject() { open(OBJECT); }

    @Override
    public void beginArray() { open(ARRAY); }

    private void open(byte kind) {
        expectValue();
        if (depth == maxDepth) {
            throw new JsonException(ReadLimits.exceeded("Nesting depth", maxDepth, "withMaxDepth"), null);
        }
        if (++depth == frameStart.length) {
            frameStart = Arrays.copyOf(frameStart, depth * 2);
            frameKind = Arrays.copyOf(frameKind, depth * 2);
            framePacked = Arrays.copyOf(framePacked, depth * 2);
            frameMergeAt = Arrays.copyOf(frameMergeAt, depth * 2);
        }
        frameStart[depth] = top;
        frameMergeAt[depth] = top + MERGE_MIN;
        frameKind[depth] = kind;
        framePacked[depth] = 0;
    }

    @Override
    public void endObject() {
        if (depth == 0 || frameKind[depth] != OBJECT) throw new JsonException("endObject() without an open object", null);
        int start = frameStart[depth];
        int length = top - start;
        if ((length & 1) != 0) throw new JsonException("Object ended after a name without a value", null);
        // Room for the hash index of a large object (see JsonObject.adopt) in the same copy.
        Object[] members = Arrays.copyOfRange(stack, start, length > 2 * JsonObject.LINEAR_MAX ? top + 1 : top);
        clear(start);
        depth--;
        add(JsonObject.adopt(members, length));
    }

    @Override
    public void endArray() {
        if (depth == 0 || frameKind[depth] != ARRAY) throw new JsonException("endArray() without an open array", null);
        int start = frameStart[depth];
        int n = top - start;
        JsonArray array;
        if (n > 0 && framePacked[depth] == n) {
            array = JsonArray.ofPacked(Arrays.copyOfRange(packed, start, top));
        } else {
            if (framePacked[depth] > 0) {
                for (int i = start; i < top; i++) {
                    if (stack[i] == PACKED) stack[i] = PackedNumbers.decode(packed[i], null);
                }
            }
            array = JsonArray.adopt(stack, start, top);
        }
        clear(start);
        depth--;
        add(array);
    }

    private void clear(int start) {
        // No need to null the slots: they hold parts of the tree being built, which the result
        // keeps anyway, and are overwritten by what comes next (reset() and recycle() clear them).
        if (top > used) used = top;
        top = start;
    }

    @Override
    public void name(String name) {
        expectName();
        pushName(name);
    }

    @Override
    public void name(byte[] utf8, int offset, int length) {
        expectName();
        // as for string values: refused, not stored with U+FFFD in place of the bad bytes
        if (!checkedSlices && !Utf8.isValid(utf8, offset, offset + length)) {
            throw new JsonException("Invalid UTF-8 in a name (JsonSink takes valid UTF-8 slices only)", null);
        }
        pushName(names.get(utf8, offset, length));
    }

    @Override
    public void stringValue(String value) {
        if (value == null) {
            nullValue();
            return;
        }
        if (depth == 0) {
            add(JsonString.of(value));
        } else {
            addStored(Tree.storeString(value));
        }
    }

    @Override
    public void stringValue(byte[] utf8, int offset, int length) {
        if (!checkedSlices && !Utf8.isValid(utf8, offset, offset + length)) {
            throw new JsonException("Invalid UTF-8 in a string value (JsonSink takes valid UTF-8 slices only)", null);
        }
        if (depth == 0) {
            add(JsonString.of(new String(utf8, offset, length, StandardCharsets.UTF_8)));
        } else {
            addStored(Arrays.copyOfRange(utf8, offset, offset + length));
        }
    }

    @Override
    public void numberValue(int value) { numberValue((long) value); }

    @Override
    public void numberValue(long value) {
        if (depth > 0 && frameKind[depth] == ARRAY) {
            long p = PackedNumbers.pack(value);
            if (p != PackedNumbers.NOT_PACKABLE) {
                pushPacked(p);
                return;
            }
        }
        add(JsonNumberValue.of(value));
    }

    @Override
    public void numberValue(double value) { add(JsonNumberValue.of(value)); }

    @Override
    public void numberValue(float value) {
        if (!Float.isFinite(value)) throw new JsonException(value + " is not a JSON number", null);
        add(JsonNumberValue.ofValidText(dev.brisk.json.internal.DoubleWriter.toString(value, false)));
    }

    @Override
    public void numberValue(BigInteger value) { add(value == null ? JsonNull.INSTANCE : JsonNumberValue.of(value)); }

    @Override
    public void numberValue(BigDecimal value) { add(value == null ? JsonNull.INSTANCE : JsonNumberValue.of(value)); }

    @Override
    public void numberText(String text) { add(JsonNumberValue.of(text)); }

    @Override
    public void numberText(byte[] ascii, int offset, int length) {
        // The sink contract: slices come from sources that have validated them (the reader has).
        if (depth > 0 && frameKind[depth] == ARRAY) {
            long p = PlainNumbers.packed(ascii, offset, offset + length);
            if (p != PlainNumbers.NOT_PLAIN) {
                pushPacked(p);
                return;
            }
        }
        add(JsonNumberValue.ofValidText(ascii, offset, length));
    }

    // From ContainerWalk, inside a container it opened, whose order of names and values it
    // keeps: what name(byte[]...), stringValue(byte[]...), the literals and numberText add, without
    // their checks.

    /** A name the reader has scanned, so valid UTF-8 whatever {@link #checkedSlices} says. */
    void walkName(byte[] utf8, int offset, int length) { pushName(names.get(utf8, offset, length)); }

    /** A string the reader has scanned, so valid UTF-8 whatever {@link #checkedSlices} says. */
    void walkString(byte[] utf8, int offset, int length) { push(Arrays.copyOfRange(utf8, offset, offset + length)); }

    void walkValue(JsonValue v) { push(v); }

    /**
     * A number the reader has read into {@code PackedNumbers}' form: adds what
     * {@link #numberText(byte[], int, int)} of its text adds, without reading the digits again.
     */
    void walkPacked(long packed) {
        if (frameKind[depth] == ARRAY) pushPacked(packed);
        else push(PackedNumbers.decode(packed, null));
    }

    @Override
    public void booleanValue(boolean value) { add(JsonBoolean.of(value)); }

    @Override
    public void nullValue() { add(JsonNull.INSTANCE); }

    private void add(JsonValue v) {
        if (depth == 0) {
            if (result != null) throw new JsonException("A second top-level value (reset() the builder first)", null);
            result = v;
            return;
        }
        expectValueInside();
        push(v);
    }

    /** A string value inside a container, in its stored form (see {@code Tree}). */
    private void addStored(Object s) {
        expectValueInside();
        push(s);
    }

    /** Checks before a container opens (the value itself is added when it closes). */
    private void expectValue() {
        if (depth == 0) {
            if (result != null) throw new JsonException("A second top-level value (reset() the builder first)", null);
        } else {
            expectValueInside();
        }
    }

    private void expectValueInside() {
        if (frameKind[depth] == OBJECT && ((top - frameStart[depth]) & 1) == 0) {
            throw new JsonException("A value inside an object needs a name first", null);
        }
    }

    private void expectName() {
        if (depth == 0 || frameKind[depth] != OBJECT) throw new JsonException("A name outside an object", null);
        if (((top - frameStart[depth]) & 1) != 0) throw new JsonException("Two names in a row: the previous name has no value", null);
    }

    /** A name for the object open at the top, whose members before it are complete pairs. */
    private void pushName(Object name) {
        if (top >= frameMergeAt[depth]) {
            int start = frameStart[depth];
            top = JsonObject.mergeInPlace(stack, start, top);
            frameMergeAt[depth] = top + Math.max(top - start, MERGE_MIN);
        }
        push(name);
    }

    /** Not API: the slots the builder holds for open containers (for tests of its memory). */
    int stackCapacity() { return stack.length; }

    private void push(Object o) {
        if (top == stack.length) grow();
        stack[top++] = o;
    }

    private void pushPacked(long p) {
        if (top == stack.length) grow();
        packed[top] = p;
        stack[top++] = PACKED;
        framePacked[depth]++;
    }

    private void grow() {
        stack = Arrays.copyOf(stack, top * 2);
        packed = Arrays.copyOf(packed, top * 2);
    }
}
