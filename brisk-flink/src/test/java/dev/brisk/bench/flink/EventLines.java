package dev.brisk.bench.flink;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * Click-stream events as NDJSON, the same for a seed: the input of the Flink benchmarks. About
 * 330 bytes a line, with strings, integers, doubles, a decimal, a timestamp, an array, a nested
 * row and a map, in the table's field order (as a producer writes them) with one unknown field.
 */
public final class EventLines {
    private EventLines() {}

    /** The table's columns. */
    public static final String COLUMNS = "event_id STRING, user_id BIGINT, session STRING, ts TIMESTAMP(3), kind STRING,"
            + " amount DOUBLE, price DECIMAL(10, 2), ok BOOLEAN, tags ARRAY<STRING>,"
            + " geo ROW<lat DOUBLE, lon DOUBLE, country STRING>, props MAP<STRING, STRING>";

    private static final String[] KINDS = {"click", "view", "purchase", "scroll", "signup"};
    private static final String[] COUNTRIES = {"DE", "FR", "US", "JP", "BR", "IN"};
    private static final String[] TAGS = {"mobile", "desktop", "beta", "returning", "promo", "ad"};

    /** Line {@code i} of the events of {@code seed}. */
    public static String line(Random r, long i) {
        StringBuilder b = new StringBuilder(360);
        b.append("{\"event_id\":\"evt-").append(Long.toHexString(r.nextLong())).append('-').append(i).append('"');
        b.append(",\"user_id\":").append(r.nextInt(10_000_000));
        b.append(",\"session\":\"s").append(Integer.toHexString(r.nextInt())).append('"');
        b.append(",\"ts\":\"").append(String.format("2026-%02d-%02d %02d:%02d:%02d.%03d", 1 + r.nextInt(12), 1 + r.nextInt(28),
                r.nextInt(24), r.nextInt(60), r.nextInt(60), r.nextInt(1000))).append('"');
        b.append(",\"kind\":\"").append(KINDS[r.nextInt(KINDS.length)]).append('"');
        b.append(",\"amount\":").append(Math.round(r.nextDouble() * 100_000) / 100.0);
        b.append(",\"price\":").append(r.nextInt(100_000)).append('.').append(String.format("%02d", r.nextInt(100)));
        b.append(",\"ok\":").append(r.nextInt(10) != 0);
        b.append(",\"tags\":[");
        for (int t = 0, n = r.nextInt(4); t < n; t++) b.append(t == 0 ? "" : ",").append('"').append(TAGS[r.nextInt(TAGS.length)]).append('"');
        b.append("],\"geo\":{\"lat\":").append(r.nextDouble() * 180 - 90).append(",\"lon\":").append(r.nextDouble() * 360 - 180)
                .append(",\"country\":\"").append(COUNTRIES[r.nextInt(COUNTRIES.length)]).append("\"}");
        b.append(",\"props\":{\"ref\":\"r").append(r.nextInt(100)).append("\",\"ab\":\"").append(r.nextBoolean() ? "a" : "b").append("\"}");
        b.append(",\"trace\":\"").append(Long.toHexString(r.nextLong())).append("\"}");
        return b.toString();
    }

    /** Writes events to {@code file} until it holds at least {@code bytes}; returns the number of lines. */
    public static long write(Path file, long bytes, long seed) throws IOException {
        Random r = new Random(seed);
        long written = 0;
        long lines = 0;
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            while (written < bytes) {
                String l = line(r, lines++);
                w.write(l);
                w.write('\n');
                written += l.length() + 1;
            }
        }
        return lines;
    }
}
