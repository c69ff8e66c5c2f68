package dev.brisk.json;

import dev.brisk.json.internal.ByteSource;
import dev.brisk.json.internal.Latin1;
import dev.brisk.json.internal.Swar;
import dev.brisk.json.internal.NameCachePolicy;
import dev.brisk.json.internal.Scanners;
import dev.brisk.json.internal.SymbolTable;
import dev.brisk.json.internal.StringDecoder;
import dev.brisk.json.internal.Utf8Decoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashSet;

/**
 * The state machine of a {@link JsonReader}: which token may come next in the current scope
 * (commas, colons, closing brackets, the end of the document), the stack of open scopes with the
 * array index and member name of each level (for paths), and the one place where every token
 * passes the limits ({@link #token}). The public API in {@link JsonReader} drives it through
 * {@link #doPeek()}.
 */
abstract class ReaderStates extends ReaderLexer {
    // scopes on the stack
    static final byte EMPTY_DOCUMENT = 0, NONEMPTY_DOCUMENT = 1, EMPTY_ARRAY = 2,
            NONEMPTY_ARRAY = 3, EMPTY_OBJECT = 4, DANGLING_NAME = 5, NONEMPTY_OBJECT = 6, CLOSED = 7;

    // what doPeek found
    static final int NONE = 0, BEGIN_OBJECT = 1, END_OBJECT = 2, BEGIN_ARRAY = 3,
            END_ARRAY = 4, TRUE = 5, FALSE = 6, NULL = 7, STRING = 8, NAME = 9, NUMBER = 10,
            EOF = 11, SQ_STRING = 12, SQ_NAME = 13, UNQUOTED_NAME = 14, NON_FINITE = 15;


    final boolean sequence;
    final boolean rejectDuplicates;
    final NameMode nameMode;
    final SymbolTable symbols;
    final long maxTokens;
    final long maxDocument;
    final int maxDepth;
    final int maxName;
    final int maxString;
    /** Strict in-memory input: skipValue may use the fast container skip (and rewind on errors). */
    final boolean fastSkip;
    /** A value starting with '-' may be -Infinity (the option): {@link #peekNumberElement} leaves those to doPeek. */
    final boolean nonFiniteNumbers;

    int peeked = NONE;
    boolean scanningName;
    /** What was peeked before the number now in numStart/numEnd: to put it back when it does not convert. */
    int numberPeeked;
    double nonFiniteValue;

    // the per-level arrays come from closed readers (ReaderStacks): a reader is often made per small document
    /** Where this reader's arrays came from and go back to on close; null once closed. */
    private ReaderStacks stacks;
    byte[] scopes;
    int stackSize = 1;
    int[] pathIndices;
    String[] pathNames;
    /** Where a member name not yet made a String sits in buf (for the path), or -1. */
    int[] nameStarts;
    int[] nameEnds;
    HashSet<String>[] seenNames;

    long tokenCount;

    /**
     * Whether no token can break the token-count or document-size limit: the whole input is in
     * memory as bytes (or chars encoded whole) and no longer than either (a token takes at least one byte, and the count
     * starts again with each top-level value). The codec-facing paths (nextMember, the value
     * peeked after it, valueDone) then skip those two checks per member; every other path keeps them.
     */
    boolean withinLimits;

    /** The name cache's state ({@link NameCachePolicy}): negative once lookups have stopped. */
    int nameCache = NameCachePolicy.START;

    ReaderStates(ReaderOptions options, byte[] buf, int start, int end, ByteSource source,
                 boolean pooled, boolean charInput) {
        super(options, buf, start, end, source, pooled, charInput);
        this.sequence = options.sequence();
        this.rejectDuplicates = options.rejectDuplicateNames();
        this.nameMode = options.nameMode;
        this.symbols = nameMode == NameMode.NONE ? null : SymbolTable.shared(nameMode == NameMode.INTERN);
        this.maxTokens = limits.maxTokenCount();
        this.maxDocument = limits.maxDocumentSize();
        this.maxDepth = limits.maxDepth();
        this.maxName = limits.maxNameLength();
        this.maxString = limits.maxStringLength();
        this.fastSkip = source == null && !options.lenientAny() && !rejectDuplicates;
        this.nonFiniteNumbers = options.nonFiniteNumbers();
        ReaderStacks s = stacks = ReaderStacks.take();
        scopes = s.scopes;
        pathIndices = s.pathIndices;
        pathNames = s.pathNames;
        nameStarts = s.nameStarts;
        nameEnds = s.nameEnds;
        chars = s.chars;
        if (s.scratch != null) scratch = s.scratch;
        Arrays.fill(nameStarts, -1);
        scopes[0] = EMPTY_DOCUMENT;
        withinLimits = withinLimits(start, end);
        }

    private boolean withinLimits(int start, int end) {
        // chars encoded whole are in memory too, and their size limit counts those UTF-8 bytes
        return source == null && end - start <= Math.min(maxTokens, maxDocument);
    }

    int doPeek() {
        int d = stackSize - 1;
        int scope = scopes[d];
        int c;
        switch (scope) {
            case EMPTY_ARRAY:
                scopes[d] = NONEMPTY_ARRAY;
                c = nextNonWhitespace();
                if (c == ']') return closing(END_ARRAY);
                break;
            case NONEMPTY_ARRAY:
                c = nextNonWhitespace();
                if (c == ',') {
                    // the comma's place, in tokenStart: a refill in the whitespace after it keeps its location
                    tokenStart = pos++;
                    c = nextNonWhitespace();
                    if (c == ']') {
                        if (!options.trailingCommas()) throw syntaxError("Trailing comma before ']'", tokenStart);
                        return closing(END_ARRAY);
                    }
                } else if (c == ']') {
                    return closing(END_ARRAY);
                } else {
                    throw syntaxError("Expected ',' or ']' but found " + describeAt(pos), pos);
                }
                break;
            case EMPTY_OBJECT:
            case NONEMPTY_OBJECT:
                scopes[d] = DANGLING_NAME;
                c = nextNonWhitespace();
                if (scope == NONEMPTY_OBJECT) {
                    if (c == ',') {
                        tokenStart = pos++;
                        c = nextNonWhitespace();
                        if (c == '}') {
                            if (!options.trailingCommas()) throw syntaxError("Trailing comma before '}'", tokenStart);
                            return closing(END_OBJECT);
                        }
                    } else if (c == '}') {
                        return closing(END_OBJECT);
                    } else {
                        throw syntaxError("Expected ',' or '}' but found " + describeAt(pos), pos);
                    }
                } else if (c == '}') {
                    return closing(END_OBJECT);
                }
                tokenStart = pos;
                if (c == '"') {
                    pos++;
                    return token(NAME);
                }
                return token(oddName(c));
            case DANGLING_NAME:
                scopes[d] = NONEMPTY_OBJECT;
                c = nextNonWhitespace();
                if (c != ':') throw syntaxError("Expected ':' but found " + describeAt(pos), pos);
                pos++;
                c = nextNonWhitespace();
                break;
            case EMPTY_DOCUMENT:
                scopes[d] = NONEMPTY_DOCUMENT;
                skipByteOrderMark();
                c = nextNonWhitespace();
                if (c == -1) {
                    // a sequence of no values (an empty NDJSON file) is complete; one value must be there
                    if (!sequence) throw syntaxError("Expected a JSON value but the input is empty", pos);
                    tokenStart = pos;
                    return peeked = EOF;
                }
                startTopLevelValue();
                break;
            case NONEMPTY_DOCUMENT:
                // a literal just read (its last byte a letter) and the next value with nothing between
                boolean afterLiteral = pos == valueEnd && pos > base && isLetter(buf[pos - 1]);
                c = nextNonWhitespace();
                if (c == -1) {
                    tokenStart = pos;
                    return peeked = EOF;
                }
                if (!sequence) throw trailingContent();
                if (afterLiteral && pos == valueEnd && Scanners.cannotFollowNumber(c)) {
                    // "truefalse" is no more two values than "1true" is
                    throw syntaxError("Expected whitespace or a delimiter after a literal but found " + describeAt(pos), pos);
                }
                startTopLevelValue();
                break;
            default:
                throw new IllegalStateException("JsonReader is closed");
        }
        tokenStart = pos;
        switch (c) {
            case '{': pos++; return token(BEGIN_OBJECT);
            case '[': pos++; return token(BEGIN_ARRAY);
            case '"': pos++; return token(STRING);
            case 't': literal(TRUE, TRUE_BYTES); return token(TRUE);
            case 'f': literal(FALSE, FALSE_BYTES); return token(FALSE);
            case 'n': literal(NULL, NULL_BYTES); return token(NULL);
            case '0': case '1': case '2': case '3': case '4':
            case '5': case '6': case '7': case '8': case '9':
                return token(NUMBER);
            case '-':
                if (options.nonFiniteNumbers() && ensure(2) && buf[pos + 1] == 'I') return token(nonFinite());
                return token(NUMBER);
            default:
                return token(oddValue(c));
        }
    }

    /**
     * The next element of an array of numbers, without the state machine: a comma and then a
     * digit or a minus, no whitespace between. Returns {@code NUMBER}, passed through
     * {@link #token} as {@link #doPeek()} would, or {@code NONE} with nothing changed, and
     * doPeek decides (everything else, every error included).
     */
    final int peekNumberElement() {
        byte[] b = buf;
        int i = pos;
        if (i + 1 < limit && b[i] == ',' && scopes[stackSize - 1] == NONEMPTY_ARRAY) {
            int c = b[i + 1];
            if ((c >= '0' && c <= '9') || (c == '-' && !nonFiniteNumbers)) {
                pos = i + 1;
                tokenStart = i + 1;
                return token(NUMBER);
            }
        }
        return NONE;
    }

    /**
     * What a value starting with each byte is, for the peeks without the state machine below:
     * {@code NUMBER} for digits and '-', {@code STRING}, {@code BEGIN_OBJECT},
     * {@code BEGIN_ARRAY}, and {@code TRUE}/{@code FALSE}/{@code NULL} for their first letters
     * (to be checked); {@code NONE} for anything else, which only the state machine handles.
     */
    private static final byte[] VALUE_STARTS = new byte[256];

    static {
        for (int c = '0'; c <= '9'; c++) VALUE_STARTS[c] = NUMBER;
        VALUE_STARTS['-'] = NUMBER;
        VALUE_STARTS['"'] = STRING;
        VALUE_STARTS['{'] = BEGIN_OBJECT;
        VALUE_STARTS['['] = BEGIN_ARRAY;
        VALUE_STARTS['t'] = TRUE;
        VALUE_STARTS['f'] = FALSE;
        VALUE_STARTS['n'] = NULL;
    }

    /**
     * The next array element or member name without the state machine, for
     * {@link JsonReader#peek()} and {@link JsonReader#hasNext()}: a comma followed (directly, after one space, or after a line
     * break and an indentation of spaces, as pretty printers write) by a name's quote in an
     * object, or by a number, a string's quote or an opening bracket in an array. Returns the token, passed
     * through {@link #token} exactly as {@link #doPeek()} would have, or {@code NONE} with nothing
     * changed, and doPeek decides (whitespace, literals, comments, every error).
     */
    final int peekAfterComma() {
        byte[] b = buf;
        int i = pos;
        int lim = limit;
        if (i + 2 >= lim || b[i] != ',') return NONE;
        int d = stackSize - 1;
        int scope = scopes[d];
        int v = i + 1;
        int c = b[v];
        int line = -1;
        if (c == ' ') {
            c = b[++v]; // ", " as many writers separate
        } else if (c == '\n') {
            // a pretty printer's line break and indentation of spaces: the line is counted only
            // once the token is taken, so that doPeek finds everything as it was when this gives up
            line = ++v;
            v = Scanners.spaceRunEnd(b, v, lim);
            while (v < lim && b[v] == ' ') v++;
            if (v >= lim) return NONE;
            c = b[v];
        }
        int kind;
        if (scope == NONEMPTY_OBJECT) {
            if (c != '"') return NONE;
            scopes[d] = DANGLING_NAME;
            kind = NAME;
        } else {
            kind = VALUE_STARTS[c & 0xFF];
            if (scope != NONEMPTY_ARRAY || kind == NONE || kind == TRUE || kind == FALSE || kind == NULL
                    || (c == '-' && nonFiniteNumbers)) {
                return NONE;
            }
        }
        if (line >= 0) {
            lines++;
            lineStart = line;
        }
        tokenStart = v;
        pos = kind == NUMBER ? v : v + 1; // a number is scanned from its first byte
        return token(kind);
    }

    /**
     * After a member name read by {@link JsonReader#nextName()} or matched by a codec
     * ({@link JsonReader#selectName(Names, int)}), peeks the value when the colon follows the name
     * directly or after one space, the value follows the colon directly or after one space, and it is a string, a number, an
     * object, an array or a literal wholly in the buffer: what {@link #doPeek()} would do next,
     * done here so that the codec's nextInt or nextString finds it peeked. Anything else
     * (whitespace, a bad or cut-off value, a limit about to be broken) is left to doPeek, so
     * every error is raised by the next call, as before.
     */
    final void peekMemberValue() {
        byte[] b = buf;
        int i = pos; // at the colon, if compact
        boolean checked = !withinLimits;
        if (i + 3 >= limit || (checked && tokenCount >= maxTokens)) return;
        int c = b[i];
        if (c == ' ') c = b[++i]; // "name" : value, as some pretty printers write it
        if (c != ':') return;
        int v = i + 1;
        c = b[v];
        if (c == ' ') c = b[++v]; // "name": value, as most pretty printers write it
        int kind = VALUE_STARTS[c & 0xFF];
        int end = v + 1; // past the quote or bracket
        if (kind == NUMBER) {
            if (c == '-' && nonFiniteNumbers) return; // may be -Infinity
            end = v; // a number is scanned from its first byte
        } else if (kind != STRING && kind != BEGIN_OBJECT && kind != BEGIN_ARRAY) {
            if (kind == NONE || (end = literalEnd(b, v, kind)) < 0) return;
        }
        if (checked && end > sizeIndex) return;
        scopes[stackSize - 1] = NONEMPTY_OBJECT;
        tokenStart = v;
        pos = end;
        tokenCount++;
        peeked = kind;
    }

    /**
     * Consumes the literal {@code kind} ({@code lit}) whose first byte is at {@link #pos}: by one
     * int compare when it is wholly in the buffer, else (a refill, a misspelling) byte by byte,
     * which also says what is wrong.
     */
    private void literal(int kind, byte[] lit) {
        int end = literalEnd(buf, pos, kind);
        if (end >= 0) pos = end;
        else expectLiteral(lit);
    }

    /** Where the literal {@code kind} starting at {@code b[at]} ends, if it is wholly in the buffer; else -1. */
    private int literalEnd(byte[] b, int at, int kind) {
        // one int compare instead of a byte loop: "true" and "null" whole, "false" from its 'a'
        // (its 'f' is what the caller dispatched on)
        if (kind == FALSE) return limit - at >= 5 && Swar.intAt(b, at + 1) == FALSE_TAIL_INT ? at + 5 : -1;
        return limit - at >= 4 && Swar.intAt(b, at) == (kind == TRUE ? TRUE_INT : NULL_INT) ? at + 4 : -1;
    }

    /** "true", "null" and the last four bytes of "false" as little-endian ints, for {@link #literalEnd}. */
    private static final int TRUE_INT = 't' | 'r' << 8 | 'u' << 16 | 'e' << 24;
    private static final int NULL_INT = 'n' | 'u' << 8 | 'l' << 16 | 'l' << 24;
    private static final int FALSE_TAIL_INT = 'a' | 'l' << 8 | 's' << 16 | 'e' << 24;

    /** A closing bracket: not a token of its own (the container counted once, when it opened), as in every format. */
    int closing(int kind) {
        tokenStart = pos;
        pos++;
        if (pos > sizeIndex) throw documentTooLarge();
        return peeked = kind;
    }

    /**
     * Every value and member name passes here: the one place the token count is checked, and with
     * refills and the end of the top-level value ({@link #topLevelDone}) the document size.
     */
    int token(int kind) {
        if (++tokenCount > maxTokens) {
            throw syntaxError(ReadLimits.exceeded("Token count", maxTokens, "withMaxTokenCount"), tokenStart);
        }
        if (pos > sizeIndex) throw documentTooLarge();
        return peeked = kind;
    }

    /**
     * Points at the first byte beyond the size limit, with the path of the value it falls in. A
     * scalar is measured when it is complete (in memory) or at a refill inside it (streams), so
     * when the byte lies in the value just read the array index is put back to it: every source
     * then names the same place and path.
     */
    @Override
    JsonException documentTooLarge() {
        int at = bufferIndex(sizeEnd);
        String detail = ReadLimits.exceeded("Document size", maxDocument, "withMaxDocumentSize");
        int d = stackSize - 1;
        if (at >= valueEnd || d == 0 || scopes[d] != NONEMPTY_ARRAY || pathIndices[d] == 0) return syntaxError(detail, at);
        pathIndices[d]--;
        try {
            return syntaxError(detail, at);
        } finally {
            pathIndices[d]++;
        }
    }

    void startTopLevelValue() {
        tokenCount = 0;
        long start = byteOffset(pos);
        limitSize(maxDocument > Long.MAX_VALUE - start ? Long.MAX_VALUE : start + maxDocument);
    }

    /** Skips a UTF-8 byte-order mark, reading no byte past the first that is not one (a stream may hold just "1\n"). */
    void skipByteOrderMark() {
        if (!ensure(1) || (buf[pos] & 0xFF) != 0xEF) return;
        if (!ensure(2) || (buf[pos + 1] & 0xFF) != 0xBB) return;
        if (!ensure(3) || (buf[pos + 2] & 0xFF) != 0xBF) return;
        pos += 3;
    }

    private static boolean isLetter(byte c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    /** A value that does not start like strict JSON: a leniency, or the error that says what is wrong. */
    int oddValue(int c) {
        if (c == '\'' && options.singleQuotes()) {
            pos++;
            return SQ_STRING;
        }
        if ((c == 'N' || c == 'I') && options.nonFiniteNumbers()) return nonFinite();
        if (c == -1) throw syntaxError("Unexpected end of input, expected a value", pos);
        throw syntaxError(notUtf8(pos) ? "JSON must be UTF-8 (the input looks like UTF-16 or UTF-32)"
                : "Expected a value but found " + describeAt(pos), pos);
    }

    JsonException trailingContent() {
        return syntaxError(notUtf8(pos) ? "JSON must be UTF-8 (the input looks like UTF-16 or UTF-32)"
                : "Trailing content after the top-level value: " + describeAt(pos), pos);
    }

    /** A NUL or a UTF-16/32 byte-order mark within the first bytes: the input is not UTF-8. */
    boolean notUtf8(int p) {
        if (byteOffset(p) > 3 || p >= limit || charInput) return false;
        int c = buf[p] & 0xFF;
        return c == 0 || (byteOffset(p) == 0 && (c == 0xFE || c == 0xFF));
    }

    int oddName(int c) {
        if (c == '\'' && options.singleQuotes()) {
            pos++;
            return SQ_NAME;
        }
        if (options.unquotedNames() && isUnquotedNameByte(c)) return UNQUOTED_NAME;
        if (c == -1) throw syntaxError("Unexpected end of input, expected a name", pos);
        throw syntaxError(notUtf8(pos) ? "JSON must be UTF-8 (the input looks like UTF-16 or UTF-32)"
                : "Expected a name (a double-quoted string) but found " + describeAt(pos), pos);
    }

    static boolean isUnquotedNameByte(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '_' || c == '$' || c == '-';
    }

    int nonFinite() {
        int start = pos;
        int sign = 1;
        if (buf[pos] == '-') {
            sign = -1;
            pos++;
        }
        if (buf[pos] == 'N' && sign > 0) {
            expectLiteral(new byte[] {'N', 'a', 'N'});
            nonFiniteValue = Double.NaN;
        } else {
            expectLiteral(new byte[] {'I', 'n', 'f', 'i', 'n', 'i', 't', 'y'});
            nonFiniteValue = sign * Double.POSITIVE_INFINITY;
        }
        tokenStart = start;
        return NON_FINITE;
    }

    void push(byte scope) {
        int n = stackSize;
        if (n > maxDepth) throw syntaxError(ReadLimits.exceeded("Nesting depth", maxDepth, "withMaxDepth"), tokenStart);
        if (n == scopes.length) growStack();
        scopes[n] = scope;
        pathIndices[n] = 0;
        pathNames[n] = null;
        nameStarts[n] = -1;
        if (rejectDuplicates && scope == EMPTY_OBJECT) forgetNames(n);
        stackSize = n + 1;
    }

    void pop() {
        int d = --stackSize;
        pathNames[d] = null;
        nameStarts[d] = -1;
        // valueDone(), repeated: its branch profile then sees only scalars, which are nearly never
        // top-level values, so the JIT drops the top-level check (and the whitespace skip it
        // inlines) from every inlined nextInt/nextString; a codec's compiled body has room for more
        valueEnd = pos;
        if (d > 1) {
            pathIndices[d - 1]++;
        } else {
            topLevelDone();
        }
    }

    void growStack() {
        int size = scopes.length * 2;
        scopes = Arrays.copyOf(scopes, size);
        pathIndices = Arrays.copyOf(pathIndices, size);
        pathNames = Arrays.copyOf(pathNames, size);
        int old = nameStarts.length;
        nameStarts = Arrays.copyOf(nameStarts, size);
        Arrays.fill(nameStarts, old, size, -1);
        nameEnds = Arrays.copyOf(nameEnds, size);
        if (seenNames != null) seenNames = Arrays.copyOf(seenNames, size);
    }

    /** A value has been consumed completely: advance the array index, or finish the top-level value. */
    void valueDone() {
        valueEnd = pos;
        int d = stackSize - 1;
        if (d > 0) {
            pathIndices[d]++;
            // the value just read may end past the limit (its start was measured, in memory its end not yet)
            if (!withinLimits && pos > sizeIndex) throw documentTooLarge();
        } else {
            topLevelDone();
        }
    }

    /** The rest of valueDone() for a top-level value, out of line: see {@link #pop()}. */
    private void topLevelDone() {
        if (pos > sizeIndex) throw documentTooLarge();
        limitSize(Long.MAX_VALUE);
        if (!sequence) {
            // only whitespace may follow the one top-level value: check now rather than trust the caller to look
            int c = nextNonWhitespace();
            if (c != -1) throw trailingContent();
            tokenStart = pos;
            peeked = EOF;
        }
    }

    JsonException unexpected(String expected, int p) {
        String found;
        switch (p) {
            case BEGIN_OBJECT: found = "an object"; break;
            case END_OBJECT: found = "the end of an object"; break;
            case BEGIN_ARRAY: found = "an array"; break;
            case END_ARRAY: found = "the end of an array"; break;
            case NAME: case SQ_NAME: case UNQUOTED_NAME: found = "a name"; break;
            case STRING: case SQ_STRING: found = "a string"; break;
            case NUMBER: case NON_FINITE: found = "a number"; break;
            case TRUE: case FALSE: found = "a boolean"; break;
            case NULL: found = "null"; break;
            default: found = "the end of input"; break;
        }
        return syntaxError("Expected " + expected + " but found " + found, tokenStart);
    }

    /** Scans a single-quoted or unquoted name (leniencies) into the slice, or fails for a non-name. */
    void scanOddName(int p) {
        if (p == SQ_NAME) {
            peeked = NONE;
            scanningName = true;
            scanStringSlow(pos, pos, '\'', maxName, true);
            scanningName = false;
        } else if (p == UNQUOTED_NAME) {
            peeked = NONE;
            int start = pos;
            for (;;) {
                if (pos >= limit) {
                    // keep the name contiguous across refills (and any outer mark, e.g. of readRaw)
                    int outer = mark;
                    mark = outer >= 0 && outer < start ? outer : start;
                    int before = mark;
                    boolean more = fill();
                    int shift = before - mark;
                    start -= shift;
                    mark = outer >= 0 ? outer - shift : -1;
                    if (!more) break;
                    continue;
                }
                if (!isUnquotedNameByte(buf[pos])) break;
                pos++;
                if (pos - start > maxName) {
                    throw syntaxError(ReadLimits.exceeded("Name length", maxName, "withMaxNameLength"), start);
                }
            }
            sliceBuf = buf;
            sliceStart = start;
            sliceEnd = pos;
            sliceNonAscii = false;
            sliceUnchecked = false;
            sliceEscaped = false;
        } else {
            throw unexpected("a name", p);
        }
    }

    String nameString() {
        byte[] b = sliceBuf;
        int s = sliceStart;
        int e = sliceEnd;
        if (symbols == null || nameCache < 0) return text();
        String name = symbols.find(b, s, e);
        if (name != null) {
            // equal bytes to a cached name, which were valid when it was added
            nameCache = NameCachePolicy.hit(nameCache, nameMode == NameMode.CANONICAL);
        } else {
            if (sliceUnchecked) validateSlice();
            nameCache = NameCachePolicy.miss(nameCache, nameMode == NameMode.CANONICAL);
            name = symbols.add(b, s, e, sliceNonAscii);
        }
        return name;
    }

    /**
     * The common name in one step: a name of at most 16 plain ASCII bytes, looked up (or added)
     * from the words the scan loads anyway, consumed with its closing quote; a longer plain ASCII name
     * by {@link #longPlainName}. Null (nothing consumed) for anything else, which the general
     * scan then handles.
     */
    String cachedShortName() {
        int s = pos;
        byte[] b = buf;
        if (s + 16 > limit) return null;
        long w0 = Swar.word(b, s);
        long m = Swar.stringStops(w0);
        long w1 = 0;
        int len;
        if (m != 0) {
            len = Swar.firstIndex(m);
            w0 &= ~(-1L << (len << 3)); // keep the name's bytes only (len < 8 here)
        } else {
            w1 = Swar.word(b, s + 8);
            m = Swar.stringStops(w1);
            if (m == 0) return longPlainName(s, w0, w1);
            int i = Swar.firstIndex(m);
            len = 8 + i;
            w1 &= ~(-1L << (i << 3));
        }
        if (b[s + len] != '"' || len > maxName) return null;
        String name = symbols.findShort(w0, w1, len);
        if (name != null) {
            nameCache = NameCachePolicy.hit(nameCache, nameMode == NameMode.CANONICAL);
        } else {
            // plain ASCII (the stops include non-ASCII bytes), so valid: added from the words in hand
            nameCache = NameCachePolicy.miss(nameCache, nameMode == NameMode.CANONICAL);
            name = symbols.addShort(b, s, w0, w1, len);
        }
        pos = s + len + 1;
        return name;
    }

    /**
     * A name of 16 bytes or more whose first 16 are plain ASCII (at {@code s}, its opening quote
     * consumed; {@code w0} and {@code w1} are those bytes): when it is plain to its closing quote
     * inside the buffer, it is looked up (or added) from that one scan and consumed, up to 32
     * bytes from its words; otherwise null (nothing consumed) and the general scan takes it.
     * Long names would else be scanned twice.
     */
    private String longPlainName(int s, long w0, long w1) {
        byte[] b = buf;
        if (s + 32 < limit) {
            long w2 = Swar.word(b, s + 16);
            long m = Swar.stringStops(w2);
            long w3 = 0;
            int len = -1;
            if (m != 0) {
                int i = Swar.firstIndex(m);
                len = 16 + i;
                w2 &= ~(-1L << (i << 3));
            } else {
                w3 = Swar.word(b, s + 24);
                m = Swar.stringStops(w3);
                if (m != 0) {
                    int i = Swar.firstIndex(m);
                    len = 24 + i;
                    w3 &= ~(-1L << (i << 3));
                }
            }
            if (len >= 0) {
                if (b[s + len] != '"' || len > maxName) return null;
                // 16 bytes: zero third and fourth words hash and compare as findShort's two
                String name = symbols.findWords(w0, w1, w2, w3, len);
                if (name != null) {
                    nameCache = NameCachePolicy.hit(nameCache, nameMode == NameMode.CANONICAL);
                } else {
                    nameCache = NameCachePolicy.miss(nameCache, nameMode == NameMode.CANONICAL);
                    name = len == 16 ? symbols.addShort(b, s, w0, w1, len) : symbols.addWords(b, s, w0, w1, w2, w3, len);
                }
                pos = s + len + 1;
                return name;
            }
        }
        int e = Scanners.plainTextEnd(b, s + 16, limit);
        if (e >= limit || b[e] != '"' || e - s > maxName) return null;
        sliceBuf = b;
        sliceStart = s;
        sliceEnd = e;
        sliceNonAscii = false;
        sliceUnchecked = false;
        sliceEscaped = false;
        pos = e + 1;
        return nameString();
    }

    /** Reused by {@link #text()} for non-ASCII strings. */
    private char[] chars;

    /** Stands for the arrays of a closed reader: its one level says CLOSED, so every call fails. */
    private static final byte[] CLOSED_SCOPES = {CLOSED};
    private static final int[] NO_INTS = new int[1];
    private static final String[] NO_NAMES = new String[1];
    private static final byte[] NO_BYTES = new byte[0];

    /**
     * Marks the reader closed and gives its arrays back for the next reader; it keeps none of
     * them, so nothing it is still asked afterwards reaches them.
     */
    final void closeScopes() {
        peeked = NONE;
        stackSize = 1;
        ReaderStacks s = stacks;
        stacks = null;
        byte[] oldScopes = scopes;
        scopes = CLOSED_SCOPES;
        if (s != null) ReaderStacks.give(s, oldScopes, pathIndices, pathNames, nameStarts, nameEnds, chars, scratch);
        pathIndices = NO_INTS;
        pathNames = NO_NAMES;
        nameStarts = NO_INTS;
        nameEnds = NO_INTS;
        chars = null;
        scratch = NO_BYTES;
        scratchLen = 0;
    }

    /**
     * A reader that finished a document, made ready for another over {@code b[start, end)}: every
     * field as the constructor leaves it, but the level arrays and buffers it already holds are
     * kept (what {@link ReaderStacks} would hand a new reader). Only for in-memory input read with
     * the same options ({@link ReaderPool}).
     */
    final void reuse(byte[] b, int start, int end) {
        resetInput(b, start, end);
        resetScans();
        peeked = NONE;
        scanningName = false;
        numberPeeked = NONE;
        nonFiniteValue = 0;
        stackSize = 1;
        tokenCount = 0;
        nameCache = NameCachePolicy.START;
        Arrays.fill(nameStarts, -1);
        scopes[0] = EMPTY_DOCUMENT;
        withinLimits = withinLimits(start, end);
    }

    /**
     * Lets go of what a finished reader must not pin while it waits in a pool (the input, the
     * Strings of its path, buffers grown large); false when it should not be pooled at all (a
     * closed reader, or one whose level arrays grew deep).
     */
    final boolean release() {
        if (stacks == null || scopes.length > ReaderStacks.MAX_POOLED_DEPTH) return false;
        Arrays.fill(pathNames, null);
        resetInput(NO_BYTES, 0, 0);
        resetScans();
        if (chars != null && chars.length > ReaderStacks.MAX_POOLED_CHARS) chars = null;
        if (scratch.length > ReaderStacks.MAX_POOLED_SCRATCH) scratch = NO_BYTES;
        return true;
    }

    /** The slice as a String; its UTF-8 is validated on the way (when not already). */
    String text() {
        int s = sliceStart;
        int len = sliceEnd - s;
        if (!sliceNonAscii) return Latin1.string(sliceBuf, s, len);
        char[] out = chars;
        if (out == null || out.length < len) out = chars = new char[Math.max(len, out == null ? 64 : out.length * 2)];
        int n = Utf8Decoder.decode(sliceBuf, s, sliceEnd, out);
        if (n < 0) {
            validateSlice(); // throws at the exact place
            throw new AssertionError("validated UTF-8 did not decode");
        }
        return new String(out, 0, n);
    }

    /**
     * The double-quoted string value whose opening quote is consumed, as a String, in one pass
     * when it sits in the buffer: plain ASCII is copied as Latin-1; escapes and non-ASCII text
     * are decoded by {@link #decodedString}. What that pass leaves (a refill, an error to report,
     * a leniency, a string over the limit) goes to the general scan from the start, as before.
     */
    final String stringValue(int maxLength) {
        byte[] b = buf;
        int start = pos;
        int lim = limit;
        int p = Scanners.plainTextEnd(b, start, lim);
        if (p < lim) {
            int c = b[p];
            if (c == '"' && p - start <= maxLength) {
                pos = p + 1;
                return Latin1.string(b, start, p - start);
            }
            if (c < 0 || c == '\\') {
                String s = decodedString(start, p, maxLength);
                if (s != null) return s;
            }
        }
        scanStringSlow(start, start, '"', maxLength, true);
        return text();
    }

    /**
     * The string at {@code buf[start]} (plain ASCII up to {@code plainEnd}) decoded in the buffer,
     * checked on the way, and consumed; or null, nothing consumed, for the general scan. While its
     * chars fit Latin-1 (escapes of ASCII text, accented Latin letters) they are decoded to bytes
     * in the scratch buffer and the String is one copy of them; from the first char beyond, into
     * UTF-16 ({@link StringDecoder#resumeChars}), whose String the JDK compresses back if it can.
     * Text that starts beyond Latin-1 (another script) goes to UTF-16 from the start.
     */
    private String decodedString(int start, int plainEnd, int maxLength) {
        byte[] b = buf;
        int lim = limit;
        if (startsBeyondLatin1(b, plainEnd, lim)) return charsString(start, plainEnd, maxLength);
        long d;
        for (;;) {
            d = StringDecoder.toLatin1(b, start, plainEnd, lim, scratch);
            // no room: a longer array, unless the string is sure to pass the limit anyway
            if (d != StringDecoder.NO_ROOM || scratch.length > maxLength) break;
            scratch = new byte[Math.max(scratch.length * 2, plainEnd - start + 64)];
        }
        if (d >= 0) {
            int n = StringDecoder.chars(d);
            if (n > maxLength) return null;
            pos = StringDecoder.quote(d) + 1;
            return Latin1.string(scratch, 0, n);
        }
        if (!StringDecoder.isWide(d)) return null;
        int n = StringDecoder.chars(d);
        char[] out = chars;
        if (out == null || out.length < n + 64) out = chars = new char[Math.max(n + 64, out == null ? 64 : out.length * 2)];
        byte[] latin = scratch;
        for (int i = 0; i < n; i++) out[i] = (char) (latin[i] & 0xFF);
        d = StringDecoder.resumeChars(b, StringDecoder.quote(d), lim, out, n);
        if (d >= 0) return charsDecoded(d, out, maxLength);
        if (d != StringDecoder.NO_ROOM || out.length > maxLength) return null;
        chars = new char[out.length * 2];
        return charsString(start, plainEnd, maxLength);
    }

    /**
     * Whether the first char past the plain ASCII of a string (at {@code b[p]}, a backslash or a
     * non-ASCII byte) is sure not to fit Latin-1: a UTF-8 lead byte beyond C3, or a
     * {@code \}{@code u} escape not of the form {@code 00XX}. (Invalid input may answer either way.)
     */
    private static boolean startsBeyondLatin1(byte[] b, int p, int lim) {
        int c = b[p];
        if (c < 0) return (c & 0xFE) != 0xC2;
        return p + 3 < lim && b[p + 1] == 'u' && (b[p + 2] != '0' || b[p + 3] != '0');
    }

    /** {@link #decodedString} into UTF-16 from the start ({@link StringDecoder#toChars}). */
    private String charsString(int start, int plainEnd, int maxLength) {
        byte[] b = buf;
        char[] out = chars;
        if (out == null) out = chars = new char[64];
        for (;;) {
            long d = StringDecoder.toChars(b, start, plainEnd, limit, out);
            if (d >= 0) return charsDecoded(d, out, maxLength);
            // no room: a longer array, unless the string is sure to pass the limit anyway
            if (d != StringDecoder.NO_ROOM || out.length > maxLength) return null;
            out = chars = new char[Math.max(out.length * 2, plainEnd - start + 64)];
        }
    }

    private String charsDecoded(long d, char[] out, int maxLength) {
        int n = StringDecoder.chars(d);
        if (n > maxLength) return null;
        pos = StringDecoder.quote(d) + 1;
        return new String(out, 0, n);
    }

    static String newString(byte[] b, int s, int e, boolean nonAscii) {
        return new String(b, s, e - s, nonAscii ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1);
    }

    /** Keeps where the name just scanned sits, to make it a String only if a path is asked for. */
    void rememberName(int d) {
        if (sliceBuf == buf) {
            pathNames[d] = null;
            nameStarts[d] = sliceStart;
            nameEnds[d] = sliceEnd;
        } else {
            pathNames[d] = newString(sliceBuf, sliceStart, sliceEnd, sliceNonAscii);
            nameStarts[d] = -1;
        }
    }

    String pathName(int d) {
        String n = pathNames[d];
        if (n == null && nameStarts[d] >= 0) {
            n = new String(buf, nameStarts[d], nameEnds[d] - nameStarts[d], StandardCharsets.UTF_8);
            pathNames[d] = n;
            nameStarts[d] = -1;
        }
        return n;
    }

    @Override
    void beforeDiscard(int keep) {
        for (int d = 1; d < stackSize; d++) {
            int s = nameStarts[d];
            if (s < 0) continue;
            if (s < keep) {
                pathName(d);
            } else {
                nameStarts[d] = s - keep;
                nameEnds[d] -= keep;
            }
        }
    }

    @Override
    boolean isNameContext() {
        return scanningName;
    }

    @SuppressWarnings("unchecked")
    HashSet<String> seenAt(int d) {
        if (seenNames == null) seenNames = new HashSet[scopes.length];
        HashSet<String> s = seenNames[d];
        if (s == null) s = seenNames[d] = new HashSet<>();
        return s;
    }

    /**
     * Empties the names seen at depth {@code d} for a new object. HashSet.clear() costs the
     * table's capacity, so after one huge object every later small one at that depth would pay
     * for it: a large set is dropped instead.
     */
    private void forgetNames(int d) {
        HashSet<String> s = seenAt(d);
        if (s.size() > 64) seenNames[d] = new HashSet<>();
        else s.clear();
    }

    void checkDuplicate(String name) {
        if (!seenAt(stackSize - 1).add(name)) {
            throw syntaxError("Duplicate name \"" + name + "\" in an object", tokenStart);
        }
    }

    /** The JSON path of the reader's position, e.g. {@code $.statuses[3].user.name}. */
    final String buildPath() {
        StringBuilder sb = new StringBuilder("$");
        for (int d = 1; d < stackSize; d++) {
            switch (scopes[d]) {
                case EMPTY_ARRAY:
                case NONEMPTY_ARRAY:
                    sb.append('[').append(pathIndices[d]).append(']');
                    break;
                default:
                    String n = pathName(d);
                    if (n != null) sb.append('.').append(n);
                    break;
            }
        }
        return sb.toString();
    }
}
