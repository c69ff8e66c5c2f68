package dev.brisk.json;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Test helper: exact source texts of randomly chosen nested values of a document, of a size that mutates quickly. */
final class CorpusSlices {
    private CorpusSlices() {}

    static final int MIN = 40;
    static final int MAX = 3000;

    static List<byte[]> slices(byte[] doc, Random random, int count) {
        List<byte[]> out = new ArrayList<>();
        for (int attempt = 0; attempt < count * 4 && out.size() < count; attempt++) {
            try (JsonReader r = JsonReader.of(doc)) {
                byte[] found = descend(r, random);
                if (found != null) out.add(found);
            }
        }
        return out;
    }

    /** Walks into a random child of each container until a value of a suitable size turns up. */
    private static byte[] descend(JsonReader r, Random random) {
        for (int level = 0; level < 12; level++) {
            JsonToken t = r.peek();
            boolean object = t == JsonToken.BEGIN_OBJECT;
            if (!object && t != JsonToken.BEGIN_ARRAY) return null;
            if (object) r.beginObject(); else r.beginArray();
            boolean found = false;
            // Choose a child index by a random skip count; stop early at the end of the container.
            int skip = random.nextInt(8);
            while (r.hasNext()) {
                if (object) r.skipName();
                if (skip-- > 0 && r.hasNext()) {
                    r.skipValue();
                    continue;
                }
                JsonToken child = r.peek();
                if (child != JsonToken.BEGIN_OBJECT && child != JsonToken.BEGIN_ARRAY) {
                    r.skipValue();
                    continue;
                }
                found = true;
                break;
            }
            if (!found) return null;
            // Take this child's text now, or go inside it.
            if (random.nextInt(3) == 0) {
                byte[] raw = r.readRawBytes();
                if (raw.length >= MIN && raw.length <= MAX) return raw;
                return null;
            }
        }
        return null;
    }
}
