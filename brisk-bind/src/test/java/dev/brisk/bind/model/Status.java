package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonName;

@BriskCodec
public enum Status {
    OPEN,
    @JsonName("shipped") SHIPPED,
    CLOSED
}
