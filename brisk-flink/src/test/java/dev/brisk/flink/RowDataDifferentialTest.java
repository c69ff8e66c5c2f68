package dev.brisk.flink;

import static org.apache.flink.table.api.DataTypes.ARRAY;
import static org.apache.flink.table.api.DataTypes.BIGINT;
import static org.apache.flink.table.api.DataTypes.BOOLEAN;
import static org.apache.flink.table.api.DataTypes.BYTES;
import static org.apache.flink.table.api.DataTypes.CHAR;
import static org.apache.flink.table.api.DataTypes.DATE;
import static org.apache.flink.table.api.DataTypes.DECIMAL;
import static org.apache.flink.table.api.DataTypes.DOUBLE;
import static org.apache.flink.table.api.DataTypes.FIELD;
import static org.apache.flink.table.api.DataTypes.FLOAT;
import static org.apache.flink.table.api.DataTypes.INT;
import static org.apache.flink.table.api.DataTypes.MAP;
import static org.apache.flink.table.api.DataTypes.MULTISET;
import static org.apache.flink.table.api.DataTypes.ROW;
import static org.apache.flink.table.api.DataTypes.SMALLINT;
import static org.apache.flink.table.api.DataTypes.STRING;
import static org.apache.flink.table.api.DataTypes.TIME;
import static org.apache.flink.table.api.DataTypes.TIMESTAMP;
import static org.apache.flink.table.api.DataTypes.TIMESTAMP_LTZ;
import static org.apache.flink.table.api.DataTypes.TINYINT;
import static org.apache.flink.table.api.DataTypes.VARBINARY;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.flink.table.types.DataType;
import org.junit.jupiter.api.Test;

/**
 * brisk-json reads every message as Flink's own json format does: the same rows, the same nulls,
 * failing on the same messages, for every SQL type, each option and both timestamp standards.
 * Every value of the table below is read in a record of its own, once per option set.
 */
class RowDataDifferentialTest {
    /** Field type -> JSON values to read into it: well-formed, coerced, out of range, wrong. */
    static final Map<String, Object[]> CASES = new LinkedHashMap<>();

    static {
        CASES.put("b", new Object[] {BOOLEAN(), "true", "false", "\"true\"", "\" TRUE \"", "\"yes\"", "1", "0"});
        CASES.put("ti", new Object[] {TINYINT(), "1", "-128", "127", "128", "\"12\"", "\" 7 \"", "1.5", "\"1.5\"", "\"x\"", "true"});
        CASES.put("si", new Object[] {SMALLINT(), "300", "-32768", "32768", "\"5\"", "2.0", "\"a\""});
        CASES.put("i", new Object[] {INT(), "0", "-7", "2147483647", "2147483648", "1.9", "-1.9", "1e3", "1E2", "\"42\"",
                "\"4.2\"", "\"x\"", "false", "12345678901234567890"});
        CASES.put("bi", new Object[] {BIGINT(), "9223372036854775807", "-9223372036854775808", "9223372036854775808", "1.5",
                "\"77\"", "1e18", "\"\""});
        CASES.put("f", new Object[] {FLOAT(), "1.5", "1", "-0.0", "3.4028235e38", "1e39", "\"2.5\"", "\"NaN\"", "\"x\"",
                "1.00000001", "16777217"});
        CASES.put("d", new Object[] {DOUBLE(), "1.5", "1", "1e308", "1e400", "\"1e3\"", "\"-Infinity\"", "5e-324",
                "0.1", "123456789012345678901234567890", "true"});
        CASES.put("s", new Object[] {STRING(), "\"plain\"", "\"\\u00e9t\\u00e9 \\ud83d\\ude00\"", "\"a\\nb\"", "12",
                "1.50", "1e2", "true", "{\"a\": [1, 2.50]}", "[1, \"x\", null]", "\"\""});
        CASES.put("c", new Object[] {CHAR(3), "\"abc\"", "\"ab\"", "\"abcdef\""});
        CASES.put("by", new Object[] {BYTES(), "\"AQID\"", "\"\"", "\"AQI=\"", "\"AQI\"", "\"!!\"", "12"});
        CASES.put("vb", new Object[] {VARBINARY(4), "\"AQIDBA==\""});
        CASES.put("dec", new Object[] {DECIMAL(10, 3), "1.5", "-0.0005", "1.0005", "1234567.1", "12345678.1", "1e2",
                "\"3.25\"", "\"x\"", "0", "true"});
        CASES.put("dec38", new Object[] {DECIMAL(38, 18), "12345678901234567890.123456789012345678", "1e-20",
                "\"1e-30\"", "1e30", "0.0000000000000000005", "-0.0000000000000000004", "99999999999999999999.9999999999999999995"});
        CASES.put("dec0", new Object[] {DECIMAL(5, 0), "0.5", "-0.5", "0.4", "99999.4", "99999.5", "1e-1", "\"5e-1\"", "0e10"});
        CASES.put("dt", new Object[] {DATE(), "\"2020-02-29\"", "\"2021-02-29\"", "\"1970-01-01\"", "\"2020-1-1\"", "18000",
                "\"-0001-01-01\""});
        CASES.put("tm", new Object[] {TIME(0), "\"12:34:56\"", "\"23:59:59.999\"", "\"00:00:00\"", "\"1:2:3\"", "\"12:34\"",
                "\"25:00:00\""});
        CASES.put("ts", new Object[] {TIMESTAMP(3), "\"2020-12-30 12:13:14\"", "\"2020-12-30 12:13:14.123\"",
                "\"2020-12-30T12:13:14.123\"", "\"2020-12-30T12:13\"", "\"2020-12-30 12:13:14.123456789\"",
                "\"2020-12-30 12:13:14Z\"", "\"2020-12-30\"", "12"});
        CASES.put("ts9", new Object[] {TIMESTAMP(9), "\"2020-12-30 12:13:14.123456789\"", "\"2020-12-30T12:13:14.123456789\""});
        CASES.put("ltz", new Object[] {TIMESTAMP_LTZ(3), "\"2020-12-30 12:13:14Z\"", "\"2020-12-30 12:13:14.5Z\"",
                "\"2020-12-30T12:13:14.5Z\"", "\"2020-12-30 12:13:14\"", "\"2020-12-30T12:13:14+01:00\""});
        CASES.put("ai", new Object[] {ARRAY(INT()), "[1, 2, 3]", "[]", "[1, null, \"3\"]", "[1, \"x\", 3]", "{\"a\": 1}",
                "1", "[[1]]"});
        CASES.put("as", new Object[] {ARRAY(STRING()), "[\"a\", 1, true, null, {\"k\": \"v\"}]"});
        CASES.put("aa", new Object[] {ARRAY(ARRAY(DOUBLE())), "[[1.5], [], null, [2, \"3\"]]"});
        CASES.put("m", new Object[] {MAP(STRING(), BIGINT()), "{\"a\": 1, \"b\": null}", "{}", "{\"a\": 1, \"a\": 2}",
                "{\"a\": \"x\"}", "[1]", "\"m\""});
        CASES.put("mr", new Object[] {MAP(STRING(), ROW(FIELD("x", INT()))), "{\"k\": {\"x\": 1}, \"j\": {}}"});
        CASES.put("ms", new Object[] {MULTISET(STRING()), "{\"a\": 2, \"b\": 1}", "{\"a\": \"3\"}", "{\"a\": null}"});
        CASES.put("r", new Object[] {ROW(FIELD("x", INT()), FIELD("y", ARRAY(ROW(FIELD("z", STRING()))))),
                "{\"x\": 1, \"y\": [{\"z\": \"q\"}, {}, null]}", "{\"y\": [], \"x\": 2, \"extra\": {\"deep\": [1, {}]}}",
                "{}", "[]", "{\"x\": \"bad\"}", "{\"x\": 1, \"x\": 2}"});
    }

    static final List<String> WHOLE = List.of(
            "", "{}", "[]", "null", "1", "\"s\"", "[{\"i\": 1}, {\"i\": 2}]", "[{\"i\": 1}, 2]", "[{\"i\": 1}, null]",
            "{\"i\": 1", "{\"i\": 1}}", "{\"i\": 1} x", "{\"i\": 1}\n", "  {\"i\": 3}  ", "{\"i\": 1,}", "{'i': 1}",
            "{\"i\": 01}", "{\"i\": NaN}", "{\"s\": \"\u0001\"}", "{\"i\": 1, \"unknown\": [1, {\"a\": null}]}",
            "{\"s\": \"\\ud800\"}");

    private static DataType rowOfAll() {
        List<org.apache.flink.table.api.DataTypes.Field> fields = new ArrayList<>();
        for (Map.Entry<String, Object[]> e : CASES.entrySet()) fields.add(FIELD(e.getKey(), (DataType) e.getValue()[0]));
        return ROW(fields.toArray(new org.apache.flink.table.api.DataTypes.Field[0]));
    }

    @Test
    void everyValueOfEveryTypeReadsAsJsonReadsIt() {
        DataType type = rowOfAll();
        List<String> messages = new ArrayList<>(WHOLE);
        for (Map.Entry<String, Object[]> e : CASES.entrySet()) {
            Object[] values = e.getValue();
            for (int i = 1; i < values.length; i++) {
                messages.add("{\"" + e.getKey() + "\": " + values[i] + "}");
                messages.add("{\"" + e.getKey() + "\": " + values[i] + ", \"i\": 5}");
            }
        }
        List<String> mismatches = new ArrayList<>();
        int compared = 0;
        for (String ts : List.of("SQL", "ISO-8601")) {
            for (boolean[] flags : new boolean[][] {{false, false}, {false, true}, {true, false}}) {
                var flink = FlinkJson.flinkReader(type, flags[0], flags[1], ts);
                var brisk = FlinkJson.briskReader(type, flags[0], flags[1], ts);
                for (String m : messages) {
                    byte[] bytes = m.getBytes(StandardCharsets.UTF_8);
                    FlinkJson.Outcome expected = FlinkJson.read(flink, type, bytes);
                    FlinkJson.Outcome actual = FlinkJson.read(brisk, type, bytes);
                    compared++;
                    if (!expected.sameAs(actual) && !KnownDifferences.explains(m, expected, actual)) {
                        mismatches.add(printable(ts + " failOnMissing=" + flags[0] + " ignoreErrors=" + flags[1] + " " + m
                                + "\n    json:       " + expected + (expected.failed() ? " " + expected.error() : "")
                                + "\n    brisk-json: " + actual + (actual.failed() ? " " + actual.error() : "")));
                    }
                }
            }
        }
        assertTrue(mismatches.isEmpty(), mismatches.size() + " of " + compared + " differ:\n" + String.join("\n", mismatches));
    }

    /** The text with everything outside printable ASCII escaped, so that a report shows it whole. */
    static String printable(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if ((c >= 0x20 && c < 0x7f) || c == '\n') b.append(c);
            else b.append(String.format("\\u%04x", (int) c));
        }
        return b.toString();
    }
}
