package dev.brisk.bind.model;

/** An interface whose default getter is a property of the classes that implement it. */
public interface Described {
    default String getSummary() { return "described"; }
}
