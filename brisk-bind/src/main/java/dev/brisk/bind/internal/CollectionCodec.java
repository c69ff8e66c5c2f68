package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.json.BytesCursor;
import dev.brisk.json.ValueCursor;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.TreeSet;

/**
 * A collection as a JSON array. Interfaces get a mutable default implementation: List,
 * Collection and Iterable an ArrayList, Set a LinkedHashSet (keeps input order), SortedSet and
 * NavigableSet a TreeSet, Queue and Deque an ArrayDeque. Collections that cannot hold null
 * (TreeSet, ArrayDeque) reject a null element with an error instead of a NullPointerException.
 * Other collection classes (immutable JDK lists, user subclasses) are written but not read:
 * reading one fails with an error rather than guessing a class.
 */
final class CollectionCodec<E> implements Codec<Object> {
    enum Kind { WRITE_ONLY, ARRAY_LIST, LINKED_LIST, LINKED_HASH_SET, HASH_SET, TREE_SET, ARRAY_DEQUE }

    /** Element codecs that the loops below inline (the built-in ones only: a registered codec is always called). */
    static final int CALL = 0, STRING = 1, INT = 2, LONG = 3, DOUBLE = 4;

    private final Kind kind;
    private final Codec<E> element;
    /**
     * How elements are read and written: the shared element call would be megamorphic across all
     * lists of a program, so boxes and Strings (most lists' elements) skip it.
     */
    private final int inline;
    /**
     * The element codec as an ObjectCodec when it is one (records and classes): called through the
     * class rather than the interface, a cheaper dispatch when the call site sees many types.
     */
    private final dev.brisk.bind.ObjectCodec<E> object;

    private final String writeOnlyType;
    /** Set for List&lt;Object&gt;: its arrays are exactly the natural codec's, built in one pass. */
    private final NaturalCodec natural;

    /** The classes of {@code List.of(..)} lists (one or two elements; more): written by index like ArrayList. */
    private static final Class<?> LIST_12 = List.of(1).getClass();
    private static final Class<?> LIST_N = List.of(1, 2, 3).getClass();

    @SuppressWarnings("unchecked")
    CollectionCodec(Kind kind, Codec<E> element, Class<?> raw) {
        this.kind = kind;
        this.element = element;
        this.writeOnlyType = raw.getName();
        this.inline = inlineKind(element);
        this.object = element instanceof dev.brisk.bind.ObjectCodec ? (dev.brisk.bind.ObjectCodec<E>) element : null;
        this.natural = kind == Kind.ARRAY_LIST && element instanceof NaturalCodec ? (NaturalCodec) element : null;
    }

    /** How values of {@code codec} are read and written inline: one of CALL, STRING, INT, LONG, DOUBLE. */
    static int inlineKind(Codec<?> codec) {
        return codec instanceof TextCodecs.StringCodec ? STRING
                : codec instanceof PrimitiveCodecs.IntCodec ? INT
                : codec instanceof PrimitiveCodecs.LongCodec ? LONG
                : codec instanceof PrimitiveCodecs.DoubleCodec ? DOUBLE
                : CALL;
    }

    /** The implementation for a collection type, or null if it is not one this codec makes. */
    static Kind kindOf(Class<?> raw) {
        if (raw == List.class || raw == Collection.class || raw == Iterable.class || raw == ArrayList.class) return Kind.ARRAY_LIST;
        if (raw == LinkedList.class) return Kind.LINKED_LIST;
        if (raw == java.util.Set.class || raw == LinkedHashSet.class) return Kind.LINKED_HASH_SET;
        if (raw == HashSet.class) return Kind.HASH_SET;
        if (raw == java.util.SortedSet.class || raw == java.util.NavigableSet.class || raw == TreeSet.class) return Kind.TREE_SET;
        if (raw == java.util.Queue.class || raw == java.util.Deque.class || raw == ArrayDeque.class) return Kind.ARRAY_DEQUE;
        return null;
    }

    private Collection<E> newCollection(JsonReader in) {
        if (kind == Kind.WRITE_ONLY) throw in.error("cannot create a " + writeOnlyType + "; declare the property as List, Set or Collection");
        return newCollection();
    }

    private Collection<E> newCollection() {
        switch (kind) {
            case ARRAY_LIST: return new ArrayList<>();
            case LINKED_LIST: return new LinkedList<>();
            case LINKED_HASH_SET: return new LinkedHashSet<>();
            case HASH_SET: return new HashSet<>();
            case TREE_SET: return new TreeSet<>();
            default: return new ArrayDeque<>();
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public Object read(JsonReader in) {
        JsonToken t = in.peek();
        if (t == JsonToken.NULL) {
            in.nextNull();
            return null;
        }
        if (natural != null && t == JsonToken.BEGIN_ARRAY) return natural.read(in);
        if (StackBudget.tooDeepHere(in)) return StackBudget.deeper(in.limits().maxDepth(), () -> read(in));
        Collection<E> result = newCollection(in);
        boolean nullHostile = kind == Kind.TREE_SET || kind == Kind.ARRAY_DEQUE;
        in.beginArray();
        if (!nullHostile && inline != CALL) {
            readInline(in, (Collection<Object>) result);
            return result;
        }
        while (in.hasNext()) {
            if (nullHostile && in.peek() == JsonToken.NULL) throw in.error("null element in a collection that cannot hold null");
            E e = object != null ? object.read(in) : element.read(in);
            if (e == null && nullHostile) throw in.error("null element in a collection that cannot hold null");
            result.add(e);
        }
        in.endArray();
        return result;
    }

    /** The loop of {@link #read} for built-in String and box elements, as their codecs read them. */
    private void readInline(JsonReader in, Collection<Object> result) {
        if (inline == STRING) { // one peek per element: nextStringOrNull reads null too
            while (in.hasNext()) result.add(in.nextStringOrNull());
            in.endArray();
            return;
        }
        while (in.hasNext()) {
            if (in.peek() == JsonToken.NULL) {
                in.nextNull();
                result.add(null);
                continue;
            }
            switch (inline) {
                case STRING: result.add(in.nextString()); break;
                case INT: result.add(in.nextInt()); break;
                case LONG: result.add(in.nextLong()); break;
                default: result.add(in.nextDouble()); break;
            }
        }
        in.endArray();
    }

    /**
     * {@link #read} over a cursor; what the reader reports (a class it cannot create, a null in a
     * collection that cannot hold one) is left to it. {@code List<Object>} is the natural codec's
     * array, built in one walk of the cursor.
     */
    @Override
    @SuppressWarnings("unchecked")
    public Object readBytes(BytesCursor in) {
        if (in.nextNull()) return null;
        if (natural != null) {
            // an array only, as read() takes it: anything else is the reader's to report
            Object list = natural.readBytes(in);
            if (list instanceof List) return list;
            in.fail();
            return null;
        }
        if (kind == Kind.WRITE_ONLY) {
            in.fail();
            return null;
        }
        Collection<E> result = newCollection();
        boolean nullHostile = kind == Kind.TREE_SET || kind == Kind.ARRAY_DEQUE;
        in.beginArray();
        if (!nullHostile && inline != CALL) {
            readInline(in, (Collection<Object>) result);
        } else {
            while (in.nextElement()) {
                E e = object != null ? object.readBytes(in) : element.readBytes(in);
                if (e == null && (nullHostile || in.failed())) {
                    in.fail();
                    return null;
                }
                result.add(e);
            }
        }
        return in.failed() ? null : result;
    }

    @Override
    @SuppressWarnings("unchecked")
    public Object readValues(ValueCursor in) {
        if (in.nextNull()) return null;
        if (kind == Kind.WRITE_ONLY || natural != null) {
            in.fail();
            return null;
        }
        Collection<E> result = newCollection();
        boolean nullHostile = kind == Kind.TREE_SET || kind == Kind.ARRAY_DEQUE;
        in.beginArray();
        if (!nullHostile && inline != CALL) {
            readInline(in, (Collection<Object>) result);
        } else {
            while (in.nextElement()) {
                E e = object != null ? object.readValues(in) : element.readValues(in);
                if (e == null && (nullHostile || in.failed())) {
                    in.fail();
                    return null;
                }
                result.add(e);
            }
        }
        return in.failed() ? null : result;
    }

    /** The loop of {@link #readBytes} for built-in String and box elements. */
    private void readInline(BytesCursor in, Collection<Object> result) {
        switch (inline) {
            case STRING: while (in.nextElement()) result.add(in.nextStringOrNull()); break;
            case INT: while (in.nextElement()) result.add(in.nextNull() ? null : in.nextInt()); break;
            case LONG: while (in.nextElement()) result.add(in.nextNull() ? null : in.nextLong()); break;
            default: while (in.nextElement()) result.add(in.nextNull() ? null : in.nextDouble()); break;
        }
    }

    private void readInline(ValueCursor in, Collection<Object> result) {
        switch (inline) {
            case STRING: while (in.nextElement()) result.add(in.nextStringOrNull()); break;
            case INT: while (in.nextElement()) result.add(in.nextNull() ? null : in.nextInt()); break;
            case LONG: while (in.nextElement()) result.add(in.nextNull() ? null : in.nextLong()); break;
            default: while (in.nextElement()) result.add(in.nextNull() ? null : in.nextDouble()); break;
        }
    }

    /**
     * Lists of the common classes are written by index, other collections through their iterator.
     * The list is recognized by its exact class rather than by {@code instanceof List} and
     * {@code RandomAccess} (and the cast to Collection that a {@code Codec<Collection<E>>} bridge
     * method makes): on JDK 17 a class remembers only the last interface it was checked against,
     * so checks against three interfaces in turn miss that cache every time and scan the class's
     * interfaces (JDK-8180450), several times per list written.
     */
    @Override
    @SuppressWarnings("unchecked")
    public void write(JsonSink out, Object value) {
        if (value == null) {
            out.nullValue();
            return;
        }
        Class<?> c = value.getClass();
        if (c == ArrayList.class) {
            writeList(out, (ArrayList<E>) value);
        } else if (c == LIST_N || c == LIST_12) {
            writeList(out, (List<E>) value);
        } else {
            Collection<E> all = (Collection<E>) value;
            out.beginArray(all.size());
            for (E e : all) element.write(out, e);
            out.endArray();
        }
    }

    private void writeList(JsonSink out, List<E> list) {
        int n = list.size();
        out.beginArray(n);
        if (object != null) {
            for (int i = 0; i < n; i++) object.write(out, list.get(i));
        } else if (inline == CALL) {
            for (int i = 0; i < n; i++) element.write(out, list.get(i));
        } else {
            for (int i = 0; i < n; i++) writeInline(out, list.get(i));
        }
        out.endArray();
    }

    private void writeInline(JsonSink out, Object e) { writeInline(out, e, inline); }

    /** One value as the built-in String and box codecs write it ({@code inline} is not CALL). */
    static void writeInline(JsonSink out, Object e, int inline) {
        if (e == null) {
            out.nullValue();
            return;
        }
        switch (inline) {
            case STRING: out.stringValue((String) e); break;
            case INT: out.numberValue(((Integer) e).intValue()); break;
            case LONG: out.numberValue(((Long) e).longValue()); break;
            default: out.numberValue(((Double) e).doubleValue()); break;
        }
    }
}
