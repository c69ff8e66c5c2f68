package dev.brisk.json;

import dev.brisk.json.internal.NumberGrammar;
import dev.brisk.json.internal.StringEscaper;
import dev.brisk.json.internal.WordIntegerWriter;
import dev.brisk.json.internal.WriterBuffer;

import java.util.Arrays;

/**
 * Writes a whole tree into a compact in-memory {@link JsonWriter} straight into its buffer. A
 * tree is well-formed by construction, so the per-call checks and state updates of the writer
 * (done by {@link TreeWalker} through the {@link JsonSink} calls) are not needed: the writer
 * checks the place of the root value once, and this class writes separators itself. Number
 * texts are trusted too, as the tree validated them when it was built.
 *
 * <p>Anything that must become an error with the writer's own message and path (a lone
 * surrogate, nesting beyond the writer's limit) makes {@link #write} return false; the writer
 * then drops what was written and replays the tree call by call, which raises it.
 */
final class TreeWriter {
    private TreeWriter() {}

    /**
     * Writes container {@code root}, opening at most {@code maxNesting} levels.
     *
     * @return false if the tree needs the call-by-call path (the output is then partial)
     */
    static boolean write(JsonValue root, JsonWriter w, WriterBuffer out, int flags, int maxNesting) {
        // The open container is kept in locals (its elements, whether it is an object, where
        // it ends, the next position); its parents' are saved on a stack while it is open.
        Object[] parents = new Object[16];
        int[] parentNext = new int[16];
        int depth = -1;
        Object[] cur = null;
        boolean object = false;
        int end = 0;
        int i = 0;
        Object v = root;
        // Names stored with their JSON (Name) and short strings are copied as they are unless an
        // option escapes more.
        boolean plain = (flags & ~StringEscaper.REPLACE_LONE_SURROGATES) == 0;
        // The buffer and position live in locals, written back to the WriterBuffer only around
        // the calls that use it: a room check is then a compare of two registers, and a member
        // with a short string value takes one check for its separator, name and value. The
        // buffer does not drain (the writer is in memory), so making room keeps the position.
        byte[] b = out.buf;
        int p = out.pos;
        try {
            while (true) {
                Object[] children = null;
                if (v instanceof byte[]) {
                    byte[] utf8 = (byte[]) v;
                    int e;
                    if (!plain || utf8.length > StringEscaper.WHOLE_WORDS) {
                        e = -1;
                    } else {
                        if (b.length - p < utf8.length + StringEscaper.WHOLE_SLACK) b = room(out, p, utf8.length + StringEscaper.WHOLE_SLACK);
                        e = StringEscaper.copyWhole(b, p, utf8);
                    }
                    if (e >= 0) {
                        p = e;
                    } else {
                        out.pos = p;
                        StringEscaper.writeValid(out, utf8, flags); // checked when stored
                        b = out.buf;
                        p = out.pos;
                    }
                } else if (v instanceof JsonObject) {
                    children = ((JsonObject) v).members;
                    if (b.length - p < 1) b = room(out, p, 1);
                    b[p++] = '{';
                } else if (v instanceof JsonArray) {
                    Object items = ((JsonArray) v).items;
                    if (depth + 1 >= maxNesting) return false;
                    if (b.length - p < 1) b = room(out, p, 1);
                    b[p++] = '[';
                    if (items instanceof Object[]) {
                        children = (Object[]) items;
                    } else {
                        out.pos = p;
                        packed(items, out, flags); // no children: no stack frame
                        b = out.buf;
                        p = out.pos;
                    }
                } else {
                    out.pos = p;
                    scalar(v, out, flags);
                    b = out.buf;
                    p = out.pos;
                }
                if (children == null) {
                    if (depth < 0) {
                        out.pos = p;
                        return true; // the root was a packed array
                    }
                } else {
                    if (depth + 1 >= maxNesting) return false;
                    if (depth >= 0) {
                        if (depth == parents.length) {
                            parents = Arrays.copyOf(parents, depth * 2);
                            parentNext = Arrays.copyOf(parentNext, depth * 2);
                        }
                        parents[depth] = cur;
                        // The sign keeps whether the parent is an object.
                        parentNext[depth] = object ? i : ~i;
                    }
                    depth++;
                    cur = children;
                    object = v instanceof JsonObject;
                    end = object ? children.length & ~1 : children.length; // a large object's last slot is its index
                    i = 0;
                }
                // Find the next value to write, closing the containers that are done.
                while (true) {
                    if (i < end) {
                        if (object) {
                            Object k = cur[i];
                            v = cur[i + 1];
                            if (k instanceof Name && plain) {
                                Name n = (Name) k;
                                // room for a short string value too, checked here with the name's
                                int need = n.room() + (v instanceof byte[] ? ((byte[]) v).length + StringEscaper.WHOLE_SLACK : 0);
                                if (b.length - p < need) b = room(out, p, need);
                                p = n.write(b, p, i != 0);
                            } else {
                                out.pos = p;
                                name(Name.string(k), i != 0, w, out, flags);
                                b = out.buf;
                                p = out.pos;
                            }
                            i += 2;
                        } else {
                            if (i != 0) {
                                if (b.length - p < 1) b = room(out, p, 1);
                                b[p++] = ',';
                            }
                            v = cur[i];
                            i++;
                        }
                        break;
                    }
                    if (b.length - p < 1) b = room(out, p, 1);
                    b[p++] = object ? (byte) '}' : (byte) ']';
                    if (--depth < 0) {
                        out.pos = p;
                        return true;
                    }
                    cur = (Object[]) parents[depth];
                    parents[depth] = null;
                    int n = parentNext[depth];
                    object = n >= 0;
                    i = object ? n : ~n;
                    end = object ? cur.length & ~1 : cur.length;
                }
            }
        } catch (IllegalArgumentException e) {
            return false; // a lone surrogate, bytes that are not UTF-8, bad number text: the writer reports it
        }
    }

    /** Makes room for {@code n} bytes at {@code p} (the position in a local) and returns the buffer. */
    private static byte[] room(WriterBuffer out, int p, int n) {
        out.pos = p;
        out.ensure(n);
        return out.buf;
    }

    /** The separator if needed, the quoted name (from the writer's name cache when it has it), the colon. */
    private static void name(String name, boolean comma, JsonWriter w, WriterBuffer out, int flags) {
        byte[] quoted = w.cachedName(name);
        if (quoted != null) {
            int n = quoted.length;
            out.ensure(n + 2);
            byte[] b = out.buf;
            int p = out.pos;
            if (comma) b[p++] = ',';
            System.arraycopy(quoted, 0, b, p, n);
            p += n;
            b[p] = ':';
            out.pos = p + 1;
            return;
        }
        if (comma) {
            out.ensure(1);
            out.buf[out.pos++] = ',';
        }
        int at = out.pos;
        StringEscaper.write(out, name, flags);
        w.cacheName(name, at);
        out.ensure(1);
        out.buf[out.pos++] = ':';
    }

    /** Room for a separator and the longest packed number (see JsonNumberValue.Decimal). */
    private static final int PACKED_ROOM = 49;
    /** Elements whose room one check makes: a few kilobytes, however long the array. */
    private static final int PACKED_RUN = 64;

    /**
     * The elements of a packed number array and its closing bracket. The buffer and position
     * stay in locals, with one room check per run of elements; an element kept aside (a
     * number that is not packed) goes through the buffer and ends its run.
     */
    private static void packed(Object items, WriterBuffer out, int flags) {
        long[] packed = PackedNumbers.packed(items);
        Object[] others = PackedNumbers.others(items);
        byte[] b = out.buf;
        int p = out.pos;
        int n = packed.length;
        int k = 0;
        while (k < n) {
            int runEnd = Math.min(n, k + PACKED_RUN);
            int need = (runEnd - k) * PACKED_ROOM;
            if (b.length - p < need) b = room(out, p, need);
            while (k < runEnd) {
                if (k != 0) b[p++] = ',';
                long x = packed[k++];
                int scale = (int) (x & PackedNumbers.SCALE_MASK);
                long value = x >> 5;
                if (scale == 0) {
                    p = WordIntegerWriter.writeLong(b, p, value);
                } else if (scale != PackedNumbers.OTHER) {
                    p = JsonNumberValue.Decimal.write(value, scale, b, p);
                } else {
                    out.pos = p;
                    scalar(others[(int) value], out, flags);
                    b = out.buf;
                    p = out.pos;
                    break; // its room was the run's: check again
                }
            }
        }
        if (b.length - p < 1) b = room(out, p, 1);
        b[p++] = ']';
        out.pos = p;
    }

    /** A stored element that is not a container. */
    private static void scalar(Object v, WriterBuffer out, int flags) {
        if (v instanceof byte[]) {
            byte[] utf8 = (byte[]) v;
            StringEscaper.writeValid(out, utf8, flags); // checked when stored
        } else if (v instanceof JsonNumberValue.Small) {
            out.ensure(20);
            out.pos = WordIntegerWriter.writeLong(out.buf, out.pos, ((JsonNumberValue.Small) v).value);
        } else if (v instanceof JsonNull) {
            out.ensure(4);
            byte[] b = out.buf;
            int p = out.pos;
            b[p] = 'n'; b[p + 1] = 'u'; b[p + 2] = 'l'; b[p + 3] = 'l';
            out.pos = p + 4;
        } else if (v instanceof JsonBoolean) {
            out.ensure(5);
            byte[] b = out.buf;
            int p = out.pos;
            if (((JsonBoolean) v).value()) {
                b[p] = 't'; b[p + 1] = 'r'; b[p + 2] = 'u'; b[p + 3] = 'e';
                out.pos = p + 4;
            } else {
                b[p] = 'f'; b[p + 1] = 'a'; b[p + 2] = 'l'; b[p + 3] = 's'; b[p + 4] = 'e';
                out.pos = p + 5;
            }
        } else if (v instanceof JsonNumberValue.Decimal) {
            JsonNumberValue.Decimal d = (JsonNumberValue.Decimal) v;
            out.ensure(48);
            out.pos = JsonNumberValue.Decimal.write(d.unscaled, d.scale, out.buf, out.pos);
        } else if (v instanceof JsonNumberValue.Text) {
            String text = ((JsonNumberValue.Text) v).text;
            // a sink's caller may have passed any bytes as number text: the writer checks, as its own numberText does
            if (!NumberGrammar.isValid(text)) throw new IllegalArgumentException("not a JSON number");
            out.writeAscii(text);
        } else if (v instanceof String) {
            StringEscaper.write(out, (String) v, flags); // stored when it has a lone surrogate
        } else if (v instanceof JsonString) {
            StringEscaper.write(out, ((JsonString) v).value(), flags);
        } else {
            throw new IllegalStateException("Not a tree element: " + v.getClass().getName());
        }
    }
}
