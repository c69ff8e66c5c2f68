package dev.brisk.bench.pack;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.brisk.bench.corpus.Corpus;
import dev.brisk.pack.MsgPackCursor;
import dev.brisk.pack.MsgPackReader;
import java.io.IOException;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageUnpacker;
import org.msgpack.jackson.dataformat.MessagePackFactory;
import org.openjdk.jmh.infra.Blackhole;
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

/**
 * Visit every value of a MessagePack document (each corpus, packed once): Brisk's
 * {@code MsgPackCursor} (one call per value, as msgpack-core) against msgpack-core's
 * {@code MessageUnpacker}, and Brisk's JSON-shaped pull API ({@code peek} / {@code next...},
 * which also reports container ends) beside them. All decode every string (names included) to a
 * String and every number to a double (integers read as long, then converted, on both sides).
 * Brisk's map keys come back as the shared String of each name from its name table (its
 * documented default, as in the JSON reader), where msgpack-core makes a new String per key.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MessagePackWalk {
    @Param({"twitter", "citm_catalog", "canada", "gsoc-2018", "github_events", "mesh"})
    public String corpus;

    private byte[] msgpack;

    @Setup
    public void setup() throws IOException {
        msgpack = new ObjectMapper(new MessagePackFactory()).writeValueAsBytes(new ObjectMapper().readTree(Corpus.document(corpus)));
        Blackhole bh = new Blackhole("Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");
        int n = msgpackCore(bh);
        if (brisk(bh) != n || briskPull(bh) != n) throw new IllegalStateException("different value counts");
        bh.evaporate("Yes, I am Stephen Hawking, and know a thing or two about black holes.");
    }

    @Benchmark
    public int brisk(Blackhole bh) {
        MsgPackCursor c = MsgPackCursor.of(msgpack);
        int values = 0;
        for (int kind; (kind = c.next()) != MsgPackCursor.END; values++) {
            switch (kind) {
                case MsgPackCursor.MAP: case MsgPackCursor.ARRAY: bh.consume(c.size()); break;
                case MsgPackCursor.STRING: bh.consume(c.stringValue()); break;
                case MsgPackCursor.INTEGER: bh.consume((double) c.longValue()); break;
                case MsgPackCursor.FLOAT: bh.consume(c.doubleValue()); break;
                case MsgPackCursor.BOOLEAN: bh.consume(c.booleanValue()); break;
                case MsgPackCursor.NIL: break;
                default: break; // bin, ext (none in the corpora): next() read them whole
            }
        }
        return values;
    }

    @Benchmark
    public int briskPull(Blackhole bh) {
        MsgPackReader r = MsgPackReader.of(msgpack);
        int values = 0;
        while (true) {
            switch (r.peek()) {
                case BEGIN_OBJECT: r.beginObject(); values++; break;
                case END_OBJECT: r.endObject(); break;
                case BEGIN_ARRAY: r.beginArray(); values++; break;
                case END_ARRAY: r.endArray(); break;
                case NAME: bh.consume(r.nextName()); values++; break;
                case STRING: bh.consume(r.nextString()); values++; break;
                case NUMBER: bh.consume(r.nextDouble()); values++; break;
                case BOOLEAN: bh.consume(r.nextBoolean()); values++; break;
                case NULL: r.nextNull(); values++; break;
                default: return values; // END_DOCUMENT
            }
        }
    }

    @Benchmark
    public int msgpackCore(Blackhole bh) throws IOException {
        int values = 0;
        try (MessageUnpacker u = MessagePack.newDefaultUnpacker(msgpack)) {
            while (u.hasNext()) {
                values++;
                switch (u.getNextFormat().getValueType()) {
                    case MAP: bh.consume(u.unpackMapHeader()); break;
                    case ARRAY: bh.consume(u.unpackArrayHeader()); break;
                    case STRING: bh.consume(u.unpackString()); break;
                    case INTEGER: bh.consume((double) u.unpackLong()); break;
                    case FLOAT: bh.consume(u.unpackDouble()); break;
                    case BOOLEAN: bh.consume(u.unpackBoolean()); break;
                    case NIL: u.unpackNil(); break;
                    default: u.skipValue(); break;
                }
            }
        }
        return values;
    }
}
