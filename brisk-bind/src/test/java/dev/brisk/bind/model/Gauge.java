package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;

/** Primitive fields behind boxed getters that may return null (no reading yet): null is absent, never unboxed. */
@BriskCodec
public class Gauge {
    private int level = -1;
    private double ratio = Double.NaN;
    private boolean on;

    public Integer getLevel() { return level < 0 ? null : level; }
    public void setLevel(int level) { this.level = level; }
    public Double getRatio() { return Double.isNaN(ratio) ? null : ratio; }
    public void setRatio(double ratio) { this.ratio = ratio; }
    public Boolean getOn() { return on ? Boolean.TRUE : null; }
    public void setOn(boolean on) { this.on = on; }
}
