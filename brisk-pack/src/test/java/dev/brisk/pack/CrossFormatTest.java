package dev.brisk.pack;

import java.io.IOException;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** VelocyPack and MessagePack convert into each other through the sink, with no tree or JSON. */
class CrossFormatTest {

    static Stream<String> corpora() { return Corpora.names(); }

    @ParameterizedTest
    @MethodSource("corpora")
    void velocyPackToMessagePackReadsBackThroughMsgpackCore(String name) throws IOException {
        byte[] json = Corpora.read(name);
        PackBuilder b = new PackBuilder();
        JsonIn.copy(json, b);
        MsgPackWriter w = MsgPackWriter.toBytes();
        Slice.of(b.toByteArray()).copyTo(w); // size hints from the slice: headers written at once
        Canon.assertSame(Canon.of(json, false), MsgPackRef.canon(w.toByteArray()), name);
    }

    @ParameterizedTest
    @MethodSource("corpora")
    void messagePackToVelocyPackReadsBackThroughTheReferenceSlice(String name) throws IOException {
        byte[] json = Corpora.read(name);
        PackBuilder b = new PackBuilder();
        MsgPackReader.of(MsgPackRef.pack(json)).copyTo(b);
        Canon.assertSame(Canon.of(json, true), VPackRef.canon(VPackRef.slice(b.toByteArray())), name);
    }
}
