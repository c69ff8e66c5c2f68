package dev.brisk.json;

import dev.brisk.json.internal.BigNumberParser;
import dev.brisk.json.internal.BufferPool;
import dev.brisk.json.internal.ByteSource;
import dev.brisk.json.internal.CharSource;
import dev.brisk.json.internal.DecimalPartsSink;
import dev.brisk.json.internal.DirectBufferSource;
import dev.brisk.json.internal.DoubleParser;
import dev.brisk.json.internal.InputStreamSource;
import dev.brisk.json.internal.Latin1;
import dev.brisk.json.internal.IntegerParser;
import dev.brisk.json.internal.NumberGrammar;
import dev.brisk.json.internal.NumberRangeException;
import dev.brisk.json.internal.PlainNumbers;
import dev.brisk.json.internal.RewindableSink;
import dev.brisk.json.internal.RewindableSinks;
import dev.brisk.json.internal.Scanners;
import dev.brisk.json.internal.TextReader;
import dev.brisk.json.internal.TokenPlaces;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

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
 * By default only whitespace may follow the top-level value, and the reader checks that as soon
 * as the value is complete (reading on to the end of a stream); in sequence mode
 * ({@link ReaderOptions#withSequence}) values follow each other and nothing is read beyond the
 * current one, which suits a stream that stays open. Not thread-safe.
 */
final class JsonTextReader extends ReaderStates implements TokenPlaces, TextReader {
    private JsonTextReader(ReaderOptions options, byte[] buf, int start, int end, ByteSource source,
                       boolean pooled, boolean charInput) {
        super(options, buf, start, end, source, pooled, charInput);
    }

    // ---------------------------------------------------------------- factories

    static JsonTextReader create(ReaderOptions o, byte[] bytes, int offset, int length) {
        return new JsonTextReader(o, bytes, offset, offset + length, null, false, false);
    }

    static JsonTextReader create(ReaderOptions o, InputStream in) {
        return new JsonTextReader(o, streamBuffer(o), 0, 0, new InputStreamSource(in), o.bufferSize == ReaderOptions.DEFAULT_BUFFER_SIZE, false);
    }

    static JsonTextReader create(ReaderOptions o, ByteBuffer bb) {
        if (bb.hasArray()) {
            int start = bb.arrayOffset() + bb.position();
            return new JsonTextReader(o, bb.array(), start, start + bb.remaining(), null, false, false);
        }
        return new JsonTextReader(o, streamBuffer(o), 0, 0, new DirectBufferSource(bb), o.bufferSize == ReaderOptions.DEFAULT_BUFFER_SIZE, false);
    }

    static JsonTextReader create(ReaderOptions o, String s) {
        return charReader(o, CharSource.of(s), s.length());
    }

    static JsonTextReader create(ReaderOptions o, char[] chars, int offset, int length) {
        return charReader(o, CharSource.of(chars, offset, length), length);
    }

    static JsonTextReader create(ReaderOptions o, Reader reader) {
        return charReader(o, CharSource.of(reader), Integer.MAX_VALUE);
    }

    private static JsonTextReader charReader(ReaderOptions o, CharSource source, int length) {
        // a text that may fit one buffer (its UTF-8 takes at least a byte per char) is encoded into
        // it first: when it all fits, it is read in place, on the in-memory paths; when not, the
        // reader streams on from the bytes already there
        if (length >= o.bufferSize) {
            return new JsonTextReader(o, streamBuffer(o), 0, 0, source, o.bufferSize == ReaderOptions.DEFAULT_BUFFER_SIZE, true);
        }
        long most = 3L * length + 8; // 3 bytes per char bound the UTF-8
        boolean pooled = most > SMALL_TEXT && o.bufferSize == ReaderOptions.DEFAULT_BUFFER_SIZE;
        byte[] b = pooled ? BufferPool.take(o.bufferSize) : new byte[(int) Math.max(16, Math.min(most, o.bufferSize))];
        int n = 0;
        boolean ended = false;
        try {
            while (b.length - n >= 8) {
                int r = source.read(b, n, b.length - n);
                if (r <= 0) {
                    ended = true;
                    break;
                }
                n += r;
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e); // chars in memory: cannot happen
        }
        if (!ended) return new JsonTextReader(o, b, 0, n, source, pooled, true);
        // ASCII is read as the bytes it is (same offsets, lines, columns and errors), on the
        // byte reader's in-memory paths; except a NUL among the first four, which a byte
        // reader takes for UTF-16 and a char reader does not (as AsciiText says)
        boolean chars = !source.asciiSoFar() || hasNulInFirstFour(b, n);
        return new JsonTextReader(o, b, 0, n, null, pooled, chars);
    }

    private static boolean hasNulInFirstFour(byte[] b, int n) {
        for (int i = 0, stop = Math.min(4, n); i < stop; i++) {
            if (b[i] == 0) return true;
        }
        return false;
    }

    /** Up to this many bytes, a text gets an array of its own rather than a pooled buffer. */
    private static final int SMALL_TEXT = 4096;

    private static byte[] streamBuffer(ReaderOptions o) {
        return o.bufferSize == ReaderOptions.DEFAULT_BUFFER_SIZE ? BufferPool.take(o.bufferSize) : new byte[o.bufferSize];
    }

    // ---------------------------------------------------------------- the state machine

    @Override
    public JsonToken peek() {
        int p = peeked;
        if (p == NONE && (p = peekAfterComma()) == NONE) p = doPeek();
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

    @Override
    public boolean hasNext() {
        int p = peeked;
        if (p == NONE && (p = peekAfterComma()) == NONE) p = doPeek();
        return p != END_OBJECT && p != END_ARRAY && p != EOF;
    }

    @Override
    public boolean hasNextValue() {
        if (stackSize != 1) throw new IllegalStateException("hasNextValue() is for the top level; the reader is inside a value at " + path());
        int p = peeked;
        if (p == NONE) p = doPeek();
        return p != EOF;
    }

    @Override
    public void beginObject() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p != BEGIN_OBJECT) throw unexpected("an object", p);
        push(EMPTY_OBJECT);
        peeked = NONE;
    }

    @Override
    public void endObject() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p != END_OBJECT) throw unexpected("the end of an object", p);
        peeked = NONE;
        pop();
    }

    @Override
    public void beginArray() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p != BEGIN_ARRAY) throw unexpected("an array", p);
        push(EMPTY_ARRAY);
        peeked = NONE;
    }

    @Override
    public void endArray() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p != END_ARRAY) throw unexpected("the end of an array", p);
        peeked = NONE;
        pop();
    }

    // ---------------------------------------------------------------- names

    @Override
    public String nextName() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p != NAME) return nextOddName(p);
        peeked = NONE;
        String name = symbols != null && nameCache >= 0 ? cachedShortName() : null;
        if (name == null) {
            scanningName = true;
            scanText(maxName);
            scanningName = false;
            name = nameString();
        }
        pathNames[stackSize - 1] = name;
        if (rejectDuplicates) checkDuplicate(name);
        // the colon and the value's first byte now, while they are at hand (as selectName does)
        peekMemberValue();
        return name;
    }

    private String nextOddName(int p) {
        scanOddName(p);
        String name = nameString();
        pathNames[stackSize - 1] = name;
        if (rejectDuplicates) checkDuplicate(name);
        return name;
    }

    @Override
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

    @Override
    public int selectName(Names names, int expected) {
        // kept small, to be inlined into a codec's loop: the name is peeked there by hasNext()
        // (when not, selectName(names) peeks it and reads it the general way)
        if (peeked == NAME && expected >= 0 && expected < names.size()) {
            int at = pos;
            int len = names.matchAt(expected, buf, at, limit);
            if (len >= 0 && len <= maxName) {
                peeked = NONE;
                pos = at + len + 1; // past the closing quote
                String name = names.get(expected);
                pathNames[stackSize - 1] = name;
                if (rejectDuplicates) checkDuplicate(name);
                peekMemberValue();
                return expected;
            }
        }
        return selectName(names);
    }

    @Override
    public int nextMember(Names names, int expected) {
        // compact input in one step: "," (or the object's start) with the expected name and its
        // closing quote, or the closing brace, with the checks and the state hasNext() and
        // selectName(names, expected) would leave. Anything else (whitespace, another name, a
        // limit about to be broken) goes the two-call way, out of line, which raises every error.
        int p = pos;
        if (p + 1 < limit && peeked == NONE) {
            byte[] b = buf;
            int d = stackSize - 1;
            int scope = scopes[d];
            int c = b[p];
            if (c == '}' && (scope == NONEMPTY_OBJECT || scope == EMPTY_OBJECT)) {
                scopes[d] = DANGLING_NAME; // as doPeek leaves it
                closing(END_OBJECT);
                return END_OF_OBJECT;
            }
            int q = c == ',' && scope == NONEMPTY_OBJECT ? p + 1 : c == '"' && scope == EMPTY_OBJECT ? p : -1;
            if (q >= 0 && b[q] == '"' && expected >= 0 && expected < names.size()) {
                int len = names.matchAt(expected, b, q + 1, limit);
                if (len >= 0 && len <= maxName && (withinLimits || (tokenCount < maxTokens && byteOffset(q + 1) <= sizeEnd))) {
                    matchedMember(names, expected, q, len);
                    return expected;
                }
                if (len < 0) return otherMember(names, d, q); // not the guess: no second try
            }
        }
        return nextMemberSlowly(names, expected);
    }

    /** A name at {@code quote} that is not the one expected: peeked as doPeek peeks it, then looked up. */
    private int otherMember(Names names, int d, int quote) {
        scopes[d] = DANGLING_NAME;
        tokenStart = quote;
        pos = quote + 1;
        token(NAME);
        return selectName(names);
    }

    private int nextMemberSlowly(Names names, int expected) {
        return hasNext() ? selectName(names, expected) : END_OF_OBJECT;
    }

    /** The state {@link #nextMember} leaves after a name matched in place: as peekAfterComma and selectName leave it. */
    private void matchedMember(Names names, int index, int quote, int len) {
        int d = stackSize - 1;
        scopes[d] = DANGLING_NAME;
        tokenStart = quote;
        tokenCount++;
        pos = quote + len + 2; // past the closing quote
        String name = names.get(index);
        pathNames[d] = name;
        if (rejectDuplicates) checkDuplicate(name);
        peekMemberValue();
    }

    @Override
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

    // ---------------------------------------------------------------- strings, literals

    @Override
    public String nextString() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        String s;
        if (p == STRING) {
            peeked = NONE;
            s = stringValue(maxString);
        } else if (p == SQ_STRING) {
            peeked = NONE;
            scanStringSlow(pos, pos, '\'', maxString, true);
            s = text();
        } else {
            throw unexpected("a string", p);
        }
        valueDone();
        return s;
    }

    @Override
    public String nextStringOrNull() {
        // one peek for both cases (a codec's String property), instead of peek() and nextString()
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p == STRING) {
            peeked = NONE;
            String s = stringValue(maxString);
            valueDone();
            return s;
        }
        if (p == NULL) {
            peeked = NONE;
            valueDone();
            return null;
        }
        return nextString(); // single quotes, and every error as nextString raises it
    }

    @Override
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

    @Override
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

    @Override
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
            scanString(limits.maxNumberLength(), true);
            if (!NumberGrammar.isValid(sliceBuf, sliceStart, sliceEnd)) {
                // at the opening quote: tokenStart keeps its place across refills
                throw syntaxError("Expected " + expected + " but found a string that is not a JSON number", tokenStart);
            }
            // In place, or (a string cut by a stream refill) from the scratch buffer; no read-ahead either way.
            numBuf = sliceBuf;
            numStart = sliceStart;
            numEnd = sliceEnd;
            numberPeeked = sliceBuf == buf ? STRING : NONE;
            return;
        }
        throw unexpected(expected, p);
    }

    @Override
    public int nextInt() {
        int p = peeked;
        if (p == NONE && (p = peekNumberElement()) == NONE) p = doPeek();
        if (p == NUMBER) {
            long v = plainLong();
            if (v != Long.MIN_VALUE && (int) v == v) {
                consumePlain();
                return (int) v;
            }
        }
        numberText("an int");
        int v;
        try {
            v = IntegerParser.parseInt(numBuf, numStart, numEnd);
        } catch (NumberRangeException e) {
            throw unconvertible(e.detail());
        }
        valueDone();
        return v;
    }

    /** Consumes the number {@link #plainLong()} has just read. */
    private void consumePlain() {
        peeked = NONE;
        pos = plainEnd;
        valueDone();
    }

    /**
     * The common quoted number ({@code "20000000123"}: an optional minus and 1 to 18 digits, no
     * leading zero, the closing quote in the buffer) found by the digit scanner and read by the
     * one short-number parser, or {@code Long.MIN_VALUE}
     * (which this form cannot spell) with nothing consumed, for the general path to handle.
     */
    private long quotedPlainLong() {
        byte[] b = buf;
        int lim = limit;
        int i = pos;
        int first = i < lim && b[i] == '-' ? i + 1 : i;
        int end = Scanners.digitsEnd(b, first, lim);
        int n = end - first;
        if (n == 0 || n > PlainNumbers.MAX_INTEGER_DIGITS || end >= lim || b[end] != '"' || (n > 1 && b[first] == '0')
                || end - i > limits.maxNumberLength()) {
            return Long.MIN_VALUE;
        }
        long v = PlainNumbers.integer(b, i, end);
        peeked = NONE;
        pos = end + 1;
        valueDone();
        return v;
    }

    @Override
    public boolean nextIsPlainLong() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p != NUMBER) return false;
        byte[] b = buf;
        int i = pos;
        int lim = limit;
        if (i < lim && b[i] == '-') i++;
        int digits = i;
        i = Scanners.digitsEnd(b, i, lim);
        int n = i - digits;
        if (n == 0 || n > PlainNumbers.MAX_INTEGER_DIGITS || (n > 1 && b[digits] == '0') || i >= lim) return false;
        byte c = b[i];
        return c != '.' && c != 'e' && c != 'E';
    }

    @Override
    public long nextLong() {
        int p = peeked;
        if (p == NONE && (p = peekNumberElement()) == NONE) p = doPeek();
        if (p == NUMBER) {
            long v = plainLong();
            if (v != Long.MIN_VALUE) {
                consumePlain();
                return v;
            }
        } else if (p == STRING && options.quotedNumbers()) {
            long v = quotedPlainLong();
            if (v != Long.MIN_VALUE) return v;
        }
        numberText("a long");
        long v;
        try {
            v = IntegerParser.parseLong(numBuf, numStart, numEnd);
        } catch (NumberRangeException e) {
            throw unconvertible(e.detail());
        }
        valueDone();
        return v;
    }

    @Override
    public double nextDouble() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p == NON_FINITE) {
            peeked = NONE;
            valueDone();
            return nonFiniteValue;
        }
        if (p == NUMBER) {
            double v = plainDouble();
            if (v == v) {
                consumePlain();
                return v;
            }
        }
        numberText("a double");
        double v = DoubleParser.parseDouble(numBuf, numStart, numEnd);
        if (Double.isInfinite(v) && !options.infinityOnOverflow()) {
            throw unconvertible(numberTextString() + " is out of double range");
        }
        valueDone();
        return v;
    }

    @Override
    public float nextFloat() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p == NON_FINITE) {
            peeked = NONE;
            valueDone();
            return (float) nonFiniteValue;
        }
        if (p == NUMBER) {
            float v = plainFloat();
            if (v == v) {
                consumePlain();
                return v;
            }
        }
        numberText("a float");
        float v = DoubleParser.parseFloat(numBuf, numStart, numEnd);
        if (Float.isInfinite(v) && !options.infinityOnOverflow()) {
            throw unconvertible(numberTextString() + " is out of float range");
        }
        valueDone();
        return v;
    }

    @Override
    public BigInteger nextBigInteger() {
        numberText("an integer");
        BigInteger v;
        try {
            v = BigNumberParser.parseBigInteger(numBuf, numStart, numEnd, limits.maxNumberExponent(), limits.maxNumberLength());
        } catch (NumberRangeException e) {
            throw unconvertible(e.detail());
        }
        valueDone();
        return v;
    }

    @Override
    public BigDecimal nextBigDecimal() {
        numberText("a decimal number");
        BigDecimal v;
        try {
            v = BigNumberParser.parseBigDecimal(numBuf, numStart, numEnd, limits.maxNumberExponent());
        } catch (NumberRangeException e) {
            throw unconvertible(e.detail());
        }
        valueDone();
        return v;
    }

    /** A number that does not fit the type asked for stays unread, so that the caller can read it as another type. */
    private JsonException unconvertible(String detail) {
        if (numberPeeked == NONE) {
            // a quoted number read from the scratch buffer cannot be put back: it stays consumed
            JsonException e = syntaxError(detail, tokenStart);
            valueDone();
            return e;
        }
        JsonException e = syntaxError(detail, numStart);
        pos = numStart;
        peeked = numberPeeked;
        return e;
    }

    @Override
    public JsonNumber nextNumber() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p == NON_FINITE) throw syntaxError("NaN and infinities cannot be read as a JsonNumber; use nextDouble()", tokenStart);
        numberText("a number");
        JsonNumber n = JsonNumber.ofValidated(numberTextString());
        valueDone();
        return n;
    }

    @Override
    public void nextNumber(JsonSink sink) {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if (p == NON_FINITE) throw syntaxError("NaN and infinities cannot be read as a JsonNumber; use nextDouble()", tokenStart);
        if (p == NUMBER && sink instanceof DecimalPartsSink) {
            // validated and read in one pass, as the tree's numbers are (pos is at the number)
            long packed = plainPacked();
            if (packed != PackedNumbers.NOT_PACKABLE) {
                ((DecimalPartsSink) sink).numberParts(packed >> 5, (int) (packed & 31));
                consumePlain();
                return;
            }
        }
        numberText("a number");
        sink.numberText(numBuf, numStart, numEnd - numStart);
        valueDone();
    }

    private String numberTextString() {
        return Latin1.string(numBuf, numStart, numEnd - numStart);
    }

    // ---------------------------------------------------------------- whole values

    @Override
    public void skipValue() {
        int p = peeked;
        if (p == NONE) p = doPeek();
        if ((p == BEGIN_OBJECT || p == BEGIN_ARRAY) && fastSkip && stackSize <= maxDepth && ContainerWalk.skip(this, p)) return;
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

    @Override
    public String readRaw() {
        int start = rawStart();
        return new String(buf, start, valueEnd - start, StandardCharsets.UTF_8);
    }

    @Override
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

    @Override
    public void copyTo(JsonSink sink) {
        try {
            copyValue(sink);
        } catch (JsonException e) {
            // a sink that refuses a value (a number VelocyPack cannot hold, NaN into a tree) knows
            // no input location: the refused token is this reader's, so is the place. A failure
            // with a cause (the sink's output failed) is not about the value and stays as it is.
            if (e.offset() >= 0 || e.line() >= 0 || e.getCause() != null) throw e;
            JsonLocation at = locationAt(tokenStart);
            throw new JsonException(e.detail(), at.offset(), at.line(), at.column(), path(), e);
        }
    }

    private void copyValue(JsonSink sink) {
        // into a writer that would copy unescaped text unchanged anyway: skip its second scan
        JsonWriter plain = sink instanceof JsonWriter && ((JsonWriter) sink).copiesPlainText() ? (JsonWriter) sink : null;
        RewindableSink rewindable = plain != null || sink instanceof TreeBuilder ? null : RewindableSinks.of(sink);
        if (fastSkip && stackSize <= maxDepth && (plain != null || sink instanceof TreeBuilder || rewindable != null)) {
            // a whole container from strict in-memory input in the one walk: into the compact
            // writer without whitespace, or into a sink that can undo a walk that bails out
            int p = peeked;
            if (p == NONE) p = doPeek();
            if (p == BEGIN_OBJECT || p == BEGIN_ARRAY) {
                if (plain != null ? plain.compactCopy(this, p) : ContainerWalk.copyToSink(this, p, sink, rewindable)) return;
            }
        }
        copyTokens(sink, plain);
    }

    /**
     * Where {@link ContainerWalk} met a sink's refusal of the value at {@code buf[at]} (the
     * reader back at the walk's checkpoint): reads on token by token, without the sink, up to
     * that value, and returns the refusal with the place and path the token path gives it.
     */
    JsonException refusalAt(int at, JsonException refused) {
        try {
            copyTokens(new RefusalLocator(this, at, refused), null);
        } catch (JsonException e) {
            // the locator gives the refusal back when the token path reaches the value; anything
            // before it (a limit the walk checks only at its end) is the token path's own error
            if (e != refused) return e;
        }
        JsonLocation where = locationAt(tokenStart);
        return new JsonException(refused.detail(), where.offset(), where.line(), where.column(), path(), refused);
    }

    /** The token path of {@link #copyTo}: every token through the state machine. */
    private void copyTokens(JsonSink sink, JsonWriter plain) {
        int p;
        int depth = 0;
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
                    if (plain != null && !sliceEscaped && !sliceUnchecked) plain.plainName(sliceBuf, sliceStart, sliceEnd - sliceStart);
                    else sink.name(sliceBuf, sliceStart, sliceEnd - sliceStart);
                    break;
                case STRING:
                    scanString(maxString, true);
                    if (plain != null && !sliceEscaped && !sliceUnchecked) plain.plainStringValue(sliceBuf, sliceStart, sliceEnd - sliceStart);
                    else sink.stringValue(sliceBuf, sliceStart, sliceEnd - sliceStart);
                    valueDone();
                    break;
                case SQ_STRING:
                    scanStringSlow(pos, pos, '\'', maxString, true);
                    sink.stringValue(sliceBuf, sliceStart, sliceEnd - sliceStart);
                    valueDone();
                    break;
                case NUMBER:
                    scanNumber();
                    if (plain != null) plain.checkedNumberText(buf, numStart, numEnd - numStart);
                    else sink.numberText(buf, numStart, numEnd - numStart);
                    valueDone();
                    break;
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

    @Override
    public void copyAllTo(JsonSink sink) {
        while (hasNextValue()) copyTo(sink);
    }

    // ---------------------------------------------------------------- where

    @Override
    public String path() {
        return buildPath();
    }


    @Override
    String pathForError() {
        return path();
    }

    @Override
    public JsonLocation location() {
        return locationAt(tokenStart);
    }

    @Override
    public ReadLimits limits() { return limits; }

    @Override
    public int depth() { return stackSize - 1; }

    @Override
    public long tokenPlace() { return byteOffset(tokenStart); }

    @Override
    public boolean holdPlaces() {
        if (mark >= 0) return false;
        // refills keep buf[mark..]: every place from here on stays countable (a token that
        // spanned refills may have begun in bytes already dropped: then from what is left)
        mark = Math.max(tokenStart, base);
        return true;
    }

    @Override
    public void releasePlaces() { mark = -1; }

    @Override
    public JsonLocation locationOf(long place) {
        int p = bufferIndex(place);
        return p < base || p > limit ? null : locationAt(p);
    }

    @Override
    public JsonException error(String detail) {
        JsonLocation at = locationAt(tokenStart);
        return new JsonException(detail, at.offset(), at.line(), at.column(), pathOfLastToken());
    }

    /**
     * The path of the token most recently peeked or read. Reading an array element moves the
     * array's index on to the next one, so a codec that rejects the element it just read (an enum
     * name, a byte out of range, a constructor that throws) would otherwise be told the next index.
     */
    private String pathOfLastToken() {
        int d = stackSize - 1;
        boolean inArray = d > 0 && (scopes[d] == EMPTY_ARRAY || scopes[d] == NONEMPTY_ARRAY);
        if (peeked != NONE || !inArray || pathIndices[d] == 0) return path();
        pathIndices[d]--;
        try {
            return path();
        } finally {
            pathIndices[d]++;
        }
    }

    /** Releases the buffer (to the pool) and closes the underlying stream or reader, if any. */
    @Override
    public void close() {
        if (scopes[0] == CLOSED) return;
        closeScopes();
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
