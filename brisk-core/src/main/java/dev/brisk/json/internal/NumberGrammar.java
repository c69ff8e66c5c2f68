package dev.brisk.json.internal;

/**
 * The RFC 8259 number grammar: {@code -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?}.
 * No leading {@code +}, no leading zeros, no bare {@code .5} or {@code 5.}, no NaN or Infinity.
 */
public final class NumberGrammar {
    private NumberGrammar() {}

    /** Whether the whole of {@code text} is a JSON number. */
    public static boolean isValid(CharSequence text) {
        int end = text.length();
        int i = 0;
        if (i < end && text.charAt(i) == '-') i++;
        if (i >= end) return false;
        char c = text.charAt(i);
        if (c == '0') {
            i++;
        } else if (c >= '1' && c <= '9') {
            i++;
            while (i < end && isDigit(text.charAt(i))) i++;
        } else {
            return false;
        }
        if (i < end && text.charAt(i) == '.') {
            int first = ++i;
            while (i < end && isDigit(text.charAt(i))) i++;
            if (i == first) return false;
        }
        if (i < end && (text.charAt(i) | 0x20) == 'e') {
            i++;
            if (i < end && (text.charAt(i) == '+' || text.charAt(i) == '-')) i++;
            int first = i;
            while (i < end && isDigit(text.charAt(i))) i++;
            if (i == first) return false;
        }
        return i == end;
    }

    /** Whether {@code b[start, end)} is exactly a JSON number (ASCII bytes). */
    public static boolean isValid(byte[] b, int start, int end) {
        return scan(b, start, end) == end;
    }

    /**
     * Scans the longest JSON number that starts at {@code start} and ends before {@code limit}.
     * Returns the index just after it, or {@code ~i} (negative) when the text at index {@code i}
     * breaks the grammar (e.g. {@code 01}, {@code 1.}, {@code -}, {@code 1e+}). A caller checks
     * that whatever follows the number is a legal delimiter.
     */
    public static int scan(byte[] b, int start, int limit) {
        int i = start;
        if (i < limit && b[i] == '-') i++;
        if (i >= limit) return ~i;
        int c = b[i];
        if (c == '0') {
            i++;
            if (i < limit && isDigit(b[i])) return ~i; // leading zero
        } else if (c >= '1' && c <= '9') {
            i++;
            while (i < limit && isDigit(b[i])) i++;
        } else {
            return ~i;
        }
        if (i < limit && b[i] == '.') {
            int first = ++i;
            while (i < limit && isDigit(b[i])) i++;
            if (i == first) return ~i;
        }
        if (i < limit && (b[i] | 0x20) == 'e') {
            i++;
            if (i < limit && (b[i] == '+' || b[i] == '-')) i++;
            int first = i;
            while (i < limit && isDigit(b[i])) i++;
            if (i == first) return ~i;
        }
        return i;
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }
}
