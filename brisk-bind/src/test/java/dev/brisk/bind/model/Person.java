package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonIgnore;
import dev.brisk.bind.JsonName;

import java.util.ArrayList;
import java.util.List;

/** A mutable class: no-arg constructor, private fields with accessors, a package-private field. */
@BriskCodec
public class Person {
    private String name;
    private int age;
    @JsonName("e-mail") String email;
    List<String> tags = new ArrayList<>(List.of("default"));
    @JsonIgnore String secret = "unset";
    transient int cache;

    public Person() { }

    public Person(String name, int age) {
        this.name = name;
        this.age = age;
    }

    public String getName() { return name; }
    public void setName(String name) { this.name = name; }
    public int getAge() { return age; }
    public void setAge(int age) {
        if (age < 0) throw new IllegalArgumentException("age must not be negative");
        this.age = age;
    }
    public String getSecret() { return secret; }
    public List<String> getTags() { return tags; }
    public String email() { return email; }
    public void email(String email) { this.email = email; }
}
