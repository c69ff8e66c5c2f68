package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The walk scans string text and numbers past the end of the input, to the end of the array
 * the input is in, but never takes a byte past the input's end: a document in the middle of an
 * array, followed by bytes that would continue its last string or number, skips and copies
 * exactly as the same document in an array of its own, and every cut of it fails with the same
 * error at the same offset, line and column.
 */
class WalkInputEndTest {

    private static final String[] DOCUMENTS = {
        "{\"a\":1,\"b\":[12345678901234,-0.5e-7,\"text\"],\"c\":{\"d\":\"abcdefghijklmnopqrstuvwxyz\"}}",
        "[\"\",\"x\",\"xyzxyzxy\",\"caf\u00e9\",\"esc\\n\\u00e9\",true,false,null,0,1e5,[],{}]",
        "{\"n\":[1,22,333,4444,55555,666666,7777777,88888888,999999999]}",
        "[[[[\"deep\",12]]],{\"k\":\"v\"}]",
        "{\"long\":\"a plain string of a few dozen bytes, no escapes at all\"}",
    };

    /** What would continue a number or a string, or close the value, if it were input. */
    private static final String[] AFTER = {"", "9999999999", "abcdefgh\"}]", "\"]}]}", " \n", "e5,1]"};

    /** Skipping one value, then whether the input ends: "ok" or the error with its place. */
    private static String skip(ReaderOptions options, byte[] array, int offset, int length) {
        try (JsonReader r = options.reader(array, offset, length)) {
            int values = 0;
            while (options.sequence() ? r.hasNextValue() : values == 0) {
                r.skipValue();
                values++;
            }
            return "ok " + values;
        } catch (JsonException e) {
            return e.getMessage() + " @" + e.offset() + ":" + e.line() + ":" + e.column();
        }
    }

    /** Copying to a compact writer: the output, or the error with its place. */
    private static String copy(ReaderOptions options, byte[] array, int offset, int length) {
        JsonWriter w = WriterOptions.defaults().withSequence(options.sequence()).writer();
        try (JsonReader r = options.reader(array, offset, length)) {
            int values = 0;
            while (options.sequence() ? r.hasNextValue() : values == 0) {
                r.copyTo(w);
                values++;
            }
            return new String(w.toByteArray(), StandardCharsets.UTF_8);
        } catch (JsonException e) {
            return e.getMessage() + " @" + e.offset() + ":" + e.line() + ":" + e.column();
        }
    }

    @Test
    void bytesPastTheInputsEndAreNeverTaken() {
        List<ReaderOptions> modes = new ArrayList<>();
        modes.add(ReaderOptions.defaults());
        modes.add(ReaderOptions.defaults().withSequence(true));
        int cases = 0;
        for (String document : DOCUMENTS) {
            byte[] doc = (document + "\n").getBytes(StandardCharsets.UTF_8);
            for (int cut = 1; cut <= doc.length; cut++) {
                byte[] alone = java.util.Arrays.copyOf(doc, cut);
                for (String after : AFTER) {
                    byte[] tail = after.getBytes(StandardCharsets.UTF_8);
                    byte[] inside = new byte[3 + cut + tail.length];
                    inside[0] = '[';
                    inside[1] = '"';
                    inside[2] = ' ';
                    System.arraycopy(doc, 0, inside, 3, cut);
                    System.arraycopy(tail, 0, inside, 3 + cut, tail.length);
                    for (ReaderOptions mode : modes) {
                        String where = "cut " + cut + " of " + document + ", then " + after
                                + (mode.sequence() ? " (sequence)" : "");
                        assertEquals(skip(mode, alone, 0, cut), skip(mode, inside, 3, cut), where);
                        assertEquals(copy(mode, alone, 0, cut), copy(mode, inside, 3, cut), where);
                        cases++;
                    }
                }
            }
        }
        assertEquals(true, cases > 2000, cases + " cases");
    }
}
