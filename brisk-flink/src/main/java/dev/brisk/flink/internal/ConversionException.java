package dev.brisk.flink.internal;

import dev.brisk.json.JsonException;

/**
 * A well-formed JSON value that does not convert to its field's type ({@code "abc"} for an INT).
 * Kept apart from syntax errors because {@code ignore-parse-errors} treats the two differently:
 * such a value reads as null, while a record that is not JSON is dropped.
 */
public final class ConversionException extends JsonException {
    private static final long serialVersionUID = 1L;

    ConversionException(JsonException located, Throwable cause) {
        super(located.detail(), located.offset(), located.line(), located.column(), located.path(), cause);
    }
}
