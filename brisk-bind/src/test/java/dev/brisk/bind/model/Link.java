package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;

/** A mutable linked node: can be made into a cycle, which writing must catch. */
@BriskCodec
public class Link {
    public String label;
    public Link next;
}
