package dev.brisk.bench.quick;

import java.util.List;

/** The document set of a run and what the reference reader found in it. */
final class Documents {

    final List<Document> list;
    final byte[][] bytes;
    final long totalBytes;
    /** The token fingerprint of every document combined, from the reference walker. */
    final long reference;
    /** The documents with a model, for the binding cases. */
    final Bindings bindings;

    Documents(List<Document> list) throws java.io.IOException {
        this.list = List.copyOf(list);
        this.bytes = new byte[list.size()][];
        long total = 0;
        long ref = 0;
        for (int i = 0; i < list.size(); i++) {
            bytes[i] = list.get(i).bytes();
            total += bytes[i].length;
            ref = Fingerprint.combine(ref, Fingerprint.ofJson(bytes[i]));
        }
        this.totalBytes = total;
        this.reference = ref;
        this.bindings = Bindings.of(list);
    }
}
