package dev.brisk.jsonp;

import jakarta.json.JsonString;

/** A JSON string of the object model; its {@code toString} is the quoted, escaped JSON text. */
final class StringValue implements JsonString {
    private final String value;

    StringValue(String value) {
        this.value = value;
    }

    @Override
    public String getString() {
        return value;
    }

    @Override
    public CharSequence getChars() {
        return value;
    }

    @Override
    public ValueType getValueType() {
        return ValueType.STRING;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        return o instanceof JsonString && value.equals(((JsonString) o).getString());
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }

    @Override
    public String toString() {
        return ValueText.of(this);
    }
}
