package dev.brisk.bench.quick;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.brisk.bench.quick.model.Canada;
import dev.brisk.bench.quick.model.Citm;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The binding cases: the documents that have a model (citm_catalog and canada shapes), and the
 * workloads every library runs over them through its own {@link Binder}. Results are compared
 * through one canonical form: the bound object written by Jackson with map entries sorted, then
 * fingerprinted — so libraries that order map entries or fields differently still compare equal,
 * while a library that loses a value does not.
 */
final class Bindings {

    /** One library's binding: read JSON into a model type, write a model object as JSON. */
    interface Binder {
        Object read(byte[] json, Class<?> type) throws Exception;

        byte[] write(Object value, Class<?> type) throws Exception;
    }

    static final String NO_MODEL = "no citm_catalog- or canada-shaped document in the input";

    private static final ObjectMapper CANONICAL = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)
            .configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);

    final byte[][] docs;
    final Class<?>[] types;
    /** The documents bound by the reference (Jackson), written by every library in bind-write. */
    final Object[] objects;
    final long reference;
    final long totalBytes;

    private Bindings(List<byte[]> docs, List<Class<?>> types) throws IOException {
        this.docs = docs.toArray(new byte[0][]);
        this.types = types.toArray(new Class<?>[0]);
        this.objects = new Object[this.docs.length];
        long ref = 0;
        long total = 0;
        for (int i = 0; i < this.docs.length; i++) {
            objects[i] = CANONICAL.readValue(this.docs[i], this.types[i]);
            ref = Fingerprint.combine(ref, canonical(objects[i]));
            total += this.docs[i].length;
        }
        this.reference = ref;
        this.totalBytes = total;
    }

    /** The binding set of {@code documents}: those whose name says they have a model. */
    static Bindings of(List<Document> documents) throws IOException {
        List<byte[]> docs = new ArrayList<>();
        List<Class<?>> types = new ArrayList<>();
        for (Document d : documents) {
            Class<?> t = modelFor(d.name());
            if (t != null) {
                docs.add(d.bytes());
                types.add(t);
            }
        }
        return new Bindings(docs, types);
    }

    static Class<?> modelFor(String documentName) {
        if (documentName.startsWith("citm_catalog")) {
            return Citm.Catalog.class;
        }
        if (documentName.startsWith("canada")) {
            return Canada.FeatureCollection.class;
        }
        return null;
    }

    boolean isEmpty() {
        return docs.length == 0;
    }

    static long canonical(Object bound) throws IOException {
        return Fingerprint.ofJson(CANONICAL.writeValueAsBytes(bound));
    }

    /** The workload of {@code c} (bind-read or bind-write) through {@code binder}. */
    Workload workload(BenchCase c, Binder binder) {
        if (c == BenchCase.BIND_READ) {
            return new Workload() {
                @Override
                public long run() throws Exception {
                    long n = 0;
                    for (int i = 0; i < docs.length; i++) {
                        n += binder.read(docs[i], types[i]) == null ? 0 : 1;
                    }
                    return n;
                }

                @Override
                public long fingerprint() throws Exception {
                    long h = 0;
                    for (int i = 0; i < docs.length; i++) {
                        h = Fingerprint.combine(h, canonical(binder.read(docs[i], types[i])));
                    }
                    return h;
                }
            };
        }
        return new Workload() {
            @Override
            public long run() throws Exception {
                long n = 0;
                for (int i = 0; i < objects.length; i++) {
                    n += binder.write(objects[i], types[i]).length;
                }
                return n;
            }

            @Override
            public long fingerprint() throws Exception {
                long h = 0;
                for (int i = 0; i < objects.length; i++) {
                    byte[] json = binder.write(objects[i], types[i]);
                    h = Fingerprint.combine(h, canonical(CANONICAL.readValue(json, types[i])));
                }
                return h;
            }
        };
    }
}
