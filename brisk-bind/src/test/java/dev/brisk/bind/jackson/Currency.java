package dev.brisk.bind.jackson;

import com.fasterxml.jackson.annotation.JsonEnumDefaultValue;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.brisk.bind.BriskCodec;

/** Enum constants named by @JsonProperty, with a default for values it does not know. */
@BriskCodec
public enum Currency {
    @JsonProperty("eur") EURO,
    @JsonProperty("usd") DOLLAR,
    @JsonEnumDefaultValue @JsonProperty("other") OTHER
}
