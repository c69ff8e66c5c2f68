package dev.brisk.json;

import dev.brisk.json.internal.ByteSource;
import dev.brisk.json.internal.DoubleParser;
import dev.brisk.json.internal.IntegerParser;
import dev.brisk.json.internal.PlainNumbers;
import dev.brisk.json.internal.Scanners;
import dev.brisk.json.internal.StringDecoder;
import dev.brisk.json.internal.Swar;
import dev.brisk.json.internal.Utf8;

/**
 * The token scanners of a {@link JsonReader}: whitespace and comments, strings (validated and,
 * when asked, decoded), numbers (grammar only; values are parsed by the number parsers) and
 * literals. Strict by default; each leniency is checked only on a path that strict input never
 * takes, so turning one on or off does not change the speed of strict input.
 */
abstract class ReaderLexer extends ReaderBuffer {
    final boolean comments;

    // The string most recently scanned: sliceBuf[sliceStart, sliceEnd) holds its decoded UTF-8.
    byte[] sliceBuf;
    int sliceStart;
    int sliceEnd;
    boolean sliceNonAscii;
    /** The slice holds non-ASCII bytes that no one has validated yet (see {@link #scanText}). */
    boolean sliceUnchecked;
    /**
     * The slice's input had an escape (or other quotes): its text may hold characters that JSON
     * must escape. Without, it is valid UTF-8 with no quote, backslash or control character.
     */
    boolean sliceEscaped;
    /** Decoded bytes of a skipped string that were counted but not kept. */
    private long dropped;

    // The number most recently scanned: numBuf[numStart, numEnd) (numBuf is buf, except for a
    // quoted number that a refill cut, which sits in the scratch buffer).
    byte[] numBuf;
    int numStart;
    int numEnd;
    boolean numIntegral;

    ReaderLexer(ReaderOptions options, byte[] buf, int start, int end, ByteSource source,
                boolean pooled, boolean charInput) {
        super(options, buf, start, end, source, pooled, charInput);
        this.comments = options.comments();
    }

    /** Forgets the last string and number scanned (and the input they point into): for a reused reader. */
    final void resetScans() {
        sliceBuf = null;
        sliceStart = sliceEnd = 0;
        sliceNonAscii = sliceUnchecked = sliceEscaped = false;
        dropped = 0;
        numBuf = null;
        numStart = numEnd = 0;
        numIntegral = false;
        plainEnd = digitsEnd = 0;
        plainDigits = 0;
        plainFractionDigits = 0;
        plainNegative = false;
    }

    // ---------------------------------------------------------------- whitespace

    /** The next byte that is not whitespace (0..255, left unconsumed at {@link #pos}), or -1 at the end. */
    final int nextNonWhitespace() {
        // Kept small enough to inline into the state machine: no whitespace, or one space (after
        // ':' and ',' in many documents), is the common case; everything else is out of line.
        byte[] b = buf;
        int p = pos;
        if (p + 1 < limit) {
            int c = b[p];
            if (c > ' ' && c != '/') return c;
            if (c == ' ') {
                c = b[p + 1];
                if (c > ' ' && c != '/') {
                    pos = p + 1;
                    return c;
                }
            }
        }
        return skipWhitespace();
    }

    /** {@link #nextNonWhitespace()} beyond its common cases: runs of whitespace, refills, comments. */
    private int skipWhitespace() {
        byte[] b = buf;
        int p = pos;
        int lim = limit;
        for (;;) {
            if (p >= lim) {
                pos = p;
                if (!fill()) return -1;
                b = buf;
                p = pos;
                lim = limit;
                continue;
            }
            int c = b[p];
            if (c > ' ') {
                pos = p;
                if (c != '/' || !comments) return c;
                skipComment();
                b = buf;
                p = pos;
                lim = limit;
                continue;
            }
            if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
                p++;
                if (c == '\n') {
                    lines++;
                    lineStart = p;
                }
                p = Scanners.spaceRunEnd(b, p, lim);
                continue;
            }
            pos = p;
            return c & 0xFF;
        }
    }

    private void skipComment() {
        // a refill may move the buffer: remember where the comment starts as an absolute offset
        long startOffset = byteOffset(pos);
        if (!ensure(2)) throw syntaxError("Unexpected character '/'", pos);
        int start = bufferIndex(startOffset);
        int kind = buf[pos + 1];
        if (kind == '/') {
            pos += 2;
            for (;;) {
                if (pos >= limit && !fill()) return;
                if (buf[pos++] == '\n') {
                    lines++;
                    lineStart = pos;
                    return;
                }
            }
        }
        if (kind != '*') throw syntaxError("Unexpected character '/' (a comment starts with // or /*)", start);
        // the start may be dropped by refills before the end turns out to be missing: keep where it is
        JsonLocation opened = locationAt(start);
        pos += 2;
        for (;;) {
            if (!ensure(2)) {
                throw new JsonException("Unterminated comment", opened.offset(), opened.line(), opened.column(), pathForError());
            }
            if (buf[pos] == '*' && buf[pos + 1] == '/') {
                pos += 2;
                return;
            }
            if (buf[pos++] == '\n') {
                lines++;
                lineStart = pos;
            }
        }
    }

    // ---------------------------------------------------------------- strings

    /**
     * Scans a double-quoted string whose opening quote is consumed; leaves the decoded UTF-8 in
     * the slice fields (in place when it has no escapes and needs no refill). With
     * {@code keep == false} the content is validated and measured but not kept.
     */
    final void scanString(int maxLength, boolean keep) {
        byte[] b = buf;
        int start = pos;
        int p = Scanners.plainTextEnd(b, start, limit);
        if (p < limit && b[p] == '"' && p - start <= maxLength) {
            // the common case: ASCII, no escapes, in the buffer
            sliceBuf = b;
            sliceStart = start;
            sliceEnd = p;
            sliceNonAscii = false;
            sliceUnchecked = false;
            sliceEscaped = false;
            pos = p + 1;
            return;
        }
        scanStringSlow(start, p, '"', maxLength, keep);
    }

    /**
     * Scans a double-quoted string like {@link #scanString} for a caller that makes a String of
     * it: non-ASCII bytes are not validated here when the string is plain and in the buffer
     * ({@link #sliceUnchecked}); the JDK's UTF-8 decoder checks them while making the String, and
     * the caller calls {@link #validateSlice} only if the String shows a replacement character.
     * That saves a second pass over every non-ASCII string.
     */
    final void scanText(int maxLength) {
        byte[] b = buf;
        int start = pos;
        int p = start;
        int lim = limit;
        long seen = 0; // every byte passed, OR-ed: its high bits say whether any was non-ASCII
        for (;;) {
            if (p + 8 <= lim) {
                long w = Swar.word(b, p);
                long m = Swar.quoteBackslashControl(w);
                if (m == 0) {
                    seen |= w;
                    p += 8;
                    continue;
                }
                int i = Swar.firstIndex(m);
                seen |= w & ((1L << (i << 3)) - 1);
                p += i;
            } else {
                while (p < lim) {
                    int c = b[p];
                    if (c == '"' || c == '\\' || (c >= 0 && c < 0x20)) break;
                    seen |= c;
                    p++;
                }
                if (p >= lim) break;
            }
            if (b[p] == '"' && p - start <= maxLength) {
                sliceBuf = b;
                sliceStart = start;
                sliceEnd = p;
                sliceNonAscii = (seen & 0x8080808080808080L) != 0;
                sliceUnchecked = sliceNonAscii;
                sliceEscaped = false;
                pos = p + 1;
                return;
            }
            break;
        }
        // escapes, refills, long strings: the validating scan, from the start
        scanStringSlow(start, start, '"', maxLength, true);
    }

    /** Validates the non-ASCII content of the in-buffer slice strictly, failing at the first bad sequence. */
    final void validateSlice() {
        byte[] b = sliceBuf;
        // in the buffer, let a sequence run into the closing quote: that reads as "cut short", as in the scanner
        int end = b == buf ? limit : sliceEnd;
        for (int p = sliceStart; p < sliceEnd; ) {
            if (b[p] >= 0) {
                p++;
                continue;
            }
            int n = Utf8.checkSequence(b, p, end);
            if (n < 0) throw syntaxError(utf8Message(n, b[p]), b == buf ? p : tokenStart);
            p += n;
        }
        sliceUnchecked = false;
    }

    /** The general string scan: non-ASCII, escapes, refills, other quotes (lenient), errors. */
    final void scanStringSlow(int start, int p, int quote, int maxLength, boolean keep) {
        int opening = start - 1;
        boolean nonAscii = false;
        boolean escaped = false;
        boolean inScratch = false;
        scratchLen = 0;
        dropped = 0;
        byte[] b = buf;
        for (;;) {
            if (p >= limit) {
                if (source == null) throw syntaxError("Unexpected end of input inside a string", p);
                stash(start, p, keep);
                inScratch = true;
                checkGrowth(opening, maxLength, keep);
                pos = p;
                if (!fill()) throw syntaxError("Unexpected end of input inside a string", pos);
                b = buf;
                p = pos;
                start = p;
                opening = -1;
                continue;
            }
            int c = b[p];
            if (c == quote) {
                if (inScratch) {
                    stash(start, p, keep);
                    sliceBuf = scratch;
                    sliceStart = 0;
                    sliceEnd = scratchLen;
                } else {
                    sliceBuf = b;
                    sliceStart = start;
                    sliceEnd = p;
                }
                sliceNonAscii = nonAscii;
                sliceUnchecked = false;
                sliceEscaped = escaped || quote != '"';
                pos = p + 1;
                checkLength(opening, maxLength, inScratch, keep, quote);
                return;
            }
            if (c == '\\') {
                escaped = true;
                stash(start, p, keep);
                inScratch = true;
                pos = p;
                nonAscii |= readEscape(quote, keep);
                checkGrowth(opening, maxLength, keep);
                b = buf;
                p = pos;
                start = p;
                continue;
            }
            if (c >= 0) {
                if (c < 0x20) throw syntaxError(controlMessage(c), p);
                // plain ASCII, or a '"' inside a single-quoted string (whose quote plainTextEnd does not look for)
                p = quote == '"' ? Scanners.plainTextEnd(b, p + 1, limit) : p + 1;
                continue;
            }
            int valid = Utf8.skipValid(b, p, limit);
            if (valid > p) {
                nonAscii = true;
                p = quote == '"' ? Scanners.plainTextEnd(b, valid, limit) : valid;
                continue;
            }
            int n = Utf8.checkSequence(b, p, limit);
            if (n == Utf8.TRUNCATED && source != null) {
                stash(start, p, keep);
                inScratch = true;
                pos = p;
                if (fill()) {
                    b = buf;
                    p = pos;
                    start = p;
                    opening = -1; // moved by the refill: errors use tokenStart, which keeps its place
                    continue;
                }
                p = pos;
                b = buf;
            }
            if (n < 0) throw syntaxError(utf8Message(n, c), p);
            nonAscii = true;
            p = quote == '"' ? Scanners.plainTextEnd(b, p + n, limit) : p + n;
        }
    }

    private String utf8Message(int code, int lead) {
        if (charInput && code == Utf8.SURROGATE) return "Unpaired UTF-16 surrogate character";
        return Utf8.describe(code, lead);
    }

    private static String controlMessage(int c) {
        return String.format("Unescaped control character U+%04X in a string (write it as \\u%04X)", c, c);
    }

    // When a string is skipped rather than kept, `dropped` counts its UTF-16 chars so that the
    // length limit is judged exactly as for a kept one, without keeping anything.
    // (In memory, a skipped string counts bytes, an upper bound of its chars: checkLength counts
    // exactly only when that bound breaks the limit.)
    private void stash(int from, int to, boolean keep) {
        if (keep) appendScratch(buf, from, to);
        else dropped += source == null ? to - from : Swar.utf16Length(buf, from, to);
    }

    private void put(int b, boolean keep) {
        if (keep) {
            if (scratchLen == scratch.length) growScratch(1);
            scratch[scratchLen++] = (byte) b;
        } else {
            dropped++;
        }
    }

    private void putCodePoint(int cp, boolean keep) {
        if (keep) {
            if (scratchLen + 4 > scratch.length) growScratch(4);
            scratchLen = Utf8.encode(cp, scratch, scratchLen);
        } else {
            dropped += cp >= 0x10000 ? 2 : 1;
        }
    }

    /** Refuses to keep accumulating a string sure to break its limit (one UTF-16 char is at most 3 UTF-8 bytes). */
    private void checkGrowth(int opening, int maxLength, boolean keep) {
        if (keep ? scratchLen > 3L * maxLength : source != null && dropped > maxLength) throw tooLong(opening, maxLength);
    }

    private void checkLength(int opening, int maxLength, boolean inScratch, boolean keep, int quote) {
        if (inScratch && !keep) {
            if (dropped <= maxLength) return;
            if (source == null && opening >= 0) {
                // only an upper bound was counted: decode it for the exact length (rare: a long skipped string)
                pos = opening + 1;
                scanStringSlow(pos, pos, quote, maxLength, true);
                return;
            }
            throw tooLong(opening, maxLength);
        }
        // the UTF-8 length bounds the UTF-16 length from above: count chars only past the bound
        if (sliceEnd - sliceStart > maxLength && Swar.utf16Length(sliceBuf, sliceStart, sliceEnd) > maxLength) {
            throw tooLong(opening, maxLength);
        }
    }

    private JsonException tooLong(int opening, int maxLength) {
        boolean name = isNameContext();
        String what = name ? "Name length" : "String length";
        String raise = name ? "withMaxNameLength" : "withMaxStringLength";
        return syntaxError(ReadLimits.exceeded(what, maxLength, raise), opening >= 0 ? opening : tokenStart);
    }

    /** Whether the string being scanned is a member name (for messages). */
    abstract boolean isNameContext();

    /** Reads the escape at {@link #pos}; returns whether it produced a non-ASCII character. */
    private boolean readEscape(int quote, boolean keep) {
        int p = pos;
        if (!ensure(2)) throw syntaxError("Unexpected end of input inside an escape sequence", limit);
        p = pos;
        int c = buf[p + 1];
        int out;
        switch (c) {
            case '"': out = '"'; break;
            case '\\': out = '\\'; break;
            case '/': out = '/'; break;
            case 'b': out = '\b'; break;
            case 'f': out = '\f'; break;
            case 'n': out = '\n'; break;
            case 'r': out = '\r'; break;
            case 't': out = '\t'; break;
            case 'u': return readUnicodeEscape(keep);
            default:
                if (c == '\'' && quote == '\'') {
                    out = '\'';
                    break;
                }
                throw syntaxError("Invalid escape " + (c >= 0x20 && c < 0x7F ? "'\\" + (char) c + "'" : "'\\' followed by " + describeAt(p + 1)), p);
        }
        pos = p + 2;
        put(out, keep);
        return false;
    }

    private boolean readUnicodeEscape(boolean keep) {
        if (!ensure(6)) throw syntaxError("Unexpected end of input inside a \\u escape", limit);
        int p = pos;
        int cp = hex4(p + 2);
        if (cp < 0) throw syntaxError("Invalid \\u escape: expected four hex digits", p);
        if (cp >= 0xD800 && cp <= 0xDFFF) {
            if (cp <= 0xDBFF && ensure(12)) {
                p = pos;
                if (buf[p + 6] == '\\' && buf[p + 7] == 'u') {
                    int low = hex4(p + 8);
                    if (low >= 0xDC00 && low <= 0xDFFF) {
                        pos = p + 12;
                        putCodePoint(Character.toCodePoint((char) cp, (char) low), keep);
                        return true;
                    }
                }
            }
            p = pos;
            if (!options.replaceLoneSurrogates()) {
                throw syntaxError(String.format("Lone surrogate \\u%04X in a string (a high surrogate "
                        + "\\uD800-\\uDBFF must be followed by a low one \\uDC00-\\uDFFF)", cp), p);
            }
            cp = 0xFFFD;
        }
        pos = p + 6;
        putCodePoint(cp, keep);
        return cp >= 0x80;
    }

    /** The value of the four hex digits at {@code buf[p]}, or a negative number. */
    private int hex4(int p) {
        return StringDecoder.hex4(buf, p);
    }

    // ---------------------------------------------------------------- numbers

    /** Scans the number at {@link #pos} (validating RFC 8259 grammar) into numStart/numEnd, consuming it. */
    final void scanNumber() {
        int max = limits.maxNumberLength();
        for (;;) {
            int end = scanNumberIn(buf, pos, limit, source == null);
            if (end < 0) {
                // ran into the end of the buffer: fetch more (pos, the number start, is kept) and rescan
                if (limit - pos > max) throw numberTooLong(pos, max);
                if (!fill()) end = scanNumberIn(buf, pos, limit, true);
                else continue;
            }
            numBuf = buf;
            numStart = pos;
            numEnd = end;
            if (end - numStart > max) throw numberTooLong(numStart, max);
            pos = end;
            return;
        }
    }

    /** Where the number read by {@link #plainLong()} or {@link #plainDouble()} ends. */
    int plainEnd;
    /** Where the digits read by {@link #appendDigits} end. */
    int digitsEnd;

    /**
     * {@code v} followed by the ASCII digits from {@code b[i]}, a word at a time: stops at the
     * first byte that is not a digit, before a word that would pass {@code lim}, or before a
     * whole word of digits beyond {@code maxWords} of them, and leaves where it stopped in
     * {@link #digitsEnd} (so a digit is still there when it stopped early). Digits beyond the
     * 19 that fit 64 bits unsigned wrap: callers reject such counts.
     */
    final long appendDigits(byte[] b, int i, int lim, long v, int maxWords) {
        for (int words = 0; i + 8 <= lim; words++) {
            long w = Swar.word(b, i);
            long m = Swar.nonDigits(w);
            if (m == 0) {
                if (words == maxWords) break;
                v = v * 100_000_000L + IntegerParser.eightDigits(w);
                i += 8;
                continue;
            }
            int k = Swar.firstIndex(m);
            if (k > 0) {
                v = v * IntegerParser.POW10[k] + IntegerParser.leadingDigits(w, k);
                i += k;
            }
            break;
        }
        digitsEnd = i;
        return v;
    }

    /**
     * {@link #appendDigits}{@code (b, i, lim, 0, 2)} when three words from {@code i} are in the
     * buffer, unrolled: the first word holding a non-digit ends the digits. A third word of
     * eight digits counts as seven (a digit stays at {@link #digitsEnd}: 23 digits and more are
     * refused by the caller's length check, as appendDigits' stop before a third whole word is).
     */
    final long threeWordDigits(byte[] b, int i) {
        long w0 = Swar.word(b, i);
        long m0 = Swar.nonDigits(w0);
        if (m0 != 0) {
            int k = Swar.firstIndex(m0);
            digitsEnd = i + k;
            return IntegerParser.leadingDigitsOrZero(w0, k);
        }
        long w1 = Swar.word(b, i + 8);
        long m1 = Swar.nonDigits(w1);
        long high = IntegerParser.eightDigits(w0);
        if (m1 != 0) {
            int k = Swar.firstIndex(m1);
            digitsEnd = i + 8 + k;
            return high * IntegerParser.POW10[k] + IntegerParser.leadingDigitsOrZero(w1, k);
        }
        long w2 = Swar.word(b, i + 16);
        int k = Swar.firstIndex(Swar.nonDigits(w2) | 0x8000_0000_0000_0000L);
        digitsEnd = i + 16 + k;
        return (high * 100_000_000L + IntegerParser.eightDigits(w1)) * IntegerParser.POW10[k]
                + IntegerParser.leadingDigitsOrZero(w2, k);
    }

    /**
     * The number token at {@code pos} read in one pass, a word of digits per step, when it is a
     * plain integer (an optional minus, 1 to 19 digits, no leading zero, within long range) that
     * ends inside the buffer before a byte that may follow a number: returns its value and
     * leaves its end in {@link #plainEnd}, consuming nothing. Anything else (fractions,
     * exponents, errors, a number that reaches the end of the buffer, and {@code Long.MIN_VALUE}
     * itself) returns {@code Long.MIN_VALUE}, and the caller takes the general path.
     */
    final long plainLong() {
        byte[] b = buf;
        int lim = limit;
        int start = pos;
        // the sign without a branch: random data has it half the time, which no predictor learns
        long negative = b[start] == '-' ? 1 : 0;
        int first = start + (int) negative;
        // three words in the buffer: read them with no loop and no bound check per word
        long v = first + 24 <= lim ? threeWordDigits(b, first) : appendDigits(b, first, lim, 0, 2);
        int i = digitsEnd;
        int n = i - first;
        // 19 digits are two whole words and three more: v * 1000 + d fits 64 bits unsigned, and
        // negative means above Long.MAX_VALUE (-2^63 too: the general path reads it). A digit
        // still at i (a stop before the buffer's end or a third whole word) fails the tail check.
        if (n == 0 || n > 19 || (n == 19 && v < 0) || i >= lim || (n > 1 && b[first] == '0')
                || Scanners.cannotFollowNumber(b[i]) || i - start > limits.maxNumberLength()) {
            return Long.MIN_VALUE;
        }
        plainEnd = i;
        return (v ^ -negative) + negative;
    }

    /**
     * The number token at {@code pos} read in one pass in {@code PackedNumbers}' form (unscaled
     * value and scale) when it is an integer or plain decimal of at most 17 digits, not negative
     * zero, with no exponent, that ends inside the buffer before a byte that may follow a number:
     * exactly the text {@code PlainNumbers.packed} packs. Leaves its end in {@link #plainEnd},
     * consuming nothing; anything else returns {@code PackedNumbers.NOT_PACKABLE} and the caller
     * takes the general path (which also reports every error).
     */
    final long plainPacked() {
        byte[] b = buf;
        int lim = limit;
        int start = pos;
        long negative = b[start] == '-' ? 1 : 0;
        int first = start + (int) negative;
        if (first + 17 > lim) return plainPackedByParts(b, start, first, lim, negative);
        // 17 bytes in the buffer: the digits a word at a time with no loop. An integer part of 1
        // to 7 digits and, after a point, the fraction are squeezed together (the point dropped)
        // into words of eight digits, so that a decimal takes one conversion per eight digits
        // where a part at a time takes one per part and word.
        long w0 = Swar.word(b, first);
        int k = Swar.firstIndex(Swar.nonDigits(w0)); // 8 when all eight are digits
        if (k == 0) return plainPackedByParts(b, start, first, lim, negative);
        if (k > 1 && b[first] == '0') return PackedNumbers.NOT_PACKABLE;
        long v;
        int i;
        int scale;
        if (k == 8) {
            // an integer part of 8 to 15 digits; a point after it is left to the parts
            long w1 = Swar.word(b, first + 8);
            int n = Swar.firstIndex(Swar.nonDigits(w1));
            i = first + 8 + n;
            if (n == 8 || b[i] == '.') return plainPackedByParts(b, start, first, lim, negative);
            v = IntegerParser.eightDigits(w0) * IntegerParser.POW10[n] + IntegerParser.leadingDigitsOrZero(w1, n);
            scale = 0;
        } else if (b[first + k] != '.') {
            v = IntegerParser.leadingDigits(w0, k);
            i = first + k;
            scale = 0;
        } else {
            int shift = 8 * k;
            long squeezed = (w0 & ((1L << shift) - 1)) | (Swar.word(b, first + k + 1) << shift);
            long m = Swar.nonDigits(squeezed);
            if (m != 0) {
                int n = Swar.firstIndex(m); // digits in all, k of them before the point
                if (n == k) return PackedNumbers.NOT_PACKABLE; // no digit after the point
                v = IntegerParser.leadingDigits(squeezed, n);
                scale = n - k;
                i = first + n + 1;
            } else {
                long second = Swar.word(b, first + 9); // the digits after the squeezed eight
                int n = Swar.firstIndex(Swar.nonDigits(second));
                if (n < 8) {
                    v = IntegerParser.eightDigits(squeezed) * IntegerParser.POW10[n] + IntegerParser.leadingDigitsOrZero(second, n);
                    scale = 8 - k + n;
                    i = first + 9 + n;
                } else {
                    // 16 digits or more: a third word, in the buffer or left to the parts
                    if (first + 25 > lim) return plainPackedByParts(b, start, first, lim, negative);
                    long third = Swar.word(b, first + 17);
                    n = Swar.firstIndex(Swar.nonDigits(third));
                    // 17 digits at most, or a zero integer part and up to 18 fraction digits below 10^17
                    boolean zeroInteger = k == 1 && b[first] == '0';
                    if (n > 3 || (n > 1 && !zeroInteger)) return PackedNumbers.NOT_PACKABLE;
                    v = (IntegerParser.eightDigits(squeezed) * 100_000_000L + IntegerParser.eightDigits(second))
                            * IntegerParser.POW10[n] + IntegerParser.leadingDigitsOrZero(third, n);
                    scale = 16 - k + n;
                    if (n > 1 && !PlainNumbers.zeroIntegerFits(v, scale)) return PackedNumbers.NOT_PACKABLE;
                    i = first + 17 + n;
                }
            }
        }
        // the end lies inside the bytes read, so i < lim
        if (Scanners.cannotFollowNumber(b[i]) || i - start > limits.maxNumberLength() || (v == 0 && negative != 0)) {
            return PackedNumbers.NOT_PACKABLE;
        }
        plainEnd = i;
        return ((v ^ -negative) + negative) << 5 | scale;
    }

    /** {@link #plainPacked} a part at a time: near the end of the buffer, and for long parts. */
    private long plainPackedByParts(byte[] b, int start, int first, int lim, long negative) {
        long v = appendDigits(b, first, lim, 0, 2);
        int i = digitsEnd;
        int n = i - first;
        if (n == 0 || n > 17 || i >= lim || (n > 1 && b[first] == '0')) return PackedNumbers.NOT_PACKABLE;
        int scale = 0;
        if (b[i] == '.') {
            int f = i + 1;
            v = appendDigits(b, f, lim, v, 2);
            i = digitsEnd;
            scale = i - f;
            if (scale == 0 || i >= lim) return PackedNumbers.NOT_PACKABLE;
            // a zero integer part is no digit of the value: 0.063683778047600004 has 17
            if (n + scale > 17 && (n != 1 || b[first] != '0' || !PlainNumbers.zeroIntegerFits(v, scale))) {
                return PackedNumbers.NOT_PACKABLE;
            }
        }
        if (Scanners.cannotFollowNumber(b[i]) || i - start > limits.maxNumberLength() || (v == 0 && negative != 0)) {
            return PackedNumbers.NOT_PACKABLE;
        }
        plainEnd = i;
        return ((v ^ -negative) + negative) << 5 | scale;
    }

    /** Set by {@link #scanPlainDecimal}: the digits without the point, how many follow it, the sign. */
    private long plainDigits;
    private int plainFractionDigits;
    private boolean plainNegative;

    /**
     * Whether the number token at {@code pos} is a plain decimal (no exponent) of at most
     * {@code maxDigits} digits in all that ends inside the buffer before a byte that may follow a
     * number; if so, leaves its digits, fraction length and sign in the fields above and its end in
     * {@link #plainEnd}, consuming nothing. {@code maxWords} bounds the whole words of digits
     * {@link #appendDigits} takes per part.
     */
    private boolean scanPlainDecimal(int maxWords, int maxDigits) {
        byte[] b = buf;
        int lim = limit;
        int i = pos;
        boolean negative = b[i] == '-';
        if (negative) i++;
        int intStart = i;
        long w = appendDigits(b, intStart, lim, 0, maxWords);
        i = digitsEnd;
        int intDigits = i - intStart;
        if (intDigits == 0 || i >= lim || (intDigits > 1 && b[intStart] == '0')) return false;
        int fractionDigits = 0;
        if (b[i] == '.') {
            int fractionStart = i + 1;
            w = appendDigits(b, fractionStart, lim, w, maxWords);
            i = digitsEnd;
            fractionDigits = i - fractionStart;
            if (fractionDigits == 0 || i >= lim) return false;
        }
        if (intDigits + fractionDigits > maxDigits || Scanners.cannotFollowNumber(b[i]) || i - pos > limits.maxNumberLength()) {
            return false;
        }
        plainDigits = w;
        plainFractionDigits = fractionDigits;
        plainNegative = negative;
        plainEnd = i;
        return true;
    }

    /**
     * The number token at {@code pos} read as a double when it is a plain decimal of at most 19
     * digits (which always fit a long as unsigned) that ends inside the buffer before a byte that
     * may follow a number: returns the value and leaves its end in {@link #plainEnd}, consuming
     * nothing. Anything else (exponents, long or invalid numbers, a number that reaches the end of
     * the buffer, values only exact arithmetic can round) returns NaN, and the caller takes the
     * general path.
     */
    final double plainDouble() {
        if (!scanPlainDecimal(2, 19)) return Double.NaN;
        double v = DoubleParser.fromDecimal(plainDigits, -plainFractionDigits);
        return plainNegative ? -v : v;
    }

    /** The powers of ten a float holds exactly (5^10 < 2^24). */
    private static final float[] FLOAT_POW10 = {1e0f, 1e1f, 1e2f, 1e3f, 1e4f, 1e5f, 1e6f, 1e7f, 1e8f, 1e9f, 1e10f};

    /**
     * The number token at {@code pos} read as a float when it has no exponent, at most 7 digits
     * in all and ends inside the buffer before a byte that may follow a number: its digits (below
     * 2^24) and the power of ten are then exact floats, and one float division rounds the
     * quotient correctly (not through double, which could round twice). Leaves its end in
     * {@link #plainEnd}, consuming nothing; anything else returns NaN, and the caller takes the
     * general path.
     */
    final float plainFloat() {
        if (!scanPlainDecimal(1, 7)) return Float.NaN;
        float v = (float) plainDigits / FLOAT_POW10[plainFractionDigits];
        return plainNegative ? -v : v;
    }

    private JsonException numberTooLong(int at, int max) {
        return syntaxError(ReadLimits.exceeded("Number length", max, "withMaxNumberLength"), at);
    }

    /** End of the number at {@code b[start]}, or -1 when it reaches {@code lim} and more input may follow. */
    private int scanNumberIn(byte[] b, int start, int lim, boolean atEnd) {
        int p = start;
        boolean integral = true;
        if (b[p] == '-') p++;
        if (p >= lim) return atEnd ? throwAt("Unexpected end of input in a number", p) : -1;
        int c = b[p];
        if (c == '0') {
            p++;
            if (p >= lim) return endOrMore(p, atEnd, integral);
            c = b[p];
            if (c >= '0' && c <= '9') throw syntaxError("Leading zeros are not allowed in a number", start);
        } else if (c >= '1' && c <= '9') {
            p = Scanners.digitsEnd(b, p + 1, lim);
            if (p >= lim) return endOrMore(p, atEnd, integral);
            c = b[p];
        } else {
            throw syntaxError("Expected a digit after '-' but found " + describeAt(p), p);
        }
        if (c == '.') {
            integral = false;
            p++;
            if (p >= lim) return atEnd ? throwAt("Unexpected end of input in a number", p) : -1;
            c = b[p];
            if (c < '0' || c > '9') throw syntaxError("Expected a digit after the decimal point but found " + describeAt(p), p);
            p = Scanners.digitsEnd(b, p + 1, lim);
            if (p >= lim) return endOrMore(p, atEnd, integral);
            c = b[p];
        }
        if (c == 'e' || c == 'E') {
            integral = false;
            p++;
            if (p >= lim) return atEnd ? throwAt("Unexpected end of input in a number", p) : -1;
            c = b[p];
            if (c == '+' || c == '-') {
                p++;
                if (p >= lim) return atEnd ? throwAt("Unexpected end of input in a number", p) : -1;
                c = b[p];
            }
            if (c < '0' || c > '9') throw syntaxError("Expected a digit in the exponent but found " + describeAt(p), p);
            p++;
            while (p < lim && (c = b[p]) >= '0' && c <= '9') p++;
            if (p >= lim) return endOrMore(p, atEnd, integral);
        }
        if (Scanners.cannotFollowNumber(c)) throw syntaxError("Invalid character " + describeAt(p) + " in a number", p);
        numIntegral = integral;
        return p;
    }

    private int endOrMore(int p, boolean atEnd, boolean integral) {
        numIntegral = integral;
        return atEnd ? p : -1;
    }

    private int throwAt(String detail, int p) {
        throw syntaxError(detail, p);
    }

    // ---------------------------------------------------------------- whitespace

    static final byte[] TRUE_BYTES = ContainerWalk.TRUE_BYTES;
    static final byte[] FALSE_BYTES = ContainerWalk.FALSE_BYTES;
    static final byte[] NULL_BYTES = ContainerWalk.NULL_BYTES;

    /** The nesting kinds (1 object, 0 array) of {@link ContainerWalk}'s open containers, kept for the next walk. */
    byte[] skipKinds = new byte[8];

    /** The first index from {@code p} that is not JSON whitespace (or {@code lim}); counts the newlines passed. */
    final int skipSpace(byte[] b, int p, int lim) {
        while (p < lim) {
            int c = b[p];
            if (c > ' ') return p;
            if (c == '\n') {
                lines++;
                lineStart = p + 1;
            } else if (c != ' ' && c != '\r' && c != '\t') {
                return p;
            }
            p = Scanners.spaceRunEnd(b, p + 1, lim);
        }
        return p;
    }

    // ---------------------------------------------------------------- literals

    /** Consumes the literal {@code lit} whose first byte is at {@link #pos}. */
    final void expectLiteral(byte[] lit) {
        int n = lit.length;
        if (limit - pos < n) ensure(n);
        int p = pos;
        for (int i = 1; i < n; i++) {
            if (p + i >= limit) {
                throw syntaxError("Unexpected end of input in the literal '" + new String(lit, java.nio.charset.StandardCharsets.US_ASCII) + "'", p + i);
            }
            if (buf[p + i] != lit[i]) {
                throw syntaxError("Invalid literal: expected '" + new String(lit, java.nio.charset.StandardCharsets.US_ASCII)
                        + "' but found " + describeAt(p + i), p + i);
            }
        }
        pos = p + n;
    }
}
