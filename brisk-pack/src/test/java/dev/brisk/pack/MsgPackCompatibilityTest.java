package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.brisk.json.JsonWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class MsgPackCompatibilityTest {

    static Stream<String> corpora() { return Corpora.names(); }

    @ParameterizedTest
    @MethodSource("corpora")
    void writerOutputReadsBackThroughMsgpackCoreAsTheSameValues(String name) throws IOException {
        byte[] json = Corpora.read(name);
        MsgPackWriter w = MsgPackWriter.toBytes();
        JsonIn.copy(json, w);
        Canon.assertSame(Canon.of(json, false), MsgPackRef.canon(w.toByteArray()));
    }

    @ParameterizedTest
    @MethodSource("corpora")
    void msgpackCoreOutputReadsThroughTheReaderAsTheSameValues(String name) throws IOException {
        byte[] json = Corpora.read(name);
        byte[] packed = MsgPackRef.pack(json);
        Canon c = new Canon(false);
        MsgPackReader.of(packed).copyTo(c);
        Canon.assertSame(Canon.of(json, false), c.result());
        Canon s = new Canon(false);
        MsgPackReader.of(new ByteArrayInputStream(packed)).copyTo(s); // the stream path
        Canon.assertSame(c.result(), s.result());
    }

    @ParameterizedTest
    @MethodSource("corpora")
    void jsonToMessagePackToJsonReproducesTheDocument(String name) throws IOException {
        byte[] json = Corpora.read(name);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (MsgPackWriter w = MsgPackWriter.to(bytes)) {
            JsonIn.copy(json, w);
        }
        JsonWriter out = JsonWriter.create();
        MsgPackReader.of(bytes.toByteArray()).copyTo(out);
        Canon.assertSame(Canon.ofLoose(json), Canon.ofLoose(out.toByteArray()), name);
    }

    @ParameterizedTest
    @MethodSource("corpora")
    void jsonToVelocyPackToJsonThroughTheJsonWriterReproducesTheDocument(String name) throws IOException {
        byte[] json = Corpora.read(name);
        PackBuilder b = new PackBuilder();
        JsonIn.copy(json, b);
        JsonWriter out = JsonWriter.create();
        Slice.of(b.toByteArray()).copyTo(out);
        Canon.assertSame(Canon.ofLoose(json), Canon.ofLoose(out.toByteArray()), name);
    }
}
