package dev.brisk.bind.jackson;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.brisk.bind.BriskCodec;

import java.util.List;
import java.util.Objects;

/** An immutable class read through a static factory with named parameters; an old name still read. */
@BriskCodec
public final class Customer {
    private final String id;
    private final String fullName;
    private final Email email;
    private final List<Priority> priorities;

    private Customer(String id, String fullName, Email email, List<Priority> priorities) {
        this.id = id;
        this.fullName = fullName;
        this.email = email;
        this.priorities = priorities;
    }

    @JsonCreator
    public static Customer create(@JsonProperty("id") String id,
                                  @JsonProperty("full_name") @JsonAlias({"name", "fullName"}) String fullName,
                                  @JsonProperty("email") Email email,
                                  @JsonProperty("priorities") List<Priority> priorities) {
        return new Customer(id, fullName, email, priorities);
    }

    public String getId() { return id; }
    @JsonProperty("full_name") public String getFullName() { return fullName; }
    public Email getEmail() { return email; }
    public List<Priority> getPriorities() { return priorities; }

    @Override public boolean equals(Object o) {
        return o instanceof Customer c && Objects.equals(id, c.id) && Objects.equals(fullName, c.fullName)
                && Objects.equals(email, c.email) && Objects.equals(priorities, c.priorities);
    }
    @Override public int hashCode() { return Objects.hash(id, fullName); }
    @Override public String toString() { return "Customer[" + id + ", " + fullName + ", " + email + ", " + priorities + "]"; }
}
