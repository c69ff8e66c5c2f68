package dev.brisk.spring.webflux;

import dev.brisk.bind.Brisk;
import dev.brisk.bind.TypeToken;
import dev.brisk.bind.ValueIterator;
import dev.brisk.json.JsonException;
import dev.brisk.spring.internal.BindableTypes;
import java.io.ByteArrayInputStream;
import java.lang.reflect.Type;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.AbstractDataBufferDecoder;
import org.springframework.core.codec.DecodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.http.MediaType;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * Decodes JSON and NDJSON bodies through a {@link Brisk} mapper for WebFlux and
 * {@code WebClient}.
 *
 * <p>A single value ({@code Mono<T>} or a plain parameter) is joined first, up to
 * {@code spring.http.codecs.max-in-memory-size}, and bound in one pass. A {@code Flux<T>} of an
 * {@code application/x-ndjson} body is decoded line by line as the buffers arrive, holding only
 * the current line, so a stream of any length takes constant memory; a {@code Flux<T>} of an
 * {@code application/json} body is the elements of its top-level array. A body Brisk refuses is a
 * {@link DecodingException} whose cause is the {@link JsonException}, with lines and offsets
 * counted from the start of the body; WebFlux answers it with 400.
 */
public class BriskJsonDecoder extends AbstractDataBufferDecoder<Object> {
    private static final MimeType[] MIME_TYPES = {
            MediaType.APPLICATION_JSON, new MediaType("application", "*+json"), MediaType.APPLICATION_NDJSON};

    private final BindableTypes types;

    /** A decoder over {@code brisk}. */
    public BriskJsonDecoder(Brisk brisk) {
        super(MIME_TYPES);
        this.types = new BindableTypes(brisk);
    }

    @Override
    public boolean canDecode(ResolvableType elementType, @Nullable MimeType mimeType) {
        return supportsMimeType(mimeType) && types.accepts(elementType);
    }

    @Override
    public Flux<Object> decode(Publisher<DataBuffer> input, ResolvableType elementType,
                               @Nullable MimeType mimeType, @Nullable Map<String, Object> hints) {
        Type type = elementType.getType();
        if (mimeType != null && MediaType.APPLICATION_NDJSON.isCompatibleWith(mimeType)) {
            return Flux.defer(() -> {
                NdjsonLines lines = new NdjsonLines(getMaxInMemorySize());
                return Flux.from(input)
                        .concatMapIterable(buffer -> {
                            try {
                                return lines.feed(buffer);
                            } finally {
                                DataBufferUtils.release(buffer);
                            }
                        })
                        .concatWith(Flux.defer(() -> Flux.fromIterable(lines.finish())))
                        .map(line -> readLine(line, type));
            });
        }
        // A JSON array (or concatenated values): joined within the in-memory limit, then read
        // one element at a time.
        return DataBufferUtils.join(input, getMaxInMemorySize())
                .flatMapMany(buffer -> {
                    byte[] bytes = drain(buffer);
                    return Flux.fromIterable(() -> elements(bytes, type));
                });
    }

    @Override
    public Object decode(DataBuffer buffer, ResolvableType targetType,
                         @Nullable MimeType mimeType, @Nullable Map<String, Object> hints) throws DecodingException {
        byte[] bytes = drain(buffer);
        try {
            return types.brisk().read(bytes, TypeToken.of(targetType.getType()));
        } catch (JsonException e) {
            throw new DecodingException(e.getMessage(), e);
        }
    }

    @Override
    public List<MimeType> getDecodableMimeTypes() {
        return List.of(MIME_TYPES);
    }

    private Object readLine(NdjsonLines.Line line, Type type) {
        try {
            return types.brisk().read(line.bytes(), TypeToken.of(type));
        } catch (JsonException e) {
            // Locations in the body, not in the line.
            JsonException located = new JsonException(e.detail(),
                    e.offset() < 0 ? -1 : line.offset() + e.offset(),
                    e.line() < 0 ? line.number() : line.number() + e.line() - 1,
                    e.column(), e.path(), e);
            throw new DecodingException(located.getMessage(), located);
        }
    }

    private Iterator<Object> elements(byte[] bytes, Type type) {
        @SuppressWarnings("unchecked")
        ValueIterator<Object> values = types.brisk().readValues(new ByteArrayInputStream(bytes), (TypeToken<Object>) TypeToken.of(type));
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                try {
                    return values.hasNext();
                } catch (JsonException e) {
                    throw new DecodingException(e.getMessage(), e);
                }
            }

            @Override
            public Object next() {
                try {
                    return values.next();
                } catch (JsonException e) {
                    throw new DecodingException(e.getMessage(), e);
                }
            }
        };
    }

    private static byte[] drain(DataBuffer buffer) {
        try {
            byte[] bytes = new byte[buffer.readableByteCount()];
            buffer.read(bytes);
            return bytes;
        } finally {
            DataBufferUtils.release(buffer);
        }
    }

    private boolean supportsMimeType(@Nullable MimeType mimeType) {
        if (mimeType == null) return true;
        for (MimeType supported : MIME_TYPES) {
            if (supported.isCompatibleWith(mimeType)) return true;
        }
        return false;
    }
}
