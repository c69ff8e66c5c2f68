package dev.brisk.bind.jackson;

import com.fasterxml.jackson.annotation.JsonValue;
import dev.brisk.bind.BriskCodec;

/** Enum constants written as the code @JsonValue returns. */
@BriskCodec
public enum Priority {
    LOW("p3"), NORMAL("p2"), URGENT("p1");

    private final String code;

    Priority(String code) { this.code = code; }

    @JsonValue
    public String code() { return code; }
}
