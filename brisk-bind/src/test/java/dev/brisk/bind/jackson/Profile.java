package dev.brisk.bind.jackson;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.brisk.bind.BriskCodec;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/** A catch-all map behind Jackson's any-setter method and any-getter: every member it does not know is kept. */
@BriskCodec
public class Profile {
    @JsonProperty("user_id") public long userId;
    public String nickname;
    private final Map<String, Object> extra = new LinkedHashMap<>();

    @JsonAnySetter
    public void put(String name, Object value) { extra.put(name, value); }

    @JsonAnyGetter
    public Map<String, Object> getExtra() { return extra; }

    @Override public boolean equals(Object o) {
        return o instanceof Profile p && userId == p.userId && Objects.equals(nickname, p.nickname) && extra.equals(p.extra);
    }
    @Override public int hashCode() { return Objects.hash(userId, nickname); }
    @Override public String toString() { return "Profile[" + userId + ", " + nickname + ", " + extra + "]"; }
}
