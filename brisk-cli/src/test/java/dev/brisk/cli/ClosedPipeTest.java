package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * When the reader of standard output goes away ({@code brisk fmt big.json | head -1}), every
 * command stops quietly: no stack trace, no message, exit status 141 as for a program ended by
 * SIGPIPE.
 */
class ClosedPipeTest {

    /** Standard output whose reader leaves after {@code accepted} bytes, as a pipe reports it. */
    static final class ClosingPipe extends OutputStream {
        private long accepted;

        ClosingPipe(long accepted) {
            this.accepted = accepted;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (len > accepted) {
                accepted = 0;
                throw new IOException("Broken pipe");
            }
            accepted -= len;
        }
    }

    private static byte[] bigArray() {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < 50_000; i++) {
            sb.append(i == 0 ? "" : ",").append("{\"id\":").append(i).append(",\"name\":\"user ").append(i).append("\"}");
        }
        return sb.append("]").toString().getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] bigNdjson() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 50_000; i++) {
            sb.append("{\"id\":").append(i).append(",\"name\":\"user ").append(i).append("\"}\n");
        }
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static void assertQuietClosedPipe(byte[] stdin, String... args) {
        long whole = Run.withStdin(stdin, args).stdout.length;
        assertTrue(whole > 0, String.join(" ", args) + " writes something");
        for (long accepted : new long[] {0, 1, 100, 70_000}) {
            if (accepted >= whole) {
                continue; // everything fits before the reader leaves: nothing to notice
            }
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = Main.run(args, new ByteArrayInputStream(stdin), new ClosingPipe(accepted), err);
            String stderr = err.toString(StandardCharsets.UTF_8);
            assertEquals(Main.CLOSED_PIPE, status, String.join(" ", args) + " after " + accepted + ": " + stderr);
            assertEquals("", stderr, String.join(" ", args) + " after " + accepted);
        }
    }

    @Test
    void everyCommandThatWritesStandardOutputEndsQuietlyWith141() {
        byte[] array = bigArray();
        byte[] ndjson = bigNdjson();
        assertQuietClosedPipe(array, "fmt");
        assertQuietClosedPipe(array, "fmt", "--compact");
        assertQuietClosedPipe(ndjson, "fmt", "--ndjson");
        assertQuietClosedPipe(array, "convert", "--from", "json", "--to", "msgpack");
        assertQuietClosedPipe(array, "convert", "--from", "json", "--to", "vpack");
        assertQuietClosedPipe(ndjson, "convert", "--ndjson", "--from", "json", "--to", "json");
        assertQuietClosedPipe(array, "get", "");
        assertQuietClosedPipe(array, "stats");
        assertQuietClosedPipe(new byte[0], "--help");
        assertQuietClosedPipe(new byte[0], "fmt", "--help");
    }

    @Test
    void aCommandThatWritesNothingIsNotDisturbed() {
        int status = Main.run(new String[] {"validate"}, new ByteArrayInputStream(bigArray()),
                new ClosingPipe(0), new ByteArrayOutputStream());
        assertEquals(Main.OK, status);
    }

    /** The real thing: a separate JVM writing into a pipe whose reader stops after one line. */
    @Test
    void aRealPipeClosedAfterOneLineEndsTheProcessQuietly(@TempDir Path tmp) throws Exception {
        Path big = Files.write(tmp.resolve("big.json"), bigArray());
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(java, "-cp", System.getProperty("java.class.path"),
                "dev.brisk.cli.Main", "fmt", big.toString())).start();
        try (InputStream out = p.getInputStream()) {
            int b;
            while ((b = out.read()) != '\n') {
                assertTrue(b >= 0, "output ended before the first line");
            }
        } // closing our end is what `head -1` does after its line
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "brisk did not end after its reader left");
        String stderr = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(Main.CLOSED_PIPE, p.exitValue(), stderr);
        assertEquals("", stderr);
    }
}
