package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Test helper for the mutation tests: damages documents and reads each damaged input every way
 * the reader offers, insisting that each way ends in success or a located {@link JsonException}
 * and that all ways (and Jackson, where it is a fair judge) agree.
 */
final class MutationReading {
    private MutationReading() {}

    /** Bytes that tend to break things: structure, escapes, NUL, bad UTF-8 lead/continuation bytes, an encoded surrogate. */
    static final byte[][] NASTY = {
            {'"'}, {'\\'}, {'{'}, {'}'}, {'['}, {']'}, {','}, {':'}, {0}, {(byte) 0x80}, {(byte) 0xC0},
            {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xF5}, {(byte) 0xE2, (byte) 0x82}, {(byte) 0xF0, (byte) 0x9F},
            {'-'}, {'0'}, {'.'}, {'e'}, {'+'}, {'u'}, {'\\', 'u', 'D', '8'}, {'\\', 'u', 'D', 'C', '0', '0'}, {'1'},
            {' '}, {'\n'}, {'\t'}, {0x1F}, {0x7F}, {'t'}, {'n'}, {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, {(byte) 0xFF},
    };

    /** One to three seeded random mutations: flips, truncation, insertions, deletions, duplications. */
    static byte[] mutate(byte[] doc, Random random) {
        byte[] b = doc;
        int n = 1 + random.nextInt(3);
        for (int i = 0; i < n; i++) {
            int at = b.length == 0 ? 0 : random.nextInt(b.length + 1);
            switch (random.nextInt(7)) {
                case 0: // flip a bit
                    if (b.length > 0) { b = b.clone(); int p = Math.min(at, b.length - 1); b[p] ^= (byte) (1 << random.nextInt(8)); }
                    break;
                case 1: // truncate
                    b = java.util.Arrays.copyOf(b, at);
                    break;
                case 2: case 3: // insert a nasty byte sequence
                    b = insert(b, at, NASTY[random.nextInt(NASTY.length)]);
                    break;
                case 4: // replace a byte with a random one
                    if (b.length > 0) { b = b.clone(); b[Math.min(at, b.length - 1)] = (byte) random.nextInt(256); }
                    break;
                case 5: { // delete a short run
                    int len = Math.min(b.length - at, 1 + random.nextInt(3));
                    byte[] c = new byte[b.length - len];
                    System.arraycopy(b, 0, c, 0, at);
                    System.arraycopy(b, at + len, c, at, b.length - at - len);
                    b = c;
                    break;
                }
                default: { // duplicate a short run in place
                    int len = Math.min(b.length - at, 1 + random.nextInt(8));
                    b = insert(b, at, java.util.Arrays.copyOfRange(b, at, at + len));
                    break;
                }
            }
        }
        return b;
    }

    private static byte[] insert(byte[] b, int at, byte[] what) {
        byte[] c = new byte[b.length + what.length];
        System.arraycopy(b, 0, c, 0, at);
        System.arraycopy(what, 0, c, at, what.length);
        System.arraycopy(b, at, c, at + what.length, b.length - at);
        return c;
    }

    /** What one way of reading made of an input: a tree (or just "accepted" when the way builds none) or the error. */
    static final class Outcome {
        final String way;
        final JsonValue tree;
        final boolean accepted;
        final JsonException error;

        Outcome(String way, boolean accepted, JsonValue tree, JsonException error) {
            this.way = way;
            this.accepted = accepted;
            this.tree = tree;
            this.error = error;
        }

        @Override
        public String toString() {
            return way + ": " + (accepted ? "accepted " + (tree == null ? "" : Json.toString(tree)) : "rejected " + error.getMessage());
        }
    }

    static Outcome run(String way, byte[] input, Supplier<JsonValue> read) {
        try {
            return new Outcome(way, true, read.get(), null);
        } catch (JsonException e) {
            if (e.line() < 1 || e.column() < 1 || e.offset() < 0 || e.path() == null) {
                if (!(e.getCause() instanceof IOException)) {
                    fail(way + ": error without a full location: " + e.getMessage() + " for input " + describe(input), e);
                }
            }
            return new Outcome(way, false, null, e);
        } catch (Throwable t) {
            throw new AssertionError(way + ": foreign " + t + " for input " + describe(input), t);
        }
    }

    static String describe(byte[] input) {
        String hex = HexFormat.of().formatHex(input, 0, Math.min(input.length, 400));
        return "(" + input.length + " bytes) " + new String(input, 0, Math.min(input.length, 400), StandardCharsets.ISO_8859_1)
                .replaceAll("[^\\x20-\\x7e]", "?") + " hex " + hex;
    }

    static String strictUtf8(byte[] b) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(b)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    /** An InputStream handing out one byte per read call. */
    static InputStream trickle(byte[] b) {
        return new ByteArrayInputStream(b) {
            @Override
            public synchronized int read(byte[] dst, int off, int len) { return super.read(dst, off, Math.min(len, 1)); }
        };
    }

    /** A Reader handing out one char per read call. */
    static Reader trickle(String s) {
        return new StringReader(s) {
            @Override
            public int read(char[] dst, int off, int len) throws IOException { return super.read(dst, off, Math.min(len, 1)); }
        };
    }

    /** Reads with the token API only (peek and next*), building a tree; then insists on the end of input. */
    static JsonValue walk(JsonReader r) {
        try (r) {
            TreeBuilder b = new TreeBuilder();
            int depth = 0;
            do {
                switch (r.peek()) {
                    case BEGIN_OBJECT: r.beginObject(); b.beginObject(); depth++; break;
                    case END_OBJECT: r.endObject(); b.endObject(); depth--; break;
                    case BEGIN_ARRAY: r.beginArray(); b.beginArray(); depth++; break;
                    case END_ARRAY: r.endArray(); b.endArray(); depth--; break;
                    case NAME: b.name(r.nextName()); break;
                    case STRING: b.stringValue(r.nextString()); break;
                    case NUMBER: b.numberText(r.nextNumber().toString()); break;
                    case BOOLEAN: b.booleanValue(r.nextBoolean()); break;
                    case NULL: r.nextNull(); b.nullValue(); break;
                    case END_DOCUMENT: throw r.error("Unexpected end of input");
                    default: throw new AssertionError();
                }
            } while (depth > 0);
            if (r.peek() != JsonToken.END_DOCUMENT) throw r.error("Unexpected content after the value");
            return b.result();
        }
    }

    static JsonValue skip(JsonReader r) {
        try (r) {
            r.skipValue();
            if (r.peek() != JsonToken.END_DOCUMENT) throw r.error("Unexpected content after the value");
            return null;
        }
    }

    /** copyTo into a JsonWriter; the writer's output must be complete and parse back. */
    static JsonValue copy(JsonReader r) {
        try (r) {
            JsonWriter w = JsonWriter.create();
            r.copyTo(w);
            if (r.peek() != JsonToken.END_DOCUMENT) throw r.error("Unexpected content after the value");
            if (!w.isComplete()) throw new AssertionError("copyTo finished but the writer is not complete");
            byte[] out = w.toByteArray();
            try {
                return Json.parse(out);
            } catch (JsonException e) {
                throw new AssertionError("copyTo wrote JSON that does not parse: " + describe(out), e);
            }
        }
    }

    private static final Names SOME_NAMES = Names.of("id", "name", "text", "user", "a", "type", "x", "y", "z");

    /** A walk that never makes a String: names selected or skipped, strings selected, scalars skipped. */
    static JsonValue selectWalk(JsonReader r) {
        try (r) {
            int depth = 0;
            int step = 0;
            do {
                step++;
                switch (r.peek()) {
                    case BEGIN_OBJECT: r.beginObject(); depth++; break;
                    case END_OBJECT: r.endObject(); depth--; break;
                    case BEGIN_ARRAY: r.beginArray(); depth++; break;
                    case END_ARRAY: r.endArray(); depth--; break;
                    case NAME: if ((step & 1) == 0) r.skipName(); else r.selectName(SOME_NAMES); break;
                    case STRING: if ((step & 1) == 0) r.selectString(SOME_NAMES); else r.skipValue(); break;
                    case END_DOCUMENT: throw r.error("Unexpected end of input");
                    default: r.skipValue(); break;
                }
            } while (depth > 0);
            if (r.peek() != JsonToken.END_DOCUMENT) throw r.error("Unexpected content after the value");
            return null;
        }
    }

    static final ReaderOptions TINY_BUFFER = ReaderOptions.defaults().withBufferSize(16);

    /** Every way of reading {@code input} with default options. */
    static List<Outcome> readEveryWay(byte[] input) {
        return readEveryWay(ReaderOptions.defaults(), input);
    }

    /** Every way of reading {@code input} with options {@code o}. */
    static List<Outcome> readEveryWay(ReaderOptions o, byte[] input) {
        ReaderOptions tiny = o.withBufferSize(16);
        List<Outcome> out = new ArrayList<>(14);
        out.add(run("Json.parse(byte[])", input, () -> Json.parse(o.reader(input))));
        out.add(run("skipValue(byte[])", input, () -> skip(o.reader(input))));
        out.add(run("walk(byte[])", input, () -> walk(o.reader(input))));
        out.add(run("selectWalk(byte[])", input, () -> selectWalk(o.reader(input))));
        out.add(run("copyTo(byte[])", input, () -> copy(o.reader(input))));
        out.add(run("Json.parse(InputStream 1 byte/read)", input, () -> Json.parse(o.reader(trickle(input)))));
        out.add(run("walk(InputStream 16-byte buffer)", input, () -> walk(tiny.reader(new ByteArrayInputStream(input)))));
        out.add(run("selectWalk(InputStream 1 byte/read)", input, () -> selectWalk(tiny.reader(trickle(input)))));
        out.add(run("skipValue(InputStream 1 byte/read)", input, () -> skip(tiny.reader(trickle(input)))));
        out.add(run("copyTo(InputStream 16-byte buffer)", input, () -> copy(tiny.reader(trickle(input)))));
        out.add(run("walk(ByteBuffer direct)", input, () -> walk(o.reader(java.nio.ByteBuffer.allocateDirect(input.length).put(input).flip()))));
        String text = strictUtf8(input);
        if (text != null) {
            out.add(run("Json.parse(String)", input, () -> Json.parse(o.reader(text))));
            out.add(run("walk(Reader 1 char/read)", input, () -> walk(tiny.reader(trickle(text)))));
            out.add(run("skipValue(char[])", input, () -> skip(o.reader(text.toCharArray()))));
            out.add(run("selectWalk(String)", input, () -> selectWalk(o.reader(text))));
            out.add(run("copyTo(Reader)", input, () -> copy(o.reader(new StringReader(text)))));
        }
        return out;
    }

    /** All ways agree on accept/reject; accepted trees are equal. Returns the common verdict. */
    static boolean assertAgree(byte[] input, List<Outcome> outcomes) {
        Outcome first = outcomes.get(0);
        for (Outcome o : outcomes) {
            if (o.accepted != first.accepted) fail("ways of reading disagree for input " + describe(input) + "\n  " + first + "\n  " + o);
            if (o.tree != null && first.tree != null) {
                assertEquals(first.tree, o.tree, () -> o.way + " read a different tree from " + describe(input));
            }
        }
        return first.accepted;
    }

    private static final JsonFactory JACKSON = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(1000).build()).build();

    /**
     * Jackson's verdict on one strict document, or null where Jackson is no fair judge: input
     * Jackson would decode as UTF-16/32 (it sniffs for zero bytes and BOMs), which Brisk never does.
     * Every string, name and number is read as text, since Jackson decodes (and so validates) lazily.
     */
    static Boolean jacksonAcceptsFully(byte[] input) {
        if (sniffsAsWideEncoding(input)) return null;
        try (JsonParser p = JACKSON.createParser(input)) {
            com.fasterxml.jackson.core.JsonToken t = p.nextToken();
            if (t == null) return false;
            int depth = 0;
            do {
                if (t.isStructStart()) depth++;
                else if (t.isStructEnd()) depth--;
                else p.getText();
                if (depth == 0) break;
                t = p.nextToken();
                if (t == null) return false;
            } while (true);
            return p.nextToken() == null;
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean sniffsAsWideEncoding(byte[] b) {
        for (int i = 0; i < Math.min(4, b.length); i++) if (b[i] == 0) return true;
        if (b.length >= 2 && ((b[0] & 0xFF) == 0xFE && (b[1] & 0xFF) == 0xFF || (b[0] & 0xFF) == 0xFF && (b[1] & 0xFF) == 0xFE)) return true;
        return false;
    }
}
