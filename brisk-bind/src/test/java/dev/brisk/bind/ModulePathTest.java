package dev.brisk.bind;

import dev.brisk.json.JsonReader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Brisk on the module path (JPMS), as a user's application runs it: a small named module
 * {@code demo} is compiled with the annotation processor against brisk-core and brisk-bind as
 * modules, then run in a new {@code java --module-path ...} process whose output is checked.
 *
 * <p>The behaviour it pins down (also documented in brisk-bind's {@code module-info.java}):
 * <ul>
 * <li>A generated codec needs its package only exported to {@code dev.brisk.bind} (a qualified
 *     export, not {@code opens}): the mapper finds it by name and it binds with no deep reflection.
 *     A package exported to no one works when the generated {@code FACTORY} is registered.</li>
 * <li>The reflective fallback needs {@code opens <package> to dev.brisk.bind}; without it, building
 *     the codec fails with an {@link IllegalArgumentException} that names the type and the
 *     {@code opens} directive to add.</li>
 * </ul>
 * The test classes run on the class path (surefire), so only a separate process shows the module
 * rules; compiling in this JVM and starting one {@code java} keeps it to about a second.
 */
class ModulePathTest {
    @TempDir static Path work;
    static Map<String, String> results;
    static String stderr;

    private static final String MODULE_INFO = """
            module demo {
                requires dev.brisk.bind;
                exports demo.gen to dev.brisk.bind;   // generated codec, found by name
                opens demo.open to dev.brisk.bind;    // reflective codec, allowed to reach in
                // demo.closed: neither exported nor opened
                // demo.hidden: neither; its generated FACTORY is registered by hand
            }
            """;

    private static final String POINT = """
            package demo.gen;
            @dev.brisk.bind.BriskCodec
            public record Point(int x, String label, java.util.List<Integer> tags) { }
            """;

    private static final String HIDDEN = """
            package demo.hidden;
            @dev.brisk.bind.BriskCodec
            public record Secret(String code) { }
            """;

    private static final String OPENED = """
            package demo.open;
            public record Opened(int n) { }
            """;

    /** Private fields, one final: reflection needs the deep access that {@code opens} grants. */
    private static final String BEAN = """
            package demo.open;
            public class Bean {
                private int a;
                private final String b;
                private Bean() { this.b = "unset"; }
                public Bean(int a, String b) { this.a = a; this.b = b; }
                @Override public String toString() { return a + "/" + b; }
            }
            """;

    private static final String CLOSED = """
            package demo.closed;
            public record Closed(int n) { }
            """;

    /** Prints {@code key=value} lines; each case catches its own failure so that all are reported. */
    private static final String MAIN = """
            package demo;

            import dev.brisk.bind.Brisk;
            import dev.brisk.bind.Codec;
            import demo.gen.Point;

            public final class Main {
                interface Case { String run() throws Exception; }

                static void report(String key, Case c) {
                    String out;
                    try { out = c.run(); } catch (Exception e) { out = e.getClass().getSimpleName() + ": " + e.getMessage(); }
                    System.out.println(key + "=" + out);
                }

                public static void main(String[] args) {
                    Brisk brisk = Brisk.create();
                    System.out.println("module=" + Main.class.getModule().getName());
                    System.out.println("named.bind=" + Brisk.class.getModule().isNamed());
                    System.out.println("gen.open=" + Point.class.getModule().isOpen("demo.gen", Brisk.class.getModule()));
                    report("gen.codec", () -> {
                        Codec<Point> codec = brisk.codec(Point.class);
                        return codec.getClass().getName() + " in " + codec.getClass().getModule().getName();
                    });
                    report("gen.write", () -> brisk.writeString(new Point(3, "\\u00e9\\"", java.util.List.of(1, 2))));
                    report("gen.read", () -> brisk.read("{\\"tags\\":[7],\\"x\\":-4,\\"label\\":\\"a\\"}", Point.class).toString());
                    // The same type without its generated codec needs deep reflection, which the module denies.
                    report("gen.reflective", () -> Brisk.builder().useGeneratedCodecs(false).build().writeString(new Point(1, "b", null)));
                    report("hidden.byName", () -> brisk.writeString(new demo.hidden.Secret("s")));
                    report("hidden.factory", () -> {
                        Brisk b = Brisk.builder().factory(demo.hidden.Secret_BriskCodec.FACTORY).build();
                        return b.writeString(b.read("{\\"code\\":\\"k\\"}", demo.hidden.Secret.class));
                    });
                    report("open.read", () -> brisk.read("{\\"n\\":5}", demo.open.Opened.class).toString());
                    report("open.write", () -> brisk.writeString(new demo.open.Opened(6)));
                    report("bean.read", () -> brisk.read("{\\"a\\":1,\\"b\\":\\"x\\"}", demo.open.Bean.class).toString());
                    report("bean.write", () -> brisk.writeString(new demo.open.Bean(2, "y")));
                    report("closed.read", () -> brisk.read("{\\"n\\":5}", demo.closed.Closed.class).toString());
                }
            }
            """;

    @BeforeAll
    static void compileAndRun() throws Exception {
        Path src = work.resolve("src/demo");
        write(src.resolve("module-info.java"), MODULE_INFO);
        write(src.resolve("demo/gen/Point.java"), POINT);
        write(src.resolve("demo/hidden/Secret.java"), HIDDEN);
        write(src.resolve("demo/open/Opened.java"), OPENED);
        write(src.resolve("demo/open/Bean.java"), BEAN);
        write(src.resolve("demo/closed/Closed.java"), CLOSED);
        write(src.resolve("demo/Main.java"), MAIN);
        Path classes = work.resolve("mods/demo");
        Files.createDirectories(classes);

        // brisk-core and brisk-bind as Maven built them (target/classes or the jar: both hold module-info.class).
        String modulePath = location(JsonReader.class) + File.pathSeparator + location(Brisk.class);
        String processorPath = location(Class.forName("dev.brisk.bind.processor.BriskCodecProcessor"));

        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
            List<File> sources = new ArrayList<>();
            try (var walk = Files.walk(src)) {
                walk.filter(p -> p.toString().endsWith(".java")).forEach(p -> sources.add(p.toFile()));
            }
            List<String> options = List.of("--release", "17", "-d", classes.toString(),
                    "--module-path", modulePath, "--processor-path", processorPath,
                    "-processor", "dev.brisk.bind.processor.BriskCodecProcessor");
            boolean ok = javac.getTask(null, files, diagnostics, options, null, files.getJavaFileObjectsFromFiles(sources)).call();
            StringBuilder errors = new StringBuilder();
            for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
                if (d.getKind() == Diagnostic.Kind.ERROR) errors.append(d).append('\n');
            }
            assertTrue(ok, "the demo module does not compile:\n" + errors);
        }
        assertTrue(Files.exists(classes.resolve("demo/gen/Point_BriskCodec.class")), "the processor did not run");

        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-Xshare:auto", "-XX:TieredStopAtLevel=1",
                "--module-path", modulePath + File.pathSeparator + classes, "--module", "demo/demo.Main")
                .redirectError(work.resolve("stderr.txt").toFile())
                .start();
        String stdout = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the demo did not finish");
        stderr = Files.readString(work.resolve("stderr.txt"));
        assertEquals(0, p.exitValue(), "exit status; stdout:\n" + stdout + "\nstderr:\n" + stderr);
        results = new LinkedHashMap<>();
        for (String line : stdout.split("\n")) {
            int eq = line.indexOf('=');
            if (eq > 0) results.put(line.substring(0, eq), line.substring(eq + 1).strip());
        }
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private static String location(Class<?> c) throws URISyntaxException {
        return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }

    private static String result(String key) {
        assertTrue(results.containsKey(key), key + " missing from " + results + "\nstderr:\n" + stderr);
        return results.get(key);
    }

    @Test
    void runsAsNamedModules() {
        assertEquals("demo", result("module"));
        assertEquals("true", result("named.bind"), "brisk-bind must be a named module, not on the class path");
        assertEquals("false", result("gen.open"), "demo.gen must stay closed for the test to mean anything");
    }

    @Test
    void theGeneratedCodecIsFoundByNameWithTheModelsPackageOnlyExported() {
        assertEquals("demo.gen.Point_BriskCodec in demo", result("gen.codec"));
        assertEquals("{\"x\":3,\"label\":\"é\\\"\",\"tags\":[1,2]}", result("gen.write"));
        assertEquals("Point[x=-4, label=a, tags=[7]]", result("gen.read"));
    }

    @Test
    void theGeneratedCodecUsesNoDeepReflection() {
        // The same type through reflection fails: the package is not open, so the codec above did not reflect.
        String reflective = result("gen.reflective");
        assertTrue(reflective.startsWith("IllegalArgumentException: Cannot bind demo.gen.Point"), reflective);
    }

    @Test
    void aGeneratedCodecInAPackageExportedToNoOneWorksThroughItsFactory() {
        assertEquals("{\"code\":\"k\"}", result("hidden.factory"));
        String byName = result("hidden.byName");
        assertTrue(byName.startsWith("IllegalArgumentException: ") && byName.contains("demo.hidden.Secret")
                && byName.contains("exports demo.hidden to dev.brisk.bind") && byName.contains("FACTORY"), byName);
    }

    @Test
    void reflectionWorksInAnOpenedPackage() {
        assertEquals("Opened[n=5]", result("open.read"));
        assertEquals("{\"n\":6}", result("open.write"));
        assertEquals("1/x", result("bean.read"), "private fields, one final, set through the opened package");
        assertEquals("{\"a\":2,\"b\":\"y\"}", result("bean.write"));
    }

    @Test
    void reflectionIntoAClosedPackageFailsWithTheDirectiveToAdd() {
        String closed = result("closed.read");
        assertTrue(closed.startsWith("IllegalArgumentException: Cannot bind demo.closed.Closed"), closed);
        assertTrue(closed.contains("opens demo.closed to dev.brisk.bind"), closed);
    }
}
