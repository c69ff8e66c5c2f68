package dev.brisk.bench.quick;

import java.util.Arrays;

/** What one library achieved in one case: a median throughput, or why there is none. */
public final class CellResult {

    /** How a cell ended. */
    public enum Status { OK, UNAVAILABLE, ERROR }

    private final Library library;
    private final Status status;
    private final String reason;
    private final double[] samples; // MB/s per measured round

    private CellResult(Library library, Status status, String reason, double[] samples) {
        this.library = library;
        this.status = status;
        this.reason = reason;
        this.samples = samples;
    }

    static CellResult measured(Library library, double[] samples) {
        return new CellResult(library, Status.OK, null, samples.clone());
    }

    static CellResult unavailable(Library library, String reason) {
        return new CellResult(library, Status.UNAVAILABLE, reason, new double[0]);
    }

    static CellResult error(Library library, String reason) {
        return new CellResult(library, Status.ERROR, reason, new double[0]);
    }

    public Library library() {
        return library;
    }

    public Status status() {
        return status;
    }

    /** Why the cell has no number (null when it has one). */
    public String reason() {
        return reason;
    }

    public double[] samples() {
        return samples.clone();
    }

    /** The median of the rounds, in MB/s (10^6 bytes of input per second); NaN without samples. */
    public double medianMBps() {
        if (samples.length == 0) {
            return Double.NaN;
        }
        double[] s = samples.clone();
        Arrays.sort(s);
        int m = s.length / 2;
        return s.length % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2;
    }
}
