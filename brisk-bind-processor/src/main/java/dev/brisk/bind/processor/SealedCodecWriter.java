package dev.brisk.bind.processor;

import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes the source of a generated codec for a sealed interface or abstract class: the closed
 * set of permitted subtypes is fixed at compile time and handed to brisk-bind's SealedCodec.
 */
final class SealedCodecWriter {
    private SealedCodecWriter() { }

    static void collectLeaves(TypeElement sealed, List<TypeElement> into) {
        for (TypeMirror m : sealed.getPermittedSubclasses()) {
            TypeElement sub = (TypeElement) ((DeclaredType) m).asElement();
            boolean isAbstract = sub.getKind() == ElementKind.INTERFACE || sub.getModifiers().contains(Modifier.ABSTRACT);
            if (sub.getModifiers().contains(Modifier.SEALED) && isAbstract) collectLeaves(sub, into);
            else if (!into.contains(sub)) into.add(sub);
        }
    }

    /**
     * The discriminator Jackson's {@code @JsonTypeInfo} names (default {@code @type}), or null
     * without one; forms Brisk refuses (a class name from the input, wrappers) are an error, as
     * on the reflective path (brisk-bind's JacksonAnnotations.discriminator).
     */
    static String jacksonDiscriminator(TypeElement type, List<String> errors) {
        javax.lang.model.element.AnnotationMirror info = Annotations.find(type, Annotations.J_TYPE_INFO);
        if (info == null) return null;
        String use = Annotations.constant(info, "use", "");
        if (use.equals("CLASS") || use.equals("MINIMAL_CLASS")) {
            errors.add("Cannot bind " + type.getQualifiedName() + ": @JsonTypeInfo(use = " + use
                    + ") takes a class name from the input, and Brisk never loads a class the input names;"
                    + " use Id.NAME with @JsonSubTypes listing the subtypes");
        } else if (!use.equals("NAME") && !use.equals("SIMPLE_NAME")) {
            errors.add("Cannot bind " + type.getQualifiedName() + ": @JsonTypeInfo(use = " + use + ") is not supported; use Id.NAME with @JsonSubTypes");
        }
        String include = Annotations.constant(info, "include", "PROPERTY");
        if (!include.equals("PROPERTY")) {
            errors.add("Cannot bind " + type.getQualifiedName() + ": @JsonTypeInfo(include = " + include
                    + ") is not supported; only As.PROPERTY (the type name as a member of the object)");
        }
        String property = Annotations.string(info, "property", "");
        return property.isEmpty() ? "@type" : property;
    }

    /** {@code @JsonTypeName}, else Jackson's default: the binary name without its package ({@code Outer$Inner}). */
    static String jacksonTypeName(javax.annotation.processing.ProcessingEnvironment env, TypeElement leaf) {
        String n = Annotations.value(leaf, Annotations.J_TYPE_NAME);
        if (n != null && !n.isEmpty()) return n;
        String binary = env.getElementUtils().getBinaryName(leaf).toString();
        return binary.substring(binary.lastIndexOf('.') + 1);
    }

    static String write(javax.annotation.processing.ProcessingEnvironment env, TypeElement type, String packageName,
                        String className, List<String> errors) {
        String qualified = type.getQualifiedName().toString();
        String jackson = jacksonDiscriminator(type, errors);
        List<TypeElement> leaves = new ArrayList<>();
        List<String> leafNames = new ArrayList<>();
        javax.lang.model.element.AnnotationMirror listed = jackson != null ? Annotations.find(type, Annotations.J_SUB_TYPES) : null;
        if (listed != null) {
            for (Object o : Annotations.array(listed, "value")) {
                javax.lang.model.element.AnnotationMirror t = (javax.lang.model.element.AnnotationMirror) o;
                TypeElement sub = (TypeElement) ((DeclaredType) Annotations.member(t, "value")).asElement();
                List<String> ns = new ArrayList<>();
                String name = Annotations.string(t, "name", "");
                if (!name.isEmpty()) ns.add(name);
                for (String n : Annotations.strings(t, "names")) if (!ns.contains(n)) ns.add(n);
                if (ns.isEmpty()) ns.add(jacksonTypeName(env, sub));
                for (String n : ns) {
                    leaves.add(sub);
                    leafNames.add(n);
                }
            }
        } else {
            collectLeaves(type, leaves);
            for (TypeElement leaf : leaves) {
                String n = Annotations.value(leaf, Annotations.JSON_SUBTYPE);
                leafNames.add(jackson != null ? jacksonTypeName(env, leaf) : n != null ? n : leaf.getSimpleName().toString());
            }
        }
        List<String> names = new ArrayList<>();
        List<String> classes = new ArrayList<>();
        for (int i = 0; i < leaves.size(); i++) {
            TypeElement leaf = leaves.get(i);
            names.add(TypeExpressions.literal(leafNames.get(i)));
            classes.add(leaf.getQualifiedName() + ".class");
        }
        String discriminator = jackson != null ? jackson : Annotations.value(type, Annotations.JSON_DISCRIMINATOR);
        String discriminatorExpr = discriminator != null ? TypeExpressions.literal(discriminator) : "lookup.options().discriminatorName()";
        StringBuilder sb = new StringBuilder();
        if (!packageName.isEmpty()) sb.append("package ").append(packageName).append(";\n\n");
        sb.append("/** Generated by brisk-bind-processor for {@link ").append(qualified).append("}: do not edit. */\n");
        sb.append("@SuppressWarnings({\"unchecked\", \"rawtypes\"})\n");
        // it is the SealedCodec itself (no codec wrapped in another): each level of a recursive
        // sealed type then costs no more stack frames than the subtype's own
        sb.append("public final class ").append(className).append(" extends dev.brisk.bind.SealedCodec<").append(qualified).append("> {\n");
        sb.append("    public static final dev.brisk.bind.CodecFactory FACTORY = (type, lookup) ->\n");
        sb.append("            dev.brisk.bind.Types.raw(type) == ").append(qualified).append(".class ? new ").append(className).append("(lookup, type) : null;\n\n");
        sb.append("    public ").append(className).append("(dev.brisk.bind.CodecLookup lookup, java.lang.reflect.Type type) {\n");
        sb.append("        super(").append(TypeExpressions.literal(type.getSimpleName().toString()))
                .append(", ").append(discriminatorExpr).append(",\n");
        sb.append("                new String[] {").append(String.join(", ", names)).append("},\n");
        sb.append("                new Class<?>[] {").append(String.join(", ", classes)).append("},\n");
        sb.append("                objectCodecs(lookup, new Class<?>[] {").append(String.join(", ", classes)).append("}),\n");
        sb.append("                lookup.options().readerOptions());\n");
        sb.append("    }\n\n");
        sb.append("    private static dev.brisk.bind.ObjectCodec[] objectCodecs(dev.brisk.bind.CodecLookup lookup, Class<?>[] classes) {\n");
        sb.append("        dev.brisk.bind.ObjectCodec[] codecs = new dev.brisk.bind.ObjectCodec[classes.length];\n");
        sb.append("        for (int i = 0; i < classes.length; i++) {\n");
        sb.append("            dev.brisk.bind.Codec<?> c = lookup.codec(classes[i]);\n");
        sb.append("            if (!(c instanceof dev.brisk.bind.ObjectCodec)) {\n");
        sb.append("                throw new IllegalArgumentException(\"Subtype \" + classes[i].getName() + \" of sealed ").append(qualified).append(" must be bound as an object\");\n");
        sb.append("            }\n");
        sb.append("            codecs[i] = (dev.brisk.bind.ObjectCodec) c;\n");
        sb.append("        }\n");
        sb.append("        return codecs;\n");
        sb.append("    }\n");
        sb.append("}\n");
        return sb.toString();
    }
}
