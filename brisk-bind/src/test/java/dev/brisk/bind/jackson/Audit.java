package dev.brisk.bind.jackson;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.brisk.bind.BriskCodec;

import java.time.Instant;

/** Who made something and when: a record unwrapped without a prefix (Jackson 2.18 reads a record's members as missing under a prefix). */
@BriskCodec
public record Audit(@JsonProperty("created_by") String createdBy, @JsonProperty("created_at") Instant createdAt) { }
