package dev.brisk.json.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Writes JSON string literals (quotes included) as UTF-8 into a {@link WriterBuffer}, from Java
 * Strings or from UTF-8 byte slices.
 *
 * <p>Escaping is the minimal RFC 8259 set by default ({@code "}, {@code \}, control characters);
 * flags add all non-ASCII ({@link #ESCAPE_NON_ASCII}) or the characters that matter inside HTML
 * and JavaScript ({@link #HTML_SAFE}: {@code < > & '} and U+2028, U+2029). Problems (a lone
 * surrogate, invalid UTF-8) raise {@link IllegalArgumentException} with a plain description; the
 * writer turns it into a {@code JsonException} with the path.
 */
public final class StringEscaper {
    public static final int ESCAPE_NON_ASCII = 1;
    public static final int HTML_SAFE = 2;
    public static final int REPLACE_LONE_SURROGATES = 4;

    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final byte[] HEX = "0123456789ABCDEF".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    /** Per ASCII char: 0 = copy, 'u' = \\u00XX, otherwise the letter after the backslash. */
    private static final byte[] MINIMAL = new byte[128];
    private static final byte[] HTML = new byte[128];
    /** Room for the longest output of one input char: two \\uXXXX escapes for a pair. */
    private static final int MAX_UNIT = 12;
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;

    static {
        for (int c = 0; c < 0x20; c++) MINIMAL[c] = 'u';
        MINIMAL['\b'] = 'b';
        MINIMAL['\f'] = 'f';
        MINIMAL['\n'] = 'n';
        MINIMAL['\r'] = 'r';
        MINIMAL['\t'] = 't';
        MINIMAL['"'] = '"';
        MINIMAL['\\'] = '\\';
        System.arraycopy(MINIMAL, 0, HTML, 0, 128);
        HTML['<'] = 'u';
        HTML['>'] = 'u';
        HTML['&'] = 'u';
        HTML['\''] = 'u';
    }

    private StringEscaper() {}

    /** Chars per room check in {@link #write(WriterBuffer, String, int)}. */
    private static final int CHARS = 256;
    /**
     * Plain ASCII chars in a row after which {@link #writeRest}'s loop over non-ASCII text hands
     * over to its scan for ASCII runs (copied in bulk).
     */
    private static final int ASCII_RUN = 16;
    /** Output bytes one char can take at most: a {@code \\uXXXX} escape. */
    private static final int MAX_PER_CHAR = 6;

    /**
     * Writes {@code s} as a quoted JSON string. Most strings are short and plain ASCII: their
     * plain prefix (at most {@link #CHARS} chars) is found by one counted loop that only looks for
     * a char to stop at and copied in bulk, small enough to be inlined where it is called; from
     * the first char that needs more (an escape, non-ASCII, a long string), {@link #writeRest}
     * goes on.
     */
    @SuppressWarnings("deprecation") // String.getBytes(int, int, byte[], int): exact for chars below 0x80
    public static void write(WriterBuffer w, String s, int flags) {
        final int len = s.length();
        final int n = Math.min(len, CHARS);
        if ((flags & HTML_SAFE) == 0) {
            // The plain prefix is found by a loop that only loads (a store into the output, also a
            // byte[], would have to be ordered against the String's loads), then copied by one
            // getBytes, an arraycopy for a Latin-1 String: 12-15% less time on MediaContent's strings.
            int i = 0;
            for (; i < n; i++) {
                char c = s.charAt(i);
                if ((char) (c - 0x20) >= 0x60 || c == '"' || c == '\\') break; // control, non-ASCII, quote, backslash
            }
            w.ensure(n + 2);
            byte[] b = w.buf;
            int p = w.pos;
            b[p++] = '"';
            s.getBytes(0, i, b, p);
            p += i;
            if (i == len) {
                b[p] = '"';
                w.pos = p + 1;
                return;
            }
            w.pos = p;
            writeRest(w, s, i, flags);
            return;
        }
        final byte[] esc = HTML;
        w.ensure(n + 2);
        byte[] b = w.buf;
        int p = w.pos;
        b[p++] = '"';
        int i = 0;
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x80 || esc[c] != 0) break;
            b[p + i] = (byte) c;
        }
        p += i;
        if (i == len) {
            b[p] = '"';
            w.pos = p + 1;
            return;
        }
        w.pos = p;
        writeRest(w, s, i, flags);
    }

    /**
     * The rest of {@link #write} from char {@code i} on, after the opening quote and the plain
     * chars before {@code i}. The room for a whole chunk of {@link #CHARS} chars at the longest
     * output per char is made once, so the loop over the chunk writes with no further check, and
     * runs of non-ASCII text (most scripts but Latin) stay in the loop instead of leaving it per
     * char. The last char of a chunk may be the first half of a pair, which takes one char more:
     * {@code MAX_PER_CHAR} bytes of slack cover it.
     */
    @SuppressWarnings("deprecation") // String.getBytes(int, int, byte[], int): exact for chars below 0x80
    private static void writeRest(WriterBuffer w, String s, int i, int flags) {
        final byte[] esc = (flags & HTML_SAFE) != 0 ? HTML : MINIMAL;
        // Non-ASCII chars other than surrogates are written as plain UTF-8 (HTML_SAFE escapes U+2028/9).
        final boolean utf8Only = (flags & (ESCAPE_NON_ASCII | HTML_SAFE)) == 0;
        final int len = s.length();
        w.ensure(1 + MAX_PER_CHAR * (Math.min(len - i, CHARS) + 1));
        byte[] b = w.buf;
        int p = w.pos;
        while (true) {
            int limit = Math.min(len, i + CHARS);
            while (i < limit) {
                // A run of plain ASCII found by a loop that only loads, as in write(): a long run
                // (text after an escape or past the first chunk) copied by one getBytes, a short
                // one (a space between words of another script) char by char.
                int start = i;
                char c = 0;
                while (i < limit && (c = s.charAt(i)) < 0x80 && esc[c] == 0) i++;
                int run = i - start;
                if (run >= 16) {
                    s.getBytes(start, i, b, p);
                } else {
                    for (int k = 0; k < run; k++) b[p + k] = (byte) s.charAt(start + k);
                }
                p += run;
                if (i == limit) break;
                if (c < 0x80) {
                    p = escapeAscii(b, p, esc[c], c);
                    i++;
                } else if (utf8Only && !Character.isSurrogate(c)) {
                    // Text in another script (most but Latin) in one loop of its own that also
                    // takes the plain ASCII between its words (a space, punctuation, digits), a
                    // test per char and no exit per word; it ends at an escape, a surrogate, the
                    // chunk's end, or ASCII_RUN plain ASCII chars in a row, whose rest goes back
                    // to the scan above and its bulk copy. Half the time of a loop per kind of run
                    // on short Cyrillic, Greek and mixed strings, a third less on CJK.
                    int asciiUntil = i + ASCII_RUN;
                    for (; i < limit; i++) {
                        c = s.charAt(i);
                        if (c < 0x80) {
                            if (esc[c] != 0 || i >= asciiUntil) break;
                            b[p++] = (byte) c;
                        } else if (c < 0x800) {
                            SHORT.set(b, p, (short) Utf8.twoByteUnit(c));
                            p += 2;
                            asciiUntil = i + 1 + ASCII_RUN;
                        } else if (!Character.isSurrogate(c)) {
                            p = plainThreeBytes(b, p, c);
                            asciiUntil = i + 1 + ASCII_RUN;
                        } else {
                            break;
                        }
                    }
                } else if (c < 0x800) {
                    if ((flags & ESCAPE_NON_ASCII) != 0) {
                        p = unicodeEscape(b, p, c);
                    } else {
                        p = twoBytes(b, p, c);
                    }
                    i++;
                } else if (!Character.isSurrogate(c)) {
                    p = threeBytes(b, p, c, flags);
                    i++;
                } else {
                    p = surrogate(b, p, s, i, len, flags);
                    i += Character.isHighSurrogate(c) && i + 1 < len && Character.isLowSurrogate(s.charAt(i + 1)) ? 2 : 1;
                }
            }
            if (i >= len) break;
            w.pos = p;
            w.ensure(1 + MAX_PER_CHAR * (Math.min(len - i, CHARS) + 1));
            b = w.buf;
            p = w.pos;
        }
        b[p++] = '"';
        w.pos = p;
    }

    /** The surrogate at {@code s[i]}: a pair as one code point, a lone one replaced or refused. */
    private static int surrogate(byte[] b, int p, String s, int i, int len, int flags) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c) && i + 1 < len && Character.isLowSurrogate(s.charAt(i + 1))) {
            char low = s.charAt(i + 1);
            if ((flags & ESCAPE_NON_ASCII) != 0) {
                p = unicodeEscape(b, p, c);
                return unicodeEscape(b, p, low);
            }
            int cp = Character.toCodePoint(c, low);
            b[p] = (byte) (0xF0 | (cp >> 18));
            b[p + 1] = (byte) (0x80 | ((cp >> 12) & 0x3F));
            b[p + 2] = (byte) (0x80 | ((cp >> 6) & 0x3F));
            b[p + 3] = (byte) (0x80 | (cp & 0x3F));
            return p + 4;
        }
        if ((flags & REPLACE_LONE_SURROGATES) != 0) return threeBytes(b, p, 0xFFFD, flags);
        throw new IllegalArgumentException("Lone surrogate U+" + Integer.toHexString(c).toUpperCase()
                + " at index " + i + " of a string is not valid Unicode"
                + " (WriterOptions.withReplaceLoneSurrogates writes U+FFFD instead)");
    }

    /** Writes the UTF-8 text {@code src[off..off+len)} as a quoted JSON string. */
    public static void write(WriterBuffer w, byte[] src, int off, int len, int flags) {
        if ((flags & (ESCAPE_NON_ASCII | HTML_SAFE)) == 0) {
            writePlain(w, src, off, len, false);
            return;
        }
        final byte[] esc = (flags & HTML_SAFE) != 0 ? HTML : MINIMAL;
        final boolean swar = (flags & HTML_SAFE) == 0;
        final int end = off + len;
        w.ensure(2 + Math.min(len, 1024) + MAX_UNIT);
        byte[] b = w.buf;
        int p = w.pos;
        b[p++] = '"';
        int i = off;
        while (i < end) {
            if (b.length - p < MAX_UNIT + 8) {
                w.pos = p;
                w.ensure(MAX_UNIT + 8 + Math.min(end - i, 4096));
                b = w.buf;
                p = w.pos;
            }
            int room = b.length - p - MAX_UNIT;
            int limit = Math.min(end, i + room);
            if (swar) {
                // Eight bytes at a time while none is a quote, backslash, control char or non-ASCII.
                while (i + 8 <= limit) {
                    long x = (long) LONG.get(src, i);
                    if (needsAttention(x)) break;
                    LONG.set(b, p, x);
                    i += 8;
                    p += 8;
                }
            }
            while (i < limit) {
                int c = src[i];
                if (c < 0 || esc[c] != 0) break;
                b[p++] = (byte) c;
                i++;
            }
            if (i >= limit) continue;
            int c = src[i];
            if (c >= 0) {
                p = escapeAscii(b, p, esc[c], (char) c);
                i++;
                continue;
            }
            int lead = c & 0xFF;
            int n = sequenceLength(src, i, end);
            if (n == 4) {
                int cp = ((lead & 0x07) << 18) | ((src[i + 1] & 0x3F) << 12) | ((src[i + 2] & 0x3F) << 6) | (src[i + 3] & 0x3F);
                if ((flags & ESCAPE_NON_ASCII) != 0) {
                    p = unicodeEscape(b, p, Character.highSurrogate(cp));
                    p = unicodeEscape(b, p, Character.lowSurrogate(cp));
                } else {
                    b[p++] = src[i];
                    b[p++] = src[i + 1];
                    b[p++] = src[i + 2];
                    b[p++] = src[i + 3];
                }
            } else if (n == 3) {
                int cp = ((lead & 0x0F) << 12) | ((src[i + 1] & 0x3F) << 6) | (src[i + 2] & 0x3F);
                p = threeBytes(b, p, cp, flags);
            } else {
                if ((flags & ESCAPE_NON_ASCII) != 0) {
                    p = unicodeEscape(b, p, ((lead & 0x1F) << 6) | (src[i + 1] & 0x3F));
                } else {
                    b[p++] = src[i];
                    b[p++] = src[i + 1];
                }
            }
            i += n;
        }
        if (b.length - p < 1) {
            w.pos = p;
            w.ensure(1);
            b = w.buf;
            p = w.pos;
        }
        b[p++] = '"';
        w.pos = p;
    }

    /** Input bytes per room check in {@link #writePlain}. */
    private static final int CHUNK = 512;

    /**
     * The default escaping of UTF-8 text: only quote, backslash and control chars change, so
     * multi-byte sequences are copied as they are (checked first unless the text is known to
     * be valid: then they stop nothing and go eight bytes at a time), and the room for a whole
     * chunk of input (at most six output bytes per input byte) is made once.
     */
    private static void writePlain(WriterBuffer w, byte[] src, int off, int len, boolean valid) {
        final int end = off + len;
        // A sequence may run up to 3 bytes past a chunk's end: 8 bytes of slack cover it.
        w.ensure(2 + 8 + 6 * Math.min(len, CHUNK));
        byte[] b = w.buf;
        int p = w.pos;
        b[p++] = '"';
        int i = off;
        while (true) {
            int limit = Math.min(end, i + CHUNK);
            while (i < limit) {
                if (i + 8 <= limit) {
                    // Eight bytes at once: all of them if none needs attention (a quote,
                    // backslash, control char, or non-ASCII unless the text is valid), else those
                    // before the first that does (the copy's extra bytes are overwritten; the
                    // chunk's room covers them).
                    long x = (long) LONG.get(src, i);
                    long attention = valid ? Swar.quoteBackslashControl(x) : attention(x);
                    LONG.set(b, p, x);
                    if (attention == 0) {
                        i += 8;
                        p += 8;
                        continue;
                    }
                    int k = Long.numberOfTrailingZeros(attention) >>> 3;
                    i += k;
                    p += k;
                } else if (i + 8 <= src.length) {
                    // The last 1..7 bytes, read as a word when the array goes on (a slice of a
                    // reader's buffer): the byte just past the end counts as needing attention.
                    long x = (long) LONG.get(src, i);
                    long attention = (valid ? Swar.quoteBackslashControl(x) : attention(x)) | (0x80L << ((limit - i) << 3));
                    LONG.set(b, p, x);
                    int k = Long.numberOfTrailingZeros(attention) >>> 3;
                    i += k;
                    p += k;
                    if (i == limit) break;
                }
                int c = src[i];
                if (c >= 0) {
                    byte kind = MINIMAL[c];
                    if (kind == 0) {
                        b[p++] = (byte) c; // only in the last 7 bytes of a chunk
                    } else {
                        p = escapeAscii(b, p, kind, (char) c);
                    }
                    i++;
                } else if (valid) {
                    b[p++] = (byte) c; // valid UTF-8: only in the last 7 bytes of a chunk
                    i++;
                } else {
                    // A run of multi-byte sequences (text in most scripts but Latin) in one loop.
                    do {
                        int lead = src[i] & 0xFF;
                        if (lead >= 0xE1 && lead != 0xED && lead <= 0xEF && i + 2 < end
                                && (src[i + 1] & 0xC0) == 0x80 && (src[i + 2] & 0xC0) == 0x80) {
                            // Three bytes with no range limit on the second: most of the BMP.
                            b[p] = (byte) lead;
                            b[p + 1] = src[i + 1];
                            b[p + 2] = src[i + 2];
                            p += 3;
                            i += 3;
                            continue;
                        }
                        int n = validSequence(src, i, end);
                        b[p] = src[i];
                        b[p + 1] = src[i + 1];
                        if (n > 2) {
                            b[p + 2] = src[i + 2];
                            if (n > 3) b[p + 3] = src[i + 3];
                        }
                        p += n;
                        i += n;
                    } while (i < limit && src[i] < 0);
                }
            }
            if (i >= end) break;
            w.pos = p;
            w.ensure(1 + 8 + 6 * Math.min(end - i, CHUNK));
            b = w.buf;
            p = w.pos;
        }
        b[p++] = '"';
        w.pos = p;
    }

    /**
     * {@link #write(WriterBuffer, byte[], int, int, int)} for text already known to be valid UTF-8
     * (a tree's strings, checked when the tree was built). With minimal escaping only quotes,
     * backslashes and control chars change, so the text is copied eight bytes at a time whatever
     * script it is in and nothing is checked twice; other escaping takes the checking path.
     */
    public static void writeValid(WriterBuffer w, byte[] src, int off, int len, int flags) {
        if ((flags & (ESCAPE_NON_ASCII | HTML_SAFE)) != 0) {
            write(w, src, off, len, flags);
            return;
        }
        writePlain(w, src, off, len, true);
    }

    /** Longest whole-array text {@link #writeValid(WriterBuffer, byte[], int)} copies before it checks. */
    public static final int WHOLE_WORDS = 256;

    /** Bytes {@link #copyWhole} may touch beyond the text itself: the two quotes and a word's padding. */
    public static final int WHOLE_SLACK = 10;

    /**
     * {@link #writeValid(WriterBuffer, byte[], int, int, int)} for a whole array (a tree's string).
     * Short text takes {@link #copyWhole}; only if some byte of it needs an escape is it written
     * again by the general path.
     */
    public static void writeValid(WriterBuffer w, byte[] utf8, int flags) {
        final int len = utf8.length;
        if ((flags & (ESCAPE_NON_ASCII | HTML_SAFE)) != 0 || len > WHOLE_WORDS) {
            writeValid(w, utf8, 0, len, flags);
            return;
        }
        w.ensure(len + WHOLE_SLACK);
        int end = copyWhole(w.buf, w.pos, utf8);
        if (end < 0) {
            writePlain(w, utf8, 0, len, true); // from the start again: the copy is overwritten
            return;
        }
        w.pos = end;
    }

    /**
     * Writes valid UTF-8 text {@code utf8} of at most {@link #WHOLE_WORDS} bytes as a quoted
     * string at {@code b[start]} with minimal escaping, if none of its bytes needs an escape:
     * returns the end of what it wrote, or -1 (having written garbage the caller overwrites)
     * when some byte does. The caller has made room for {@code utf8.length + }{@link #WHOLE_SLACK}
     * bytes. Most such strings are short and need no escape: they are copied a word at a time
     * with no branch per word, the last word read so that it ends at the end of the text
     * (overlapping bytes already copied) or, for text under eight bytes, put together from two
     * overlapping int or three byte loads, and the escape check of all words is looked at once,
     * at the end.
     */
    public static int copyWhole(byte[] b, int start, byte[] utf8) {
        final int len = utf8.length;
        final int q = start + 1;
        b[start] = '"';
        long attention;
        if (len >= 8) {
            attention = 0;
            int i = 0;
            for (; i + 8 <= len; i += 8) {
                long x = (long) LONG.get(utf8, i);
                attention |= Swar.quoteBackslashControl(x);
                LONG.set(b, q + i, x);
            }
            if (i < len) {
                // The bytes before i in this word passed the check: they cannot flag (a mask
                // flags a byte only at or above a true hit), so the whole word is checked.
                long x = (long) LONG.get(utf8, len - 8);
                attention |= Swar.quoteBackslashControl(x);
                LONG.set(b, q + len - 8, x);
            }
        } else {
            long x;
            if (len >= 4) {
                x = ((int) INT.get(utf8, 0) & 0xFFFFFFFFL) | ((int) INT.get(utf8, len - 4) & 0xFFFFFFFFL) << ((len - 4) << 3);
            } else if (len > 0) {
                int mid = len >> 1;
                x = (utf8[0] & 0xFFL) | (utf8[mid] & 0xFFL) << (mid << 3) | (utf8[len - 1] & 0xFFL) << ((len - 1) << 3);
            } else {
                x = 0;
            }
            // The zero bytes above the text flag as control chars: only the text's bytes count,
            // and flags travel upwards only, so theirs are exact.
            attention = Swar.quoteBackslashControl(x) & ((1L << (len << 3)) - 1);
            LONG.set(b, q, x);
        }
        if (attention != 0) return -1;
        b[q + len] = '"';
        return q + len + 1;
    }

    /** Bytes past its input's length that {@link #reescape} may write over. */
    public static final int REESCAPE_SLACK = 8;

    /**
     * Writes the body {@code b[from, to)} of a JSON string literal that a scan has found valid
     * (escapes of RFC 8259, surrogate escapes in pairs, strict UTF-8) at {@code out[o]} escaped
     * minimally, exactly as decoding it and writing the decoded text would, without the decoded
     * copy in between: plain runs are copied a word at a time up to the next backslash; the
     * escapes a minimal writer writes the same ({@code \" \\ \b \f \n \r \t}) are copied;
     * {@code \/} becomes {@code /}; a {@code \\uXXXX} (or a pair) becomes its UTF-8, or the
     * writer's own escape for a control char, quote or backslash. The output is never longer than
     * the body; the caller makes room for {@code to - from + }{@link #REESCAPE_SLACK} bytes.
     * Returns the end of what it wrote.
     */
    public static int reescape(byte[] b, int from, int to, byte[] out, int o) {
        int p = from;
        while (p < to) {
            if (p + 8 <= to) {
                // Eight bytes at once up to the first backslash: the word is stored whole (its
                // bytes from the backslash on are overwritten, the slack covers the overrun).
                long x = (long) LONG.get(b, p);
                LONG.set(out, o, x);
                long y = x ^ 0x5C5C5C5C5C5C5C5CL;
                long m = (y - ONES) & ~y & HIGHS;
                if (m == 0) {
                    p += 8;
                    o += 8;
                    continue;
                }
                int k = Long.numberOfTrailingZeros(m) >>> 3;
                p += k;
                o += k;
            } else if (b[p] != '\\') {
                out[o++] = b[p++];
                continue;
            }
            // the escape's length: 2, 6, or 12 for a surrogate pair (the scan has checked that
            // a high surrogate's escape is followed by a low one's)
            int n = b[p + 1] != 'u' ? 2 : (StringDecoder.hex4(b, p + 2) & 0xFC00) == 0xD800 ? 12 : 6;
            o = writeEscape(b, p, n, out, o);
            p += n;
        }
        return o;
    }

    /**
     * {@link #reescape} for string text not checked yet, from {@code b[from]} up to its closing
     * quote, which must come before {@code end}: it checks what it copies (RFC 8259 escapes,
     * surrogate escapes in pairs) and takes only ASCII text. Returns the index of the closing
     * quote shifted left by 32 bits, OR-ed with the end of what it wrote; or -1 when it does not
     * take the string (a non-ASCII or control byte, an escape it does not accept, no quote before
     * {@code end}): then what it wrote is garbage the caller drops, and the scanner and
     * {@link #reescape} take the string. The caller makes room for {@code end - from + }
     * {@link #REESCAPE_SLACK} bytes at {@code out[o]}.
     */
    public static long reescapeChecked(byte[] b, int from, int end, byte[] out, int o) {
        int p = from;
        while (p < end) {
            if (p + 8 <= end) {
                long x = (long) LONG.get(b, p);
                LONG.set(out, o, x);
                // the lowest flagged byte is exact: a quote, backslash, control or non-ASCII byte
                long m = Swar.quoteBackslashControl(x) | (x & HIGHS);
                if (m == 0) {
                    p += 8;
                    o += 8;
                    continue;
                }
                int k = Long.numberOfTrailingZeros(m) >>> 3;
                p += k;
                o += k;
            }
            int c = b[p];
            if (c == '"') return (long) p << 32 | o;
            if (c != '\\') {
                if (c < 0x20) return -1; // a control byte, or (negative) non-ASCII
                out[o++] = (byte) c;
                p++;
                continue;
            }
            // An escape, and the ones right after it (escaped text comes in runs: "\u3042\u3044"),
            // each checked and written in one pass that reads its hex digits once.
            do {
                if (p + 1 >= end) return -1;
                int e = b[p + 1];
                if (e != 'u') {
                    if (e == '/') {
                        out[o++] = '/';
                    } else if (e == '"' || e == '\\' || e == 'n' || e == 't' || e == 'r' || e == 'b' || e == 'f') {
                        out[o] = '\\'; // written back the same by a minimal writer
                        out[o + 1] = (byte) e;
                        o += 2;
                    } else {
                        return -1;
                    }
                    p += 2;
                    continue;
                }
                if (p + 6 > end) return -1;
                int cp = StringDecoder.hex4(b, p + 2);
                if (cp < 0x80) {
                    if (cp < 0) return -1; // not four hex digits
                    byte kind = MINIMAL[cp];
                    if (kind == 0) out[o++] = (byte) cp;
                    else o = escapeAscii(out, o, kind, (char) cp);
                } else if (cp < 0x800) {
                    out[o] = (byte) (0xC0 | (cp >> 6));
                    out[o + 1] = (byte) (0x80 | (cp & 0x3F));
                    o += 2;
                } else if ((cp & 0xF800) != 0xD800) {
                    out[o] = (byte) (0xE0 | (cp >> 12));
                    out[o + 1] = (byte) (0x80 | ((cp >> 6) & 0x3F));
                    out[o + 2] = (byte) (0x80 | (cp & 0x3F));
                    o += 3;
                } else {
                    // a surrogate: only a high one followed by the escape of a low one
                    if (cp > 0xDBFF || p + 12 > end || b[p + 6] != '\\' || b[p + 7] != 'u') return -1;
                    int low = StringDecoder.hex4(b, p + 8);
                    if (low < 0xDC00 || low > 0xDFFF) return -1;
                    int u = Character.toCodePoint((char) cp, (char) low);
                    out[o] = (byte) (0xF0 | (u >> 18));
                    out[o + 1] = (byte) (0x80 | ((u >> 12) & 0x3F));
                    out[o + 2] = (byte) (0x80 | ((u >> 6) & 0x3F));
                    out[o + 3] = (byte) (0x80 | (u & 0x3F));
                    o += 4;
                    p += 6;
                }
                p += 6;
            } while (p < end && b[p] == '\\');
        }
        return -1;
    }

    /**
     * The valid escape of length {@code n} (2, 6, or 12 for a surrogate pair) at {@code b[p]},
     * as a minimally escaping writer writes the char it stands for, at {@code out[o]}; returns
     * the end of what it wrote (never more than {@code n} bytes).
     */
    private static int writeEscape(byte[] b, int p, int n, byte[] out, int o) {
        if (n == 2) {
            int e = b[p + 1];
            if (e == '/') {
                out[o] = '/';
                return o + 1;
            }
            out[o] = '\\'; // the others a minimal writer writes back the same
            out[o + 1] = (byte) e;
            return o + 2;
        }
        int cp = StringDecoder.hex4(b, p + 2);
        if (n == 12) {
            int c = Character.toCodePoint((char) cp, (char) StringDecoder.hex4(b, p + 8));
            out[o] = (byte) (0xF0 | (c >> 18));
            out[o + 1] = (byte) (0x80 | ((c >> 12) & 0x3F));
            out[o + 2] = (byte) (0x80 | ((c >> 6) & 0x3F));
            out[o + 3] = (byte) (0x80 | (c & 0x3F));
            return o + 4;
        }
        if (cp < 0x80) {
            byte kind = MINIMAL[cp];
            if (kind == 0) {
                out[o] = (byte) cp;
                return o + 1;
            }
            return escapeAscii(out, o, kind, (char) cp);
        }
        if (cp < 0x800) {
            out[o] = (byte) (0xC0 | (cp >> 6));
            out[o + 1] = (byte) (0x80 | (cp & 0x3F));
            return o + 2;
        }
        out[o] = (byte) (0xE0 | (cp >> 12));
        out[o + 1] = (byte) (0x80 | ((cp >> 6) & 0x3F));
        out[o + 2] = (byte) (0x80 | (cp & 0x3F));
        return o + 3;
    }

    /** {@link #sequenceLength} with the common two- and three-byte sequences checked inline. */
    private static int validSequence(byte[] s, int i, int end) {
        int lead = s[i] & 0xFF;
        if (lead >= 0xC2 && lead <= 0xDF) {
            if (i + 1 < end && (s[i + 1] & 0xC0) == 0x80) return 2;
        } else if (lead >= 0xE1 && lead <= 0xEF && lead != 0xED) {
            if (i + 2 < end && (s[i + 1] & 0xC0) == 0x80 && (s[i + 2] & 0xC0) == 0x80) return 3;
        }
        return sequenceLength(s, i, end);
    }

    /**
     * The high bit of each of the 8 bytes (little-endian) that is below 0x20, a quote, a
     * backslash or non-ASCII; bits above the lowest one set may be false alarms (borrows), the
     * lowest is exact.
     */
    private static long attention(long x) {
        long quote = x ^ 0x2222222222222222L;
        long backslash = x ^ 0x5C5C5C5C5C5C5C5CL;
        return (((quote - ONES) & ~quote) | ((backslash - ONES) & ~backslash) | ((x - 0x2020202020202020L) & ~x) | x) & HIGHS;
    }

    /** Whether any of the 8 bytes is below 0x20, a quote, a backslash or has its high bit set. */
    private static boolean needsAttention(long x) {
        long quote = x ^ 0x2222222222222222L;
        long backslash = x ^ 0x5C5C5C5C5C5C5C5CL;
        // (v - 0x01..) & ~v & 0x80.. is non-zero iff some byte of v is zero (or, for "below",
        // less than the subtracted value); high bytes are caught by x itself.
        long t = ((quote - ONES) & ~quote) | ((backslash - ONES) & ~backslash) | ((x - 0x2020202020202020L) & ~x) | x;
        return (t & HIGHS) != 0;
    }

    /** Length of the valid UTF-8 sequence at {@code i}, or an exception for invalid UTF-8. */
    private static int sequenceLength(byte[] s, int i, int end) {
        int lead = s[i] & 0xFF;
        int n;
        int lo = 0x80;
        int hi = 0xBF;
        if (lead >= 0xC2 && lead <= 0xDF) {
            n = 2;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            n = 3;
            if (lead == 0xE0) lo = 0xA0;
            else if (lead == 0xED) hi = 0x9F; // U+D800..U+DFFF are not scalar values
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            n = 4;
            if (lead == 0xF0) lo = 0x90;
            else if (lead == 0xF4) hi = 0x8F;
        } else {
            throw invalidUtf8(i);
        }
        if (i + n > end) throw invalidUtf8(i);
        int second = s[i + 1] & 0xFF;
        if (second < lo || second > hi) throw invalidUtf8(i);
        for (int k = 2; k < n; k++) {
            if ((s[i + k] & 0xC0) != 0x80) throw invalidUtf8(i);
        }
        return n;
    }

    private static IllegalArgumentException invalidUtf8(int i) {
        return new IllegalArgumentException("Invalid UTF-8 at byte " + i + " of a string slice");
    }

    /** A BMP char from U+0800 up (not a surrogate). */
    private static int threeBytes(byte[] b, int p, int c, int flags) {
        if ((flags & ESCAPE_NON_ASCII) != 0 || ((flags & HTML_SAFE) != 0 && (c == 0x2028 || c == 0x2029))) {
            return unicodeEscape(b, p, c);
        }
        return plainThreeBytes(b, p, c);
    }

    /** A char from U+0080 to U+07FF as its two UTF-8 bytes. */
    private static int twoBytes(byte[] b, int p, int c) {
        b[p] = (byte) (0xC0 | (c >> 6));
        b[p + 1] = (byte) (0x80 | (c & 0x3F));
        return p + 2;
    }

    /** A char from U+0800 up, not a surrogate, as its three UTF-8 bytes, whatever the options. */
    private static int plainThreeBytes(byte[] b, int p, int c) {
        b[p] = (byte) (0xE0 | (c >> 12));
        b[p + 1] = (byte) (0x80 | ((c >> 6) & 0x3F));
        b[p + 2] = (byte) (0x80 | (c & 0x3F));
        return p + 3;
    }

    private static int escapeAscii(byte[] b, int p, byte kind, char c) {
        if (kind == 'u') return unicodeEscape(b, p, c);
        b[p++] = '\\';
        b[p++] = kind;
        return p;
    }

    private static int unicodeEscape(byte[] b, int p, int c) {
        b[p++] = '\\';
        b[p++] = 'u';
        b[p++] = HEX[(c >> 12) & 0xF];
        b[p++] = HEX[(c >> 8) & 0xF];
        b[p++] = HEX[(c >> 4) & 0xF];
        b[p++] = HEX[c & 0xF];
        return p;
    }
}
