package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;

/** A no-argument constructor that fails: the failure is reported the same way on both paths. */
@BriskCodec
public class Fragile {
    public int value;

    public Fragile() {
        throw new IllegalStateException("no Fragile today");
    }
}
