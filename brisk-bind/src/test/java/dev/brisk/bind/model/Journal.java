package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonIgnore;

import java.util.ArrayList;
import java.util.List;

/** Setters that record their calls beside plain fields: when and how often binding calls them. */
@BriskCodec
public class Journal {
    public int count;
    public String title;
    private long stamp;
    private String owner;
    @JsonIgnore public final List<String> calls = new ArrayList<>();

    public long getStamp() { return stamp; }
    public void setStamp(long stamp) {
        calls.add("stamp=" + stamp + " count=" + count + " title=" + title);
        this.stamp = stamp;
    }
    public String getOwner() { return owner; }
    public void setOwner(String owner) {
        if ("bad".equals(owner)) throw new IllegalArgumentException("bad owner");
        calls.add("owner=" + owner);
        this.owner = owner;
    }
}
