package dev.brisk.bind;

import dev.brisk.bind.model.Item;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The annotation processor: what it generates, and where it refuses to. */
class ProcessorTest {
    @TempDir Path out;

    private static final class Source extends SimpleJavaFileObject {
        private final String code;

        Source(String className, String code) {
            super(URI.create("string:///" + className.replace('.', '/') + ".java"), Kind.SOURCE);
            this.code = code;
        }

        @Override public CharSequence getCharContent(boolean ignoreEncodingErrors) { return code; }
    }

    /** Compiles {@code code} with the processor; returns the error messages. */
    private List<String> compile(String className, String code) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<String> options = List.of("-d", out.toString(), "-s", out.toString(),
                "-classpath", System.getProperty("java.class.path"),
                "-processor", "dev.brisk.bind.processor.BriskCodecProcessor", "--release", "17");
        javac.getTask(null, null, diagnostics, options, null, List.of(new Source(className, code))).call();
        List<String> errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR) errors.add(d.getMessage(null));
        }
        return errors;
    }

    @Test
    void generatesACodecBesideAnAnnotatedRecord() {
        List<String> errors = compile("p.Point", "package p; @dev.brisk.bind.BriskCodec public record Point(int x, int y) { }");
        assertEquals(List.of(), errors);
        assertTrue(Files.exists(out.resolve("p/Point_BriskCodec.java")));
        assertTrue(Files.exists(out.resolve("p/Point_BriskCodec.class")));
    }

    @Test
    void refusesAPrivateFieldWithoutAccessors() {
        List<String> errors = compile("p.Hidden", "package p; @dev.brisk.bind.BriskCodec public class Hidden { private int secret; }");
        assertFalse(errors.isEmpty());
        assertTrue(errors.get(0).contains("field 'secret' of Hidden is not accessible"), errors.toString());
    }

    @Test
    void refusesAFinalFieldOutsideTheCreator() {
        List<String> errors = compile("p.Fixed", "package p; @dev.brisk.bind.BriskCodec public class Fixed { final int n = 1; }");
        assertTrue(errors.toString().contains("final field 'n' of Fixed"), errors.toString());
    }

    @Test
    void refusesJacksonTypeIdsThatNameClasses() {
        List<String> errors = compile("p.ByClass", "package p; import com.fasterxml.jackson.annotation.*;"
                + " @dev.brisk.bind.BriskCodec @JsonTypeInfo(use = JsonTypeInfo.Id.CLASS) @JsonSubTypes({}) public interface ByClass { }");
        assertTrue(errors.toString().contains("use = CLASS) takes a class name from the input"), errors.toString());
        errors = compile("p.Wrapped", "package p; import com.fasterxml.jackson.annotation.*;"
                + " @dev.brisk.bind.BriskCodec @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.WRAPPER_OBJECT)"
                + " @JsonSubTypes({}) public interface Wrapped { }");
        assertTrue(errors.toString().contains("include = WRAPPER_OBJECT) is not supported"), errors.toString());
    }

    /**
     * Issue 18's "the generated code for a Jackson-annotated model is as fast as for a
     * Brisk-annotated one", shown on the code itself: the two codecs are the same source but for
     * the type's name (Jackson's annotations are read when the codec is generated, not when it runs).
     */
    @Test
    void aJacksonAnnotatedModelGetsTheSameCodeAsTheSameModelAnnotatedForBrisk() throws Exception {
        assertEquals(List.of(), compile("p.Mine", "package p; @dev.brisk.bind.BriskCodec public class Mine {"
                // declared in the order Jackson's rules give the other (the properties it renames last)
                + " public int id; public double score; public String note; public java.util.List<Integer> tags;"
                + " @dev.brisk.bind.JsonIgnore public String cache; @dev.brisk.bind.JsonUnwrapped(prefix = \"at_\") public Mine.Span span;"
                + " @dev.brisk.bind.JsonName(\"display_name\") public String displayName;"
                + " @dev.brisk.bind.JsonName(\"is_active\") public boolean active;"
                + " public static class Span { public long from; public long to; } }"));
        assertEquals(List.of(), compile("p.Theirs", "package p; import com.fasterxml.jackson.annotation.*; @dev.brisk.bind.BriskCodec public class Theirs {"
                + " public int id; @JsonProperty(\"display_name\") public String displayName; public double score;"
                + " @JsonProperty(\"is_active\") public boolean active; public String note; public java.util.List<Integer> tags;"
                + " @JsonIgnore public String cache; @JsonUnwrapped(prefix = \"at_\") public Theirs.Span span;"
                + " public static class Span { public long from; public long to; } }"));
        String mine = Files.readString(out.resolve("p/Mine_BriskCodec.java")).replace("Mine", "T");
        String theirs = Files.readString(out.resolve("p/Theirs_BriskCodec.java")).replace("Theirs", "T");
        assertEquals(mine, theirs);
        assertTrue(mine.contains("lookup.unwrapped("), mine);
    }

    @Test
    void refusesUnwrappedCreatorParametersAsJacksonDoes() {
        List<String> errors = compile("p.Outer", "package p; @dev.brisk.bind.BriskCodec public record Outer(String name,"
                + " @com.fasterxml.jackson.annotation.JsonUnwrapped Outer.Inner inner) { public static class Inner { public int a; } }");
        assertTrue(errors.toString().contains("@JsonUnwrapped on the record component 'inner' of Outer is not supported"), errors.toString());
        // Brisk's own cannot be put on a parameter or component, but its field may be the creator's
        errors = compile("p.Own", "package p; @dev.brisk.bind.BriskCodec public class Own { @dev.brisk.bind.JsonUnwrapped public final Own.Inner inner;"
                + " @dev.brisk.bind.JsonCreator public Own(@dev.brisk.bind.JsonName(\"inner\") Own.Inner inner) { this.inner = inner; }"
                + " public static class Inner { public int a; } }");
        assertTrue(errors.toString().contains("@JsonUnwrapped on the creator parameter 'inner' of Own is not supported"), errors.toString());
    }

    @Test
    void refusesAnInterfaceThatIsNotSealed() {
        List<String> errors = compile("p.Open", "package p; @dev.brisk.bind.BriskCodec public interface Open { }");
        assertTrue(errors.toString().contains("must be sealed"), errors.toString());
    }

    @Test
    void refusesAClassWithoutAUsableConstructor() {
        List<String> errors = compile("p.NoCtor", "package p; @dev.brisk.bind.BriskCodec public class NoCtor { public int a; public NoCtor(int a) { this.a = a; } }");
        assertTrue(errors.toString().contains("no-argument constructor or a @JsonCreator"), errors.toString());
    }

    /** As the reflective path refuses to bind it (an IllegalArgumentException when the codec is built). */
    @Test
    void refusesTwoPropertiesWithTheSameJsonName() {
        List<String> errors = compile("p.Twice", "package p; @dev.brisk.bind.BriskCodec public class Twice { public int a; "
                + "@dev.brisk.bind.JsonName(\"a\") public int b; }");
        assertTrue(errors.toString().contains("Twice has two properties named 'a'"), errors.toString());
        List<String> ignored = compile("p.Hidden2", "package p; @dev.brisk.bind.BriskCodec public class Hidden2 { "
                + "@dev.brisk.bind.JsonIgnore public int a; @dev.brisk.bind.JsonName(\"a\") public int b; }");
        assertTrue(ignored.toString().contains("Hidden2 has two properties named 'a'"), ignored.toString());
    }

    @Test
    void aGeneratedCodecCanBeRegisteredThroughItsFactoryWithoutAnyLookupByName() {
        Brisk brisk = Brisk.builder().useGeneratedCodecs(false).factory(dev.brisk.bind.model.Item_BriskCodec.FACTORY).build();
        assertEquals(dev.brisk.bind.model.Item_BriskCodec.class, brisk.codec(Item.class).getClass());
        assertEquals(new Item("a", 1, 2), brisk.read("{\"name\":\"a\",\"price\":1,\"quantity\":2}", Item.class));
    }
}
