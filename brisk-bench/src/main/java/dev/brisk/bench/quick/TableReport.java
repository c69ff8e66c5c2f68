package dev.brisk.bench.quick;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The plain-text table {@code brisk bench} prints: MB/s and the ratio to Jackson per case. */
public final class TableReport {

    private TableReport() {
    }

    public static String render(BenchRun run) {
        StringBuilder sb = new StringBuilder();
        sb.append("brisk bench · ").append(run.jvm()).append(" · ").append(run.os()).append(" · ")
                .append(run.cpus()).append(" CPUs · ").append(run.date()).append('\n');
        sb.append("input: ").append(run.source()).append(", ").append(run.documents().size())
                .append(" documents, ").append(size(run.totalBytes())).append('\n');
        sb.append(String.format(Locale.ROOT,
                "%d measured rounds after warm-up, libraries alternated; median MB/s of input"
                        + " (× Jackson); %.0f s%n%n", run.rounds(), run.elapsedSeconds()));

        List<String> notes = new ArrayList<>();
        int caseWidth = 4;
        for (CaseResult c : run.cases()) {
            caseWidth = Math.max(caseWidth, c.benchCase().title().length());
        }
        int col = 17;
        sb.append(pad("case", caseWidth + 2));
        for (Library l : run.libraries()) {
            sb.append(pad(l.displayName(), col));
        }
        sb.append('\n');
        for (CaseResult c : run.cases()) {
            sb.append(pad(c.benchCase().title(), caseWidth + 2));
            for (Library l : run.libraries()) {
                sb.append(pad(cellText(c, l, notes), col));
            }
            sb.append('\n');
        }
        if (!notes.isEmpty()) {
            sb.append('\n');
            for (int i = 0; i < notes.size(); i++) {
                sb.append('[').append(i + 1).append("] ").append(notes.get(i)).append('\n');
            }
        }
        return sb.toString();
    }

    private static String cellText(CaseResult c, Library l, List<String> notes) {
        CellResult cell = c.cell(l);
        if (cell == null) {
            return "-";
        }
        switch (cell.status()) {
            case OK: {
                double ratio = c.ratioToJackson(l);
                String r = Double.isNaN(ratio) ? "" : String.format(Locale.ROOT, " (%.2f×)", ratio);
                return String.format(Locale.ROOT, "%.0f", cell.medianMBps()) + r;
            }
            case UNAVAILABLE:
                return "n/a " + noteRef(notes, l.displayName() + ": " + cell.reason());
            default:
                return "ERROR " + noteRef(notes, l.displayName() + ", " + c.benchCase().title()
                        + ": " + cell.reason());
        }
    }

    private static String noteRef(List<String> notes, String note) {
        int i = notes.indexOf(note);
        if (i < 0) {
            notes.add(note);
            i = notes.size() - 1;
        }
        return "[" + (i + 1) + "]";
    }

    static String size(long bytes) {
        if (bytes >= 10_000_000) {
            return String.format(Locale.ROOT, "%.0f MB", bytes / 1e6);
        }
        if (bytes >= 1_000_000) {
            return String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
        }
        return String.format(Locale.ROOT, "%.0f KB", bytes / 1e3);
    }

    private static String pad(String s, int width) {
        StringBuilder sb = new StringBuilder(s);
        while (sb.length() < width) {
            sb.append(' ');
        }
        if (sb.length() == s.length()) {
            sb.append(' ');
        }
        return sb.toString();
    }
}
