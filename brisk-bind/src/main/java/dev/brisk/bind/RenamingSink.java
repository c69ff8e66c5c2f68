package dev.brisk.bind;

import dev.brisk.json.JsonSink;
import dev.brisk.json.Names;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * Passes everything on to another sink, with the names of the members at its own level (not
 * those of nested objects) between a prefix and a suffix: what an unwrapped value's members are
 * written through ({@link UnwrappedCodec}). Nested unwrapped values wrap it again, so prefixes
 * compose from the outside in.
 */
final class RenamingSink implements JsonSink {
    private final JsonSink out;
    private final String prefix;
    private final String suffix;
    /** Containers opened through this sink and not yet closed: names are renamed only at 0. */
    private int depth;

    RenamingSink(JsonSink out, String prefix, String suffix) {
        this.out = out;
        this.prefix = prefix;
        this.suffix = suffix;
    }

    @Override public void beginObject() { depth++; out.beginObject(); }
    @Override public void beginObject(int sizeHint) { depth++; out.beginObject(sizeHint); }
    @Override public void endObject() { depth--; out.endObject(); }
    @Override public void beginArray() { depth++; out.beginArray(); }
    @Override public void beginArray(int sizeHint) { depth++; out.beginArray(sizeHint); }
    @Override public void endArray() { depth--; out.endArray(); }

    @Override
    public void name(String name) { out.name(depth == 0 ? prefix + name + suffix : name); }

    @Override
    public void name(Names names, int index) {
        if (depth == 0) name(names.get(index)); else out.name(names, index);
    }

    @Override
    public void name(byte[] utf8, int offset, int length) {
        if (depth == 0) name(new String(utf8, offset, length, StandardCharsets.UTF_8)); else out.name(utf8, offset, length);
    }

    @Override public void stringValue(String value) { out.stringValue(value); }
    @Override public void stringValue(byte[] utf8, int offset, int length) { out.stringValue(utf8, offset, length); }
    @Override public void numberValue(int value) { out.numberValue(value); }
    @Override public void numberValue(long value) { out.numberValue(value); }
    @Override public void numberValue(double value) { out.numberValue(value); }
    @Override public void numberValue(float value) { out.numberValue(value); }
    @Override public void numberValue(BigInteger value) { out.numberValue(value); }
    @Override public void numberValue(BigDecimal value) { out.numberValue(value); }
    @Override public void numberText(String text) { out.numberText(text); }
    @Override public void numberText(byte[] ascii, int offset, int length) { out.numberText(ascii, offset, length); }
    @Override public void booleanValue(boolean value) { out.booleanValue(value); }
    @Override public void nullValue() { out.nullValue(); }
}
