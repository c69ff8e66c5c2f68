package dev.brisk.pack;

import static dev.brisk.pack.internal.MsgPack.*;

import dev.brisk.json.BytesCursor;
import dev.brisk.json.JsonReader;
import dev.brisk.json.Names;
import dev.brisk.json.ReadLimits;
import dev.brisk.json.ValueCursor;
import dev.brisk.json.internal.Utf8;
import dev.brisk.pack.internal.ByteInput;
import java.nio.charset.StandardCharsets;

/**
 * The {@link ValueCursor} over one MessagePack document in a byte array: the fast way in for
 * {@code Brisk.readMessagePack}, read by the codecs' {@code readValues} as a tree is. Names are
 * matched against a {@link Names} set by their UTF-8 bytes in place (the expected one by one
 * comparison), numbers and strings are taken from the bytes straight.
 *
 * <p>It takes only what {@link MsgPackReader} reads the same way and without an error, and gives
 * up ({@link #failed()}) on everything else, so the caller's second read through the reader gives
 * the value or the exact error: a bin, an extension (a timestamp included), a key that is no str,
 * a float where an integer is asked, a uint64 beyond {@code Long.MAX_VALUE}, invalid UTF-8 in a
 * str it reads or a name it does not know (a known name's bytes are valid), and any limit that
 * might be exceeded. The {@link ReadLimits} are those of the reader, checked no less strictly:
 * depth (and at most {@link BytesCursor#MAX_DEPTH}, as codecs recurse per level), string and
 * name lengths by UTF-8 bytes (the reader counts chars, never more), the token count (values and
 * names, as the reader counts them) and the document size (the whole array range). Skipped
 * values are checked as the reader checks them when it skips: lengths, keys valid UTF-8, str
 * values not decoded.
 *
 * <p>Not thread-safe: one document on one thread at a time (a mapper pools them).
 */
public final class MsgPackValueCursor extends ValueCursor {
    private static final byte[] NO_BYTES = new byte[0];

    private final int maxDepth;
    private final int maxString;
    private final int maxName;
    private final long maxTokens;
    private final long maxDocument;

    private byte[] b = NO_BYTES;
    private int pos;
    private int end;
    private boolean failed = true;
    /** Whether a value is due at {@link #pos} (the document's, an element's, a member's). */
    private boolean pending;
    private long tokens;

    // the open container: its items (arrays) or entries (maps) not yet begun; the enclosing ones saved
    private int rem;
    private boolean inMap;
    private int depth;
    private int[] savedRem = new int[16];
    private boolean[] savedMap = new boolean[16];

    /** The length of the str whose bytes {@link #strStart} found. */
    private int strLength;

    /** A cursor for documents read with {@code limits}, with no document yet: {@link #reset} gives it one. */
    public MsgPackValueCursor(ReadLimits limits) {
        this.maxDepth = Math.min(limits.maxDepth(), BytesCursor.MAX_DEPTH);
        this.maxString = limits.maxStringLength();
        this.maxName = limits.maxNameLength();
        this.maxTokens = limits.maxTokenCount();
        this.maxDocument = limits.maxDocumentSize();
    }

    /** Starts on the one MessagePack value that fills {@code bytes[offset, offset + length)}. */
    public MsgPackValueCursor reset(byte[] bytes, int offset, int length) {
        if (offset < 0 || length < 0 || offset > bytes.length - length) {
            throw new IndexOutOfBoundsException("offset " + offset + ", length " + length + ", array " + bytes.length);
        }
        b = bytes;
        pos = offset;
        end = offset + length;
        // past the document size limit the reader reports it: nothing to try
        failed = length > maxDocument;
        pending = !failed;
        tokens = 0;
        rem = 0;
        inMap = false;
        depth = 0;
        return this;
    }

    @Override
    public boolean finish() {
        boolean read = !failed && depth == 0 && !pending && pos == end && tokens <= maxTokens;
        failed = true;
        pending = false;
        b = NO_BYTES;
        pos = end = rem = depth = 0;
        return read;
    }

    @Override
    public boolean failed() {
        return failed;
    }

    @Override
    public void fail() {
        failed = true;
        pending = false;
        rem = 0;
    }

    // ---------------------------------------------------------------- structure

    @Override
    public void beginObject() {
        enter(true);
    }

    @Override
    public void beginArray() {
        enter(false);
    }

    /**
     * Reads the pending value's map or array header and enters the container; fails the cursor
     * on any other value, at the depth limit, or on a count the bytes left cannot hold (two bytes
     * at least per map entry, one per array item: as the reader, refused before anything is
     * sized from it). Any other value fails here, not through a count chosen never to fit (a
     * map's doubled {@code Long.MAX_VALUE} overflowed and entered a bogus map, which failed only
     * later).
     */
    private void enter(boolean map) {
        int p = pos;
        if (pending && p < end && depth < maxDepth) {
            byte[] b = this.b;
            int t = b[p] & 0xff;
            int fix = map ? 0x80 : 0x90;
            long n;
            int s;
            if (t >= fix && t <= fix + 0x0f) {
                n = t & 0x0f;
                s = p + 1;
            } else if (t == (map ? MAP16 : ARRAY16) && p + 2 < end) {
                n = ByteInput.beShort(b, p + 1) & 0xffff;
                s = p + 3;
            } else if (t == (map ? MAP32 : ARRAY32) && p + 4 < end) {
                n = ByteInput.beInt(b, p + 1) & 0xffffffffL;
                s = p + 5;
            } else {
                fail(); // not this container, or its header cut short
                return;
            }
            if ((map ? 2 * n : n) <= end - s) {
                push((int) n, map, s);
                return;
            }
        }
        fail();
    }

    /** Enters the container whose header ends at {@code s}, of {@code n} items or entries (the pending value, counted). */
    private void push(int n, boolean map, int s) {
        int d = depth;
        if (d == savedRem.length) {
            savedRem = java.util.Arrays.copyOf(savedRem, d * 2);
            savedMap = java.util.Arrays.copyOf(savedMap, d * 2);
        }
        savedRem[d] = rem;
        savedMap[d] = inMap;
        depth = d + 1;
        rem = n;
        inMap = map;
        pending = false;
        tokens++;
        pos = s;
    }

    /** Leaves the container whose items are all read (the reader counts no token for its end). */
    private void pop() {
        int d = --depth;
        rem = savedRem[d];
        inMap = savedMap[d];
    }

    @Override
    public int nextMember(Names names, int expect) {
        if (!inMap || pending || rem == 0) return endOfObject();
        byte[] b = this.b;
        int p = pos;
        int s;
        int len;
        int t = p < end ? b[p] & 0xff : 0;
        if (t >= 0xa0 && t <= 0xbf) { // fixstr: nearly every key
            len = t & 0x1f;
            s = p + 1;
        } else {
            s = strStart(p);
            len = strLength;
        }
        // the bytes left compared, not s + len: a str32 length may pass Integer.MAX_VALUE when added
        if (s < 0 || len > maxName || len > end - s) {
            fail(); // no str, a name the reader may count as too long, or cut short
            return JsonReader.END_OF_OBJECT;
        }
        int e = s + len;
        rem--;
        tokens++;
        pending = true;
        pos = e;
        if (expect >= 0 && expect < names.size() && names.is(expect, b, s, e)) return expect;
        int index = names.indexOf(b, s, e);
        if (index < 0 && Utf8.firstInvalid(b, s, len) >= 0) {
            fail(); // a known name's bytes are valid; another one's are checked, as the reader checks a new name
            return JsonReader.END_OF_OBJECT;
        }
        return index;
    }

    /** The object's end, if the position is there: left, and {@link JsonReader#END_OF_OBJECT}; fails anywhere else. */
    private int endOfObject() {
        if (!failed) {
            if (inMap && !pending && rem == 0) pop();
            else fail();
        }
        return JsonReader.END_OF_OBJECT;
    }

    @Override
    public String nextName() {
        if (!inMap || pending || rem == 0) {
            endOfObject();
            return null;
        }
        int s = strStart(pos);
        int len = strLength;
        if (s < 0 || len > maxName || len > end - s) {
            fail();
            return null;
        }
        String name = decode(s, len);
        if (name == null) return null;
        rem--;
        tokens++;
        pending = true;
        pos = s + len;
        return name;
    }

    @Override
    public boolean nextElement() {
        if (inMap || pending || rem == 0) {
            if (!failed) {
                if (!inMap && !pending && depth > 0) pop();
                else fail();
            }
            return false;
        }
        rem--;
        pending = true;
        return true;
    }

    // ---------------------------------------------------------------- values

    /** Marks the pending value read, counts it, and moves past it to {@code next}. */
    private void took(int next) {
        pending = false;
        tokens++;
        pos = next;
    }

    /**
     * Where the bytes of the str whose type byte is at {@code p} start, its length in {@link
     * #strLength}; -1 for anything else or a header cut short (the bytes themselves unchecked).
     */
    private int strStart(int p) {
        byte[] b = this.b;
        int e = end;
        if (p >= e) return -1;
        int t = b[p] & 0xff;
        if (t >= 0xa0 && t <= 0xbf) {
            strLength = t & 0x1f;
            return p + 1;
        }
        if (t == STR8 && p + 1 < e) {
            strLength = b[p + 1] & 0xff;
            return p + 2;
        }
        if (t == STR16 && p + 2 < e) {
            strLength = ByteInput.beShort(b, p + 1) & 0xffff;
            return p + 3;
        }
        if (t == STR32 && p + 4 < e) {
            int n = ByteInput.beInt(b, p + 1);
            strLength = n < 0 ? Integer.MAX_VALUE : n; // beyond any limit: refused by the caller
            return p + 5;
        }
        return -1;
    }

    /** The str bytes {@code b[s, s+len)} as a String, or null (failed) when they are not valid UTF-8. */
    private String decode(int s, int len) {
        // the JDK decoder is strict and replaces bad input with U+FFFD: only then check byte by byte
        String v = new String(b, s, len, StandardCharsets.UTF_8);
        if (v.indexOf('\uFFFD') >= 0 && Utf8.firstInvalid(b, s, len) >= 0) {
            fail();
            return null;
        }
        return v;
    }

    @Override
    public boolean nextNull() {
        int p = pos;
        if (pending && p < end && (b[p] & 0xff) == NIL) {
            took(p + 1);
            return true;
        }
        return false;
    }

    @Override
    public boolean nextBoolean() {
        int p = pos;
        if (pending && p < end) {
            int t = b[p] & 0xff;
            if (t == TRUE || t == FALSE) {
                took(p + 1);
                return t == TRUE;
            }
        }
        fail();
        return false;
    }

    @Override
    public String nextString() {
        if (pending) {
            int s = strStart(pos);
            int len = strLength;
            if (s >= 0 && len <= maxString && len <= end - s) { // within the limit in bytes, so in chars
                String v = decode(s, len);
                if (v != null) took(s + len);
                return v;
            }
        }
        fail();
        return null;
    }

    /** As the contract says; here so that its calls bind to this class, not to a profile shared with other cursors. */
    @Override
    public String nextStringOrNull() {
        return nextNull() ? null : nextString();
    }

    @Override
    public int selectString(Names names) {
        if (pending) {
            int s = strStart(pos);
            int len = strLength;
            if (s >= 0 && len <= maxString && len <= end - s) {
                int index = names.indexOf(b, s, s + len);
                if (index >= 0 || Utf8.firstInvalid(b, s, len) < 0) {
                    took(s + len);
                    return index;
                }
            }
        }
        fail();
        return -1;
    }

    @Override
    public int nextInt() {
        long v = nextLong();
        if (v != (int) v) {
            fail();
            return 0;
        }
        return (int) v;
    }

    /** Any integer form that fits a long (a float, which the reader reads if it holds one, fails). */
    @Override
    public long nextLong() {
        int p = pos;
        if (pending && p < end) {
            byte[] b = this.b;
            int t = b[p] & 0xff;
            if (t <= 0x7f || t >= 0xe0) { // positive and negative fixint
                took(p + 1);
                return (byte) t;
            }
            if (t >= UINT8 && t <= INT64) {
                int size = 1 << ((t - UINT8) & 3);
                if (size < end - p) {
                    long v = integerAt(t, b, p + 1);
                    if (t != UINT64 || v >= 0) {
                        took(p + 1 + size);
                        return v;
                    }
                }
            }
        }
        fail();
        return 0;
    }

    /** The integer of type t (not fixint) whose payload starts at {@code b[at]}; uint64 may come back negative. */
    private static long integerAt(int t, byte[] b, int at) {
        switch (t) {
            case UINT8: return b[at] & 0xff;
            case UINT16: return ByteInput.beShort(b, at) & 0xffff;
            case UINT32: return ByteInput.beInt(b, at) & 0xffffffffL;
            case INT8: return b[at];
            case INT16: return ByteInput.beShort(b, at);
            case INT32: return ByteInput.beInt(b, at);
            default: return ByteInput.beLong(b, at); // INT64, UINT64
        }
    }

    /** A float64 or float32 as it is, an integer as its nearest double (what the reader gives). */
    @Override
    public double nextDouble() {
        int p = pos;
        if (pending && p < end) {
            byte[] b = this.b;
            int t = b[p] & 0xff;
            if (t == FLOAT64) {
                if (p + 9 <= end) {
                    took(p + 9);
                    return Double.longBitsToDouble(ByteInput.beLong(b, p + 1));
                }
            } else if (t == FLOAT32) {
                if (p + 5 <= end) {
                    took(p + 5);
                    return Float.intBitsToFloat(ByteInput.beInt(b, p + 1));
                }
            } else {
                long v = nextLong();
                return v; // failed, if no integer
            }
        }
        fail();
        return 0;
    }

    /** A float32 as it is, a float64 or an integer rounded once to a float (what the reader gives). */
    @Override
    public float nextFloat() {
        int p = pos;
        if (pending && p < end) {
            byte[] b = this.b;
            int t = b[p] & 0xff;
            if (t == FLOAT32) {
                if (p + 5 <= end) {
                    took(p + 5);
                    return Float.intBitsToFloat(ByteInput.beInt(b, p + 1));
                }
            } else if (t == FLOAT64) {
                if (p + 9 <= end) {
                    took(p + 9);
                    return (float) Double.longBitsToDouble(ByteInput.beLong(b, p + 1));
                }
            } else {
                long v = nextLong();
                return v; // from the exact long: one rounding; failed, if no integer
            }
        }
        fail();
        return 0;
    }

    // ---------------------------------------------------------------- skipping

    /**
     * Skips the pending value (iteratively), checking what the reader checks when it skips: depth,
     * the tokens, str, bin and ext lengths, keys as str with valid UTF-8 within the name limit.
     */
    @Override
    public void skipValue() {
        if (!pending) {
            fail();
            return;
        }
        int base = depth;
        skipItem();
        while (depth > base && !failed) {
            if (rem == 0) {
                pop();
                continue;
            }
            rem--;
            if (inMap && !skipKey()) return;
            pending = true;
            skipItem();
        }
    }

    /** Passes a map key (counted); false (failed) for anything the reader would not take without a look. */
    private boolean skipKey() {
        int s = strStart(pos);
        int len = strLength;
        if (s < 0 || len > maxName || len > end - s || Utf8.firstInvalid(b, s, len) >= 0) {
            fail();
            return false;
        }
        tokens++;
        pos = s + len;
        return true;
    }

    /** Passes the pending value, or enters it if it is a container (fails at the first thing to refuse). */
    private void skipItem() {
        byte[] b = this.b;
        int p = pos;
        if (p >= end) {
            fail();
            return;
        }
        int t = b[p] & 0xff;
        if (t <= 0x7f || t >= 0xe0 || t == NIL || t == TRUE || t == FALSE) {
            took(p + 1);
        } else if (t <= 0x8f || t == MAP16 || t == MAP32) {
            beginObject();
        } else if (t <= 0x9f || t == ARRAY16 || t == ARRAY32) {
            beginArray();
        } else if (t <= 0xbf || t == STR8 || t == STR16 || t == STR32) {
            int s = strStart(p);
            passPayload(s, strLength, true); // within the limit whatever it holds: the reader does not look either
        } else if (t >= UINT8 && t <= INT64) {
            passPayload(p + 1, 1 << ((t - UINT8) & 3), false);
        } else if (t == FLOAT32) {
            passPayload(p + 1, 4, false);
        } else if (t == FLOAT64) {
            passPayload(p + 1, 8, false);
        } else if (t >= BIN8 && t <= BIN32) {
            int h = t == BIN8 ? 1 : t == BIN16 ? 2 : 4;
            if (p + h >= end) {
                fail();
                return;
            }
            passPayload(p + 1 + h, length(b, p + 1, h), true);
        } else if (t >= FIXEXT1 && t <= FIXEXT16) {
            passPayload(p + 2, 1 << (t - FIXEXT1), true); // the ext type, then the payload
        } else if (t >= EXT8 && t <= EXT32) {
            int h = t == EXT8 ? 1 : t == EXT16 ? 2 : 4;
            if (p + h >= end) {
                fail();
                return;
            }
            passPayload(p + 2 + h, length(b, p + 1, h), true);
        } else {
            fail(); // 0xc1, never used
        }
    }

    /** The big-endian unsigned length of {@code h} (1, 2 or 4) bytes at {@code b[at]}, past int range as MAX_VALUE. */
    private static int length(byte[] b, int at, int h) {
        long n = h == 1 ? b[at] & 0xff : h == 2 ? ByteInput.beShort(b, at) & 0xffff : ByteInput.beInt(b, at) & 0xffffffffL;
        return n > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) n;
    }

    /**
     * Passes a scalar whose payload of {@code len} bytes starts at {@code s} (counted), if it is
     * all there and, for str, bin and ext ({@code limited}), within the string length limit.
     */
    private void passPayload(int s, int len, boolean limited) {
        if (s >= 0 && len <= end - s && (!limited || len <= maxString)) {
            took(s + len);
        } else {
            fail();
        }
    }
}
