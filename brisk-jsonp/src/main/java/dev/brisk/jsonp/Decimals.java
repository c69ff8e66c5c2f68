package dev.brisk.jsonp;

import java.math.BigDecimal;

/**
 * BigDecimals from JSON number text that the reader has validated: up to 18 significant digits
 * (every number of canada.json and most of any document) become {@code BigDecimal.valueOf(unscaled,
 * scale)} from one pass over the text, with the unscaled value and scale that
 * {@code new BigDecimal(text)} gives; longer ones go to that constructor.
 */
final class Decimals {
    private Decimals() {}

    /** Whether the number's BigDecimal has scale 0 (what the API calls integral), without making it. */
    static boolean isIntegral(String text) {
        int n = text.length();
        int fraction = 0;
        int i = 0;
        while (i < n && text.charAt(i) != '.' && text.charAt(i) != 'e' && text.charAt(i) != 'E') i++;
        if (i < n && text.charAt(i) == '.') {
            int f = ++i;
            while (i < n && text.charAt(i) != 'e' && text.charAt(i) != 'E') i++;
            fraction = i - f;
        }
        if (i == n) return fraction == 0;
        long exponent = exponent(text, i + 1);
        return exponent == fraction;
    }

    /** The exponent written from {@code i} (sign and digits), saturated far beyond any int scale. */
    private static long exponent(String text, int i) {
        boolean negative = false;
        char c = text.charAt(i);
        if (c == '-' || c == '+') {
            negative = c == '-';
            i++;
        }
        long e = 0;
        for (int n = text.length(); i < n && e < 1L << 40; i++) e = e * 10 + (text.charAt(i) - '0');
        return negative ? -e : e;
    }

    static BigDecimal parse(String text) {
        int n = text.length();
        int i = 0;
        boolean negative = text.charAt(0) == '-';
        if (negative) i++;
        long unscaled = 0;
        int digits = 0;
        int fraction = 0;
        boolean inFraction = false;
        for (; i < n; i++) {
            char c = text.charAt(i);
            if (c >= '0' && c <= '9') {
                // leading zeros add nothing to the unscaled value or its digit count
                if (digits > 0 || c != '0') digits++;
                unscaled = unscaled * 10 + (c - '0');
                if (inFraction) fraction++;
            } else if (c == '.') {
                inFraction = true;
            } else {
                break;
            }
            if (digits > 18) return new BigDecimal(text);
        }
        long scale = fraction;
        if (i < n) scale -= exponent(text, i + 1);
        if (scale != (int) scale) return new BigDecimal(text); // let the constructor report it
        return BigDecimal.valueOf(negative ? -unscaled : unscaled, (int) scale);
    }
}
