package dev.brisk.bind.features;

import dev.brisk.bind.BriskCodec;

import java.util.Objects;

/** A point on the map, unwrapped into {@link Postal}. */
@BriskCodec
public class Position {
    public Double lat;
    public Double lon;

    public Position() { }

    public Position(Double lat, Double lon) {
        this.lat = lat;
        this.lon = lon;
    }

    @Override public boolean equals(Object o) { return o instanceof Position p && Objects.equals(lat, p.lat) && Objects.equals(lon, p.lon); }
    @Override public int hashCode() { return Objects.hash(lat, lon); }
    @Override public String toString() { return "Position[" + lat + ", " + lon + "]"; }
}
