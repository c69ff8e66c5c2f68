package dev.brisk.bind.features;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonName;
import dev.brisk.bind.JsonUnwrapped;

import java.util.Objects;

/** An address whose position is unwrapped into it, with a prefix and a suffix; itself unwrapped into {@link Contact}. */
@BriskCodec
public class Postal {
    public String street;
    @JsonName("town") public String city;
    private Position position;

    public Postal() { }

    public Postal(String street, String city, Position position) {
        this.street = street;
        this.city = city;
        this.position = position;
    }

    @JsonUnwrapped(prefix = "pos_", suffix = "_deg")
    public Position getPosition() { return position; }
    public void setPosition(Position position) { this.position = position; }

    @Override public boolean equals(Object o) {
        return o instanceof Postal p && Objects.equals(street, p.street) && Objects.equals(city, p.city) && Objects.equals(position, p.position);
    }
    @Override public int hashCode() { return Objects.hash(street, city, position); }
    @Override public String toString() { return "Postal[" + street + ", " + city + ", " + position + "]"; }
}
