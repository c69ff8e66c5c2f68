package dev.brisk.json;

/** Resolves RFC 6901 JSON Pointers against a tree. */
final class JsonPointer {
    private JsonPointer() {}

    static JsonValue resolve(JsonValue root, String pointer) {
        if (pointer.isEmpty()) return root;
        if (pointer.charAt(0) != '/') {
            throw new JsonException("Not a JSON Pointer (must be empty or start with '/'): '" + pointer + "'", null);
        }
        JsonValue v = root;
        int start = 1;
        while (v != null) {
            int end = pointer.indexOf('/', start);
            if (end < 0) end = pointer.length();
            String token = unescape(pointer, start, end);
            if (v instanceof JsonObject) {
                v = v.get(token);
            } else if (v instanceof JsonArray) {
                int index = arrayIndex(token);
                v = index < 0 ? null : v.get(index);
            } else {
                v = null;
            }
            if (end == pointer.length()) return v;
            start = end + 1;
        }
        validateRest(pointer, start);
        return null;
    }

    /** Decodes ~1 to '/' and ~0 to '~' in one pass, so that "~01" means "~1" as RFC 6901 requires. */
    private static String unescape(String p, int start, int end) {
        int tilde = p.indexOf('~', start);
        if (tilde < 0 || tilde >= end) return p.substring(start, end);
        StringBuilder sb = new StringBuilder(end - start);
        for (int i = start; i < end; i++) {
            char c = p.charAt(i);
            if (c == '~') {
                char e = i + 1 < end ? p.charAt(i + 1) : 0;
                if (e == '0') sb.append('~');
                else if (e == '1') sb.append('/');
                else throw new JsonException("Invalid escape in JSON Pointer at index " + i + " ('~' must be followed by 0 or 1): '" + p + "'", null);
                i++;
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /** A pointer that leaves the tree early is still checked for bad escapes, so errors do not depend on the data. */
    private static void validateRest(String p, int start) {
        for (int i = start; i < p.length(); i++) {
            if (p.charAt(i) == '~') {
                char e = i + 1 < p.length() ? p.charAt(i + 1) : 0;
                if (e != '0' && e != '1') {
                    throw new JsonException("Invalid escape in JSON Pointer at index " + i + " ('~' must be followed by 0 or 1): '" + p + "'", null);
                }
            }
        }
    }

    /** The index a reference token names: "0" or digits without a leading zero; -1 otherwise ("-", "01", "x"). */
    private static int arrayIndex(String token) {
        int n = token.length();
        if (n == 0 || n > 9 || (n > 1 && token.charAt(0) == '0')) return -1;
        int v = 0;
        for (int i = 0; i < n; i++) {
            char c = token.charAt(i);
            if (c < '0' || c > '9') return -1;
            v = v * 10 + (c - '0');
        }
        return v;
    }
}
