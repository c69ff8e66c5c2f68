package dev.brisk.kafka;

import dev.brisk.bind.Brisk;
import dev.brisk.kafka.Shop.Line;
import dev.brisk.kafka.Shop.Order;
import dev.brisk.kafka.Shop.Reading;
import org.apache.kafka.common.config.ConfigException;
import org.apache.kafka.common.errors.SerializationException;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What Kafka's configs set, as a producer, consumer or Streams application passes them. */
class ConfigsTest {
    private static final Order ORDER = new Order("o-1", "ada", List.of(new Line("pen", 2, 150)));

    @Test
    void typeAndFormatComeFromTheConfigsByName() {
        BriskSerde<Object> serde = new BriskSerde<>();
        serde.configure(Map.of(BriskKafkaConfig.VALUE_TYPE, Order.class.getName(), BriskKafkaConfig.VALUE_FORMAT, "msgpack"), false);
        byte[] bytes = serde.serializer().serialize("t", ORDER);
        assertArrayEquals(Brisk.create().writeMessagePack(ORDER), bytes);
        assertEquals(ORDER, serde.deserializer().deserialize("t", bytes));
    }

    @Test
    void keysReadTheirOwnKeys() {
        BriskDeserializer<Object> keys = new BriskDeserializer<>();
        keys.configure(Map.of(BriskKafkaConfig.KEY_TYPE, Line.class, BriskKafkaConfig.VALUE_TYPE, Order.class.getName()), true);
        assertEquals(new Line("a", 1, 2), keys.deserialize("t", "{\"sku\":\"a\",\"quantity\":1,\"priceCents\":2}".getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void theMapperMayBeNamedAsASupplierClass() {
        BriskDeserializer<Object> deserializer = new BriskDeserializer<>();
        deserializer.configure(Map.of(BriskKafkaConfig.MAPPER, Shop.StrictMapper.class.getName(), BriskKafkaConfig.VALUE_TYPE, Line.class.getName()), false);
        SerializationException e = assertThrows(SerializationException.class,
                () -> deserializer.deserialize("t", "{\"sku\":\"a\",\"extra\":1}".getBytes(StandardCharsets.UTF_8)));
        assertTrue(e.getMessage().contains("extra"), e.getMessage());
    }

    @Test
    void settingsGivenInCodeWinOverConfigs() {
        BriskSerde<Order> serde = new BriskSerde<>(Brisk.create(), Order.class, BriskFormat.JSON);
        serde.configure(Map.of(BriskKafkaConfig.VALUE_FORMAT, "msgpack", BriskKafkaConfig.VALUE_TYPE, Line.class.getName()), false);
        byte[] bytes = serde.serializer().serialize("t", ORDER);
        assertEquals(Brisk.create().writeString(ORDER), new String(bytes, StandardCharsets.UTF_8));
        assertEquals(ORDER, serde.deserializer().deserialize("t", bytes));
    }

    @Test
    void badConfigsFailWhenTheClientStarts() {
        BriskDeserializer<Object> deserializer = new BriskDeserializer<>();
        ConfigException format = assertThrows(ConfigException.class,
                () -> deserializer.configure(Map.of(BriskKafkaConfig.VALUE_FORMAT, "xml"), false));
        assertTrue(format.getMessage().contains(BriskKafkaConfig.VALUE_FORMAT), format.getMessage());
        ConfigException type = assertThrows(ConfigException.class,
                () -> deserializer.configure(Map.of(BriskKafkaConfig.VALUE_TYPE, "com.example.NoSuchOrder"), false));
        assertTrue(type.getMessage().contains("com.example.NoSuchOrder"), type.getMessage());
        assertThrows(ConfigException.class, () -> deserializer.configure(Map.of(BriskKafkaConfig.MAPPER, String.class), false));
    }

    @Test
    void aDeserializerWithoutATypeSaysWhichConfigIsMissing() {
        BriskDeserializer<Object> deserializer = new BriskDeserializer<>();
        deserializer.configure(Map.of(), false);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> deserializer.deserialize("t", new byte[] {'1'}));
        assertTrue(e.getMessage().contains(BriskKafkaConfig.VALUE_TYPE), e.getMessage());
    }

    @Test
    void aValueThatCannotBeWrittenRaisesSerializationExceptionWithThePath() {
        BriskSerializer<Reading> serializer = new BriskSerializer<>(Brisk.create(), Reading.class, BriskFormat.JSON);
        SerializationException e = assertThrows(SerializationException.class, () -> serializer.serialize("readings", new Reading("s1", Double.NaN)));
        assertTrue(e.getMessage().contains("topic 'readings'"), e.getMessage());
        assertTrue(e.getMessage().contains("$.value"), e.getMessage());
    }
}
