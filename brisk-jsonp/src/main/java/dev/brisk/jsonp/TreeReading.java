package dev.brisk.jsonp;

import dev.brisk.json.JsonReader;
import jakarta.json.JsonConfig.KeyStrategy;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParsingException;

/**
 * Builds object-model values from a Brisk reader, iteratively: an explicit stack of frames, so
 * depth is bounded by the reader's limit and never by the thread stack. Frames are reused for
 * siblings; each frame's member or element accumulator hands its arrays to the value it builds.
 * Numbers are taken from the reader's buffer without a String ({@link ReadNumber}): plain
 * integers of up to 18 digits become {@link LongNumber}s, other numbers of up to 18 significant
 * digits {@link DecimalNumber}s of unscaled value and scale, longer ones keep their text.
 */
final class TreeReading {
    private final JsonReader in;
    private final KeyStrategy keys;
    private final ReadNumber number = new ReadNumber();
    private Frame[] frames = new Frame[8];
    private int depth;

    private TreeReading(JsonReader in, KeyStrategy keys) {
        this.in = in;
        this.keys = keys;
    }

    /** Reads the next value. Brisk's JsonException passes through for the caller to translate. */
    static JsonValue value(JsonReader in, KeyStrategy keys) {
        return new TreeReading(in, keys).run();
    }

    /** Reads the rest of an object whose '{' the reader has consumed, and its '}'. */
    static JsonValue restOfObject(JsonReader in, KeyStrategy keys) {
        TreeReading t = new TreeReading(in, keys);
        t.push(true);
        return t.run();
    }

    /** Reads the rest of an array whose '[' the reader has consumed, and its ']'. */
    static JsonValue restOfArray(JsonReader in, KeyStrategy keys) {
        TreeReading t = new TreeReading(in, keys);
        t.push(false);
        return t.run();
    }

    /** A scalar value at the reader's position, or null after opening a container (pushed). */
    private JsonValue next() {
        switch (in.peek()) {
            case BEGIN_OBJECT:
                in.beginObject();
                push(true);
                return null;
            case BEGIN_ARRAY:
                in.beginArray();
                push(false);
                return null;
            case STRING:
                return new StringValue(in.nextString());
            case NUMBER:
                return number();
            case BOOLEAN:
                return in.nextBoolean() ? JsonValue.TRUE : JsonValue.FALSE;
            case NULL:
                in.nextNull();
                return JsonValue.NULL;
            default:
                // END_DOCUMENT: the reader reports names and closers out of place itself
                throw in.error("Expected a JSON value but the input ended");
        }
    }

    private JsonValue number() {
        ReadNumber n = number;
        n.read(in);
        return n.value();
    }

    private JsonValue run() {
        JsonReader r = in;
        for (;;) {
            JsonValue v;
            if (depth == 0) {
                v = next();
                if (v == null) continue;
                return v;
            }
            Frame f = frames[depth - 1];
            if (r.hasNext()) {
                if (f.object) f.name = r.nextName();
                v = next();
                if (v == null) continue;
            } else if (f.object) {
                r.endObject();
                v = f.members.build();
                if (--depth == 0) return v;
                f = frames[depth - 1];
            } else {
                r.endArray();
                v = f.elements.build();
                if (--depth == 0) return v;
                f = frames[depth - 1];
            }
            if (f.object) member(f, v);
            else f.elements.add(v);
        }
    }

    private void member(Frame f, JsonValue v) {
        Members m = f.members;
        int at = m.find(f.name);
        if (at < 0) {
            m.append(f.name, v);
        } else if (keys == KeyStrategy.LAST) {
            m.set(at, v);
        } else if (keys == KeyStrategy.NONE) {
            dev.brisk.json.JsonException e = in.error("Duplicate name '" + f.name + "'");
            throw new JsonParsingException(e.getMessage(), new Location(e.line(), e.column(), e.offset()));
        }
        // FIRST: the first value stays
    }

    private void push(boolean object) {
        if (depth == frames.length) frames = java.util.Arrays.copyOf(frames, depth * 2);
        Frame f = frames[depth];
        if (f == null) frames[depth] = f = new Frame();
        f.open(object);
        depth++;
    }

    /**
     * One level of nesting: an object or an array, whichever opened there last. Each keeps its
     * accumulator once made, so that levels where objects and arrays alternate make neither again.
     */
    private static final class Frame {
        boolean object;
        Members members;
        Elements elements;
        String name;

        void open(boolean isObject) {
            object = isObject;
            if (isObject) {
                if (members == null) members = new Members();
            } else if (elements == null) {
                elements = new Elements();
            }
        }
    }
}
