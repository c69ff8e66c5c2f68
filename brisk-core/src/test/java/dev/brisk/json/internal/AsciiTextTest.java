package dev.brisk.json.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class AsciiTextTest {
    @Test
    void asciiTextIsItsBytes() {
        String doc = "{\"a\":[1,2.5,\"x y\\n\"],\"b\":null}\t\r\n";
        assertArrayEquals(doc.getBytes(StandardCharsets.US_ASCII), AsciiText.bytesOrNull(doc));
        assertArrayEquals(new byte[0], AsciiText.bytesOrNull(""));
        assertArrayEquals(new byte[] {'1', ' ', ' ', ' ', 0}, AsciiText.bytesOrNull("1   \0"), "a NUL past the first four chars");
    }

    @Test
    void anythingElseIsReadAsChars() {
        assertNull(AsciiText.bytesOrNull("\"caf\u00e9\""), "Latin-1");
        assertNull(AsciiText.bytesOrNull("\"\u4e2d\""), "three UTF-8 bytes");
        assertNull(AsciiText.bytesOrNull("\"\ud83d\ude00\""), "a surrogate pair");
        assertNull(AsciiText.bytesOrNull("\"\ud800\""), "an unpaired surrogate, which UTF-8 would make one '?'");
        assertNull(AsciiText.bytesOrNull("[\"\udc00\",\"\ud83d\ude00\"]"), "an unpaired surrogate beside a pair");
        assertNull(AsciiText.bytesOrNull("\"why?\""), "a '?' (rare) is not told apart from a surrogate made '?'");
        assertNull(AsciiText.bytesOrNull("\0{}"), "a NUL up front, where bytes would be taken for UTF-16");
        assertNull(AsciiText.bytesOrNull("{}\0"), "a NUL at char 3");
    }
}
