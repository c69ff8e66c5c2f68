package dev.brisk.bind.processor;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import java.util.Map;

/**
 * Reads the brisk-bind annotations by name, so that the processor needs no brisk-bind classes
 * on its own path.
 */
final class Annotations {
    static final String PACKAGE = "dev.brisk.bind.";
    static final String BRISK_CODEC = PACKAGE + "BriskCodec";
    static final String JSON_NAME = PACKAGE + "JsonName";
    static final String JSON_IGNORE = PACKAGE + "JsonIgnore";
    static final String JSON_REQUIRED = PACKAGE + "JsonRequired";
    static final String JSON_CREATOR = PACKAGE + "JsonCreator";
    static final String JSON_DISCRIMINATOR = PACKAGE + "JsonDiscriminator";
    static final String JSON_SUBTYPE = PACKAGE + "JsonSubtype";

    private Annotations() { }

    static AnnotationMirror find(Element e, String name) {
        if (e == null) return null;
        for (AnnotationMirror m : e.getAnnotationMirrors()) {
            if (((TypeElement) m.getAnnotationType().asElement()).getQualifiedName().contentEquals(name)) return m;
        }
        return null;
    }

    static boolean has(Element e, String name) { return find(e, name) != null; }

    /** The {@code value()} of the annotation, or null when it is absent. */
    static String value(Element e, String name) {
        AnnotationMirror m = find(e, name);
        if (m == null) return null;
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry : m.getElementValues().entrySet()) {
            if (entry.getKey().getSimpleName().contentEquals("value")) return (String) entry.getValue().getValue();
        }
        return null;
    }
}
