package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class VelocyPackCompatibilityTest {

    static Stream<String> corpora() { return Corpora.names(); }

    @ParameterizedTest
    @MethodSource("corpora")
    void packBuilderOutputReadsBackThroughTheReferenceSliceAsTheSameValues(String name) throws IOException {
        byte[] json = Corpora.read(name);
        // the default (large containers indexed) and all-compact; generated trees also try 0
        for (int limit : new int[] {8, Integer.MAX_VALUE}) {
            PackBuilder pb = new PackBuilder().compactLimit(limit);
            JsonIn.copy(json, pb);
            Canon.assertSame(Canon.of(json, true), VPackRef.canon(VPackRef.slice(pb.toByteArray())), name + " limit " + limit);
        }
    }

    @ParameterizedTest
    @MethodSource("corpora")
    void referenceBuilderOutputReadsThroughSliceAsTheSameValues(String name) throws IOException {
        byte[] json = Corpora.read(name);
        for (boolean unindexed : new boolean[] {false, true}) {
            Slice s = Slice.of(VPackRef.build(json, unindexed));
            Canon c = new Canon(true);
            s.copyTo(c);
            Canon.assertSame(Canon.of(json, true), c.result(), name + " unindexed " + unindexed);
        }
    }

    @ParameterizedTest
    @MethodSource("corpora")
    void jsonToVelocyPackToJsonKeepsTheDocumentAndItsMemberOrder(String name) throws IOException {
        byte[] json = Corpora.read(name);
        PackBuilder pb = new PackBuilder();
        JsonIn.copy(json, pb);
        Canon c = new Canon(false);
        Slice.of(pb.toByteArray()).copyTo(c);
        Canon.assertSame(Canon.of(json, false), c.result());
    }
}
