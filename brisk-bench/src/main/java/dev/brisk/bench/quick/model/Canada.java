package dev.brisk.bench.quick.model;

import java.util.List;
import java.util.Map;

/** A model of canada.json (GeoJSON) for the binding cases: numbers into {@code double[][][]}. */
public final class Canada {

    private Canada() {
    }

    public static final class FeatureCollection {
        public String type;
        public List<Feature> features;
    }

    public static final class Feature {
        public String type;
        public Map<String, String> properties;
        public Geometry geometry;
    }

    public static final class Geometry {
        public String type;
        public double[][][] coordinates;
    }
}
