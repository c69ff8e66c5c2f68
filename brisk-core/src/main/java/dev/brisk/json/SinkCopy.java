package dev.brisk.json;

import dev.brisk.json.internal.RewindableSink;

/**
 * {@link JsonReader#copyTo} of a whole array or object from strict in-memory input into a sink
 * that can go back to where it was ({@link TreeBuilder}, the binary builders), in one pass: the
 * loop of the reader's fast skip ({@link ReaderLexer#skipContainerFast}), pushing each token into
 * the sink as it validates it, with none of the state machine's per-token bookkeeping (scopes,
 * path, peek). The sink gets exactly the calls the token path makes: names and strings as
 * decoded UTF-8 slices, numbers as their text. Anything the loop does not take (errors, limits,
 * depth, an exception from the sink) rewinds reader and sink, and the caller copies token by
 * token, which reports it with its place and path.
 */
final class SinkCopy {
    private SinkCopy() {}

    /** Integers below this in magnitude (17 digits) pass as values; the tree keeps longer ones as text. */
    private static final long LONG_TEXT = 100_000_000_000_000_000L;

    /**
     * Copies the container the reader has just peeked (its opening bracket consumed) into
     * {@code sink}, a {@link TreeBuilder} or a {@link RewindableSink}. Returns false, with reader
     * and sink as they were, when the sink cannot mark its state or the copy fails.
     */
    static boolean copy(JsonTextReader r, int peeked, JsonSink sink) {
        TreeBuilder tree = sink instanceof TreeBuilder ? (TreeBuilder) sink : null;
        long mark = tree != null ? tree.mark() : ((RewindableSink) sink).mark();
        if (mark < 0) return false;
        int start = r.pos;
        long tokensBefore = r.tokenCount;
        long linesBefore = r.lines;
        int lineStartBefore = r.lineStart;
        try {
            boolean doubles = tree == null && ((RewindableSink) sink).takesDecimalsAsDoubles();
            r.tokenCount += walk(r, peeked == ReaderStates.BEGIN_OBJECT, r.maxDepth - r.stackSize, r.maxTokens - r.tokenCount, sink, tree, doubles) - 1;
            if (r.tokenCount > r.maxTokens || r.byteOffset(r.pos) > r.sizeEnd) {
                throw ReaderLexer.SKIP_FAILED;
            }
            // a top-level value checks what follows it: trailing content fails the copy like any error
            r.peeked = ReaderStates.NONE;
            r.valueDone();
        } catch (RuntimeException e) {
            // whatever failed (the input, a limit, the sink) the token path meets again and reports
            r.pos = start;
            r.tokenCount = tokensBefore;
            r.lines = linesBefore;
            r.lineStart = lineStartBefore;
            r.peeked = peeked;
            if (tree != null) tree.rewind(mark);
            else ((RewindableSink) sink).rewind(mark);
            return false;
        }
        return true;
    }

    /**
     * The fast skip's loop with a sink call per token: the container whose opening bracket was
     * just consumed, nested ones up to {@code room} levels deeper. Returns the tokens consumed
     * (values and names), the container itself included; throws on anything else (the caller rewinds).
     */
    private static long walk(JsonTextReader r, boolean object, int room, long tokenBudget, JsonSink sink, TreeBuilder tree, boolean doubles) {
        byte[] kinds = r.skipKinds;
        byte[] b = r.buf;
        int lim = r.limit;
        int depth = 0;
        boolean obj = object;
        long tokens = 1;
        int maxName = r.maxName;
        int maxString = r.maxString;
        if (obj) sink.beginObject();
        else sink.beginArray();
        int p = r.skipSpace(b, r.pos, lim);
        int c = p < lim ? b[p] : -1;
        if (c == (obj ? '}' : ']')) {
            r.pos = p + 1;
            if (obj) sink.endObject();
            else sink.endArray();
            return 1;
        }
        for (;;) {
            // c = b[p] starts a member (in an object) or a value (in an array)
            if (obj) {
                if (c != '"') throw ReaderLexer.SKIP_FAILED;
                r.pos = p + 1;
                r.scanString(maxName, true);
                if (tree != null) tree.walkName(r.sliceBuf, r.sliceStart, r.sliceEnd - r.sliceStart);
                else sink.name(r.sliceBuf, r.sliceStart, r.sliceEnd - r.sliceStart);
                p = r.skipSpace(b, r.pos, lim);
                if (p >= lim || b[p] != ':') throw ReaderLexer.SKIP_FAILED;
                p = r.skipSpace(b, p + 1, lim);
                c = p < lim ? b[p] : -1;
                tokens++;
            }
            tokens++;
            switch (c) {
                case '{':
                case '[':
                    if (depth + 1 > room) throw ReaderLexer.SKIP_FAILED;
                    if (depth + 1 >= kinds.length) kinds = r.skipKinds = java.util.Arrays.copyOf(kinds, kinds.length * 2);
                    kinds[depth++] = (byte) (obj ? 1 : 0);
                    obj = c == '{';
                    if (obj) sink.beginObject();
                    else sink.beginArray();
                    p = r.skipSpace(b, p + 1, lim);
                    c = p < lim ? b[p] : -1;
                    if (c != (obj ? '}' : ']')) continue;
                    break; // empty: closed below like any container
                case '"':
                    r.pos = p + 1;
                    r.scanString(maxString, true);
                    if (tree != null) tree.walkString(r.sliceBuf, r.sliceStart, r.sliceEnd - r.sliceStart);
                    else sink.stringValue(r.sliceBuf, r.sliceStart, r.sliceEnd - r.sliceStart);
                    p = r.pos;
                    break;
                case 't':
                    r.pos = p;
                    r.expectLiteral(ReaderLexer.TRUE_BYTES);
                    if (tree != null) tree.walkValue(JsonBoolean.TRUE);
                    else sink.booleanValue(true);
                    p = r.pos;
                    break;
                case 'f':
                    r.pos = p;
                    r.expectLiteral(ReaderLexer.FALSE_BYTES);
                    if (tree != null) tree.walkValue(JsonBoolean.FALSE);
                    else sink.booleanValue(false);
                    p = r.pos;
                    break;
                case 'n':
                    r.pos = p;
                    r.expectLiteral(ReaderLexer.NULL_BYTES);
                    if (tree != null) tree.walkValue(JsonNull.INSTANCE);
                    else sink.nullValue();
                    p = r.pos;
                    break;
                case '-': case '0': case '1': case '2': case '3': case '4':
                case '5': case '6': case '7': case '8': case '9':
                    r.pos = p;
                    if (tree != null) {
                        // the tree keeps short numbers in this form: read the digits once, not again in the tree
                        long packed = r.plainPacked();
                        if (packed != PackedNumbers.NOT_PACKABLE) {
                            tree.walkPacked(packed);
                            p = r.pos = r.plainEnd;
                            break;
                        }
                    } else {
                        long v = r.plainLong();
                        // an integer of up to 17 digits, read in one pass, goes as its value: the
                        // binary sinks store it as they store its text (its shortest form; "-0" is not)
                        if (v != Long.MIN_VALUE && v > -LONG_TEXT && v < LONG_TEXT && (v != 0 || c != '-')) {
                            sink.numberValue(v);
                            p = r.pos = r.plainEnd;
                            break;
                        }
                        // a decimal (its integer digits end at a point) to a sink that makes it a double anyway
                        int e = r.digitsEnd;
                        if (doubles && v == Long.MIN_VALUE && e < lim && b[e] == '.') {
                            double d = r.plainDouble();
                            if (d == d) {
                                sink.numberValue(d);
                                p = r.pos = r.plainEnd;
                                break;
                            }
                        }
                    }
                    r.scanNumber();
                    sink.numberText(b, r.numStart, r.numEnd - r.numStart);
                    p = r.pos;
                    break;
                default:
                    throw ReaderLexer.SKIP_FAILED;
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
                if (c != (obj ? '}' : ']')) throw ReaderLexer.SKIP_FAILED;
                if (obj) sink.endObject();
                else sink.endArray();
                p++;
                if (depth == 0) {
                    r.pos = p;
                    return tokens;
                }
                obj = kinds[--depth] != 0;
            }
            if (tokens > tokenBudget) throw ReaderLexer.SKIP_FAILED;
        }
    }
}
