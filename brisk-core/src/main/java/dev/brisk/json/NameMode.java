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
     * Saves the allocation of repeated names, and is the default: it read the names of
     * twitter.json and citm_catalog.json 20-35% faster than {@link #NONE}. A reader that meets
     * mostly unique names (random keys: more misses than hits in a window of 256 names) stops
     * consulting the table, so such documents cost about what {@link #NONE} costs.
     */
    CANONICAL,
    /** {@link #CANONICAL} and {@link String#intern()} on every new name. */
    INTERN
}
