package dev.brisk.bench.bind;

import java.lang.reflect.Type;

/** The jvm-serializers media content document (~0.5 KB): a small object graph with two enums. */
public class MediaContentBind extends BindBenchmark {
    @Override Type type() { return MediaContentModel.MediaContent.class; }

    @Override byte[] input() {
        return Binders.BRISK.writeBytes(MediaContentModel.keynote(), MediaContentModel.MediaContent.class);
    }
}
