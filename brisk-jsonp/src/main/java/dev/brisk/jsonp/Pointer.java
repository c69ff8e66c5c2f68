package dev.brisk.jsonp;

import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonPointer;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * A JSON Pointer (RFC 6901). Values are immutable, so {@link #add}, {@link #remove} and
 * {@link #replace} rebuild the containers from the target down to the change and share the rest.
 * Errors name the pointer and the token that did not resolve.
 */
final class Pointer implements JsonPointer {
    private final String text;
    private final String[] tokens;

    private Pointer(String text, String[] tokens) {
        this.text = text;
        this.tokens = tokens;
    }

    static Pointer of(String text) {
        if (text == null) throw new NullPointerException("A JSON pointer cannot be null");
        if (text.isEmpty()) return new Pointer(text, new String[0]);
        if (text.charAt(0) != '/') throw new JsonException("A JSON pointer must be empty or start with '/': '" + text + "'");
        List<String> list = new ArrayList<>();
        StringBuilder token = new StringBuilder();
        for (int i = 1; i <= text.length(); i++) {
            char c = i < text.length() ? text.charAt(i) : '/';
            if (c == '/') {
                list.add(token.toString());
                token.setLength(0);
            } else if (c == '~') {
                // RFC 6901 escapes; a '~' before anything else is taken as itself, as the TCK allows
                char e = i + 1 < text.length() ? text.charAt(i + 1) : 0;
                if (e == '0') {
                    token.append('~');
                    i++;
                } else if (e == '1') {
                    token.append('/');
                    i++;
                } else {
                    token.append('~');
                }
            } else {
                token.append(c);
            }
        }
        return new Pointer(text, list.toArray(new String[0]));
    }

    /** The pointer's tokens, unescaped. */
    String[] tokens() {
        return tokens.clone();
    }

    boolean isPrefixOf(Pointer other) {
        if (tokens.length > other.tokens.length) return false;
        for (int i = 0; i < tokens.length; i++) {
            if (!tokens[i].equals(other.tokens[i])) return false;
        }
        return true;
    }

    @Override
    public JsonValue getValue(JsonStructure target) {
        if (target == null) throw new NullPointerException("The target cannot be null");
        JsonValue v = target;
        for (int i = 0; i < tokens.length; i++) {
            v = child(v, i, false);
            if (v == null) throw notFound(i);
        }
        return v;
    }

    @Override
    public boolean containsValue(JsonStructure target) {
        if (target == null) throw new NullPointerException("The target cannot be null");
        JsonValue v = target;
        for (int i = 0; i < tokens.length && v != null; i++) v = child(v, i, true);
        return v != null;
    }

    /** The child for token {@code i}, or null when there is none (or, quietly, no such index). */
    private JsonValue child(JsonValue v, int i, boolean quiet) {
        String token = tokens[i];
        if (v instanceof JsonObject) return ((JsonObject) v).get(token);
        if (v instanceof JsonArray) {
            JsonArray a = (JsonArray) v;
            int index = index(token, a.size(), false, quiet);
            return index < 0 || index >= a.size() ? null : a.get(index);
        }
        return null;
    }

    /**
     * The array index a token denotes: digits without a leading zero, or "-" (the end, where
     * allowed). -1 when quiet and the token is not an index.
     */
    private int index(String token, int size, boolean endAllowed, boolean quiet) {
        if (token.equals("-") && endAllowed) return size;
        int n = token.length();
        boolean digits = n > 0 && n <= 9 && (n == 1 || token.charAt(0) != '0');
        for (int i = 0; digits && i < n; i++) digits = token.charAt(i) >= '0' && token.charAt(i) <= '9';
        if (!digits) {
            if (quiet) return -1;
            throw new JsonException("'" + token + "' is not an array index in JSON pointer '" + text + "'");
        }
        return Integer.parseInt(token);
    }

    private JsonException notFound(int i) {
        return new JsonException("JSON pointer '" + text + "' does not resolve: no value at token " + (i + 1) + " ('" + tokens[i] + "')");
    }

    private static final int ADD = 0;
    private static final int REMOVE = 1;
    private static final int REPLACE = 2;

    @Override
    public <T extends JsonStructure> T add(T target, JsonValue value) {
        return change(target, ADD, value);
    }

    @Override
    public <T extends JsonStructure> T remove(T target) {
        if (tokens.length == 0) throw new JsonException("The empty JSON pointer names the whole document, which cannot be removed");
        return change(target, REMOVE, null);
    }

    @Override
    public <T extends JsonStructure> T replace(T target, JsonValue value) {
        return change(target, REPLACE, value);
    }

    @SuppressWarnings("unchecked")
    private <T extends JsonStructure> T change(T target, int op, JsonValue value) {
        if (target == null) throw new NullPointerException("The target cannot be null");
        if (op != REMOVE && value == null) throw new NullPointerException("The value cannot be null");
        if (tokens.length == 0) {
            // the whole document is replaced (RFC 6902 add and replace at "")
            if (!(value instanceof JsonStructure)) {
                throw new JsonException("The empty JSON pointer names the whole document, which only an object or an array can replace, not " + value);
            }
            return (T) value;
        }
        return (T) change(target, 0, op, value);
    }

    private JsonValue change(JsonValue node, int i, int op, JsonValue value) {
        String token = tokens[i];
        boolean last = i == tokens.length - 1;
        if (node instanceof JsonObject) {
            JsonObject o = (JsonObject) node;
            JsonValue old = o.get(token);
            ObjectValueBuilder b = new ObjectValueBuilder(jakarta.json.JsonConfig.KeyStrategy.LAST);
            b.addAllOf(o);
            if (!last) {
                if (old == null) throw notFound(i);
                return b.add(token, change(old, i + 1, op, value)).build();
            }
            if (op == ADD) return b.add(token, value).build();
            if (old == null) throw notFound(i);
            return op == REMOVE ? b.remove(token).build() : b.add(token, value).build();
        }
        if (node instanceof JsonArray) {
            JsonArray a = (JsonArray) node;
            int index = index(token, a.size(), last && op == ADD, false);
            ArrayValueBuilder b = new ArrayValueBuilder();
            b.addAllOf(a);
            if (op == ADD && last) {
                if (index > a.size()) throw new JsonException("Index " + index + " is beyond the end of an array of " + a.size() + " in JSON pointer '" + text + "'");
                return b.add(index, value).build();
            }
            if (index >= a.size()) throw notFound(i);
            if (!last) return b.set(index, change(a.get(index), i + 1, op, value)).build();
            return op == REMOVE ? b.remove(index).build() : b.set(index, value).build();
        }
        throw notFound(i);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Pointer && text.equals(((Pointer) o).text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    @Override
    public String toString() {
        return text;
    }
}
