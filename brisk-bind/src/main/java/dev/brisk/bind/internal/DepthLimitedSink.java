package dev.brisk.bind.internal;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonSink;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Bounds the nesting depth of what codecs push into a sink that has no depth limit of its own
 * (the binary builders, user sinks), so that writing a cyclic object graph fails with a clear
 * error instead of a StackOverflowError. {@code JsonWriter} has the same limit built in.
 */
public final class DepthLimitedSink implements JsonSink {
    private final JsonSink out;
    private final int maxDepth;
    private int depth;

    public DepthLimitedSink(JsonSink out, int maxDepth) {
        this.out = out;
        this.maxDepth = maxDepth;
    }

    private void enter() {
        if (++depth > maxDepth) {
            throw new JsonException("Nesting depth exceeds the limit of " + maxDepth
                    + " while writing; is the object graph cyclic? (raise it with Brisk.Builder.maxWriteDepth)", null);
        }
    }

    @Override public void beginObject() { enter(); out.beginObject(); }
    @Override public void beginObject(int sizeHint) { enter(); out.beginObject(sizeHint); }
    @Override public void endObject() { depth--; out.endObject(); }
    @Override public void beginArray() { enter(); out.beginArray(); }
    @Override public void beginArray(int sizeHint) { enter(); out.beginArray(sizeHint); }
    @Override public void endArray() { depth--; out.endArray(); }
    @Override public void name(String name) { out.name(name); }
    @Override public void name(dev.brisk.json.Names names, int index) { out.name(names, index); }
    @Override public void name(byte[] utf8, int offset, int length) { out.name(utf8, offset, length); }
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
