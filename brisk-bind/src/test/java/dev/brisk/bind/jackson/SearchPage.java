package dev.brisk.bind.jackson;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.brisk.bind.BriskCodec;

import java.util.List;
import java.util.Objects;

/** A search response whose paging and audit members sit beside the hits: unwrapped through a setter and a field. */
@BriskCodec
public class SearchPage {
    public List<String> hits;
    @JsonUnwrapped private Paging paging;
    @JsonUnwrapped public Audit audit;

    public Paging getPaging() { return paging; }
    public void setPaging(Paging paging) { this.paging = paging; }

    @Override public boolean equals(Object o) {
        return o instanceof SearchPage s && Objects.equals(hits, s.hits) && Objects.equals(paging, s.paging) && Objects.equals(audit, s.audit);
    }
    @Override public int hashCode() { return Objects.hash(hits, paging, audit); }
    @Override public String toString() { return "SearchPage[" + hits + ", " + paging + ", " + audit + "]"; }
}
