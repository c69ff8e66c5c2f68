package dev.brisk.json;

import java.nio.charset.StandardCharsets;

/** Streams a tree into a sink with an explicit stack: depth is bounded by the heap, not the thread stack. */
final class TreeWalker {
    private static final WriterOptions TO_STRING = WriterOptions.defaults().withReplaceLoneSurrogates(true);

    private TreeWalker() {}

    static void copy(JsonValue root, JsonSink sink) {
        Object[] containers = new Object[16];
        int[] next = new int[16];
        int depth = -1;
        byte[] scratch = new byte[24];
        JsonValue v = root;
        while (true) {
            if (v instanceof JsonObject) {
                JsonObject o = (JsonObject) v;
                sink.beginObject(o.size());
                if (++depth == containers.length) {
                    containers = java.util.Arrays.copyOf(containers, depth * 2);
                    next = java.util.Arrays.copyOf(next, depth * 2);
                }
                containers[depth] = o.members;
                next[depth] = 0;
            } else if (v instanceof JsonArray) {
                JsonArray a = (JsonArray) v;
                sink.beginArray(a.items.length);
                if (++depth == containers.length) {
                    containers = java.util.Arrays.copyOf(containers, depth * 2);
                    next = java.util.Arrays.copyOf(next, depth * 2);
                }
                containers[depth] = a.items;
                next[depth] = 0;
            } else if (v instanceof JsonString) {
                sink.stringValue(((JsonString) v).value());
            } else if (v instanceof JsonNumberValue) {
                ((JsonNumberValue) v).writeTo(sink, scratch);
            } else if (v instanceof JsonBoolean) {
                sink.booleanValue(((JsonBoolean) v).value());
            } else {
                sink.nullValue();
            }
            // Find the next value to emit, closing the containers that are done.
            v = null;
            while (depth >= 0) {
                Object c = containers[depth];
                int i = next[depth];
                if (c instanceof JsonValue[]) {
                    JsonValue[] items = (JsonValue[]) c;
                    if (i < items.length) {
                        next[depth] = i + 1;
                        v = items[i];
                        break;
                    }
                    sink.endArray();
                } else {
                    Object[] members = (Object[]) c;
                    if (i < members.length) {
                        next[depth] = i + 2;
                        sink.name((String) members[i]);
                        v = (JsonValue) members[i + 1];
                        break;
                    }
                    sink.endObject();
                }
                containers[depth--] = null;
            }
            if (v == null) return;
        }
    }

    /** Compact JSON for {@code toString()}: lone surrogates become U+FFFD rather than an error. */
    static String toJson(JsonValue value) {
        JsonWriter w = TO_STRING.writer();
        copy(value, w);
        return new String(w.toByteArray(), StandardCharsets.UTF_8);
    }
}
