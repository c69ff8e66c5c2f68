package dev.brisk.pack;

import dev.brisk.json.Json;
import dev.brisk.json.JsonReader;
import dev.brisk.json.ReadLimits;
import dev.brisk.json.ReaderOptions;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Nested;

/** {@link ReaderContract} run against every implementation of the pull interface and every JSON source. */
class ReaderContractTest {

    static ReaderOptions options(ReadLimits limits) { return ReaderOptions.defaults().withLimits(limits); }

    static byte[] utf8(String json) { return json.getBytes(StandardCharsets.UTF_8); }

    /** A stream that hands out one byte per read, so that every token crosses a refill. */
    static InputStream trickle(byte[] b) {
        return new ByteArrayInputStream(b) {
            @Override public synchronized int read(byte[] dst, int off, int len) { return super.read(dst, off, Math.min(len, 1)); }
        };
    }

    static byte[] messagePack(String json) {
        MsgPackWriter w = MsgPackWriter.toBytes();
        JsonIn.copy(utf8(json), w);
        return w.toByteArray();
    }

    static byte[] velocyPack(String json) {
        PackBuilder b = new PackBuilder();
        JsonIn.copy(utf8(json), b);
        return b.toByteArray();
    }

    @Nested
    class JsonBytes extends ReaderContract {
        @Override JsonReader open(String json, ReadLimits limits) { return options(limits).reader(utf8(json)); }
        @Override boolean rawIsText() { return true; }
    }

    @Nested
    class JsonStream extends ReaderContract {
        @Override JsonReader open(String json, ReadLimits limits) { return options(limits).reader(trickle(utf8(json))); }
        @Override boolean rawIsText() { return true; }
        @Override boolean inMemory() { return false; }
    }

    @Nested
    class JsonDirectBuffer extends ReaderContract {
        @Override JsonReader open(String json, ReadLimits limits) {
            byte[] b = utf8(json);
            ByteBuffer direct = ByteBuffer.allocateDirect(b.length);
            direct.put(b).flip();
            return options(limits).reader(direct);
        }
        @Override boolean rawIsText() { return true; }
    }

    @Nested
    class JsonChars extends ReaderContract {
        @Override JsonReader open(String json, ReadLimits limits) { return options(limits).reader(json); }
        @Override boolean rawIsText() { return true; }
    }

    @Nested
    class JsonCharStream extends ReaderContract {
        @Override JsonReader open(String json, ReadLimits limits) { return options(limits).reader(new StringReader(json)); }
        @Override boolean rawIsText() { return true; }
    }

    @Nested
    class Tree extends ReaderContract {
        @Override JsonReader open(String json, ReadLimits limits) { return options(limits).reader(Json.parse(json)); }
        @Override boolean hasOffsets() { return false; }
    }

    @Nested
    class MessagePackBytes extends ReaderContract {
        @Override JsonReader open(String json, ReadLimits limits) {
            byte[] b = messagePack(json);
            return MsgPackReader.of(b, 0, b.length, limits);
        }
    }

    @Nested
    class MessagePackStream extends ReaderContract {
        @Override JsonReader open(String json, ReadLimits limits) { return MsgPackReader.of(trickle(messagePack(json)), limits); }
        @Override boolean inMemory() { return false; }
    }

    @Nested
    class VelocyPack extends ReaderContract {
        @Override JsonReader open(String json, ReadLimits limits) {
            byte[] b = velocyPack(json);
            return Slice.of(b, 0, b.length, limits).reader();
        }
    }

    @Nested
    class VelocyPackCheckedAsRead extends ReaderContract {
        @Override JsonReader open(String json, ReadLimits limits) {
            byte[] b = velocyPack(json);
            return Slice.readerOf(b, 0, b.length, limits);
        }
    }
}
