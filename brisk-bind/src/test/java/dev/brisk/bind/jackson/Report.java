package dev.brisk.bind.jackson;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonRawValue;
import dev.brisk.bind.BriskCodec;

import java.time.LocalDateTime;
import java.time.OffsetDateTime;

/** Alphabetic order, ignored names, date-time patterns, a raw JSON member. */
@BriskCodec
@JsonPropertyOrder(alphabetic = true)
@JsonIgnoreProperties({"internal", "debug"})
public record Report(
        String title,
        @JsonFormat(pattern = "yyyy-MM-dd HH:mm") LocalDateTime generated,
        OffsetDateTime published,
        @JsonRawValue String chart,
        String internal,
        int pages) { }
