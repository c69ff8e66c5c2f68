package dev.brisk.flink;

import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Random;

/** NDJSON records over every SQL type the format reads, with nulls and absent fields, from a seed. */
final class Records {
    private Records() {}

    /** The table's columns, in the order of the DDL. */
    static final String COLUMNS = String.join(",\n  ",
            "f_bool BOOLEAN", "f_tiny TINYINT", "f_small SMALLINT", "f_int INT", "f_big BIGINT", "f_float FLOAT",
            "f_double DOUBLE", "f_string STRING", "f_bytes BYTES", "f_dec DECIMAL(12, 4)", "f_date DATE", "f_time TIME(0)",
            "f_ts TIMESTAMP(3)", "f_ts9 TIMESTAMP(9)", "f_ltz TIMESTAMP_LTZ(3)", "f_ints ARRAY<INT>",
            "f_map MAP<STRING, BIGINT>", "f_bag MULTISET<STRING>",
            "f_row ROW<x INT, y ARRAY<ROW<z STRING, w DOUBLE>>>");

    static List<String> lines(long seed, int count, boolean iso) {
        Random r = new Random(seed);
        List<String> lines = new ArrayList<>();
        for (int n = 0; n < count; n++) {
            StringBuilder b = new StringBuilder("{");
            field(b, r, "f_bool", r.nextBoolean() ? "true" : "false");
            field(b, r, "f_tiny", Integer.toString(r.nextInt(256) - 128));
            field(b, r, "f_small", Integer.toString(r.nextInt(65536) - 32768));
            field(b, r, "f_int", Integer.toString(r.nextInt()));
            field(b, r, "f_big", Long.toString(r.nextLong()));
            field(b, r, "f_float", Float.toString(r.nextFloat() * 1000));
            field(b, r, "f_double", Double.toString(r.nextGaussian() * 1e6));
            field(b, r, "f_string", quote(text(r)));
            byte[] bytes = new byte[r.nextInt(6)];
            r.nextBytes(bytes);
            field(b, r, "f_bytes", quote(Base64.getEncoder().encodeToString(bytes)));
            field(b, r, "f_dec", (r.nextInt(2_000_000) - 1_000_000) + "." + String.format("%04d", r.nextInt(10000)));
            String date = String.format("%04d-%02d-%02d", 1970 + r.nextInt(80), 1 + r.nextInt(12), 1 + r.nextInt(28));
            String time = String.format("%02d:%02d:%02d", r.nextInt(24), r.nextInt(60), r.nextInt(60));
            field(b, r, "f_date", quote(date));
            field(b, r, "f_time", quote(time));
            String sep = iso ? "T" : " ";
            field(b, r, "f_ts", quote(date + sep + time + "." + String.format("%03d", r.nextInt(1000))));
            field(b, r, "f_ts9", quote(date + sep + time + "." + String.format("%09d", r.nextInt(1_000_000_000))));
            field(b, r, "f_ltz", quote(date + sep + time + "." + String.format("%03d", r.nextInt(1000)) + "Z"));
            field(b, r, "f_ints", "[" + r.nextInt(100) + ", null, " + (-r.nextInt(100)) + "]");
            field(b, r, "f_map", "{\"a\": " + r.nextInt(10) + ", \"b\": null, \"c" + r.nextInt(3) + "\": " + r.nextLong() + "}");
            field(b, r, "f_bag", "{\"x\": " + (1 + r.nextInt(3)) + ", \"y\": 1}");
            field(b, r, "f_row", "{\"y\": [{\"z\": " + quote(text(r)) + ", \"w\": " + r.nextDouble() + "}, null, {}], \"x\": "
                    + r.nextInt(1000) + ", \"unknown\": {\"deep\": [1, 2]}}");
            if (b.length() > 1) b.setLength(b.length() - 2);
            lines.add(b.append('}').toString());
        }
        return lines;
    }

    /** A member: usually the value, sometimes null, sometimes absent. */
    private static void field(StringBuilder b, Random r, String name, String value) {
        int dice = r.nextInt(10);
        if (dice == 0) return;
        b.append('"').append(name).append("\": ").append(dice == 1 ? "null" : value).append(", ");
    }

    private static String text(Random r) {
        String[] words = {"plain", "caf\u00e9", "\u65e5\u672c", "quote\"d", "back\\slash", "tab\there", "\ud83d\ude00", ""};
        return words[r.nextInt(words.length)] + r.nextInt(100);
    }

    static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c == '\t') b.append("\\t");
            else b.append(c);
        }
        return b.append('"').toString();
    }
}
