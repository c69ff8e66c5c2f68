package dev.brisk.bench.quick;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Iterator;
import java.util.Map;
import org.msgpack.jackson.dataformat.MessagePackFactory;

/** Jackson 2.18: {@code JsonParser}, {@code ObjectMapper.readTree}, jackson-dataformat-msgpack. */
final class JacksonContender implements Contender {

    private final JsonFactory factory = new JsonFactory();
    private final ObjectMapper mapper = new ObjectMapper(factory);
    private final MessagePackFactory msgpack = new MessagePackFactory();
    // Unknown members are skipped, as every other library here does by default.
    private final ObjectMapper binder = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    @Override
    public Library library() {
        return Library.JACKSON;
    }

    @Override
    public String whyNot(BenchCase c) {
        return null; // Jackson does every case
    }

    @Override
    public Workload prepare(BenchCase c, Documents docs) throws IOException {
        byte[][] in = docs.bytes;
        switch (c) {
            case TOKEN_READ:
                return () -> {
                    long h = 0;
                    for (byte[] doc : in) {
                        h = Fingerprint.combine(h, tokens(doc));
                    }
                    return h;
                };
            case SKIP:
                return () -> {
                    long n = 0;
                    for (byte[] doc : in) {
                        try (JsonParser p = factory.createParser(doc)) {
                            p.nextToken();
                            p.skipChildren();
                            n += p.nextToken() == null ? 1 : 0;
                        }
                    }
                    return n;
                };
            case TREE_READ:
                return new Workload() {
                    @Override
                    public long run() throws IOException {
                        long n = 0;
                        for (byte[] doc : in) {
                            n += mapper.readTree(doc).size();
                        }
                        return n;
                    }

                    @Override
                    public long fingerprint() throws IOException {
                        long h = 0;
                        for (byte[] doc : in) {
                            h = Fingerprint.combine(h, tree(mapper.readTree(doc)));
                        }
                        return h;
                    }
                };
            case TREE_WRITE: {
                JsonNode[] trees = new JsonNode[in.length];
                for (int i = 0; i < in.length; i++) {
                    trees[i] = mapper.readTree(in[i]);
                }
                return new Workload() {
                    @Override
                    public long run() throws IOException {
                        long n = 0;
                        for (JsonNode t : trees) {
                            n += mapper.writeValueAsBytes(t).length;
                        }
                        return n;
                    }

                    @Override
                    public long fingerprint() throws IOException {
                        long h = 0;
                        for (JsonNode t : trees) {
                            h = Fingerprint.combine(h, Fingerprint.ofJson(mapper.writeValueAsBytes(t)));
                        }
                        return h;
                    }
                };
            }
            case JSON_TO_MSGPACK: {
                ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 20);
                return new Workload() {
                    @Override
                    public long run() throws IOException {
                        long n = 0;
                        for (byte[] doc : in) {
                            n += convert(doc, out);
                        }
                        return n;
                    }

                    @Override
                    public long fingerprint() throws IOException {
                        long h = 0;
                        for (byte[] doc : in) {
                            convert(doc, out);
                            h = Fingerprint.combine(h, Fingerprint.ofMsgPack(out.toByteArray()));
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
                        return binder.readValue(json, type);
                    }

                    @Override
                    public byte[] write(Object value, Class<?> type) throws IOException {
                        return binder.writeValueAsBytes(value);
                    }
                });
            default:
                return null;
        }
    }

    private long tokens(byte[] doc) throws IOException {
        Fingerprint f = new Fingerprint();
        try (JsonParser p = factory.createParser(doc)) {
            JsonToken t;
            while ((t = p.nextToken()) != null) {
                switch (t) {
                    case START_OBJECT: f.event(Fingerprint.OBJECT); break;
                    case END_OBJECT: f.event(Fingerprint.END_OBJECT); break;
                    case START_ARRAY: f.event(Fingerprint.ARRAY); break;
                    case END_ARRAY: f.event(Fingerprint.END_ARRAY); break;
                    case FIELD_NAME: f.text(Fingerprint.NAME, p.currentName().length()); break;
                    case VALUE_STRING: f.text(Fingerprint.STRING, p.getText().length()); break;
                    case VALUE_NUMBER_INT:
                    case VALUE_NUMBER_FLOAT: f.number(p.getDoubleValue()); break;
                    case VALUE_TRUE: f.event(Fingerprint.TRUE); break;
                    case VALUE_FALSE: f.event(Fingerprint.FALSE); break;
                    default: f.event(Fingerprint.NULL); break;
                }
            }
        }
        return f.result();
    }

    private long convert(byte[] doc, ByteArrayOutputStream out) throws IOException {
        out.reset();
        try (JsonParser p = factory.createParser(doc);
                JsonGenerator g = msgpack.createGenerator(out)) {
            p.nextToken();
            g.copyCurrentStructure(p);
        }
        return out.size();
    }

    static long tree(JsonNode root) {
        Fingerprint f = new Fingerprint();
        walk(root, f);
        return f.result();
    }

    private static void walk(JsonNode n, Fingerprint f) {
        switch (n.getNodeType()) {
            case OBJECT: {
                f.event(Fingerprint.OBJECT);
                Iterator<Map.Entry<String, JsonNode>> it = n.fields();
                while (it.hasNext()) {
                    Map.Entry<String, JsonNode> e = it.next();
                    f.text(Fingerprint.NAME, e.getKey().length());
                    walk(e.getValue(), f);
                }
                f.event(Fingerprint.END_OBJECT);
                break;
            }
            case ARRAY:
                f.event(Fingerprint.ARRAY);
                for (JsonNode e : n) {
                    walk(e, f);
                }
                f.event(Fingerprint.END_ARRAY);
                break;
            case STRING: f.text(Fingerprint.STRING, n.textValue().length()); break;
            case NUMBER: f.number(n.doubleValue()); break;
            case BOOLEAN: f.bool(n.booleanValue()); break;
            case NULL: f.event(Fingerprint.NULL); break;
            default: throw new IllegalStateException("unexpected node " + n.getNodeType());
        }
    }
}
