package dev.brisk.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The run the {@code ./brisk} launcher makes once, with {@code -XX:ArchiveClassesAtExit}, to
 * build the class-data-sharing archive that later runs start from: every command over a small
 * input, from a file and from standard input, on one thread and on two, so that the classes a
 * real run loads are in the archive (parsed and verified already, which saves most of the JVM's
 * work before the first byte of input is read). Its own output goes nowhere.
 */
final class ClassDataTraining {

    private ClassDataTraining() {
    }

    /**
     * Runs the training.
     *
     * @param args none
     * @throws IOException when the temporary input cannot be written
     */
    public static void main(String[] args) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            sb.append("{\"id\":").append(i).append(",\"name\":\"user \\u00e9 ").append(i)
                    .append("\",\"score\":").append(i).append(".5,\"tags\":[true,null,-1e3]}\n");
        }
        byte[] ndjson = sb.toString().getBytes(StandardCharsets.UTF_8);
        Path dir = Files.createTempDirectory("brisk-cds");
        Path file = dir.resolve("training.ndjson");
        Path packed = dir.resolve("training.msgpack");
        Path bad = dir.resolve("bad.ndjson");
        try {
            Files.write(file, ndjson);
            Files.write(bad, "{\"a\":1}\n[1,,2]\n".getBytes(StandardCharsets.UTF_8));
            String f = file.toString();
            String[][] runs = {
                {"validate", "--ndjson", f}, {"validate", "--ndjson", "--threads", "1", f},
                {"validate", "--ndjson", "-"}, {"fmt", "--compact", "--ndjson", f},
                {"fmt", "--ndjson", "--threads", "1", f}, {"fmt", "--ndjson", "-"},
                {"convert", "--ndjson", "--from", "json", "--to", "msgpack", f, packed.toString()},
                {"convert", "--ndjson", "--from", "msgpack", "--to", "json", packed.toString()},
                {"stats", "--ndjson", f}, {"get", "/id", f}, {"--help"},
                // the error paths a user meets first: an invalid input, a directory
                {"validate", "--ndjson", "--threads", "2", bad.toString()},
                {"validate", dir.toString()},
            };
            int[] expected = {
                Main.OK, Main.OK, Main.OK, Main.OK, Main.OK, Main.OK, Main.OK, Main.OK, Main.OK,
                Main.OK, Main.OK, Main.INVALID, Main.TROUBLE,
            };
            for (int i = 0; i < runs.length; i++) {
                int status = Main.run(runs[i], new ByteArrayInputStream(ndjson),
                        OutputStream.nullOutputStream(), OutputStream.nullOutputStream());
                if (status != expected[i]) {
                    // the archive would still be made, but the training no longer does what it says
                    throw new IllegalStateException("brisk " + String.join(" ", runs[i])
                            + " ended with status " + status + ", not " + expected[i]);
                }
            }
        } finally {
            Files.deleteIfExists(packed);
            Files.deleteIfExists(bad);
            Files.deleteIfExists(file);
            Files.deleteIfExists(dir);
        }
    }
}
