package dev.brisk.bind.jackson;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.brisk.bind.BriskCodec;

import java.util.Objects;

/** Immutable paging members of a response, built by its creator when unwrapped into {@link SearchPage}. */
@BriskCodec
public final class Paging {
    private final int page;
    private final int size;
    private final long total;

    @JsonCreator
    public Paging(@JsonProperty("page") int page, @JsonProperty("size") int size, @JsonProperty("total") long total) {
        this.page = page;
        this.size = size;
        this.total = total;
    }

    public int getPage() { return page; }
    public int getSize() { return size; }
    public long getTotal() { return total; }

    @Override public boolean equals(Object o) { return o instanceof Paging p && page == p.page && size == p.size && total == p.total; }
    @Override public int hashCode() { return Objects.hash(page, size, total); }
    @Override public String toString() { return "Paging[" + page + ", " + size + ", " + total + "]"; }
}
