package dev.brisk.bind.jackson;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.brisk.bind.BriskCodec;

import java.util.Objects;

/** A sensor's daily reading: two spans unwrapped with a unit after each name ({@code min_celsius}). */
@BriskCodec
public class Reading {
    public String sensor;
    @JsonUnwrapped(suffix = "_celsius") public Span temperature;
    @JsonUnwrapped(suffix = "_percent") public Span humidity;

    @Override public boolean equals(Object o) {
        return o instanceof Reading r && Objects.equals(sensor, r.sensor) && Objects.equals(temperature, r.temperature)
                && Objects.equals(humidity, r.humidity);
    }
    @Override public int hashCode() { return Objects.hash(sensor, temperature, humidity); }
    @Override public String toString() { return "Reading[" + sensor + ", " + temperature + ", " + humidity + "]"; }
}
