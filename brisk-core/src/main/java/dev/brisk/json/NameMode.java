package dev.brisk.json;

/**
 * How a {@link JsonReader} turns member names into Strings in {@link JsonReader#nextName()}.
 *
 * <p>Names that go through {@link JsonReader#selectName(Names)} never become Strings, whatever
 * the mode.
 */
public enum NameMode {
    /** A fresh String per name; no hashing at all. Best when names rarely repeat. */
    NONE,
    /**
     * The same String instance for the same name bytes, from a bounded, shared symbol table
     * (seeded hash, at most four entries per bucket, every hit confirmed by comparing bytes).
     * Saves the allocation of repeated names; a reader that meets mostly unique names (random
     * keys) stops consulting the table, so such documents cost about what {@link #NONE} costs.
     */
    CANONICAL,
    /** {@link #CANONICAL} and {@link String#intern()} on every new name. */
    INTERN
}
