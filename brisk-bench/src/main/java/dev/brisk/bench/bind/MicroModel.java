package dev.brisk.bench.bind;

import com.dslplatform.json.CompiledJson;
import io.avaje.jsonb.Json;
import dev.brisk.bind.BriskCodec;

import java.util.ArrayList;
import java.util.List;

/** uPickle's micro cases: one record of mixed fields, and a list of 1000 of them. */
public final class MicroModel {
    private MicroModel() { }

    @BriskCodec @CompiledJson @Json
    public static final class Mixed {
        public int id;
        public String name;
        public double score;
        public boolean active;
        public long timestamp;
        public String note;
        public List<Integer> tags;
        public Inner inner;
    }

    @BriskCodec @CompiledJson @Json
    public static final class Inner {
        public String label;
        public float ratio;
    }

    @BriskCodec @CompiledJson @Json
    public static final class Batch {
        public List<Mixed> items;
    }

    /** A deterministic value: the same for every library. */
    public static Mixed mixed(int i) {
        Mixed m = new Mixed();
        m.id = i;
        m.name = "item-" + i + (i % 7 == 0 ? " \u00e9t\u00e9 \"q\"" : "");
        m.score = i * 1.25 + 0.1;
        m.active = i % 2 == 0;
        m.timestamp = 1_700_000_000_000L + i * 977L;
        m.note = i % 3 == 0 ? null : "note " + i;
        m.tags = List.of(i, i + 1, i + 2);
        m.inner = new Inner();
        m.inner.label = "L" + (i % 10);
        m.inner.ratio = (i % 100) / 8f;
        return m;
    }

    public static Batch batch(int n) {
        Batch b = new Batch();
        b.items = new ArrayList<>(n);
        for (int i = 0; i < n; i++) b.items.add(mixed(i));
        return b;
    }
}
