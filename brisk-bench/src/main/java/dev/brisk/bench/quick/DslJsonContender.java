package dev.brisk.bench.quick;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.NumberConverter;
import com.dslplatform.json.ParsingException;
import com.dslplatform.json.runtime.Settings;
import java.io.IOException;

/**
 * DSL-JSON 2.0: its low-level {@code JsonReader}, {@code deserialize(Object.class)} for the tree,
 * {@code serialize}. Binding here uses DSL-JSON's run-time analysis of the model classes (the
 * quick bench compiles no annotation processor output); the JMH suite measures compiled codecs.
 */
final class DslJsonContender implements Contender {

    // withRuntime registers the readers and writers for Object, Map and List (the tree).
    private final DslJson<Object> dsl = new DslJson<>(Settings.withRuntime());

    private final JsonWriter binderWriter = dsl.newWriter(1 << 16);

    @Override
    public Library library() {
        return Library.DSL_JSON;
    }

    @Override
    public String whyNot(BenchCase c) {
        return c == BenchCase.JSON_TO_MSGPACK ? "DSL-JSON has no MessagePack support" : null;
    }

    @Override
    public Workload prepare(BenchCase c, Documents docs) throws IOException {
        byte[][] in = docs.bytes;
        JsonReader<Object> reader = dsl.newReader();
        switch (c) {
            case TOKEN_READ:
                return () -> {
                    long h = 0;
                    for (byte[] doc : in) {
                        Fingerprint f = new Fingerprint();
                        reader.process(doc, doc.length);
                        reader.getNextToken();
                        value(reader, f);
                        atEnd(reader, doc);
                        h = Fingerprint.combine(h, f.result());
                    }
                    return h;
                };
            case SKIP:
                return () -> {
                    long n = 0;
                    for (byte[] doc : in) {
                        reader.process(doc, doc.length);
                        reader.getNextToken();
                        n += skipDocument(reader, doc) ? 1 : 0;
                    }
                    return n;
                };
            case TREE_READ:
                return new Workload() {
                    @Override
                    public long run() throws IOException {
                        long n = 0;
                        for (byte[] doc : in) {
                            n += dsl.deserialize(Object.class, doc, doc.length) == null ? 0 : 1;
                        }
                        return n;
                    }

                    @Override
                    public long fingerprint() throws IOException {
                        long h = 0;
                        for (byte[] doc : in) {
                            h = Fingerprint.combine(h, Fingerprint.ofJavaTree(
                                    dsl.deserialize(Object.class, doc, doc.length)));
                        }
                        return h;
                    }
                };
            case TREE_WRITE: {
                Object[] trees = new Object[in.length];
                for (int i = 0; i < in.length; i++) {
                    trees[i] = dsl.deserialize(Object.class, in[i], in[i].length);
                }
                JsonWriter writer = dsl.newWriter(1 << 16);
                return new Workload() {
                    @Override
                    public long run() throws IOException {
                        long n = 0;
                        for (Object t : trees) {
                            n += write(writer, t).length;
                        }
                        return n;
                    }

                    @Override
                    public long fingerprint() throws IOException {
                        long h = 0;
                        for (Object t : trees) {
                            h = Fingerprint.combine(h, Fingerprint.ofJson(write(writer, t)));
                        }
                        return h;
                    }
                };
            }
            case BIND_READ:
            case BIND_WRITE:
                return docs.bindings.workload(c, new Bindings.Binder() {
                    @Override
                    public Object read(byte[] json, Class<?> type) throws IOException {
                        return dsl.deserialize(type, json, json.length);
                    }

                    @Override
                    public byte[] write(Object value, Class<?> type) throws IOException {
                        return DslJsonContender.this.write(binderWriter, value);
                    }
                });
            default:
                return null;
        }
    }

    private byte[] write(JsonWriter w, Object tree) throws IOException {
        w.reset();
        dsl.serialize(w, tree);
        return w.toByteArray();
    }

    /**
     * DSL-JSON's {@code skip()} also reads the token after the value, which fails at the end of
     * the input; that failure with every byte consumed means the document was skipped whole.
     */
    private static boolean skipDocument(JsonReader<Object> r, byte[] doc) throws IOException {
        try {
            r.skip();
        } catch (ParsingException e) {
            if (r.getCurrentIndex() >= doc.length) {
                return true;
            }
            throw e;
        }
        return atEnd(r, doc);
    }

    /** True when only whitespace follows the value; DSL-JSON itself does not check this. */
    private static boolean atEnd(JsonReader<Object> r, byte[] doc) {
        for (int i = r.getCurrentIndex(); i < doc.length; i++) {
            byte b = doc[i];
            if (b != ' ' && b != '\n' && b != '\r' && b != '\t') {
                throw new IllegalStateException("DSL-JSON stopped at offset " + i);
            }
        }
        return true;
    }

    // r.last() is the first byte of the value on entry; on exit the value is consumed.
    private static void value(JsonReader<Object> r, Fingerprint f) throws IOException {
        switch (r.last()) {
            case '{': {
                f.event(Fingerprint.OBJECT);
                byte t = r.getNextToken();
                if (t != '}') {
                    while (true) {
                        f.text(Fingerprint.NAME, r.readKey().length());
                        value(r, f);
                        t = r.getNextToken();
                        if (t == '}') {
                            break;
                        }
                        if (t != ',') {
                            throw r.newParseError("expected , or }");
                        }
                        r.getNextToken();
                    }
                }
                f.event(Fingerprint.END_OBJECT);
                break;
            }
            case '[': {
                f.event(Fingerprint.ARRAY);
                byte t = r.getNextToken();
                if (t != ']') {
                    while (true) {
                        value(r, f);
                        t = r.getNextToken();
                        if (t == ']') {
                            break;
                        }
                        if (t != ',') {
                            throw r.newParseError("expected , or ]");
                        }
                        r.getNextToken();
                    }
                }
                f.event(Fingerprint.END_ARRAY);
                break;
            }
            case '"': f.text(Fingerprint.STRING, r.readString().length()); break;
            case 'n':
                if (!r.wasNull()) {
                    throw r.newParseError("expected null");
                }
                f.event(Fingerprint.NULL);
                break;
            case 't':
                if (!r.wasTrue()) {
                    throw r.newParseError("expected true");
                }
                f.event(Fingerprint.TRUE);
                break;
            case 'f':
                if (!r.wasFalse()) {
                    throw r.newParseError("expected false");
                }
                f.event(Fingerprint.FALSE);
                break;
            default: f.number(NumberConverter.deserializeDouble(r)); break;
        }
    }
}
