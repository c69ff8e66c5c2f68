package dev.brisk.bench.quick;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Gson 2.11: {@code JsonReader}, {@code JsonParser}, {@code Gson.toJson}. Gson reads chars, not
 * bytes, so its times include decoding the same UTF-8 bytes through an {@code InputStreamReader}
 * and encoding its output String back to UTF-8 — the cost a Gson user pays for bytes.
 */
final class GsonContender implements Contender {

    // serializeNulls: by default Gson drops members whose value is null (a different document).
    private final Gson gson = new GsonBuilder().serializeNulls().create();

    @Override
    public Library library() {
        return Library.GSON;
    }

    @Override
    public String whyNot(BenchCase c) {
        return c == BenchCase.JSON_TO_MSGPACK ? "Gson has no MessagePack support" : null;
    }

    private static Reader chars(byte[] doc) {
        return new InputStreamReader(new ByteArrayInputStream(doc), StandardCharsets.UTF_8);
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
                        try (JsonReader r = new JsonReader(chars(doc))) {
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
                            n += JsonParser.parseReader(chars(doc)).isJsonObject() ? 1 : 2;
                        }
                        return n;
                    }

                    @Override
                    public long fingerprint() {
                        long h = 0;
                        for (byte[] doc : in) {
                            h = Fingerprint.combine(h, tree(JsonParser.parseReader(chars(doc))));
                        }
                        return h;
                    }
                };
            case TREE_WRITE: {
                JsonElement[] trees = new JsonElement[in.length];
                for (int i = 0; i < in.length; i++) {
                    trees[i] = JsonParser.parseReader(chars(in[i]));
                }
                return new Workload() {
                    @Override
                    public long run() {
                        long n = 0;
                        for (JsonElement t : trees) {
                            n += gson.toJson(t).getBytes(StandardCharsets.UTF_8).length;
                        }
                        return n;
                    }

                    @Override
                    public long fingerprint() throws IOException {
                        long h = 0;
                        for (JsonElement t : trees) {
                            h = Fingerprint.combine(h, Fingerprint.ofJson(
                                    gson.toJson(t).getBytes(StandardCharsets.UTF_8)));
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
                        return gson.fromJson(chars(json), type);
                    }

                    @Override
                    public byte[] write(Object value, Class<?> type) {
                        return gson.toJson(value, type).getBytes(StandardCharsets.UTF_8);
                    }
                });
            default:
                return null;
        }
    }

    private static long tokens(byte[] doc) throws IOException {
        Fingerprint f = new Fingerprint();
        try (JsonReader r = new JsonReader(chars(doc))) {
            while (true) {
                JsonToken t = r.peek();
                switch (t) {
                    case BEGIN_OBJECT: r.beginObject(); f.event(Fingerprint.OBJECT); break;
                    case END_OBJECT: r.endObject(); f.event(Fingerprint.END_OBJECT); break;
                    case BEGIN_ARRAY: r.beginArray(); f.event(Fingerprint.ARRAY); break;
                    case END_ARRAY: r.endArray(); f.event(Fingerprint.END_ARRAY); break;
                    case NAME: f.text(Fingerprint.NAME, r.nextName().length()); break;
                    case STRING: f.text(Fingerprint.STRING, r.nextString().length()); break;
                    case NUMBER: f.number(r.nextDouble()); break;
                    case BOOLEAN: f.bool(r.nextBoolean()); break;
                    case NULL: r.nextNull(); f.event(Fingerprint.NULL); break;
                    case END_DOCUMENT: return f.result();
                    default: throw new IOException("unexpected " + t);
                }
            }
        }
    }

    private static long tree(JsonElement root) {
        Fingerprint f = new Fingerprint();
        walk(root, f);
        return f.result();
    }

    private static void walk(JsonElement e, Fingerprint f) {
        if (e.isJsonObject()) {
            f.event(Fingerprint.OBJECT);
            for (Map.Entry<String, JsonElement> m : ((JsonObject) e).entrySet()) {
                f.text(Fingerprint.NAME, m.getKey().length());
                walk(m.getValue(), f);
            }
            f.event(Fingerprint.END_OBJECT);
        } else if (e.isJsonArray()) {
            f.event(Fingerprint.ARRAY);
            for (JsonElement x : (JsonArray) e) {
                walk(x, f);
            }
            f.event(Fingerprint.END_ARRAY);
        } else if (e.isJsonNull()) {
            f.event(Fingerprint.NULL);
        } else {
            JsonPrimitive p = (JsonPrimitive) e;
            if (p.isString()) {
                f.text(Fingerprint.STRING, p.getAsString().length());
            } else if (p.isNumber()) {
                f.number(p.getAsDouble());
            } else {
                f.bool(p.getAsBoolean());
            }
        }
    }
}
