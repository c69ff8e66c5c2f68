package dev.brisk.spring.internal;

import dev.brisk.bind.Codec;
import dev.brisk.bind.CodecFactory;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;
import java.net.URI;
import java.util.Map;
import org.springframework.http.ProblemDetail;

/**
 * Spring's {@link ProblemDetail} as an RFC 9457 problem object: the standard members, then the
 * extension properties at the top level (as Spring's Jackson mixin writes it), not nested under
 * {@code properties} as reflection over the getters would.
 */
public final class ProblemDetailCodec implements Codec<ProblemDetail> {

    /** Serves {@code ProblemDetail} itself; subclasses keep the reflective codec. */
    public static final CodecFactory FACTORY =
            (type, lookup) -> type == ProblemDetail.class ? new ProblemDetailCodec(lookup.codec(Object.class)) : null;

    private final Codec<Object> values;

    private ProblemDetailCodec(Codec<Object> values) {
        this.values = values;
    }

    @Override
    public void write(JsonSink out, ProblemDetail problem) {
        if (problem == null) {
            out.nullValue();
            return;
        }
        out.beginObject();
        if (problem.getType() != null) {
            out.name("type");
            out.stringValue(problem.getType().toString());
        }
        if (problem.getTitle() != null) {
            out.name("title");
            out.stringValue(problem.getTitle());
        }
        if (problem.getStatus() > 0) {
            out.name("status");
            out.numberValue(problem.getStatus());
        }
        if (problem.getDetail() != null) {
            out.name("detail");
            out.stringValue(problem.getDetail());
        }
        if (problem.getInstance() != null) {
            out.name("instance");
            out.stringValue(problem.getInstance().toString());
        }
        Map<String, Object> properties = problem.getProperties();
        if (properties != null) {
            for (Map.Entry<String, Object> e : properties.entrySet()) {
                out.name(e.getKey());
                values.write(out, e.getValue());
            }
        }
        out.endObject();
    }

    @Override
    public ProblemDetail read(JsonReader in) {
        if (in.peek() == JsonToken.NULL) {
            in.nextNull();
            return null;
        }
        ProblemDetail problem = ProblemDetail.forStatus(0);
        in.beginObject();
        while (in.hasNext()) {
            String name = in.nextName();
            switch (name) {
                case "type" -> problem.setType(uri(in));
                case "title" -> problem.setTitle(in.nextString());
                case "status" -> problem.setStatus(in.nextInt());
                case "detail" -> problem.setDetail(in.nextString());
                case "instance" -> problem.setInstance(uri(in));
                default -> problem.setProperty(name, values.read(in));
            }
        }
        in.endObject();
        return problem;
    }

    private static URI uri(JsonReader in) {
        String text = in.nextString();
        try {
            return new URI(text);
        } catch (java.net.URISyntaxException e) {
            throw in.error("malformed URI \"" + text + "\": " + e.getReason());
        }
    }
}
