package dev.brisk.bench.bind;

import dev.brisk.bench.corpus.Corpus;

import java.lang.reflect.Type;

/** Binds twitter.json (statuses with users and entities) with every library. */
public class TwitterBind extends BindBenchmark {
    @Override Type type() { return TwitterModel.Root.class; }

    @Override byte[] input() { return Corpus.named("twitter").load(); }
}
