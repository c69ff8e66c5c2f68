package dev.brisk.bench.bind;

import dev.brisk.bench.corpus.Corpus;
import dev.brisk.bind.Types;

import java.lang.reflect.Type;
import java.util.List;

/** Binds github_events.json (a top-level array of events with free-form payloads) with every library. */
public class GithubEventsBind extends BindBenchmark {
    @Override Type type() { return Types.parameterized(List.class, GithubModel.Event.class); }

    @Override byte[] input() { return Corpus.named("github_events").load(); }
}
