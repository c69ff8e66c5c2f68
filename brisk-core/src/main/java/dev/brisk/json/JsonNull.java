package dev.brisk.json;

/** The JSON {@code null}; there is one instance. */
public final class JsonNull implements JsonValue {
    /** The one JSON null. */
    public static final JsonNull INSTANCE = new JsonNull();

    private JsonNull() {}

    @Override
    public String toString() { return "null"; }
}
