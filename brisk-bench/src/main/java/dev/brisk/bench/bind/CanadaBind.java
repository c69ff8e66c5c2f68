package dev.brisk.bench.bind;

import dev.brisk.bench.corpus.Corpus;

import java.lang.reflect.Type;

/** Binds canada.json (GeoJSON polygons: arrays of doubles) with every library. */
public class CanadaBind extends BindBenchmark {
    @Override Type type() { return CanadaModel.Root.class; }

    @Override byte[] input() { return Corpus.named("canada").load(); }
}
