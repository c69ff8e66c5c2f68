package dev.brisk.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.brisk.bind.Brisk;
import dev.brisk.bind.ValueIterator;
import dev.brisk.json.Json;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonString;
import dev.brisk.json.JsonValue;
import dev.brisk.pack.MsgPackWriter;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageUnpacker;

/** The example in README.md, compiled and run, so the README cannot drift from the API. */
class ReadmeExampleTest {

    public record User(String name, int followers) {
    }

    @Test
    void theReadmeExampleWorksAsWritten(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("users.ndjson"),
                "{\"name\":\"ada\",\"followers\":42}\n{\"name\":\"bob\",\"followers\":7}\n");
        Files.write(dir.resolve("twitter.json"), CorpusFiles.read("twitter.json"));
        String usersFile = dir.resolve("users.ndjson").toString();
        Path twitterFile = dir.resolve("twitter.json");
        List<String> printed = new ArrayList<>();

        // --- README example (keep in sync with README.md) ---
        Brisk brisk = Brisk.create();
        User user = brisk.read("{\"name\":\"ada\",\"followers\":42}", User.class); // a record
        byte[] json = brisk.writeBytes(user);                                       // and back

        try (ValueIterator<User> users = brisk.readValues(new FileInputStream(usersFile), User.class)) {
            while (users.hasNext()) printed.add(users.next().name());   // NDJSON, constant memory
        }

        JsonValue doc = Json.parse(Files.readAllBytes(twitterFile));       // a tree
        String name = ((JsonString) doc.at("/statuses/0/user/name")).value(); // JSON Pointer

        MsgPackWriter msgpack = MsgPackWriter.toBytes();
        try (JsonReader in = JsonReader.of(json)) {
            in.copyTo(msgpack);                                 // JSON → MessagePack, no tree between
        }
        byte[] packed = msgpack.toByteArray();
        // --- end of README example ---

        assertEquals(new User("ada", 42), user);
        assertArrayEquals("{\"name\":\"ada\",\"followers\":42}".getBytes(), json);
        assertEquals(List.of("ada", "bob"), printed);
        assertEquals("AYUMI", name);
        try (MessageUnpacker u = MessagePack.newDefaultUnpacker(packed)) {
            assertEquals(2, u.unpackMapHeader());
            assertEquals("name", u.unpackString());
            assertEquals("ada", u.unpackString());
            assertEquals("followers", u.unpackString());
            assertEquals(42, u.unpackInt());
        }
    }
}
