package dev.brisk.flink.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.DateTimeException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.apache.flink.table.data.TimestampData;

/**
 * The fast timestamp path reads exactly what the formatter reads: for text of nearly the common
 * shape (any year, out-of-range fields, fractions of 0 to 10 digits, either separator, with and
 * without Z) the result, or the failure, is the formatter's.
 */
class FastTimestampTest {
    @Property(tries = 3000)
    void readsWhatTheFormatterReads(@ForAll @IntRange(min = 0, max = 9999) int year, @ForAll @IntRange(max = 13) int month,
                                    @ForAll @IntRange(max = 32) int day, @ForAll @IntRange(max = 25) int hour,
                                    @ForAll @IntRange(max = 61) int minute, @ForAll @IntRange(max = 61) int second,
                                    @ForAll @IntRange(max = 10) int fractionDigits, @ForAll @IntRange(max = 999_999_999) int fraction,
                                    @ForAll boolean iso, @ForAll boolean zulu, @ForAll boolean localZone) {
        String f = String.format("%09d", fraction);
        f = fractionDigits == 0 ? "" : "." + (fractionDigits <= 9 ? f.substring(0, fractionDigits) : f + "7");
        String text = String.format("%04d-%02d-%02d%c%02d:%02d:%02d", year, month, day, iso ? 'T' : ' ', hour, minute, second)
                + f + (zulu ? "Z" : "");
        for (TimeText time : new TimeText[] {TimeText.SQL, TimeText.ISO_8601}) {
            assertEquals(slow(time, text, localZone), fast(time, text, localZone), text);
        }
    }

    private static String slow(TimeText time, String text, boolean localZone) {
        try {
            return describe(time.parseTimestampSlowly(text, localZone));
        } catch (DateTimeException e) {
            return "fails";
        }
    }

    private static String fast(TimeText time, String text, boolean localZone) {
        try {
            return describe(localZone ? time.parseTimestampLtz(text) : time.parseTimestamp(text));
        } catch (DateTimeException e) {
            return "fails";
        }
    }

    private static String describe(TimestampData t) {
        return t.getMillisecond() + "ms+" + t.getNanoOfMillisecond() + "ns";
    }
}
