package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.brisk.json.JsonSink;
import dev.brisk.json.Names;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.function.Supplier;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;
import net.jqwik.api.constraints.UniqueElements;

/**
 * A codec's prepared names ({@link JsonSink#name(Names, int)}) are copied as UTF-8 by the binary
 * writers: the bytes must be exactly those of the same names given as Strings, for every length
 * class of header (fixstr, str8, str16; VelocyPack's short and long strings) and any text.
 */
class PreparedNamesTest {

    private static <S extends JsonSink> void writeObject(S sink, Names names, boolean prepared) {
        sink.beginObject();
        for (int i = 0; i < names.size(); i++) {
            if (prepared) sink.name(names, i); else sink.name(names.get(i));
            sink.numberValue(i);
        }
        sink.endObject();
    }

    private static void sameBytes(List<String> list, Supplier<JsonSink> make, java.util.function.Function<JsonSink, byte[]> bytes) {
        Names names = Names.of(list);
        JsonSink asStrings = make.get();
        writeObject(asStrings, names, false);
        JsonSink asPrepared = make.get();
        writeObject(asPrepared, names, true);
        assertArrayEquals(bytes.apply(asStrings), bytes.apply(asPrepared), list.toString());
    }

    @Property(tries = 300)
    void preparedNamesWriteTheBytesOfTheirStrings(
            @ForAll @Size(min = 1, max = 12) @UniqueElements List<@StringLength(max = 300) String> raw) {
        // names must be valid UTF-16 (Names refuses lone surrogates): keep those that round-trip
        LinkedHashSet<String> valid = new LinkedHashSet<>();
        for (String s : raw) {
            if (new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8).equals(s)) valid.add(s);
        }
        if (valid.isEmpty()) return;
        List<String> list = new ArrayList<>(valid);
        sameBytes(list, MsgPackWriter::toBytes, s -> ((MsgPackWriter) s).toByteArray());
        sameBytes(list, PackBuilder::new, s -> ((PackBuilder) s).toByteArray());
    }

    @Property(tries = 50)
    void everyHeaderLengthIsCovered(@ForAll("lengths") int length) {
        String name = "é".repeat(length / 2) + "x".repeat(length % 2); // length bytes of UTF-8
        Names names = Names.of(name, "k");
        assertEquals(length, names.utf8Length(0));
        sameBytes(List.of(name, "k"), MsgPackWriter::toBytes, s -> ((MsgPackWriter) s).toByteArray());
        sameBytes(List.of(name, "k"), PackBuilder::new, s -> ((PackBuilder) s).toByteArray());
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<Integer> lengths() {
        return net.jqwik.api.Arbitraries.of(0, 1, 30, 31, 32, 126, 127, 128, 255, 256, 257, 65535, 65536, 70000);
    }
}
