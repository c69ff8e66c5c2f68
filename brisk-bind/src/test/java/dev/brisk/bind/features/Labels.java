package dev.brisk.bind.features;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonCatchAll;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/** A class with a typed catch-all field that its constructor already made. */
@BriskCodec
public class Labels {
    public String owner;
    @JsonCatchAll public Map<String, Integer> counts = new LinkedHashMap<>();

    @Override public boolean equals(Object o) {
        return o instanceof Labels l && Objects.equals(owner, l.owner) && Objects.equals(counts, l.counts);
    }
    @Override public int hashCode() { return Objects.hash(owner, counts); }
    @Override public String toString() { return "Labels[" + owner + ", " + counts + "]"; }
}
