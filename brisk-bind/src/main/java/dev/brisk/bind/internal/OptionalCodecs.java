package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.json.BytesCursor;
import dev.brisk.json.ValueCursor;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;

import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Optional values: JSON null and a missing property read as empty; empty is written as null,
 * or left out when the mapper omits nulls.
 */
final class OptionalCodecs {
    private OptionalCodecs() { }

    static boolean readNull(JsonReader in) {
        if (in.peek() == JsonToken.NULL) {
            in.nextNull();
            return true;
        }
        return false;
    }

    static final class OfObject<T> implements Codec<Optional<T>> {
        private final Codec<T> element;
        OfObject(Codec<T> element) { this.element = element; }
        @Override public Optional<T> read(JsonReader in) {
            return readNull(in) ? Optional.empty() : Optional.ofNullable(element.read(in));
        }
        @Override public Optional<T> readBytes(BytesCursor in) {
            return in.nextNull() ? Optional.empty() : Optional.ofNullable(element.readBytes(in));
        }

        @Override public Optional<T> readValues(ValueCursor in) {
            return in.nextNull() ? Optional.empty() : Optional.ofNullable(element.readValues(in));
        }
        @Override public void write(JsonSink out, Optional<T> v) {
            if (v == null || v.isEmpty()) out.nullValue(); else element.write(out, v.get());
        }
        @Override public Optional<T> missingValue() { return Optional.empty(); }
        @Override public boolean isAbsent(Optional<T> v) { return v == null || v.isEmpty(); }
    }

    static final class OfInt implements Codec<OptionalInt> {
        @Override public OptionalInt read(JsonReader in) { return readNull(in) ? OptionalInt.empty() : OptionalInt.of(in.nextInt()); }
        @Override public OptionalInt readBytes(BytesCursor in) { return in.nextNull() ? OptionalInt.empty() : OptionalInt.of(in.nextInt()); }
        @Override public OptionalInt readValues(ValueCursor in) { return in.nextNull() ? OptionalInt.empty() : OptionalInt.of(in.nextInt()); }
        @Override public void write(JsonSink out, OptionalInt v) {
            if (v == null || v.isEmpty()) out.nullValue(); else out.numberValue(v.getAsInt());
        }
        @Override public OptionalInt missingValue() { return OptionalInt.empty(); }
        @Override public boolean isAbsent(OptionalInt v) { return v == null || v.isEmpty(); }
    }

    static final class OfLong implements Codec<OptionalLong> {
        @Override public OptionalLong read(JsonReader in) { return readNull(in) ? OptionalLong.empty() : OptionalLong.of(in.nextLong()); }
        @Override public OptionalLong readBytes(BytesCursor in) { return in.nextNull() ? OptionalLong.empty() : OptionalLong.of(in.nextLong()); }
        @Override public OptionalLong readValues(ValueCursor in) { return in.nextNull() ? OptionalLong.empty() : OptionalLong.of(in.nextLong()); }
        @Override public void write(JsonSink out, OptionalLong v) {
            if (v == null || v.isEmpty()) out.nullValue(); else out.numberValue(v.getAsLong());
        }
        @Override public OptionalLong missingValue() { return OptionalLong.empty(); }
        @Override public boolean isAbsent(OptionalLong v) { return v == null || v.isEmpty(); }
    }

    static final class OfDouble implements Codec<OptionalDouble> {
        @Override public OptionalDouble read(JsonReader in) {
            return readNull(in) ? OptionalDouble.empty() : OptionalDouble.of(in.nextDouble());
        }
        @Override public OptionalDouble readBytes(BytesCursor in) { return in.nextNull() ? OptionalDouble.empty() : OptionalDouble.of(in.nextDouble()); }
        @Override public OptionalDouble readValues(ValueCursor in) { return in.nextNull() ? OptionalDouble.empty() : OptionalDouble.of(in.nextDouble()); }
        @Override public void write(JsonSink out, OptionalDouble v) {
            if (v == null || v.isEmpty()) out.nullValue(); else out.numberValue(v.getAsDouble());
        }
        @Override public OptionalDouble missingValue() { return OptionalDouble.empty(); }
        @Override public boolean isAbsent(OptionalDouble v) { return v == null || v.isEmpty(); }
    }
}
