package dev.brisk.jsonp;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonWriter;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerationException;
import jakarta.json.stream.JsonGenerator;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * The API's generator over a Brisk writer. Brisk's writer checks every call against the
 * structure written so far (a value without a name in an object, a name in an array, an end
 * that matches nothing, an incomplete document at close) before writing anything of it; its
 * refusals become {@link jakarta.json.stream.JsonGenerationException}s.
 */
final class StreamGenerator implements JsonGenerator {
    private final JsonWriter out;
    /** Whether each open level is an array (true) or an object, for {@link #writeEnd()}. */
    private boolean[] arrays = new boolean[16];
    private int depth;

    StreamGenerator(JsonWriter out) {
        this.out = out;
    }

    private void opened(boolean array) {
        if (depth == arrays.length) arrays = java.util.Arrays.copyOf(arrays, depth * 2);
        arrays[depth++] = array;
    }

    private static double finite(double value) {
        if (!Double.isFinite(value)) throw new NumberFormatException(value + " is not a JSON number");
        return value;
    }

    private static <T> T present(T value, String what) {
        if (value == null) throw new NullPointerException(what + " cannot be null");
        return value;
    }

    @Override
    public JsonGenerator writeStartObject() {
        try {
            out.beginObject();
            opened(false);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator writeStartObject(String name) {
        present(name, "A name");
        try {
            out.name(name);
            out.beginObject();
            opened(false);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator writeKey(String name) {
        present(name, "A name");
        try {
            out.name(name);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator writeStartArray() {
        try {
            out.beginArray();
            opened(true);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator writeStartArray(String name) {
        present(name, "A name");
        try {
            out.name(name);
            out.beginArray();
            opened(true);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(String name, JsonValue value) {
        present(name, "A name");
        present(value, "A value");
        try {
            out.name(name);
            ValueWriting.write(value, out);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(String name, String value) {
        present(name, "A name");
        present(value, "A value");
        try {
            out.name(name);
            out.stringValue(value);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(String name, BigInteger value) {
        present(name, "A name");
        present(value, "A value");
        try {
            out.name(name);
            out.numberValue(value);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(String name, BigDecimal value) {
        present(name, "A name");
        present(value, "A value");
        try {
            out.name(name);
            ValueWriting.decimal(value, out);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(String name, int value) {
        present(name, "A name");
        try {
            out.name(name);
            out.numberValue(value);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(String name, long value) {
        present(name, "A name");
        try {
            out.name(name);
            out.numberValue(value);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(String name, double value) {
        present(name, "A name");
        finite(value);
        try {
            out.name(name);
            out.numberValue(value);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(String name, boolean value) {
        present(name, "A name");
        try {
            out.name(name);
            out.booleanValue(value);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator writeNull(String name) {
        present(name, "A name");
        try {
            out.name(name);
            out.nullValue();
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator writeEnd() {
        if (depth == 0) throw new JsonGenerationException("writeEnd() outside any object or array, at " + out.path());
        try {
            if (arrays[depth - 1]) out.endArray();
            else out.endObject();
            depth--;
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(JsonValue value) {
        present(value, "A value");
        try {
            ValueWriting.write(value, out);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(String value) {
        present(value, "A value");
        try {
            out.stringValue(value);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(BigDecimal value) {
        present(value, "A value");
        try {
            ValueWriting.decimal(value, out);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(BigInteger value) {
        present(value, "A value");
        try {
            out.numberValue(value);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(int value) {
        try {
            out.numberValue(value);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(long value) {
        try {
            out.numberValue(value);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(double value) {
        finite(value);
        try {
            out.numberValue(value);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(boolean value) {
        try {
            out.booleanValue(value);
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public JsonGenerator writeNull() {
        try {
            out.nullValue();
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
        return this;
    }

    @Override
    public void close() {
        // an incomplete document is refused before anything is flushed or closed: the caller
        // still owns a target that holds no truncated JSON
        if (!out.isComplete()) {
            throw new JsonGenerationException("The JSON is incomplete at " + out.path() + ": close() needs every object and array ended");
        }
        try {
            out.close();
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
    }

    @Override
    public void flush() {
        try {
            out.flush();
        } catch (JsonException e) {
            throw Errors.writing(e);
        }
    }
}
