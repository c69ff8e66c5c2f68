package dev.brisk.bind.features;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonUnwrapped;

import java.util.Objects;

/** A flat contact record: the home address's members beside the name, prefixed. */
@BriskCodec
public class Contact {
    public String name;
    @JsonUnwrapped(prefix = "home_") public Postal home;
    public int age;

    @Override public boolean equals(Object o) {
        return o instanceof Contact c && Objects.equals(name, c.name) && Objects.equals(home, c.home) && age == c.age;
    }
    @Override public int hashCode() { return Objects.hash(name, home, age); }
    @Override public String toString() { return "Contact[" + name + ", " + home + ", " + age + "]"; }
}
