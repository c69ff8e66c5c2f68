package dev.brisk.bind.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.bind.Brisk;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Without brisk-pack, the binary-format methods say which dependency to add instead of
 * failing with NoClassDefFoundError; with it they work.
 */
class PackPresenceTest {

    /** Run in a JVM whose class path lacks brisk-pack: prints what writeMessagePack threw. */
    public static void main(String[] args) {
        List<String> seen = new ArrayList<>();
        Brisk brisk = Brisk.create();
        for (Runnable call : new Runnable[] {
            () -> brisk.writeMessagePack(List.of(1, 2)),
            () -> brisk.writeVelocyPack(List.of(1, 2)),
            () -> brisk.readMessagePack(new byte[] {(byte) 0x90}, List.class),
            () -> brisk.readVelocyPack(new byte[] {0x01}, List.class),
        }) {
            try {
                call.run();
                seen.add("no exception");
            } catch (Throwable t) {
                seen.add(t.getClass().getName() + ": " + t.getMessage());
            }
        }
        System.out.println(String.join("\n", seen));
    }

    @Test
    void withoutBriskPackEveryBinaryMethodNamesTheDependencyToAdd() throws Exception {
        List<String> entries = new ArrayList<>();
        for (String e : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (!e.contains("brisk-pack")) entries.add(e);
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", String.join(File.pathSeparator, entries),
                PackPresenceTest.class.getName()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        String[] lines = out.strip().split("\n");
        assertEquals(4, lines.length, out);
        for (String line : lines) {
            assertTrue(line.startsWith("java.lang.IllegalStateException: Brisk."), line);
            assertTrue(line.contains("needs brisk-pack") && line.contains("dev.brisk:brisk-pack"), line);
        }
        assertFalse(out.contains("NoClassDefFoundError"), out);
    }

    @Test
    void onTheModulePathTheMessageNamesAddModules() {
        String m = PackPresence.message("writeMessagePack", true);
        assertTrue(m.contains("--add-modules dev.brisk.pack"), m);
    }

    @Test
    void withBriskPackTheMethodsWork() {
        PackPresence.require("writeMessagePack"); // brisk-pack is a test dependency here
        byte[] pack = Brisk.create().writeMessagePack(List.of(1, 2));
        assertEquals(List.of(1, 2), Brisk.create().readMessagePack(pack, List.class));
    }
}
