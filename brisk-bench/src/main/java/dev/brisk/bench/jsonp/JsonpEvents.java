package dev.brisk.bench.jsonp;

import dev.brisk.bench.corpus.Corpus;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonParser;
import java.io.ByteArrayInputStream;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * A corpus document through a JSON-P {@code JsonParser} from a byte stream, every event taken
 * and every value read as an application would: names and strings by {@code getString()},
 * numbers by {@code getLong()} when {@code isIntegralNumber()}, else {@code getBigDecimal()}.
 * Brisk's provider beside Eclipse Parsson, the reference implementation.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class JsonpEvents {

    @Param({"twitter", "citm_catalog", "canada", "gsoc-2018", "github_events", "mesh"})
    public String corpus;

    private byte[] json;

    @Setup
    public void load() {
        json = Corpus.document(corpus);
        Blackhole bh = new Blackhole("Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");
        long brisk = events(JsonpProviders.BRISK, bh);
        long parsson = events(JsonpProviders.PARSSON, bh);
        if (brisk != parsson) throw new IllegalStateException("Brisk and Parsson disagree on " + corpus + ": " + brisk + " / " + parsson);
    }

    private long events(JsonProvider provider, Blackhole bh) {
        long n = 0;
        try (JsonParser p = provider.createParser(new ByteArrayInputStream(json))) {
            while (p.hasNext()) {
                JsonParser.Event e = p.next();
                n += e.ordinal();
                switch (e) {
                    case KEY_NAME:
                    case VALUE_STRING:
                        bh.consume(p.getString());
                        break;
                    case VALUE_NUMBER:
                        if (p.isIntegralNumber()) {
                            n += p.getLong();
                        } else {
                            bh.consume(p.getBigDecimal());
                        }
                        break;
                    default:
                        break;
                }
            }
        }
        return n;
    }

    @Benchmark
    public long brisk(Blackhole bh) {
        return events(JsonpProviders.BRISK, bh);
    }

    @Benchmark
    public long parsson(Blackhole bh) {
        return events(JsonpProviders.PARSSON, bh);
    }
}
