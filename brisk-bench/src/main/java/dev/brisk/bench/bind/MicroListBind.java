package dev.brisk.bench.bind;

import java.lang.reflect.Type;

/** uPickle's second micro case: a list of 1000 mixed records. */
public class MicroListBind extends BindBenchmark {
    @Override Type type() { return MicroModel.Batch.class; }

    @Override byte[] input() { return Binders.BRISK.writeBytes(MicroModel.batch(1000), MicroModel.Batch.class); }
}
