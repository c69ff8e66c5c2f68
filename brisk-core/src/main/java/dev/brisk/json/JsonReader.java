package dev.brisk.json;

import dev.brisk.json.internal.BigNumberParser;
import dev.brisk.json.internal.BufferPool;
import dev.brisk.json.internal.ByteSource;
import dev.brisk.json.internal.CharSource;
import dev.brisk.json.internal.DirectBufferSource;
import dev.brisk.json.internal.DoubleParser;
import dev.brisk.json.internal.InputStreamSource;
import dev.brisk.json.internal.IntegerParser;
import dev.brisk.json.internal.NumberGrammar;
import dev.brisk.json.internal.NumberRangeException;
import dev.brisk.json.internal.SymbolTable;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashSet;

/**
 * A pull reader of JSON (RFC 8259), strict by default, over UTF-8 bytes or chars.
 *
 * <pre>{@code
 * try (JsonReader r = JsonReader.of(bytes)) {
 *     r.beginObject();
 *     while (r.hasNext()) {
 *         switch (r.selectName(NAMES)) {           // Names.of("id", "text"), built once
 *             case 0 -> id = r.nextLong();
 *             case 1 -> text = r.nextString();
 *             default -> r.skipValue();
 *         }
 *     }
 *     r.endObject();
 * }
 * }</pre>
 *
 * <p>Every source runs through one parser over UTF-8 bytes: byte arrays and heap buffers are read
 * in place, streams and direct buffers through a recycled buffer, chars are transcoded to UTF-8
 * in chunks. Offsets are bytes for byte sources and UTF-16 chars for char sources.
 *
 * <p>Bad input, broken {@link ReadLimits} and calls that do not fit the input (such as
 * {@link #nextInt()} before a string) throw {@link JsonException} with the location and path.
 * By default only whitespace may follow the top-level value; in sequence mode
 * ({@link ReaderOptions#withSequence}) values follow each other. Not thread-safe.
 */
public final class JsonReader extends ReaderLexer implements Closeable {
    // scopes on the stack
    private static final byte EMPTY_DOCUMENT = 0, NONEMPTY_DOCUMENT = 1, EMPTY_ARRAY = 2,
            NONEMPTY_ARRAY = 3, EMPTY_OBJECT = 4, DANGLING_NAME = 5, NONEMPTY_OBJECT = 6, CLOSED = 7;

    // what doPeek found
    private static final int NONE = 0, BEGIN_OBJECT = 1, END_OBJECT = 2, BEGIN_ARRAY = 3,
            END_ARRAY = 4, TRUE = 5, FALSE = 6, NULL = 7, STRING = 8, NAME = 9, NUMBER = 10,
            EOF = 11, SQ_STRING = 12, SQ_NAME = 13, UNQUOTED_NAME = 14, NON_FINITE = 15;


    private final boolean sequence;
    private final boolean rejectDuplicates;
    private final NameMode nameMode;
    private final SymbolTable symbols;
    private final long maxTokens;
    private final long maxDocument;
    private final int maxDepth;
    private final int maxName;
    private final int maxString;
    /** Strict in-memory input: skipValue may use the fast container skip (and rewind on errors). */
    private final boolean fastSkip;

    private int peeked = NONE;
    private boolean scanningName;
    /** What was peeked before the number now in numStart/numEnd: to put it back when it does not convert. */
    private int numberPeeked;
    private double nonFiniteValue;

    private byte[] scopes = new byte[32];
    private int stackSize = 1;
    private int[] pathIndices = new int[32];
    private String[] pathNames = new String[32];
    /** Where a member name not yet made a String sits in buf (for the path), or -1. */
    private int[] nameStarts = new int[32];
    private int[] nameEnds = new int[32];
    private HashSet<String>[] seenNames;

    private long tokenCount;
    private long valueStartOffset;

    /** Canonical names: lookups that found a cached String, and ones that did not. */
    private int canonicalHits;
    private int canonicalMisses;
    private boolean canonicalOff;

    private JsonReader(ReaderOptions options, byte[] buf, int start, int end, ByteSource source,
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
        Arrays.fill(nameStarts, -1);
        scopes[0] = EMPTY_DOCUMENT;
    }

    // ---------------------------------------------------------------- factories

    /** A strict reader over {@code bytes} (UTF-8), used in place. See {@link ReaderOptions#reader(byte[])}. */
    public static JsonReader of(byte[] bytes) { return ReaderOptions.defaults().reader(bytes); }

    public static JsonReader of(byte[] bytes, int offset, int length) {
        return ReaderOptions.defaults().reader(bytes, offset, length);
    }

    public static JsonReader of(InputStream in) { return ReaderOptions.defaults().reader(in); }

    public static JsonReader of(ByteBuffer buffer) { return ReaderOptions.defaults().reader(buffer); }

    public static JsonReader of(String json) { return ReaderOptions.defaults().reader(json); }

    public static JsonReader of(char[] chars) { return ReaderOptions.defaults().reader(chars); }

    public static JsonReader of(char[] chars, int offset, int length) {
        return ReaderOptions.defaults().reader(chars, offset, length);
    }

    public static JsonReader of(Reader reader) { return ReaderOptions.defaults().reader(reader); }

    static JsonReader create(ReaderOptions o, byte[] bytes, int offset, int length) {
        return new JsonReader(o, bytes, offset, offset + length, null, false, false);
    }

    static JsonReader create(ReaderOptions o, InputStream in) {
        return new JsonReader(o, streamBuffer(o), 0, 0, new InputStreamSource(in), o.bufferSize == ReaderOptions.DEFAULT_BUFFER_SIZE, false);
    }

    static JsonReader create(ReaderOptions o, ByteBuffer bb) {
        if (bb.hasArray()) {
            int start = bb.arrayOffset() + bb.position();
            return new JsonReader(o, bb.array(), start, start + bb.remaining(), null, false, false);
        }
        return new JsonReader(o, streamBuffer(o), 0, 0, new DirectBufferSource(bb), o.bufferSize == ReaderOptions.DEFAULT_BUFFER_SIZE, false);
    }

    static JsonReader create(ReaderOptions o, String s) {
        return charReader(o, CharSource.of(s), s.length());
    }

    static JsonReader create(ReaderOptions o, char[] chars, int offset, int length) {
        return charReader(o, CharSource.of(chars, offset, length), length);
    }

    static JsonReader create(ReaderOptions o, Reader reader) {
        return charReader(o, CharSource.of(reader), Integer.MAX_VALUE);
    }

    private static JsonReader charReader(ReaderOptions o, CharSource source, int length) {
        // a short text needs no full-size buffer: 3 bytes per char bound its UTF-8
        long want = 3L * length + 8;
        if (want < o.bufferSize) return new JsonReader(o, new byte[(int) Math.max(16, want)], 0, 0, source, false, true);
        return new JsonReader(o, streamBuffer(o), 0, 0, source, o.bufferSize == ReaderOptions.DEFAULT_BUFFER_SIZE, true);
    }

    private static byte[] streamBuffer(ReaderOptions o) {
        return o.bufferSize == ReaderOptions.DEFAULT_BUFFER_SIZE ? BufferPool.take(o.bufferSize) : new byte[o.bufferSize];
    }

    // ---------------------------------------------------------------- the state machine

    /** The kind of the next token, without consuming it. */
    public JsonToken peek() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        switch (p) {
            case BEGIN_OBJECT: return JsonToken.BEGIN_OBJECT;
            case END_OBJECT: return JsonToken.END_OBJECT;
            case BEGIN_ARRAY: return JsonToken.BEGIN_ARRAY;
            case END_ARRAY: return JsonToken.END_ARRAY;
            case NAME: case SQ_NAME: case UNQUOTED_NAME: return JsonToken.NAME;
            case STRING: case SQ_STRING: return JsonToken.STRING;
            case NUMBER: case NON_FINITE: return JsonToken.NUMBER;
            case TRUE: case FALSE: return JsonToken.BOOLEAN;
            case NULL: return JsonToken.NULL;
            case EOF: return JsonToken.END_DOCUMENT;
            default: throw new AssertionError(p);
        }
    }

    private int doPeek() {
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
                    int comma = pos++;
                    c = nextNonWhitespace();
                    if (c == ']') {
                        if (!options.trailingCommas()) throw syntaxError("Trailing comma before ']'", comma);
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
                        int comma = pos++;
                        c = nextNonWhitespace();
                        if (c == '}') {
                            if (!options.trailingCommas()) throw syntaxError("Trailing comma before '}'", comma);
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
                if (c == -1) throw syntaxError("Expected a JSON value but the input is empty", pos);
                startTopLevelValue();
                break;
            case NONEMPTY_DOCUMENT:
                c = nextNonWhitespace();
                if (c == -1) {
                    tokenStart = pos;
                    return peeked = EOF;
                }
                if (!sequence) throw trailingContent();
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
            case 't': expectLiteral(TRUE_BYTES); return token(TRUE);
            case 'f': expectLiteral(FALSE_BYTES); return token(FALSE);
            case 'n': expectLiteral(NULL_BYTES); return token(NULL);
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

    private int closing(int kind) {
        tokenStart = pos;
        pos++;
        return token(kind);
    }

    /** Every token passes here: the one place the token count and document size limits are checked. */
    private int token(int kind) {
        if (++tokenCount > maxTokens) {
            throw syntaxError(ReadLimits.exceeded("Token count", maxTokens, "withMaxTokenCount"), tokenStart);
        }
        if (byteOffset(pos) - valueStartOffset > maxDocument) {
            throw syntaxError(ReadLimits.exceeded("Document size", maxDocument, "withMaxDocumentSize"), pos);
        }
        return peeked = kind;
    }

    private void startTopLevelValue() {
        tokenCount = 0;
        valueStartOffset = byteOffset(pos);
    }

    private void skipByteOrderMark() {
        if (limit - pos < 3 && !ensure(3)) return;
        if ((buf[pos] & 0xFF) == 0xEF && (buf[pos + 1] & 0xFF) == 0xBB && (buf[pos + 2] & 0xFF) == 0xBF) pos += 3;
    }

    /** A value that does not start like strict JSON: a leniency, or the error that says what is wrong. */
    private int oddValue(int c) {
        if (c == '\'' && options.singleQuotes()) {
            pos++;
            return SQ_STRING;
        }
        if ((c == 'N' || c == 'I') && options.nonFiniteNumbers()) return nonFinite();
        if (c == -1) throw syntaxError("Unexpected end of input, expected a value", pos);
        throw syntaxError(notUtf8(pos) ? "JSON must be UTF-8 (the input looks like UTF-16 or UTF-32)"
                : "Expected a value but found " + describeAt(pos), pos);
    }

    private JsonException trailingContent() {
        return syntaxError(notUtf8(pos) ? "JSON must be UTF-8 (the input looks like UTF-16 or UTF-32)"
                : "Trailing content after the top-level value: " + describeAt(pos), pos);
    }

    /** A NUL or a UTF-16/32 byte-order mark within the first bytes: the input is not UTF-8. */
    private boolean notUtf8(int p) {
        if (byteOffset(p) > 3 || p >= limit || charInput) return false;
        int c = buf[p] & 0xFF;
        return c == 0 || (byteOffset(p) == 0 && (c == 0xFE || c == 0xFF));
    }

    private int oddName(int c) {
        if (c == '\'' && options.singleQuotes()) {
            pos++;
            return SQ_NAME;
        }
        if (options.unquotedNames() && isUnquotedNameByte(c)) return UNQUOTED_NAME;
        if (c == -1) throw syntaxError("Unexpected end of input, expected a name", pos);
        throw syntaxError(notUtf8(pos) ? "JSON must be UTF-8 (the input looks like UTF-16 or UTF-32)"
                : "Expected a name (a double-quoted string) but found " + describeAt(pos), pos);
    }

    private static boolean isUnquotedNameByte(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '_' || c == '$' || c == '-';
    }

    private int nonFinite() {
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

    /** Whether the current array or object has another element. */
    public boolean hasNext() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        return p != END_OBJECT && p != END_ARRAY && p != EOF;
    }

    /**
     * In sequence mode (or before the only value): whether another top-level value follows.
     * Must be called between top-level values.
     */
    public boolean hasNextValue() {
        if (stackSize != 1) throw new IllegalStateException("hasNextValue() is for the top level; the reader is inside a value at " + path());
        int p = peeked;
        if (p == NONE) p = doPeek();
        return p != EOF;
    }

    public void beginObject() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p != BEGIN_OBJECT) throw unexpected("an object", p);
        push(EMPTY_OBJECT);
        peeked = NONE;
    }

    public void endObject() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p != END_OBJECT) throw unexpected("the end of an object", p);
        peeked = NONE;
        pop();
    }

    public void beginArray() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p != BEGIN_ARRAY) throw unexpected("an array", p);
        push(EMPTY_ARRAY);
        peeked = NONE;
    }

    public void endArray() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p != END_ARRAY) throw unexpected("the end of an array", p);
        peeked = NONE;
        pop();
    }

    private void push(byte scope) {
        int n = stackSize;
        if (n > maxDepth) throw syntaxError(ReadLimits.exceeded("Nesting depth", maxDepth, "withMaxDepth"), tokenStart);
        if (n == scopes.length) growStack();
        scopes[n] = scope;
        pathIndices[n] = 0;
        pathNames[n] = null;
        nameStarts[n] = -1;
        if (rejectDuplicates && scope == EMPTY_OBJECT) seenAt(n).clear();
        stackSize = n + 1;
    }

    private void pop() {
        stackSize--;
        pathNames[stackSize] = null;
        nameStarts[stackSize] = -1;
        valueDone();
    }

    private void growStack() {
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
    private void valueDone() {
        valueEnd = pos;
        int d = stackSize - 1;
        if (d > 0) {
            pathIndices[d]++;
        } else if (!sequence) {
            // only whitespace may follow the one top-level value: check now rather than trust the caller to look
            int c = nextNonWhitespace();
            if (c != -1) throw trailingContent();
            tokenStart = pos;
            peeked = EOF;
        }
    }

    private JsonException unexpected(String expected, int p) {
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

    // ---------------------------------------------------------------- names

    /** The next member name. */
    public String nextName() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p != NAME) return nextOddName(p);
        peeked = NONE;
        scanningName = true;
        scanText(maxName);
        scanningName = false;
        String name = nameString();
        pathNames[stackSize - 1] = name;
        if (rejectDuplicates) checkDuplicate(name);
        return name;
    }

    private String nextOddName(int p) {
        scanOddName(p);
        String name = nameString();
        pathNames[stackSize - 1] = name;
        if (rejectDuplicates) checkDuplicate(name);
        return name;
    }

    /** Scans a single-quoted or unquoted name (leniencies) into the slice, or fails for a non-name. */
    private void scanOddName(int p) {
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
        } else {
            throw unexpected("a name", p);
        }
    }

    private String nameString() {
        byte[] b = sliceBuf;
        int s = sliceStart;
        int e = sliceEnd;
        if (symbols == null || canonicalOff) return text();
        String name = symbols.find(b, s, e);
        if (name != null) {
            // equal bytes to a cached name, which were valid when it was added
            canonicalHits++;
            return name;
        }
        if (sliceUnchecked) validateSlice();
        // mostly unique names (random keys): stop paying for a table that does not help this document
        if ((++canonicalMisses & 255) == 0 && canonicalMisses > canonicalHits && nameMode == NameMode.CANONICAL) {
            canonicalOff = true;
        }
        return symbols.add(b, s, e, sliceNonAscii);
    }

    /** The slice as a String; unchecked UTF-8 is validated if the decoder had to replace anything. */
    private String text() {
        String s = newString(sliceBuf, sliceStart, sliceEnd, sliceNonAscii);
        if (sliceUnchecked && s.indexOf('\uFFFD') >= 0) validateSlice();
        return s;
    }

    private static String newString(byte[] b, int s, int e, boolean nonAscii) {
        return new String(b, s, e - s, nonAscii ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1);
    }

    /**
     * Consumes the next member name and returns its index in {@code names}, or -1 if it is not
     * one of them. Creates no String and no garbage.
     */
    public int selectName(Names names) {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p == NAME) {
            peeked = NONE;
            scanningName = true;
            scanText(maxName);
            scanningName = false;
        } else {
            scanOddName(p);
        }
        int i = names.indexOf(sliceBuf, sliceStart, sliceEnd);
        if (i < 0 && sliceUnchecked) validateSlice(); // a hit equals a valid name; a miss is checked here
        int d = stackSize - 1;
        if (i >= 0) {
            pathNames[d] = names.get(i);
        } else {
            rememberName(d);
        }
        if (rejectDuplicates) checkDuplicate(pathName(d));
        return i;
    }

    /** Consumes the next member name without creating a String. */
    public void skipName() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p == NAME) {
            peeked = NONE;
            scanningName = true;
            scanString(maxName, true);
            scanningName = false;
        } else {
            scanOddName(p);
        }
        int d = stackSize - 1;
        rememberName(d);
        if (rejectDuplicates) checkDuplicate(pathName(d));
    }

    /** Keeps where the name just scanned sits, to make it a String only if a path is asked for. */
    private void rememberName(int d) {
        if (sliceBuf == buf) {
            pathNames[d] = null;
            nameStarts[d] = sliceStart;
            nameEnds[d] = sliceEnd;
        } else {
            pathNames[d] = newString(sliceBuf, sliceStart, sliceEnd, sliceNonAscii);
            nameStarts[d] = -1;
        }
    }

    private String pathName(int d) {
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
    private HashSet<String> seenAt(int d) {
        if (seenNames == null) seenNames = new HashSet[scopes.length];
        HashSet<String> s = seenNames[d];
        if (s == null) s = seenNames[d] = new HashSet<>();
        return s;
    }

    private void checkDuplicate(String name) {
        if (!seenAt(stackSize - 1).add(name)) {
            throw syntaxError("Duplicate name \"" + name + "\" in an object", tokenStart);
        }
    }

    // ---------------------------------------------------------------- strings, literals

    /** The next string value. */
    public String nextString() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p == STRING) {
            peeked = NONE;
            scanText(maxString);
        } else if (p == SQ_STRING) {
            peeked = NONE;
            scanStringSlow(pos, pos, '\'', maxString, true);
        } else {
            throw unexpected("a string", p);
        }
        String s = text();
        valueDone();
        return s;
    }

    /**
     * Consumes the next string value and returns its index in {@code names}, or -1 if it is not
     * one of them (enums without a String).
     */
    public int selectString(Names names) {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p == STRING) {
            peeked = NONE;
            scanText(maxString);
        } else if (p == SQ_STRING) {
            peeked = NONE;
            scanStringSlow(pos, pos, '\'', maxString, true);
        } else {
            throw unexpected("a string", p);
        }
        int i = names.indexOf(sliceBuf, sliceStart, sliceEnd);
        if (i < 0 && sliceUnchecked) validateSlice();
        valueDone();
        return i;
    }

    public boolean nextBoolean() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        boolean v;
        if (p == TRUE) v = true;
        else if (p == FALSE) v = false;
        else throw unexpected("a boolean", p);
        peeked = NONE;
        valueDone();
        return v;
    }

    public void nextNull() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p != NULL) throw unexpected("null", p);
        peeked = NONE;
        valueDone();
    }

    // ---------------------------------------------------------------- numbers

    /**
     * Positions numStart/numEnd on the next number's text: a number token, or with
     * {@link ReaderOptions#withQuotedNumbers} a string holding one.
     */
    private void numberText(String expected) {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p == NUMBER) {
            peeked = NONE;
            scanNumber();
            numberPeeked = NUMBER;
            return;
        }
        if (p == STRING && options.quotedNumbers()) {
            peeked = NONE;
            // A stream's buffer may end inside the string: bring it all in, so that it parses in place.
            ensure(limits.maxNumberLength() + 1);
            int at = pos;
            scanString(limits.maxNumberLength(), true);
            if (sliceBuf != buf || !NumberGrammar.isValid(sliceBuf, sliceStart, sliceEnd)) {
                throw syntaxError("Expected " + expected + " but found a string that is not a JSON number", at - 1);
            }
            numStart = sliceStart;
            numEnd = sliceEnd;
            numberPeeked = STRING;
            return;
        }
        throw unexpected(expected, p);
    }

    public int nextInt() {
        numberText("an int");
        int v;
        try {
            v = IntegerParser.parseInt(buf, numStart, numEnd);
        } catch (NumberRangeException e) {
            throw unconvertible(e.detail());
        }
        valueDone();
        return v;
    }

    public long nextLong() {
        numberText("a long");
        long v;
        try {
            v = IntegerParser.parseLong(buf, numStart, numEnd);
        } catch (NumberRangeException e) {
            throw unconvertible(e.detail());
        }
        valueDone();
        return v;
    }

    public double nextDouble() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p == NON_FINITE) {
            peeked = NONE;
            valueDone();
            return nonFiniteValue;
        }
        numberText("a double");
        double v = DoubleParser.parseDouble(buf, numStart, numEnd);
        if (Double.isInfinite(v) && !options.infinityOnOverflow()) {
            throw unconvertible(numberTextString() + " is out of double range");
        }
        valueDone();
        return v;
    }

    public float nextFloat() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p == NON_FINITE) {
            peeked = NONE;
            valueDone();
            return (float) nonFiniteValue;
        }
        numberText("a float");
        float v = DoubleParser.parseFloat(buf, numStart, numEnd);
        if (Float.isInfinite(v) && !options.infinityOnOverflow()) {
            throw unconvertible(numberTextString() + " is out of float range");
        }
        valueDone();
        return v;
    }

    public BigInteger nextBigInteger() {
        numberText("an integer");
        BigInteger v;
        try {
            v = BigNumberParser.parseBigInteger(buf, numStart, numEnd, limits.maxNumberExponent());
        } catch (NumberRangeException e) {
            throw unconvertible(e.detail());
        }
        valueDone();
        return v;
    }

    public BigDecimal nextBigDecimal() {
        numberText("a decimal number");
        BigDecimal v;
        try {
            v = BigNumberParser.parseBigDecimal(buf, numStart, numEnd, limits.maxNumberExponent());
        } catch (NumberRangeException e) {
            throw unconvertible(e.detail());
        }
        valueDone();
        return v;
    }

    /** A number that does not fit the type asked for stays unread, so that the caller can read it as another type. */
    private JsonException unconvertible(String detail) {
        JsonException e = syntaxError(detail, numStart);
        pos = numStart;
        peeked = numberPeeked;
        return e;
    }

    /** The next number with its exact text, converted on demand. */
    public JsonNumber nextNumber() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p == NON_FINITE) throw syntaxError("NaN and infinities cannot be read as a JsonNumber; use nextDouble()", tokenStart);
        numberText("a number");
        JsonNumber n = JsonNumber.ofValidated(numberTextString());
        valueDone();
        return n;
    }

    private String numberTextString() {
        return new String(buf, numStart, numEnd - numStart, StandardCharsets.ISO_8859_1);
    }

    // ---------------------------------------------------------------- whole values

    /**
     * Skips the next value, validating it but building nothing. Positioned before a member name,
     * skips the name and its value.
     */
    public void skipValue() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if ((p == BEGIN_OBJECT || p == BEGIN_ARRAY) && fastSkip && stackSize <= maxDepth) {
            int start = pos;
            long tokensBefore = tokenCount;
            try {
                tokenCount += skipContainerFast(p == BEGIN_OBJECT, maxDepth - stackSize, maxTokens - tokenCount) - 1;
                if (tokenCount > maxTokens || byteOffset(pos) - valueStartOffset > maxDocument) throw SKIP_FAILED;
                peeked = NONE;
                valueDone();
                return;
            } catch (JsonException e) {
                // rewind and redo with the state machine: it fails at the same place, with the full message and path
                pos = start;
                tokenCount = tokensBefore;
                peeked = p;
            }
        }
        int depth = 0;
        do {
            p = peeked;
            if (p == NONE) p = doPeek();
            peeked = NONE;
            switch (p) {
                case BEGIN_ARRAY: push(EMPTY_ARRAY); depth++; break;
                case BEGIN_OBJECT: push(EMPTY_OBJECT); depth++; break;
                case END_ARRAY:
                case END_OBJECT:
                    if (depth == 0) {
                        peeked = p;
                        throw unexpected("a value", p);
                    }
                    pop();
                    depth--;
                    break;
                case NAME: skipName0(); break;
                case SQ_NAME: case UNQUOTED_NAME: peeked = p; skipName(); break;
                case STRING: scanString(maxString, false); valueDone(); break;
                case SQ_STRING: scanStringSlow(pos, pos, '\'', maxString, false); valueDone(); break;
                case NUMBER: scanNumber(); valueDone(); break;
                case TRUE: case FALSE: case NULL: case NON_FINITE: valueDone(); break;
                default:
                    peeked = p;
                    throw unexpected("a value", p);
            }
        } while (depth > 0 || p == NAME || p == SQ_NAME || p == UNQUOTED_NAME);
    }

    private void skipName0() {
        scanningName = true;
        scanString(maxName, true);
        scanningName = false;
        int d = stackSize - 1;
        rememberName(d);
        if (rejectDuplicates) checkDuplicate(pathName(d));
    }

    /** The exact text of the next value (for pass-through), validated. */
    public String readRaw() {
        int start = rawStart();
        return new String(buf, start, valueEnd - start, StandardCharsets.UTF_8);
    }

    /** The exact UTF-8 bytes of the next value (for pass-through), validated. */
    public byte[] readRawBytes() {
        int start = rawStart();
        return Arrays.copyOfRange(buf, start, valueEnd);
    }

    /** Skips the next value keeping its bytes in the buffer; returns where they start (they end at valueEnd). */
    private int rawStart() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p == NAME || p == SQ_NAME || p == UNQUOTED_NAME) throw unexpected("a value", p);
        mark = tokenStart;
        try {
            skipValue();
            return mark;
        } finally {
            mark = -1;
        }
    }

    /**
     * Pushes the next value into {@code sink} (positioned before a member name: the name and its
     * value). Names and strings go as UTF-8 slices, numbers as their exact text.
     */
    public void copyTo(JsonSink sink) {
        int depth = 0;
        int p;
        do {
            p = peeked;
            if (p == NONE) p = doPeek();
            peeked = NONE;
            switch (p) {
                case BEGIN_ARRAY: push(EMPTY_ARRAY); depth++; sink.beginArray(); break;
                case BEGIN_OBJECT: push(EMPTY_OBJECT); depth++; sink.beginObject(); break;
                case END_ARRAY:
                case END_OBJECT:
                    if (depth == 0) {
                        peeked = p;
                        throw unexpected("a value", p);
                    }
                    pop();
                    depth--;
                    if (p == END_ARRAY) sink.endArray();
                    else sink.endObject();
                    break;
                case NAME: case SQ_NAME: case UNQUOTED_NAME:
                    peeked = p;
                    skipName();
                    sink.name(sliceBuf, sliceStart, sliceEnd - sliceStart);
                    break;
                case STRING: scanString(maxString, true); sink.stringValue(sliceBuf, sliceStart, sliceEnd - sliceStart); valueDone(); break;
                case SQ_STRING:
                    scanStringSlow(pos, pos, '\'', maxString, true);
                    sink.stringValue(sliceBuf, sliceStart, sliceEnd - sliceStart);
                    valueDone();
                    break;
                case NUMBER: scanNumber(); sink.numberText(buf, numStart, numEnd - numStart); valueDone(); break;
                case TRUE: sink.booleanValue(true); valueDone(); break;
                case FALSE: sink.booleanValue(false); valueDone(); break;
                case NULL: sink.nullValue(); valueDone(); break;
                case NON_FINITE: sink.numberValue(nonFiniteValue); valueDone(); break;
                default:
                    peeked = p;
                    throw unexpected("a value", p);
            }
        } while (depth > 0 || p == NAME || p == SQ_NAME || p == UNQUOTED_NAME);
    }

    /** Pushes every remaining top-level value into {@code sink} (sequence mode: all of them). */
    public void copyAllTo(JsonSink sink) {
        while (hasNextValue()) copyTo(sink);
    }

    // ---------------------------------------------------------------- where

    /** The JSON path of the reader's position, e.g. {@code $.statuses[3].user.name}. */
    public String path() {
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

    @Override
    String pathForError() {
        return path();
    }

    /** Where the token most recently peeked or read starts. */
    public JsonLocation location() {
        return locationAt(tokenStart);
    }

    /**
     * A JsonException carrying {@code detail} at the token most recently peeked or read, with the
     * path: for codecs that find a well-formed value they cannot accept.
     */
    public JsonException error(String detail) {
        return syntaxError(detail, tokenStart);
    }

    /** Releases the buffer (to the pool) and closes the underlying stream or reader, if any. */
    @Override
    public void close() {
        if (scopes[0] == CLOSED) return;
        peeked = NONE;
        stackSize = 1;
        scopes[0] = CLOSED;
        releaseBuffer();
        if (source != null) {
            try {
                source.close();
            } catch (IOException e) {
                throw new JsonException("Cannot close input: " + e, -1, -1, -1, null, e);
            }
        }
    }
}
