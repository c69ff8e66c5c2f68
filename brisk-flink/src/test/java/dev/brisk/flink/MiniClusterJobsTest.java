package dev.brisk.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.bind.Brisk;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.functions.RichMapFunction;
import org.apache.flink.api.common.typeinfo.PrimitiveArrayTypeInfo;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.types.Row;
import org.apache.flink.util.CloseableIterator;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The brisk-json format in real Flink SQL jobs on a local mini cluster (one for the class): a
 * filesystem source and sink over every type, compared with the same jobs over Flink's own
 * {@code json} format on the same files; bad records with and without ignore-parse-errors. And
 * the DataStream schemas in a job, shipped to the task manager.
 */
class MiniClusterJobsTest {
    @RegisterExtension
    static final MiniClusterExtension CLUSTER = new MiniClusterExtension(new MiniClusterResourceConfiguration.Builder()
            .setNumberTaskManagers(1).setNumberSlotsPerTaskManager(2).build());

    @TempDir
    Path dir;

    private StreamTableEnvironment tables;

    @BeforeEach
    void environment() {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        env.setRuntimeMode(RuntimeExecutionMode.BATCH);
        env.setParallelism(2);
        tables = StreamTableEnvironment.create(env);
    }

    private Path file(String name, List<String> lines) throws IOException {
        Path d = Files.createDirectories(dir.resolve(name));
        Files.write(d.resolve("part-0.json"), lines, StandardCharsets.UTF_8);
        return d;
    }

    /** A filesystem table over {@code path}; {@code options} are format options, pairs of key and value. */
    private void table(String name, Path path, String format, String... options) {
        StringBuilder with = new StringBuilder();
        for (int i = 0; i < options.length; i += 2) {
            with.append(", '").append(format).append('.').append(options[i]).append("' = '").append(options[i + 1]).append('\'');
        }
        tables.executeSql("CREATE TABLE " + name + " (\n  " + Records.COLUMNS + "\n) WITH ('connector' = 'filesystem', 'path' = '"
                + path.toUri() + "', 'format' = '" + format + "'" + with + ")");
    }

    private List<Row> rows(String sql) throws Exception {
        List<Row> rows = new ArrayList<>();
        try (CloseableIterator<Row> it = tables.executeSql(sql).collect()) {
            while (it.hasNext()) rows.add(it.next());
        }
        return rows;
    }

    /** Equal as multisets (the parallel source gives no order). */
    private static void assertSameRows(List<Row> expected, List<Row> actual) {
        List<Row> left = new ArrayList<>(actual);
        for (Row e : expected) {
            boolean found = false;
            for (Iterator<Row> it = left.iterator(); it.hasNext(); ) {
                if (it.next().equals(e)) {
                    it.remove();
                    found = true;
                    break;
                }
            }
            assertTrue(found, () -> "brisk-json lacks the row json read: " + e + "\nbrisk-json read: " + actual);
        }
        assertTrue(left.isEmpty(), () -> "brisk-json read rows json did not: " + left);
    }

    @Test
    void everyTypeReadsAsJsonReadsItInBothTimestampStandards() throws Exception {
        for (String standard : List.of("SQL", "ISO-8601")) {
            String suffix = standard.equals("SQL") ? "sql" : "iso";
            Path data = file("every-type-" + suffix, Records.lines(20, 300, standard.equals("ISO-8601")));
            table("brisk_" + suffix, data, "brisk-json", "timestamp-format.standard", standard);
            table("json_" + suffix, data, "json", "timestamp-format.standard", standard);
            List<Row> expected = rows("SELECT * FROM json_" + suffix);
            assertEquals(300, expected.size());
            assertSameRows(expected, rows("SELECT * FROM brisk_" + suffix));
            // a projection and a filter, which the planner pushes into the format
            assertSameRows(rows("SELECT f_int, f_row.y, f_map['a'] FROM json_" + suffix + " WHERE f_bool"),
                    rows("SELECT f_int, f_row.y, f_map['a'] FROM brisk_" + suffix + " WHERE f_bool"));
        }
    }

    @Test
    void aSinkWritesWhatJsonReadsBack() throws Exception {
        Path data = file("source", Records.lines(21, 200, false));
        table("src", data, "json");
        Path out = dir.resolve("sink");
        table("sink", out, "brisk-json");
        tables.executeSql("INSERT INTO sink SELECT * FROM src").await();
        table("written", out, "json");
        assertSameRows(rows("SELECT * FROM src"), rows("SELECT * FROM written"));
        // and back through brisk-json itself
        table("rewritten", out, "brisk-json");
        assertSameRows(rows("SELECT * FROM src"), rows("SELECT * FROM rewritten"));
    }

    private static final List<String> WITH_BAD_RECORDS = List.of(
            "{\"f_int\": 1, \"f_string\": \"good\"}",
            "{\"f_int\": \"not a number\", \"f_string\": \"converts badly\"}",
            "{\"f_int\": 3, \"f_string\": \"cut",
            "{\"f_int\": 4, \"f_string\": \"good again\", \"f_ints\": [1, \"x\", 3]}");

    @Test
    void badRecordsAreSkippedWithIgnoreParseErrorsAsJsonSkipsThem() throws Exception {
        Path data = file("bad", WITH_BAD_RECORDS);
        table("brisk_lenient", data, "brisk-json", "ignore-parse-errors", "true");
        table("json_lenient", data, "json", "ignore-parse-errors", "true");
        List<Row> read = rows("SELECT f_int, f_string, f_ints FROM brisk_lenient");
        assertEquals(3, read.size(), read::toString); // the cut record is dropped; the bad values are null
        assertSameRows(rows("SELECT f_int, f_string, f_ints FROM json_lenient"), read);
    }

    @Test
    void aBadRecordFailsTheJobWithWhereItWentWrong() throws Exception {
        table("brisk_strict", file("bad-value", WITH_BAD_RECORDS.subList(0, 2)), "brisk-json");
        Exception e = assertThrows(Exception.class, () -> rows("SELECT f_int FROM brisk_strict"));
        String chain = causes(e);
        assertTrue(chain.contains("Failed to deserialize JSON '{\"f_int\": \"not a number\""), chain);
        assertTrue(chain.contains("path $.f_int"), chain);

        table("brisk_cut", file("bad-syntax", WITH_BAD_RECORDS.subList(2, 3)), "brisk-json");
        String cut = causes(assertThrows(Exception.class, () -> rows("SELECT f_int FROM brisk_cut")));
        assertTrue(cut.contains("Failed to deserialize JSON") && cut.contains("column"), cut);
        assertFalse(cut.contains("OutOfMemoryError") || cut.contains("StackOverflowError"), cut);
    }

    @Test
    void missingFieldsFailTheJobOnlyWithFailOnMissingField() throws Exception {
        Path data = file("missing", List.of("{\"f_int\": 1}"));
        table("lenient_missing", data, "brisk-json");
        assertEquals(List.of(Row.of(1, null)), rows("SELECT f_int, f_string FROM lenient_missing"));
        table("strict_missing", data, "brisk-json", "fail-on-missing-field", "true");
        String chain = causes(assertThrows(Exception.class, () -> rows("SELECT f_int, f_string FROM strict_missing")));
        assertTrue(chain.contains("Could not find field with name f_string."), chain);
    }

    /** Parses JSON bytes into events on the task manager, with the schema Flink shipped there. */
    static final class ReadEvents extends RichMapFunction<byte[], DataStreamSchemaTest.Event> {
        private final BriskDeserializationSchema<DataStreamSchemaTest.Event> schema;

        ReadEvents(BriskDeserializationSchema<DataStreamSchemaTest.Event> schema) {
            this.schema = schema;
        }

        @Override
        public void open(OpenContext context) {
            schema.open(null);
        }

        @Override
        public DataStreamSchemaTest.Event map(byte[] json) throws IOException {
            return schema.deserialize(json);
        }
    }

    /** Writes events as JSON text on the task manager. */
    static final class WriteEvents extends RichMapFunction<DataStreamSchemaTest.Event, String> {
        private final BriskSerializationSchema<DataStreamSchemaTest.Event> schema;

        WriteEvents(BriskSerializationSchema<DataStreamSchemaTest.Event> schema) {
            this.schema = schema;
        }

        @Override
        public String map(DataStreamSchemaTest.Event e) {
            return new String(schema.serialize(e), StandardCharsets.UTF_8);
        }
    }

    @Test
    void theDataStreamSchemasReadAndWriteInAJob() throws Exception {
        List<byte[]> messages = new ArrayList<>();
        List<DataStreamSchemaTest.Event> expected = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            String json = "{\"user\":\"u" + i + "\",\"at\":" + (1000L * i) + ",\"amount\":" + (i / 4.0)
                    + ",\"tags\":[\"t" + (i % 3) + "\"],\"counts\":{\"n\":" + i + "}}";
            messages.add(json.getBytes(StandardCharsets.UTF_8));
            expected.add(new DataStreamSchemaTest.Event("u" + i, 1000L * i, i / 4.0, List.of("t" + (i % 3)), Map.of("n", i)));
        }
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        env.setParallelism(2);
        List<String> written = env.fromData(messages, PrimitiveArrayTypeInfo.BYTE_PRIMITIVE_ARRAY_TYPE_INFO)
                .map(new ReadEvents(BriskDeserializationSchema.of(DataStreamSchemaTest.Event.class)))
                .map(new WriteEvents(BriskSerializationSchema.of(DataStreamSchemaTest.Event.class)))
                .executeAndCollect(100);
        List<DataStreamSchemaTest.Event> readBack = new ArrayList<>();
        for (String json : written) readBack.add(Brisk.create().read(json, DataStreamSchemaTest.Event.class));
        assertEquals(expected.size(), readBack.size());
        assertTrue(readBack.containsAll(expected), () -> "wrote " + written);
    }

    private static String causes(Throwable t) {
        StringBuilder b = new StringBuilder();
        for (Throwable c = t; c != null; c = c.getCause()) b.append(c).append('\n');
        return b.toString();
    }
}
