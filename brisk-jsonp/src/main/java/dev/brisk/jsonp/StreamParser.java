package dev.brisk.jsonp;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import jakarta.json.JsonArray;
import jakarta.json.JsonConfig.KeyStrategy;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonLocation;
import jakarta.json.stream.JsonParser;
import java.math.BigDecimal;
import java.util.AbstractMap;
import java.util.Arrays;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The API's pull parser over a Brisk reader. Events map one to one onto the reader's tokens;
 * string and number values are left in the reader's buffer until a getter asks for them (an
 * event nobody reads costs a skip, not a String). A number is taken as its bytes and, up to 18
 * significant digits, its unscaled value and scale ({@link ReadNumber}): {@code getLong} of an
 * integer and {@code isIntegralNumber} make nothing, {@code getBigDecimal} just the BigDecimal. Brisk's errors (with line, column, offset and path) become
 * {@link jakarta.json.stream.JsonParsingException}s.
 */
final class StreamParser implements JsonParser {
    private static final byte OBJECT = 1;
    private static final byte ARRAY = 2;

    /** What of the current value is still in the reader. */
    private static final int NOTHING = 0;
    private static final int STRING = 1;
    private static final int NUMBER = 2;

    private final JsonReader in;
    private final KeyStrategy keys;
    private byte[] kinds = new byte[16];
    private int depth;
    /** {@code kinds[depth - 1]}, or 0 at the top level. */
    private byte container;
    private Event current;
    private boolean topDone;
    private int pending;

    /** The name or string of the current event, or a number's text, once read. */
    private String text;
    /** The current number once a getter has taken it from the reader. */
    private final ReadNumber number = new ReadNumber();

    StreamParser(JsonReader in, KeyStrategy keys) {
        this.in = in;
        this.keys = keys;
    }

    @Override
    public boolean hasNext() {
        if (depth > 0) return true;
        if (!topDone) return true;
        try {
            // the top-level value is complete: what follows it must be whitespace only. A scalar the
            // caller has not taken yet is read now, not skipped, so that its getters still answer
            takePending();
        } catch (JsonException e) {
            throw Errors.reading(e);
        }
        return false;
    }

    @Override
    public Event next() {
        if (depth == 0 && topDone) throw new NoSuchElementException("The parser is at the end of the JSON value");
        try {
            if (pending != NOTHING) skipPending();
            return current = advance();
        } catch (JsonException e) {
            throw Errors.reading(e);
        }
    }

    /** Skips the value the caller left unread. */
    private void skipPending() {
        pending = NOTHING;
        in.skipValue();
    }

    /** Reads the value the caller has not read yet, as its getter would. */
    private void takePending() {
        if (pending == STRING) {
            pending = NOTHING;
            text = in.nextString();
        } else if (pending == NUMBER) {
            number();
        }
    }

    /**
     * The next event: one call to the reader for the token (a member name after {@code hasNext},
     * which peeks the value after it too), the token's own call for containers and literals;
     * strings and numbers stay pending until a getter asks. {@link #text} is set for names and
     * cleared for numbers (their text is made on demand); a string sets it when read.
     */
    private Event advance() {
        JsonReader r = in;
        if (container == OBJECT && current != Event.KEY_NAME) {
            if (r.hasNext()) {
                text = r.nextName();
                return Event.KEY_NAME;
            }
            r.endObject();
            return closed(Event.END_OBJECT);
        }
        // in an array the end is the one token besides a value that peek() may give here
        switch (r.peek()) {
            case STRING:
                pending = STRING;
                return valued(Event.VALUE_STRING);
            case NUMBER:
                pending = NUMBER;
                text = null;
                return valued(Event.VALUE_NUMBER);
            case BEGIN_OBJECT:
                r.beginObject();
                push(OBJECT);
                return Event.START_OBJECT;
            case BEGIN_ARRAY:
                r.beginArray();
                push(ARRAY);
                return Event.START_ARRAY;
            case END_ARRAY:
                r.endArray();
                return closed(Event.END_ARRAY);
            case BOOLEAN:
                return valued(r.nextBoolean() ? Event.VALUE_TRUE : Event.VALUE_FALSE);
            case NULL:
                r.nextNull();
                return valued(Event.VALUE_NULL);
            default:
                throw r.error("Expected a JSON value but the input ended");
        }
    }

    private Event valued(Event e) {
        if (depth == 0) topDone = true;
        return e;
    }

    private Event closed(Event e) {
        int d = --depth;
        if (d == 0) {
            topDone = true;
            container = 0;
        } else {
            container = kinds[d - 1];
        }
        return e;
    }

    private void push(byte kind) {
        if (depth == kinds.length) kinds = Arrays.copyOf(kinds, depth * 2);
        kinds[depth++] = kind;
        container = kind;
    }

    @Override
    public Event currentEvent() {
        return current;
    }

    @Override
    public String getString() {
        Event e = current;
        if (e == Event.KEY_NAME) return text;
        try {
            if (e == Event.VALUE_STRING) {
                if (pending == STRING) {
                    pending = NOTHING;
                    text = in.nextString();
                }
                return text;
            }
            if (e == Event.VALUE_NUMBER) return numberText();
        } catch (JsonException x) {
            throw Errors.reading(x);
        }
        throw new IllegalStateException("getString() is for KEY_NAME, VALUE_STRING and VALUE_NUMBER; the parser is at " + e);
    }

    /** The current number, taken from the reader on first use. */
    private ReadNumber number() {
        if (pending == NUMBER) {
            pending = NOTHING;
            number.read(in);
        }
        return number;
    }

    private String numberText() {
        if (text == null) text = number().text();
        return text;
    }

    private void requireNumber(String method) {
        if (current != Event.VALUE_NUMBER) {
            throw new IllegalStateException(method + " is for VALUE_NUMBER; the parser is at " + current);
        }
    }

    @Override
    public boolean isIntegralNumber() {
        requireNumber("isIntegralNumber()");
        try {
            return number().isIntegral();
        } catch (JsonException e) {
            throw Errors.reading(e);
        }
    }

    @Override
    public int getInt() {
        requireNumber("getInt()");
        try {
            ReadNumber n = number();
            return n.isLong() ? (int) n.longValue() : n.decimal().intValue();
        } catch (JsonException e) {
            throw Errors.reading(e);
        }
    }

    @Override
    public long getLong() {
        requireNumber("getLong()");
        try {
            ReadNumber n = number();
            return n.isLong() ? n.longValue() : n.decimal().longValue();
        } catch (JsonException e) {
            throw Errors.reading(e);
        }
    }

    @Override
    public BigDecimal getBigDecimal() {
        requireNumber("getBigDecimal()");
        try {
            return number().decimal();
        } catch (JsonException e) {
            throw Errors.reading(e);
        }
    }

    @Override
    public JsonLocation getLocation() {
        return Location.of(in.location());
    }

    @Override
    public JsonObject getObject() {
        if (current != Event.START_OBJECT) {
            throw new IllegalStateException("getObject() is for START_OBJECT; the parser is at " + current);
        }
        try {
            JsonObject o = (JsonObject) TreeReading.restOfObject(in, keys);
            current = closed(Event.END_OBJECT);
            return o;
        } catch (JsonException e) {
            throw Errors.reading(e);
        }
    }

    @Override
    public JsonArray getArray() {
        if (current != Event.START_ARRAY) {
            throw new IllegalStateException("getArray() is for START_ARRAY; the parser is at " + current);
        }
        try {
            JsonArray a = (JsonArray) TreeReading.restOfArray(in, keys);
            current = closed(Event.END_ARRAY);
            return a;
        } catch (JsonException e) {
            throw Errors.reading(e);
        }
    }

    @Override
    public JsonValue getValue() {
        Event e = current;
        if (e == null) throw new IllegalStateException("getValue() needs an event; call next() first");
        switch (e) {
            case START_OBJECT: return getObject();
            case START_ARRAY: return getArray();
            case KEY_NAME:
            case VALUE_STRING: return new StringValue(getString());
            case VALUE_NUMBER: return numberValue();
            case VALUE_TRUE: return JsonValue.TRUE;
            case VALUE_FALSE: return JsonValue.FALSE;
            case VALUE_NULL: return JsonValue.NULL;
            default: throw new IllegalStateException("getValue() cannot be called at " + e);
        }
    }

    private JsonValue numberValue() {
        try {
            return number().value();
        } catch (JsonException x) {
            throw Errors.reading(x);
        }
    }

    @Override
    public void skipArray() {
        if (container != ARRAY) return;
        try {
            skipRest();
            in.endArray();
        } catch (JsonException e) {
            throw Errors.reading(e);
        }
        current = closed(Event.END_ARRAY);
    }

    @Override
    public void skipObject() {
        if (container != OBJECT) return;
        try {
            skipRest();
            in.endObject();
        } catch (JsonException e) {
            throw Errors.reading(e);
        }
        current = closed(Event.END_OBJECT);
    }

    private void skipRest() {
        pending = NOTHING;
        text = null;
        // a pending value is still in the reader and is skipped with the rest
        while (in.hasNext()) in.skipValue();
    }

    @Override
    public Stream<JsonValue> getArrayStream() {
        if (current != Event.START_ARRAY) {
            throw new IllegalStateException("getArrayStream() is for START_ARRAY; the parser is at " + current);
        }
        return StreamSupport.stream(new Elements(), false);
    }

    @Override
    public Stream<Map.Entry<String, JsonValue>> getObjectStream() {
        if (current != Event.START_OBJECT) {
            throw new IllegalStateException("getObjectStream() is for START_OBJECT; the parser is at " + current);
        }
        return StreamSupport.stream(new Members(), false);
    }

    @Override
    public Stream<JsonValue> getValueStream() {
        if (depth > 0 || current != null) {
            throw new IllegalStateException("getValueStream() is for a parser that has not started; it is at " + current);
        }
        return StreamSupport.stream(new TopValues(), false);
    }

    private final class Elements extends Spliterators.AbstractSpliterator<JsonValue> {
        Elements() {
            super(Long.MAX_VALUE, Spliterator.ORDERED | Spliterator.NONNULL);
        }

        @Override
        public boolean tryAdvance(Consumer<? super JsonValue> action) {
            if (next() == Event.END_ARRAY) return false;
            action.accept(getValue());
            return true;
        }
    }

    private final class Members extends Spliterators.AbstractSpliterator<Map.Entry<String, JsonValue>> {
        Members() {
            super(Long.MAX_VALUE, Spliterator.ORDERED | Spliterator.NONNULL);
        }

        @Override
        public boolean tryAdvance(Consumer<? super Map.Entry<String, JsonValue>> action) {
            if (next() == Event.END_OBJECT) return false;
            String name = getString();
            next();
            action.accept(new AbstractMap.SimpleImmutableEntry<>(name, getValue()));
            return true;
        }
    }

    private final class TopValues extends Spliterators.AbstractSpliterator<JsonValue> {
        TopValues() {
            super(Long.MAX_VALUE, Spliterator.ORDERED | Spliterator.NONNULL);
        }

        @Override
        public boolean tryAdvance(Consumer<? super JsonValue> action) {
            if (!hasNext()) return false;
            next();
            action.accept(getValue());
            return true;
        }
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (JsonException e) {
            throw Errors.reading(e);
        }
    }
}
