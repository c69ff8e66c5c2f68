package dev.brisk.json.internal;

/**
 * Decodes a JSON string body (what follows its opening quote) in one pass: plain ASCII a word at
 * a time, multi-byte UTF-8 checked strictly (RFC 3629) and escapes (RFC 8259, surrogate pairs
 * too) straight into their final form, UTF-16 chars for a String or UTF-8 bytes for a slice. No
 * intermediate form: an escape never becomes UTF-8 only to be decoded again.
 *
 * <p>{@link #toChars} is the reader's fast path and gives up ({@link #STOPPED}) on anything it
 * does not finish inside {@code b[from, to)} (a string a refill cuts, a bad sequence, a lone
 * surrogate, a control character): the caller then runs the general scan, which reports the
 * error at its place or applies a leniency. It never throws.
 */
public final class StringDecoder {
    private StringDecoder() {}

    /** {@link #toChars} stopped at something it leaves to the general scan. */
    public static final long STOPPED = -1;
    /** {@link #toChars} ran out of room in {@code out}: retry with a larger array. */
    public static final long NO_ROOM = -2;

    /** The value of each hex digit byte, -1 for every other byte: OR-ing shifted values stays negative. */
    private static final int[] HEX = new int[256];

    static {
        java.util.Arrays.fill(HEX, -1);
        for (int c = '0'; c <= '9'; c++) HEX[c] = c - '0';
        for (int c = 'a'; c <= 'f'; c++) HEX[c] = c - 'a' + 10;
        for (int c = 'A'; c <= 'F'; c++) HEX[c] = c - 'A' + 10;
    }

    /** The value of the four hex digits at {@code b[p]} (the caller ensures they are there), or a negative number. */
    public static int hex4(byte[] b, int p) {
        return HEX[b[p] & 0xFF] << 12 | HEX[b[p + 1] & 0xFF] << 8 | HEX[b[p + 2] & 0xFF] << 4 | HEX[b[p + 3] & 0xFF];
    }

    /** The char a one-letter escape stands for ({@code \n} is 'n'), or -1 when the letter is none of RFC 8259's. */
    private static int shortEscape(int c) {
        switch (c) {
            case '"': return '"';
            case '\\': return '\\';
            case '/': return '/';
            case 'b': return '\b';
            case 'f': return '\f';
            case 'n': return '\n';
            case 'r': return '\r';
            case 't': return '\t';
            default: return -1;
        }
    }

    /**
     * Decodes the string body from {@code from} to its closing quote into UTF-16 {@code out},
     * where {@code b[from, plainEnd)} is already known to be plain ASCII (no quote, backslash or
     * control character). Returns {@code (long) chars << 32 | quoteIndex} on success;
     * {@link #NO_ROOM} when {@code out} is too short (a step past plain ASCII wants room for two chars); {@link #STOPPED} when the string does not
     * close inside {@code b[from, to)} or holds anything invalid (nothing is reported here).
     */
    public static long toChars(byte[] b, int from, int plainEnd, int to, char[] out) {
        int n = plainEnd - from;
        if (n > out.length) return NO_ROOM;
        for (int i = 0; i < n; i++) out[i] = (char) b[from + i];
        return resumeChars(b, plainEnd, to, out, n);
    }

    /**
     * {@link #toChars} from {@code b[p]} on, with {@code out[0, n)} already decoded (what
     * {@link #toLatin1} decoded before the char it could not hold). Same results as toChars.
     */
    public static long resumeChars(byte[] b, int p, int to, char[] out, int n) {
        int cap = out.length;
        // each turn starts at a stop of plain ASCII (both callers start there): the byte is
        // dispatched first, then the plain run after it is copied a word at a time
        for (;;) {
            if (p >= to) return STOPPED;
            int c = b[p];
            if (c == '"') return (long) n << 32 | p;
            // every case below writes at most two chars
            if (n + 2 > cap) return NO_ROOM;
            if (c >= 0) {
                if (c == '\\') {
                    // a run of escapes (text spelled as \\u escapes), without going back to the word loop
                    do {
                        if (p + 1 >= to) return STOPPED;
                        int e = b[p + 1];
                        if (e != 'u') {
                            int v = shortEscape(e);
                            if (v < 0) return STOPPED;
                            out[n++] = (char) v;
                            p += 2;
                            continue;
                        }
                        if (p + 6 > to) return STOPPED;
                        int cp = hex4(b, p + 2);
                        if (cp < 0) return STOPPED;
                        if (cp >= 0xD800 && cp <= 0xDFFF) {
                            // a high surrogate and its low one, as one pair of escapes
                            if (cp > 0xDBFF || p + 12 > to || b[p + 6] != '\\' || b[p + 7] != 'u') return STOPPED;
                            int low = hex4(b, p + 8);
                            if (low < 0xDC00 || low > 0xDFFF) return STOPPED;
                            out[n++] = (char) cp;
                            out[n++] = (char) low;
                            p += 12;
                            continue;
                        }
                        out[n++] = (char) cp;
                        p += 6;
                    } while (p < to && b[p] == '\\' && n + 2 <= cap);
                } else {
                    if (c < 0x20) return STOPPED;
                    out[n++] = (char) c;
                    p++;
                }
            } else {
                // a run of multi-byte characters (text in one script), decoded without going back to the word loop
                do {
                    c &= 0xFF;
                    if (c >= 0xE0) {
                        if (c >= 0xF0) {
                            // four bytes: F0 90-BF, F1-F3 80-BF, F4 80-8F; then two continuation bytes
                            if (c > 0xF4 || p + 4 > to) return STOPPED;
                            int c1 = b[p + 1] & 0xFF;
                            int c2 = b[p + 2];
                            int c3 = b[p + 3];
                            if ((c1 & 0xC0) != 0x80 || (c == 0xF0 && c1 < 0x90) || (c == 0xF4 && c1 >= 0x90)
                                    || ((c2 & 0xC0) ^ 0x80 | (c3 & 0xC0) ^ 0x80) != 0) {
                                return STOPPED;
                            }
                            int cp = (c & 0x07) << 18 | (c1 & 0x3F) << 12 | (c2 & 0x3F) << 6 | (c3 & 0x3F);
                            out[n++] = Character.highSurrogate(cp);
                            out[n++] = Character.lowSurrogate(cp);
                            p += 4;
                        } else {
                            // three bytes: E0 A0-BF (not overlong), ED 80-9F (not a surrogate), others 80-BF
                            if (p + 3 > to) return STOPPED;
                            int c1 = b[p + 1] & 0xFF;
                            int c2 = b[p + 2];
                            if (((c1 & 0xC0) ^ 0x80 | (c2 & 0xC0) ^ 0x80) != 0
                                    || (c == 0xE0 && c1 < 0xA0) || (c == 0xED && c1 >= 0xA0)) {
                                return STOPPED;
                            }
                            out[n++] = (char) ((c & 0x0F) << 12 | (c1 & 0x3F) << 6 | (c2 & 0x3F));
                            p += 3;
                        }
                    } else {
                        // two bytes: C2-DF 80-BF (80-C1 never lead). Inside the input and out, one
                        // word gives the valid pairs it starts with (four in a word of one script,
                        // fewer before a space, the quote or another length); all four lanes are
                        // written and only the valid ones counted, the rest is overwritten later
                        if (c < 0xC2 || p + 2 > to) return STOPPED;
                        long w;
                        int k;
                        if (p + 8 <= to && n + 4 <= cap && (k = Utf8.twoBytePairs(w = Swar.word(b, p))) != 0) {
                            Utf8.putFourTwoByte(w, out, n);
                            n += k;
                            p += k << 1;
                        } else {
                            int c1 = b[p + 1];
                            if ((c1 & 0xC0) != 0x80) return STOPPED;
                            out[n++] = (char) ((c & 0x1F) << 6 | (c1 & 0x3F));
                            p += 2;
                        }
                    }
                    if (p + 1 >= to || n + 3 > cap) break;
                    c = b[p];
                    if (c >= 0) {
                        if (c == '"') return (long) n << 32 | p;
                        // one ASCII char between two multi-byte ones (the space between words of
                        // another script) is taken here: the word loop would stop at the next byte
                        int next = b[p + 1];
                        if (next >= 0 || c < 0x20 || c == '\\') break;
                        out[n++] = (char) c;
                        p++;
                        c = next;
                    }
                } while (true);
            }
            // plain ASCII: a word at a time while a word's chars fit
            while (p + 8 <= to && n + 8 <= cap) {
                long w = Swar.word(b, p);
                long m = Swar.stringStops(w);
                if (m != 0) {
                    int k = Swar.firstIndex(m);
                    for (int i = 0; i < k; i++) out[n + i] = (char) (w >>> (i << 3) & 0x7F);
                    n += k;
                    p += k;
                    break;
                }
                for (int i = 0; i < 8; i++) out[n + i] = (char) (w >>> (i << 3) & 0x7F);
                n += 8;
                p += 8;
            }
        }
    }

    /**
     * Decodes the string body from {@code from} to its closing quote into Latin-1 bytes
     * {@code out} (one byte per char), for a String made by one copy: plain ASCII runs are copied
     * whole, escapes and two-byte UTF-8 sequences of chars up to U+00FF become their byte, where
     * {@code b[from, plainEnd)} is already known to be plain ASCII. Returns what {@link #toChars}
     * returns ({@code (long) chars << 32 | quoteIndex}, {@link #NO_ROOM} or {@link #STOPPED}), or,
     * at the first char above U+00FF (or any byte it does not decode itself), a negative value
     * below {@link #NO_ROOM} ({@link #isWide}) telling how far it got ({@link #chars},
     * {@link #quote} give the chars decoded and where it stopped), for {@link #resumeChars}.
     */
    public static long toLatin1(byte[] b, int from, int plainEnd, int to, byte[] out) {
        int cap = out.length;
        int n = plainEnd - from;
        if (n > cap) return NO_ROOM;
        System.arraycopy(b, from, out, 0, n);
        int p = plainEnd;
        decode:
        for (;;) {
            // b[p] stops plain text: a quote, a backslash, a control character or a non-ASCII byte
            if (p >= to) return STOPPED;
            int c = b[p];
            if (c == '"') return (long) n << 32 | p;
            if (n >= cap) return NO_ROOM; // every case below writes one byte
            if (c == '\\') {
                if (p + 1 >= to) return STOPPED;
                int e = b[p + 1];
                if (e != 'u') {
                    int v = shortEscape(e);
                    if (v < 0) return STOPPED;
                    out[n++] = (byte) v;
                    p += 2;
                } else {
                    if (p + 6 > to) return STOPPED;
                    int cp = hex4(b, p + 2);
                    if (cp < 0) return STOPPED;
                    if (cp > 0xFF) return wide(n, p);
                    out[n++] = (byte) cp;
                    p += 6;
                }
            } else if (c >= 0) {
                return STOPPED; // a control character
            } else {
                // U+0080..U+00FF are C2 or C3 and one continuation byte; anything else is for resumeChars
                int c1;
                if ((c & 0xFE) != 0xC2 || p + 2 > to || ((c1 = b[p + 1]) & 0xC0) != 0x80) return wide(n, p);
                out[n++] = (byte) ((c & 0x03) << 6 | (c1 & 0x3F));
                p += 2;
            }
            // the plain run up to the next stop, copied a word at a time as it is scanned: the runs
            // between escapes are short (a path between \/ escapes), too short for an arraycopy call
            while (p + 8 <= to && n + 8 <= cap) {
                long w = Swar.word(b, p);
                Swar.putWord(out, n, w);
                long m = Swar.stringStops(w);
                if (m != 0) {
                    int k = Swar.firstIndex(m);
                    n += k;
                    p += k;
                    continue decode;
                }
                n += 8;
                p += 8;
            }
            int q = Scanners.plainTextEnd(b, p, to);
            int run = q - p;
            if (n + run > cap) return NO_ROOM;
            System.arraycopy(b, p, out, n, run);
            n += run;
            p = q;
        }
    }

    private static long wide(int chars, int at) {
        return Long.MIN_VALUE | (long) chars << 32 | at;
    }

    /** Whether a {@link #toLatin1} result stopped at a char Latin-1 cannot hold (then {@link #chars} and {@link #quote} say where). */
    public static boolean isWide(long decoded) {
        return decoded < NO_ROOM;
    }

    /** The char count of a {@link #toChars} success. */
    public static int chars(long decoded) {
        return (int) (decoded >>> 32) & Integer.MAX_VALUE;
    }

    /** The closing quote's index of a {@link #toChars} success. */
    public static int quote(long decoded) {
        return (int) decoded;
    }

    /**
     * Decodes the escapes of the string body {@code b[from, to)}, which a scan has already found
     * valid (escapes of RFC 8259 with surrogates in pairs, strict UTF-8), into UTF-8 at
     * {@code out[o]}; returns the end of what it wrote. The decoded text is never longer than the
     * body, so {@code out} needs {@code to - from} bytes from {@code o}.
     */
    public static int toUtf8(byte[] b, int from, int to, byte[] out, int o) {
        int p = from;
        while (p < to) {
            int q = nextBackslash(b, p, to);
            int run = q - p;
            System.arraycopy(b, p, out, o, run);
            o += run;
            if (q >= to) break;
            int e = b[q + 1];
            if (e != 'u') {
                out[o++] = (byte) shortEscape(e);
                p = q + 2;
                continue;
            }
            int cp = hex4(b, q + 2);
            if (cp >= 0xD800 && cp <= 0xDBFF) {
                cp = Character.toCodePoint((char) cp, (char) hex4(b, q + 8));
                p = q + 12;
            } else {
                p = q + 6;
            }
            o = Utf8.encode(cp, out, o);
        }
        return o;
    }

    /**
     * Checks and decodes the string body from {@code from} to its closing quote into UTF-8 at
     * {@code out[0]} in one pass: what {@link Scanners#stringEnd} accepts (escapes of RFC 8259
     * with surrogates in pairs, strict UTF-8, no control characters), decoded as
     * {@link #toUtf8} decodes it, where {@code b[from, checkedEnd)} is already known to be plain
     * text and valid UTF-8 without an escape (what {@link Scanners#unescapedStringEnd} passed):
     * copied, not scanned again. Returns {@code (long) bytes << 32 | quoteIndex};
     * {@link #NO_ROOM} when {@code out} is too short (an escape wants room for four bytes);
     * {@link #STOPPED} when the body is invalid or does not close inside {@code b[from, to)}.
     */
    public static long toUtf8Checked(byte[] b, int from, int checkedEnd, int to, byte[] out) {
        int cap = out.length;
        int o = checkedEnd - from;
        if (o > cap) return NO_ROOM;
        System.arraycopy(b, from, out, 0, o);
        int p = checkedEnd;
        for (;;) {
            // plain text up to the next stop, copied a word at a time as it is scanned (the runs
            // between escapes are short); near the end of the input or of out, by one scan and copy
            for (;;) {
                if (p + 8 > to || o + 8 > cap) {
                    int q = Scanners.plainTextEnd(b, p, to);
                    int run = q - p;
                    if (o + run > cap) return NO_ROOM;
                    System.arraycopy(b, p, out, o, run);
                    o += run;
                    p = q;
                    break;
                }
                long w = Swar.word(b, p);
                Swar.putWord(out, o, w);
                long m = Swar.stringStops(w);
                if (m != 0) {
                    int k = Swar.firstIndex(m);
                    o += k;
                    p += k;
                    break;
                }
                o += 8;
                p += 8;
            }
            if (p >= to) return STOPPED;
            int c = b[p];
            if (c == '"') return (long) o << 32 | p;
            if (c < 0) {
                int q = Utf8.skipValid(b, p, to);
                int run = q - p;
                if (run == 0) return STOPPED; // invalid, or cut by the end
                if (o + run > cap) return NO_ROOM;
                System.arraycopy(b, p, out, o, run);
                o += run;
                p = q;
                continue;
            }
            if (c != '\\') return STOPPED; // a control character
            // a run of escapes, without a plain-text scan and copy between them
            do {
                if (o + 4 > cap) return NO_ROOM;
                if (p + 1 >= to) return STOPPED;
                int e = b[p + 1];
                if (e != 'u') {
                    int v = shortEscape(e);
                    if (v < 0) return STOPPED;
                    out[o++] = (byte) v;
                    p += 2;
                    continue;
                }
                if (p + 6 > to) return STOPPED;
                int cp = hex4(b, p + 2);
                if (cp < 0) return STOPPED;
                if (cp >= 0xD800 && cp <= 0xDFFF) {
                    if (cp > 0xDBFF || p + 12 > to || b[p + 6] != '\\' || b[p + 7] != 'u') return STOPPED;
                    int low = hex4(b, p + 8);
                    if (low < 0xDC00 || low > 0xDFFF) return STOPPED;
                    cp = Character.toCodePoint((char) cp, (char) low);
                    p += 12;
                } else {
                    p += 6;
                }
                o = Utf8.encode(cp, out, o);
            } while (p < to && b[p] == '\\');
        }
    }

    /** The first backslash in {@code b[p, to)}, or {@code to}: a word at a time. */
    private static int nextBackslash(byte[] b, int p, int to) {
        while (p + 8 <= to) {
            long x = Swar.word(b, p) ^ 0x5C5C5C5C5C5C5C5CL;
            long m = (x - 0x0101010101010101L) & ~x & 0x8080808080808080L;
            if (m != 0) return p + Swar.firstIndex(m);
            p += 8;
        }
        while (p < to && b[p] != '\\') p++;
        return p;
    }
}
