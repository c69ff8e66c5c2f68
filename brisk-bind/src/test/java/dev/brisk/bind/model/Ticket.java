package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonCreator;
import dev.brisk.bind.JsonName;
import dev.brisk.bind.JsonRequired;

/** A creator beside a setter and a plain field: the creator takes its values, then the others are set. */
@BriskCodec
public class Ticket {
    private final long id;
    private int seat = -1;
    public double price = 9.5;
    public boolean used;

    @JsonCreator
    public Ticket(@JsonName("id") @JsonRequired long id) { this.id = id; }

    public long getId() { return id; }
    public int getSeat() { return seat; }
    public void setSeat(int seat) {
        if (seat < 0) throw new IllegalArgumentException("seat must not be negative");
        this.seat = seat;
    }
}
