package dev.brisk.flink.internal;

/**
 * The common shape of a timestamp, parsed without a {@code DateTimeFormatter}:
 * {@code yyyy-MM-dd HH:mm:ss} (or with {@code T}), an optional fraction of 1 to 9 digits and, for
 * local-zone timestamps, a {@code Z}. Anything else (another shape, an invalid date) is left to
 * the formatter, which then decides as json would: this only ever answers for text the formatter
 * reads the same way. Parsing the formatter's way costs more than the rest of a record.
 */
final class FastTimestamp {
    private FastTimestamp() {}

    /** The signal that the text is not of the common shape. */
    static final long NOT_COMMON = Long.MIN_VALUE;

    private static final int[] DAYS_IN_MONTH = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

    /**
     * Epoch milliseconds of {@code text} as a UTC date-time; its nanoseconds within the
     * millisecond go to {@code nanos[0]}. {@link #NOT_COMMON} when the text is of another shape.
     */
    static long parse(String text, char separator, boolean zulu, int[] nanos) {
        int n = text.length();
        int end = zulu ? n - 1 : n;
        if (end < 19 || (zulu && text.charAt(n - 1) != 'Z')) return NOT_COMMON;
        if (text.charAt(4) != '-' || text.charAt(7) != '-' || text.charAt(10) != separator
                || text.charAt(13) != ':' || text.charAt(16) != ':') {
            return NOT_COMMON;
        }
        int year = digits(text, 0, 4);
        int month = digits(text, 5, 2);
        int day = digits(text, 8, 2);
        int hour = digits(text, 11, 2);
        int minute = digits(text, 14, 2);
        int second = digits(text, 17, 2);
        if ((year | month | day | hour | minute | second) < 0) return NOT_COMMON;
        if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return NOT_COMMON;
        int maxDay = month == 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1];
        if (day > maxDay) return NOT_COMMON;
        int nano = 0;
        if (end > 19) {
            int fraction = end - 20;
            if (text.charAt(19) != '.' || fraction < 1 || fraction > 9) return NOT_COMMON;
            int f = digits(text, 20, fraction);
            if (f < 0) return NOT_COMMON;
            for (int i = fraction; i < 9; i++) f *= 10;
            nano = f;
        }
        long days = epochDay(year, month, day);
        long millis = ((days * 24 + hour) * 60 + minute) * 60_000L + second * 1000L + nano / 1_000_000;
        nanos[0] = nano % 1_000_000;
        return millis;
    }

    /** The value of {@code count} decimal digits from {@code at}, or -1 if one is not a digit. */
    private static int digits(String s, int at, int count) {
        int v = 0;
        for (int i = at; i < at + count; i++) {
            int d = s.charAt(i) - '0';
            if (d < 0 || d > 9) return -1;
            v = v * 10 + d;
        }
        return v;
    }

    private static boolean isLeap(int year) {
        return (year & 3) == 0 && (year % 100 != 0 || year % 400 == 0);
    }

    /** Days since 1970-01-01 of a proleptic Gregorian date (years 0-9999), as {@code LocalDate.toEpochDay}. */
    private static long epochDay(int year, int month, int day) {
        long y = year;
        long total = 365 * y;
        total += (y + 3) / 4 - (y + 99) / 100 + (y + 399) / 400;
        total += (367 * month - 362) / 12;
        total += day - 1;
        if (month > 2) total -= isLeap(year) ? 1 : 2;
        return total - 719528; // days from 0000-01-01 to 1970-01-01
    }
}
