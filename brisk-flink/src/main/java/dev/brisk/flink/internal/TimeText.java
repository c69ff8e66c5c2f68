package dev.brisk.flink.internal;

import static java.time.temporal.ChronoField.NANO_OF_SECOND;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalQueries;
import org.apache.flink.table.data.TimestampData;

/**
 * The text forms of DATE, TIME and the timestamp types, as Flink's {@code json} format reads and
 * writes them: {@code SQL} ({@code 2020-12-30 12:13:14.123}) or {@code ISO-8601}
 * ({@code 2020-12-30T12:13:14.123}); local-zone timestamps end with a literal {@code Z} and are
 * in UTC. TIME keeps milliseconds, as in {@code json}. Immutable; one per format.
 */
public final class TimeText {
    private static final DateTimeFormatter SQL_TIME = new DateTimeFormatterBuilder()
            .appendPattern("HH:mm:ss").appendFraction(NANO_OF_SECOND, 0, 9, true).toFormatter();
    private static final DateTimeFormatter SQL_TIMESTAMP = new DateTimeFormatterBuilder()
            .append(DateTimeFormatter.ISO_LOCAL_DATE).appendLiteral(' ').append(SQL_TIME).toFormatter();
    private static final DateTimeFormatter SQL_TIMESTAMP_LTZ = new DateTimeFormatterBuilder()
            .append(DateTimeFormatter.ISO_LOCAL_DATE).appendLiteral(' ').append(SQL_TIME).appendLiteral('Z').toFormatter();
    private static final DateTimeFormatter ISO_TIMESTAMP_LTZ = new DateTimeFormatterBuilder()
            .append(DateTimeFormatter.ISO_LOCAL_DATE).appendLiteral('T').append(DateTimeFormatter.ISO_LOCAL_TIME)
            .appendLiteral('Z').toFormatter();

    /** The {@code SQL} layout (Flink's default). */
    public static final TimeText SQL = new TimeText(SQL_TIMESTAMP, SQL_TIMESTAMP_LTZ, ' ');
    /** The {@code ISO-8601} layout. */
    public static final TimeText ISO_8601 = new TimeText(DateTimeFormatter.ISO_LOCAL_DATE_TIME, ISO_TIMESTAMP_LTZ, 'T');

    private final DateTimeFormatter timestamp;
    private final DateTimeFormatter timestampLtz;
    private final char separator;

    private TimeText(DateTimeFormatter timestamp, DateTimeFormatter timestampLtz, char separator) {
        this.timestamp = timestamp;
        this.timestampLtz = timestampLtz;
        this.separator = separator;
    }

    /** The layout named by the {@code timestamp-format.standard} option. */
    public static TimeText named(String standard) {
        if ("SQL".equals(standard)) return SQL;
        if ("ISO-8601".equals(standard)) return ISO_8601;
        throw new IllegalArgumentException("Unsupported timestamp-format.standard '" + standard + "': expected 'SQL' or 'ISO-8601'");
    }

    static int parseDate(String text) {
        return (int) DateTimeFormatter.ISO_LOCAL_DATE.parse(text).query(TemporalQueries.localDate()).toEpochDay();
    }

    static int parseTime(String text) {
        LocalTime t = SQL_TIME.parse(text).query(TemporalQueries.localTime());
        return (int) (t.toNanoOfDay() / 1_000_000);
    }

    TimestampData parseTimestamp(String text) {
        int[] nanos = new int[1];
        long millis = FastTimestamp.parse(text, separator, false, nanos);
        if (millis != FastTimestamp.NOT_COMMON) return TimestampData.fromEpochMillis(millis, nanos[0]);
        return TimestampData.fromLocalDateTime(localDateTime(timestamp.parse(text)));
    }

    TimestampData parseTimestampLtz(String text) {
        int[] nanos = new int[1];
        long millis = FastTimestamp.parse(text, separator, true, nanos);
        if (millis != FastTimestamp.NOT_COMMON) return TimestampData.fromEpochMillis(millis, nanos[0]);
        return TimestampData.fromInstant(localDateTime(timestampLtz.parse(text)).toInstant(ZoneOffset.UTC));
    }

    /** The formatter's reading, for tests of the fast path. */
    TimestampData parseTimestampSlowly(String text, boolean localZone) {
        return localZone ? TimestampData.fromInstant(localDateTime(timestampLtz.parse(text)).toInstant(ZoneOffset.UTC))
                : TimestampData.fromLocalDateTime(localDateTime(timestamp.parse(text)));
    }

    private static LocalDateTime localDateTime(TemporalAccessor parsed) {
        return LocalDateTime.of(parsed.query(TemporalQueries.localDate()), parsed.query(TemporalQueries.localTime()));
    }

    static String formatDate(int epochDay) {
        return DateTimeFormatter.ISO_LOCAL_DATE.format(LocalDate.ofEpochDay(epochDay));
    }

    static String formatTime(int millisOfDay) {
        return SQL_TIME.format(LocalTime.ofNanoOfDay(millisOfDay * 1_000_000L));
    }

    String formatTimestamp(TimestampData t) {
        return timestamp.format(t.toLocalDateTime());
    }

    String formatTimestampLtz(TimestampData t) {
        return timestampLtz.format(LocalDateTime.ofInstant(t.toInstant(), ZoneOffset.UTC));
    }
}
