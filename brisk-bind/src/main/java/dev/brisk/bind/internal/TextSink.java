package dev.brisk.bind.internal;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonSink;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A minimal compact JSON text sink over a StringBuilder, for buffering one object of a sealed
 * type whose discriminator is not its first member. Not a general writer (that is
 * {@code JsonWriter}); it trusts the caller (a {@code JsonReader} copying a valid value) to make
 * well-nested calls.
 */
final class TextSink implements JsonSink {
    private final StringBuilder sb = new StringBuilder(128);
    private boolean needComma;

    @Override public void beginObject() { comma(); sb.append('{'); needComma = false; }
    @Override public void endObject() { sb.append('}'); needComma = true; }
    @Override public void beginArray() { comma(); sb.append('['); needComma = false; }
    @Override public void endArray() { sb.append(']'); needComma = true; }

    @Override public void name(String name) {
        comma();
        quote(name);
        sb.append(':');
        needComma = false;
    }

    @Override public void stringValue(String value) { comma(); quote(value); needComma = true; }
    @Override public void numberValue(long value) { comma(); sb.append(value); needComma = true; }

    @Override public void numberValue(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) throw new JsonException("Cannot buffer non-finite number " + value, null);
        comma();
        sb.append(value);
        needComma = true;
    }

    @Override public void numberValue(BigInteger value) { comma(); sb.append(value); needComma = true; }
    @Override public void numberValue(BigDecimal value) { comma(); sb.append(value); needComma = true; }
    @Override public void numberText(String text) { comma(); sb.append(text); needComma = true; }
    @Override public void booleanValue(boolean value) { comma(); sb.append(value); needComma = true; }
    @Override public void nullValue() { comma(); sb.append("null"); needComma = true; }

    private void comma() {
        if (needComma) sb.append(',');
    }

    private void quote(String s) {
        sb.append('"');
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\').append(c);
            } else if (c < 0x20) {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        sb.append('"');
    }

    String text() { return sb.toString(); }
}
