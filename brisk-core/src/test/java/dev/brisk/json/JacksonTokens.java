package dev.brisk.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** The reference: Jackson's token stream in the format of {@link TokenDump}. */
final class JacksonTokens {
    private JacksonTokens() {}

    private static final JsonFactory FACTORY = new JsonFactory();

    static List<String> tokens(byte[] json) {
        List<String> out = new ArrayList<>();
        try (JsonParser p = FACTORY.createParser(json)) {
            JsonToken t;
            while ((t = p.nextToken()) != null) {
                switch (t) {
                    case START_OBJECT: out.add("{"); break;
                    case END_OBJECT: out.add("}"); break;
                    case START_ARRAY: out.add("["); break;
                    case END_ARRAY: out.add("]"); break;
                    case FIELD_NAME: out.add("name:" + p.currentName()); break;
                    case VALUE_STRING: out.add("string:" + p.getText()); break;
                    case VALUE_NUMBER_INT: case VALUE_NUMBER_FLOAT: out.add("number:" + p.getDecimalValue()); break;
                    case VALUE_TRUE: out.add("boolean:true"); break;
                    case VALUE_FALSE: out.add("boolean:false"); break;
                    case VALUE_NULL: out.add("null"); break;
                    default: throw new AssertionError(t);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.add("end");
        return out;
    }
}
