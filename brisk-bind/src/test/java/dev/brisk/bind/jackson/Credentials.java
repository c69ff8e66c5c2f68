package dev.brisk.bind.jackson;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.brisk.bind.BriskCodec;

import java.util.Objects;

/** Read-only and write-only properties: a password read but never written, an id written but never read. */
@BriskCodec
public class Credentials {
    @JsonProperty(access = JsonProperty.Access.READ_ONLY) public long id;
    public String user;
    @JsonProperty(access = JsonProperty.Access.WRITE_ONLY) public String password;
    @JsonIgnore public String session;

    @Override public boolean equals(Object o) {
        return o instanceof Credentials c && id == c.id && Objects.equals(user, c.user) && Objects.equals(password, c.password)
                && Objects.equals(session, c.session);
    }
    @Override public int hashCode() { return Objects.hash(id, user); }
    @Override public String toString() { return "Credentials[" + id + ", " + user + ", " + password + ", " + session + "]"; }
}
