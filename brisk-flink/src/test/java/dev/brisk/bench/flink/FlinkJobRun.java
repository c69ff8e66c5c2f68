package dev.brisk.bench.flink;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.TableResult;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.types.Row;
import org.apache.flink.util.CloseableIterator;

/**
 * A whole Flink SQL job on a local mini cluster over ~130 MB of NDJSON events (generated into
 * {@code /tmp} once), with {@code 'format' = 'brisk-json'} and with {@code 'format' = 'json'},
 * rounds alternating: the filesystem source, every field converted, then either an aggregate per
 * kind that touches each of them ({@code aggregate}, the default) or every event written to a
 * blackhole sink ({@code scan}). Prints each round's wall time and the process's CPU time (every
 * thread of the mini cluster), and the medians.
 *
 * <pre>java -cp (test class path) dev.brisk.bench.flink.FlinkJobRun [rounds] [parallelism] [MB] [aggregate|scan]</pre>
 */
public final class FlinkJobRun {
    private FlinkJobRun() {}

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        int parallelism = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        long megabytes = args.length > 2 ? Long.parseLong(args[2]) : 130;
        boolean scan = args.length > 3 && args[3].equals("scan");
        Path dir = Path.of("/tmp/brisk-flink-events-" + megabytes + "mb");
        Path file = dir.resolve("events.ndjson");
        if (!Files.exists(file)) {
            Files.createDirectories(dir);
            long lines = EventLines.write(file, megabytes * 1_000_000, 7);
            System.out.println("wrote " + lines + " events, " + Files.size(file) / 1_000_000 + " MB, to " + file);
        }
        Configuration conf = new Configuration();
        StreamExecutionEnvironment env = StreamExecutionEnvironment.createLocalEnvironment(parallelism, conf);
        env.setRuntimeMode(RuntimeExecutionMode.BATCH);
        StreamTableEnvironment tables = StreamTableEnvironment.create(env);
        for (String format : new String[] {"brisk-json", "json"}) {
            tables.executeSql("CREATE TABLE `events_" + format + "` (" + EventLines.COLUMNS + ") WITH ('connector' = 'filesystem',"
                    + " 'path' = '" + dir.toUri() + "', 'format' = '" + format + "')");
        }
        tables.executeSql("CREATE TABLE sink (" + EventLines.COLUMNS + ") WITH ('connector' = 'blackhole')");
        List<Long> brisk = new ArrayList<>();
        List<Long> json = new ArrayList<>();
        List<Long> briskCpu = new ArrayList<>();
        List<Long> jsonCpu = new ArrayList<>();
        String briskResult = null;
        String jsonResult = null;
        for (int round = 0; round <= rounds; round++) { // round 0 warms up both
            for (String format : round % 2 == 0 ? new String[] {"brisk-json", "json"} : new String[] {"json", "brisk-json"}) {
                long cpuStart = processCpuNanos();
                long start = System.nanoTime();
                String result = scan ? scan(tables, format) : run(tables, format);
                long ms = (System.nanoTime() - start) / 1_000_000;
                long cpuMs = (processCpuNanos() - cpuStart) / 1_000_000;
                System.out.println("round " + round + " " + format + ": " + ms + " ms wall, " + cpuMs + " ms CPU");
                if (round == 0) continue;
                if (format.equals("json")) {
                    json.add(ms);
                    jsonCpu.add(cpuMs);
                    jsonResult = result;
                } else {
                    brisk.add(ms);
                    briskCpu.add(cpuMs);
                    briskResult = result;
                }
            }
        }
        if (!briskResult.equals(jsonResult)) throw new IllegalStateException("results differ:\n" + briskResult + "\n" + jsonResult);
        long b = median(brisk);
        long j = median(json);
        System.out.printf("median of %d rounds, parallelism %d: brisk-json %d ms, json %d ms, json / brisk-json = %.2fx (wall)%n",
                rounds, parallelism, b, j, (double) j / b);
        long bc = median(briskCpu);
        long jc = median(jsonCpu);
        System.out.printf("CPU time of the whole process (every task thread): brisk-json %d ms, json %d ms,"
                + " json / brisk-json = %.2fx%n", bc, jc, (double) jc / bc);
        System.out.println("result: " + briskResult);
    }

    /** Every event with every column into a blackhole sink, filtered on one column: the format's share is largest. */
    private static String scan(StreamTableEnvironment tables, String format) throws Exception {
        tables.executeSql("INSERT INTO sink SELECT * FROM `events_" + format + "` WHERE ok").await();
        return "done";
    }

    /** The aggregate touches every column, so no field can be skipped by projection. */
    private static String run(StreamTableEnvironment tables, String format) throws Exception {
        TableResult r = tables.executeSql("SELECT kind, COUNT(*), SUM(user_id), MAX(session), MAX(ts),"
                + " SUM(CAST(amount * 100 AS BIGINT)), SUM(price), SUM(CASE WHEN ok THEN 1 ELSE 0 END), SUM(CARDINALITY(tags)),"
                + " MAX(geo.lat), MIN(geo.country), MAX(props['ref']), MAX(event_id)"
                + " FROM `events_" + format + "` GROUP BY kind");
        List<String> rows = new ArrayList<>();
        try (CloseableIterator<Row> it = r.collect()) {
            while (it.hasNext()) rows.add(it.next().toString());
        }
        Collections.sort(rows);
        return rows.toString();
    }

    /** CPU time of every thread of this JVM (the mini cluster runs in it), robust when other work shares the cores. */
    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static long median(List<Long> values) {
        List<Long> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}
