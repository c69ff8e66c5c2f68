package dev.brisk.json;

/** Whether bytes are exactly one RFC 8259 number (for numbers quoted as strings). */
final class NumberGrammarCheck {
    private NumberGrammarCheck() {}

    static boolean isNumber(byte[] b, int start, int end) {
        int p = start;
        if (p < end && b[p] == '-') p++;
        if (p >= end) return false;
        if (b[p] == '0') {
            p++;
        } else if (isDigit(b[p])) {
            while (p < end && isDigit(b[p])) p++;
        } else {
            return false;
        }
        if (p < end && b[p] == '.') {
            p++;
            if (p >= end || !isDigit(b[p])) return false;
            while (p < end && isDigit(b[p])) p++;
        }
        if (p < end && (b[p] == 'e' || b[p] == 'E')) {
            p++;
            if (p < end && (b[p] == '+' || b[p] == '-')) p++;
            if (p >= end || !isDigit(b[p])) return false;
            while (p < end && isDigit(b[p])) p++;
        }
        return p == end;
    }

    static boolean isIntegral(byte[] b, int start, int end) {
        for (int p = start; p < end; p++) {
            int c = b[p];
            if (c == '.' || c == 'e' || c == 'E') return false;
        }
        return true;
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }
}
