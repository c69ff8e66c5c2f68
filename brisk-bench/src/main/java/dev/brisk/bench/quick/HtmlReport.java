package dev.brisk.bench.quick;

import java.util.Locale;

/** A self-contained HTML page with one bar chart per case ({@code --report FILE.html}). */
public final class HtmlReport {

    private HtmlReport() {
    }

    public static String render(BenchRun run) {
        StringBuilder sb = new StringBuilder(8192);
        sb.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n")
                .append("<title>brisk bench</title>\n<style>\n")
                .append("body{font:15px/1.4 system-ui,sans-serif;max-width:900px;margin:2em auto;padding:0 1em;color:#222}\n")
                .append("h2{font-size:1.05em;margin:1.6em 0 .2em}p.d{color:#666;margin:0 0 .5em}\n")
                .append(".row{display:flex;align-items:center;margin:3px 0}\n")
                .append(".lib{width:7em;flex:none}.track{flex:1;background:#f2f2f2;height:1.3em}\n")
                .append(".bar{height:100%;background:#8aa4c8}.bar.brisk{background:#e4572e}\n")
                .append(".val{width:11em;flex:none;text-align:right;font-variant-numeric:tabular-nums}\n")
                .append(".na{color:#888;font-style:italic}\n")
                .append("</style></head><body>\n<h1>brisk bench</h1>\n<p>")
                .append(esc(run.jvm())).append(" · ").append(esc(run.os())).append(" · ")
                .append(run.cpus()).append(" CPUs · ").append(esc(run.date())).append("<br>")
                .append(esc(run.source())).append(", ").append(run.documents().size())
                .append(" documents, ").append(TableReport.size(run.totalBytes()))
                .append(". Median MB/s of input over ").append(run.rounds())
                .append(" rounds after warm-up, libraries alternated; ratio to Jackson in parentheses.</p>\n");
        for (CaseResult c : run.cases()) {
            double max = 0;
            for (CellResult cell : c.cells()) {
                if (cell.status() == CellResult.Status.OK) {
                    max = Math.max(max, cell.medianMBps());
                }
            }
            sb.append("<h2>").append(esc(c.benchCase().title())).append("</h2><p class=\"d\">")
                    .append(esc(c.benchCase().description())).append("</p>\n");
            for (CellResult cell : c.cells()) {
                Library l = cell.library();
                sb.append("<div class=\"row\"><span class=\"lib\">").append(esc(l.displayName()))
                        .append("</span><span class=\"track\">");
                if (cell.status() == CellResult.Status.OK) {
                    double pct = max > 0 ? cell.medianMBps() * 100 / max : 0;
                    sb.append(String.format(Locale.ROOT,
                            "<div class=\"bar%s\" style=\"width:%.1f%%\"></div></span>",
                            l == Library.BRISK ? " brisk" : "", pct));
                    double ratio = c.ratioToJackson(l);
                    sb.append("<span class=\"val\">").append(String.format(Locale.ROOT, "%.0f MB/s", cell.medianMBps()));
                    if (!Double.isNaN(ratio)) {
                        sb.append(String.format(Locale.ROOT, " (%.2f×)", ratio));
                    }
                    sb.append("</span>");
                } else {
                    sb.append("</span><span class=\"val na\" title=\"").append(esc(cell.reason()))
                            .append("\">").append(cell.status() == CellResult.Status.ERROR ? "error" : "n/a")
                            .append("</span>");
                }
                sb.append("</div>\n");
                if (cell.status() != CellResult.Status.OK) {
                    sb.append("<p class=\"d na\">").append(esc(cell.reason())).append("</p>\n");
                }
            }
        }
        return sb.append("</body></html>\n").toString();
    }

    static String esc(String s) {
        if (s == null) {
            return "";
        }
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
