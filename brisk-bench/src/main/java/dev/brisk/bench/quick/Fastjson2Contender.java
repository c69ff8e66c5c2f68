package dev.brisk.bench.quick;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import java.io.IOException;

/**
 * fastjson2: {@code JSONReader}, {@code JSON.parse}, {@code JSON.toJSONBytes}. Trees are written
 * with {@code WriteNulls}: without it fastjson2 drops members whose value is null, which is less
 * work and a different document.
 */
final class Fastjson2Contender implements Contender {

    @Override
    public Library library() {
        return Library.FASTJSON2;
    }

    @Override
    public String whyNot(BenchCase c) {
        return c == BenchCase.JSON_TO_MSGPACK
                ? "fastjson2 has no MessagePack support (its binary format is JSONB)" : null;
    }

    @Override
    public Workload prepare(BenchCase c, Documents docs) {
        byte[][] in = docs.bytes;
        switch (c) {
            case TOKEN_READ:
                return () -> {
                    long h = 0;
                    for (byte[] doc : in) {
                        Fingerprint f = new Fingerprint();
                        try (JSONReader r = JSONReader.of(doc)) {
                            value(r, f);
                            end(r);
                        }
                        h = Fingerprint.combine(h, f.result());
                    }
                    return h;
                };
            case SKIP:
                return () -> {
                    long n = 0;
                    for (byte[] doc : in) {
                        try (JSONReader r = JSONReader.of(doc)) {
                            r.skipValue();
                            n += r.isEnd() ? 1 : 0;
                        }
                    }
                    return n;
                };
            case TREE_READ:
                return new Workload() {
                    @Override
                    public long run() {
                        long n = 0;
                        for (byte[] doc : in) {
                            n += JSON.parse(doc) == null ? 0 : 1;
                        }
                        return n;
                    }

                    @Override
                    public long fingerprint() {
                        long h = 0;
                        for (byte[] doc : in) {
                            h = Fingerprint.combine(h, Fingerprint.ofJavaTree(JSON.parse(doc)));
                        }
                        return h;
                    }
                };
            case TREE_WRITE: {
                Object[] trees = new Object[in.length];
                for (int i = 0; i < in.length; i++) {
                    trees[i] = JSON.parse(in[i]);
                }
                return new Workload() {
                    @Override
                    public long run() {
                        long n = 0;
                        for (Object t : trees) {
                            n += JSON.toJSONBytes(t, JSONWriter.Feature.WriteNulls).length;
                        }
                        return n;
                    }

                    @Override
                    public long fingerprint() throws IOException {
                        long h = 0;
                        for (Object t : trees) {
                            h = Fingerprint.combine(h, Fingerprint.ofJson(JSON.toJSONBytes(t, JSONWriter.Feature.WriteNulls)));
                        }
                        return h;
                    }
                };
            }
            case BIND_READ:
            case BIND_WRITE:
                return docs.bindings.workload(c, new Bindings.Binder() {
                    @Override
                    public Object read(byte[] json, Class<?> type) {
                        return JSON.parseObject(json, type);
                    }

                    @Override
                    public byte[] write(Object value, Class<?> type) {
                        return JSON.toJSONBytes(value, JSONWriter.Feature.WriteNulls);
                    }
                });
            default:
                return null;
        }
    }

    private static void end(JSONReader r) {
        if (!r.isEnd()) {
            throw new IllegalStateException("fastjson2 stopped before the end of the document");
        }
    }

    // Recursion is fine here: the benchmark documents are shallow.
    private static void value(JSONReader r, Fingerprint f) {
        if (r.nextIfObjectStart()) {
            f.event(Fingerprint.OBJECT);
            while (!r.nextIfObjectEnd()) {
                f.text(Fingerprint.NAME, r.readFieldName().length());
                value(r, f);
            }
            f.event(Fingerprint.END_OBJECT);
        } else if (r.nextIfArrayStart()) {
            f.event(Fingerprint.ARRAY);
            while (!r.nextIfArrayEnd()) {
                value(r, f);
            }
            f.event(Fingerprint.END_ARRAY);
        } else if (r.isString()) {
            f.text(Fingerprint.STRING, r.readString().length());
        } else if (r.isNumber()) {
            f.number(r.readDoubleValue());
        } else if (r.nextIfNull()) {
            f.event(Fingerprint.NULL);
        } else {
            f.bool(r.readBoolValue());
        }
    }
}
