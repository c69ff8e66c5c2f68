package dev.brisk.jsonp;

/**
 * Decimal numbers without a BigDecimal: whether number text is what the API calls integral, and
 * the text {@code BigDecimal.toString()} gives for an unscaled value and scale (what the API
 * makes {@code JsonNumber.toString()} and what Parsson writes), for numbers that
 * {@link ReadNumber} keeps as those two.
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

    /**
     * The ASCII of {@code BigDecimal.valueOf(unscaled, scale).toString()}, exactly sized, for an
     * unscaled value other than {@code Long.MIN_VALUE} (at most 19 digits): plain digits with a point when the scale is positive
     * and the adjusted exponent is at least -6, else one digit, the rest after a point, and
     * {@code E} with the signed adjusted exponent.
     */
    static byte[] text(long unscaled, int scale) {
        byte[] digits = new byte[19];
        int nd = 0;
        long v = unscaled < 0 ? -unscaled : unscaled;
        do {
            digits[18 - nd++] = (byte) ('0' + v % 10);
            v /= 10;
        } while (v != 0);
        int first = 19 - nd;
        byte[] out = new byte[nd + 32];
        int p = 0;
        if (unscaled < 0) out[p++] = '-';
        long adjusted = (long) nd - 1 - scale;
        if (scale == 0) {
            System.arraycopy(digits, first, out, p, nd);
            p += nd;
        } else if (scale > 0 && adjusted >= -6) {
            int whole = nd - scale;
            if (whole > 0) {
                System.arraycopy(digits, first, out, p, whole);
                p += whole;
                out[p++] = '.';
                System.arraycopy(digits, first + whole, out, p, scale);
                p += scale;
            } else {
                out[p++] = '0';
                out[p++] = '.';
                for (int z = 0; z < -whole; z++) out[p++] = '0';
                System.arraycopy(digits, first, out, p, nd);
                p += nd;
            }
        } else {
            out[p++] = digits[first];
            if (nd > 1) {
                out[p++] = '.';
                System.arraycopy(digits, first + 1, out, p, nd - 1);
                p += nd - 1;
            }
            out[p++] = 'E';
            if (adjusted > 0) out[p++] = '+';
            String e = Long.toString(adjusted);
            for (int k = 0; k < e.length(); k++) out[p++] = (byte) e.charAt(k);
        }
        return java.util.Arrays.copyOf(out, p);
    }
}
