package dev.brisk.json;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** A sink that writes down every call, noting whether a byte-slice overload was used. */
final class RecordingSink implements JsonSink {
    final List<String> events = new ArrayList<>();
    int sliceCalls;

    @Override public void beginObject() { events.add("{"); }
    @Override public void endObject() { events.add("}"); }
    @Override public void beginArray() { events.add("["); }
    @Override public void endArray() { events.add("]"); }
    @Override public void name(String name) { events.add("name:" + name); }
    @Override public void name(byte[] utf8, int offset, int length) {
        sliceCalls++;
        events.add("name:" + new String(utf8, offset, length, StandardCharsets.UTF_8));
    }
    @Override public void stringValue(String value) { events.add("string:" + value); }
    @Override public void stringValue(byte[] utf8, int offset, int length) {
        sliceCalls++;
        events.add("string:" + new String(utf8, offset, length, StandardCharsets.UTF_8));
    }
    @Override public void numberValue(long value) { events.add("long:" + value); }
    @Override public void numberValue(double value) { events.add("double:" + value); }
    @Override public void numberValue(BigInteger value) { events.add("bigint:" + value); }
    @Override public void numberValue(BigDecimal value) { events.add("bigdec:" + value); }
    @Override public void numberText(String text) { events.add("number:" + text); }
    @Override public void numberText(byte[] ascii, int offset, int length) {
        sliceCalls++;
        events.add("number:" + new String(ascii, offset, length, StandardCharsets.US_ASCII));
    }
    @Override public void booleanValue(boolean value) { events.add("boolean:" + value); }
    @Override public void nullValue() { events.add("null"); }
}
