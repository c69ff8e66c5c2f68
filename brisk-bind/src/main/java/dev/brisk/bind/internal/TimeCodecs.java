package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.json.BytesCursor;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Map;

/**
 * java.time values as ISO-8601 strings, written with the JDK's {@code toString} (which is ISO
 * and round-trips). {@code ZonedDateTime} uses {@link DateTimeFormatter#ISO_ZONED_DATE_TIME}:
 * offset plus the region in brackets when there is one, e.g. {@code 2024-03-01T10:00+01:00[Europe/Paris]}.
 * {@code Year} is written as a number and read from a number or a string.
 */
final class TimeCodecs {
    private TimeCodecs() { }

    static void register(Map<Class<?>, Codec<?>> into) {
        into.put(Instant.class, new TimeCodec<>(Instant.class) {
            @Override Instant parse(String s) { return Instant.parse(s); }
            @Override boolean takes(String s) { return IsoForms.instant(s); }
            // a format's own timestamp (MessagePack's extension) as it is; ISO text elsewhere
            @Override public Instant read(JsonReader in) { return in.nextIsTimestamp() ? in.nextTimestamp() : super.read(in); }
        });
        into.put(LocalDate.class, new TimeCodec<>(LocalDate.class) {
            @Override LocalDate parse(String s) { return LocalDate.parse(s); }
            @Override boolean takes(String s) { return s.length() == 10 && IsoForms.date(s); }
        });
        into.put(LocalTime.class, new TimeCodec<>(LocalTime.class) {
            @Override LocalTime parse(String s) { return LocalTime.parse(s); }
        });
        into.put(LocalDateTime.class, new TimeCodec<>(LocalDateTime.class) {
            @Override LocalDateTime parse(String s) { return LocalDateTime.parse(s); }
            @Override boolean takes(String s) { return IsoForms.dateTimeEnd(s) == s.length(); }
        });
        into.put(OffsetDateTime.class, new TimeCodec<>(OffsetDateTime.class) {
            @Override OffsetDateTime parse(String s) { return OffsetDateTime.parse(s); }
            @Override boolean takes(String s) { return IsoForms.offsetDateTime(s); }
        });
        into.put(ZonedDateTime.class, new TimeCodec<>(ZonedDateTime.class) {
            @Override ZonedDateTime parse(String s) { return ZonedDateTime.parse(s, DateTimeFormatter.ISO_ZONED_DATE_TIME); }
            @Override String format(ZonedDateTime v) { return DateTimeFormatter.ISO_ZONED_DATE_TIME.format(v); }
        });
        into.put(Duration.class, new TimeCodec<>(Duration.class) {
            @Override Duration parse(String s) { return Duration.parse(s); }
        });
        into.put(Period.class, new TimeCodec<>(Period.class) {
            @Override Period parse(String s) { return Period.parse(s); }
        });
        into.put(YearMonth.class, new TimeCodec<>(YearMonth.class) {
            @Override YearMonth parse(String s) { return YearMonth.parse(s); }
        });
        into.put(Year.class, new YearCodec());
    }

    abstract static class TimeCodec<T> implements Codec<T> {
        private final String typeName;

        TimeCodec(Class<T> type) { this.typeName = type.getSimpleName(); }

        abstract T parse(String s);

        String format(T value) { return value.toString(); }

        /**
         * Whether {@code s} is in a form the cursor reads here: one {@link #parse} takes without
         * an exception ({@link IsoForms}); none by default.
         */
        boolean takes(String s) { return false; }

        /** The common ISO forms (see {@link #takes}) parsed as the reader parses them; any other text is the reader's to report. */
        @Override public T readBytes(BytesCursor in) {
            if (in.nextNull()) return null;
            String s = in.nextString();
            if (s == null) return null;
            if (takes(s)) return parse(s);
            in.fail();
            return null;
        }

        @Override public T read(JsonReader in) {
            if (in.peek() == JsonToken.NULL) {
                in.nextNull();
                return null;
            }
            String s = in.nextString();
            try {
                return parse(s);
            } catch (DateTimeParseException e) {
                throw in.error("expected an ISO-8601 " + typeName + " but found '" + TextCodecs.clip(s) + "'");
            }
        }

        @Override public void write(JsonSink out, T value) {
            if (value == null) out.nullValue(); else out.stringValue(format(value));
        }
    }

    static final class YearCodec implements Codec<Year> {
        @Override public Year read(JsonReader in) {
            JsonToken t = in.peek();
            if (t == JsonToken.NULL) {
                in.nextNull();
                return null;
            }
            if (t == JsonToken.STRING) {
                String s = in.nextString();
                try {
                    return Year.parse(s);
                } catch (DateTimeParseException e) {
                    throw in.error("expected an ISO-8601 Year but found '" + TextCodecs.clip(s) + "'");
                }
            }
            int y = in.nextInt();
            if (y < Year.MIN_VALUE || y > Year.MAX_VALUE) throw in.error(y + " is out of Year range");
            return Year.of(y);
        }

        @Override public void write(JsonSink out, Year value) {
            if (value == null) out.nullValue(); else out.numberValue(value.getValue());
        }
    }
}
