package dev.brisk.bind.jackson;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.brisk.bind.BriskCodec;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Inclusion per class and per property, and an explicit write order. */
@BriskCodec
@JsonInclude(JsonInclude.Include.NON_EMPTY)
@JsonPropertyOrder({"theme", "retries"})
public class Settings {
    public String locale;
    public List<String> features;
    public Map<String, String> labels;
    @JsonInclude(JsonInclude.Include.NON_DEFAULT) public int retries;
    @JsonInclude(JsonInclude.Include.ALWAYS) public String theme;
    @JsonInclude(JsonInclude.Include.NON_NULL) public String nickname;
    public boolean beta;

    @Override public boolean equals(Object o) {
        return o instanceof Settings s && Objects.equals(locale, s.locale) && Objects.equals(features, s.features)
                && Objects.equals(labels, s.labels) && retries == s.retries && Objects.equals(theme, s.theme)
                && Objects.equals(nickname, s.nickname) && beta == s.beta;
    }
    @Override public int hashCode() { return Objects.hash(locale, retries); }
    @Override public String toString() { return "Settings[" + locale + ", " + features + ", " + labels + ", " + retries + ", " + theme + ", " + nickname + ", " + beta + "]"; }
}
