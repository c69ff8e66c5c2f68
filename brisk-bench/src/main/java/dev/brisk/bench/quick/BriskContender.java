package dev.brisk.bench.quick;

import dev.brisk.bind.Brisk;
import dev.brisk.json.Json;
import dev.brisk.json.JsonArray;
import dev.brisk.json.JsonBoolean;
import dev.brisk.json.JsonNull;
import dev.brisk.json.JsonNumberValue;
import dev.brisk.json.JsonObject;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonString;
import dev.brisk.json.JsonToken;
import dev.brisk.json.JsonValue;
import dev.brisk.pack.MsgPackWriter;
import java.io.IOException;

/** Brisk's side of each case. */
final class BriskContender implements Contender {

    // Reflective codecs (the quick bench runs no annotation processor), nulls written like the peers.
    private final Brisk binder = Brisk.builder().writeNulls(true).build();

    @Override
    public Library library() {
        return Library.BRISK;
    }

    @Override
    public String whyNot(BenchCase c) {
        return null; // Brisk does every case
    }

    @Override
    public Workload prepare(BenchCase c, Documents docs) {
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
                        try (JsonReader r = JsonReader.of(doc)) {
                            r.skipValue();
                            n += r.peek() == JsonToken.END_DOCUMENT ? 1 : 0;
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
                            n += parse(doc) instanceof JsonObject ? 1 : 2;
                        }
                        return n;
                    }

                    @Override
                    public long fingerprint() {
                        long h = 0;
                        for (byte[] doc : in) {
                            h = Fingerprint.combine(h, tree(parse(doc)));
                        }
                        return h;
                    }
                };
            case TREE_WRITE: {
                JsonValue[] trees = new JsonValue[in.length];
                for (int i = 0; i < in.length; i++) {
                    trees[i] = parse(in[i]);
                }
                return new Workload() {
                    @Override
                    public long run() {
                        long n = 0;
                        for (JsonValue t : trees) {
                            n += Json.toBytes(t).length;
                        }
                        return n;
                    }

                    @Override
                    public long fingerprint() throws IOException {
                        long h = 0;
                        for (JsonValue t : trees) {
                            h = Fingerprint.combine(h, Fingerprint.ofJson(Json.toBytes(t)));
                        }
                        return h;
                    }
                };
            }
            case JSON_TO_MSGPACK:
                return new Workload() {
                    @Override
                    public long run() {
                        long n = 0;
                        for (byte[] doc : in) {
                            n += toMsgPack(doc).length;
                        }
                        return n;
                    }

                    @Override
                    public long fingerprint() throws IOException {
                        long h = 0;
                        for (byte[] doc : in) {
                            h = Fingerprint.combine(h, Fingerprint.ofMsgPack(toMsgPack(doc)));
                        }
                        return h;
                    }
                };
            case BIND_READ:
            case BIND_WRITE:
                return docs.bindings.workload(c, new Bindings.Binder() {
                    @Override
                    public Object read(byte[] json, Class<?> type) {
                        return binder.read(json, type);
                    }

                    @Override
                    public byte[] write(Object value, Class<?> type) {
                        return binder.writeBytes(value, type);
                    }
                });
            default:
                return null;
        }
    }

    private static byte[] toMsgPack(byte[] doc) {
        MsgPackWriter w = MsgPackWriter.toBytes();
        try (JsonReader r = JsonReader.of(doc)) {
            r.copyTo(w);
        }
        return w.toByteArray();
    }

    static JsonValue parse(byte[] doc) {
        return Json.parse(doc); // what a user calls: the reader copied into a TreeBuilder
    }

    private static long tokens(byte[] doc) {
        Fingerprint f = new Fingerprint();
        try (JsonReader r = JsonReader.of(doc)) {
            while (true) {
                switch (r.peek()) {
                    case BEGIN_OBJECT: r.beginObject(); f.event(Fingerprint.OBJECT); break;
                    case END_OBJECT: r.endObject(); f.event(Fingerprint.END_OBJECT); break;
                    case BEGIN_ARRAY: r.beginArray(); f.event(Fingerprint.ARRAY); break;
                    case END_ARRAY: r.endArray(); f.event(Fingerprint.END_ARRAY); break;
                    case NAME: f.text(Fingerprint.NAME, r.nextName().length()); break;
                    case STRING: f.text(Fingerprint.STRING, r.nextString().length()); break;
                    case NUMBER: f.number(r.nextDouble()); break;
                    case BOOLEAN: f.bool(r.nextBoolean()); break;
                    case NULL: r.nextNull(); f.event(Fingerprint.NULL); break;
                    default: return f.result(); // END_DOCUMENT
                }
            }
        }
    }

    static long tree(JsonValue root) {
        Fingerprint f = new Fingerprint();
        walk(root, f);
        return f.result();
    }

    private static void walk(JsonValue v, Fingerprint f) {
        if (v instanceof JsonObject) {
            JsonObject o = (JsonObject) v;
            f.event(Fingerprint.OBJECT);
            for (int i = 0; i < o.size(); i++) {
                f.text(Fingerprint.NAME, o.name(i).length());
                walk(o.value(i), f);
            }
            f.event(Fingerprint.END_OBJECT);
        } else if (v instanceof JsonArray) {
            JsonArray a = (JsonArray) v;
            f.event(Fingerprint.ARRAY);
            for (int i = 0; i < a.size(); i++) {
                walk(a.get(i), f);
            }
            f.event(Fingerprint.END_ARRAY);
        } else if (v instanceof JsonString) {
            f.text(Fingerprint.STRING, ((JsonString) v).value().length());
        } else if (v instanceof JsonNumberValue) {
            f.number(((JsonNumberValue) v).doubleValue());
        } else if (v instanceof JsonBoolean) {
            f.bool(((JsonBoolean) v).value());
        } else if (v instanceof JsonNull) {
            f.event(Fingerprint.NULL);
        }
    }
}
