package dev.brisk.spring.mvc;

import dev.brisk.bind.Brisk;
import dev.brisk.bind.TypeToken;
import dev.brisk.bind.ValueIterator;
import dev.brisk.bind.ValueWriter;
import dev.brisk.json.JsonException;
import dev.brisk.spring.internal.BindableTypes;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.jspecify.annotations.Nullable;
import org.springframework.core.ResolvableType;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.HttpOutputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.converter.AbstractSmartHttpMessageConverter;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.http.converter.HttpMessageNotWritableException;
import org.springframework.http.server.ServerHttpResponse;
import org.springframework.util.StreamUtils;

/**
 * {@code application/x-ndjson} bodies as a {@link Stream} or {@link Iterator} of values, read and
 * written one value at a time so that memory stays constant however long the body is.
 *
 * <p>A request body parameter declared {@code @RequestBody Stream<Order>} (or
 * {@code Iterator<Order>}) is read lazily while the handler consumes it; a malformed or
 * over-limit line raises an {@link HttpMessageNotReadableException} at that point, which Spring MVC
 * answers with 400 as long as the handler has not yet started its response. A handler returning a
 * {@code Stream<T>} or {@code Iterator<T>} has each value written as one line and flushed as it is
 * produced; the stream is closed when the response is done.
 */
public class BriskNdjsonHttpMessageConverter extends AbstractSmartHttpMessageConverter<Object> {
    /** {@code application/x-ndjson}. */
    public static final MediaType NDJSON = MediaType.APPLICATION_NDJSON;

    private final BindableTypes types;

    /** A converter over {@code brisk}. */
    public BriskNdjsonHttpMessageConverter(Brisk brisk) {
        super(NDJSON);
        this.types = new BindableTypes(brisk);
    }

    @Override
    public boolean canRead(ResolvableType type, @Nullable MediaType mediaType) {
        return canRead(mediaType) && isValueSequence(type);
    }

    @Override
    public boolean canWrite(ResolvableType targetType, Class<?> valueClass, @Nullable MediaType mediaType) {
        if (!canWrite(mediaType)) return false;
        return isValueSequence(targetType) || isValueSequence(ResolvableType.forClass(valueClass));
    }

    private boolean isValueSequence(ResolvableType type) {
        Class<?> raw = type.resolve();
        if (raw != Stream.class && raw != Iterator.class) return false;
        ResolvableType element = type.getGeneric(0);
        return element.resolve() == null || types.accepts(element);
    }

    @Override
    public Object read(ResolvableType type, HttpInputMessage input, @Nullable Map<String, Object> hints)
            throws IOException, HttpMessageNotReadableException {
        ResolvableType element = type.getGeneric(0);
        java.lang.reflect.Type elementType = element.resolve() == null ? Object.class : element.getType();
        ValueIterator<Object> values;
        try {
            values = types.brisk().readValues(input.getBody(), typeToken(elementType));
        } catch (JsonException e) {
            throw new HttpMessageNotReadableException(e.getMessage(), e, input);
        }
        Iterator<Object> lines = new RequestValues(values, input);
        if (type.resolve() == Iterator.class) return lines;
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(lines, Spliterator.ORDERED), false)
                .onClose(values::close);
    }

    @Override
    protected void writeInternal(Object value, ResolvableType type, HttpOutputMessage output, @Nullable Map<String, Object> hints)
            throws IOException, HttpMessageNotWritableException {
        Iterator<?> values = value instanceof Stream<?> stream ? stream.iterator() : (Iterator<?>) value;
        TypeToken<Object> element = typeToken(BindableTypes.sequenceElementType(type.getGeneric(0)));
        OutputStream body = StreamUtils.nonClosing(output.getBody());
        try (ValueWriter<Object> out = types.brisk().writeValues(body, element)) {
            while (values.hasNext()) {
                out.write(values.next());
                // A stream's values may be produced slowly: send each as soon as it is there. The
                // servlet response hands converters a body that ignores flush(); the response's own
                // flush() is the one that sends.
                out.flush();
                if (output instanceof ServerHttpResponse response) response.flush();
            }
        } catch (JsonException | IllegalArgumentException e) {
            throw new HttpMessageNotWritableException("Could not write NDJSON value: " + e.getMessage(), e);
        } finally {
            if (value instanceof Stream<?> stream) stream.close();
        }
    }

    @SuppressWarnings("unchecked")
    private static TypeToken<Object> typeToken(java.lang.reflect.Type type) {
        return (TypeToken<Object>) TypeToken.of(type);
    }

    @Override
    protected boolean supportsRepeatableWrites(Object value) {
        return false;
    }

    /** The request's values, with Brisk's errors turned into Spring's unreadable-body error. */
    private static final class RequestValues implements Iterator<Object> {
        private final ValueIterator<Object> values;
        private final HttpInputMessage input;

        RequestValues(ValueIterator<Object> values, HttpInputMessage input) {
            this.values = values;
            this.input = input;
        }

        @Override
        public boolean hasNext() {
            try {
                return values.hasNext();
            } catch (JsonException e) {
                throw new HttpMessageNotReadableException(e.getMessage(), e, input);
            }
        }

        @Override
        public Object next() {
            if (!hasNext()) throw new NoSuchElementException();
            try {
                return values.next();
            } catch (JsonException e) {
                throw new HttpMessageNotReadableException(e.getMessage(), e, input);
            }
        }
    }
}
