package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZonedDateTime;
import java.util.UUID;

/** Every scalar type the mapper knows. */
@BriskCodec
public record Scalars(boolean z, byte b, short s, char c, int i, long l, float f, double d,
                      Boolean zBox, Byte bBox, Short sBox, Character cBox, Integer iBox, Long lBox, Float fBox, Double dBox,
                      String text, BigInteger bigInteger, BigDecimal bigDecimal, UUID uuid, URI uri, byte[] bytes,
                      Instant instant, LocalDate localDate, LocalTime localTime, LocalDateTime localDateTime,
                      OffsetDateTime offsetDateTime, ZonedDateTime zonedDateTime, Duration duration, Period period,
                      Year year, YearMonth yearMonth) { }
