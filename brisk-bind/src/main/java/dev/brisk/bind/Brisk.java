package dev.brisk.bind;

import dev.brisk.bind.internal.CodecRegistry;
import dev.brisk.bind.internal.CursorPolicy;
import dev.brisk.bind.internal.CursorPool;
import dev.brisk.bind.internal.DepthLimitedSink;
import dev.brisk.bind.internal.PackBridge;
import dev.brisk.bind.internal.PackPresence;
import dev.brisk.bind.internal.StackBudget;
import dev.brisk.json.BytesCursor;
import dev.brisk.json.Json;
import dev.brisk.json.JsonException;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;
import dev.brisk.json.JsonValue;
import dev.brisk.json.TreeBuilder;
import dev.brisk.json.JsonWriter;
import dev.brisk.json.ReaderOptions;
import dev.brisk.json.WriterOptions;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Reads and writes your own types as JSON. Configure once with {@link #builder()}, then share:
 * a mapper is immutable and thread-safe, and builds each type's codec once.
 *
 * <pre>{@code
 * record Point(int x, int y) { }
 * Brisk brisk = Brisk.create();
 * Point p = brisk.read("{\"x\":1,\"y\":2}", Point.class);
 * String json = brisk.writeString(p);                        // {"x":1,"y":2}
 * List<Point> ps = brisk.read(bytes, new TypeToken<List<Point>>() { });
 * try (ValueIterator<Point> it = brisk.readValues(stream, Point.class)) { ... }   // NDJSON, concatenated, or [..]
 * }</pre>
 *
 * <p>Codecs come from, in order: codecs and factories you registered; the built-in ones (JDK
 * value types, java.time, enums, Optional, arrays, collections, maps, {@code Object});
 * codecs the annotation processor generated for {@link BriskCodec} types; sealed types; and
 * reflection over records and classes (see {@link ObjectCodec}). Reflection needs access to
 * your classes: in a named module, open their package to {@code dev.brisk.bind}.
 *
 * <p>Every failure on bad input is a {@link dev.brisk.json.JsonException} with the JSON path;
 * a type Brisk cannot bind is an {@link IllegalArgumentException} when its codec is first built.
 */
public final class Brisk {
    private static final Brisk DEFAULT = builder().build();

    private final BindOptions options;
    private final ReaderOptions readerOptions;
    private final WriterOptions writerOptions;
    /** The writers of {@link #writeBytes}: reused, so that a document allocates only its result. */
    private final dev.brisk.json.internal.ReusableWriters writers;
    /** The readers of {@link #read(byte[], Class)}: reused, so that a small document does not pay for a new reader. */
    private final dev.brisk.json.internal.ReusableReaders readers;
    private final CodecRegistry registry;
    /** The cursors of {@link #readBytes}, or null when the reader options rule a cursor out. */
    private final CursorPool cursors;
    /** Per type read from bytes: its codec and whether its documents are tried through a cursor. */
    private final ConcurrentHashMap<Type, CursorPolicy<?>> byteReads = new ConcurrentHashMap<>();
    /** The cursors of {@link #fromTree}, or null when the reader options rule one out. */
    private final dev.brisk.bind.internal.TreeCursorPool treeCursors;
    /** Per type read from a tree: its codec and whether its trees are tried through a cursor. */
    private final ConcurrentHashMap<Type, CursorPolicy<?>> treeReads = new ConcurrentHashMap<>();
    /** The cursors of {@link #readMessagePack}: they name no brisk-pack type until used. */
    private final dev.brisk.bind.internal.PackCursorPool packCursors;
    /** The cursors of {@link #readVelocyPack}: they name no brisk-pack type until used. */
    private final dev.brisk.bind.internal.PackCursorPool velocyCursors;
    /** Per type read from VelocyPack: its codec and whether its documents are tried through a cursor. */
    private final ConcurrentHashMap<Type, CursorPolicy<?>> velocyReads = new ConcurrentHashMap<>();
    /** The writers of {@link #writeMessagePack}, kept with their buffers: they name no brisk-pack type until used. */
    private final dev.brisk.bind.internal.MsgPackWriterPool packWriters;
    /** Per type read from MessagePack: its codec and whether its documents are tried through a cursor. */
    private final ConcurrentHashMap<Type, CursorPolicy<?>> packReads = new ConcurrentHashMap<>();
    /** The codecs of the classes written most, ahead of the registry's map (writes only). */
    private final dev.brisk.bind.internal.RecentCodecs written;

    private Brisk(Builder b) {
        this.readerOptions = b.readerOptions;
        this.writerOptions = b.writerOptions.withMaxDepth(b.maxWriteDepth);
        this.writers = dev.brisk.json.internal.ReusableWriters.of(writerOptions);
        this.readers = dev.brisk.json.internal.ReusableReaders.of(readerOptions);
        this.options = new BindOptions(b.failOnUnknownProperties, b.writeNulls, b.discriminatorName,
                b.maxWriteDepth, !b.useGeneratedCodecs, b.readerOptions, b.namingStrategy);
        this.registry = new CodecRegistry(b.codecs, b.factories, options);
        this.cursors = CursorPool.forOptions(readerOptions);
        this.treeCursors = dev.brisk.bind.internal.TreeCursorPool.forOptions(readerOptions);
        this.packCursors = dev.brisk.bind.internal.PackCursorPool.messagePack(readerOptions.limits());
        this.velocyCursors = dev.brisk.bind.internal.PackCursorPool.velocyPack(readerOptions.limits());
        this.packWriters = new dev.brisk.bind.internal.MsgPackWriterPool(b.maxWriteDepth);
        this.written = new dev.brisk.bind.internal.RecentCodecs(registry);
    }

    /** A mapper with the default options. */
    public static Brisk create() { return DEFAULT; }

    /** Starts configuring a mapper. */
    public static Builder builder() { return new Builder(); }

    /** The options this mapper was built with. */
    public BindOptions options() { return options; }

    /** The lookup that codecs of this mapper use. */
    public CodecLookup lookup() { return registry; }

    public <T> Codec<T> codec(Class<T> type) { return registry.codec(type); }

    public <T> Codec<T> codec(TypeToken<T> type) { return registry.codec(type.type()); }

    public <T> Codec<T> codec(Type type) { return registry.codec(type); }

    // ------------------------------------------------------------------ reading one value

    public <T> T read(byte[] json, Class<T> type) { return readBytes(json, type); }

    public <T> T read(byte[] json, TypeToken<T> type) { return readBytes(json, type.type()); }

    public <T> T read(String json, Class<T> type) { return readString(json, type); }

    public <T> T read(String json, TypeToken<T> type) { return readString(json, type.type()); }

    /**
     * Reads the one value in the remaining bytes of {@code json}; its position is not changed. A
     * heap buffer is read in place (no copy); a direct or read-only one is copied in chunks.
     * Offsets in errors count from the buffer's position.
     */
    public <T> T read(ByteBuffer json, Class<T> type) { return readDocument(readerOptions.reader(json), type); }

    public <T> T read(ByteBuffer json, TypeToken<T> type) { return readDocument(readerOptions.reader(json), type.type()); }

    /** Reads the one value the stream holds, then closes it. */
    public <T> T read(InputStream json, Class<T> type) { return readDocument(readerOptions.reader(json), type); }

    public <T> T read(InputStream json, TypeToken<T> type) { return readDocument(readerOptions.reader(json), type.type()); }

    /** Reads the one value the reader holds, then closes it. */
    public <T> T read(Reader json, Class<T> type) { return readDocument(readerOptions.reader(json), type); }

    public <T> T read(Reader json, TypeToken<T> type) { return readDocument(readerOptions.reader(json), type.type()); }

    /** Reads the next value from a reader you drive; does not check what follows. */
    public <T> T read(JsonReader in, Class<T> type) { return readValue(in, type); }

    public <T> T read(JsonReader in, TypeToken<T> type) { return readValue(in, type.type()); }

    /** The next value of {@code in}, with a stack for the depth {@code in} allows (see {@link #readDocument}). */
    private <T> T readValue(JsonReader in, Type type) {
        Codec<T> codec = registry.codec(type);
        return StackBudget.run(in.limits().maxDepth(), () -> StackBudget.readOrLocate(codec, in));
    }

    /**
     * A document from a stream or reader. Codecs recurse per level: a raised depth limit gets a
     * stack that holds it, and a document nested deeper than the caller's share of its stack goes
     * on on one that holds the limit (StackBudget), so every source reads the same documents.
     */
    private <T> T readDocument(JsonReader in, Type type) {
        Codec<T> codec = registry.codec(type);
        return StackBudget.run(readerOptions.limits().maxDepth(), () -> {
            try (in) {
                T value = StackBudget.readOrLocate(codec, in);
                if (in.peek() != JsonToken.END_DOCUMENT) throw in.error("unexpected " + in.peek() + " after the value");
                return value;
            }
        });
    }

    /**
     * A document from bytes: first through a pooled {@link BytesCursor} (the codecs'
     * {@code readBytes}), when the options allow one and the type's documents do not keep failing
     * there ({@link CursorPolicy}); a document the cursor gives up on is read again from its start
     * through a reader, exactly as without the cursor, which gives the value or the error.
     */
    private <T> T readBytes(byte[] json, Type type) {
        CursorPolicy<T> policy = byteRead(type);
        CursorPool pool = cursors;
        if (pool != null && policy.tryCursor()) {
            BytesCursor in = pool.take(json);
            T value = policy.codec.readBytes(in);
            boolean read = in.finish();
            pool.give(in);
            policy.record(read);
            if (read) return value;
        }
        return readWithReader(policy.codec, json);
    }

    @SuppressWarnings("unchecked")
    private <T> CursorPolicy<T> byteRead(Type type) {
        CursorPolicy<?> p = byteReads.get(type);
        if (p == null) p = byteReads.computeIfAbsent(type, t -> new CursorPolicy<>(registry.codec(t)));
        return (CursorPolicy<T>) p;
    }

    /**
     * A document from bytes, as {@link #readInMemory} reads one, without its per-call objects at
     * the default depth: the codec is called on the caller's stack through a pooled reader (no
     * lambdas, no new reader); a document deeper than the caller's share goes on on a stack of
     * its own from inside the codecs (StackBudget), as from every source.
     */
    private <T> T readWithReader(Codec<T> codec, byte[] json) {
        if (readerOptions.limits().maxDepth() > StackBudget.CALLER_DEPTH) {
            return readInMemory(() -> readerOptions.reader(json), codec);
        }
        return readPooled(codec, json);
    }

    private <T> T readPooled(Codec<T> codec, byte[] json) {
        JsonReader in = readers.take(json);
        T value = StackBudget.readOrLocate(codec, in);
        if (in.peek() != JsonToken.END_DOCUMENT) throw in.error("unexpected " + in.peek() + " after the value");
        readers.give(in); // only a reader that read a whole document goes back; a failed one is dropped
        return value;
    }

    /**
     * ASCII text as its bytes, through the pooled readers of {@link #readBytes} (the same values,
     * offsets and errors as its chars: {@code AsciiText}); any other text as chars.
     */
    private <T> T readString(String json, Type type) {
        byte[] ascii = dev.brisk.json.internal.AsciiText.bytesOrNull(json);
        if (ascii != null) return readBytes(ascii, type);
        return readInMemory(() -> readerOptions.reader(json), type);
    }

    /** A document from bytes, text or a tree, on the stack {@link #readDocument} gives a stream. */
    private <T> T readInMemory(java.util.function.Supplier<JsonReader> input, Type type) {
        return readInMemory(input, registry.<T>codec(type));
    }

    private <T> T readInMemory(java.util.function.Supplier<JsonReader> input, Codec<T> codec) {
        return StackBudget.run(readerOptions.limits().maxDepth(), () -> {
            try (JsonReader in = input.get()) {
                T value = StackBudget.readOrLocate(codec, in);
                if (in.peek() != JsonToken.END_DOCUMENT) throw in.error("unexpected " + in.peek() + " after the value");
                return value;
            }
        });
    }

    // ------------------------------------------------------------------ trees

    /** {@code value} as a tree, bound by its runtime class. Number text is kept as the codecs write it. */
    public JsonValue toTree(Object value) { return toTree(value, runtimeType(value)); }

    /** {@code value} as a tree, bound as {@code type}. */
    public JsonValue toTree(Object value, Type type) {
        TreeBuilder tree = new TreeBuilder(options.maxWriteDepth());
        writeTo(tree, value, type);
        return tree.result();
    }

    /**
     * Binds a tree: the codecs read it directly, walking the tree's storage (no text in between),
     * with this mapper's limits; errors carry the path (a tree has no offsets).
     */
    public <T> T fromTree(JsonValue tree, Class<T> type) { return readTree(tree, type); }

    public <T> T fromTree(JsonValue tree, TypeToken<T> type) { return readTree(tree, type.type()); }

    /**
     * A tree, as {@link #readBytes} reads bytes: first through a pooled {@link
     * dev.brisk.json.TreeCursor} (the codecs' {@code readValues}) unless the type's trees keep
     * failing there; a tree the cursor gives up on is read again through the tree's {@link
     * JsonReader}, which gives the value or the error.
     */
    private <T> T readTree(JsonValue tree, Type type) {
        CursorPolicy<T> policy = treeRead(type);
        dev.brisk.bind.internal.TreeCursorPool pool = treeCursors;
        if (pool != null && tree != null && policy.tryCursor()) {
            dev.brisk.json.TreeCursor in = pool.take(tree);
            T value = policy.codec.readValues(in);
            boolean read = in.finish();
            pool.give(in);
            policy.record(read);
            if (read) return value;
        }
        return readInMemory(() -> readerOptions.reader(tree), policy.codec);
    }

    @SuppressWarnings("unchecked")
    private <T> CursorPolicy<T> treeRead(Type type) {
        CursorPolicy<?> p = treeReads.get(type);
        if (p == null) p = treeReads.computeIfAbsent(type, t -> new CursorPolicy<>(registry.codec(t)));
        return (CursorPolicy<T>) p;
    }

    // ------------------------------------------------------------------ binary formats (brisk-pack)

    /**
     * {@code value} as a VelocyPack document, written by the same codecs straight into a
     * {@code PackBuilder}. Needs brisk-pack on the class or module path (an optional dependency;
     * on the module path also {@code --add-modules dev.brisk.pack}); without it every VelocyPack
     * and MessagePack method throws an IllegalStateException that says so.
     * VelocyPack and MessagePack hold numbers as 64-bit integers or doubles: a BigInteger beyond
     * 64 bits or a BigDecimal that is not an integer is written as the nearest double (its scale,
     * and digits past a double's precision, are lost; see brisk-pack's MsgPackWriter for keeping
     * decimals as text).
     */
    public byte[] writeVelocyPack(Object value) { return writeVelocyPack(value, runtimeType(value)); }

    public byte[] writeVelocyPack(Object value, Type type) {
        PackPresence.require("writeVelocyPack");
        dev.brisk.pack.PackBuilder builder = PackBridge.velocyPackBuilder();
        write(value, type, builder);
        return PackBridge.finish(builder);
    }

    /**
     * Binds a VelocyPack document. The codecs read it directly (no JSON text in between): first
     * through a pooled VelocyPack cursor (the codecs' {@code readValues}), which checks each piece
     * as it reaches it (with this mapper's limits), and a document the cursor gives up on (a
     * binary blob, a BCD number, a UTC date, a key that is no string, anything the check refuses)
     * again through brisk-pack's validating reader over the bytes, where a {@code byte[]} reads a
     * binary blob as its bytes and BCD numbers keep their exact value; errors carry the byte
     * offset and the path.
     */
    public <T> T readVelocyPack(byte[] pack, Class<T> type) {
        PackPresence.require("readVelocyPack");
        return readVelocyPack(pack, (Type) type);
    }

    public <T> T readVelocyPack(byte[] pack, TypeToken<T> type) {
        PackPresence.require("readVelocyPack");
        return readVelocyPack(pack, type.type());
    }

    /** As {@link #readMessagePack(byte[], int, int, Type)}: the cursor unless the type's documents keep failing there, else the reader. */
    private <T> T readVelocyPack(byte[] pack, Type type) {
        CursorPolicy<T> policy = velocyRead(type);
        if (policy.tryCursor()) {
            dev.brisk.json.ValueCursor in = velocyCursors.take(pack, 0, pack.length);
            T value = policy.codec.readValues(in);
            boolean read = in.finish();
            velocyCursors.give(in);
            policy.record(read);
            if (read) return value;
        }
        return readBinary(() -> PackBridge.velocyPackReader(pack, readerOptions.limits()), type, "VelocyPack");
    }

    @SuppressWarnings("unchecked")
    private <T> CursorPolicy<T> velocyRead(Type type) {
        CursorPolicy<?> p = velocyReads.get(type);
        if (p == null) p = velocyReads.computeIfAbsent(type, t -> new CursorPolicy<>(registry.codec(t)));
        return (CursorPolicy<T>) p;
    }

    /** {@code value} as MessagePack, written by the same codecs straight into a {@code MsgPackWriter}. */
    public byte[] writeMessagePack(Object value) { return writeMessagePack(value, runtimeType(value)); }

    public byte[] writeMessagePack(Object value, Type type) {
        PackPresence.require("writeMessagePack");
        JsonSink writer = packWriters.take();
        writeTo(writer, value, type); // the writer counts the depth itself, as a JsonWriter does
        return packWriters.finish(writer);
    }

    /**
     * Binds the one MessagePack value {@code pack} holds. The codecs read it directly (no JSON
     * text in between): first through a pooled MessagePack cursor (the codecs' {@code
     * readValues}), and a document the cursor gives up on (a bin, an extension, a key that is no
     * str, an error...) again through brisk-pack's {@code MsgPackReader}, where a {@code byte[]}
     * reads a bin as its bytes, an {@code Instant} the timestamp extension, integers exactly;
     * errors carry the byte offset and the path.
     */
    public <T> T readMessagePack(byte[] pack, Class<T> type) {
        PackPresence.require("readMessagePack");
        return readMessagePack(pack, 0, pack.length, type);
    }

    public <T> T readMessagePack(byte[] pack, TypeToken<T> type) {
        PackPresence.require("readMessagePack");
        return readMessagePack(pack, 0, pack.length, type.type());
    }

    /**
     * Binds the one MessagePack value in the remaining bytes of {@code pack} (position unchanged),
     * read directly as from a byte array; a heap buffer is read in place, a direct or read-only one
     * is copied once.
     */
    public <T> T readMessagePack(ByteBuffer pack, Class<T> type) {
        PackPresence.require("readMessagePack");
        return readMessagePack(pack, (Type) type);
    }

    public <T> T readMessagePack(ByteBuffer pack, TypeToken<T> type) {
        PackPresence.require("readMessagePack");
        return readMessagePack(pack, type.type());
    }

    private <T> T readMessagePack(ByteBuffer pack, Type type) {
        if (pack.hasArray()) return readMessagePack(pack.array(), pack.arrayOffset() + pack.position(), pack.remaining(), type);
        byte[] copy = new byte[pack.remaining()];
        pack.duplicate().get(copy); // a duplicate: the caller's position stays where it was
        return readMessagePack(copy, 0, copy.length, type);
    }

    /**
     * The MessagePack document {@code pack[offset, offset + length)}, as {@link #readBytes} reads
     * JSON: through the cursor unless the type's documents keep failing there, else (and after
     * a failure) through the reader, which gives the value or the error.
     */
    private <T> T readMessagePack(byte[] pack, int offset, int length, Type type) {
        CursorPolicy<T> policy = packRead(type);
        if (policy.tryCursor()) {
            dev.brisk.json.ValueCursor in = packCursors.take(pack, offset, length);
            T value = policy.codec.readValues(in);
            boolean read = in.finish();
            packCursors.give(in);
            policy.record(read);
            if (read) return value;
        }
        return readBinary(() -> PackBridge.messagePackReader(pack, offset, length, readerOptions.limits()), type, "MessagePack");
    }

    @SuppressWarnings("unchecked")
    private <T> CursorPolicy<T> packRead(Type type) {
        CursorPolicy<?> p = packReads.get(type);
        if (p == null) p = packReads.computeIfAbsent(type, t -> new CursorPolicy<>(registry.codec(t)));
        return (CursorPolicy<T>) p;
    }

    private <T> T readBinary(java.util.function.Supplier<JsonReader> input, Type type, String format) {
        Codec<T> codec = registry.codec(type);
        return StackBudget.run(readerOptions.limits().maxDepth(), () -> {
            try (JsonReader in = input.get()) {
                T value = StackBudget.readOrLocate(codec, in);
                if (in.peek() != JsonToken.END_DOCUMENT) throw in.error("Unexpected data after the " + format + " value");
                return value;
            }
        });
    }

    // ------------------------------------------------------------------ value streams

    /**
     * Reads a stream of values one at a time, in constant memory: concatenated or
     * newline-delimited values (NDJSON), or, when the input starts with '[' and {@code type} is
     * not itself an array or collection type, the elements of that top-level array. Close the
     * iterator (or the {@code stream()}) to close the input.
     */
    public <T> ValueIterator<T> readValues(InputStream json, Class<T> type) {
        return new ValueIterator<>(readerOptions.withSequence(true).reader(json), registry.codec(type), type);
    }

    public <T> ValueIterator<T> readValues(InputStream json, TypeToken<T> type) {
        return new ValueIterator<>(readerOptions.withSequence(true).reader(json), registry.codec(type.type()), type.type());
    }

    public <T> ValueIterator<T> readValues(Reader json, Class<T> type) {
        return new ValueIterator<>(readerOptions.withSequence(true).reader(json), registry.codec(type), type);
    }

    public <T> ValueIterator<T> readValues(Reader json, TypeToken<T> type) {
        return new ValueIterator<>(readerOptions.withSequence(true).reader(json), registry.codec(type.type()), type.type());
    }

    /** Writes values as newline-delimited JSON (one compact value per line) to {@code out}. */
    public <T> ValueWriter<T> writeValues(OutputStream out, Class<T> type) {
        return new ValueWriter<>(writerOptions.withSequence(true).withPretty(false).writer(out), registry.codec(type), options.maxWriteDepth());
    }

    public <T> ValueWriter<T> writeValues(Writer out, Class<T> type) {
        return new ValueWriter<>(writerOptions.withSequence(true).withPretty(false).writer(out), registry.codec(type), options.maxWriteDepth());
    }

    public <T> ValueWriter<T> writeValues(OutputStream out, TypeToken<T> type) {
        return new ValueWriter<>(writerOptions.withSequence(true).withPretty(false).writer(out), registry.codec(type.type()), options.maxWriteDepth());
    }

    public <T> ValueWriter<T> writeValues(Writer out, TypeToken<T> type) {
        return new ValueWriter<>(writerOptions.withSequence(true).withPretty(false).writer(out), registry.codec(type.type()), options.maxWriteDepth());
    }

    // ------------------------------------------------------------------ writing

    /**
     * The JSON of {@code value}, bound by its runtime class, as UTF-8 bytes. A leaf of a sealed
     * type is written as that type (with its discriminator), so that it reads back as the sealed
     * type; so are such values inside {@code Object} collections and maps.
     */
    public byte[] writeBytes(Object value) { return writeBytes(value, runtimeType(value)); }

    /** The JSON of {@code value}, bound as {@code type} (for generic types). */
    public byte[] writeBytes(Object value, Type type) {
        JsonWriter w = writers.take();
        writeTo(w, value, type); // a failed write drops the writer: only finished ones go back
        return writers.finish(w);
    }

    public <T> byte[] writeBytes(T value, TypeToken<T> type) { return writeBytes(value, type.type()); }

    /** The JSON of {@code value}, bound by its runtime class as {@link #writeBytes(Object)} does. */
    public String writeString(Object value) { return writeString(value, runtimeType(value)); }

    public String writeString(Object value, Type type) {
        StringBuilder sb = new StringBuilder();
        try (JsonWriter w = writerOptions.writer(sb)) {
            writeTo(w, value, type);
        }
        return sb.toString();
    }

    public <T> String writeString(T value, TypeToken<T> type) { return writeString(value, type.type()); }

    /** Writes the JSON of {@code value}, bound by its runtime class, to {@code out} and closes it. */
    public void write(Object value, OutputStream out) { write(value, runtimeType(value), out); }

    /** Writes the JSON of {@code value} to {@code out} and closes it. */
    public void write(Object value, Writer out) { write(value, runtimeType(value), out); }

    /** Writes the JSON of {@code value}, bound as {@code type} (for generic and sealed types), to {@code out} and closes it. */
    public void write(Object value, Type type, OutputStream out) {
        try (JsonWriter w = writerOptions.writer(out)) {
            writeTo(w, value, type);
        }
    }

    /** Writes the JSON of {@code value}, bound as {@code type} (for generic and sealed types), to {@code out} and closes it. */
    public void write(Object value, Type type, Writer out) {
        try (JsonWriter w = writerOptions.writer(out)) {
            writeTo(w, value, type);
        }
    }

    /**
     * Pushes {@code value} into any sink (a tree builder, a VelocyPack or MessagePack builder, a
     * writer you configured). Nesting is bounded by {@link Builder#maxWriteDepth}.
     */
    public void write(Object value, Type type, JsonSink out) {
        writeTo(out instanceof JsonWriter ? out : new DepthLimitedSink(out, options.maxWriteDepth()), value, type);
    }

    @SuppressWarnings("unchecked")
    private void writeTo(JsonSink out, Object value, Type type) {
        Codec<Object> codec = (Codec<Object>) written.codec(type);
        int depth = options.maxWriteDepth();
        if (depth <= StackBudget.CALLER_DEPTH) {
            writeWhole(out, value, codec); // direct at the default limit: no capturing lambda per write
            return;
        }
        StackBudget.run(depth, () -> {
            writeWhole(out, value, codec);
            return null;
        });
    }

    private void writeWhole(JsonSink out, Object value, Codec<Object> codec) {
        try {
            codec.write(out, value);
        } catch (JsonException e) {
            throw depthHint(e);
        }
    }

    /**
     * The writer's and tree builder's own depth errors point at their options, which this mapper
     * sets from {@link Builder#maxWriteDepth}: say so, and name the likely cause, as
     * {@link DepthLimitedSink} does for the other sinks.
     */
    private JsonException depthHint(JsonException e) { return depthHint(e, options.maxWriteDepth()); }

    static JsonException depthHint(JsonException e, int maxWriteDepth) {
        String detail = e.detail();
        if (detail == null || !detail.startsWith("Nesting depth exceeds the limit") || detail.contains("cyclic")) return e;
        return new JsonException("Nesting depth exceeds the limit of " + maxWriteDepth
                + " while writing; is the object graph cyclic? (raise it with Brisk.Builder.maxWriteDepth)", -1, -1, -1, e.path(), e);
    }

    /** A value's runtime class, or its sealed root when it is a leaf of a sealed type (so that the discriminator is written). */
    private static Type runtimeType(Object value) {
        return value == null ? Object.class : dev.brisk.bind.internal.SealedRoots.writeAs(value.getClass());
    }

    /** Configures a {@link Brisk} mapper. */
    public static final class Builder {
        private boolean failOnUnknownProperties;
        private boolean writeNulls;
        private String discriminatorName = "type";
        private NamingStrategy namingStrategy = NamingStrategy.LOWER_CAMEL_CASE;
        private int maxWriteDepth = 1000;
        private boolean useGeneratedCodecs = true;
        private ReaderOptions readerOptions = ReaderOptions.defaults();
        private WriterOptions writerOptions = WriterOptions.defaults();
        private final Map<Type, Codec<?>> codecs = new LinkedHashMap<>();
        private final List<CodecFactory> factories = new ArrayList<>();

        private Builder() { }

        /** Fail on a member that matches no property (default: skip it). */
        public Builder failOnUnknownProperties(boolean fail) { this.failOnUnknownProperties = fail; return this; }

        /** Write null (and empty Optional) properties as null (default: leave them out). */
        public Builder writeNulls(boolean write) { this.writeNulls = write; return this; }

        /**
         * How JSON names are made from Java names (default: as they are) for properties whose name
         * no annotation gives, in types without {@link JsonNaming}.
         */
        public Builder namingStrategy(NamingStrategy strategy) { this.namingStrategy = Objects.requireNonNull(strategy); return this; }

        /** The discriminator property of sealed types without {@link JsonDiscriminator} (default "type"). */
        public Builder discriminatorName(String name) { this.discriminatorName = Objects.requireNonNull(name); return this; }

        /**
         * Nesting depth at which writing fails (default 1000): how cyclic object graphs are caught.
         * Codecs recurse per level; a write allowed deeper than 1000 levels runs on a thread of its
         * own whose stack is sized from this limit (the caller waits), so it cannot overflow.
         */
        public Builder maxWriteDepth(int depth) {
            if (depth <= 0) throw new IllegalArgumentException("maxWriteDepth must be positive: " + depth);
            this.maxWriteDepth = depth;
            return this;
        }

        /** Read numbers written as strings ({@code "time": "20000000123"}) into numeric properties. */
        public Builder quotedNumbers(boolean accept) { this.readerOptions = readerOptions.withQuotedNumbers(accept); return this; }

        /**
         * Limits and leniency of every reader the mapper makes. With {@link dev.brisk.json.ReadLimits#maxDepth()}
         * raised above 1000, each {@code read} runs on a thread of its own whose stack is sized from
         * that depth (the caller waits), so that no document the limits allow overflows the stack.
         */
        public Builder readerOptions(ReaderOptions options) { this.readerOptions = Objects.requireNonNull(options); return this; }

        /** Layout and escaping of the JSON the mapper writes. */
        public Builder writerOptions(WriterOptions options) { this.writerOptions = Objects.requireNonNull(options); return this; }

        /**
         * Whether codecs generated by the annotation processor are used (default). Off, every
         * type is bound by reflection: the two paths behave the same, which the tests check.
         */
        public Builder useGeneratedCodecs(boolean use) { this.useGeneratedCodecs = use; return this; }

        /** Uses {@code codec} for exactly {@code type}. */
        public <T> Builder register(Class<T> type, Codec<T> codec) { codecs.put(type, Objects.requireNonNull(codec)); return this; }

        /** Uses {@code codec} for exactly {@code type}. */
        public <T> Builder register(TypeToken<T> type, Codec<T> codec) { codecs.put(type.type(), Objects.requireNonNull(codec)); return this; }

        /** Asks {@code factory} before the built-in ones (in registration order). */
        public Builder factory(CodecFactory factory) { factories.add(Objects.requireNonNull(factory)); return this; }

        public Brisk build() { return new Brisk(this); }
    }
}
