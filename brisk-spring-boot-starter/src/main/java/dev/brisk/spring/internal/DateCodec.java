package dev.brisk.spring.internal;

import dev.brisk.bind.Codec;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Date;

/**
 * {@link Date} as an ISO-8601 instant ({@code "2026-12-01T09:10:14.123Z"}), as Spring Boot's
 * Jackson setup writes it: Boot's error attributes hold a {@code Date} under {@code timestamp}.
 */
public final class DateCodec implements Codec<Date> {

    @Override
    public Date read(JsonReader in) {
        if (in.peek() == JsonToken.NULL) {
            in.nextNull();
            return null;
        }
        String text = in.nextString();
        try {
            return Date.from(Instant.parse(text));
        } catch (DateTimeParseException e) {
            throw in.error("expected an ISO-8601 instant such as 2026-12-01T09:10:14Z but found \"" + text + '"');
        }
    }

    @Override
    public void write(JsonSink out, Date value) {
        if (value == null) out.nullValue();
        else out.stringValue(value.toInstant().toString());
    }
}
