package dev.brisk.bind;

import dev.brisk.bind.BytesReadContract.Sample;
import dev.brisk.bind.model.Fragile;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonToken;
import dev.brisk.json.ReadLimits;
import dev.brisk.json.ReaderOptions;
import dev.brisk.json.WriterOptions;
import dev.brisk.pack.MsgPackReader;
import dev.brisk.pack.MsgPackValueCursor;
import dev.brisk.pack.MsgPackWriter;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A codec's read over a {@link MsgPackValueCursor} against its read over the document's {@link
 * MsgPackReader} (the reference: what {@code Brisk.readMessagePack} did before the cursor), on
 * MessagePack made from random variations of the sample documents (see {@link MutatedDocuments}),
 * re-encoded now and then in the wider forms MessagePack allows, and now and then with bytes
 * broken, cut or added; read by mappers with default and with tight limits. The cursor either
 * gives up or reads the value the reader reads (never one where the reader throws);
 * {@code Brisk.readMessagePack}, which tries the cursor first, gives that value or throws that
 * very error (message, offset, path). Values are compared by what the mapper writes for them.
 */
abstract class MsgPackReadContract {
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

    private Brisk limited(ReadLimits limits) {
        return builder().readerOptions(ReaderOptions.defaults().withLimits(limits)).build();
    }

    @Property(tries = 3000)
    void theCursorReadsWhatTheReaderReadsOrGivesUp(@ForAll long seed) {
        MutatedDocuments docs = new MutatedDocuments(seed);
        Sample sample = BytesReadContract.SAMPLES.get(Math.floorMod(seed, BytesReadContract.SAMPLES.size()));
        byte[] json = docs.vary(brisk.read(sample.json(), Object.class), true);
        byte[] pack;
        try {
            pack = messagePack(json);
        } catch (JsonException e) {
            Statistics.label("document").collect("not JSON");
            return;
        }
        Random random = new Random(seed);
        if (random.nextInt(4) == 0) pack = widened(pack, random);
        if (random.nextInt(4) == 0) pack = broken(pack, random);
        Brisk mapper = mappers.get(Math.floorMod(seed >> 4, mappers.size()));
        String kind = check(mapper, sample.type(), pack);
        Statistics.label("document").collect(kind);
    }

    /** The cursor on the bench-like models' documents as written by the mapper, and as broken. */
    @Property(tries = 500)
    void writtenDocumentsAndTheirBreakagesAreReadAsTheReaderReadsThem(@ForAll long seed) {
        Sample sample = BytesReadContract.SAMPLES.get(Math.floorMod(seed, BytesReadContract.SAMPLES.size()));
        byte[] pack = messagePack(sample.json().getBytes(java.nio.charset.StandardCharsets.UTF_8));
        Random random = new Random(seed);
        for (int i = 0; i < 4; i++) {
            byte[] b = random.nextBoolean() ? widened(pack, random) : pack;
            check(mappers.get(random.nextInt(mappers.size())), sample.type(), broken(b, random));
        }
    }

    /** Checks one document against the reference; returns what happened, for the statistics. */
    private String check(Brisk mapper, Class<?> type, byte[] pack) {
        Object reference;
        try {
            reference = byReader(mapper, pack, type);
        } catch (JsonException e) {
            MsgPackValueCursor cursor = cursor(mapper).reset(pack, 0, pack.length);
            mapper.codec(type).readValues(cursor);
            assertFalse(cursor.finish(), () -> "the cursor read a document the reader refuses with " + e.getMessage() + ": " + hex(pack));
            JsonException viaBrisk = assertThrows(JsonException.class, () -> mapper.readMessagePack(pack, type), () -> hex(pack));
            assertSameError(e, viaBrisk, pack);
            return "refused";
        }
        MsgPackValueCursor cursor = cursor(mapper).reset(pack, 0, pack.length);
        Object viaCursor = mapper.codec(type).readValues(cursor);
        boolean read = cursor.finish();
        String expected = written(reference, type);
        if (read) assertEquals(expected, written(viaCursor, type), () -> hex(pack));
        assertEquals(expected, written(mapper.readMessagePack(pack, type), type), () -> hex(pack));
        // from a heap buffer's window, bytes around it
        byte[] framed = new byte[pack.length + 7];
        Arrays.fill(framed, (byte) 0xc1);
        System.arraycopy(pack, 0, framed, 3, pack.length);
        assertEquals(expected, written(mapper.readMessagePack(ByteBuffer.wrap(framed, 3, pack.length).slice(), type), type), () -> hex(pack));
        return read ? "read by the cursor" : "left to the reader";
    }

    /** The unchanged samples are read by the codecs' own cursor reads (but Fragile's, whose constructor throws). */
    @Test
    void theSamplesAreReadByTheCursor() {
        for (Sample s : BytesReadContract.SAMPLES) {
            if (s.type() == Fragile.class) continue;
            Object value = brisk.read(s.json(), s.type());
            for (byte[] pack : List.of(brisk.writeMessagePack(value, s.type()), widened(brisk.writeMessagePack(value, s.type()), new Random(1)))) {
                MsgPackValueCursor cursor = new MsgPackValueCursor(ReadLimits.defaults()).reset(pack, 0, pack.length);
                Object viaCursor = brisk.codec(s.type()).readValues(cursor);
                assertTrue(cursor.finish(), s.type().getSimpleName());
                assertEquals(written(value, s.type()), written(viaCursor, s.type()));
            }
        }
    }

    @Test
    void aConstructorThatThrowsIsLeftToTheReaderWhichReportsIt() {
        byte[] pack = messagePack("{\"value\":1}".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        MsgPackValueCursor cursor = new MsgPackValueCursor(ReadLimits.defaults()).reset(pack, 0, pack.length);
        brisk.codec(Fragile.class).readValues(cursor);
        assertFalse(cursor.finish());
        JsonException e = assertThrows(JsonException.class, () -> brisk.readMessagePack(pack, Fragile.class));
        assertTrue(e.getMessage().contains("no Fragile today"), e.getMessage());
    }

    /**
     * A str32 key that declares more bytes than the document holds, so many that its end passes
     * Integer.MAX_VALUE: under limits that do not refuse it by its length, the reader's error
     * (the bytes that remain), never an exception of the cursor's.
     */
    @Test
    void aKeyDeclaredLongerThanTheDocumentIsTheReadersErrorUnderAnyNameLimit() {
        Brisk unlimited = limited(ReadLimits.defaults().withMaxNameLength(Integer.MAX_VALUE).withMaxStringLength(Integer.MAX_VALUE));
        byte[] pack = {(byte) 0x81, (byte) 0xdb, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff, 'a', 0x01};
        for (Sample s : BytesReadContract.SAMPLES) {
            JsonException expected = assertThrows(JsonException.class, () -> byReader(unlimited, pack, s.type()), s.type().getSimpleName());
            JsonException actual = assertThrows(JsonException.class, () -> unlimited.readMessagePack(pack, s.type()), s.type().getSimpleName());
            assertSameError(expected, actual, pack);
        }
    }

    /** What {@code readMessagePack} read before the cursor: the codec over the MsgPackReader, nothing after the value. */
    static Object byReader(Brisk mapper, byte[] pack, Class<?> type) {
        try (JsonReader in = MsgPackReader.of(pack, 0, pack.length, mapper.options().readerOptions().limits())) {
            Object value = mapper.codec(type).read(in);
            if (in.peek() != JsonToken.END_DOCUMENT) throw in.error("Unexpected data after the MessagePack value");
            return value;
        }
    }

    static MsgPackValueCursor cursor(Brisk mapper) {
        return new MsgPackValueCursor(mapper.options().readerOptions().limits());
    }

    /** The JSON document as MessagePack, transcoded by the reader into the writer (smallest forms). */
    static byte[] messagePack(byte[] json) {
        MsgPackWriter w = MsgPackWriter.toBytes();
        try (JsonReader in = ReaderOptions.defaults().reader(json)) {
            in.copyTo(w);
            if (in.peek() != JsonToken.END_DOCUMENT) throw in.error("more");
        }
        return w.toByteArray();
    }

    /**
     * The same document with some items in wider forms than the writer chose (a fixint as int64 or
     * uint16, a fixstr as str8/str16/str32, a fixmap as map16/map32, float64 as float32 where it
     * is exact): what other writers write, which the cursor must read as the reader does.
     */
    static byte[] widened(byte[] pack, Random random) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        int p = 0;
        while (p < pack.length) {
            int t = pack[p] & 0xff;
            boolean widen = random.nextInt(3) == 0;
            if (widen && t <= 0x7f) {
                if (random.nextBoolean()) { out.write(0xd3); writeBe(out, t, 8); } else { out.write(0xcd); writeBe(out, t, 2); }
                p++;
            } else if (widen && t >= 0xa0 && t <= 0xbf) {
                int len = t & 0x1f;
                int form = random.nextInt(3);
                out.write(0xd9 + form);
                writeBe(out, len, form == 0 ? 1 : form == 1 ? 2 : 4);
                out.write(pack, p + 1, Math.min(len, pack.length - p - 1));
                p += 1 + len;
            } else if (widen && t >= 0x80 && t <= 0x9f) {
                boolean map = t <= 0x8f;
                boolean wide32 = random.nextBoolean();
                out.write(map ? (wide32 ? 0xdf : 0xde) : (wide32 ? 0xdd : 0xdc));
                writeBe(out, t & 0x0f, wide32 ? 4 : 2);
                p++;
            } else if (widen && t == 0xcb && p + 9 <= pack.length) {
                double d = ByteBuffer.wrap(pack, p + 1, 8).getDouble();
                if ((float) d == d) {
                    out.write(0xca);
                    writeBe(out, Float.floatToRawIntBits((float) d) & 0xffffffffL, 4);
                } else {
                    out.write(pack, p, 9);
                }
                p += 9;
            } else {
                int n = itemHeader(pack, p);
                out.write(pack, p, Math.min(n, pack.length - p));
                p += n;
            }
        }
        return out.toByteArray();
    }

    /** Bytes of the item at p up to its first nested item (scalars whole; containers their header). */
    private static int itemHeader(byte[] b, int p) {
        int t = b[p] & 0xff;
        if (t <= 0x7f || t >= 0xe0 || (t >= 0x80 && t <= 0x9f) || t == 0xc0 || t == 0xc2 || t == 0xc3 || t == 0xc1) return 1;
        if (t >= 0xa0 && t <= 0xbf) return 1 + (t & 0x1f);
        int left = b.length - p;
        switch (t) {
            case 0xcc: case 0xd0: return 2;
            case 0xcd: case 0xd1: return 3;
            case 0xce: case 0xd2: case 0xca: return 5;
            case 0xcf: case 0xd3: case 0xcb: return 9;
            case 0xd9: case 0xc4: return left < 2 ? left : 2 + (b[p + 1] & 0xff);
            case 0xda: case 0xc5: return left < 3 ? left : 3 + (((b[p + 1] & 0xff) << 8) | (b[p + 2] & 0xff));
            case 0xdc: case 0xde: return 3;
            case 0xdd: case 0xdf: return 5;
            default: return left; // rarer forms: the rest as it stands
        }
    }

    private static void writeBe(java.io.ByteArrayOutputStream out, long v, int n) {
        for (int i = n - 1; i >= 0; i--) out.write((int) (v >>> (8 * i)));
    }

    /** One breakage: a byte changed, the end cut, a byte added, bytes appended, or a str made invalid UTF-8. */
    static byte[] broken(byte[] pack, Random random) {
        if (pack.length == 0) return pack;
        int at = random.nextInt(pack.length);
        switch (random.nextInt(5)) {
            case 0: {
                byte[] b = pack.clone();
                b[at] = (byte) random.nextInt(256);
                return b;
            }
            case 1:
                return Arrays.copyOf(pack, at);
            case 2: {
                byte[] b = new byte[pack.length + 1];
                System.arraycopy(pack, 0, b, 0, at);
                b[at] = (byte) random.nextInt(256);
                System.arraycopy(pack, at, b, at + 1, pack.length - at);
                return b;
            }
            case 3: {
                byte[] b = Arrays.copyOf(pack, pack.length + 1 + random.nextInt(3));
                b[pack.length] = (byte) random.nextInt(256);
                return b;
            }
            default: {
                byte[] b = pack.clone();
                b[at] = (byte) (0x80 | random.nextInt(0x80)); // most likely a bad sequence inside a str, or a new header
                return b;
            }
        }
    }

    /**
     * Writes values for comparison with NaN and infinities allowed: a broken byte can turn a
     * double into one, which both paths read alike but the default writer refuses.
     */
    private String written(Object value, Class<?> type) {
        return witness.writeString(value, type);
    }

    static String hex(byte[] b) {
        return HexFormat.of().formatHex(b);
    }

    private static void assertSameError(JsonException expected, JsonException actual, byte[] pack) {
        String doc = hex(pack);
        assertEquals(expected.getMessage(), actual.getMessage(), doc);
        assertEquals(expected.offset(), actual.offset(), doc);
        assertEquals(expected.path(), actual.path(), doc);
    }
}
