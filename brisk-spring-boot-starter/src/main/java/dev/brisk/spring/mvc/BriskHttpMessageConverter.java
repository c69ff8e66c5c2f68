package dev.brisk.spring.mvc;

import dev.brisk.bind.Brisk;
import dev.brisk.bind.TypeToken;
import dev.brisk.json.JsonException;
import dev.brisk.spring.internal.BindableTypes;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.springframework.core.ResolvableType;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.HttpOutputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.converter.AbstractSmartHttpMessageConverter;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.http.converter.HttpMessageNotWritableException;

/**
 * Reads and writes {@code application/json} (and {@code application/*+json}, such as
 * {@code application/problem+json}) bodies through a {@link Brisk} mapper, for Spring MVC and
 * {@code RestClient}/{@code RestTemplate}.
 *
 * <p>A body Brisk refuses (malformed, over a configured limit, not matching the target type) is an
 * {@link HttpMessageNotReadableException} carrying the {@link JsonException}, which Spring MVC
 * answers with 400. A response value is written to memory first and sent with its length, so an
 * error while writing leaves nothing half-sent. Types Spring has its own converters for (text,
 * bytes, resources, forms) and types Brisk cannot bind are left to the converters behind this one.
 */
public class BriskHttpMessageConverter extends AbstractSmartHttpMessageConverter<Object> {
    private final BindableTypes types;

    /** A converter over {@code brisk}. */
    public BriskHttpMessageConverter(Brisk brisk) {
        super(MediaType.APPLICATION_JSON, new MediaType("application", "*+json"));
        setDefaultCharset(StandardCharsets.UTF_8);
        this.types = new BindableTypes(brisk);
    }

    @Override
    public boolean canRead(ResolvableType type, @Nullable MediaType mediaType) {
        return canRead(mediaType) && types.accepts(type);
    }

    @Override
    public boolean canWrite(ResolvableType targetType, Class<?> valueClass, @Nullable MediaType mediaType) {
        if (!canWrite(mediaType)) return false;
        Class<?> declared = targetType.resolve();
        if (declared == null || declared == Object.class) return types.accepts(valueClass);
        return types.accepts(valueClass) && types.accepts(targetType);
    }

    @Override
    public Object read(ResolvableType type, HttpInputMessage input, @Nullable Map<String, Object> hints)
            throws IOException, HttpMessageNotReadableException {
        InputStream body = input.getBody();
        Charset charset = charset(input.getHeaders().getContentType());
        try {
            if (charset == StandardCharsets.UTF_8) return types.brisk().read(body, TypeToken.of(type.getType()));
            return types.brisk().read(new InputStreamReader(body, charset), TypeToken.of(type.getType()));
        } catch (JsonException e) {
            throw new HttpMessageNotReadableException(e.getMessage(), e, input);
        }
    }

    @Override
    protected void writeInternal(Object value, ResolvableType type, HttpOutputMessage output, @Nullable Map<String, Object> hints)
            throws IOException, HttpMessageNotWritableException {
        byte[] json;
        try {
            json = types.brisk().writeBytes(value, BindableTypes.writeType(type, value));
        } catch (JsonException | IllegalArgumentException e) {
            throw new HttpMessageNotWritableException("Could not write JSON: " + e.getMessage(), e);
        }
        output.getHeaders().setContentLength(json.length);
        output.getBody().write(json);
    }

    @Override
    protected boolean supportsRepeatableWrites(Object value) {
        return true;
    }

    private Charset charset(@Nullable MediaType contentType) {
        Charset charset = contentType == null ? null : contentType.getCharset();
        return charset == null ? StandardCharsets.UTF_8 : charset;
    }
}
