package dev.brisk.bind.jackson;

import dev.brisk.bind.BriskCodec;

import java.util.Objects;

/** Unwrapped inside an unwrapped {@link Address}: its prefix goes after the address's. Boxed, as {@link Span}. */
@BriskCodec
public class GeoPoint {
    public Double lat;
    public Double lon;

    public GeoPoint() { }

    public GeoPoint(Double lat, Double lon) {
        this.lat = lat;
        this.lon = lon;
    }

    @Override public boolean equals(Object o) { return o instanceof GeoPoint g && Objects.equals(lat, g.lat) && Objects.equals(lon, g.lon); }
    @Override public int hashCode() { return Objects.hash(lat, lon); }
    @Override public String toString() { return "GeoPoint[" + lat + ", " + lon + "]"; }
}
