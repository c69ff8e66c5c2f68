package dev.brisk.bench.quick;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The per-document tables of {@code brisk bench}: for each case, a row per document with every
 * library's median MB/s and Brisk's ratio to each peer, then the geometric mean and the minimum
 * of each ratio over the documents (a lead that holds on average but not on every document
 * shows in the minimum).
 */
public final class PerDocumentReport {

    private PerDocumentReport() {
    }

    /** {@code runs}: one run per document, each with the same cases and libraries. */
    public static String render(List<BenchRun> runs) {
        StringBuilder sb = new StringBuilder();
        BenchRun first = runs.get(0);
        List<Library> peers = new ArrayList<>();
        for (Library l : first.libraries()) {
            if (l != Library.BRISK) {
                peers.add(l);
            }
        }
        int nameWidth = 8;
        for (BenchRun r : runs) {
            nameWidth = Math.max(nameWidth, r.source().length());
        }
        for (int ci = 0; ci < first.cases().size(); ci++) {
            BenchCase c = first.cases().get(ci).benchCase();
            sb.append(c.title()).append(": MB/s per document; Brisk ÷ peer\n");
            sb.append(pad("document", nameWidth + 2));
            for (Library l : first.libraries()) {
                sb.append(pad(l.displayName(), 11));
            }
            for (Library p : peers) {
                sb.append(pad("÷ " + p.displayName(), 13));
            }
            sb.append('\n');
            double[][] ratios = new double[peers.size()][runs.size()];
            for (int di = 0; di < runs.size(); di++) {
                CaseResult cr = runs.get(di).cases().get(ci);
                sb.append(pad(runs.get(di).source(), nameWidth + 2));
                for (Library l : first.libraries()) {
                    CellResult cell = cr.cell(l);
                    boolean ok = cell != null && cell.status() == CellResult.Status.OK;
                    sb.append(pad(ok ? String.format(Locale.ROOT, "%.0f", cell.medianMBps()) : "-", 11));
                }
                for (int pi = 0; pi < peers.size(); pi++) {
                    ratios[pi][di] = ratio(cr, peers.get(pi));
                    sb.append(pad(times(ratios[pi][di]), 13));
                }
                sb.append('\n');
            }
            sb.append(pad("geometric mean", nameWidth + 2 + 11 * first.libraries().size()));
            for (double[] r : ratios) {
                sb.append(pad(times(geometricMean(r)), 13));
            }
            sb.append('\n');
            sb.append(pad("minimum", nameWidth + 2 + 11 * first.libraries().size()));
            for (double[] r : ratios) {
                sb.append(pad(times(minimum(r)), 13));
            }
            sb.append("\n\n");
        }
        return sb.toString();
    }

    /** Brisk's median over {@code peer}'s in one case; NaN when either has no number. */
    static double ratio(CaseResult c, Library peer) {
        CellResult brisk = c.cell(Library.BRISK);
        CellResult other = c.cell(peer);
        if (brisk == null || other == null || brisk.status() != CellResult.Status.OK
                || other.status() != CellResult.Status.OK) {
            return Double.NaN;
        }
        return brisk.medianMBps() / other.medianMBps();
    }

    /** The geometric mean of the numbers that are not NaN; NaN when there are none. */
    static double geometricMean(double[] values) {
        double logs = 0;
        int n = 0;
        for (double v : values) {
            if (!Double.isNaN(v) && v > 0) {
                logs += Math.log(v);
                n++;
            }
        }
        return n == 0 ? Double.NaN : Math.exp(logs / n);
    }

    /** The smallest number that is not NaN; NaN when there are none. */
    static double minimum(double[] values) {
        double min = Double.NaN;
        for (double v : values) {
            if (!Double.isNaN(v) && (Double.isNaN(min) || v < min)) {
                min = v;
            }
        }
        return min;
    }

    private static String times(double ratio) {
        return Double.isNaN(ratio) ? "-" : String.format(Locale.ROOT, "%.2f×", ratio);
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
