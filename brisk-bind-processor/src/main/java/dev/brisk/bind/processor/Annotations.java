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
    static final String JSON_NAMING = PACKAGE + "JsonNaming";
    static final String JSON_INCLUSION = PACKAGE + "JsonInclusion";
    static final String JSON_PATTERN = PACKAGE + "JsonPattern";
    static final String JSON_STRING = PACKAGE + "JsonString";
    static final String JSON_SINGLE_VALUE = PACKAGE + "JsonSingleValue";
    static final String JSON_CATCH_ALL = PACKAGE + "JsonCatchAll";
    static final String JSON_UNWRAPPED = PACKAGE + "JsonUnwrapped";

    /** Jackson's annotations, read by name: the processor needs no Jackson on its path either. */
    static final String JACKSON = "com.fasterxml.jackson.annotation.";
    static final String J_PROPERTY = JACKSON + "JsonProperty";
    static final String J_ALIAS = JACKSON + "JsonAlias";
    static final String J_IGNORE = JACKSON + "JsonIgnore";
    static final String J_IGNORE_PROPERTIES = JACKSON + "JsonIgnoreProperties";
    static final String J_PROPERTY_ORDER = JACKSON + "JsonPropertyOrder";
    static final String J_CREATOR = JACKSON + "JsonCreator";
    static final String J_VALUE = JACKSON + "JsonValue";
    static final String J_INCLUDE = JACKSON + "JsonInclude";
    static final String J_FORMAT = JACKSON + "JsonFormat";
    static final String J_TYPE_INFO = JACKSON + "JsonTypeInfo";
    static final String J_SUB_TYPES = JACKSON + "JsonSubTypes";
    static final String J_TYPE_NAME = JACKSON + "JsonTypeName";
    static final String J_ENUM_DEFAULT = JACKSON + "JsonEnumDefaultValue";
    static final String J_RAW_VALUE = JACKSON + "JsonRawValue";
    static final String J_UNWRAPPED = JACKSON + "JsonUnwrapped";
    static final String J_ANY_SETTER = JACKSON + "JsonAnySetter";
    static final String J_ANY_GETTER = JACKSON + "JsonAnyGetter";

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
        Object v = member(find(e, name), "value");
        return v == null ? null : v.toString();
    }

    /** The explicitly given value of one member of an annotation (null when absent or left at its default). */
    static Object member(AnnotationMirror m, String member) {
        if (m == null) return null;
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry : m.getElementValues().entrySet()) {
            if (entry.getKey().getSimpleName().contentEquals(member)) return entry.getValue().getValue();
        }
        return null;
    }

    /** A String member, or {@code fallback} when it is not given. */
    static String string(AnnotationMirror m, String member, String fallback) {
        Object v = member(m, member);
        return v == null ? fallback : v.toString();
    }

    /** A boolean member, or {@code fallback} when it is not given. */
    static boolean bool(AnnotationMirror m, String member, boolean fallback) {
        Object v = member(m, member);
        return v == null ? fallback : (Boolean) v;
    }

    /** The name of an enum constant member ({@code READ_ONLY}), or {@code fallback}. */
    static String constant(AnnotationMirror m, String member, String fallback) {
        Object v = member(m, member);
        return v == null ? fallback : ((javax.lang.model.element.VariableElement) v).getSimpleName().toString();
    }

    /** The elements of an array member (a single value counts as one), empty when not given. */
    static java.util.List<Object> array(AnnotationMirror m, String member) {
        Object v = member(m, member);
        java.util.List<Object> result = new java.util.ArrayList<>();
        if (v instanceof java.util.List) {
            for (Object o : (java.util.List<?>) v) result.add(((AnnotationValue) o).getValue());
        } else if (v != null) {
            result.add(v);
        }
        return result;
    }

    /** String elements of an array member. */
    static java.util.List<String> strings(AnnotationMirror m, String member) {
        java.util.List<String> result = new java.util.ArrayList<>();
        for (Object o : array(m, member)) result.add(o.toString());
        return result;
    }
}
