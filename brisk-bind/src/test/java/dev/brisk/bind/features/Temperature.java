package dev.brisk.bind.features;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonCreator;
import dev.brisk.bind.JsonName;

/** Read through a static factory, written through its getters. */
@BriskCodec
public final class Temperature {
    private final double celsius;
    private final String sensor;

    private Temperature(double celsius, String sensor) {
        this.celsius = celsius;
        this.sensor = sensor;
    }

    @JsonCreator
    public static Temperature of(@JsonName("celsius") double celsius, @JsonName("sensor") String sensor) {
        if (celsius < -273.15) throw new IllegalArgumentException("below absolute zero: " + celsius);
        return new Temperature(celsius, sensor == null ? "unknown" : sensor);
    }

    public double getCelsius() { return celsius; }
    public String getSensor() { return sensor; }

    @Override public boolean equals(Object o) {
        return o instanceof Temperature t && t.celsius == celsius && t.sensor.equals(sensor);
    }
    @Override public int hashCode() { return Double.hashCode(celsius); }
    @Override public String toString() { return celsius + "C@" + sensor; }
}
