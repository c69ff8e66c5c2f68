package dev.brisk.json;

import dev.brisk.json.internal.Swar;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * A fixed set of names (or string values) that {@link JsonReader#selectName(Names)} and
 * {@link JsonReader#selectString(Names)} match the input against without creating a String, and
 * that {@link JsonSink#name(Names, int)} writes without escaping them again. Build it once (e.g.
 * per type in a codec) and share it: it is immutable and thread-safe.
 *
 * <p>Matching finds the slot of the name's UTF-8 bytes, as they sit in the reader's buffer, in an
 * open-addressing table and confirms by comparing the bytes; a name with escapes is decoded first
 * and matched the same way. Names of up to 16 bytes (nearly all) are keyed and compared as two
 * 8-byte words, so a lookup costs two loads and a few multiplications, however long the set.
 */
public final class Names {
    private static final long SEED = 0x6A09E667F3BCC909L;
    /** Longest name matched as two words; longer ones are hashed and compared byte-wise. */
    private static final int SHORT = 16;

    private final String[] strings;
    private final byte[][] utf8;
    /** Per name: its length, and (short names) its first and last 8 bytes as words. */
    private final int[] lengths;
    private final long[] first;
    private final long[] last;
    /**
     * Per name: whether its bytes can stand unescaped between quotes in JSON (no quote,
     * backslash or control character), the condition for {@link #matchAt} to compare raw bytes.
     */
    private final boolean[] matchable;
    /** Per name: {@code "name":} as UTF-8 when no writer option would escape it, else null. */
    private final byte[][] members;
    /**
     * Per name, two words: the bytes of {@link #members} when they fit in {@link #MEMBER_WORDS_MAX},
     * zero-padded, so that a writer stores them with two word stores instead of an array copy.
     */
    private final long[] memberWords;
    /** Slot -> index + 1 (0 = empty); load factor at most 1/2. */
    private final int[] table;
    private final int[] hashes;
    private final int mask;
    /** Every name has {@link #members} bytes: a writer's member steps apply (JsonWriter.beginMembers). */
    private final boolean allMembers;
    /** The length in chars of the longest name (for the name length limit). */
    final int longest;
    /**
     * Per name, the stored tree name (a {@code Name} or String) last found equal to it, so that
     * {@link TreeCursor} matches a tree's names by identity. Written without synchronization by
     * every thread reading trees: an entry only ever holds a name checked equal, so a lost or
     * stale write costs a byte comparison, never a wrong match.
     */
    final Object[] recent;

    private Names(String[] strings) {
        this.strings = strings;
        int n = strings.length;
        this.utf8 = new byte[n][];
        this.lengths = new int[n];
        this.first = new long[n];
        this.last = new long[n];
        this.members = new byte[n][];
        this.memberWords = new long[2 * n];
        this.matchable = new boolean[n];
        int size = Integer.highestOneBit(Math.max(4, n * 2 - 1)) << 1;
        this.table = new int[size];
        this.hashes = new int[n];
        this.mask = size - 1;
        for (int i = 0; i < n; i++) {
            String s = strings[i];
            if (s == null) throw new NullPointerException("names[" + i + "]");
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            if (!new String(b, StandardCharsets.UTF_8).equals(s)) {
                throw new IllegalArgumentException("names[" + i + "] has an unpaired surrogate");
            }
            if (indexOf(b, 0, b.length) >= 0) throw new IllegalArgumentException("duplicate name: " + s);
            utf8[i] = b;
            lengths[i] = b.length;
            matchable[i] = unescaped(b);
            int h;
            if (b.length <= SHORT) {
                long a = firstWord(b, 0, b.length);
                long c = lastWord(b, 0, b.length, a);
                first[i] = a;
                last[i] = c;
                h = shortHash(a, c, b.length);
            } else {
                h = Swar.hash(b, 0, b.length, SEED);
            }
            hashes[i] = h;
            members[i] = plain(b) ? member(b) : null;
            if (members[i] != null && members[i].length <= MEMBER_WORDS_MAX) {
                byte[] padded = Arrays.copyOf(members[i], MEMBER_WORDS_MAX);
                memberWords[2 * i] = Swar.word(padded, 0);
                memberWords[2 * i + 1] = Swar.word(padded, 8);
            }
            int slot = h & mask;
            while (table[slot] != 0) slot = (slot + 1) & mask;
            table[slot] = i + 1;
        }
        boolean all = true;
        for (byte[] m : members) all &= m != null;
        this.allMembers = all;
        int longestName = 0;
        for (String s : strings) longestName = Math.max(longestName, s.length());
        this.longest = longestName;
        this.recent = new Object[n];
    }

    /** The set of these names, indexed in the order given. */
    public static Names of(String... names) {
        return new Names(names.clone());
    }

    /** The set of these names, indexed in the order given. */
    public static Names of(List<String> names) {
        return new Names(names.toArray(new String[0]));
    }

    /** How many names there are. */
    public int size() { return strings.length; }

    /** The name at {@code index}. */
    public String get(int index) { return strings[index]; }

    /** The length of name {@code index} in UTF-8 bytes. */
    public int utf8Length(int index) { return lengths[index]; }

    /**
     * Copies the UTF-8 bytes of name {@code index} into {@code dst} at {@code pos} (room for
     * {@link #utf8Length} bytes is the caller's) and returns where they end: for sinks of formats
     * that hold names as UTF-8 (MessagePack, VelocyPack), which then encode no String.
     */
    public int copyUtf8(int index, byte[] dst, int pos) {
        int n = lengths[index];
        System.arraycopy(utf8[index], 0, dst, pos, n);
        return pos + n;
    }

    /**
     * {@code "name":} as UTF-8 for the name at {@code index}, or null when it holds a character
     * that some writer option escapes (control, quote, backslash, HTML-sensitive, non-ASCII):
     * then the writer escapes the String as usual.
     */
    byte[] member(int index) { return members[index]; }

    /** Whether every name has {@link #member} bytes. */
    boolean allMembers() { return allMembers; }

    /** Longest {@link #member} kept as two words too ({@link #memberWord}). */
    static final int MEMBER_WORDS_MAX = 16;

    /**
     * Word {@code k} (0 or 1) of {@link #member}{@code (index)} zero-padded to 16 bytes, for
     * members of at most {@link #MEMBER_WORDS_MAX} bytes.
     */
    long memberWord(int index, int k) { return memberWords[2 * index + k]; }

    /** The index of {@code name}, or -1 (for sources that hold names as Strings). */
    int indexOf(String name) {
        String[] s = strings;
        for (int i = 0; i < s.length; i++) {
            if (s[i].equals(name)) return i;
        }
        return -1;
    }

    /**
     * The index of the name whose UTF-8 encoding is {@code b[start, end)}, or -1, with no
     * String made: for readers of formats that hold names as UTF-8 (MessagePack, VelocyPack). A
     * hit means the bytes are valid UTF-8 (they equal a name's); a reader must check a miss itself.
     */
    public int indexOf(byte[] b, int start, int end) {
        int len = end - start;
        if (len <= SHORT) {
            long a = firstWord(b, start, end);
            long c = lastWord(b, start, end, a);
            int slot = shortHash(a, c, len) & mask;
            for (;;) {
                int i = table[slot] - 1;
                if (i < 0) return -1;
                if (first[i] == a && last[i] == c && lengths[i] == len) return i;
                slot = (slot + 1) & mask;
            }
        }
        int h = Swar.hash(b, start, end, SEED);
        int slot = h & mask;
        for (;;) {
            int i = table[slot] - 1;
            if (i < 0) return -1;
            if (hashes[i] == h && lengths[i] == len && Arrays.equals(utf8[i], 0, len, b, start, end)) return i;
            slot = (slot + 1) & mask;
        }
    }

    /**
     * Whether name {@code index} is exactly the UTF-8 bytes {@code b[start, end)}: a reader of a
     * format that holds names as UTF-8 checks the name it expects next with one comparison
     * (see {@link JsonReader#selectName(Names, int)}).
     */
    public boolean is(int index, byte[] b, int start, int end) {
        int len = end - start;
        if (len != lengths[index]) return false;
        if (len == 0) return true;
        if (len <= SHORT && start + 8 <= b.length) {
            long a = Swar.word(b, start);
            if (len < 8) a &= -1L >>> (64 - 8 * len);
            long c = len > 8 ? Swar.word(b, end - 8) : a;
            return a == first[index] && c == last[index];
        }
        return Arrays.equals(utf8[index], 0, len, b, start, end);
    }

    /**
     * The length of name {@code index} if {@code b[at, limit)} starts with exactly its bytes and a
     * closing quote, else -1. Names are valid UTF-8, so a match needs no further check.
     */
    int matchAt(int index, byte[] b, int at, int limit) {
        // a name that JSON must escape never appears raw in valid input: the general path reads it
        if (!matchable[index]) return -1;
        int len = lengths[index];
        if (limit - at <= len || b[at + len] != '"') return -1;
        if (len == 0) return 0;
        if (len <= SHORT && at + 8 <= b.length) {
            long a = Swar.word(b, at);
            if (len < 8) a &= -1L >>> (64 - 8 * len);
            long c = len > 8 ? Swar.word(b, at + len - 8) : a;
            return a == first[index] && c == last[index] ? len : -1;
        }
        return Arrays.equals(utf8[index], 0, len, b, at, at + len) ? len : -1;
    }

    /** Whether {@code utf8} holds no byte that JSON requires to be escaped inside a string. */
    private static boolean unescaped(byte[] utf8) {
        for (byte x : utf8) {
            if (x == '"' || x == '\\' || (x >= 0 && x < 0x20)) return false;
        }
        return true;
    }

    /** The first min(8, len) bytes of {@code b[start, end)} as a little-endian word, zero above. */
    private static long firstWord(byte[] b, int start, int end) {
        int len = end - start;
        if (len >= 8) return Swar.word(b, start);
        if (len == 0) return 0;
        if (start + 8 <= b.length) return Swar.word(b, start) & (-1L >>> (64 - 8 * len));
        return firstWordNearEnd(b, start, end);
    }

    /**
     * {@link #firstWord} of 1..7 bytes that end less than 8 bytes before the array's end (a
     * tree's or a binary format's short string has its own array): out of line, so that readers
     * of JSON text, which inline indexOf into their codecs, do not count it in C2's inlining budget.
     */
    private static long firstWordNearEnd(byte[] b, int start, int end) {
        int len = end - start;
        // two overlapping ints for 4..7 bytes, the first, middle and last byte for 1..3
        if (len >= 4) {
            long low = Swar.intAt(b, start) & 0xFFFFFFFFL;
            long high = Swar.intAt(b, end - 4) & 0xFFFFFFFFL;
            return low | high << (8 * (len - 4));
        }
        int mid = len >> 1;
        return (b[start] & 0xFF) | (long) (b[start + mid] & 0xFF) << (8 * mid) | (long) (b[end - 1] & 0xFF) << (8 * (len - 1));
    }

    /** The last 8 bytes of a name longer than 8 bytes; for shorter ones, {@code first} again. */
    private static long lastWord(byte[] b, int start, int end, long first) {
        return end - start > 8 ? Swar.word(b, end - 8) : first;
    }

    private static int shortHash(long a, long c, int len) {
        long h = (a ^ SEED) * 0x9E3779B97F4A7C15L + (Long.rotateLeft(c, 29) ^ len) * 0xBF58476D1CE4E5B9L;
        h ^= h >>> 31;
        return (int) h ^ (int) (h >>> 32);
    }

    /** Printable ASCII that neither the minimal nor the HTML-safe escaping touches. */
    private static boolean plain(byte[] b) {
        for (byte x : b) {
            if (x < 0x20 || x > 0x7E || x == '"' || x == '\\' || x == '<' || x == '>' || x == '&' || x == '\'') return false;
        }
        return true;
    }

    private static byte[] member(byte[] b) {
        byte[] m = new byte[b.length + 3];
        m[0] = '"';
        System.arraycopy(b, 0, m, 1, b.length);
        m[b.length + 1] = '"';
        m[b.length + 2] = ':';
        return m;
    }

    @Override
    public String toString() {
        return "Names" + Arrays.toString(strings);
    }
}
