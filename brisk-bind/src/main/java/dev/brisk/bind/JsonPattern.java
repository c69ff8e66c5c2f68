package dev.brisk.bind;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The {@link java.time.format.DateTimeFormatter#ofPattern(String) pattern} of a java.time
 * property ({@code LocalDate}, {@code LocalDateTime}, {@code LocalTime}, {@code OffsetDateTime},
 * {@code ZonedDateTime}, {@code Instant} in UTC, {@code YearMonth}), written and read as a string
 * in that form instead of ISO-8601. A pattern that does not fit the type fails when the codec is
 * built.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.RECORD_COMPONENT})
public @interface JsonPattern {
    String value();
}
