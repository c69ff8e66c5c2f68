package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.internal.DoubleParser;
import dev.brisk.json.internal.DoubleWriter;
import dev.brisk.json.internal.IntegerParser;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * Every number in the standard corpora, read by Brisk, equals what the JDK makes of its text:
 * doubles, floats and (where the text is an integer) longs; and every double printed by Brisk
 * reads back to itself.
 */
class CorpusNumbersTest {

    static final java.util.List<String> CORPORA = Corpora.NAMES;

    @ParameterizedTest
    @FieldSource("CORPORA")
    void everyNumberInTheCorpusReadsLikeTheJdk(String corpus) {
        byte[] json = Corpora.read(corpus);
        int numbers = 0;
        try (JsonReader values = JsonReader.of(json); JsonReader texts = JsonReader.of(json)) {
            while (true) {
                JsonToken t = values.peek();
                assertEquals(t, texts.peek());
                if (t == JsonToken.END_DOCUMENT) break;
                switch (t) {
                    case BEGIN_OBJECT: values.beginObject(); texts.beginObject(); break;
                    case END_OBJECT: values.endObject(); texts.endObject(); break;
                    case BEGIN_ARRAY: values.beginArray(); texts.beginArray(); break;
                    case END_ARRAY: values.endArray(); texts.endArray(); break;
                    case NAME: values.skipName(); texts.skipName(); break;
                    case NUMBER:
                        String text = texts.readRaw();
                        double d = values.nextDouble();
                        check(text, d);
                        numbers++;
                        break;
                    default: values.skipValue(); texts.skipValue(); break;
                }
            }
        }
        assertTrue(numbers > 0 || corpus.startsWith("gsoc"), corpus + ": no numbers");
    }

    private static void check(String text, double d) {
        assertEquals(Double.doubleToRawLongBits(Double.parseDouble(text)), Double.doubleToRawLongBits(d), text);
        byte[] b = text.getBytes(StandardCharsets.US_ASCII);
        assertEquals(Float.floatToRawIntBits(Float.parseFloat(text)),
                Float.floatToRawIntBits(DoubleParser.parseFloat(b, 0, b.length)), text);
        if (text.indexOf('.') < 0 && text.indexOf('e') < 0 && text.indexOf('E') < 0
                && new BigInteger(text).bitLength() < 64) {
            assertEquals(Long.parseLong(text), IntegerParser.parseLong(b, 0, b.length), text);
        }
        String printed = DoubleWriter.toString(d, false);
        byte[] p = printed.getBytes(StandardCharsets.US_ASCII);
        assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(DoubleParser.parseDouble(p, 0, p.length)), printed);
    }
}
