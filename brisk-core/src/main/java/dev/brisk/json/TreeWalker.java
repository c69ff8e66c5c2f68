package dev.brisk.json;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** Streams a tree into a sink with an explicit stack: depth is bounded by the heap, not the thread stack. */
final class TreeWalker {
    // a tree that exists has its depth already: toString() writes it however deep (the writer's stack grows)
    private static final WriterOptions TO_STRING = WriterOptions.defaults().withReplaceLoneSurrogates(true).withMaxDepth(Integer.MAX_VALUE);

    private TreeWalker() {}

    static void copy(JsonValue root, JsonSink sink) {
        if (sink instanceof JsonWriter) {
            ((JsonWriter) sink).tree(root); // straight into the buffer where it can
        } else {
            walk(root, sink);
        }
    }

    /** Streams {@code root} into {@code sink} call by call. */
    static void walk(JsonValue root, JsonSink sink) {
        Walk w = new Walk();
        try {
            w.run(root, sink);
        } catch (JsonException e) {
            // a sink that refuses a value (a number beyond a double into VelocyPack) knows no place
            if (e.offset() >= 0 || e.line() >= 0 || e.getCause() != null || e.path() != null) throw e; // an output failure stays as it is
            throw new JsonException(e.detail(), -1, -1, -1, w.path(), e);
        }
    }

    /** One walk's explicit stack, kept where a refusal can read the path from it. */
    private static final class Walk {
        // Per open container: its storage (object members, array items, or packed numbers),
        // whether it is an object, and the next position to emit.
        Object[] storage = new Object[16];
        boolean[] isObject = new boolean[16];
        int[] next = new int[16];
        int depth = -1;

        /** The path of the value last emitted: each open level's member or item before its next. */
        String path() {
            StringBuilder b = new StringBuilder("$");
            for (int d = 0; d <= depth; d++) {
                if (next[d] == 0) break; // refused as it opened: the path so far is its own
                if (isObject[d]) b.append('.').append(Name.string(((Object[]) storage[d])[next[d] - 2]));
                else b.append('[').append(next[d] - 1).append(']');
            }
            return b.toString();
        }

        void run(JsonValue root, JsonSink sink) {
            byte[] scratch = new byte[48];
            Object v = root;
            while (true) {
                if (v instanceof byte[]) {
                    byte[] utf8 = (byte[]) v;
                    sink.stringValue(utf8, 0, utf8.length);
                } else if (v instanceof String) {
                    sink.stringValue((String) v);
                } else if (v instanceof JsonObject) {
                    Object[] members = ((JsonObject) v).members;
                    sink.beginObject(members.length >> 1);
                    if (++depth == storage.length) {
                        storage = Arrays.copyOf(storage, depth * 2);
                        isObject = Arrays.copyOf(isObject, depth * 2);
                        next = Arrays.copyOf(next, depth * 2);
                    }
                    storage[depth] = members;
                    isObject[depth] = true;
                    next[depth] = 0;
                } else if (v instanceof JsonArray) {
                    Object items = ((JsonArray) v).items;
                    if (!(items instanceof Object[])) {
                        // Packed numbers (and the scalars beside them) have no children: emit them
                        // here without a stack frame.
                        long[] packed = PackedNumbers.packed(items);
                        Object[] others = PackedNumbers.others(items);
                        sink.beginArray(packed.length);
                        for (long p : packed) PackedNumbers.write(p, others, sink, scratch);
                        sink.endArray();
                    } else {
                        sink.beginArray(((Object[]) items).length);
                        if (++depth == storage.length) {
                            storage = Arrays.copyOf(storage, depth * 2);
                            isObject = Arrays.copyOf(isObject, depth * 2);
                            next = Arrays.copyOf(next, depth * 2);
                        }
                        storage[depth] = items;
                        isObject[depth] = false;
                        next[depth] = 0;
                    }
                } else if (v instanceof JsonNumberValue) {
                    ((JsonNumberValue) v).writeTo(sink, scratch);
                } else if (v instanceof JsonString) {
                    sink.stringValue(((JsonString) v).value());
                } else if (v instanceof JsonBoolean) {
                    sink.booleanValue(((JsonBoolean) v).value());
                } else {
                    sink.nullValue();
                }
                // Find the next value to emit, closing the containers that are done.
                v = null;
                while (depth >= 0) {
                    Object[] s = (Object[]) storage[depth];
                    int i = next[depth];
                    if (isObject[depth]) {
                        if (i < (s.length & ~1)) { // a large object's last slot is its index
                            next[depth] = i + 2;
                            sink.name(Name.string(s[i]));
                            v = s[i + 1];
                            break;
                        }
                        sink.endObject();
                    } else {
                        if (i < s.length) {
                            next[depth] = i + 1;
                            v = s[i];
                            break;
                        }
                        sink.endArray();
                    }
                    storage[depth--] = null;
                }
                if (v == null) return;
            }
        }
    }

    /** Compact JSON for {@code toString()}: lone surrogates become U+FFFD rather than an error. */
    static String toJson(JsonValue value) {
        JsonWriter w = TO_STRING.writer();
        copy(value, w);
        return new String(w.toByteArray(), StandardCharsets.UTF_8);
    }
}
