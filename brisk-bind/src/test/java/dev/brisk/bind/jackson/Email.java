package dev.brisk.bind.jackson;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.brisk.bind.BriskCodec;

/** A single-value type: written as a string, read through a delegating static factory. */
@BriskCodec
public final class Email {
    private final String address;

    private Email(String address) { this.address = address; }

    @JsonCreator
    public static Email of(String address) {
        if (!address.contains("@")) throw new IllegalArgumentException("not an e-mail address: " + address);
        return new Email(address.toLowerCase(java.util.Locale.ROOT));
    }

    @JsonValue
    public String address() { return address; }

    @Override public boolean equals(Object o) { return o instanceof Email e && e.address.equals(address); }
    @Override public int hashCode() { return address.hashCode(); }
    @Override public String toString() { return address; }
}
