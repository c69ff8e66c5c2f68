package dev.brisk.json;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * The writer's bridge to number printing and the number grammar. Until the shared number
 * machinery in {@code dev.brisk.json.internal} is on main this holds simple, correct stand-ins.
 */
final class NumberPrinting {
    private NumberPrinting() {}

    /** Writes {@code v} at {@code p} (20 bytes free); returns the new position. */
    static int writeLong(byte[] b, int p, long v) {
        if (v == Long.MIN_VALUE) {
            String s = "-9223372036854775808";
            for (int i = 0; i < s.length(); i++) b[p++] = (byte) s.charAt(i);
            return p;
        }
        if (v < 0) {
            b[p++] = '-';
            v = -v;
        }
        int digits = 1;
        for (long t = v; t >= 10; t /= 10) digits++;
        int end = p + digits;
        for (int i = end - 1; i >= p; i--) {
            b[i] = (byte) ('0' + (v % 10));
            v /= 10;
        }
        return end;
    }

    /** Writes a finite double at {@code p} (32 bytes free); returns the new position. */
    static int writeDouble(byte[] b, int p, double v, boolean javaLayout) {
        return put(b, p, javaLayout ? Double.toString(v) : ecmaScript(Double.toString(v)));
    }

    static int writeFloat(byte[] b, int p, float v, boolean javaLayout) {
        return put(b, p, javaLayout ? Float.toString(v) : ecmaScript(Float.toString(v)));
    }

    static String text(BigInteger v) { return v.toString(); }

    static String text(BigDecimal v) { return v.toString(); }

    private static int put(byte[] b, int p, String s) {
        for (int i = 0; i < s.length(); i++) b[p++] = (byte) s.charAt(i);
        return p;
    }

    /** Re-lays out Java's {@code d.ddd[E-n]} text the way ECMAScript's Number::toString does. */
    private static String ecmaScript(String java) {
        boolean negative = java.charAt(0) == '-';
        String s = negative ? java.substring(1) : java;
        int e = s.indexOf('E');
        int exp = e < 0 ? 0 : Integer.parseInt(s.substring(e + 1));
        String mantissa = e < 0 ? s : s.substring(0, e);
        int dot = mantissa.indexOf('.');
        String digits = mantissa.substring(0, dot) + mantissa.substring(dot + 1);
        int n = dot + exp; // value = 0.digits * 10^n
        int lead = 0;
        while (lead < digits.length() - 1 && digits.charAt(lead) == '0') {
            lead++;
            n--;
        }
        digits = digits.substring(lead);
        int end = digits.length();
        while (end > 1 && digits.charAt(end - 1) == '0') end--;
        digits = digits.substring(0, end);
        StringBuilder sb = new StringBuilder(32);
        if (negative) sb.append('-');
        int k = digits.length();
        if (digits.equals("0")) {
            sb.append('0');
        } else if (k <= n && n <= 21) {
            sb.append(digits);
            for (int i = k; i < n; i++) sb.append('0');
        } else if (0 < n && n <= 21) {
            sb.append(digits, 0, n).append('.').append(digits, n, k);
        } else if (-6 < n && n <= 0) {
            sb.append("0.");
            for (int i = n; i < 0; i++) sb.append('0');
            sb.append(digits);
        } else {
            sb.append(digits.charAt(0));
            if (k > 1) sb.append('.').append(digits, 1, k);
            sb.append('e').append(n - 1 >= 0 ? "+" : "-").append(Math.abs(n - 1));
        }
        return sb.toString();
    }

    /** Whether {@code s} is RFC 8259 number text: {@code -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?}. */
    static boolean isValid(CharSequence s) {
        int n = s.length();
        int i = 0;
        if (i < n && s.charAt(i) == '-') i++;
        if (i >= n) return false;
        char c = s.charAt(i);
        if (c == '0') {
            i++;
        } else if (c >= '1' && c <= '9') {
            while (i < n && isDigit(s.charAt(i))) i++;
        } else {
            return false;
        }
        if (i < n && s.charAt(i) == '.') {
            i++;
            int start = i;
            while (i < n && isDigit(s.charAt(i))) i++;
            if (i == start) return false;
        }
        if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) i++;
            int start = i;
            while (i < n && isDigit(s.charAt(i))) i++;
            if (i == start) return false;
        }
        return i == n;
    }

    static boolean isValid(byte[] b, int start, int end) {
        int i = start;
        if (i < end && b[i] == '-') i++;
        if (i >= end) return false;
        byte c = b[i];
        if (c == '0') {
            i++;
        } else if (c >= '1' && c <= '9') {
            while (i < end && isDigit(b[i])) i++;
        } else {
            return false;
        }
        if (i < end && b[i] == '.') {
            i++;
            int s = i;
            while (i < end && isDigit(b[i])) i++;
            if (i == s) return false;
        }
        if (i < end && (b[i] == 'e' || b[i] == 'E')) {
            i++;
            if (i < end && (b[i] == '+' || b[i] == '-')) i++;
            int s = i;
            while (i < end && isDigit(b[i])) i++;
            if (i == s) return false;
        }
        return i == end;
    }

    private static boolean isDigit(int c) { return c >= '0' && c <= '9'; }
}
