package dev.brisk.bench.bind;

import java.lang.reflect.Type;

/** uPickle's first micro case: one small record of mixed fields (ints, strings, a nested record, a list). */
public class MicroRecordBind extends BindBenchmark {
    @Override Type type() { return MicroModel.Mixed.class; }

    @Override byte[] input() { return Binders.BRISK.writeBytes(MicroModel.mixed(7), MicroModel.Mixed.class); }
}
