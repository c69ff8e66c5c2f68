package dev.brisk.bind.features;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonName;
import dev.brisk.bind.JsonNaming;
import dev.brisk.bind.NamingStrategy;

/** snake_case for this type only; an explicit name stays as it is. */
@BriskCodec
@JsonNaming(NamingStrategy.SNAKE_CASE)
public record SignUp(String firstName, String lastName, @JsonName("ID") long userId, boolean acceptedTerms) { }
