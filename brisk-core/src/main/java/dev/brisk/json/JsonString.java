package dev.brisk.json;

/** A JSON string. Equal to another when the texts are equal. */
public final class JsonString implements JsonValue {
    private static final JsonString EMPTY = new JsonString("");

    private final String value;

    private JsonString(String value) { this.value = value; }

    public static JsonString of(String value) {
        if (value == null) throw new NullPointerException("value");
        return value.isEmpty() ? EMPTY : new JsonString(value);
    }

    /** The text, unescaped. */
    public String value() { return value; }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof JsonString && ((JsonString) o).value.equals(value);
    }

    @Override
    public int hashCode() { return value.hashCode(); }

    /** The JSON string literal, quoted and escaped. */
    @Override
    public String toString() { return TreeWalker.toJson(this); }
}
