package dev.brisk.bind.processor;

import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The properties and creator of a record or class, found by the same rules as brisk-bind's
 * reflective BeanIntrospector (see there), so that generated and reflective codecs behave the
 * same. Where reflection could reach a member that generated code cannot (a private field with
 * no accessor, a final field outside the creator), the processor reports an error instead of
 * silently doing less.
 */
final class TypeModel {
    final TypeElement type;
    final List<PropertyModel> properties = new ArrayList<>();
    int creatorArity;
    final List<String> errors = new ArrayList<>();
    /** The creator when it is a static factory method (called as {@code Type.name(..)}), else null. */
    String factoryName;
    final AnnotationRules.TypeRules rules;
    /** Ignored names that are no property: skipped on read. */
    final List<String> skippedNames = new ArrayList<>();
    private boolean jacksonCreator;
    /** The catch-all, as brisk-bind's BeanIntrospector.findCatchAll finds it. */
    PropertyModel catchAllReader;
    PropertyModel catchAllWriter;
    /** The name of Jackson's any-setter method, or null. */
    String anySetter;
    TypeMirror catchAllValueType;

    private final ProcessingEnvironment env;
    private final String packageName;

    TypeModel(ProcessingEnvironment env, TypeElement type) {
        this.env = env;
        this.type = type;
        this.packageName = env.getElementUtils().getPackageOf(type).getQualifiedName().toString();
        this.rules = new AnnotationRules.TypeRules(type);
        if (type.getKind() == ElementKind.RECORD) introspectRecord(); else introspectClass();
        findCatchAll();
        applyTypeRules();
        checkUnwrapped();
        // the names the generated codec matches (read ones, then skipped ones): the reflective
        // codec refuses a type where two are equal, so the processor does too
        List<String> matched = new ArrayList<>();
        for (PropertyModel p : properties) if (p.readable() && !p.unwrapped) matched.add(p.jsonName);
        for (PropertyModel p : properties) if (!p.readable() && !p.unwrapped && (p.ignored || p.creatorIndex < 0)) matched.add(p.jsonName);
        for (int i = 0; i < matched.size(); i++) {
            if (matched.indexOf(matched.get(i)) < i) errors.add(type.getSimpleName() + " has two properties named '" + matched.get(i) + "'");
        }
        for (PropertyModel p : properties) {
            if (p.ignored) continue;
            if (p.creatorIndex < 0 && p.readProblem != null) errors.add(p.readProblem);
            if (p.writeProblem != null && p.getter == null) errors.add(p.writeProblem);
        }
    }

    /** As brisk-bind's BeanIntrospector.checkUnwrapped: ignored on types not bound as objects, refused on creator parameters. */
    private void checkUnwrapped() {
        for (PropertyModel p : properties) {
            if (!p.unwrapped) continue;
            if (!unwrappable(p.type)) {
                p.unwrapped = false;
            } else if (p.creatorIndex >= 0) {
                errors.add("@JsonUnwrapped on the " + (type.getKind() == ElementKind.RECORD ? "record component '" : "creator parameter '")
                        + p.javaName + "' of " + type.getSimpleName() + " is not supported (nor by Jackson 2); unwrap a field or setter property instead");
            }
        }
    }

    /** A class of the program's: neither the JDK's nor a primitive, array or enum. */
    private static boolean unwrappable(TypeMirror t) {
        if (t.getKind() != TypeKind.DECLARED) return t.getKind() == TypeKind.TYPEVAR;
        TypeElement e = (TypeElement) ((DeclaredType) t).asElement();
        if (e.getKind() == ElementKind.ENUM) return false;
        String n = e.getQualifiedName().toString();
        return !n.startsWith("java.") && !n.startsWith("javax.");
    }

    private void introspectRecord() {
        List<? extends RecordComponentElement> components = type.getRecordComponents();
        for (int i = 0; i < components.size(); i++) {
            RecordComponentElement c = components.get(i);
            PropertyModel p = new PropertyModel(c.getSimpleName().toString());
            p.type = c.asType();
            p.creatorIndex = i;
            p.getter = "value." + c.getAccessor().getSimpleName() + "()";
            p.getterType = c.getAccessor().getReturnType();
            apply(p, c);
            apply(p, c.getAccessor());
            properties.add(p);
        }
        for (ExecutableElement ctor : ElementFilter.constructorsIn(type.getEnclosedElements())) {
            if (ctor.getParameters().size() != components.size()) continue;
            for (int i = 0; i < components.size(); i++) apply(properties.get(i), ctor.getParameters().get(i));
        }
        jacksonCreator = true; // as on the reflective path: component order
        creatorArity = components.size();
    }

    private void findCatchAll() {
        for (PropertyModel p : new ArrayList<>(properties)) {
            if (!p.catchAllRead && !p.catchAllWrite) continue;
            TypeMirror map = env.getTypeUtils().erasure(env.getElementUtils().getTypeElement("java.util.Map").asType());
            if (!env.getTypeUtils().isAssignable(env.getTypeUtils().erasure(p.type), map)) {
                errors.add("The catch-all '" + p.javaName + "' of " + type.getSimpleName() + " must be a Map<String, V>");
                continue;
            }
            if (p.catchAllRead && catchAllReader != null || p.catchAllWrite && catchAllWriter != null) {
                errors.add(type.getSimpleName() + " has two catch-all properties");
            }
            if (p.catchAllRead) catchAllReader = p;
            if (p.catchAllWrite) catchAllWriter = p;
            List<? extends TypeMirror> args = p.type.getKind() == TypeKind.DECLARED ? ((DeclaredType) p.type).getTypeArguments() : List.of();
            catchAllValueType = args.size() == 2 ? args.get(1) : env.getElementUtils().getTypeElement("java.lang.Object").asType();
            properties.remove(p);
            if (p.catchAllRead && p.creatorIndex < 0 && p.setter == null) errors.add("The catch-all '" + p.javaName + "' of " + type.getSimpleName() + " cannot be set by generated code");
            if (p.catchAllWrite && p.getter == null) errors.add("The catch-all '" + p.javaName + "' of " + type.getSimpleName() + " cannot be read by generated code");
        }
        for (ExecutableElement m : ElementFilter.methodsIn(env.getElementUtils().getAllMembers(type))) {
            AnnotationMirror a = Annotations.find(m, Annotations.J_ANY_SETTER);
            if (a == null || !Annotations.bool(a, "enabled", true) || m.getParameters().size() != 2 || m.getModifiers().contains(Modifier.STATIC)) continue;
            if (catchAllReader != null || anySetter != null) errors.add(type.getSimpleName() + " has two catch-all properties");
            if (m.getModifiers().contains(Modifier.PRIVATE)) errors.add("the @JsonAnySetter of " + type.getSimpleName() + " must not be private");
            anySetter = m.getSimpleName().toString();
            catchAllValueType = m.getParameters().get(1).asType();
        }
    }

    /** Ignored names and the write order, as brisk-bind's BeanIntrospector does. */
    private void applyTypeRules() {
        for (String name : rules.ignoredNames) {
            boolean found = false;
            for (PropertyModel p : properties) {
                if (p.jsonName.equals(name) || p.javaName.equals(name)) {
                    p.ignored = true;
                    found = true;
                }
            }
            if (!found) skippedNames.add(name);
        }
        List<PropertyModel> ordered = new ArrayList<>(properties);
        ordered.sort((a, b) -> Integer.compare(orderRank(a), orderRank(b)));
        if (rules.alphabetic) {
            ordered.sort((a, b) -> {
                int ra = orderRank(a), rb = orderRank(b);
                if (ra != rb || ra < Integer.MAX_VALUE - 2) return Integer.compare(ra, rb);
                return a.jsonName.compareTo(b.jsonName);
            });
        }
        properties.clear();
        properties.addAll(ordered);
    }

    private int orderRank(PropertyModel p) {
        List<String> order = rules.order;
        for (int i = 0; i < order.size(); i++) {
            if (order.get(i).equals(p.jsonName) || order.get(i).equals(p.javaName)) return i;
        }
        if (jacksonCreator && p.creatorIndex >= 0 && !rules.alphabetic) return order.size() + p.creatorIndex;
        return p.jacksonRenamed && !rules.alphabetic ? Integer.MAX_VALUE - 1 : Integer.MAX_VALUE - 2;
    }

    private void introspectClass() {
        Map<String, PropertyModel> byName = new LinkedHashMap<>();
        Set<String> fieldNames = new HashSet<>();
        List<TypeElement> hierarchy = new ArrayList<>();
        for (TypeElement t = type; t != null && !t.getQualifiedName().contentEquals("java.lang.Object"); t = superclass(t)) {
            hierarchy.add(0, t);
        }
        for (TypeElement t : hierarchy) {
            for (VariableElement f : ElementFilter.fieldsIn(t.getEnclosedElements())) {
                if (f.getModifiers().contains(Modifier.STATIC) || f.getModifiers().contains(Modifier.TRANSIENT)) continue;
                String name = f.getSimpleName().toString();
                PropertyModel p = byName.computeIfAbsent(name, PropertyModel::new);
                fieldNames.add(name);
                p.type = f.asType();
                if (accessible(f)) {
                    p.getter = "value." + name;
                    p.getterType = f.asType();
                    if (f.getModifiers().contains(Modifier.FINAL)) {
                        p.setter = null;
                        p.readProblem = "final field '" + name + "' of " + type.getSimpleName()
                                + " can only be set through a @JsonCreator parameter in a generated codec";
                    } else {
                        p.setter = "obj." + name + " = %s";
                    }
                } else {
                    p.writeProblem = "field '" + name + "' of " + type.getSimpleName()
                            + " is not accessible to generated code: add a public getter or make it package-private";
                    p.readProblem = "field '" + name + "' of " + type.getSimpleName()
                            + " is not accessible to generated code: add a public setter, a @JsonCreator parameter or make it package-private";
                }
                apply(p, f);
            }
        }
        for (ExecutableElement m : ElementFilter.methodsIn(env.getElementUtils().getAllMembers(type))) {
            if (!m.getModifiers().contains(Modifier.PUBLIC) || m.getModifiers().contains(Modifier.STATIC)) continue;
            if (((TypeElement) m.getEnclosingElement()).getQualifiedName().contentEquals("java.lang.Object")) continue;
            String name = m.getSimpleName().toString();
            int params = m.getParameters().size();
            TypeMirror ret = m.getReturnType();
            if (params == 0 && ret.getKind() != TypeKind.VOID) {
                String prop = name.startsWith("get") && name.length() > 3 ? decapitalize(name.substring(3))
                        : name.startsWith("is") && name.length() > 2 && ret.getKind() == TypeKind.BOOLEAN
                        ? decapitalize(name.substring(2)) : null;
                if (prop == null || name.equals("getClass")) continue;
                PropertyModel p = byName.computeIfAbsent(prop, PropertyModel::new);
                if (p.type == null) p.type = ret;
                p.getter = "value." + name + "()";
                p.getterType = ret;
                apply(p, m);
            } else if (params == 1 && name.startsWith("set") && name.length() > 3) {
                PropertyModel p = byName.computeIfAbsent(decapitalize(name.substring(3)), PropertyModel::new);
                TypeMirror t = m.getParameters().get(0).asType();
                if (p.type == null) p.type = t;
                if (!env.getTypeUtils().isSameType(env.getTypeUtils().erasure(t), env.getTypeUtils().erasure(p.type))) continue;
                p.setter = "obj." + name + "(%s)";
                p.readProblem = null;
                apply(p, m);
            }
        }
        ExecutableElement creator = creator(type);
        ExecutableElement noArg = null;
        for (ExecutableElement c : ElementFilter.constructorsIn(type.getEnclosedElements())) {
            if (c.getParameters().isEmpty()) noArg = c;
        }
        if (creator != null && creator.getKind() == ElementKind.METHOD) factoryName = creator.getSimpleName().toString();
        if (creator != null) jacksonCreator = AnnotationRules.isJacksonCreator(creator);
        if (creator != null) {
            if (creator.getModifiers().contains(Modifier.PRIVATE)) errors.add("the @JsonCreator of " + type.getSimpleName() + " must not be private");
            List<? extends VariableElement> ps = creator.getParameters();
            for (int i = 0; i < ps.size(); i++) {
                VariableElement param = ps.get(i);
                String rename = AnnotationRules.parameterName(param);
                String key = rename != null ? rename : param.getSimpleName().toString();
                PropertyModel p = null;
                for (PropertyModel q : byName.values()) if (q.jsonName.equals(key)) { p = q; break; }
                if (p == null) for (PropertyModel q : byName.values()) if (q.javaName.equals(key)) { p = q; break; }
                if (p == null) p = byName.computeIfAbsent(key, PropertyModel::new);
                p.type = param.asType();
                p.creatorIndex = i;
                p.setter = null;
                p.readProblem = null;
                if (Annotations.has(param, Annotations.JSON_REQUIRED)) p.required = true;
                apply(p, param);
                if (rename != null) p.rename(rename);
            }
            creatorArity = ps.size();
        } else if (noArg == null || noArg.getModifiers().contains(Modifier.PRIVATE)) {
            errors.add(type.getSimpleName() + " needs a non-private no-argument constructor or a @JsonCreator constructor");
        }
        // Fields first, in declaration order; then accessor- or creator-only properties by Java
        // name: the order the reflective BeanIntrospector can also give (reflection returns
        // methods in no defined order).
        List<PropertyModel> ordered = new ArrayList<>(byName.values());
        ordered.sort((a, b) -> {
            boolean fa = fieldNames.contains(a.javaName);
            boolean fb = fieldNames.contains(b.javaName);
            if (fa != fb) return fa ? -1 : 1;
            return fa ? 0 : a.javaName.compareTo(b.javaName);
        });
        properties.addAll(ordered);
    }

    private boolean accessible(Element member) {
        if (member.getModifiers().contains(Modifier.PRIVATE)) return false;
        if (member.getModifiers().contains(Modifier.PUBLIC)) return true;
        PackageElement pkg = env.getElementUtils().getPackageOf(member);
        return pkg.getQualifiedName().contentEquals(packageName);
    }

    private static TypeElement superclass(TypeElement t) {
        TypeMirror s = t.getSuperclass();
        return s.getKind() == TypeKind.DECLARED ? (TypeElement) ((DeclaredType) s).asElement() : null;
    }

    private static void apply(PropertyModel p, Element e) {
        AnnotationRules.apply(p, e);
    }

    /**
     * The constructor or static factory (returning the type) marked by Brisk's or Jackson's
     * {@code @JsonCreator}, delegating ones left out; two are an error.
     */
    ExecutableElement creator(TypeElement t) {
        int marked = 0;
        for (Element e : t.getEnclosedElements()) {
            if ((e.getKind() == ElementKind.CONSTRUCTOR || e.getKind() == ElementKind.METHOD) && AnnotationRules.isCreator(e)) marked++;
        }
        if (marked > 1) errors.add(t.getSimpleName() + " has two @JsonCreator constructors or factories");
        ExecutableElement found = creatorIncludingDelegating(env, t);
        return found != null && AnnotationRules.isDelegating(found, false) ? null : found;
    }

    static ExecutableElement creatorIncludingDelegating(ProcessingEnvironment env, TypeElement t) {
        ExecutableElement found = null;
        for (Element e : t.getEnclosedElements()) {
            boolean candidate = e.getKind() == ElementKind.CONSTRUCTOR || e.getKind() == ElementKind.METHOD
                    && e.getModifiers().contains(Modifier.STATIC)
                    && env.getTypeUtils().isAssignable(((ExecutableElement) e).getReturnType(), env.getTypeUtils().erasure(t.asType()));
            if (!candidate || !AnnotationRules.isCreator(e)) continue;
            if (found != null) return found; // two: reported by creator(t)
            found = (ExecutableElement) e;
        }
        return found;
    }

    static String decapitalize(String s) {
        if (s.length() > 1 && Character.isUpperCase(s.charAt(0)) && Character.isUpperCase(s.charAt(1))) return s;
        return Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}
