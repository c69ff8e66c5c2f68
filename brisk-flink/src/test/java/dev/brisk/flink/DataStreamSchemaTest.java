package dev.brisk.flink;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.bind.Brisk;
import dev.brisk.bind.TypeToken;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The DataStream schemas read and write any type Brisk binds, survive the Java serialization Flink
 * ships them with, and report bad input with its place.
 */
class DataStreamSchemaTest {
    /** A record type as a user would stream it. */
    public record Event(String user, long at, double amount, List<String> tags, Map<String, Integer> counts) {}

    @SuppressWarnings("unchecked")
    private static <T> T shipped(T schema) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(schema);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (T) in.readObject();
        }
    }

    @Property(tries = 200)
    void whatIsWrittenIsReadBack(@ForAll String user, @ForAll long at, @ForAll double amount,
                                 @ForAll @Size(max = 4) List<String> tags) throws Exception {
        if (Double.isNaN(amount) || Double.isInfinite(amount)) return; // JSON has no such numbers
        Event e = new Event(user, at, amount, tags, Map.of("k", tags.size()));
        BriskSerializationSchema<Event> write = shipped(BriskSerializationSchema.of(Event.class));
        BriskDeserializationSchema<Event> read = shipped(BriskDeserializationSchema.of(Event.class));
        write.open(null);
        read.open(null);
        assertEquals(e, read.deserialize(write.serialize(e)));
    }

    /** Made in a static method: an anonymous class made in an instance method would capture the test. */
    private static BriskType<List<Event>> listOfEvents() {
        return () -> new TypeToken<List<Event>>() {};
    }

    @Test
    void genericTypesAreNamedByASerializableTypeToken() throws Exception {
        BriskType<List<Event>> events = listOfEvents();
        var write = shipped(BriskSerializationSchema.of(events, Brisk::create));
        var read = shipped(BriskDeserializationSchema.of(events,
                org.apache.flink.api.common.typeinfo.Types.LIST(org.apache.flink.api.common.typeinfo.Types.POJO(Event.class)),
                Brisk::create));
        List<Event> batch = List.of(new Event("a", 1, 0.5, List.of(), Map.of()), new Event("b", 2, 1.5, List.of("x"), Map.of("y", 3)));
        byte[] json = write.serialize(batch);
        assertEquals('[', json[0]);
        assertEquals(batch, read.deserialize(json));
    }

    @Test
    void itWritesWhatTheMapperWrites() {
        Event e = new Event("ada", 7, 1.5, List.of("a"), Map.of("x", 1));
        assertArrayEquals(Brisk.create().writeBytes(e), BriskSerializationSchema.of(Event.class).serialize(e));
    }

    @Test
    void aCustomMapperIsMadeOnTheTaskManager() throws Exception {
        BriskDeserializationSchema<Event> strict = shipped(BriskDeserializationSchema.of(Event.class,
                org.apache.flink.api.common.typeinfo.TypeInformation.of(Event.class),
                () -> Brisk.builder().failOnUnknownProperties(true).build()));
        byte[] extra = "{\"user\":\"a\",\"at\":1,\"amount\":2,\"tags\":[],\"counts\":{},\"other\":1}".getBytes(StandardCharsets.UTF_8);
        assertThrows(IOException.class, () -> strict.deserialize(extra));
        assertEquals("a", BriskDeserializationSchema.of(Event.class).deserialize(extra).user());
    }

    @Test
    void badInputIsAnIOExceptionThatSaysWhere() {
        var read = BriskDeserializationSchema.of(Event.class);
        IOException e = assertThrows(IOException.class,
                () -> read.deserialize("{\"user\":\"a\",\"at\":\"soon\"}".getBytes(StandardCharsets.UTF_8)));
        assertTrue(e.getMessage().contains("Event") && e.getMessage().contains("$.at"), e.getMessage());
    }

    @Test
    void anEmptyMessageIsNoRecord() throws IOException {
        assertNull(BriskDeserializationSchema.of(Event.class).deserialize(new byte[0]));
    }

    @Test
    void theProducedTypeIsFlinksForTheClass() {
        assertEquals(org.apache.flink.api.common.typeinfo.TypeInformation.of(Event.class),
                BriskDeserializationSchema.of(Event.class).getProducedType());
    }
}
