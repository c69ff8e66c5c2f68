package dev.brisk.json;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * How containers store their elements. A string value is stored as its UTF-8 bytes: a bare
 * {@code byte[]} costs 16 bytes plus the text, where a String costs 40 plus the text (twice that
 * for text beyond Latin-1), and writing it out needs no encoding. The rare string with a lone
 * surrogate, which UTF-8 cannot hold, is stored as its String. Everything else is stored as the
 * tree value itself. The form is a function of the content, so equal strings are stored alike.
 */
final class Tree {
    private Tree() {}

    /** The stored form of {@code v}. */
    static Object store(JsonValue v) {
        if (v == null) throw new NullPointerException("null element; use JsonNull.INSTANCE");
        return v instanceof JsonString ? storeString(((JsonString) v).value()) : v;
    }

    static Object storeString(String s) {
        return hasLoneSurrogate(s) ? s : s.getBytes(StandardCharsets.UTF_8);
    }

    private static boolean hasLoneSurrogate(String s) {
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (Character.isSurrogate(c)) {
                if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                    i++;
                } else {
                    return true;
                }
            }
        }
        return false;
    }

    /** The tree value of stored element {@code o}. */
    static JsonValue value(Object o) {
        if (o instanceof byte[]) return JsonString.of(new String((byte[]) o, StandardCharsets.UTF_8));
        if (o instanceof String) return JsonString.of((String) o);
        return (JsonValue) o;
    }

    /** Value equality of two stored elements. */
    static boolean equal(Object a, Object b) {
        if (a instanceof byte[]) return b instanceof byte[] && Arrays.equals((byte[]) a, (byte[]) b);
        return a.equals(b);
    }

    /** A hash of a stored element, consistent with {@link #equal}. */
    static int hash(Object o) {
        return o instanceof byte[] ? Arrays.hashCode((byte[]) o) : o.hashCode();
    }
}
