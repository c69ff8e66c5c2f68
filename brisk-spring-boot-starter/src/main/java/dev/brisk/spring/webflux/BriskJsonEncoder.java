package dev.brisk.spring.webflux;

import dev.brisk.bind.Brisk;
import dev.brisk.json.JsonException;
import dev.brisk.spring.internal.BindableTypes;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.jspecify.annotations.Nullable;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.EncodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferFactory;
import org.springframework.http.MediaType;
import org.springframework.http.codec.HttpMessageEncoder;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * Encodes values as JSON and NDJSON through a {@link Brisk} mapper for WebFlux and
 * {@code WebClient}.
 *
 * <p>A single value becomes one buffer, written whole, so an error while writing sends nothing.
 * A {@code Flux<T>} as {@code application/x-ndjson} becomes one buffer per value and its newline,
 * each flushed as it is produced (a streaming media type); as {@code application/json} it becomes
 * one JSON array, again a buffer per element.
 */
public class BriskJsonEncoder implements HttpMessageEncoder<Object> {
    private static final MimeType[] MIME_TYPES = {
            MediaType.APPLICATION_JSON, new MediaType("application", "*+json"), MediaType.APPLICATION_NDJSON};
    private static final byte[] OPEN = {'['};
    private static final byte[] CLOSE = {']'};
    private static final byte[] EMPTY_ARRAY = {'[', ']'};

    private final BindableTypes types;

    /** An encoder over {@code brisk}. */
    public BriskJsonEncoder(Brisk brisk) {
        this.types = new BindableTypes(brisk);
    }

    @Override
    public boolean canEncode(ResolvableType elementType, @Nullable MimeType mimeType) {
        if (!supportsMimeType(mimeType)) return false;
        Class<?> raw = elementType.resolve();
        return raw == Object.class || types.accepts(elementType);
    }

    @Override
    public Flux<DataBuffer> encode(Publisher<?> input, DataBufferFactory factory, ResolvableType elementType,
                                   @Nullable MimeType mimeType, @Nullable Map<String, Object> hints) {
        if (input instanceof Mono<?> mono) {
            return mono.map(value -> encodeValue(value, factory, elementType, mimeType, hints)).flux();
        }
        if (mimeType != null && MediaType.APPLICATION_NDJSON.isCompatibleWith(mimeType)) {
            return Flux.from(input).map(value -> factory.wrap(bytes(value, elementType, true)));
        }
        return Flux.defer(() -> {
            AtomicBoolean first = new AtomicBoolean(true);
            Flux<DataBuffer> elements = Flux.from(input).map(value -> {
                byte[] json = bytes(value, elementType, false);
                byte[] framed = new byte[json.length + 1];
                framed[0] = first.getAndSet(false) ? OPEN[0] : (byte) ',';
                System.arraycopy(json, 0, framed, 1, json.length);
                return factory.wrap(framed);
            });
            return elements.concatWith(Mono.fromSupplier(() -> factory.wrap(first.get() ? EMPTY_ARRAY : CLOSE)));
        });
    }

    @Override
    public DataBuffer encodeValue(Object value, DataBufferFactory factory, ResolvableType valueType,
                                  @Nullable MimeType mimeType, @Nullable Map<String, Object> hints) {
        return factory.wrap(bytes(value, valueType, false));
    }

    private byte[] bytes(Object value, ResolvableType declared, boolean newline) {
        Type type = BindableTypes.writeType(declared, value);
        byte[] json;
        try {
            json = types.brisk().writeBytes(value, type);
        } catch (JsonException | IllegalArgumentException e) {
            throw new EncodingException("Could not write JSON: " + e.getMessage(), e);
        }
        if (!newline) return json;
        byte[] line = new byte[json.length + 1];
        System.arraycopy(json, 0, line, 0, json.length);
        line[json.length] = '\n';
        return line;
    }

    @Override
    public List<MimeType> getEncodableMimeTypes() {
        return List.of(MIME_TYPES);
    }

    @Override
    public List<MediaType> getStreamingMediaTypes() {
        return List.of(MediaType.APPLICATION_NDJSON);
    }

    private static boolean supportsMimeType(@Nullable MimeType mimeType) {
        if (mimeType == null) return true;
        for (MimeType supported : MIME_TYPES) {
            if (supported.isCompatibleWith(mimeType)) return true;
        }
        return false;
    }
}
