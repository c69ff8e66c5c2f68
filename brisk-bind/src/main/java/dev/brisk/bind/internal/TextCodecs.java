package dev.brisk.bind.internal;

import dev.brisk.bind.Codec;
import dev.brisk.json.BytesCursor;
import dev.brisk.json.ValueCursor;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonSink;
import dev.brisk.json.JsonToken;
import dev.brisk.json.ReadLimits;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Base64;
import java.util.Map;
import java.util.UUID;

/** Codecs of String, big numbers, UUID, URI and byte[] (base64). */
final class TextCodecs {
    private TextCodecs() { }

    static void register(Map<Class<?>, Codec<?>> into) {
        into.put(String.class, new StringCodec());
        into.put(BigInteger.class, new BigIntegerCodec());
        into.put(BigDecimal.class, new BigDecimalCodec());
        into.put(UUID.class, new UuidCodec());
        into.put(URI.class, new UriCodec());
        into.put(byte[].class, new Base64Codec());
    }

    static boolean readNull(JsonReader in) {
        if (in.peek() == JsonToken.NULL) {
            in.nextNull();
            return true;
        }
        return false;
    }

    static final class StringCodec implements Codec<String> {
        @Override public String read(JsonReader in) { return in.nextStringOrNull(); }
        @Override public String readBytes(BytesCursor in) { return in.nextStringOrNull(); }
        @Override public String readValues(ValueCursor in) { return in.nextStringOrNull(); }
        @Override public void write(JsonSink out, String v) { if (v == null) out.nullValue(); else out.stringValue(v); }
    }

    /**
     * Writes only what the mapper's reader reads back: a BigInteger whose digits pass the reader's
     * number-length limit fails to write, naming the limit, instead of writing a document the same
     * mapper rejects (the default mapper's limits when built without a mapper's).
     */
    static final class BigIntegerCodec implements Codec<BigInteger> {
        private final ReadLimits limits;
        BigIntegerCodec() { this(ReadLimits.defaults()); }
        BigIntegerCodec(ReadLimits limits) { this.limits = limits; }
        @Override public BigInteger read(JsonReader in) { return readNull(in) ? null : in.nextBigInteger(); }
        /** A plain integer of up to 18 digits; any other form is the reader's (its exact rule, its limits). */
        @Override public BigInteger readBytes(BytesCursor in) {
            if (in.nextNull()) return null;
            long v = in.nextLong();
            return in.failed() ? null : BigInteger.valueOf(v);
        }
        @Override public void write(JsonSink out, BigInteger v) {
            if (v == null) {
                out.nullValue();
                return;
            }
            // digits from the bit length: never more than one too many, and cheap for a huge value
            long digits = (long) (v.bitLength() * 0.30102999566398120) + 1;
            if (digits > limits.maxNumberLength() && v.abs().toString().length() > limits.maxNumberLength()) {
                throw unreadable("A BigInteger of " + v.abs().toString().length() + " digits", limits.maxNumberLength(), "withMaxNumberLength");
            }
            out.numberValue(v);
        }
    }

    /** As {@link BigIntegerCodec}: a BigDecimal is written in its shortest exact form, which must pass the reader's limits. */
    static final class BigDecimalCodec implements Codec<BigDecimal> {
        private final ReadLimits limits;
        BigDecimalCodec() { this(ReadLimits.defaults()); }
        BigDecimalCodec(ReadLimits limits) { this.limits = limits; }
        @Override public BigDecimal read(JsonReader in) { return readNull(in) ? null : in.nextBigDecimal(); }
        /** An integer or plain decimal of up to 17 digits, exact; any other form is the reader's. */
        @Override public BigDecimal readBytes(BytesCursor in) { return in.nextNull() ? null : in.nextBigDecimal(); }
        @Override public void write(JsonSink out, BigDecimal v) {
            if (v == null) {
                out.nullValue();
                return;
            }
            String text = dev.brisk.json.internal.BigNumberWriter.toJson(v);
            if (text.length() > limits.maxNumberLength()) {
                throw unreadable("A BigDecimal of " + text.length() + " chars at its shortest", limits.maxNumberLength(), "withMaxNumberLength");
            }
            int e = Math.max(text.indexOf('E'), text.indexOf('e'));
            if (e > 0 && Math.abs(Long.parseLong(text.substring(text.charAt(e + 1) == '+' ? e + 2 : e + 1))) > limits.maxNumberExponent()) {
                throw unreadable("A BigDecimal with the exponent " + text.substring(e + 1), limits.maxNumberExponent(), "withMaxNumberExponent");
            }
            out.numberValue(v);
        }
    }

    private static dev.brisk.json.JsonException unreadable(String what, long limit, String raise) {
        return new dev.brisk.json.JsonException(what + " would not read back: the reader's limit is " + limit
                + " (raise it with ReadLimits." + raise + " in the mapper's reader options)", null);
    }

    /** Only the canonical 8-4-4-4-12 hex form: {@link UUID#fromString} alone accepts more. */
    static final class UuidCodec implements Codec<UUID> {
        @Override public UUID read(JsonReader in) {
            if (readNull(in)) return null;
            String s = in.nextString();
            if (!isCanonicalUuid(s)) throw in.error("expected a UUID (8-4-4-4-12 hex digits) but found '" + clip(s) + "'");
            return UUID.fromString(s);
        }
        /** The canonical form only, checked before it is parsed: anything else is the reader's to report. */
        @Override public UUID readBytes(BytesCursor in) {
            if (in.nextNull()) return null;
            String s = in.nextString();
            if (s == null) return null;
            if (isCanonicalUuid(s)) return UUID.fromString(s);
            in.fail();
            return null;
        }
        @Override public void write(JsonSink out, UUID v) { if (v == null) out.nullValue(); else out.stringValue(v.toString()); }

        static boolean isCanonicalUuid(String s) {
            if (s.length() != 36) return false;
            for (int i = 0; i < 36; i++) {
                char c = s.charAt(i);
                if (i == 8 || i == 13 || i == 18 || i == 23) {
                    if (c != '-') return false;
                } else if (Character.digit(c, 16) < 0 || c > 'f') {
                    return false;
                }
            }
            return true;
        }
    }

    static final class UriCodec implements Codec<URI> {
        @Override public URI read(JsonReader in) {
            if (readNull(in)) return null;
            String s = in.nextString();
            try {
                return new URI(s);
            } catch (URISyntaxException e) {
                throw in.error("expected a URI but found '" + clip(s) + "': " + e.getReason());
            }
        }
        @Override public void write(JsonSink out, URI v) { if (v == null) out.nullValue(); else out.stringValue(v.toString()); }
    }

    /** byte[] as standard base64 (RFC 4648, padding optional on read, written with padding); a binary format's bytes as they are. */
    static final class Base64Codec implements Codec<byte[]> {
        @Override public byte[] read(JsonReader in) {
            // a format's binary value as it is (MessagePack bin); base64 text in JSON
            return readNull(in) ? null : in.nextBinary();
        }
        @Override public void write(JsonSink out, byte[] v) {
            if (v == null) out.nullValue(); else out.stringValue(Base64.getEncoder().encodeToString(v));
        }
    }

    /** Input echoed in messages is cut short: error messages must not become a copy of the input. */
    static String clip(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "...";
    }
}
