package dev.brisk.bind.features;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonPattern;
import dev.brisk.bind.JsonString;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

/** Per-property formats: money and a 64-bit id as strings, dates in patterns. */
@BriskCodec
public record Payment(
        @JsonString long id,
        @JsonString BigDecimal amount,
        @JsonPattern("dd/MM/yyyy") LocalDate booked,
        @JsonPattern("yyyyMMdd'T'HHmmss'Z'") Instant settled,
        LocalDate valueDate) { }
