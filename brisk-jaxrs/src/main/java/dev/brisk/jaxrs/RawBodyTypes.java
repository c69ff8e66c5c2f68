package dev.brisk.jaxrs;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;

import java.io.File;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.file.Path;

/**
 * Types that Jakarta REST runtimes read and write as the body itself, whatever its media type:
 * a {@code String} parameter of a JSON resource is the JSON text, not a JSON string. Brisk
 * leaves them to the runtime's own providers, and so JSON-P's object model ({@code jakarta.json}),
 * which has providers of its own and is made of interfaces Brisk cannot construct.
 */
final class RawBodyTypes {
    private RawBodyTypes() { }

    static boolean isRaw(Class<?> type) {
        return type == String.class || type == byte[].class || type == char[].class
                || InputStream.class.isAssignableFrom(type) || Reader.class.isAssignableFrom(type)
                || OutputStream.class.isAssignableFrom(type)
                || StreamingOutput.class.isAssignableFrom(type) || Response.class.isAssignableFrom(type)
                || File.class.isAssignableFrom(type) || Path.class.isAssignableFrom(type)
                || type.getName().startsWith("jakarta.activation.") || type.getName().startsWith("javax.xml.transform.")
                || type.getName().startsWith("jakarta.json.");
    }
}
