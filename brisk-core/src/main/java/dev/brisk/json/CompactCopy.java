package dev.brisk.json;

import dev.brisk.json.internal.WriterBuffer;

/**
 * {@link JsonReader#copyTo} of a whole array or object from strict in-memory input into a
 * compact writer with minimal escaping, in one pass: the reader's fast skip validates the value
 * and copies each token as it passes, without the whitespace between. Output is byte for byte
 * what the token-by-token copy writes: names, strings, numbers and literals in such a writer
 * come out as they came in, except strings with escapes, which go through the reader's decoder
 * and the writer's escaper as in the token path. Anything the fast skip rejects (errors, limits,
 * depth) leaves the reader unchanged, the writer restores its buffer, and the caller copies
 * token by token, which reports it.
 */
final class CompactCopy {
    private CompactCopy() {}

    /**
     * Copies the container the reader has just peeked (its opening bracket consumed) into
     * {@code out}; {@code writerNesting} is how many levels the writer allows inside it. Returns
     * false with the reader unchanged when the fast skip fails or the copy meets anything it
     * cannot take (the caller restores the writer).
     */
    static boolean copy(JsonTextReader r, int peeked, WriterBuffer out, int flags, int writerNesting) {
        int start = r.pos;
        long tokensBefore = r.tokenCount;
        long linesBefore = r.lines;
        int lineStartBefore = r.lineStart;
        try {
            int room = Math.min(r.maxDepth - r.stackSize, writerNesting);
            out.ensure(1);
            out.buf[out.pos++] = (byte) (peeked == ReaderStates.BEGIN_OBJECT ? '{' : '[');
            r.tokenCount += r.skipContainerFast(peeked == ReaderStates.BEGIN_OBJECT, room, r.maxTokens - r.tokenCount, out, flags) - 1;
            if (r.tokenCount > r.maxTokens || r.byteOffset(r.pos) > r.sizeEnd) {
                throw ReaderLexer.SKIP_FAILED;
            }
            // a top-level value checks what follows it: trailing content fails the copy like any error
            r.peeked = ReaderStates.NONE;
            r.valueDone();
        } catch (JsonException | IllegalArgumentException e) {
            r.pos = start;
            r.tokenCount = tokensBefore;
            r.lines = linesBefore;
            r.lineStart = lineStartBefore;
            r.peeked = peeked;
            return false;
        }
        return true;
    }
}
