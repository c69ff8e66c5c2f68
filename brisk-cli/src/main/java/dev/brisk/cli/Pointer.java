package dev.brisk.cli;

import java.util.ArrayList;
import java.util.List;

/** A JSON Pointer (RFC 6901) split into its unescaped reference tokens. */
final class Pointer {

    private Pointer() {
    }

    /** The reference tokens of {@code pointer}; the empty pointer (the whole document) has none. */
    static List<String> parse(String pointer) throws UsageException {
        List<String> tokens = new ArrayList<>();
        if (pointer.isEmpty()) {
            return tokens;
        }
        if (pointer.charAt(0) != '/') {
            throw new UsageException("a JSON Pointer is empty or starts with '/': '" + pointer
                    + "' (did you mean '/" + pointer + "'?)");
        }
        StringBuilder token = new StringBuilder();
        for (int i = 1; i <= pointer.length(); i++) {
            char c = i < pointer.length() ? pointer.charAt(i) : '/';
            if (c == '/') {
                tokens.add(token.toString());
                token.setLength(0);
            } else if (c == '~') {
                char next = i + 1 < pointer.length() ? pointer.charAt(i + 1) : 0;
                if (next == '0') {
                    token.append('~');
                } else if (next == '1') {
                    token.append('/');
                } else {
                    throw new UsageException("invalid escape in JSON Pointer '" + pointer
                            + "': '~' must be followed by 0 or 1");
                }
                i++;
            } else {
                token.append(c);
            }
        }
        return tokens;
    }

    /**
     * The array index {@code token} denotes, or -1 when it is not one (RFC 6901: digits without
     * a leading zero; {@code -} names the element after the last, which never exists when reading).
     */
    static long arrayIndex(String token) {
        int n = token.length();
        if (n == 0 || n > 18 || (n > 1 && token.charAt(0) == '0')) {
            return -1;
        }
        long v = 0;
        for (int i = 0; i < n; i++) {
            char c = token.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    /** Re-escapes a token for messages. */
    static String escape(String token) {
        return token.replace("~", "~0").replace("/", "~1");
    }
}
