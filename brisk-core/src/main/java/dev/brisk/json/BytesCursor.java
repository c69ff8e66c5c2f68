package dev.brisk.json;

import dev.brisk.json.internal.DoubleParser;
import dev.brisk.json.internal.IntegerParser;
import dev.brisk.json.internal.Latin1;
import dev.brisk.json.internal.PlainNumbers;
import dev.brisk.json.internal.Scanners;
import dev.brisk.json.internal.StringDecoder;
import dev.brisk.json.internal.Swar;

import java.math.BigDecimal;

/**
 * A forward-only cursor over one whole JSON document in a {@code byte[]}, for generated codecs
 * and {@code Codec} implementations: the fast way in for {@code Brisk.read(byte[])}. It does per
 * member what a parser written by hand for the document would do (the expected name compared in
 * place, strings copied once, numbers read where they stand) and none of a {@link JsonReader}'s
 * bookkeeping (no path, no scope stack, no token state).
 *
 * <p>It never throws and never reports an error. At the first thing it does not take itself
 * (malformed JSON, a limit that might be exceeded, a form a method does not read exactly, a
 * codec's {@link #fail()} for a type it cannot read here) it gives up: the {@link #failed()}
 * flag is set for good and the position moves to the end, so every later call returns at once
 * (member loops see {@link JsonReader#END_OF_OBJECT}, element loops false, values 0 or null).
 * The caller checks {@link #failed()} once, after the whole document, and then reads the same
 * bytes again through a {@link JsonReader}, which gives the value or the exact error (offset,
 * line, column, path). So a codec reading from a cursor must build nothing the caller can see
 * before the document is known good, and must not trust a value read after a failure.
 *
 * <p>Grammar: strict RFC 8259 and strict UTF-8 (RFC 3629), as a reader with default options
 * reads it. Nesting is counted and kept within the depth limit, and within {@link #MAX_DEPTH}
 * (codecs recurse per level: deeper documents are left to the reader, whose codecs can move to
 * a stack of their own). A document is only worth a cursor when its options allow one
 * ({@link #supports}); the length limits are checked per token (by bytes, never less strictly
 * than the reader counts chars), the token count and document size by the array's length.
 *
 * <p>Usage, the shape of a codec's member loop:
 * <pre>{@code
 * if (in.nextNull()) return null;
 * in.beginObject();
 * for (int i, expect = 0; (i = in.nextMember(NAMES, expect)) != JsonReader.END_OF_OBJECT; ) {
 *     if (i >= 0) expect = i + 1;
 *     switch (i) {
 *         case 0 -> id = in.nextLong();
 *         case 1 -> text = in.nextStringOrNull();
 *         default -> in.skipValue();
 *     }
 * }
 * if (in.failed()) return null;   // build nothing from a failed read
 * }</pre>
 *
 * <p>Not thread-safe: one document on one thread at a time (a mapper pools them).
 */
public final class BytesCursor {
    /** The deepest nesting a cursor reads (as {@code StackBudget.CALLER_LEVELS} in the binder). */
    public static final int MAX_DEPTH = 256;

    private static final byte[] NO_INPUT = new byte[0];
    /**
     * Scratch kept by a pooled cursor, as much as a pooled reader keeps; a bigger one (a long
     * escaped string) is not kept. Below the reader's, a document with one 4.5 KB escaped string
     * (github_events) regrew the scratch from 64 bytes on every read: 16 KB more than the reader.
     */
    private static final int KEPT_SCRATCH = ReaderStacks.MAX_POOLED_SCRATCH;

    private byte[] b = NO_INPUT;
    private int pos;
    private boolean failed = true;
    /** Open arrays and objects around the position. */
    private int depth;
    /** Set by beginObject/beginArray: the next member or element needs no comma before it. */
    private boolean afterOpen;

    private final int maxDepth;
    private final int maxString;
    private final int maxName;
    private final int maxNumber;
    /** Documents longer than this may break the token count or the document size: not read here. */
    private final long maxLength;

    private byte[] latin1 = new byte[64];
    private char[] chars = NO_CHARS;
    private static final char[] NO_CHARS = new char[0];

    /**
     * A cursor for documents read with {@code options} (only their limits matter: see
     * {@link #supports}), with no document yet: {@link #reset} gives it one.
     */
    public BytesCursor(ReaderOptions options) {
        ReadLimits limits = options.limits();
        this.maxDepth = Math.min(limits.maxDepth(), MAX_DEPTH);
        this.maxString = limits.maxStringLength();
        this.maxName = limits.maxNameLength();
        this.maxNumber = limits.maxNumberLength();
        this.maxLength = Math.min(limits.maxTokenCount(), limits.maxDocumentSize());
    }

    /** A cursor over all of {@code json} with the default options. */
    public static BytesCursor over(byte[] json) {
        return new BytesCursor(ReaderOptions.defaults()).reset(json);
    }

    /**
     * Whether strict documents read through a cursor give what a reader with {@code options}
     * gives. Every leniency does (strict input reads the same with it, and what only a leniency
     * accepts makes the cursor fail); rejecting duplicate names does not (the cursor keeps no
     * names).
     */
    public static boolean supports(ReaderOptions options) {
        return !options.rejectDuplicateNames();
    }

    /**
     * Starts on a new document, all of {@code json} (used in place, not copied); failed at once
     * when the document is longer than the token count or document size allow.
     */
    public BytesCursor reset(byte[] json) {
        b = json;
        depth = 0;
        afterOpen = false;
        failed = json.length > maxLength;
        pos = failed ? json.length : space(json, 0);
        return this;
    }

    /**
     * Ends the document: only whitespace may follow the value. Returns whether the whole
     * document was read here ({@code !failed()}); the cursor lets go of the input either way.
     */
    public boolean finish() {
        if (!failed && space(b, pos) != b.length) fail();
        b = NO_INPUT;
        pos = 0;
        if (latin1.length > KEPT_SCRATCH) latin1 = new byte[64];
        if (chars.length > KEPT_SCRATCH) chars = NO_CHARS;
        return !failed;
    }

    /** Whether the cursor gave up: the caller must read the document again through a {@link JsonReader}. */
    public boolean failed() {
        return failed;
    }

    /**
     * Gives up on the document (for good): for a codec that meets what it cannot take here (a
     * missing required property, an unknown name it must reject, a value its type cannot read in
     * place). The reader that reads the document again reports the error, if there is one.
     */
    public void fail() {
        failed = true;
        pos = b.length;
    }

    // ---------------------------------------------------------------- structure

    /** Consumes the <code>'&#123;'</code> that opens the next value (else fails). */
    public void beginObject() {
        byte[] b = this.b;
        int p = pos;
        if (p >= b.length || b[p] != '{' || depth >= maxDepth) {
            fail();
            return;
        }
        depth++;
        afterOpen = true;
        pos = p + 1;
    }

    /**
     * The next member of the current object: after the comma before it (or the closing brace),
     * its name's index in {@code names} (tried first against name {@code expect}, the one a
     * codec expects next: one comparison in place), or -1 for a name not in the set; the colon is
     * consumed and the value comes next, to read or {@link #skipValue skip}. At the closing brace
     * (consumed), or once failed, {@link JsonReader#END_OF_OBJECT}.
     */
    public int nextMember(Names names, int expect) {
        int s = nameStart();
        if (s < 0) return JsonReader.END_OF_OBJECT;
        byte[] b = this.b;
        // the expected name is compared in place without its length measured: only when no name
        // of the set is over the name limit (as the tree cursor does), else the general path checks it
        boolean expected = expect >= 0 && expect < names.size() && names.longest <= maxName;
        if (expected) {
            // the expected "name": as the writer's prepared words, quotes and colon included: two compares
            int n = names.utf8Length(expect) + 3;
            int p = s - 1;
            if (n <= Names.MEMBER_WORDS_MAX && p + 16 <= b.length) {
                long w0 = Swar.word(b, p);
                long w1 = Swar.word(b, p + 8);
                if (n < 8) {
                    w0 &= -1L >>> (64 - 8 * n);
                    w1 = 0;
                } else {
                    w1 &= n == 8 ? 0 : -1L >>> (128 - 8 * n);
                }
                // a name some writer option escapes has no words (zeros): never equal to a quote's word
                if (w0 == names.memberWord(expect, 0) && w1 == names.memberWord(expect, 1)) {
                    pos = space(b, p + n);
                    return expect;
                }
            }
        }
        int index;
        int q;
        int len = expected ? names.matchAt(expect, b, s, b.length) : -1;
        if (len >= 0) {
            index = expect;
            q = s + len;
        } else {
            q = nameEnd(b, s);
            if (q < 0) return JsonReader.END_OF_OBJECT;
            index = names.indexOf(b, s, q);
        }
        return colon(q + 1) ? index : JsonReader.END_OF_OBJECT;
    }

    /**
     * The next member's name as a String (escapes decoded), its colon consumed and its value
     * next: for maps, whose keys are any names; null at the closing brace (consumed) or once failed.
     */
    public String nextName() {
        int s = nameStart();
        if (s < 0) return null;
        String name = stringAt(s, maxName);
        return name != null && colon(pos) ? name : null;
    }

    /**
     * After the comma before the next member (none after the opening brace): where its name's
     * body starts, just past the quote; or -1 at the closing brace (consumed) or once failed.
     */
    private int nameStart() {
        byte[] b = this.b;
        int end = b.length;
        int p = space(b, pos);
        if (p >= end) return failMember();
        int c = b[p];
        if (afterOpen) {
            afterOpen = false;
            if (c == '}') return close(p);
        } else if (c == ',') {
            p = space(b, p + 1);
            if (p >= end) return failMember();
            c = b[p];
        } else if (c == '}') {
            return close(p);
        } else {
            return failMember();
        }
        if (c != '"') return failMember();
        return p + 1;
    }

    /** Consumes the colon at or after {@code p} (past a name) and the whitespace after it; false, failed, if none is there. */
    private boolean colon(int p) {
        byte[] b = this.b;
        if (p >= b.length || b[p] != ':') {
            p = space(b, p);
            if (p >= b.length || b[p] != ':') {
                fail();
                return false;
            }
        }
        pos = space(b, p + 1);
        return true;
    }

    /** The closing brace at {@code p}: -1 for {@link #nameStart}. */
    private int close(int p) {
        depth--;
        pos = p + 1;
        return -1;
    }

    /** Fails where the member loop cannot go on (the end of the input, or a byte that cannot come next): -1 for {@link #nameStart}. */
    private int failMember() {
        fail();
        return -1;
    }

    /**
     * The end (closing quote) of the member name whose body starts at {@code s}: valid UTF-8 and
     * no escapes (a name with escapes is left to the reader), within the name length limit; or
     * -1, failed.
     */
    private int nameEnd(byte[] b, int s) {
        int q = Scanners.plainTextEnd(b, s, b.length);
        if (q >= b.length || b[q] != '"') q = Scanners.unescapedStringEnd(b, q, b.length);
        if (q < 0 || q - s > maxName) {
            fail();
            return -1;
        }
        return q;
    }

    /** Consumes the {@code '['} that opens the next value (else fails). */
    public void beginArray() {
        byte[] b = this.b;
        int p = pos;
        if (p >= b.length || b[p] != '[' || depth >= maxDepth) {
            fail();
            return;
        }
        depth++;
        afterOpen = true;
        pos = p + 1;
    }

    /**
     * Whether the current array has another element (then positioned at it, after the comma
     * before it); false at the closing bracket (consumed) or once failed.
     */
    public boolean nextElement() {
        byte[] b = this.b;
        int end = b.length;
        int p = space(b, pos);
        if (p >= end) {
            fail();
            return false;
        }
        int c = b[p];
        if (c == ']') {
            afterOpen = false;
            depth--;
            pos = p + 1;
            return false;
        }
        if (afterOpen) {
            afterOpen = false;
            pos = p;
            return true;
        }
        if (c != ',') {
            fail();
            return false;
        }
        p = space(b, p + 1);
        if (p >= end || b[p] == ']') {
            fail();
            return false;
        }
        pos = p;
        return true;
    }

    // ---------------------------------------------------------------- values

    /** If the next value is {@code null}, consumes it and returns true; else reads nothing. */
    public boolean nextNull() {
        byte[] b = this.b;
        int p = pos;
        // one compare for the usual answer (no): the rest out of line, so that the many inlined
        // copies of this check (one per nullable value a codec reads) stay small in C2's budget
        return p < b.length && b[p] == 'n' && nullAt(b, p);
    }

    /** Consumes the {@code null} whose 'n' is at {@code p}, if the rest follows. */
    private boolean nullAt(byte[] b, int p) {
        if (p + 4 <= b.length && b[p + 1] == 'u' && b[p + 2] == 'l' && b[p + 3] == 'l') {
            pos = p + 4;
            return true;
        }
        return false;
    }

    /** Consumes {@code true} or {@code false} (anything else fails). */
    public boolean nextBoolean() {
        byte[] b = this.b;
        int p = pos;
        int end = b.length;
        if (p + 4 <= end && b[p] == 't' && b[p + 1] == 'r' && b[p + 2] == 'u' && b[p + 3] == 'e') {
            pos = p + 4;
            return true;
        }
        if (p + 5 <= end && b[p] == 'f' && b[p + 1] == 'a' && b[p + 2] == 'l' && b[p + 3] == 's' && b[p + 4] == 'e') {
            pos = p + 5;
            return false;
        }
        fail();
        return false;
    }

    /** The next string value; {@code null} or any other token fails. */
    public String nextString() {
        byte[] b = this.b;
        int p = pos;
        if (p >= b.length || b[p] != '"') {
            fail();
            return null;
        }
        return stringAt(p + 1, maxString);
    }

    /** The string whose body starts at {@code s} (just past its quote), of at most {@code max} chars; or null, failed. */
    private String stringAt(int s, int max) {
        byte[] b = this.b;
        int q = Scanners.plainTextEnd(b, s, b.length);
        if (q < b.length && b[q] == '"' && q - s <= max) {
            pos = q + 1;
            return Latin1.string(b, s, q - s); // ASCII: one copy, Latin-1 coded
        }
        return decodedString(s, q, max);
    }

    /** The next string value, or null for {@code null} (consumed); any other token fails. */
    public String nextStringOrNull() {
        byte[] b = this.b;
        int p = pos;
        if (p < b.length && b[p] == '"') return stringAt(p + 1, maxString);
        return nullOrFail();
    }

    /** Past a value that is not a string: {@code null} consumed, anything else failed; null either way. */
    private String nullOrFail() {
        if (!nextNull()) fail();
        return null;
    }

    /**
     * A string with escapes or non-ASCII text from {@code s}, plain ASCII up to {@code plainEnd}:
     * by core's decoders, Latin-1 text still in one copy, anything wider as UTF-16.
     */
    private String decodedString(int s, int plainEnd, int max) {
        byte[] b = this.b;
        long r;
        while ((r = StringDecoder.toLatin1(b, s, plainEnd, b.length, latin1)) == StringDecoder.NO_ROOM) {
            latin1 = new byte[latin1.length * 2];
        }
        if (r >= 0) return latin1String(r, max);
        if (StringDecoder.isWide(r)) {
            if (chars.length < 64) chars = new char[64];
            while ((r = StringDecoder.toChars(b, s, plainEnd, b.length, chars)) == StringDecoder.NO_ROOM) {
                chars = new char[chars.length * 2];
            }
            if (r >= 0) {
                int n = StringDecoder.chars(r);
                if (n <= max) {
                    pos = StringDecoder.quote(r) + 1;
                    return new String(chars, 0, n);
                }
            }
        }
        fail();
        return null;
    }

    private String latin1String(long decoded, int max) {
        int n = StringDecoder.chars(decoded);
        if (n > max) {
            fail();
            return null;
        }
        pos = StringDecoder.quote(decoded) + 1;
        return Latin1.string(latin1, 0, n);
    }

    /**
     * Consumes the next string value and returns its index in {@code names} (enum constants), or
     * -1 for a string not in the set; any other token fails (and gives -1).
     */
    public int selectString(Names names) {
        byte[] b = this.b;
        int p = pos;
        if (p >= b.length || b[p] != '"') {
            fail();
            return -1;
        }
        int s = p + 1;
        int q = Scanners.unescapedStringEnd(b, s, b.length);
        if (q >= 0 && q - s <= maxString) {
            pos = q + 1;
            return names.indexOf(b, s, q);
        }
        String text = nextString();
        return text == null ? -1 : names.indexOf(text);
    }

    /**
     * Consumes a number written as a plain integer (optional minus, no leading zero, no fraction
     * or exponent) that fits an {@code int}; anything else fails (the reader then reads
     * {@code 1.0} or {@code 1e2} as the integer they denote, or reports the error).
     */
    public int nextInt() {
        long v = plainInteger();
        if (v != (int) v) {
            fail();
            return 0;
        }
        return (int) v;
    }

    /** As {@link #nextInt()} for a {@code long} of up to 18 digits (longer ones are left to the reader). */
    public long nextLong() {
        return plainInteger();
    }

    /** A plain integer of 1 to 18 digits at the position, or 0 and failed. */
    private long plainInteger() {
        byte[] b = this.b;
        int end = b.length;
        int start = pos;
        int p = start;
        boolean negative = p < end && b[p] == '-';
        if (negative) p++;
        int first = p;
        long v = 0;
        while (p + 8 <= end) {
            long w = Swar.word(b, p);
            long stops = Swar.nonDigits(w);
            if (stops != 0) {
                // the last up to 7 digits from the same word (exact up to the first non-digit)
                int k = Swar.firstIndex(stops);
                v = v * IntegerParser.POW10[k] + IntegerParser.leadingDigitsOrZero(w, k);
                p += k;
                return integerEnd(start, first, p, negative, v);
            }
            v = v * 100_000_000L + IntegerParser.eightDigits(w);
            p += 8;
        }
        while (p < end) {
            int d = b[p] - '0';
            if (d < 0 || d > 9) break;
            v = v * 10 + d;
            p++;
        }
        return integerEnd(start, first, p, negative, v);
    }

    /** The integer {@code v} whose digits are {@code b[first, p)}: checked (count, leading zero, length, what follows), or 0 and failed. */
    private long integerEnd(int start, int first, int p, boolean negative, long v) {
        byte[] b = this.b;
        int digits = p - first;
        if (digits == 0 || digits > 18 || (b[first] == '0' && digits > 1) || p - start > maxNumber
                || (p < b.length && Scanners.cannotFollowNumber(b[p]))) {
            fail();
            return 0;
        }
        pos = p;
        return negative ? -v : v;
    }

    /**
     * Consumes a number as the nearest {@code double} (correctly rounded, core's parser); a
     * number beyond the double range fails (the reader then applies its option or reports it).
     */
    public double nextDouble() {
        int p = pos;
        int q = numberEnd(p);
        if (q < 0) return 0;
        double v = DoubleParser.parseDouble(b, p, q);
        if (Double.isInfinite(v)) {
            fail();
            return 0;
        }
        pos = q;
        return v;
    }

    /** Consumes a number as the nearest {@code float} (rounded once, from the text), as {@link #nextDouble()}. */
    public float nextFloat() {
        int p = pos;
        int q = numberEnd(p);
        if (q < 0) return 0;
        float v = DoubleParser.parseFloat(b, p, q);
        if (Float.isInfinite(v)) {
            fail();
            return 0;
        }
        pos = q;
        return v;
    }

    /**
     * Consumes a number written as an integer or a plain decimal (no exponent) of at most
     * {@value PlainNumbers#MAX_PACKED_DIGITS} digits as its exact {@code BigDecimal} (the scale
     * its text has: {@code 1.50} is 150 scale 2); any other form, negative zero among them,
     * fails (the reader then reads it by its exact rule and limits, or reports it).
     */
    public BigDecimal nextBigDecimal() {
        int p = pos;
        int q = numberEnd(p);
        if (q < 0) return null;
        long packed = PlainNumbers.packed(b, p, q);
        if (packed == PlainNumbers.NOT_PLAIN) {
            fail();
            return null;
        }
        pos = q;
        return BigDecimal.valueOf(PlainNumbers.unscaled(packed), PlainNumbers.scale(packed));
    }

    /** The end of the valid number token at {@code p}, within its length limit; or -1, failed. */
    private int numberEnd(int p) {
        int q = Scanners.numberEnd(b, p, b.length);
        if (q < 0 || q - p > maxNumber) {
            fail();
            return -1;
        }
        return q;
    }

    /**
     * Skips the next value, validating it as the reader would (strict grammar, strict UTF-8,
     * escapes, limits) but building nothing; anything it does not take fails.
     */
    public void skipValue() {
        int q = valueEnd(b, pos);
        if (q < 0) {
            fail();
            return;
        }
        pos = q;
    }

    /**
     * Copies the next value to {@code sink}, as {@link JsonReader#copyTo} does: containers as
     * their begin and end calls, names and strings without escapes as UTF-8 slices of the input
     * ({@link JsonSink#name(byte[], int, int)}, {@link JsonSink#stringValue(byte[], int, int)}),
     * with escapes decoded as Strings, numbers as their text ({@link JsonSink#numberText(byte[],
     * int, int)}), validated as {@link #skipValue} validates them. Returns false, failed, at
     * anything it does not take (then the sink holds part of the value: its owner discards it).
     * Containers are walked in place, 63 levels inside the value at most (deeper ones are left to
     * the reader).
     */
    public boolean copyTo(JsonSink sink) {
        byte[] b = this.b;
        int end = b.length;
        int p = pos;
        int room = Math.min(63, maxDepth - depth);
        int level = 0;
        long kinds = 0; // bit 0: whether the innermost open container is an object
        boolean object = false;
        for (;;) {
            if (p >= end) return copyFailed();
            int c = b[p];
            if (c == '{' || c == '[') {
                if (level >= room) return copyFailed();
                object = c == '{';
                kinds = kinds << 1 | (object ? 1 : 0);
                level++;
                if (object) sink.beginObject(); else sink.beginArray();
                p = space(b, p + 1);
                if (p >= end) return copyFailed();
                if (b[p] != (object ? '}' : ']')) {
                    if (object && (p = copyName(b, p, sink)) < 0) return copyFailed();
                    continue;
                }
                if (object) sink.endObject(); else sink.endArray();
                p++;
                level--;
                kinds >>>= 1;
                object = (kinds & 1) != 0;
            } else if ((p = copyScalar(b, p, c, sink)) < 0) {
                return copyFailed();
            }
            if (level == 0) {
                pos = p;
                return true;
            }
            // after a value inside an open container: a comma, or closing brackets
            for (;;) {
                p = space(b, p);
                if (p >= end) return copyFailed();
                c = b[p];
                if (c == ',') {
                    p = space(b, p + 1);
                    if (p >= end) return copyFailed();
                    if (object && (p = copyName(b, p, sink)) < 0) return copyFailed();
                    break;
                }
                if (c != (object ? '}' : ']')) return copyFailed();
                if (object) sink.endObject(); else sink.endArray();
                p++;
                level--;
                kinds >>>= 1;
                object = (kinds & 1) != 0;
                if (level == 0) {
                    pos = p;
                    return true;
                }
            }
        }
    }

    private boolean copyFailed() {
        fail();
        return false;
    }

    /** The member name at {@code p} to the sink, and its colon: where its value starts (in range), or -1. */
    private int copyName(byte[] b, int p, JsonSink sink) {
        if (b[p] != '"') return -1;
        int s = p + 1;
        int q = Scanners.unescapedStringEnd(b, s, b.length);
        if (q >= 0 && q - s <= maxName) {
            sink.name(b, s, q - s);
            p = q + 1;
        } else {
            String name = stringAt(s, maxName);
            if (name == null) return -1;
            sink.name(name);
            p = pos;
        }
        p = space(b, p);
        if (p >= b.length || b[p] != ':') return -1;
        p = space(b, p + 1);
        return p < b.length ? p : -1;
    }

    /** The string, number or literal starting with {@code c} at {@code p} to the sink: its end, or -1. */
    private int copyScalar(byte[] b, int p, int c, JsonSink sink) {
        int q;
        switch (c) {
            case '"': {
                int s = p + 1;
                q = Scanners.unescapedStringEnd(b, s, b.length);
                if (q >= 0 && q - s <= maxString) {
                    sink.stringValue(b, s, q - s);
                    return q + 1;
                }
                String text = stringAt(s, maxString);
                if (text == null) return -1;
                sink.stringValue(text);
                return pos;
            }
            case 't':
                q = Scanners.literalEnd(b, p, b.length, ContainerWalk.TRUE_BYTES);
                if (q >= 0) sink.booleanValue(true);
                return q;
            case 'f':
                q = Scanners.literalEnd(b, p, b.length, ContainerWalk.FALSE_BYTES);
                if (q >= 0) sink.booleanValue(false);
                return q;
            case 'n':
                q = Scanners.literalEnd(b, p, b.length, ContainerWalk.NULL_BYTES);
                if (q >= 0) sink.nullValue();
                return q;
            default:
                q = Scanners.numberEnd(b, p, b.length);
                if (q < 0 || q - p > maxNumber) return -1;
                sink.numberText(b, p, q - p);
                return q;
        }
    }

    /**
     * The end of the value at {@code p}, or -1: containers by a walk that keeps the kind of each
     * open level in the bits of a long (64 levels inside the value at most; deeper ones are left
     * to the reader).
     */
    private int valueEnd(byte[] b, int p) {
        int end = b.length;
        if (p >= end) return -1;
        int room = Math.min(63, maxDepth - depth);
        int level = 0;
        long kinds = 0; // bit 0: whether the innermost open container is an object
        boolean object = false;
        for (;;) {
            // b[p] (in range) starts a value
            int c = b[p];
            if (c == '{' || c == '[') {
                if (level >= room) return -1;
                object = c == '{';
                kinds = kinds << 1 | (object ? 1 : 0);
                level++;
                p = space(b, p + 1);
                if (p >= end) return -1;
                if (b[p] != (object ? '}' : ']')) {
                    if (object && (p = memberValue(b, p)) < 0) return -1;
                    continue;
                }
                p++;
                level--;
                kinds >>>= 1;
                object = (kinds & 1) != 0;
                if (level == 0) return p;
            } else {
                p = scalarEnd(b, p, c);
                if (p < 0 || level == 0) return p;
            }
            // after a value inside an open container: a comma, or closing brackets
            for (;;) {
                p = space(b, p);
                if (p >= end) return -1;
                c = b[p];
                if (c == ',') {
                    p = space(b, p + 1);
                    if (p >= end) return -1;
                    if (object && (p = memberValue(b, p)) < 0) return -1;
                    break;
                }
                if (c != (object ? '}' : ']')) return -1;
                p++;
                level--;
                kinds >>>= 1;
                object = (kinds & 1) != 0;
                if (level == 0) return p;
            }
        }
    }

    /** Past the member name at {@code p} and its colon: where its value starts (in range), or -1. */
    private int memberValue(byte[] b, int p) {
        if (b[p] != '"') return -1;
        int q = Scanners.stringEnd(b, p + 1, b.length);
        if (q < 0 || q - p - 1 > maxName) return -1;
        p = space(b, q + 1);
        if (p >= b.length || b[p] != ':') return -1;
        p = space(b, p + 1);
        return p < b.length ? p : -1;
    }

    /** The end of the string, number or literal starting with {@code c} at {@code p}, or -1. */
    private int scalarEnd(byte[] b, int p, int c) {
        int q;
        switch (c) {
            case '"':
                q = Scanners.stringEnd(b, p + 1, b.length);
                return q < 0 || q - p - 1 > maxString ? -1 : q + 1;
            case 't':
                q = Scanners.literalEnd(b, p, b.length, ContainerWalk.TRUE_BYTES);
                break;
            case 'f':
                q = Scanners.literalEnd(b, p, b.length, ContainerWalk.FALSE_BYTES);
                break;
            case 'n':
                q = Scanners.literalEnd(b, p, b.length, ContainerWalk.NULL_BYTES);
                break;
            default:
                q = Scanners.numberEnd(b, p, b.length);
                if (q >= 0 && q - p > maxNumber) return -1;
        }
        return q < 0 ? -1 : q;
    }

    // ---------------------------------------------------------------- whitespace

    /** The first index from {@code p} that is not whitespace: one compare for the usual compact case. */
    private static int space(byte[] b, int p) {
        if (p < b.length && b[p] > ' ') return p;
        return Scanners.whitespaceEnd(b, p, b.length);
    }

}
