package dev.brisk.json;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * A member name of a parsed tree kept as its compact JSON, ready to copy: {@code ,"name":}. The
 * tree builder makes one per distinct name (see {@code NameTable}) and objects hold it in place of
 * a String, so writing a name is a copy of a few words, with no lookup and no escaping. Only
 * names that need no escaping get one (the rest stay Strings). The String is made on first use
 * (lookups, {@link JsonObject#name}): a tree that is only written never makes it, which keeps a
 * Name about the size of the String it replaces.
 *
 * <p>One builder makes at most one Name per distinct name, and an object's Names all come from
 * the builder that built it: two Names in one object are the same name only if they are the same
 * object ({@link JsonObject#sameName}).
 */
final class Name {
    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /**
     * {@code ,"name":} in UTF-8, zero-padded to a whole number of 8-byte words (free: arrays take
     * whole words). A name has no zero byte, so the padding also tells the length.
     */
    private final byte[] json;
    /** The name's {@link String#hashCode()}, without making the String (for object indexes). */
    final int hash;
    /** The name; made on first use. A race makes equal Strings, either of which is right. */
    private String string;

    private Name(byte[] json, int hash, String string) {
        this.json = json;
        this.hash = hash;
        this.string = string;
    }

    /**
     * The name whose UTF-8 is {@code utf8[off..off+len)}, or null when a compact writer would
     * escape any of its bytes (a quote, a backslash, a control character) or they are not valid UTF-8.
     */
    static Name of(byte[] utf8, int off, int len) {
        int h = 0;
        boolean ascii = true;
        for (int i = off, end = off + len; i < end; i++) {
            int c = utf8[i];
            if (c == '"' || c == '\\' || (c >= 0 && c < 0x20)) return null;
            ascii &= c >= 0;
            h = 31 * h + c; // String.hashCode of ASCII text: its chars are its bytes
        }
        byte[] json = new byte[(len + 4 + 7) & ~7];
        json[0] = ',';
        json[1] = '"';
        System.arraycopy(utf8, off, json, 2, len);
        json[len + 2] = '"';
        json[len + 3] = ':';
        if (ascii) return new Name(json, h, null);
        String string = new String(utf8, off, len, StandardCharsets.UTF_8);
        // bytes that are not valid UTF-8 (a caller breaking JsonSink's contract) decode with
        // U+FFFD and encode back differently: keep such a name a String, written through the escaper
        byte[] again = string.getBytes(StandardCharsets.UTF_8);
        if (!java.util.Arrays.equals(again, 0, again.length, utf8, off, off + len)) return null;
        return new Name(json, string.hashCode(), string);
    }

    /** The name as a String. */
    String string() {
        String s = string;
        if (s == null) string = s = new String(json, 2, length() - 4, StandardCharsets.UTF_8);
        return s;
    }

    /** Length of {@code ,"name":}: the array without the zero bytes that pad its last word. */
    private int length() {
        long last = (long) LONG_LE.get(json, json.length - 8);
        return json.length - (Long.numberOfLeadingZeros(last) >>> 3);
    }

    /**
     * Writes the name at {@code b[p]}, after a comma if {@code comma}, and returns the end; up to
     * {@link #room()} bytes from {@code p} may be overwritten. Without the comma the words are
     * stored from {@code p - 1} and the byte there (the object's brace) is put back.
     */
    int write(byte[] b, int p, boolean comma) {
        byte[] j = json;
        int n = j.length;
        int q = comma ? p : p - 1;
        byte before = comma ? 0 : b[q];
        // Most names fit in two words: the first is stored, then the rest in a loop; the last
        // word loaded tells the length by its zero padding, so it is not loaded again.
        long last = (long) LONG_LE.get(j, 0);
        LONG_LE.set(b, q, last);
        for (int k = 8; k < n; k += 8) {
            last = (long) LONG_LE.get(j, k);
            LONG_LE.set(b, q + k, last);
        }
        if (!comma) b[q] = before;
        return q + n - (Long.numberOfLeadingZeros(last) >>> 3);
    }

    /** This name's index in {@code names}, or -1: a lookup of its UTF-8 bytes, no String made. */
    int indexIn(Names names) { return names.indexOf(json, 2, length() - 2); }

    /** Whether this is name {@code index} of {@code names}: one comparison of its UTF-8 bytes. */
    boolean is(Names names, int index) { return names.is(index, json, 2, length() - 2); }

    /** Bytes {@link #write} may touch from its position: the name and up to 7 after it. */
    int room() { return json.length; }

    /** The {@link String#hashCode()} of stored name {@code k} (a String or a Name). */
    static int hash(Object k) {
        return k instanceof Name ? ((Name) k).hash : k.hashCode();
    }

    /** The member name of stored name {@code k} (a String or a Name). */
    static String string(Object k) {
        return k instanceof Name ? ((Name) k).string() : (String) k;
    }

    /**
     * Whether stored names {@code a} and {@code b} (Strings or Names, from any trees) are the same
     * text. Two Names compare their stored JSON, so that comparing trees makes no Strings.
     */
    static boolean sameText(Object a, Object b) {
        if (a instanceof Name && b instanceof Name) {
            Name x = (Name) a;
            Name y = (Name) b;
            return x.hash == y.hash && java.util.Arrays.equals(x.json, y.json);
        }
        return string(a).equals(string(b));
    }

    @Override
    public String toString() { return string(); }
}
