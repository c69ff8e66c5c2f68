package dev.brisk.cli.bench;

/** Brisk's side of each case, wired to the library as its parts land. */
final class BriskContender implements Contender {

    @Override
    public Library library() {
        return Library.BRISK;
    }

    @Override
    public String whyNot(BenchCase c) {
        return "Brisk's JsonReader is not built yet";
    }

    @Override
    public Workload prepare(BenchCase c, Documents docs) {
        return null;
    }
}
