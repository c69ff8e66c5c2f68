package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;

/** Public primitive fields of every inline kind beside a String, each with a non-default initial value. */
@BriskCodec
public class Counters {
    public int hits = -1;
    public long total = -2;
    public double mean = -3.5;
    public boolean done = true;
    public String label = "none";
}
