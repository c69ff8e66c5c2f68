package dev.brisk.jaxrs;

import jakarta.ws.rs.core.MediaType;

import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;

/** Which media types are JSON, and in which charset a body comes when it is not UTF-8. */
final class JsonMediaTypes {
    private JsonMediaTypes() { }

    /** {@code application/json} and structured-syntax types such as {@code application/problem+json}; null (unknown) too. */
    static boolean isJson(MediaType type) {
        if (type == null) return true;
        String subtype = type.getSubtype();
        return "application".equalsIgnoreCase(type.getType())
                && ("json".equalsIgnoreCase(subtype) || subtype.regionMatches(true, subtype.length() - 5, "+json", 0, 5));
    }

    /**
     * The charset a body declares, or null for UTF-8 and for none (RFC 8259 makes UTF-8 the
     * encoding of JSON; the parameter is honoured because some clients still send others).
     */
    static Charset nonUtf8Charset(MediaType type) {
        String name = type == null ? null : type.getParameters().get(MediaType.CHARSET_PARAMETER);
        if (name == null) return null;
        Charset charset;
        try {
            charset = Charset.forName(name);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            return null; // an unknown name says nothing useful: read the bytes as JSON's own UTF-8
        }
        return charset.equals(StandardCharsets.UTF_8) ? null : charset;
    }
}
