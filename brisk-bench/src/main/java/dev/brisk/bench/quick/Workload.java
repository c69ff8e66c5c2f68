package dev.brisk.bench.quick;

/** One library doing one case over every document once. */
interface Workload {

    /** Does the work once; returns a value computed from all of it (so none can be skipped). */
    long run() throws Exception;

    /**
     * A fingerprint of what the work produced, compared with the reference so that no library
     * can win by doing less. By default the result of {@link #run()}.
     */
    default long fingerprint() throws Exception {
        return run();
    }
}
