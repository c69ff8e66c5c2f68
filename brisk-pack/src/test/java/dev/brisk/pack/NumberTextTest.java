package dev.brisk.pack;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * Number text into the binary writers: byte slices through core's {@code PlainNumbers} (tested
 * there), the rest by the text's own form; both writers agree for every form.
 */
class NumberTextTest {

    @Test
    void bothWritersTakeTheSamePathForEveryForm() {
        MsgPackWriter w = MsgPackWriter.toBytes();
        JsonIn.copy(("[0,-1,1e2,1.5,123456789012345678,-123456789012345678,12345678901234567890,-0,"
                + "-999999999999999999,1234567890123456789]").getBytes(StandardCharsets.UTF_8), w);
        assertArrayEquals(HexFormat.of().parseHex("9a" + "00" + "ff" + "cb4059000000000000" + "cb3ff8000000000000"
                + "cf01b69b4ba630f34e" + "d3fe4964b459cf0cb2" + "cfab54a98ceb1f0ad2" + "00"
                + "d3f21f494c589c0001" + "cf112210f47de98115"), w.toByteArray());
        PackBuilder b = new PackBuilder();
        JsonIn.copy("[-6,9,10,-7,1e0,0.5,-999999999999999999,-0]".getBytes(StandardCharsets.UTF_8), b);
        Slice s = Slice.of(b.toByteArray());
        assertEquals(-6, s.at(0).getLong());
        assertEquals(9, s.at(1).getLong());
        assertEquals(10, s.at(2).getLong());
        assertEquals(-7, s.at(3).getLong());
        assertEquals(SliceType.DOUBLE, s.at(4).type());
        assertEquals(0.5, s.at(5).getDouble());
        assertEquals(-999_999_999_999_999_999L, s.at(6).getLong());
        assertEquals(0, s.at(7).getLong());
    }
}
