package dev.brisk.bind;

import dev.brisk.json.JsonSink;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/** A sink that records the calls it gets, with no depth limit of its own. */
final class RecordingSink implements JsonSink {
    final List<String> calls = new ArrayList<>();

    @Override public void beginObject() { calls.add("{"); }
    @Override public void endObject() { calls.add("}"); }
    @Override public void beginArray() { calls.add("["); }
    @Override public void endArray() { calls.add("]"); }
    @Override public void name(String name) { calls.add("name:" + name); }
    @Override public void stringValue(String value) { calls.add("string:" + value); }
    @Override public void numberValue(long value) { calls.add("long:" + value); }
    @Override public void numberValue(double value) { calls.add("double:" + value); }
    @Override public void numberValue(BigInteger value) { calls.add("bigint:" + value); }
    @Override public void numberValue(BigDecimal value) { calls.add("bigdec:" + value); }
    @Override public void numberText(String text) { calls.add("number:" + text); }
    @Override public void booleanValue(boolean value) { calls.add("bool:" + value); }
    @Override public void nullValue() { calls.add("null"); }
}
