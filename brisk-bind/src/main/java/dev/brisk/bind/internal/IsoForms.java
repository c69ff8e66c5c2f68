package dev.brisk.bind.internal;

/**
 * The common ISO-8601 forms services write, recognized exactly enough that the JDK's parse of
 * them cannot fail: {@code yyyy-MM-dd} (years 0000 to 9999, the day within its month, leap years
 * counted), then {@code 'T'HH:mm:ss} with an optional fraction of 1 to 9 digits (no leap second),
 * then for an instant {@code Z}, for an offset date-time {@code Z} or {@code ±HH:mm} up to
 * ±14:59. The bytes cursor reads time values only in these forms and leaves every other text
 * (shorter times, other offsets, lower case, signs, errors) to the reader, which parses or
 * reports it as always.
 */
final class IsoForms {
    private IsoForms() { }

    /** Whether {@code s} starts with a valid {@code yyyy-MM-dd}. */
    static boolean date(String s) {
        if (s.length() < 10 || s.charAt(4) != '-' || s.charAt(7) != '-') return false;
        int year = digits(s, 0, 4);
        int month = digits(s, 5, 2);
        int day = digits(s, 8, 2);
        if (year < 0 || month < 1 || month > 12 || day < 1) return false;
        return day <= java.time.YearMonth.of(year, month).lengthOfMonth();
    }

    /** Where a valid {@code yyyy-MM-dd'T'HH:mm:ss[.fraction]} at the start of {@code s} ends, or -1. */
    static int dateTimeEnd(String s) {
        if (s.length() < 19 || !date(s) || s.charAt(10) != 'T' || s.charAt(13) != ':' || s.charAt(16) != ':') return -1;
        int hour = digits(s, 11, 2);
        int minute = digits(s, 14, 2);
        int second = digits(s, 17, 2);
        if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return -1;
        int p = 19;
        if (p < s.length() && s.charAt(p) == '.') {
            int f = p + 1;
            while (f < s.length() && f - p <= 9 && isDigit(s.charAt(f))) f++;
            if (f == p + 1 || (f < s.length() && isDigit(s.charAt(f)))) return -1; // none, or more than 9
            p = f;
        }
        return p;
    }

    /** A date-time with {@code Z}. */
    static boolean instant(String s) {
        int p = dateTimeEnd(s);
        return p > 0 && p == s.length() - 1 && s.charAt(p) == 'Z';
    }

    /** A date-time with {@code Z} or {@code ±HH:mm} (hours up to 14). */
    static boolean offsetDateTime(String s) {
        int p = dateTimeEnd(s);
        if (p < 0) return false;
        if (p == s.length() - 1) return s.charAt(p) == 'Z';
        if (p != s.length() - 6 || (s.charAt(p) != '+' && s.charAt(p) != '-') || s.charAt(p + 3) != ':') return false;
        int hours = digits(s, p + 1, 2);
        int minutes = digits(s, p + 4, 2);
        return hours >= 0 && hours <= 14 && minutes >= 0 && minutes <= 59;
    }

    /** The {@code n} decimal digits at {@code s[from]} as a number, or -1 if any is not a digit. */
    private static int digits(String s, int from, int n) {
        int v = 0;
        for (int i = from; i < from + n; i++) {
            char c = s.charAt(i);
            if (!isDigit(c)) return -1;
            v = v * 10 + (c - '0');
        }
        return v;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
