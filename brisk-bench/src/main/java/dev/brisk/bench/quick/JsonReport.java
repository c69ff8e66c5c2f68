package dev.brisk.bench.quick;

import java.util.Locale;

/** The machine-readable form of a run ({@code brisk bench --json FILE}). */
public final class JsonReport {

    private JsonReport() {
    }

    public static String render(BenchRun run) {
        StringBuilder sb = new StringBuilder(4096);
        sb.append("{\n");
        field(sb, 1, "date", run.date()).append(",\n");
        field(sb, 1, "jvm", run.jvm()).append(",\n");
        field(sb, 1, "os", run.os()).append(",\n");
        indent(sb, 1).append("\"cpus\": ").append(run.cpus()).append(",\n");
        field(sb, 1, "input", run.source()).append(",\n");
        indent(sb, 1).append("\"budgetSeconds\": ").append(num(run.budgetSeconds())).append(",\n");
        indent(sb, 1).append("\"elapsedSeconds\": ").append(num(run.elapsedSeconds())).append(",\n");
        indent(sb, 1).append("\"rounds\": ").append(run.rounds()).append(",\n");
        indent(sb, 1).append("\"unit\": \"MB/s of input (10^6 bytes per second), median of the rounds\",\n");
        indent(sb, 1).append("\"documents\": [");
        for (int i = 0; i < run.documents().size(); i++) {
            Document d = run.documents().get(i);
            sb.append(i == 0 ? "\n" : ",\n");
            indent(sb, 2).append("{\"name\": ");
            string(sb, d.name()).append(", \"bytes\": ").append(d.bytes().length).append('}');
        }
        sb.append("\n");
        indent(sb, 1).append("],\n");
        indent(sb, 1).append("\"libraries\": [");
        for (int i = 0; i < run.libraries().size(); i++) {
            sb.append(i == 0 ? "" : ", ");
            string(sb, run.libraries().get(i).displayName());
        }
        sb.append("],\n");
        indent(sb, 1).append("\"cases\": [");
        for (int ci = 0; ci < run.cases().size(); ci++) {
            CaseResult c = run.cases().get(ci);
            sb.append(ci == 0 ? "\n" : ",\n");
            indent(sb, 2).append("{\n");
            field(sb, 3, "id", c.benchCase().id()).append(",\n");
            field(sb, 3, "title", c.benchCase().title()).append(",\n");
            field(sb, 3, "description", c.benchCase().description()).append(",\n");
            indent(sb, 3).append("\"results\": [");
            for (int li = 0; li < c.cells().size(); li++) {
                CellResult cell = c.cells().get(li);
                sb.append(li == 0 ? "\n" : ",\n");
                indent(sb, 4).append("{\"library\": ");
                string(sb, cell.library().displayName()).append(", \"status\": ");
                string(sb, cell.status().name().toLowerCase(Locale.ROOT));
                if (cell.status() == CellResult.Status.OK) {
                    sb.append(", \"mbPerSecond\": ").append(num(cell.medianMBps()));
                    double ratio = c.ratioToJackson(cell.library());
                    sb.append(", \"ratioToJackson\": ").append(Double.isNaN(ratio) ? "null" : num(ratio));
                    sb.append(", \"samples\": [");
                    double[] s = cell.samples();
                    for (int i = 0; i < s.length; i++) {
                        sb.append(i == 0 ? "" : ", ").append(num(s[i]));
                    }
                    sb.append(']');
                } else {
                    sb.append(", \"reason\": ");
                    string(sb, cell.reason());
                }
                sb.append('}');
            }
            sb.append('\n');
            indent(sb, 3).append("]\n");
            indent(sb, 2).append('}');
        }
        sb.append('\n');
        indent(sb, 1).append("]\n}\n");
        return sb.toString();
    }

    private static String num(double d) {
        return String.format(Locale.ROOT, "%.3f", d);
    }

    private static StringBuilder indent(StringBuilder sb, int level) {
        for (int i = 0; i < level; i++) {
            sb.append("  ");
        }
        return sb;
    }

    private static StringBuilder field(StringBuilder sb, int level, String name, String value) {
        indent(sb, level);
        string(sb, name).append(": ");
        return string(sb, value);
    }

    static StringBuilder string(StringBuilder sb, String s) {
        if (s == null) {
            return sb.append("null");
        }
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\').append(c);
            } else if (c < 0x20) {
                sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.append('"');
    }
}
