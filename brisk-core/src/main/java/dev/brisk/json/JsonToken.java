package dev.brisk.json;

/** The kinds of token a {@link JsonReader} can be positioned before. */
public enum JsonToken {
    BEGIN_OBJECT,
    END_OBJECT,
    BEGIN_ARRAY,
    END_ARRAY,
    /** A member name inside an object. */
    NAME,
    STRING,
    NUMBER,
    BOOLEAN,
    NULL,
    /** No more input: the end of the document, or of the current value in sequence mode. */
    END_DOCUMENT
}
