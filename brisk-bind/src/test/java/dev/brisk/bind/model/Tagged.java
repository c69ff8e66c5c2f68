package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonIgnore;

import java.util.Optional;
import java.util.OptionalInt;

/** A record with an ignored component: never read (its creator argument is the missing value), never written. */
@BriskCodec
public record Tagged(String name, @JsonIgnore int cache, @JsonIgnore Optional<String> derived, OptionalInt rank) { }
