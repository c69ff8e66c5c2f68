package dev.brisk.bench.bind;

import java.lang.reflect.Type;

/** The jvm-serializers media content document (~0.5 KB): a small object graph with two enums. */
public class MediaContentBind extends BindBenchmark {
    @Override Type type() { return MediaContentModel.MediaContent.class; }

    @Override byte[] input() {
        return Binders.BRISK.writeBytes(MediaContentModel.keynote(), MediaContentModel.MediaContent.class);
    }

    /** The document as a String, as many services hold a request body: {@code Brisk.read(String)}. */
    String text;

    @org.openjdk.jmh.annotations.Setup
    public void setUpText() { text = new String(json, java.nio.charset.StandardCharsets.UTF_8); }

    @org.openjdk.jmh.annotations.Benchmark
    public Object readBriskGeneratedString() { return Binders.BRISK.read(text, MediaContentModel.MediaContent.class); }

    /** Not Brisk's API: the ceilings of {@link MediaContentByHand}, checked against Brisk's read here. */
    @org.openjdk.jmh.annotations.Setup
    public void checkByHand() {
        byte[] expected = binders.writeBrisk(value);
        if (!MediaContentByHand.cursorReadsAll(json)) throw new IllegalStateException("the BytesCursor gave up on MediaContent");
        for (Object read : new Object[] {MediaContentByHand.readApi(json), MediaContentByHand.readBytes(json), MediaContentByHand.readCursor(json)}) {
            if (!java.util.Arrays.equals(binders.writeBrisk(read), expected)) {
                throw new IllegalStateException("MediaContentByHand read different data than Brisk");
            }
        }
    }

    @org.openjdk.jmh.annotations.Benchmark
    public Object readByHandApi() { return MediaContentByHand.readApi(json); }

    @org.openjdk.jmh.annotations.Benchmark
    public Object readByHandBytes() { return MediaContentByHand.readBytes(json); }

    @org.openjdk.jmh.annotations.Benchmark
    public Object readByHandCursor() { return MediaContentByHand.readCursor(json); }

    @org.openjdk.jmh.annotations.Benchmark
    public Object readCodecCursor() { return MediaContentByHand.readCodecCursor(json); }
}
