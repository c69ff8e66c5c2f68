package dev.brisk.bench.bind;

import com.alibaba.fastjson2.JSON;
import com.dslplatform.json.DslJson;
import com.dslplatform.json.runtime.Settings;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.gson.Gson;
import io.avaje.jsonb.JsonType;
import io.avaje.jsonb.Jsonb;
import dev.brisk.bind.Brisk;
import dev.brisk.bind.TypeToken;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;

/**
 * Every library's binder for one model type, configured once the way its users would: unknown
 * members skipped everywhere; nulls left out on write by Brisk, fastjson2, Gson and Jackson (set
 * to NON_NULL), written by DSL-JSON (its default). DSL-JSON uses the codecs its annotation
 * processor compiled ({@code @CompiledJson}), found through its service loader, with exact double
 * parsing (its default may differ from the correctly rounded value in the last digit). avaje-jsonb
 * uses the adapters its processor generated ({@code @Json}); Jackson 3 is configured as Jackson 2.
 */
final class Binders {
    static final Brisk BRISK = Brisk.create();
    static final Brisk BRISK_REFLECTIVE = Brisk.builder().useGeneratedCodecs(false).build();
    static final ObjectMapper JACKSON = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);
    // EXACT: DSL-JSON's default double parsing may be off by an ulp; every other library here is exact.
    static final DslJson<Object> DSL = new DslJson<>(Settings.withRuntime().includeServiceLoader()
            .doublePrecision(com.dslplatform.json.JsonReader.DoublePrecision.EXACT));
    static final Gson GSON = new Gson();
    // Jackson 3 (tools.jackson): the same configuration as Jackson 2 above.
    static final tools.jackson.databind.ObjectMapper JACKSON3 = tools.jackson.databind.json.JsonMapper.builder()
            .disable(tools.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .changeDefaultPropertyInclusion(i -> i.withValueInclusion(JsonInclude.Include.NON_NULL))
            .build();
    // avaje-jsonb with the adapters its annotation processor generated for the @Json models.
    static final Jsonb AVAJE = Jsonb.builder().build();

    final Type type;
    final TypeToken<Object> token;
    final JavaType jacksonType;
    final tools.jackson.databind.JavaType jackson3Type;
    final JsonType<Object> avajeType;

    @SuppressWarnings("unchecked")
    Binders(Type type) {
        this.type = type;
        this.token = (TypeToken<Object>) TypeToken.of(type);
        this.jacksonType = JACKSON.constructType(type);
        this.jackson3Type = JACKSON3.constructType(type);
        this.avajeType = AVAJE.type(type);
    }

    // Through the mapper's facade, as a user calls it: the codec lookup is part of every read.
    Object readBrisk(byte[] json) { return BRISK.read(json, token); }

    Object readBriskReflective(byte[] json) { return BRISK_REFLECTIVE.read(json, token); }

    byte[] writeBrisk(Object value) { return BRISK.writeBytes(value, type); }

    byte[] writeBriskReflective(Object value) { return BRISK_REFLECTIVE.writeBytes(value, type); }

    Object readJackson(byte[] json) {
        try {
            return JACKSON.readValue(json, jacksonType);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    byte[] writeJackson(Object value) {
        try {
            return JACKSON.writerFor(jacksonType).writeValueAsBytes(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Object readJackson3(byte[] json) { return JACKSON3.readValue(json, jackson3Type); }

    byte[] writeJackson3(Object value) { return JACKSON3.writerFor(jackson3Type).writeValueAsBytes(value); }

    Object readAvaje(byte[] json) { return avajeType.fromJson(json); }

    byte[] writeAvaje(Object value) { return avajeType.toJsonBytes(value); }

    Object readFastjson2(byte[] json) { return JSON.parseObject(json, type); }

    byte[] writeFastjson2(Object value) { return JSON.toJSONBytes(value); }

    Object readDslJson(byte[] json) {
        try {
            return DSL.deserialize(type, json, json.length);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    byte[] writeDslJson(Object value) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream(1024);
            DSL.serialize(value, out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Object readGson(byte[] json) { return GSON.fromJson(new String(json, StandardCharsets.UTF_8), type); }

    byte[] writeGson(Object value) { return GSON.toJson(value, type).getBytes(StandardCharsets.UTF_8); }
}
