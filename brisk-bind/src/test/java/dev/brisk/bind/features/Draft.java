package dev.brisk.bind.features;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.Inclusion;
import dev.brisk.bind.JsonInclusion;

import java.util.List;
import java.util.Optional;

/** Inclusion per type (non-empty) and per property. */
@BriskCodec
@JsonInclusion(Inclusion.NON_EMPTY)
public record Draft(
        String title,
        List<String> tags,
        Optional<String> summary,
        @JsonInclusion(Inclusion.NON_DEFAULT) int revision,
        @JsonInclusion(Inclusion.ALWAYS) String author,
        @JsonInclusion(Inclusion.NON_NULL) String body) { }
