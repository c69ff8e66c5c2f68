package dev.brisk.bind.processor;

import javax.lang.model.element.TypeElement;
import javax.lang.model.element.TypeParameterElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.type.WildcardType;
import java.util.List;

/**
 * Turns compile-time types into source text: the erased type for declarations and casts, and an
 * expression that rebuilds the full generic {@code java.lang.reflect.Type} at run time (so that
 * the generated codec can ask the mapper for the codec of, say, {@code List<Map<String, Item>>}).
 * Type variables of the bound type itself come from the actual type the codec is built for.
 */
final class TypeExpressions {
    private final List<? extends TypeParameterElement> ownTypeParameters;

    TypeExpressions(TypeElement owner) {
        this.ownTypeParameters = owner.getTypeParameters();
    }

    /** The erasure as source text, e.g. {@code java.util.List}, {@code int[]}, {@code a.Outer.Inner}. */
    static String erasure(TypeMirror t) {
        switch (t.getKind()) {
            case BOOLEAN: return "boolean";
            case BYTE: return "byte";
            case SHORT: return "short";
            case CHAR: return "char";
            case INT: return "int";
            case LONG: return "long";
            case FLOAT: return "float";
            case DOUBLE: return "double";
            case ARRAY: return erasure(((ArrayType) t).getComponentType()) + "[]";
            case DECLARED: return ((TypeElement) ((DeclaredType) t).asElement()).getQualifiedName().toString();
            case TYPEVAR: return erasure(((TypeVariable) t).getUpperBound());
            case WILDCARD: {
                TypeMirror bound = ((WildcardType) t).getExtendsBound();
                return bound == null ? "java.lang.Object" : erasure(bound);
            }
            case INTERSECTION: return "java.lang.Object";
            default: return "java.lang.Object";
        }
    }

    /** The boxed erasure, for casts of {@code Codec<Object>} results. */
    static String boxedErasure(TypeMirror t) {
        switch (t.getKind()) {
            case BOOLEAN: return "java.lang.Boolean";
            case BYTE: return "java.lang.Byte";
            case SHORT: return "java.lang.Short";
            case CHAR: return "java.lang.Character";
            case INT: return "java.lang.Integer";
            case LONG: return "java.lang.Long";
            case FLOAT: return "java.lang.Float";
            case DOUBLE: return "java.lang.Double";
            default: return erasure(t);
        }
    }

    /** Source text of an expression of type {@code java.lang.reflect.Type} equal to {@code t}. */
    String runtimeType(TypeMirror t) {
        TypeKind kind = t.getKind();
        if (kind.isPrimitive()) return erasure(t) + ".class";
        switch (kind) {
            case ARRAY: {
                TypeMirror component = ((ArrayType) t).getComponentType();
                if (component.getKind().isPrimitive()) return erasure(t) + ".class";
                return "dev.brisk.bind.Types.arrayOf(" + runtimeType(component) + ")";
            }
            case DECLARED: {
                DeclaredType d = (DeclaredType) t;
                List<? extends TypeMirror> args = d.getTypeArguments();
                String raw = erasure(t) + ".class";
                if (args.isEmpty()) return raw;
                StringBuilder sb = new StringBuilder("dev.brisk.bind.Types.parameterized(").append(raw);
                for (TypeMirror a : args) sb.append(", ").append(runtimeType(a));
                return sb.append(')').toString();
            }
            case TYPEVAR: {
                for (int i = 0; i < ownTypeParameters.size(); i++) {
                    if (ownTypeParameters.get(i).getSimpleName().contentEquals(((TypeVariable) t).asElement().getSimpleName())) {
                        return "dev.brisk.bind.Types.argument(type, " + i + ")";
                    }
                }
                return runtimeType(((TypeVariable) t).getUpperBound());
            }
            case WILDCARD: {
                WildcardType w = (WildcardType) t;
                if (w.getExtendsBound() != null) return runtimeType(w.getExtendsBound());
                return "java.lang.Object.class";
            }
            default:
                return "java.lang.Object.class";
        }
    }

    /** A Java string literal. */
    static String literal(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\n': sb.append("\\n"); break;
                case '\r': sb.append("\\r"); break;
                case '\t': sb.append("\\t"); break;
                default:
                    if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c));
                    else sb.append(c);
            }
        }
        return sb.append('"').toString();
    }
}
