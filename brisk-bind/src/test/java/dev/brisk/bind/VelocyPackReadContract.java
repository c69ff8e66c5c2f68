package dev.brisk.bind;

import dev.brisk.bind.BytesReadContract.Sample;
import dev.brisk.bind.model.Fragile;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonToken;
import dev.brisk.json.ReadLimits;
import dev.brisk.json.ReaderOptions;
import dev.brisk.json.WriterOptions;
import dev.brisk.pack.PackBuilder;
import dev.brisk.pack.Slice;
import dev.brisk.pack.VPackValueCursor;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A codec's read over a {@link VPackValueCursor} against its read over the validating reader
 * {@link Slice#readerOf} (the reference: what {@code Brisk.readVelocyPack} did before the
 * cursor), on VelocyPack made from random variations of the sample documents (see {@link
 * MutatedDocuments}) in each container layout (all compact, all indexed, the builder's mix),
 * now and then with bytes broken, cut or added; read by mappers with default and with tight
 * limits. The cursor either gives up or reads the value the reader reads (never one where the
 * reader throws); {@code Brisk.readVelocyPack}, which tries the cursor first, gives that value or
 * throws that very error (message, offset, path). Values are compared by what the mapper writes.
 */
abstract class VelocyPackReadContract {
    abstract Brisk.Builder builder();

    private final Brisk brisk = builder().build();
    private final Brisk witness = builder().writerOptions(WriterOptions.defaults().withNonFiniteNumbers(true)).build();
    /** Mappers whose limits the samples and their variations reach now and then. */
    private final List<Brisk> mappers = List.of(
            brisk,
            limited(ReadLimits.defaults().withMaxStringLength(8)),
            limited(ReadLimits.defaults().withMaxNameLength(4)),
            limited(ReadLimits.defaults().withMaxDepth(2)),
            limited(ReadLimits.defaults().withMaxTokenCount(30)),
            limited(ReadLimits.defaults().withMaxDocumentSize(60)),
            limited(ReadLimits.defaults().withMaxNameLength(Integer.MAX_VALUE).withMaxStringLength(Integer.MAX_VALUE)));

    private static final int[] COMPACT_LIMITS = {8, 0, Integer.MAX_VALUE};

    private Brisk limited(ReadLimits limits) {
        return builder().readerOptions(ReaderOptions.defaults().withLimits(limits)).build();
    }

    @Property(tries = 3000)
    void theCursorReadsWhatTheReaderReadsOrGivesUp(@ForAll long seed) {
        MutatedDocuments docs = new MutatedDocuments(seed);
        Sample sample = BytesReadContract.SAMPLES.get(Math.floorMod(seed, BytesReadContract.SAMPLES.size()));
        byte[] json = docs.vary(brisk.read(sample.json(), Object.class), true);
        Random random = new Random(seed);
        byte[] pack;
        try {
            pack = velocyPack(json, COMPACT_LIMITS[random.nextInt(COMPACT_LIMITS.length)]);
        } catch (JsonException e) {
            Statistics.label("document").collect("not JSON");
            return;
        }
        if (random.nextInt(4) == 0) pack = MsgPackReadContract.broken(pack, random);
        Brisk mapper = mappers.get(Math.floorMod(seed >> 4, mappers.size()));
        Statistics.label("document").collect(check(mapper, sample.type(), pack));
    }

    /** The bench-like models' documents as written by the mapper in each layout, and as broken. */
    @Property(tries = 500)
    void writtenDocumentsAndTheirBreakagesAreReadAsTheReaderReadsThem(@ForAll long seed) {
        Sample sample = BytesReadContract.SAMPLES.get(Math.floorMod(seed, BytesReadContract.SAMPLES.size()));
        Random random = new Random(seed);
        byte[] pack = velocyPack(sample.json().getBytes(StandardCharsets.UTF_8), COMPACT_LIMITS[random.nextInt(COMPACT_LIMITS.length)]);
        for (int i = 0; i < 4; i++) {
            check(mappers.get(random.nextInt(mappers.size())), sample.type(), MsgPackReadContract.broken(pack, random));
        }
    }

    /** Checks one document against the reference; returns what happened, for the statistics. */
    private String check(Brisk mapper, Class<?> type, byte[] pack) {
        Object reference;
        try {
            reference = byReader(mapper, pack, type);
        } catch (JsonException e) {
            VPackValueCursor cursor = cursor(mapper).reset(pack, 0, pack.length);
            mapper.codec(type).readValues(cursor);
            assertFalse(cursor.finish(), () -> "the cursor read a document the reader refuses with " + e.getMessage() + ": " + hex(pack));
            JsonException viaBrisk = assertThrows(JsonException.class, () -> mapper.readVelocyPack(pack, type), () -> hex(pack));
            assertEquals(e.getMessage(), viaBrisk.getMessage(), hex(pack));
            assertEquals(e.offset(), viaBrisk.offset(), hex(pack));
            assertEquals(e.path(), viaBrisk.path(), hex(pack));
            return "refused";
        }
        VPackValueCursor cursor = cursor(mapper).reset(pack, 0, pack.length);
        Object viaCursor = mapper.codec(type).readValues(cursor);
        boolean read = cursor.finish();
        String expected = written(reference, type);
        if (read) assertEquals(expected, written(viaCursor, type), () -> hex(pack));
        assertEquals(expected, written(mapper.readVelocyPack(pack, type), type), () -> hex(pack));
        return read ? "read by the cursor" : "left to the reader";
    }

    /** The unchanged samples are read by the codecs' own cursor reads in every layout (but Fragile's, whose constructor throws). */
    @Test
    void theSamplesAreReadByTheCursor() {
        for (Sample s : BytesReadContract.SAMPLES) {
            if (s.type() == Fragile.class) continue;
            Object value = brisk.read(s.json(), s.type());
            byte[] written = brisk.writeVelocyPack(value, s.type());
            for (int limit : COMPACT_LIMITS) {
                for (byte[] pack : List.of(written, velocyPack(brisk.writeBytes(value, s.type()), limit))) {
                    VPackValueCursor cursor = new VPackValueCursor(ReadLimits.defaults()).reset(pack, 0, pack.length);
                    Object viaCursor = brisk.codec(s.type()).readValues(cursor);
                    assertTrue(cursor.finish(), s.type().getSimpleName() + ": " + hex(pack));
                    assertEquals(written(value, s.type()), written(viaCursor, s.type()));
                }
            }
        }
    }

    @Test
    void aConstructorThatThrowsIsLeftToTheReaderWhichReportsIt() {
        byte[] pack = velocyPack("{\"value\":1}".getBytes(StandardCharsets.UTF_8), 8);
        VPackValueCursor cursor = new VPackValueCursor(ReadLimits.defaults()).reset(pack, 0, pack.length);
        brisk.codec(Fragile.class).readValues(cursor);
        assertFalse(cursor.finish());
        JsonException e = assertThrows(JsonException.class, () -> brisk.readVelocyPack(pack, Fragile.class));
        assertTrue(e.getMessage().contains("no Fragile today"), e.getMessage());
    }

    /** What {@code readVelocyPack} read before the cursor: the codec over the validating reader, nothing after the value. */
    static Object byReader(Brisk mapper, byte[] pack, Class<?> type) {
        try (JsonReader in = Slice.readerOf(pack, 0, pack.length, mapper.options().readerOptions().limits())) {
            Object value = mapper.codec(type).read(in);
            if (in.peek() != JsonToken.END_DOCUMENT) throw in.error("Unexpected data after the VelocyPack value");
            return value;
        }
    }

    static VPackValueCursor cursor(Brisk mapper) {
        return new VPackValueCursor(mapper.options().readerOptions().limits());
    }

    /** The JSON document as VelocyPack, containers of up to {@code compactLimit} items compact, the rest indexed. */
    static byte[] velocyPack(byte[] json, int compactLimit) {
        PackBuilder b = new PackBuilder().compactLimit(compactLimit);
        try (JsonReader in = ReaderOptions.defaults().reader(json)) {
            in.copyTo(b);
            if (in.peek() != JsonToken.END_DOCUMENT) throw in.error("more");
        }
        return b.toByteArray();
    }

    /**
     * Writes values for comparison with NaN and infinities allowed: a broken byte can turn a
     * double into one, which both paths read alike but the default writer refuses.
     */
    private String written(Object value, Class<?> type) {
        return witness.writeString(value, type);
    }

    static String hex(byte[] b) {
        return MsgPackReadContract.hex(b);
    }
}
