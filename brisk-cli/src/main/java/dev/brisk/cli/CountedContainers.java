package dev.brisk.cli;

import dev.brisk.json.JsonSink;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A sink that opens every array and object with its member count known in advance (from a
 * first pass, {@link ContainerCounts}), so that a MessagePack writer can write each header
 * before its members and stream: without the counts it must hold a container's members until
 * the container closes, which for a top-level array is the whole document.
 */
final class CountedContainers implements JsonSink {

    private final JsonSink target;
    private final ContainerCounts counts;
    private long next;

    CountedContainers(JsonSink target, ContainerCounts counts) {
        this.target = target;
        this.counts = counts;
    }

    @Override public void beginObject() { target.beginObject(counts.get(next++)); }
    @Override public void beginObject(int sizeHint) { beginObject(); }
    @Override public void endObject() { target.endObject(); }
    @Override public void beginArray() { target.beginArray(counts.get(next++)); }
    @Override public void beginArray(int sizeHint) { beginArray(); }
    @Override public void endArray() { target.endArray(); }
    @Override public void name(String name) { target.name(name); }
    @Override public void name(byte[] utf8, int offset, int length) { target.name(utf8, offset, length); }
    @Override public void stringValue(String value) { target.stringValue(value); }
    @Override public void stringValue(byte[] utf8, int offset, int length) { target.stringValue(utf8, offset, length); }
    @Override public void numberValue(int value) { target.numberValue(value); }
    @Override public void numberValue(long value) { target.numberValue(value); }
    @Override public void numberValue(double value) { target.numberValue(value); }
    @Override public void numberValue(float value) { target.numberValue(value); }
    @Override public void numberValue(BigInteger value) { target.numberValue(value); }
    @Override public void numberValue(BigDecimal value) { target.numberValue(value); }
    @Override public void numberText(String text) { target.numberText(text); }
    @Override public void numberText(byte[] ascii, int offset, int length) { target.numberText(ascii, offset, length); }
    @Override public void booleanValue(boolean value) { target.booleanValue(value); }
    @Override public void nullValue() { target.nullValue(); }
}
