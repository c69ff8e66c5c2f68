package dev.brisk.kafka;

import dev.brisk.bind.Brisk;
import dev.brisk.json.JsonException;
import dev.brisk.kafka.Shop.Line;
import dev.brisk.kafka.Shop.Order;
import dev.brisk.kafka.Shop.Shipment;
import dev.brisk.kafka.Shop.Totals;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.common.utils.Bytes;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.TestInputTopic;
import org.apache.kafka.streams.TestOutputTopic;
import org.apache.kafka.streams.Topology;
import org.apache.kafka.streams.TopologyTestDriver;
import org.apache.kafka.streams.errors.LogAndContinueExceptionHandler;
import org.apache.kafka.streams.errors.StreamsException;
import org.apache.kafka.streams.kstream.Consumed;
import org.apache.kafka.streams.kstream.Materialized;
import org.apache.kafka.streams.kstream.Produced;
import org.apache.kafka.streams.state.KeyValueStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageUnpacker;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A small shop in Kafka Streams, run by the TopologyTestDriver: JSON orders keyed by customer come
 * in, MessagePack shipments go out, and a state store keeps each customer's totals as JSON.
 */
class TopologyTest {
    private static final Order ADA_1 = new Order("o-1", "ada", List.of(new Line("pen", 2, 150), new Line("ink", 1, 2000)));
    private static final Order ADA_2 = new Order("o-2", "ada", List.of(new Line("pad", 3, 400)));
    private static final Order BOB_1 = new Order("o-3", "bob", List.of());

    static Topology shop() {
        Brisk brisk = Brisk.create();
        StreamsBuilder builder = new StreamsBuilder();
        var orders = builder.stream("orders", Consumed.with(Serdes.String(), new BriskSerde<>(brisk, Order.class, BriskFormat.JSON)));
        orders.filter((customer, order) -> !order.lines().isEmpty())
                .mapValues(order -> new Shipment(order.id(), order.items(), order.totalCents()))
                .to("shipments", Produced.with(Serdes.String(), new BriskSerde<>(brisk, Shipment.class, BriskFormat.MSGPACK)));
        orders.groupByKey()
                .aggregate(() -> new Totals(0, 0), (customer, order, totals) -> totals.add(order),
                        Materialized.<String, Totals, KeyValueStore<Bytes, byte[]>>as("totals")
                                .withKeySerde(Serdes.String()).withValueSerde(new BriskSerde<>(brisk, Totals.class, BriskFormat.JSON)))
                .toStream()
                .to("totals", Produced.with(Serdes.String(), new BriskSerde<>(brisk, Totals.class, BriskFormat.JSON)));
        return builder.build();
    }

    /** A state directory of this test's own: other builds on the machine may run the same application id. */
    @TempDir
    Path stateDir;

    Properties props(Map<String, Object> more) {
        Properties props = new Properties();
        props.put(StreamsConfig.STATE_DIR_CONFIG, stateDir.toString());
        props.put(StreamsConfig.APPLICATION_ID_CONFIG, "brisk-shop");
        props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "127.0.0.1:9"); // never contacted by the test driver
        props.put(StreamsConfig.STATESTORE_CACHE_MAX_BYTES_CONFIG, 0); // every update reaches the totals topic
        props.putAll(more);
        return props;
    }

    @Test
    void jsonOrdersBecomeMessagePackShipmentsAndJsonTotals() throws IOException {
        try (TopologyTestDriver driver = new TopologyTestDriver(shop(), props(Map.of()))) {
            TestInputTopic<String, Order> in = driver.createInputTopic("orders", new StringSerializer(),
                    new BriskSerializer<>(Brisk.create(), Order.class, BriskFormat.JSON));
            TestOutputTopic<String, byte[]> shipments = driver.createOutputTopic("shipments", new StringDeserializer(), new ByteArrayDeserializer());
            TestOutputTopic<String, Totals> totals = driver.createOutputTopic("totals", new StringDeserializer(),
                    new BriskDeserializer<>(Brisk.create(), Totals.class, BriskFormat.JSON));
            in.pipeInput("ada", ADA_1);
            in.pipeInput("bob", BOB_1);
            in.pipeInput("ada", ADA_2);

            List<byte[]> packed = shipments.readValuesToList();
            assertEquals(2, packed.size(), "bob's empty order ships nothing");
            assertEquals(Map.of("orderId", "o-1", "items", 3L, "totalCents", 2300L), unpack(packed.get(0)));
            assertEquals(Map.of("orderId", "o-2", "items", 3L, "totalCents", 1200L), unpack(packed.get(1)));
            BriskDeserializer<Shipment> shipment = new BriskDeserializer<>(Brisk.create(), Shipment.class, BriskFormat.MSGPACK);
            assertEquals(new Shipment("o-2", 3, 1200), shipment.deserialize("shipments", packed.get(1)));

            assertEquals(List.of(new Totals(1, 2300), new Totals(1, 0), new Totals(2, 3500)), totals.readValuesToList());
            KeyValueStore<String, Totals> store = driver.getKeyValueStore("totals");
            assertEquals(new Totals(2, 3500), store.get("ada"));
        }
    }

    /** The MessagePack map, decoded by msgpack-core (the reference), with integers as longs. */
    private static Map<String, Object> unpack(byte[] pack) throws IOException {
        Map<String, Object> map = new HashMap<>();
        try (MessageUnpacker u = MessagePack.newDefaultUnpacker(pack)) {
            int n = u.unpackMapHeader();
            for (int i = 0; i < n; i++) {
                String name = u.unpackString();
                map.put(name, u.getNextFormat().getValueType().isIntegerType() ? (Object) u.unpackLong() : u.unpackString());
            }
            assertTrue(!u.hasNext(), "one value per record");
        }
        return map;
    }

    private static final byte[] BROKEN = "{\"id\":\"o-9\",\"customer\":\"ada\",\"lines\":[{\"sku\":\"pen\",}]}".getBytes(StandardCharsets.UTF_8);

    @Test
    void aBadRecordStopsTheTaskWithBrisksLocation() {
        try (TopologyTestDriver driver = new TopologyTestDriver(shop(), props(Map.of()))) {
            TestInputTopic<String, byte[]> raw = driver.createInputTopic("orders", new StringSerializer(), new ByteArraySerializer());
            StreamsException e = assertThrows(StreamsException.class, () -> raw.pipeInput("ada", BROKEN));
            SerializationException bad = causeOf(e, SerializationException.class);
            assertTrue(bad.getMessage().contains("topic 'orders'"), bad.getMessage());
            JsonException where = assertInstanceOf(JsonException.class, bad.getCause());
            assertEquals(1, where.line());
            assertEquals(51, where.column()); // the comma before "}"
            assertEquals("$.lines[0].sku", where.path()); // the member before the stray comma
        }
    }

    @Test
    void withLogAndContinueABadRecordIsSkippedAndTheNextOneServed() {
        Map<String, Object> handler = Map.of(StreamsConfig.DESERIALIZATION_EXCEPTION_HANDLER_CLASS_CONFIG, LogAndContinueExceptionHandler.class);
        try (TopologyTestDriver driver = new TopologyTestDriver(shop(), props(handler))) {
            TestInputTopic<String, byte[]> raw = driver.createInputTopic("orders", new StringSerializer(), new ByteArraySerializer());
            TestOutputTopic<String, byte[]> shipments = driver.createOutputTopic("shipments", new StringDeserializer(), new ByteArrayDeserializer());
            raw.pipeInput("ada", BROKEN);
            raw.pipeInput("ada", Brisk.create().writeBytes(ADA_2));
            List<byte[]> out = shipments.readValuesToList();
            assertEquals(1, out.size());
            assertEquals(new Shipment("o-2", 3, 1200), Brisk.create().readMessagePack(out.get(0), Shipment.class));
        }
    }

    @Test
    void theDefaultSerdeComesFromStreamsConfigsAlone() {
        StreamsBuilder builder = new StreamsBuilder();
        builder.<String, Order>stream("orders").mapValues(Order::id).to("ids", Produced.with(Serdes.String(), Serdes.String()));
        Map<String, Object> configs = Map.of(
                StreamsConfig.DEFAULT_KEY_SERDE_CLASS_CONFIG, Serdes.StringSerde.class,
                StreamsConfig.DEFAULT_VALUE_SERDE_CLASS_CONFIG, BriskSerde.class,
                BriskKafkaConfig.VALUE_TYPE, Order.class.getName(),
                BriskKafkaConfig.VALUE_FORMAT, "msgpack");
        try (TopologyTestDriver driver = new TopologyTestDriver(builder.build(), props(configs))) {
            TestInputTopic<String, byte[]> raw = driver.createInputTopic("orders", new StringSerializer(), new ByteArraySerializer());
            TestOutputTopic<String, String> ids = driver.createOutputTopic("ids", new StringDeserializer(), new StringDeserializer());
            raw.pipeInput("ada", Brisk.create().writeMessagePack(ADA_1));
            assertEquals("o-1", ids.readValue());
        }
    }

    private static <X extends Throwable> X causeOf(Throwable t, Class<X> type) {
        for (Throwable c = t; c != null; c = c.getCause()) if (type.isInstance(c)) return type.cast(c);
        throw new AssertionError("no " + type.getSimpleName() + " in " + t, t);
    }
}
