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

    boolean readable() { return !ignored && (creatorIndex >= 0 || setter != null || readProblem != null); }

    boolean writable() { return !ignored && (getter != null || writeProblem != null); }
}
