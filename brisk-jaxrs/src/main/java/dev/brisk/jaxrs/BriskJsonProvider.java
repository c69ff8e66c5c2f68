package dev.brisk.jaxrs;

import dev.brisk.bind.Brisk;
import dev.brisk.bind.TypeToken;
import dev.brisk.json.JsonException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.RuntimeType;
import jakarta.ws.rs.core.Configuration;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.MessageBodyReader;
import jakarta.ws.rs.ext.MessageBodyWriter;
import jakarta.ws.rs.ext.Providers;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.nio.charset.Charset;

/**
 * Reads and writes {@code application/json} and {@code application/*+json} bodies of any type
 * Brisk binds, with the mapper from {@code ContextResolver<Brisk>} (see {@link BriskFeature}).
 * Types the runtime handles as raw bodies ({@code String}, {@code byte[]}, streams,
 * {@code Response}, ...) are left to it.
 *
 * <p>A body that is not valid JSON, does not fit the type, or breaks the mapper's
 * {@code ReadLimits} is answered on the server with 400 Bad Request and an
 * {@code application/problem+json} body naming what was wrong, the line, column, offset and
 * JSON path; on the client, reading it throws the runtime's {@code ProcessingException} with
 * the {@link JsonException} as its cause. A response is held back until it is complete or
 * 64 KiB long, so a value that cannot be written (a cycle, NaN) fails before anything is sent.
 */
@Consumes({MediaType.APPLICATION_JSON, MediaType.WILDCARD})
@Produces({MediaType.APPLICATION_JSON, MediaType.WILDCARD})
public final class BriskJsonProvider implements MessageBodyReader<Object>, MessageBodyWriter<Object> {
    /** How much of a response is kept before the first byte goes out. */
    static final int HELD_BACK = 64 * 1024;

    @Context
    private Providers providers;

    @Context
    private Configuration configuration;

    /** Made by the runtime, which injects the {@code Providers} the mapper is looked up in. */
    public BriskJsonProvider() { }

    @Override
    public boolean isReadable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
        return JsonMediaTypes.isJson(mediaType) && !RawBodyTypes.isRaw(type);
    }

    @Override
    public boolean isWriteable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
        return JsonMediaTypes.isJson(mediaType) && !RawBodyTypes.isRaw(type);
    }

    @Override
    public Object readFrom(Class<Object> type, Type genericType, Annotation[] annotations, MediaType mediaType,
                           MultivaluedMap<String, String> httpHeaders, InputStream entityStream) throws IOException {
        Brisk brisk = mapper(type, mediaType);
        TypeToken<?> target = TypeToken.of(genericType == null ? type : genericType);
        Charset charset = JsonMediaTypes.nonUtf8Charset(mediaType);
        InputStream body = new UnclosedInputStream(entityStream);
        try {
            return charset == null ? brisk.read(body, target) : brisk.read(new InputStreamReader(body, charset), target);
        } catch (JsonException e) {
            if (e.getCause() instanceof IOException) throw (IOException) e.getCause(); // the connection, not the body
            if (isClient()) throw e;
            throw BadBody.response(e);
        }
    }

    @Override
    public void writeTo(Object value, Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType,
                        MultivaluedMap<String, Object> httpHeaders, OutputStream entityStream) throws IOException {
        Brisk brisk = mapper(type, mediaType);
        Type bound = genericType == null ? type : genericType;
        Charset charset = JsonMediaTypes.nonUtf8Charset(mediaType);
        HeldBackOutputStream out = new HeldBackOutputStream(entityStream, HELD_BACK);
        try {
            if (charset == null) brisk.write(value, bound, out);
            else brisk.write(value, bound, new OutputStreamWriter(out, charset));
        } catch (JsonException e) {
            if (e.getCause() instanceof IOException) throw (IOException) e.getCause();
            throw e;
        }
        out.release();
    }

    private Brisk mapper(Class<?> type, MediaType mediaType) {
        if (providers != null) {
            ContextResolver<Brisk> resolver = providers.getContextResolver(Brisk.class, mediaType);
            Brisk brisk = resolver == null ? null : resolver.getContext(type);
            if (brisk != null) return brisk;
        }
        return Brisk.create();
    }

    private boolean isClient() {
        return configuration != null && configuration.getRuntimeType() == RuntimeType.CLIENT;
    }
}
