package dev.brisk.bind.processor;

import javax.lang.model.type.TypeMirror;

/** One property of a type as the processor sees it; mirrors the reflective BeanProperty. */
final class PropertyModel {
    final String javaName;
    String jsonName;
    TypeMirror type;
    boolean required;
    boolean ignored;
    int creatorIndex = -1;
    /** As on the reflective BeanProperty: see there. */
    boolean explicitName;
    boolean jacksonRenamed;
    final java.util.List<String> aliases = new java.util.ArrayList<>();
    boolean notRead;
    boolean notWritten;
    /** An Inclusion constant's name, or null. */
    String inclusion;
    String pattern;
    boolean asString;
    boolean raw;
    boolean catchAllRead;
    /** Brisk's or Jackson's @JsonUnwrapped (see TypeModel.checkUnwrapped), with what goes around the members' names. */
    boolean unwrapped;
    String unwrapPrefix = "";
    String unwrapSuffix = "";
    boolean catchAllWrite;
    /** Expression reading the property from {@code value}, or null. */
    String getter;
    /** What {@link #getter} returns: a getter may box a primitive property (and return null). */
    TypeMirror getterType;
    /** Statement template setting it on {@code obj} ({@code %s} is the value), or null. */
    String setter;
    /** Why the property cannot be read or written by generated code, when reflection could. */
    String readProblem;
    String writeProblem;

    PropertyModel(String javaName) {
        this.javaName = javaName;
        this.jsonName = javaName;
    }

    boolean readable() { return !ignored && !notRead && (creatorIndex >= 0 || setter != null || readProblem != null); }

    boolean writable() { return !ignored && !notWritten && (getter != null || writeProblem != null); }

    void rename(String name) {
        this.jsonName = name;
        this.explicitName = true;
    }
}
