package dev.brisk.json.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Reads {@code double} and {@code float} values, correctly rounded (IEEE round half to even),
 * from text already validated as a JSON number, creating no object on the common path.
 *
 * <p>The first 19 significant digits are gathered into a 64-bit {@code w} and the rest of the
 * text into a decimal exponent {@code q}, so that the value is {@code w * 10^q} (exactly, or just
 * above it when nonzero digits were cut off). Then, fastest first: Clinger's fast path when
 * {@code w} and {@code 10^|q|} are both exact in the binary format (one correctly rounded
 * multiplication or division); Eisel–Lemire for everything else, twice ({@code w} and
 * {@code w + 1}) when digits were cut off, accepting the result when both agree; and exact
 * decimal arithmetic ({@link ExactDecimalRounding}) for the rare inputs those cannot decide.
 *
 * <p>A float is rounded once, directly from the text, never through a double. A finite text
 * too large for the type returns an infinity of its sign; the caller decides whether that is an
 * error. Text too small becomes a zero of its sign.
 */
public final class DoubleParser {
    private DoubleParser() {}

    private static final VarHandle LONG_LE =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** Digits that always fit an unsigned 64-bit accumulator: 10^19 - 1 < 2^64. */
    private static final int MAX_DIGITS = 19;
    /** Exponents beyond this make every value zero or infinite; saturating keeps the sums in range. */
    private static final long EXPONENT_SATURATION = 1_000_000_000L;

    private static final double[] DOUBLE_POWERS = new double[23];
    private static final float[] FLOAT_POWERS = new float[11];

    static {
        double d = 1;
        for (int i = 0; i < DOUBLE_POWERS.length; i++, d *= 10) DOUBLE_POWERS[i] = d; // exact up to 1e22
        float f = 1;
        for (int i = 0; i < FLOAT_POWERS.length; i++, f *= 10) FLOAT_POWERS[i] = f;   // exact up to 1e10
    }

    public static double parseDouble(byte[] b, int start, int end) {
        return parse(b, start, end, false);
    }

    public static float parseFloat(byte[] b, int start, int end) {
        return (float) parse(b, start, end, true); // exact: the result already is a float
    }

    /**
     * The common case: at most 19 digits in all (leading zeros included), so that every digit
     * goes into w without checks; overflow beyond that is harmless because such text is handed
     * to {@link #parseManyDigits} instead.
     */
    private static double parse(byte[] b, int start, int end, boolean toFloat) {
        int i = start;
        boolean negative = b[i] == '-';
        if (negative) i++;
        int first = i;
        long w = 0;
        for (; i < end; i++) {
            int d = b[i] - '0';
            if (d < 0 || d > 9) break;
            w = w * 10 + d;
        }
        int digits = i - first;
        int fractionDigits = 0;
        if (i < end && b[i] == '.') {
            int fractionStart = ++i;
            // eight digits per step: coordinates and prices have long fractions
            while (i + 8 <= end) {
                long word = (long) LONG_LE.get(b, i);
                if (!IntegerParser.isEightDigits(word)) break;
                w = w * 100_000_000L + IntegerParser.eightDigits(word);
                i += 8;
            }
            for (; i < end; i++) {
                int d = b[i] - '0';
                if (d < 0 || d > 9) break;
                w = w * 10 + d;
            }
            fractionDigits = i - fractionStart;
            digits += fractionDigits;
        }
        if (digits > MAX_DIGITS) return parseManyDigits(b, start, end, toFloat);
        long q = -fractionDigits;
        if (i < end) q += exponent(b, i, end);
        double v = finish(w, q, false, toFloat);
        if (Double.isNaN(v)) v = ExactDecimalRounding.round(ascii(b, start, end), toFloat);
        return negative ? -v : v;
    }

    /** Any number of digits: the first 19 significant ones go into w, the rest only count. */
    private static double parseManyDigits(byte[] b, int start, int end, boolean toFloat) {
        int i = start;
        boolean negative = b[i] == '-';
        if (negative) i++;
        long w = 0;
        int digits = 0;          // significant digits gathered into w
        long q = 0;              // value = w * 10^q (+ what was cut off)
        boolean cutOff = false;  // nonzero digits beyond the 19th
        for (; i < end; i++) {
            int d = b[i] - '0';
            if (d < 0 || d > 9) break;
            if (digits < MAX_DIGITS) {
                if (w != 0 || d != 0) {
                    w = w * 10 + d;
                    digits++;
                }
            } else {
                q++;
                cutOff |= d != 0;
            }
        }
        if (i < end && b[i] == '.') {
            i++;
            // eight fraction digits per step while they surely fit (common in coordinates and prices)
            while (w != 0 && digits + 8 <= MAX_DIGITS && i + 8 <= end) {
                long word = (long) LONG_LE.get(b, i);
                if (!IntegerParser.isEightDigits(word)) break;
                w = w * 100_000_000L + IntegerParser.eightDigits(word);
                digits += 8;
                q -= 8;
                i += 8;
            }
            for (; i < end; i++) {
                int d = b[i] - '0';
                if (d < 0 || d > 9) break;
                if (digits < MAX_DIGITS) {
                    if (w != 0 || d != 0) {
                        w = w * 10 + d;
                        digits++;
                    }
                    q--;
                } else {
                    cutOff |= d != 0;
                }
            }
        }
        if (i < end) q += exponent(b, i, end);
        double v = finish(w, q, cutOff, toFloat);
        if (Double.isNaN(v)) v = ExactDecimalRounding.round(ascii(b, start, end), toFloat);
        return negative ? -v : v;
    }

    /**
     * The signed exponent of {@code [eE][+-]?digits} starting at {@code i} (the grammar guarantees
     * that form). Saturates rather than overflowing: any exponent that large rounds to 0 or infinity.
     */
    private static long exponent(byte[] b, int i, int end) {
        i++;
        boolean negative = b[i] == '-';
        if (negative || b[i] == '+') i++;
        long e = 0;
        for (; i < end; i++) {
            if (e < EXPONENT_SATURATION) e = e * 10 + (b[i] - '0');
        }
        return negative ? -e : e;
    }

    /**
     * The positive value nearest to {@code w * 10^q}, or NaN when only exact arithmetic can tell
     * (NaN never results from parsing, so it is free to mean "undecided").
     */
    /**
     * The double nearest {@code w * 10^q}, for a reader that gathered the digits itself: at most
     * 19 of them in {@code w} (read as unsigned), nothing cut off. NaN when only exact decimal
     * arithmetic can decide; the caller then parses the text.
     */
    public static double fromDecimal(long w, long q) {
        return finish(w, q, false, false);
    }

    private static double finish(long w, long q, boolean cutOff, boolean toFloat) {
        if (w == 0) return 0.0;
        if (toFloat) {
            if (!cutOff && w >= 0 && w <= 1 << 24 && q >= -10 && q <= 10) {
                float f = w; // exact; one rounding in the operation below
                return q < 0 ? f / FLOAT_POWERS[(int) -q] : f * FLOAT_POWERS[(int) q];
            }
            long bits = EiselLemire.toFloatBits(w, q);
            if (cutOff && bits != EiselLemire.toFloatBits(w + 1, q)) return Double.NaN;
            return bits == EiselLemire.AMBIGUOUS ? Double.NaN : Float.intBitsToFloat((int) bits);
        }
        if (!cutOff && w >= 0 && w <= 1L << 53 && q >= -22 && q <= 22) {
            double d = w; // exact; one rounding in the operation below
            return q < 0 ? d / DOUBLE_POWERS[(int) -q] : d * DOUBLE_POWERS[(int) q];
        }
        long bits = EiselLemire.toDoubleBits(w, q);
        if (cutOff && bits != EiselLemire.toDoubleBits(w + 1, q)) return Double.NaN;
        return bits == EiselLemire.AMBIGUOUS ? Double.NaN : Double.longBitsToDouble(bits);
    }

    private static String ascii(byte[] b, int start, int end) {
        return new String(b, start, end - start, StandardCharsets.ISO_8859_1);
    }
}
