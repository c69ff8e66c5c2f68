package dev.brisk.bench.quick;

/** One input of the benchmark: a name and the exact bytes every library reads. */
public record Document(String name, byte[] bytes) {
}
