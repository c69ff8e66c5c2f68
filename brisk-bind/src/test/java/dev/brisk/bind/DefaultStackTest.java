package dev.brisk.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import dev.brisk.bind.model.Expr;
import dev.brisk.bind.model.Node;

import org.junit.jupiter.api.Test;

/**
 * Documents as deep as the default limits allow read within three quarters of the JVM's default
 * 1 MB thread stack (the rest is the caller's: a server thread has hundreds of frames below a
 * read), in a fresh JVM that only interprets ({@code -Xint}), so that the frames are the large
 * interpreted ones and what passes does not depend on what the JIT has compiled by then. Codecs
 * recurse per level of nesting; what keeps this within the stack is the few frames each level
 * costs (a generated sealed codec is the SealedCodec itself, a recursive edge reads the braces
 * itself, the reflective codec calls a member's codec directly). Before those cuts a chain of
 * 1000 sealed objects needed about 920 KB interpreted, a default stack less its guard zones.
 * HostileBindingTest's million-deep documents (depth errors at level 1001 on a 1 MB stack) are
 * read here too, so that they do not depend on the JIT either.
 */
class DefaultStackTest {

    /**
     * The reads, run by the forked JVM on threads with a stack of {@code args[0]} KB: prints
     * "all read", or what failed and exits 1.
     */
    public static void main(String[] args) throws Exception {
        long stack = Long.parseLong(args[0]) << 10;
        Brisk generated = Brisk.create();
        Brisk reflective = Brisk.builder().useGeneratedCodecs(false).build();
        int depth = 1000; // the default depth limit: the deepest document it lets through
        Expr chain = LateDiscriminatorContract.chain(depth);
        List<String> failures = new ArrayList<>();
        for (Brisk b : new Brisk[] {generated, reflective}) {
            String path = b == generated ? "generated" : "reflective";
            for (LateDiscriminatorContract.Placement p : new LateDiscriminatorContract.Placement[] {
                    LateDiscriminatorContract.Placement.FIRST, LateDiscriminatorContract.Placement.LAST,
                    LateDiscriminatorContract.Placement.MIDDLE}) {
                byte[] doc = LateDiscriminatorContract.json(chain, p, new Random(1)).getBytes(StandardCharsets.UTF_8);
                check(failures, stack, path + " Expr, type " + p + ", bytes", () -> levels(b.read(doc, Expr.class)) == depth);
                check(failures, stack, path + " Expr, type " + p + ", stream",
                        () -> levels(b.read(new ByteArrayInputStream(doc), Expr.class)) == depth);
            }
            String next = "{\"name\":\"n\",\"next\":".repeat(depth - 1) + "{\"name\":\"leaf\"}" + "}".repeat(depth - 1);
            check(failures, stack, path + " Node.next", () -> {
                int n = 0;
                for (Node x = b.read(next, Node.class); x != null; x = x.next()) n++;
                return n == depth;
            });
            String children = "{\"name\":\"n\",\"children\":[".repeat(depth / 2 - 1) + "{\"name\":\"leaf\"}" + "]}".repeat(depth / 2 - 1);
            check(failures, stack, path + " Node.children", () -> b.read(children, Node.class) != null);
        }
        // HostileBindingTest's million-deep documents: a located depth error (or a type mismatch),
        // never a StackOverflowError, whatever the JIT has compiled by then
        String[] hostile = {"[", "{\"a\":", "{\"name\":\"n\",\"children\":[", "{\"next\":"};
        java.lang.reflect.Type[] types = {Object.class, Node.class, java.util.Map.class, List.class,
                new TypeToken<List<Object>>() { }.type()};
        for (Brisk b : new Brisk[] {generated, reflective}) {
            for (String unit : hostile) {
                byte[] doc = unit.repeat(1_000_000 / unit.length()).getBytes(StandardCharsets.UTF_8);
                for (java.lang.reflect.Type type : types) {
                    check(failures, stack, (b == generated ? "generated " : "reflective ") + type + " from " + unit + "...", () -> {
                        try {
                            b.read(doc, TypeToken.of(type));
                            return false;
                        } catch (dev.brisk.json.JsonException expected) {
                            return expected.offset() >= 0;
                        }
                    });
                }
            }
        }
        if (!failures.isEmpty()) {
            System.out.println("FAILED: " + String.join("; ", failures));
            System.exit(1);
        }
        System.out.println("all read");
    }

    /** Levels of a chain, counted by a loop (the records' own equals would recurse). */
    private static int levels(Expr e) {
        int n = 1;
        for (; e instanceof Expr.Add; e = ((Expr.Add) e).left()) n++;
        return n;
    }

    private static void check(List<String> failures, long stack, String what, java.util.function.BooleanSupplier read) throws InterruptedException {
        Object[] outcome = new Object[1];
        Thread t = new Thread(null, () -> {
            try {
                outcome[0] = read.getAsBoolean();
            } catch (Throwable e) {
                outcome[0] = e;
            }
        }, "small-stack", stack);
        t.start();
        t.join();
        if (!Boolean.TRUE.equals(outcome[0])) failures.add(what + ": " + outcome[0]);
    }

    @Test
    void theDeepestDocumentsTheDefaultLimitsAllowReadInThreeQuartersOfADefaultStackInterpreted() throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        Process p = new ProcessBuilder(java, "-Xint", "-Xmx256m", "-cp", System.getProperty("java.class.path"),
                DefaultStackTest.class.getName(), "768").redirectErrorStream(true).start();
        String out;
        try (var in = p.getInputStream()) {
            out = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the forked JVM did not finish: " + out);
        }
        assertEquals(0, p.exitValue(), out);
        assertEquals("all read", out.strip(), out);
    }
}
