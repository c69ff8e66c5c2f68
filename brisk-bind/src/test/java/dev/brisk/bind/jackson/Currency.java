package dev.brisk.bind.jackson;

import com.fasterxml.jackson.annotation.JsonEnumDefaultValue;
import com.fasterxml.jackson.annotation.JsonProperty;

/** Enum constants named by @JsonProperty, with a default for values it does not know. */
public enum Currency {
    @JsonProperty("eur") EURO,
    @JsonProperty("usd") DOLLAR,
    @JsonEnumDefaultValue @JsonProperty("other") OTHER
}
