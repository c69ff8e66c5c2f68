package dev.brisk.bench.bind;

import com.dslplatform.json.CompiledJson;
import io.avaje.jsonb.Json;
import dev.brisk.bind.BriskCodec;

import java.util.List;
import java.util.Map;

/** canada.json as GeoJSON: a feature collection of polygons (coordinates as double[][][]). */
public final class CanadaModel {
    private CanadaModel() { }

    @BriskCodec @CompiledJson @Json
    public static final class Root {
        public String type;
        public List<Feature> features;
    }

    @BriskCodec @CompiledJson @Json
    public static final class Feature {
        public String type;
        public Map<String, String> properties;
        public Geometry geometry;
    }

    @BriskCodec @CompiledJson @Json
    public static final class Geometry {
        public String type;
        public double[][][] coordinates;
    }
}
