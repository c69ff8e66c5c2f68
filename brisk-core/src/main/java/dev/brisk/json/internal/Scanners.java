package dev.brisk.json.internal;

/**
 * The JSON lexer's scans as plain functions over {@code b[from, to)} that return where they
 * stopped: never an exception, never a field. A scan that meets something its token may not
 * hold returns the one's complement ({@code ~p}, negative) of the index {@code p} where it
 * stopped, so a caller can both tell success from failure and say where the failure is. The
 * reader's optimistic walk ({@code ContainerWalk}) is built on these: it bails out on a negative
 * result and leaves the reporting to the state machine. Strict RFC 8259 only (no comments,
 * single quotes or other leniencies).
 */
public final class Scanners {
    private Scanners() {}

    private static final long EIGHT_SPACES = 0x2020202020202020L;

    /** Bytes that may not directly follow a number: they would make it a different or invalid token. */
    private static final boolean[] NUMBER_TAIL_INVALID = new boolean[256];

    static {
        for (int c = '0'; c <= '9'; c++) NUMBER_TAIL_INVALID[c] = true;
        for (int c = 'a'; c <= 'z'; c++) NUMBER_TAIL_INVALID[c] = true;
        for (int c = 'A'; c <= 'Z'; c++) NUMBER_TAIL_INVALID[c] = true;
        NUMBER_TAIL_INVALID['.'] = NUMBER_TAIL_INVALID['+'] = NUMBER_TAIL_INVALID['-'] = NUMBER_TAIL_INVALID['_'] = true;
    }

    /** Whether byte {@code c} may not directly follow a number token (a letter, digit, point, sign or underscore). */
    public static boolean cannotFollowNumber(int c) {
        return NUMBER_TAIL_INVALID[c & 0xFF];
    }

    /** The first index from {@code from} that is not JSON whitespace (space, tab, CR, LF), or {@code to}. */
    public static int whitespaceEnd(byte[] b, int from, int to) {
        int p = from;
        while (p < to) {
            int c = b[p];
            if (c > ' ' || (c != ' ' && c != '\n' && c != '\r' && c != '\t')) return p;
            p = spaceRunEnd(b, p + 1, to);
        }
        return p;
    }

    /** Indentation: the first index from {@code p} that is not a space, eight bytes per step (the tail is left to the caller). */
    public static int spaceRunEnd(byte[] b, int p, int to) {
        while (p + 8 <= to) {
            long notSpaces = Swar.word(b, p) ^ EIGHT_SPACES;
            if (notSpaces != 0) return p + (Long.numberOfTrailingZeros(notSpaces) >>> 3);
            p += 8;
        }
        return p;
    }

    /**
     * The first index from {@code from} holding a byte a string scan must look at: a quote, a
     * backslash, a control character or a non-ASCII byte; or {@code to}. Plain text ends there.
     */
    public static int plainTextEnd(byte[] b, int from, int to) {
        int p = from;
        while (p + 8 <= to) {
            long m = Swar.stringStops(Swar.word(b, p));
            if (m != 0) return p + Swar.firstIndex(m);
            p += 8;
        }
        // signed compare: bytes >= 0x80 are negative and stop here too
        while (p < to) {
            int c = b[p];
            if (c == '"' || c == '\\' || c < 0x20) return p;
            p++;
        }
        return to;
    }

    /**
     * The index of the quote that closes the string body starting at {@code from} when what
     * comes before it is plain text and valid multi-byte UTF-8 (RFC 3629) only; otherwise
     * {@code ~p} where it stopped: at a backslash (an escape, for {@link #stringEnd} to go on
     * from), a control character, bad UTF-8, or {@code to}.
     */
    public static int unescapedStringEnd(byte[] b, int from, int to) {
        int p = from;
        for (;;) {
            p = plainTextEnd(b, p, to);
            if (p >= to) return ~to;
            int c = b[p];
            if (c == '"') return p;
            if (c >= 0) return ~p; // a backslash or a control character
            int q = Utf8.skipValid(b, p, to);
            if (q == p) return ~p;
            p = q;
        }
    }

    /**
     * The index of the quote that closes the string body starting at {@code from} (just after its
     * opening quote), when everything before it is valid: no control characters, escapes from
     * RFC 8259 with {@code \}{@code u} surrogates in high-low pairs, strict UTF-8 (RFC 3629).
     * Otherwise {@code ~p}, where {@code p} is the start of what is wrong (or {@code to} when the
     * string does not close before it).
     */
    public static int stringEnd(byte[] b, int from, int to) {
        int p = from;
        for (;;) {
            int q = unescapedStringEnd(b, p, to);
            if (q >= 0) return q;
            p = ~q;
            if (p >= to || b[p] != '\\') return q;
            int n = escapeLength(b, p, to);
            if (n < 0) return q;
            p += n;
        }
    }

    /**
     * The length of the valid escape whose backslash is at {@code b[p]} (2, 6, or 12 for a
     * surrogate pair), or -1: an unknown escape, bad hex digits, a lone surrogate, or a cut by {@code to}.
     */
    static int escapeLength(byte[] b, int p, int to) {
        if (p + 1 >= to) return -1;
        switch (b[p + 1]) {
            case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't':
                return 2;
            case 'u':
                break;
            default:
                return -1;
        }
        int cp = p + 6 <= to ? hex4(b, p + 2) : -1;
        if (cp < 0) return -1;
        if (cp < 0xD800 || cp > 0xDFFF) return 6;
        if (cp > 0xDBFF || p + 12 > to || b[p + 6] != '\\' || b[p + 7] != 'u') return -1;
        int low = hex4(b, p + 8);
        return low >= 0xDC00 && low <= 0xDFFF ? 12 : -1;
    }

    /** The value of four hex digits at {@code b[p]}, or a negative number. */
    static int hex4(byte[] b, int p) {
        return StringDecoder.hex4(b, p);
    }

    /** The first index from {@code p} that is not an ASCII digit, or {@code to}: eight bytes per step. */
    public static int digitsEnd(byte[] b, int p, int to) {
        while (p + 8 <= to) {
            long m = Swar.nonDigits(Swar.word(b, p));
            if (m != 0) return p + Swar.firstIndex(m);
            p += 8;
        }
        while (p < to) {
            int c = b[p];
            if (c < '0' || c > '9') return p;
            p++;
        }
        return p;
    }

    /**
     * The end of the number token starting at {@code from} (RFC 8259: optional minus, integer
     * without leading zeros, optional fraction and exponent), when it is valid and followed by a
     * byte that may follow a number; or {@code ~p} where it went wrong. A number running into
     * {@code to} ends there (the caller knows whether more input could follow).
     */
    public static int numberEnd(byte[] b, int from, int to) {
        int p = from;
        if (p < to && b[p] == '-') p++;
        if (p >= to) return ~p;
        int c = b[p];
        if (c == '0') {
            p++;
        } else if (c >= '1' && c <= '9') {
            p = digitsEnd(b, p + 1, to);
        } else {
            return ~p;
        }
        if (p < to && b[p] == '.') {
            p++;
            if (p >= to || b[p] < '0' || b[p] > '9') return ~p;
            p = digitsEnd(b, p + 1, to);
        }
        if (p < to && (b[p] == 'e' || b[p] == 'E')) {
            p++;
            if (p < to && (b[p] == '+' || b[p] == '-')) p++;
            if (p >= to || b[p] < '0' || b[p] > '9') return ~p;
            p = digitsEnd(b, p + 1, to);
        }
        if (p < to && NUMBER_TAIL_INVALID[b[p] & 0xFF]) return ~p;
        return p;
    }

    /**
     * The end of the literal {@code lit} (such as {@code true}) at {@code from}, or {@code ~p}
     * at the first byte that differs or at {@code to} when it is cut short. What follows is the
     * caller's to judge.
     */
    public static int literalEnd(byte[] b, int from, int to, byte[] lit) {
        int n = lit.length;
        for (int i = 0; i < n; i++) {
            int p = from + i;
            if (p >= to || b[p] != lit[i]) return ~p;
        }
        return from + n;
    }
}
