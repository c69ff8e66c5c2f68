package dev.brisk.bench.ndjson;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.util.MinimalPrettyPrinter;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The Jackson side of {@code scripts/ndjson-compare.sh}: the same whole-process jobs as
 * {@code brisk validate --ndjson FILE} and {@code brisk fmt --compact --ndjson FILE}, done the
 * way a Jackson user would on one thread: a streaming parser over the file (Jackson reads
 * root-level values one after another), skipping each value, or copying it to a generator
 * that ends each value with a newline. Usage: {@code JacksonNdjson validate|fmt FILE}.
 */
public final class JacksonNdjson {

    private JacksonNdjson() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2 || !(args[0].equals("validate") || args[0].equals("fmt"))) {
            System.err.println("usage: JacksonNdjson validate|fmt FILE");
            System.exit(2);
        }
        // the corpus lines hold strings and numbers beyond Jackson's default constraints
        JsonFactory factory = JsonFactory.builder().streamReadConstraints(StreamReadConstraints.builder()
                .maxNumberLength(Integer.MAX_VALUE).maxStringLength(Integer.MAX_VALUE).build()).build();
        long values = 0;
        try (InputStream in = Files.newInputStream(Path.of(args[1]));
                JsonParser p = factory.createParser(in)) {
            if (args[0].equals("validate")) {
                while (p.nextToken() != null) {
                    p.skipChildren();
                    values++;
                }
            } else {
                OutputStream out = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16);
                try (JsonGenerator g = factory.createGenerator(out)) {
                    g.setPrettyPrinter(new MinimalPrettyPrinter("\n"));
                    JsonToken t;
                    while ((t = p.nextToken()) != null) {
                        g.copyCurrentStructure(p);
                        values++;
                    }
                    g.writeRaw('\n');
                }
            }
        }
        System.err.println(values + " values");
    }
}
