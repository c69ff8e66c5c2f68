package dev.brisk.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.ValidationException;
import org.apache.flink.table.factories.DeserializationFormatFactory;
import org.apache.flink.table.factories.FactoryUtil;
import org.apache.flink.table.factories.SerializationFormatFactory;
import org.apache.flink.table.types.DataType;
import org.junit.jupiter.api.Test;

/** Flink finds the format by its name; its options are checked as json checks its own; hostile input fails cleanly. */
class BriskJsonFormatFactoryTest {
    private static final ClassLoader LOADER = BriskJsonFormatFactoryTest.class.getClassLoader();

    @Test
    void flinkDiscoversItAsBriskJsonForReadingAndWriting() {
        assertInstanceOf(BriskJsonFormatFactory.class,
                FactoryUtil.discoverFactory(LOADER, DeserializationFormatFactory.class, "brisk-json"));
        assertInstanceOf(BriskJsonFormatFactory.class,
                FactoryUtil.discoverFactory(LOADER, SerializationFormatFactory.class, "brisk-json"));
    }

    private static Configuration options(String... pairs) {
        Configuration c = new Configuration();
        for (int i = 0; i < pairs.length; i += 2) c.setString(pairs[i], pairs[i + 1]);
        return c;
    }

    @Test
    void failOnMissingFieldAndIgnoreParseErrorsCannotBothBeSet() {
        ValidationException e = assertThrows(ValidationException.class, () -> new BriskJsonFormatFactory()
                .createDecodingFormat(null, options("fail-on-missing-field", "true", "ignore-parse-errors", "true")));
        assertTrue(e.getMessage().contains("shouldn't both be true"), e.getMessage());
    }

    @Test
    void anUnknownTimestampStandardOrNullKeyModeIsNamed() {
        ValidationException ts = assertThrows(ValidationException.class, () -> new BriskJsonFormatFactory()
                .createDecodingFormat(null, options("timestamp-format.standard", "RFC-3339")));
        assertTrue(ts.getMessage().contains("'RFC-3339'") && ts.getMessage().contains("[SQL, ISO-8601]"), ts.getMessage());
        ValidationException mode = assertThrows(ValidationException.class, () -> new BriskJsonFormatFactory()
                .createEncodingFormat(null, options("map-null-key.mode", "KEEP")));
        assertTrue(mode.getMessage().contains("'KEEP'"), mode.getMessage());
    }

    @Test
    void aTypeJsonCannotHoldIsRefusedWhenTheSchemaIsMade() {
        DataType type = DataTypes.ROW(DataTypes.FIELD("m", DataTypes.MAP(DataTypes.INT(), DataTypes.STRING())));
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class,
                () -> FlinkJson.briskReader(type, false, false, "SQL"));
        assertTrue(e.getMessage().contains("MAP<INT, STRING>"), e.getMessage());
    }

    @Test
    void aDecimalWithAHugeExponentIsAnsweredAtOnce() throws IOException {
        // setScale on these would build numbers of a billion digits: minutes of CPU, or the heap
        DataType type = DataTypes.ROW(DataTypes.FIELD("d", DataTypes.DECIMAL(10, 2)));
        var reader = FlinkJson.briskReader(type, false, false, "SQL");
        assertEquals("+I(null)", reader.deserialize("{\"d\": \"1e999999999\"}".getBytes(StandardCharsets.UTF_8)).toString());
        assertEquals("+I(0.00)", reader.deserialize("{\"d\": \"1e-999999999\"}".getBytes(StandardCharsets.UTF_8)).toString());
        assertEquals("+I(0.00)", reader.deserialize("{\"d\": \"-4e-999999999\"}".getBytes(StandardCharsets.UTF_8)).toString());
        assertEquals("+I(null)", reader.deserialize("{\"d\": 1e999999999}".getBytes(StandardCharsets.UTF_8)).toString());
        assertEquals("+I(0.00)", reader.deserialize("{\"d\": 1e-999999999}".getBytes(StandardCharsets.UTF_8)).toString());
    }

    @Test
    void deepNestingAnywhereIsAnErrorNotAStackOverflow() throws IOException {
        DataType type = DataTypes.ROW(DataTypes.FIELD("s", DataTypes.STRING()), DataTypes.FIELD("i", DataTypes.INT()));
        String deep = "[".repeat(100_000) + "]".repeat(100_000);
        for (String record : new String[] {"{\"unknown\": " + deep + "}", "{\"s\": " + deep + "}"}) {
            byte[] bytes = record.getBytes(StandardCharsets.UTF_8);
            IOException e = assertThrows(IOException.class, () -> FlinkJson.briskReader(type, false, false, "SQL").deserialize(bytes));
            assertTrue(e.getMessage().contains("depth"), e.getMessage());
            assertEquals(null, FlinkJson.briskReader(type, false, true, "SQL").deserialize(bytes)); // dropped
        }
    }
}
