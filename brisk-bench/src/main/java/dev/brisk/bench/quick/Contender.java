package dev.brisk.bench.quick;

/** A library's side of every case. */
interface Contender {

    Library library();

    /**
     * Prepares this library's workload for {@code c} over {@code docs}, or returns null when
     * the library has no such operation ({@link #whyNot} then says why).
     */
    Workload prepare(BenchCase c, Documents docs) throws Exception;

    /** Why {@link #prepare} returned null for {@code c}. */
    String whyNot(BenchCase c);
}
