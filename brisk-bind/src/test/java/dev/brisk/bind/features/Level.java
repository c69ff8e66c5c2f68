package dev.brisk.bind.features;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonSingleValue;

/** Enum constants written as the code their single-value method returns. */
@BriskCodec
public enum Level {
    LOW("l"), HIGH("h");

    private final String code;

    Level(String code) { this.code = code; }

    @JsonSingleValue
    public String code() { return code; }
}
