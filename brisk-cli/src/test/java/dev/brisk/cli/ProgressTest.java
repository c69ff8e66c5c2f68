package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ProgressTest {

    private static Io io(ByteArrayOutputStream err, boolean terminal) {
        return new Io(InputStream.nullInputStream(), new ByteArrayOutputStream(),
                new PrintStream(err, true, StandardCharsets.UTF_8), terminal);
    }

    private static void readSlowly(InputStream in) throws IOException, InterruptedException {
        byte[] buf = new byte[100];
        for (int i = 0; i < 10; i++) {
            in.read(buf);
            Thread.sleep(100); // 1 s in all: past the first-draw delay
        }
    }

    @Test
    void countsBytesAndDrawsNothingWhenStderrIsNotATerminal() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Progress p = Progress.start(io(err, false), "validate x.json", 1000);
        readSlowly(p.wrap(new ByteArrayInputStream(new byte[1000])));
        p.finish();
        assertEquals(1000, p.bytes());
        assertEquals(0, err.size());
    }

    @Test
    void drawsABarOnATerminalOnceWorkTakesAWhileAndClearsIt() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Progress p = Progress.start(io(err, true), "validate x.json", 1000);
        readSlowly(p.wrap(new ByteArrayInputStream(new byte[1000])));
        String drawn = err.toString(StandardCharsets.UTF_8);
        assertTrue(drawn.startsWith("\rvalidate x.json ["), drawn);
        assertTrue(drawn.contains("%") && drawn.contains("MB/s"), drawn);
        assertTrue(!drawn.contains("\n"), "the bar redraws one line: " + drawn);
        p.finish();
        assertTrue(err.toString(StandardCharsets.UTF_8).endsWith("\r"), "cleared at the end");
    }

    @Test
    void quickWorkDrawsNothingEvenOnATerminal() throws IOException {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Progress p = Progress.start(io(err, true), "fmt -", -1);
        p.wrap(new ByteArrayInputStream(new byte[5000])).readAllBytes();
        p.finish();
        assertEquals(5000, p.bytes());
        assertEquals(0, err.size());
    }
}
