package dev.brisk.json;

/** JSON {@code true} or {@code false}; there are two instances. */
public final class JsonBoolean implements JsonValue {
    public static final JsonBoolean TRUE = new JsonBoolean(true);
    public static final JsonBoolean FALSE = new JsonBoolean(false);

    private final boolean value;

    private JsonBoolean(boolean value) { this.value = value; }

    public static JsonBoolean of(boolean value) { return value ? TRUE : FALSE; }

    public boolean value() { return value; }

    @Override
    public String toString() { return value ? "true" : "false"; }
}
