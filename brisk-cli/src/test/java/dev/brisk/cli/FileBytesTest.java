package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file's bytes come out the same whether mapped (in segments, here of 16 bytes, so that copies
 * cross segment edges) or read, from any thread's view; a file cut short while it is read is a
 * read error that says so, not a crash.
 */
class FileBytesTest {

    @TempDir
    Path dir;

    @Test
    void mappedAndReadBytesAreTheFilesBytesAcrossSegmentEdges() throws IOException {
        Random random = new Random(7);
        byte[] content = new byte[1000];
        random.nextBytes(content);
        Path p = dir.resolve("bytes");
        Files.write(p, content);
        try (FileChannel ch = FileChannel.open(p)) {
            FileBytes mapped = FileBytes.mapped(ch, content.length, 4);
            assertTrue(mapped.mapped());
            FileBytes[] sources = {mapped, mapped.view(), FileBytes.unmapped(ch, content.length),
                FileBytes.of(ch, content.length)};
            for (int round = 0; round < 500; round++) {
                int from = random.nextInt(content.length + 1);
                int length = random.nextInt(content.length - from + 1);
                for (FileBytes source : sources) {
                    byte[] dst = new byte[length + 3];
                    source.copy(from, dst, 3, length);
                    assertArrayEquals(Arrays.copyOfRange(content, from, from + length),
                            Arrays.copyOfRange(dst, 3, dst.length), from + "+" + length);
                }
            }
            assertThrows(IndexOutOfBoundsException.class, () -> mapped.copy(999, new byte[2], 0, 2));
            // an error of the JVM's own while the file is whole stays what it is
            InternalError other = new InternalError("something else");
            assertSame(other, mapped.failure(other));
        }
    }

    @Test
    void aFileCutShortWhileReadIsAReadErrorSayingSo() throws IOException {
        Path p = dir.resolve("shrinking");
        Files.write(p, new byte[1 << 16]);
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            FileBytes mapped = FileBytes.of(ch, 1 << 16);
            FileBytes read = FileBytes.unmapped(ch, 1 << 16);
            ch.truncate(4096);
            for (FileBytes source : new FileBytes[] {mapped, read}) {
                // a mapping's failure may surface a little after the copy: as a thread's work ends
                Throwable thrown = assertThrows(Throwable.class, () -> {
                    source.copy(8192, new byte[100], 0, 100);
                    for (int i = 0; i < 1000; i++) {
                        Thread.onSpinWait();
                    }
                });
                Throwable e = source.failure(thrown);
                assertInstanceOf(LineChunks.ReadFailure.class, e);
                assertTrue(e.getMessage().contains("the file became shorter while it was read"),
                        e.getMessage());
            }
        }
    }
}
