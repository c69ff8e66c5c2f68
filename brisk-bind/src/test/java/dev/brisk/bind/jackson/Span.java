package dev.brisk.bind.jackson;

import dev.brisk.bind.BriskCodec;

import java.util.Objects;

/** The lowest and highest value of something measured (boxed: a missing one is written null, by Jackson too, not 0.0 against Brisk's 0). */
@BriskCodec
public class Span {
    public Double min;
    public Double max;

    public Span() { }

    public Span(Double min, Double max) {
        this.min = min;
        this.max = max;
    }

    @Override public boolean equals(Object o) { return o instanceof Span s && Objects.equals(min, s.min) && Objects.equals(max, s.max); }
    @Override public int hashCode() { return Objects.hash(min, max); }
    @Override public String toString() { return "Span[" + min + ", " + max + "]"; }
}
