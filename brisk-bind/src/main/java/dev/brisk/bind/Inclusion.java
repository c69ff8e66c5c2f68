package dev.brisk.bind;

import java.lang.reflect.Array;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Which values of a property are written (see {@link JsonInclusion}); the others are left out.
 * Each step leaves out what the one before it does and more, as Jackson's
 * {@code JsonInclude.Include} values of the same names.
 */
public enum Inclusion {
    /** Every value, null included. */
    ALWAYS,
    /** Every value but null. */
    NON_NULL,
    /** Neither null nor an empty {@code Optional} (the mapper's default unless it writes nulls). */
    NON_ABSENT,
    /** Nor an empty String, collection, map or array. */
    NON_EMPTY,
    /** Nor zero, {@code false} or {@code '\0'} (a primitive's or box's default value). */
    NON_DEFAULT;

    /** Whether {@code value} is left out under this inclusion. */
    public boolean excludes(Object value) {
        if (this == ALWAYS) return false;
        if (value == null) return true;
        if (this == NON_NULL) return false;
        if (value instanceof Optional) return ((Optional<?>) value).isEmpty();
        if (value instanceof OptionalInt) return ((OptionalInt) value).isEmpty();
        if (value instanceof OptionalLong) return ((OptionalLong) value).isEmpty();
        if (value instanceof OptionalDouble) return ((OptionalDouble) value).isEmpty();
        if (this == NON_ABSENT) return false;
        if (value instanceof CharSequence) return ((CharSequence) value).length() == 0;
        if (value instanceof Collection) return ((Collection<?>) value).isEmpty();
        if (value instanceof Map) return ((Map<?, ?>) value).isEmpty();
        if (value.getClass().isArray()) return Array.getLength(value) == 0;
        if (this == NON_EMPTY) return false;
        if (value instanceof Boolean) return !(Boolean) value;
        if (value instanceof Character) return (Character) value == '\0';
        if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte) {
            return ((Number) value).longValue() == 0;
        }
        if (value instanceof Double || value instanceof Float) return ((Number) value).doubleValue() == 0;
        return false;
    }
}
