package dev.brisk.bind.features;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonSingleValue;

/** A single-value record: written as its string, read through its canonical constructor. */
@BriskCodec
public record Sku(@JsonSingleValue String code) {
    public Sku {
        if (code.isBlank()) throw new IllegalArgumentException("a SKU must not be blank");
    }
}
