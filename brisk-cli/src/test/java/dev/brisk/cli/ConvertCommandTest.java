package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageUnpacker;

class ConvertCommandTest {

    private static final ObjectMapper JACKSON = new ObjectMapper();

    /**
     * Equality within the documented number mapping: MessagePack keeps integers but turns other
     * numbers into float64, so 1.0 may come back as 1. Numbers compare by value; all else exactly.
     */
    private static void assertSameDocument(JsonNode expected, byte[] json, String how) throws IOException {
        JsonNode actual = JACKSON.readTree(json);
        java.util.Comparator<JsonNode> byValue = (a, b) -> {
            if (a.isNumber() && b.isNumber()) {
                return a.decimalValue().compareTo(b.decimalValue()) == 0
                        || a.doubleValue() == b.doubleValue() ? 0 : 1;
            }
            return a.equals(b) ? 0 : 1;
        };
        assertTrue(expected.equals(byValue, actual), how + ": the document changed");
    }

    private static byte[] convert(byte[] input, String from, String to) {
        Run r = Run.withStdin(input, "convert", "--from", from, "--to", to);
        assertEquals(Main.OK, r.status, () -> from + " → " + to + ": " + r);
        assertEquals("", r.stderr);
        return r.stdout;
    }

    @ParameterizedTest
    @MethodSource("dev.brisk.cli.CorpusFiles#names")
    void everyCorpusRoundTripsThroughEveryPairOfFormats(String name) throws IOException {
        byte[] json = CorpusFiles.read(name);
        JsonNode expected = JACKSON.readTree(json);
        byte[] msgpack = convert(json, "json", "msgpack");
        byte[] vpack = convert(json, "json", "vpack");
        assertSameDocument(expected, convert(msgpack, "msgpack", "json"), "via msgpack");
        assertSameDocument(expected, convert(vpack, "vpack", "json"), "via vpack");
        byte[] vpackFromMsgpack = convert(msgpack, "msgpack", "vpack");
        byte[] msgpackFromVpack = convert(vpack, "vpack", "msgpack");
        assertArrayEquals(vpack, vpackFromMsgpack, "msgpack → vpack gives the same bytes as json → vpack");
        assertArrayEquals(msgpack, msgpackFromVpack, "vpack → msgpack gives the same bytes as json → msgpack");
        assertSameDocument(expected, convert(vpackFromMsgpack, "vpack", "json"), "via msgpack and vpack");
        // JSON to JSON is a strict minify: the very same document
        assertTrue(expected.equals(JACKSON.readTree(convert(json, "json", "json"))), "json → json");
    }

    @Test
    void messagePackOutputIsReadByMsgpackCore() throws IOException {
        byte[] mp = convert("{\"a\":[1,-2,3.5,\"x\",true,null],\"b\":{}}".getBytes(), "json", "msgpack");
        try (MessageUnpacker u = MessagePack.newDefaultUnpacker(mp)) {
            assertEquals(2, u.unpackMapHeader());
            assertEquals("a", u.unpackString());
            assertEquals(6, u.unpackArrayHeader());
            assertEquals(1, u.unpackInt());
            assertEquals(-2, u.unpackInt());
            assertEquals(3.5, u.unpackDouble());
            assertEquals("x", u.unpackString());
            assertTrue(u.unpackBoolean());
            u.unpackNil();
            assertEquals("b", u.unpackString());
            assertEquals(0, u.unpackMapHeader());
            assertTrue(!u.hasNext());
        }
    }

    @Test
    void ndjsonStreamsValueByValueThroughMessagePack() {
        String lines = "{\"a\":1}\n[1,2]\n\"x\"\n";
        byte[] mp = convert2(lines.getBytes(), "json", "msgpack", "--ndjson");
        Run back = Run.withStdin(mp, "convert", "--from", "msgpack", "--to", "json", "--ndjson");
        assertEquals(Main.OK, back.status, back::toString);
        assertEquals(lines, back.out());
        Run single = Run.withStdin(mp, "convert", "--from", "msgpack", "--to", "json");
        assertEquals(Main.INVALID, single.status, "several values need --ndjson");
        assertTrue(single.stderr.startsWith("<stdin>: at byte "), single::toString);
    }

    private static byte[] convert2(byte[] input, String from, String to, String flag) {
        Run r = Run.withStdin(input, "convert", "--from", from, "--to", to, flag);
        assertEquals(Main.OK, r.status, r::toString);
        return r.stdout;
    }

    @Test
    void prettyJsonOutputOnRequest() {
        byte[] mp = convert("{\"a\":[1]}".getBytes(), "json", "msgpack");
        Run r = Run.withStdin(mp, "convert", "--from", "msgpack", "--to", "json", "--indent", "2");
        assertEquals("{\n  \"a\": [\n    1\n  ]\n}\n", r.out());
    }

    @Test
    void filesAsInputAndOutput(@TempDir Path tmp) throws IOException {
        Path in = Files.writeString(tmp.resolve("in.json"), "{\"k\":[1,2,3]}");
        Path mp = tmp.resolve("out.mp");
        Run r = Run.of("convert", "--from", "json", "--to", "msgpack", in.toString(), mp.toString());
        assertEquals(Main.OK, r.status, r::toString);
        assertEquals(0, r.stdout.length);
        Run back = Run.of("convert", "--from", "msgpack", "--to", "json", mp.toString(), "-");
        assertEquals("{\"k\":[1,2,3]}\n", back.out());
    }

    @Test
    void invalidInputOfEachFormatExitsWithOneAndAPosition() {
        Run json = Run.withStdin("{\"a\":}", "convert", "--from", "json", "--to", "msgpack");
        assertEquals(Main.INVALID, json.status);
        assertTrue(json.stderr.startsWith("<stdin>:1:6: "), json::toString);

        byte[] mp = convert("[1,2,\"abc\"]".getBytes(), "json", "msgpack");
        Run truncated = Run.withStdin(Arrays.copyOf(mp, mp.length - 2), "convert", "--from", "msgpack", "--to", "json");
        assertEquals(Main.INVALID, truncated.status, truncated::toString);
        assertTrue(truncated.stderr.startsWith("<stdin>: at byte "), truncated::toString);

        byte[] vp = convert("{\"a\":[1,2,3],\"b\":\"x\"}".getBytes(), "json", "vpack");
        Run badVpack = Run.withStdin(Arrays.copyOf(vp, vp.length - 1), "convert", "--from", "vpack", "--to", "json");
        assertEquals(Main.INVALID, badVpack.status, badVpack::toString);
        assertTrue(badVpack.stderr.startsWith("<stdin>: "), badVpack::toString);

        Run neverUsed = Run.withStdin(new byte[] {(byte) 0xc1}, "convert", "--from", "msgpack", "--to", "json");
        assertEquals(Main.INVALID, neverUsed.status, neverUsed::toString);
    }

    @Test
    void emptyInputIsInvalidInEveryFormat() {
        for (String from : new String[] {"json", "msgpack", "vpack"}) {
            Run r = Run.withStdin(new byte[0], "convert", "--from", from, "--to", "json");
            assertEquals(Main.INVALID, r.status, from + ": " + r);
            assertTrue(r.stderr.contains("empty"), from + ": " + r);
        }
    }

    @Test
    void usageAndFileErrors(@TempDir Path tmp) {
        assertEquals(Main.TROUBLE, Run.of("convert", "--to", "json").status);
        assertEquals(Main.TROUBLE, Run.of("convert", "--from", "json").status);
        Run bad = Run.of("convert", "--from", "yaml", "--to", "json");
        assertEquals(Main.TROUBLE, bad.status);
        assertTrue(bad.stderr.contains("--from must be json, vpack or msgpack, not 'yaml'"), bad::toString);
        assertEquals(Main.TROUBLE, Run.of("convert", "--from", "json", "--to", "vpack", "--ndjson").status);
        assertEquals(Main.TROUBLE, Run.of("convert", "--from", "json", "--to", "msgpack", "--indent", "2").status);
        assertEquals(Main.TROUBLE, Run.of("convert", "--from", "json", "--to", "json", "a", "b", "c").status);
        Run missing = Run.of("convert", "--from", "json", "--to", "json", tmp.resolve("none").toString());
        assertEquals(Main.TROUBLE, missing.status);
        assertTrue(missing.stderr.endsWith("none: no such file\n"), missing::toString);
        Run dir = Run.of("convert", "--from", "json", "--to", "json", tmp.toString());
        assertEquals(Main.TROUBLE, dir.status);
        assertTrue(dir.stderr.endsWith(": is a directory\n"), dir::toString);
    }
}
