package dev.brisk.bench.bind;

import dev.brisk.bind.Brisk;
import dev.brisk.bind.TypeToken;
import dev.brisk.json.BytesCursor;
import dev.brisk.json.JsonException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The benchmark documents through the bytes cursor against the JsonReader read (a heap
 * ByteBuffer, which never takes the cursor), with generated and with reflective codecs: each
 * document as it is and spread over lines is read by the cursor itself (so the benchmarks
 * measure the cursor) into the reader's value (github_events too: its {@code Map<String, Object>}
 * payloads are natural values, which the cursor reads since session 16), and a few hundred broken
 * copies of it (cut short,
 * a byte deleted or changed) give the reader's value or its very error through
 * {@code Brisk.read(byte[])}.
 */
class BytesReadOnBenchModelsTest {
    /** Bytes written over one of the document's: structure, a digit, a letter, an escape, a byte no UTF-8 has. */
    private static final byte[] BREAKERS = {'}', ']', '"', ',', ':', '0', 'x', '\\', (byte) 0xFF};

    static Stream<BindBenchmark> documents() {
        return Stream.of(new MediaContentBind(), new UserBind(), new UsersBind(), new TwitterBind(), new CitmCatalogBind(),
                new GithubEventsBind(), new CanadaBind(), new MicroListBind());
    }

    @ParameterizedTest
    @MethodSource("documents")
    void generatedCodecsReadTheDocumentThroughTheCursor(BindBenchmark bench) {
        check(Binders.BRISK, bench);
    }

    @ParameterizedTest
    @MethodSource("documents")
    void reflectiveCodecsReadTheDocumentThroughTheCursor(BindBenchmark bench) {
        check(Binders.BRISK_REFLECTIVE, bench);
    }

    private static void check(Brisk brisk, BindBenchmark bench) {
        @SuppressWarnings("unchecked") TypeToken<Object> type = (TypeToken<Object>) TypeToken.of(bench.type());
        byte[] json = bench.input();
        for (byte[] doc : new byte[][] {json, spread(json)}) {
            BytesCursor cursor = BytesCursor.over(doc);
            Object value = brisk.codec(type).readBytes(cursor);
            assertTrue(cursor.finish(), "the cursor read the document itself");
            byte[] expected = brisk.writeBytes(brisk.read(ByteBuffer.wrap(doc), type), type.type());
            assertArrayEquals(expected, brisk.writeBytes(value, type.type()));
            assertArrayEquals(expected, brisk.writeBytes(brisk.read(doc, type), type.type()));
        }
        Random random = new Random(json.length);
        for (int k = 0; k < 300; k++) {
            int at = random.nextInt(json.length);
            byte[] broken;
            switch (k % 3) {
                case 0: broken = java.util.Arrays.copyOf(json, at); break;
                case 1: {
                    broken = new byte[json.length - 1];
                    System.arraycopy(json, 0, broken, 0, at);
                    System.arraycopy(json, at + 1, broken, at, json.length - at - 1);
                    break;
                }
                default: {
                    broken = json.clone();
                    broken[at] = BREAKERS[random.nextInt(BREAKERS.length)];
                }
            }
            sameOutcome(brisk, type, broken);
        }
    }

    private static void sameOutcome(Brisk brisk, TypeToken<Object> type, byte[] doc) {
        Object expected;
        try {
            expected = brisk.read(ByteBuffer.wrap(doc), type);
        } catch (JsonException e) {
            JsonException got = assertThrows(JsonException.class, () -> brisk.read(doc, type));
            assertEquals(e.getMessage(), got.getMessage());
            assertEquals(e.offset(), got.offset());
            assertEquals(e.line(), got.line());
            assertEquals(e.column(), got.column());
            assertEquals(e.path(), got.path());
            return;
        }
        assertArrayEquals(brisk.writeBytes(expected, type.type()), brisk.writeBytes(brisk.read(doc, type), type.type()));
    }

    /** The document with a line break and indentation after every brace, bracket, comma and colon outside strings. */
    private static byte[] spread(byte[] json) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(json.length * 2);
        boolean inString = false;
        for (int i = 0; i < json.length; i++) {
            byte c = json[i];
            out.write(c);
            if (inString) {
                if (c == '\\') out.write(json[++i]);
                else if (c == '"') inString = false;
            } else if (c == '"') {
                inString = true;
            } else if (c == '{' || c == '[' || c == ',' || c == ':') {
                out.write('\n');
                out.write(' ');
                out.write('\t');
            }
        }
        return out.toByteArray();
    }
}
