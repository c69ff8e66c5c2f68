package dev.brisk.bind.processor;

import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import java.io.IOException;
import java.io.Writer;
import java.util.Set;

/**
 * Generates a codec class {@code <Type>_BriskCodec} (nested types: {@code Outer_Inner_BriskCodec})
 * beside every type annotated {@code @dev.brisk.bind.BriskCodec}: records, classes, enums and
 * sealed interfaces or abstract classes. The generated code uses no reflection; the mapper finds
 * it by name, or it can be registered through its {@code FACTORY}.
 */
public final class BriskCodecProcessor extends AbstractProcessor {

    @Override
    public Set<String> getSupportedAnnotationTypes() { return Set.of(Annotations.BRISK_CODEC); }

    @Override
    public SourceVersion getSupportedSourceVersion() { return SourceVersion.latestSupported(); }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        for (TypeElement annotation : annotations) {
            for (Element e : round.getElementsAnnotatedWith(annotation)) {
                if (e instanceof TypeElement) generate((TypeElement) e);
            }
        }
        return false;
    }

    private void generate(TypeElement type) {
        if (type.getModifiers().contains(Modifier.PRIVATE)) {
            error(type, "@BriskCodec type " + type.getSimpleName() + " must not be private");
            return;
        }
        if (type.getNestingKind() == NestingKind.MEMBER && type.getKind() == ElementKind.CLASS
                && !type.getModifiers().contains(Modifier.STATIC)) {
            error(type, "@BriskCodec inner class " + type.getSimpleName() + " must be static");
            return;
        }
        String packageName = processingEnv.getElementUtils().getPackageOf(type).getQualifiedName().toString();
        String qualified = type.getQualifiedName().toString();
        String simple = packageName.isEmpty() ? qualified : qualified.substring(packageName.length() + 1);
        String className = simple.replace('.', '_') + "_BriskCodec";
        String source;
        java.util.List<String> typeInfoErrors = new java.util.ArrayList<>();
        SealedCodecWriter.jacksonDiscriminator(type, typeInfoErrors);
        if (!typeInfoErrors.isEmpty()) {
            for (String message : typeInfoErrors) error(type, message);
            return;
        }
        boolean isAbstract = type.getKind() == ElementKind.INTERFACE || type.getModifiers().contains(Modifier.ABSTRACT);
        if (type.getKind() == ElementKind.ENUM) {
            source = EnumCodecWriter.write(type, packageName, className);
        } else if (isAbstract) {
            boolean listed = Annotations.has(type, Annotations.J_TYPE_INFO) && Annotations.has(type, Annotations.J_SUB_TYPES);
            if (!type.getModifiers().contains(Modifier.SEALED) && !listed) {
                error(type, "@BriskCodec interface or abstract class " + type.getSimpleName()
                        + " must be sealed (or list its subtypes with Jackson's @JsonTypeInfo and @JsonSubTypes)");
                return;
            }
            java.util.List<String> errors = new java.util.ArrayList<>();
            source = SealedCodecWriter.write(processingEnv, type, packageName, className, errors);
            if (!errors.isEmpty()) {
                for (String message : errors) error(type, message);
                return;
            }
        } else if (new SingleValueCodecWriter(processingEnv, type).applies()) {
            SingleValueCodecWriter single = new SingleValueCodecWriter(processingEnv, type);
            single.applies();
            if (single.error != null) {
                error(type, single.error);
                return;
            }
            source = single.write(packageName, className);
        } else {
            TypeModel model = new TypeModel(processingEnv, type);
            if (!model.errors.isEmpty()) {
                for (String message : model.errors) error(type, message);
                return;
            }
            source = new ObjectCodecWriter(model).write(packageName, className);
        }
        try {
            JavaFileObject file = processingEnv.getFiler().createSourceFile(
                    (packageName.isEmpty() ? "" : packageName + ".") + className, type);
            try (Writer w = file.openWriter()) {
                w.write(source);
            }
        } catch (IOException e) {
            error(type, "cannot write " + className + ": " + e.getMessage());
        }
    }

    private void error(Element e, String message) {
        processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, message, e);
    }
}
