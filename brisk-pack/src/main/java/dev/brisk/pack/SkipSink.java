package dev.brisk.pack;

import dev.brisk.json.JsonSink;
import java.math.BigDecimal;
import java.math.BigInteger;

/** A sink that discards everything: skipping is copying into nowhere. */
final class SkipSink implements JsonSink {
    static final SkipSink INSTANCE = new SkipSink();

    private SkipSink() {}

    @Override public void beginObject() {}
    @Override public void endObject() {}
    @Override public void beginArray() {}
    @Override public void endArray() {}
    @Override public void name(String name) {}
    @Override public void name(byte[] utf8, int offset, int length) {}
    @Override public void stringValue(String value) {}
    @Override public void stringValue(byte[] utf8, int offset, int length) {}
    @Override public void numberValue(long value) {}
    @Override public void numberValue(double value) {}
    @Override public void numberValue(float value) {}
    @Override public void numberValue(BigInteger value) {}
    @Override public void numberValue(BigDecimal value) {}
    @Override public void numberText(String text) {}
    @Override public void booleanValue(boolean value) {}
    @Override public void nullValue() {}
}
