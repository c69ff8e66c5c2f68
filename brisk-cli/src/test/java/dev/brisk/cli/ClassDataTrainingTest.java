package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The launcher's class-data-sharing training run does what it says: every command it runs ends
 * with the status it expects (it throws otherwise), and it leaves no temporary files behind.
 */
class ClassDataTrainingTest {

    @Test
    void everyTrainingRunEndsAsExpectedAndNothingIsLeftBehind() throws IOException {
        Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
        long before = trainingDirs(tmp);
        assertDoesNotThrow(() -> ClassDataTraining.main(new String[0]));
        assertEquals(before, trainingDirs(tmp));
    }

    private static long trainingDirs(Path tmp) throws IOException {
        try (Stream<Path> s = Files.list(tmp)) {
            return s.filter(p -> p.getFileName().toString().startsWith("brisk-cds")).count();
        }
    }
}
