package dev.brisk.bench.bind;

import dev.brisk.bind.BriskCodec;

/** One datum of the seed-004 statemap stream; time and entity arrive as quoted numbers. */
@BriskCodec
public final class StatemapModel {
    public long time;
    public long entity;
    public int state;
}
