package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.bind.CodecLookup;
import dev.brisk.bind.Types;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalQuery;
import java.util.Locale;

/**
 * The codecs of properties with a format ({@code @JsonPattern}, {@code @JsonString}, Jackson's
 * {@code @JsonFormat}): java.time values in a pattern, numbers as strings. Both codec paths get
 * them through {@link CodecLookup#formatted}; a format that does not fit the property's type
 * fails when the codec is built, not on the first value.
 */
public final class FormattedCodecs {
    private FormattedCodecs() { }

    /** The codec of a {@code type} property with {@code pattern} (or null) and/or numbers as strings. */
    @SuppressWarnings("unchecked")
    public static <T> Codec<T> of(CodecLookup lookup, java.lang.reflect.Type type, String pattern, boolean asString) {
        Codec<Object> plain = lookup.codec(type);
        if (pattern != null) return (Codec<T>) patterned(Types.raw(type), pattern);
        if (asString) {
            Class<?> raw = Types.raw(type);
            if (!isNumber(raw)) {
                throw new IllegalArgumentException("A number-as-string format applies to numbers, not to " + type.getTypeName());
            }
            return (Codec<T>) new NumberAsString(plain, lookup);
        }
        return (Codec<T>) plain;
    }

    private static boolean isNumber(Class<?> c) {
        return c == int.class || c == long.class || c == double.class || c == float.class || c == short.class
                || c == byte.class || c == Integer.class || c == Long.class || c == Double.class || c == Float.class
                || c == Short.class || c == Byte.class || c == BigInteger.class || c == BigDecimal.class;
    }

    private static Codec<?> patterned(Class<?> raw, String pattern) {
        DateTimeFormatter f;
        try {
            f = DateTimeFormatter.ofPattern(pattern, Locale.ROOT);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Bad date-time pattern '" + pattern + "': " + e.getMessage(), e);
        }
        TemporalQuery<?> query;
        TemporalAccessor sample;
        ZonedDateTime at = ZonedDateTime.of(2024, 2, 29, 13, 45, 30, 123_000_000, ZoneOffset.UTC);
        if (raw == LocalDate.class) { query = LocalDate::from; sample = at.toLocalDate(); }
        else if (raw == LocalDateTime.class) { query = LocalDateTime::from; sample = at.toLocalDateTime(); }
        else if (raw == LocalTime.class) { query = LocalTime::from; sample = at.toLocalTime(); }
        else if (raw == OffsetDateTime.class) { query = OffsetDateTime::from; sample = at.toOffsetDateTime(); }
        else if (raw == ZonedDateTime.class) { query = ZonedDateTime::from; sample = at; }
        else if (raw == YearMonth.class) { query = YearMonth::from; sample = YearMonth.from(at); }
        else if (raw == Instant.class) { f = f.withZone(ZoneOffset.UTC); query = Instant::from; sample = at.toInstant(); }
        else throw new IllegalArgumentException("A date-time pattern applies to java.time types, not to " + raw.getName());
        try {
            // a pattern with fields the type lacks (a time in a LocalDate) fails here, once
            f.parse(f.format(sample), query);
        } catch (DateTimeException e) {
            throw new IllegalArgumentException("Date-time pattern '" + pattern + "' does not fit " + raw.getSimpleName()
                    + ": " + e.getMessage(), e);
        }
        return new Patterned(f, query, raw.getSimpleName(), pattern);
    }

    /** A java.time value as a string in one pattern. */
    private static final class Patterned implements Codec<Object> {
        private final DateTimeFormatter formatter;
        private final TemporalQuery<?> query;
        private final String expected;

        Patterned(DateTimeFormatter formatter, TemporalQuery<?> query, String typeName, String pattern) {
            this.formatter = formatter;
            this.query = query;
            this.expected = "expected a " + typeName + " in the form '" + pattern + "'";
        }

        @Override
        public Object read(JsonReader in) {
            JsonToken t = in.peek();
            if (t == JsonToken.NULL) {
                in.nextNull();
                return null;
            }
            if (t != JsonToken.STRING) throw in.error(expected + " but found " + t);
            String s = in.nextString();
            try {
                return formatter.parse(s, query);
            } catch (DateTimeException e) {
                throw in.error(expected + " but found '" + s + "'");
            }
        }

        @Override
        public void write(JsonSink out, Object value) {
            if (value == null) out.nullValue();
            else out.stringValue(formatter.format((TemporalAccessor) value));
        }
    }

    /**
     * A number written as a string of its text ({@code toString}, as Jackson writes it) and read
     * from such a string or a plain number, by the property's own codec (so range and exactness
     * errors are the same).
     */
    private static final class NumberAsString implements Codec<Object> {
        private final Codec<Object> plain;
        private final CodecLookup lookup;

        NumberAsString(Codec<Object> plain, CodecLookup lookup) {
            this.plain = plain;
            this.lookup = lookup;
        }

        @Override
        public Object read(JsonReader in) {
            if (in.peek() != JsonToken.STRING) return plain.read(in);
            String s = in.nextString();
            Object value = null;
            boolean ok;
            try (JsonReader number = lookup.options().readerOptions().reader(s)) {
                ok = number.peek() == JsonToken.NUMBER;
                if (ok) value = plain.read(number);
                ok = ok && !number.hasNextValue();
            } catch (JsonException e) {
                throw in.error("expected a number in the string but found '" + s + "': " + e.detail());
            }
            if (!ok) throw in.error("expected a number in the string but found '" + s + "'");
            return value;
        }

        @Override
        public void write(JsonSink out, Object value) {
            if (value == null) out.nullValue();
            else out.stringValue(value.toString());
        }

        @Override
        public Object missingValue() { return plain.missingValue(); }
    }
}
