package dev.brisk.bench.bind;

import dev.brisk.bench.corpus.Corpus;

import java.lang.reflect.Type;

/** Binds citm_catalog.json (maps of names, events, performances) with every library. */
public class CitmCatalogBind extends BindBenchmark {
    @Override Type type() { return CitmModel.Root.class; }

    @Override byte[] input() { return Corpus.named("citm_catalog").load(); }
}
