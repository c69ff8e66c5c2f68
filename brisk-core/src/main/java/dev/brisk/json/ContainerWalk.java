package dev.brisk.json;

import dev.brisk.json.internal.RewindableSink;
import dev.brisk.json.internal.Scanners;
import dev.brisk.json.internal.StringDecoder;
import dev.brisk.json.internal.StringEscaper;
import dev.brisk.json.internal.Swar;
import dev.brisk.json.internal.WriterBuffer;

/**
 * The reader's one optimistic walk over a whole array or object of strict in-memory input: the
 * fast path of {@link JsonReader#skipValue} (nothing out), of {@link JsonReader#copyTo} into a
 * compact writer (each token's bytes out, without the whitespace between) and into a
 * {@link TreeBuilder} or {@link RewindableSink} (a sink call per token). It validates every
 * token with the {@link Scanners} but keeps no scopes, path or per-token bookkeeping.
 *
 * <p>The walk starts from an explicit checkpoint (position, token count, line, peeked token,
 * the sink's mark). Whatever it does not take (a syntax error, a limit, a depth, a shape such
 * as a string longer than its limit in bytes) makes it return {@link #BAIL}: the caller goes
 * back to the checkpoint and runs the state machine, which takes the value or reports the error
 * with its exact place and path. Nothing is caught: an exception thrown inside the walk (a bug,
 * or a sink's own failure) propagates as it is. The one exception looked at is a sink's refusal
 * of a value, which knows no place in the input: it is re-raised at that value's place and path
 * (found by re-reading the input up to it, without the sink), never retried.
 */
final class ContainerWalk {
    private ContainerWalk() {}

    /** The walk's bail-out signal: it stopped at something it leaves to the state machine. */
    static final long BAIL = -1;

    /** Integers below this in magnitude (17 digits) pass as values; the tree keeps longer ones as text. */
    private static final long LONG_TEXT = 100_000_000_000_000_000L;

    static final byte[] TRUE_BYTES = {'t', 'r', 'u', 'e'};
    static final byte[] FALSE_BYTES = {'f', 'a', 'l', 's', 'e'};
    static final byte[] NULL_BYTES = {'n', 'u', 'l', 'l'};

    // ---------------------------------------------------------------- the three uses

    /**
     * Skips the container the reader has just peeked ({@code peeked}, its opening bracket
     * consumed). Returns false, with the reader at its checkpoint, when the walk bails out.
     */
    static boolean skip(JsonTextReader r, int peeked) {
        int start = r.pos;
        long tokens = r.tokenCount;
        long lines = r.lines;
        int lineStart = r.lineStart;
        long n = walkBytes(r, peeked == ReaderStates.BEGIN_OBJECT, r.maxDepth - r.stackSize, null, 0);
        if (finish(r, n)) return true;
        restore(r, start, tokens, lines, lineStart, peeked);
        return false;
    }

    /**
     * Copies the container the reader has just peeked into {@code out}, a compact writer with
     * minimal escaping, which allows {@code writerNesting} levels inside it. Output is byte for
     * byte what the token-by-token copy writes. Returns false with the reader at its checkpoint
     * when the walk bails out (the caller restores the writer).
     */
    static boolean copyCompact(JsonTextReader r, int peeked, WriterBuffer out, int flags, int writerNesting) {
        int start = r.pos;
        long tokens = r.tokenCount;
        long lines = r.lines;
        int lineStart = r.lineStart;
        boolean object = peeked == ReaderStates.BEGIN_OBJECT;
        out.ensure(1);
        out.buf[out.pos++] = (byte) (object ? '{' : '[');
        long n = walkBytes(r, object, Math.min(r.maxDepth - r.stackSize, writerNesting), out, flags);
        if (finish(r, n)) return true;
        restore(r, start, tokens, lines, lineStart, peeked);
        return false;
    }

    /**
     * Copies the container the reader has just peeked into {@code sink}, a {@link TreeBuilder}
     * or a sink whose {@code rewindable} side can undo what it was given, giving exactly the calls the token path gives: names and
     * strings as decoded UTF-8 slices, numbers as their text or (short integers, and decimals to
     * a sink that makes doubles of them anyway) their value. Returns false, with reader and sink
     * at their checkpoint, when the sink cannot mark its state or the walk bails out.
     */
    static boolean copyToSink(JsonTextReader r, int peeked, JsonSink sink, RewindableSink rewindable) {
        TreeBuilder tree = sink instanceof TreeBuilder ? (TreeBuilder) sink : null;
        long mark = tree != null ? tree.mark() : rewindable.mark();
        if (mark < 0) return false;
        int start = r.pos;
        long tokens = r.tokenCount;
        long lines = r.lines;
        int lineStart = r.lineStart;
        int tokenStart = r.tokenStart; // the walk moves it along for a refusal's place
        boolean doubles = tree == null && rewindable.takesDecimalsAsDoubles();
        long n;
        try {
            n = walkSink(r, peeked == ReaderStates.BEGIN_OBJECT, r.maxDepth - r.stackSize, sink, tree, doubles);
        } catch (JsonException refused) {
            // not a rerun: the sink's refusal is raised again, at the place and path of the value it refused
            if (refused.offset() >= 0 || refused.line() >= 0 || refused.getCause() != null) throw refused;
            int at = r.tokenStart;
            restore(r, start, tokens, lines, lineStart, peeked);
            r.tokenStart = tokenStart;
            throw r.refusalAt(at, refused);
        }
        if (finish(r, n)) return true;
        restore(r, start, tokens, lines, lineStart, peeked);
        r.tokenStart = tokenStart;
        if (tree != null) tree.rewind(mark);
        else rewindable.rewind(mark);
        return false;
    }

    /**
     * After a walk that did not bail: counts its tokens and ends the value; false (a bail-out)
     * when that passes the token or size limit, or when a top-level value of a single-value
     * document is followed by anything but whitespace (the token path reports these).
     */
    private static boolean finish(JsonTextReader r, long n) {
        if (n == BAIL) return false;
        long count = r.tokenCount + n - 1;
        if (count > r.maxTokens || r.byteOffset(r.pos) > r.sizeEnd) return false;
        if (r.stackSize == 1 && !r.sequence && Scanners.whitespaceEnd(r.buf, r.pos, r.limit) < r.limit) return false;
        r.tokenCount = count;
        r.peeked = ReaderStates.NONE;
        r.valueDone();
        return true;
    }

    /** Back to the checkpoint: the container's opening bracket just peeked. */
    private static void restore(JsonTextReader r, int pos, long tokens, long lines, int lineStart, int peeked) {
        r.pos = pos;
        r.tokenCount = tokens;
        r.lines = lines;
        r.lineStart = lineStart;
        r.peeked = peeked;
    }

    // ---------------------------------------------------------------- the walk

    // The walk is two loops of one shape, one per kind of output (bytes or nothing; sink calls),
    // so that each stays small enough for the JIT to compile with its scanners inlined.

    /**
     * The walk over the container whose opening bracket was just consumed, nested ones up to
     * {@code room} levels deeper, copying each token's bytes into {@code out} (compact copy) or
     * nothing (skip). Returns the tokens consumed (values and names, the container itself
     * included) with the reader just past it, or {@link #BAIL} at the first thing it does not take.
     *
     * <p>Plain string text and numbers are scanned up to the end of the buffer's array, not of
     * the input: a result at or past the input's end is taken as running into it (a bail-out, as
     * before), and one before it only ever looked at input bytes. So the scanners' byte-at-a-time
     * tails, otherwise met only by a token within 8 bytes of the input's end (in NDJSON, at the
     * end of a chunk, so first met long after the JIT compiled the walk), stay out of its
     * profile and out of its compiled code, instead of being traps that throw the compiled walk
     * away the first time one is met.
     */
    private static long walkBytes(JsonTextReader r, boolean object, int room, WriterBuffer out, int flags) {
        byte[] kinds = r.skipKinds;
        byte[] b = r.buf;
        int lim = r.limit;
        int scanEnd = b.length; // see above: scans past lim, results at or past lim bail
        long budget = r.maxTokens - r.tokenCount;
        int maxName = r.maxName;
        int maxString = r.maxString;
        int maxNumber = r.limits.maxNumberLength();
        int depth = 0;
        boolean obj = object;
        long tokens = 1;
        int p = r.skipSpace(b, r.pos, lim);
        int c = p < lim ? b[p] : -1;
        if (c == (obj ? '}' : ']')) {
            r.pos = p + 1;
            if (out != null) emit(out, c);
            return 1;
        }
        for (;;) {
            // c = b[p] starts a member (in an object) or a value (in an array)
            if (obj) {
                if (c != '"') return BAIL;
                int s = p + 1;
                int q = Scanners.plainTextEnd(b, s, scanEnd);
                if (q >= lim || b[q] != '"' || q - s > maxName) {
                    int close = out != null && q < lim && b[q] == '\\' ? emitEscaped(r, out, p, q) : -1;
                    if (close >= 0) {
                        if ((q = close) - s > maxName) return BAIL;
                    } else {
                        if ((q = restOfString(b, q, lim)) == -1) return BAIL;
                        boolean escaped = q < 0;
                        if ((q = escaped ? ~q : q) - s > maxName) return BAIL;
                        if (out != null) emitString(r, out, p, q, escaped, flags);
                    }
                } else if (out != null) {
                    copy(r, out, p, q + 1);
                }
                if ((p = afterColon(r, b, q + 1, lim)) < 0) return BAIL;
                if (out != null) emit(out, ':');
                c = p < lim ? b[p] : -1;
                tokens++;
            }
            tokens++;
            switch (c) {
                case '{':
                case '[':
                    if (depth + 1 > room) return BAIL;
                    if (depth + 1 >= kinds.length) kinds = r.skipKinds = java.util.Arrays.copyOf(kinds, kinds.length * 2);
                    kinds[depth++] = (byte) (obj ? 1 : 0);
                    obj = c == '{';
                    if (out != null) emit(out, c);
                    p = r.skipSpace(b, p + 1, lim);
                    c = p < lim ? b[p] : -1;
                    if (c != (obj ? '}' : ']')) continue;
                    break; // empty: closed below like any container
                case '"': {
                    int s = p + 1;
                    int q = Scanners.plainTextEnd(b, s, scanEnd);
                    if (q >= lim || b[q] != '"' || q - s > maxString) {
                        int close = out != null && q < lim && b[q] == '\\' ? emitEscaped(r, out, p, q) : -1;
                        if (close >= 0) {
                            if ((q = close) - s > maxString) return BAIL;
                        } else {
                            if ((q = restOfString(b, q, lim)) == -1) return BAIL;
                            boolean escaped = q < 0;
                            if ((q = escaped ? ~q : q) - s > maxString) return BAIL;
                            if (out != null) emitString(r, out, p, q, escaped, flags);
                        }
                    } else if (out != null) {
                        copy(r, out, p, q + 1);
                    }
                    p = q + 1;
                    break;
                }
                case 't': if ((p = literal(b, p, lim, TRUE_BYTES, out)) < 0) return BAIL; break;
                case 'f': if ((p = literal(b, p, lim, FALSE_BYTES, out)) < 0) return BAIL; break;
                case 'n': if ((p = literal(b, p, lim, NULL_BYTES, out)) < 0) return BAIL; break;
                case '-': case '0': case '1': case '2': case '3': case '4':
                case '5': case '6': case '7': case '8': case '9': {
                    int e = Scanners.numberEnd(b, p, scanEnd);
                    if (e < 0 || e >= lim || e - p > maxNumber) return BAIL;
                    if (out != null) copy(r, out, p, e);
                    p = e;
                    break;
                }
                default:
                    return BAIL;
            }
            // after a value: a comma, or closing brackets
            for (;;) {
                p = r.skipSpace(b, p, lim);
                c = p < lim ? b[p] : -1;
                if (c == ',') {
                    if (out != null) emit(out, ',');
                    p = r.skipSpace(b, p + 1, lim);
                    c = p < lim ? b[p] : -1;
                    break;
                }
                if (c != (obj ? '}' : ']')) return BAIL;
                if (out != null) emit(out, c);
                p++;
                if (depth == 0) {
                    r.pos = p;
                    return tokens;
                }
                obj = kinds[--depth] != 0;
            }
            if (tokens > budget) return BAIL;
        }
    }

    /**
     * The same walk with a sink call per token ({@code tree}, when the sink is a TreeBuilder, by
     * its walk methods), moving the reader's token start along for a refusal's place.
     */
    private static long walkSink(JsonTextReader r, boolean object, int room, JsonSink sink, TreeBuilder tree, boolean doubles) {
        byte[] kinds = r.skipKinds;
        byte[] b = r.buf;
        int lim = r.limit;
        long budget = r.maxTokens - r.tokenCount;
        int maxName = r.maxName;
        int maxString = r.maxString;
        int depth = 0;
        boolean obj = object;
        long tokens = 1;
        if (obj) sink.beginObject();
        else sink.beginArray();
        int p = r.skipSpace(b, r.pos, lim);
        int c = p < lim ? b[p] : -1;
        if (c == (obj ? '}' : ']')) {
            r.pos = p + 1;
            end(sink, obj);
            return 1;
        }
        for (;;) {
            // c = b[p] starts a member (in an object) or a value (in an array)
            if (obj) {
                if (c != '"') return BAIL;
                int s = p + 1;
                int q = Scanners.plainTextEnd(b, s, lim);
                r.tokenStart = p;
                if (q < lim && b[q] == '"' && q - s <= maxName) {
                    name(sink, tree, b, s, q - s);
                } else {
                    if ((q = restOfDecoded(r, b, s, q, lim)) == -1) return BAIL;
                    boolean escaped = q < 0;
                    if ((q = escaped ? ~q : q) - s > maxName) return BAIL;
                    if (!escaped) name(sink, tree, b, s, q - s);
                    else name(sink, tree, r.scratch, 0, r.scratchLen);
                }
                if ((p = afterColon(r, b, q + 1, lim)) < 0) return BAIL;
                c = p < lim ? b[p] : -1;
                tokens++;
            }
            tokens++;
            r.tokenStart = p;
            switch (c) {
                case '{':
                case '[':
                    if (depth + 1 > room) return BAIL;
                    if (depth + 1 >= kinds.length) kinds = r.skipKinds = java.util.Arrays.copyOf(kinds, kinds.length * 2);
                    kinds[depth++] = (byte) (obj ? 1 : 0);
                    obj = c == '{';
                    if (obj) sink.beginObject();
                    else sink.beginArray();
                    p = r.skipSpace(b, p + 1, lim);
                    c = p < lim ? b[p] : -1;
                    if (c != (obj ? '}' : ']')) continue;
                    break; // empty: closed below like any container
                case '"': {
                    int s = p + 1;
                    int q = Scanners.plainTextEnd(b, s, lim);
                    if (q < lim && b[q] == '"' && q - s <= maxString) {
                        string(sink, tree, b, s, q - s);
                    } else {
                        if ((q = restOfDecoded(r, b, s, q, lim)) == -1) return BAIL;
                        boolean escaped = q < 0;
                        if ((q = escaped ? ~q : q) - s > maxString) return BAIL;
                        if (!escaped) string(sink, tree, b, s, q - s);
                        else string(sink, tree, r.scratch, 0, r.scratchLen);
                    }
                    p = q + 1;
                    break;
                }
                case 't':
                    if ((p = literal(b, p, lim, TRUE_BYTES, null)) < 0) return BAIL;
                    if (tree != null) tree.walkValue(JsonBoolean.TRUE);
                    else sink.booleanValue(true);
                    break;
                case 'f':
                    if ((p = literal(b, p, lim, FALSE_BYTES, null)) < 0) return BAIL;
                    if (tree != null) tree.walkValue(JsonBoolean.FALSE);
                    else sink.booleanValue(false);
                    break;
                case 'n':
                    if ((p = literal(b, p, lim, NULL_BYTES, null)) < 0) return BAIL;
                    if (tree != null) tree.walkValue(JsonNull.INSTANCE);
                    else sink.nullValue();
                    break;
                case '-': case '0': case '1': case '2': case '3': case '4':
                case '5': case '6': case '7': case '8': case '9':
                    if ((p = number(r, p, c, sink, tree, doubles)) < 0) return BAIL;
                    break;
                default:
                    return BAIL;
            }
            // after a value: a comma, or closing brackets
            for (;;) {
                p = r.skipSpace(b, p, lim);
                c = p < lim ? b[p] : -1;
                if (c == ',') {
                    p = r.skipSpace(b, p + 1, lim);
                    c = p < lim ? b[p] : -1;
                    break;
                }
                if (c != (obj ? '}' : ']')) return BAIL;
                r.tokenStart = p;
                end(sink, obj);
                p++;
                if (depth == 0) {
                    r.pos = p;
                    return tokens;
                }
                obj = kinds[--depth] != 0;
            }
            if (tokens > budget) return BAIL;
        }
    }

    /**
     * Past the colon after a member name that ends before {@code b[p]}, and past the whitespace
     * after it: the index of the value's first byte, or -1 (bail) when no colon follows.
     * Printers lay a member out as {@code "name":v}, {@code "name": v} or {@code "name" : v}:
     * a single space on either side is taken with a byte compare, not the whitespace loop's
     * word scan (two of them per member in pretty documents). Only spaces are taken so, never
     * a line break: the line count stays the whitespace loop's.
     */
    private static int afterColon(JsonTextReader r, byte[] b, int p, int lim) {
        if (p + 1 < lim && b[p] == ' ' && b[p + 1] == ':') {
            p += 2;
        } else {
            p = r.skipSpace(b, p, lim);
            if (p >= lim || b[p] != ':') return -1;
            p++;
        }
        if (p + 1 < lim && b[p] == ' ' && b[p + 1] > ' ') return p + 1;
        return r.skipSpace(b, p, lim);
    }

    // ---------------------------------------------------------------- tokens into a sink

    private static void end(JsonSink sink, boolean object) {
        if (object) sink.endObject();
        else sink.endArray();
    }

    private static void name(JsonSink sink, TreeBuilder tree, byte[] b, int from, int length) {
        if (tree != null) tree.walkName(b, from, length);
        else sink.name(b, from, length);
    }

    private static void string(JsonSink sink, TreeBuilder tree, byte[] b, int from, int length) {
        if (tree != null) tree.walkString(b, from, length);
        else sink.stringValue(b, from, length);
    }

    /**
     * Decodes the valid string body {@code buf[s, q)} (escapes checked by the walk's scan) into
     * UTF-8 at the start of the reader's scratch buffer in one pass; returns its length.
     */
    private static int decodeEscapes(JsonTextReader r, int s, int q) {
        r.scratchLen = 0;
        if (r.scratch.length < q - s) r.growScratch(q - s); // decoded text is never longer than its body
        return StringDecoder.toUtf8(r.buf, s, q, r.scratch, 0);
    }

    /**
     * The number at {@code b[p]} (its first byte {@code c}) into the sink: in the tree's packed
     * form, as a value, or as its text; returns where it ends, or -1 (bail) when it is not a
     * valid number that ends inside the buffer within the length limit.
     */
    private static int number(JsonTextReader r, int p, int c, JsonSink sink, TreeBuilder tree, boolean doubles) {
        byte[] b = r.buf;
        int lim = r.limit;
        r.pos = p;
        if (tree != null) {
            // the tree keeps short numbers in this form: read the digits once, not again in the tree
            long packed = r.plainPacked();
            if (packed != PackedNumbers.NOT_PACKABLE) {
                tree.walkPacked(packed);
                return r.plainEnd;
            }
        } else {
            long v = r.plainLong();
            // an integer of up to 17 digits, read in one pass, goes as its value: the
            // binary sinks store it as they store its text (its shortest form; "-0" is not)
            if (v != Long.MIN_VALUE && v > -LONG_TEXT && v < LONG_TEXT && (v != 0 || c != '-')) {
                sink.numberValue(v);
                return r.plainEnd;
            }
            // a decimal (its integer digits end at a point) to a sink that makes it a double anyway
            int e = r.digitsEnd;
            if (doubles && v == Long.MIN_VALUE && e < lim && b[e] == '.') {
                double d = r.plainDouble();
                if (d == d) {
                    sink.numberValue(d);
                    return r.plainEnd;
                }
            }
        }
        int e = Scanners.numberEnd(b, p, lim);
        if (e < 0 || e >= lim || e - p > r.limits.maxNumberLength()) return -1;
        sink.numberText(b, p, e - p);
        return e;
    }

    // ---------------------------------------------------------------- tokens into a compact writer

    /** The literal at {@code b[p]}, copied when copying; its end, or -1 (bail). */
    private static int literal(byte[] b, int p, int lim, byte[] lit, WriterBuffer out) {
        int e = Scanners.literalEnd(b, p, lim, lit);
        if (e >= 0 && out != null) {
            out.ensure(lit.length);
            System.arraycopy(lit, 0, out.buf, out.pos, lit.length);
            out.pos += lit.length;
        }
        return e < 0 ? -1 : e;
    }

    private static void emit(WriterBuffer out, int c) {
        out.ensure(1);
        out.buf[out.pos++] = (byte) c;
    }

    /** Copies the token bytes {@code buf[start, end)} as they are. */
    private static void copy(JsonTextReader r, WriterBuffer out, int start, int end) {
        int n = end - start;
        out.ensure(n + 16);
        byte[] o = out.buf;
        int q = out.pos;
        if (n <= 16 && start + 16 <= r.limit) {
            // most tokens are short: two word moves beat a call to arraycopy (the bytes past n are overwritten later)
            Swar.putWord(o, q, Swar.word(r.buf, start));
            Swar.putWord(o, q + 8, Swar.word(r.buf, start + 8));
        } else {
            System.arraycopy(r.buf, start, o, q, n);
        }
        out.pos = q + n;
    }

    /** Most escaped bytes {@link #emitEscaped} takes past the plain start of a string. */
    private static final int ESCAPED_RUN = 4096;

    /**
     * The string whose opening quote is at {@code quote} and whose plain text stopped at a
     * backslash at {@code stop}, checked, decoded and escaped again into {@code out} in one pass
     * ({@link StringEscaper#reescapeChecked}: ASCII text and escapes, the common case of escaped
     * text): returns the index of its closing quote. Returns -1 with {@code out} unchanged when
     * it holds anything else (non-ASCII, an escape it does not take, an error) or runs on past
     * {@link #ESCAPED_RUN} bytes: the scanner and {@link #emitString} take it then.
     *
     * <p>As the walk's scanners do, it looks up to the end of the buffer's array rather than of
     * the input, so that a string near the input's end (in NDJSON, every chunk's last line) is
     * read by words like any other instead of by the byte tail that the compiled walk has never
     * met; a closing quote found at or past the input's end is no quote: the scanner decides.
     */
    private static int emitEscaped(JsonTextReader r, WriterBuffer out, int quote, int stop) {
        byte[] b = r.buf;
        int plain = stop - quote; // the quote and the plain text
        int run = Math.min(b.length - stop, ESCAPED_RUN);
        out.ensure(plain + run + 1 + StringEscaper.REESCAPE_SLACK);
        byte[] o = out.buf;
        int at = out.pos;
        System.arraycopy(b, quote, o, at, plain);
        long taken = StringEscaper.reescapeChecked(b, stop, stop + run, o, at + plain);
        if (taken < 0 || (int) (taken >>> 32) >= r.limit) return -1;
        int end = (int) taken;
        o[end] = '"';
        out.pos = end + 1;
        return (int) (taken >>> 32);
    }

    /**
     * The valid string whose quotes are at {@code quote} and {@code close}: copied as it is when
     * it has no escapes, else decoded and escaped again as the token path writes it, in one pass
     * straight into the output ({@link StringEscaper#reescape}: the escapes a minimal writer
     * writes back the same are copied with the text around them).
     */
    private static void emitString(JsonTextReader r, WriterBuffer out, int quote, int close, boolean escaped, int flags) {
        if (!escaped) {
            copy(r, out, quote, close + 1);
            return;
        }
        // valid text, lengths checked already
        out.ensure(close - quote + 1 + StringEscaper.REESCAPE_SLACK);
        byte[] o = out.buf;
        int at = out.pos;
        o[at] = '"';
        int end = StringEscaper.reescape(r.buf, quote + 1, close, o, at + 1);
        o[end] = '"';
        out.pos = end + 1;
    }

    /**
     * The closing quote of a string whose plain text stopped at {@code stop}: its index when the
     * rest is valid and holds no escape, {@code ~index} when it is valid with escapes (to decode),
     * or -1 (bail) when it is invalid or does not close inside the buffer.
     */
    /**
     * {@link #restOfString} for a walk that keeps the text: the string body starting at
     * {@code b[s]} (plain up to {@code stop}) checked and, when it has escapes, decoded in the
     * same pass into the reader's scratch buffer ({@code scratch[0, scratchLen)}, returning the
     * closing quote as {@code ~q}); the quote when it has none; -1 (bail) when it is invalid or
     * does not close in the buffer.
     */
    private static int restOfDecoded(JsonTextReader r, byte[] b, int s, int stop, int lim) {
        int q = Scanners.unescapedStringEnd(b, stop, lim);
        if (q >= 0) return q;
        int at = ~q;
        if (at >= lim || b[at] != '\\') return -1;
        for (;;) {
            long d = StringDecoder.toUtf8Checked(b, s, at, lim, r.scratch);
            if (d >= 0) {
                r.scratchLen = StringDecoder.chars(d);
                return ~StringDecoder.quote(d);
            }
            if (d != StringDecoder.NO_ROOM) return -1;
            // twice the room: it ends once it holds the body (decoded text is never longer) and an escape's four bytes
            r.scratchLen = 0;
            r.growScratch(r.scratch.length + 1);
        }
    }

    private static int restOfString(byte[] b, int stop, int lim) {
        int q = Scanners.unescapedStringEnd(b, stop, lim);
        if (q >= 0) return q;
        int at = ~q;
        if (at >= lim || b[at] != '\\') return -1;
        q = Scanners.stringEnd(b, at, lim);
        return q < 0 ? -1 : ~q;
    }
}
