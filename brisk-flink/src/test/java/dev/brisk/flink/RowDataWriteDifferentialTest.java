package dev.brisk.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brisk.json.Json;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.flink.api.common.serialization.DeserializationSchema;
import org.apache.flink.api.common.serialization.SerializationSchema;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.data.GenericMapData;
import org.apache.flink.table.data.GenericRowData;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.data.StringData;
import org.apache.flink.table.types.DataType;
import org.apache.flink.table.types.logical.RowType;
import org.junit.jupiter.api.Test;

/**
 * brisk-json writes every row as Flink's json format writes it, byte for byte: every SQL type,
 * both timestamp standards, decimals plain or not, null fields written or left out, and the three
 * ways with null map keys.
 */
class RowDataWriteDifferentialTest {
    private static final DataType TYPE = rowOfAll();

    private static DataType rowOfAll() {
        List<DataTypes.Field> fields = new ArrayList<>();
        for (Map.Entry<String, Object[]> e : RowDataDifferentialTest.CASES.entrySet()) {
            fields.add(DataTypes.FIELD(e.getKey(), (DataType) e.getValue()[0]));
        }
        return DataTypes.ROW(fields.toArray(new DataTypes.Field[0]));
    }

    /** Rows of every value json itself reads from the table of cases, and one with all fields null. */
    private static List<RowData> rows(String ts) {
        DeserializationSchema<RowData> reader = FlinkJson.briskReader(TYPE, false, true, ts);
        List<RowData> rows = new ArrayList<>();
        for (Map.Entry<String, Object[]> e : RowDataDifferentialTest.CASES.entrySet()) {
            Object[] values = e.getValue();
            for (int i = 1; i < values.length; i++) {
                try {
                    RowData row = reader.deserialize(("{\"" + e.getKey() + "\": " + values[i] + ", \"i\": 7}")
                            .getBytes(StandardCharsets.UTF_8));
                    if (row != null) rows.add(row);
                } catch (java.io.IOException ex) {
                    throw new AssertionError(ex);
                }
            }
        }
        rows.add(new GenericRowData(RowDataDifferentialTest.CASES.size()));
        return rows;
    }

    @Test
    void everyRowIsWrittenAsJsonWritesIt() {
        List<String> mismatches = new ArrayList<>();
        int compared = 0;
        for (String ts : List.of("SQL", "ISO-8601")) {
            for (boolean plain : new boolean[] {false, true}) {
                for (boolean ignoreNulls : new boolean[] {false, true}) {
                    SerializationSchema<RowData> json = FlinkJson.flinkWriter(TYPE, ts, "FAIL", "null", plain, ignoreNulls);
                    SerializationSchema<RowData> brisk = new BriskRowDataSerializationSchema((RowType) TYPE.getLogicalType(),
                            ts, "FAIL", "null", plain, ignoreNulls);
                    for (RowData row : rows(ts)) {
                        String expected = new String(json.serialize(row), StandardCharsets.UTF_8);
                        String actual = new String(brisk.serialize(row), StandardCharsets.UTF_8);
                        compared++;
                        // the same JSON value, number text included; json escapes a surrogate pair
                        // (\uD83D\uDE00) where brisk-json writes its UTF-8, so bytes may differ there only
                        if (!Json.parse(expected).equals(Json.parse(actual))
                                || (!expected.equals(actual) && !hasSupplementaryChar(actual))) {
                            mismatches.add(RowDataDifferentialTest.printable(ts + " plain=" + plain + " ignoreNulls="
                                    + ignoreNulls + "\n    json:       " + expected + "\n    brisk-json: " + actual));
                        }
                    }
                }
            }
        }
        assertTrue(mismatches.isEmpty(), mismatches.size() + " of " + compared + " differ:\n" + String.join("\n", mismatches));
    }

    private static boolean hasSupplementaryChar(String s) {
        return s.codePoints().anyMatch(c -> c > 0xFFFF);
    }

    private static RowData rowWithNullKey() {
        Map<Object, Object> map = new HashMap<>();
        map.put(null, 1L);
        map.put(StringData.fromString("k"), 2L);
        return GenericRowData.of(new GenericMapData(map));
    }

    @Test
    void nullMapKeysAreDroppedOrWrittenAsTheLiteralOrFailAsInJson() {
        DataType type = DataTypes.ROW(DataTypes.FIELD("m", DataTypes.MAP(DataTypes.STRING(), DataTypes.BIGINT())));
        RowType rowType = (RowType) type.getLogicalType();
        for (String mode : List.of("DROP", "LITERAL")) {
            String expected = new String(FlinkJson.flinkWriter(type, "SQL", mode, "nil", false, false).serialize(rowWithNullKey()),
                    StandardCharsets.UTF_8);
            String actual = new String(new BriskRowDataSerializationSchema(rowType, "SQL", mode, "nil", false, false)
                    .serialize(rowWithNullKey()), StandardCharsets.UTF_8);
            assertEquals(expected, actual, mode);
        }
        var brisk = new BriskRowDataSerializationSchema(rowType, "SQL", "FAIL", "nil", false, false);
        Exception e = assertThrows(RuntimeException.class, () -> brisk.serialize(rowWithNullKey()));
        assertTrue(e.getMessage().contains("map-null-key.mode"), e.getMessage());
        assertThrows(RuntimeException.class,
                () -> FlinkJson.flinkWriter(type, "SQL", "FAIL", "nil", false, false).serialize(rowWithNullKey()));
    }
}
