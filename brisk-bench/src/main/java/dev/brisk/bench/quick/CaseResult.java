package dev.brisk.bench.quick;

import java.util.List;

/** Every library's result for one case. */
public record CaseResult(BenchCase benchCase, List<CellResult> cells) {

    /** The cell of {@code library}, or null when it was not run. */
    public CellResult cell(Library library) {
        for (CellResult c : cells) {
            if (c.library() == library) {
                return c;
            }
        }
        return null;
    }

    /** Median throughput of {@code library} divided by Jackson's; NaN when either is missing. */
    public double ratioToJackson(Library library) {
        CellResult mine = cell(library);
        CellResult jackson = cell(Library.JACKSON);
        if (mine == null || jackson == null || mine.status() != CellResult.Status.OK
                || jackson.status() != CellResult.Status.OK) {
            return Double.NaN;
        }
        return mine.medianMBps() / jackson.medianMBps();
    }
}
