package dev.brisk.bench.bind;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonName;

import java.util.List;

/**
 * One model written twice, with Brisk's annotations and with Jackson's, so that the same JSON
 * binds to either: what reading Jackson's annotations costs the generated code (nothing, the
 * annotations are read when the codec is generated) is measured by {@link AnnotatedBind}.
 */
public final class AnnotatedModel {
    private AnnotatedModel() { }

    /** Declared in the order Jackson writes the other one (the properties its annotations rename go last). */
    @BriskCodec
    public static final class BriskStyle {
        public int id;
        public double score;
        public String note;
        public List<Integer> tags;
        @JsonName("display_name") public String displayName;
        @JsonName("is_active") public boolean active;
        @JsonName("created_at") public long createdAt;
        @dev.brisk.bind.JsonIgnore public String cache;
    }

    @BriskCodec
    @JsonIgnoreProperties(ignoreUnknown = true)
    public static final class JacksonStyle {
        public int id;
        @JsonProperty("display_name") public String displayName;
        public double score;
        @JsonProperty("is_active") public boolean active;
        @JsonProperty("created_at") public long createdAt;
        public String note;
        public List<Integer> tags;
        @JsonIgnore public String cache;
    }

    static BriskStyle brisk(int i) {
        BriskStyle m = new BriskStyle();
        m.id = i;
        m.displayName = "item-" + i;
        m.score = i * 1.25 + 0.1;
        m.active = i % 2 == 0;
        m.createdAt = 1_700_000_000_000L + i * 977L;
        m.note = i % 3 == 0 ? null : "note " + i;
        m.tags = List.of(i, i + 1, i + 2);
        return m;
    }

    static JacksonStyle jackson(int i) {
        BriskStyle b = brisk(i);
        JacksonStyle m = new JacksonStyle();
        m.id = b.id;
        m.displayName = b.displayName;
        m.score = b.score;
        m.active = b.active;
        m.createdAt = b.createdAt;
        m.note = b.note;
        m.tags = b.tags;
        return m;
    }
}
