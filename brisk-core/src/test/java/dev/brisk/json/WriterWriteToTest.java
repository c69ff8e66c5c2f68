package dev.brisk.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * {@link JsonWriter#writeTo}: an in-memory writer's document goes to a stream in one write, the
 * same bytes {@code toByteArray} gives, and the writer is done with it afterwards.
 */
class WriterWriteToTest {
    private static JsonWriter document(WriterOptions options) {
        JsonWriter w = options.writer();
        w.beginObject();
        w.name("text");
        w.stringValue("caf\u00e9 \"quoted\"");
        w.name("n");
        w.beginArray();
        for (int i = 0; i < 5000; i++) w.numberValue(i); // beyond the first buffer: it grew
        w.endArray();
        w.endObject();
        return w;
    }

    /** Counts the writes it is given. */
    private static final class Counting extends ByteArrayOutputStream {
        int writes;

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            writes++;
            super.write(b, off, len);
        }
    }

    @Test
    void writesWhatToByteArrayGivesInOneWrite() throws IOException {
        byte[] expected = document(WriterOptions.defaults()).toByteArray();
        Counting out = new Counting();
        document(WriterOptions.defaults()).writeTo(out);
        assertArrayEquals(expected, out.toByteArray());
        assertEquals(1, out.writes);
    }

    @Test
    void theWriterIsDoneAfterwards() throws IOException {
        JsonWriter w = document(WriterOptions.defaults());
        w.writeTo(new ByteArrayOutputStream());
        assertThrows(IllegalStateException.class, w::toByteArray);
        assertThrows(IllegalStateException.class, () -> w.writeTo(new ByteArrayOutputStream()));
    }

    @Test
    void afterToByteArrayItWritesTheSameDocument() throws IOException {
        JsonWriter w = document(WriterOptions.defaults());
        byte[] first = w.toByteArray();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        w.writeTo(out);
        assertArrayEquals(first, out.toByteArray());
    }

    @Test
    void refusesAnIncompleteDocumentAndAStreamWriter() {
        JsonWriter open = WriterOptions.defaults().writer();
        open.beginArray();
        assertThrows(JsonException.class, () -> open.writeTo(new ByteArrayOutputStream()));
        JsonWriter streaming = WriterOptions.defaults().writer(new ByteArrayOutputStream());
        streaming.numberValue(1);
        assertThrows(IllegalStateException.class, () -> streaming.writeTo(new ByteArrayOutputStream()));
    }

    @Test
    void aFailingTargetLeavesTheDocumentInTheWriter() {
        JsonWriter w = document(WriterOptions.defaults());
        OutputStream broken = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("disk full");
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                throw new IOException("disk full");
            }
        };
        assertThrows(IOException.class, () -> w.writeTo(broken));
        String json = new String(w.toByteArray(), StandardCharsets.UTF_8);
        assertEquals(true, json.startsWith("{\"text\":\"caf\u00e9 \\\"quoted\\\"\",\"n\":[0,1,2,"), json);
        assertEquals(true, json.endsWith(",4999]}"), json);
    }

    @Test
    void inSequenceModeTheWriterGoesOn() throws IOException {
        JsonWriter w = WriterOptions.defaults().withSequence(true).writer();
        w.numberValue(1);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        w.writeTo(out);
        w.numberValue(2);
        assertEquals("1\n2", new String(w.toByteArray(), StandardCharsets.UTF_8).trim());
        assertEquals("1", out.toString(StandardCharsets.UTF_8).trim());
    }
}
