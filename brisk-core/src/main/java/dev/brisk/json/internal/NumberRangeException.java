package dev.brisk.json.internal;

import dev.brisk.json.JsonException;

/**
 * A well-formed JSON number that does not fit the type asked for: {@code 3000000000 is out of int
 * range}, {@code 1.5 is not an integer}. The number parsers throw it without a location; a reader
 * wraps its {@link #detail()} into a {@link JsonException} at the number's offset, line and path.
 * It is itself a {@code JsonException} so that a caller who does not wrap it still throws the
 * project's one exception type.
 */
public final class NumberRangeException extends JsonException {
    private static final long serialVersionUID = 1L;

    /** Longer texts are shortened in messages: a message should not carry a megabyte of digits. */
    private static final int MAX_QUOTED = 40;

    public NumberRangeException(String detail) {
        super(detail, -1, -1, -1, null);
    }

    static NumberRangeException outOfRange(String text, String type) {
        return new NumberRangeException(quote(text) + " is out of " + type + " range");
    }

    static NumberRangeException notAnInteger(String text) {
        return new NumberRangeException(quote(text) + " is not an integer");
    }

    static String quote(String text) {
        if (text.length() <= MAX_QUOTED) return text;
        return text.substring(0, MAX_QUOTED - 8) + "...(" + text.length() + " chars)";
    }
}
