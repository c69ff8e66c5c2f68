package dev.brisk.json;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * The sink of {@link JsonTextReader#refusalAt}: takes every token the reader's token path gives
 * and throws {@code refused} back when that path reaches the token starting at {@code buf[at]},
 * the one the real sink refused in {@link ContainerWalk}. The reader's place and path are then
 * what they are when the token path itself meets the refusal.
 */
final class RefusalLocator implements JsonSink {
    private final JsonTextReader reader;
    private final int at;
    private final JsonException refused;

    RefusalLocator(JsonTextReader reader, int at, JsonException refused) {
        this.reader = reader;
        this.at = at;
        this.refused = refused;
    }

    private void token() {
        if (reader.tokenStart == at) throw refused;
    }

    @Override public void beginObject() { token(); }
    @Override public void endObject() { token(); }
    @Override public void beginArray() { token(); }
    @Override public void endArray() { token(); }
    @Override public void name(String name) { token(); }
    @Override public void name(byte[] utf8, int offset, int length) { token(); }
    @Override public void stringValue(String value) { token(); }
    @Override public void stringValue(byte[] utf8, int offset, int length) { token(); }
    @Override public void numberValue(long value) { token(); }
    @Override public void numberValue(double value) { token(); }
    @Override public void numberValue(BigInteger value) { token(); }
    @Override public void numberValue(BigDecimal value) { token(); }
    @Override public void numberText(String text) { token(); }
    @Override public void numberText(byte[] ascii, int offset, int length) { token(); }
    @Override public void booleanValue(boolean value) { token(); }
    @Override public void nullValue() { token(); }
}
