package dev.brisk.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.brisk.bind.Brisk;
import dev.brisk.bind.Codec;
import dev.brisk.json.Json;
import dev.brisk.json.JsonArray;
import dev.brisk.json.JsonObject;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonString;
import dev.brisk.json.JsonValue;
import dev.brisk.json.JsonSink;
import dev.brisk.json.ReadLimits;
import java.util.Date;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;

/** The mapper bean: its defaults, the {@code brisk.*} properties, customizers, replacement. */
class BriskAutoConfigurationTest {
    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(BriskAutoConfiguration.class));

    record Temperature(double celsius) {}

    @Test
    void withoutPropertiesTheMapperHasTheLibraryDefaults() {
        runner.run(context -> {
            Brisk brisk = context.getBean(Brisk.class);
            assertThat(brisk.options().failOnUnknownProperties()).isFalse();
            assertThat(brisk.options().writeNulls()).isFalse();
            assertThat(brisk.options().maxWriteDepth()).isEqualTo(1000);
            assertThat(brisk.options().readerOptions().limits().toString()).isEqualTo(ReadLimits.defaults().toString());
        });
    }

    @Test
    void propertiesSetOptionsAndLimits() {
        runner.withPropertyValues(
                "brisk.fail-on-unknown-properties=true",
                "brisk.write-nulls=true",
                "brisk.max-write-depth=50",
                "brisk.limits.max-depth=7",
                "brisk.limits.max-string-length=100",
                "brisk.limits.max-name-length=20",
                "brisk.limits.max-number-length=30",
                "brisk.limits.max-number-exponent=40",
                "brisk.limits.max-document-size=5000",
                "brisk.limits.max-token-count=600"
        ).run(context -> {
            Brisk brisk = context.getBean(Brisk.class);
            assertThat(brisk.options().failOnUnknownProperties()).isTrue();
            assertThat(brisk.options().writeNulls()).isTrue();
            assertThat(brisk.options().maxWriteDepth()).isEqualTo(50);
            ReadLimits limits = brisk.options().readerOptions().limits();
            assertThat(limits.maxDepth()).isEqualTo(7);
            assertThat(limits.maxStringLength()).isEqualTo(100);
            assertThat(limits.maxNameLength()).isEqualTo(20);
            assertThat(limits.maxNumberLength()).isEqualTo(30);
            assertThat(limits.maxNumberExponent()).isEqualTo(40);
            assertThat(limits.maxDocumentSize()).isEqualTo(5000);
            assertThat(limits.maxTokenCount()).isEqualTo(600);
        });
    }

    @Test
    void customizersRunAfterThePropertiesInTheirOrder() {
        runner.withPropertyValues("brisk.write-nulls=true")
                .withUserConfiguration(Customizers.class)
                .run(context -> {
                    Brisk brisk = context.getBean(Brisk.class);
                    // The later customizer's codec wins over the earlier one's; the property's choice,
                    // overridden by the first customizer, stays overridden.
                    assertThat(brisk.writeString(new Temperature(21.5))).isEqualTo("\"21.5 C\"");
                    assertThat(brisk.options().writeNulls()).isFalse();
                });
    }

    @Test
    void anApplicationsOwnMapperReplacesTheAutoConfiguredOne() {
        runner.withUserConfiguration(OwnMapper.class).run(context -> {
            assertThat(context.getBeansOfType(Brisk.class)).hasSize(1);
            assertThat(context.getBean(Brisk.class)).isSameAs(OwnMapper.MAPPER);
        });
    }

    @Test
    void springTypesOfWebResponsesHaveCodecs() {
        runner.run(context -> {
            Brisk brisk = context.getBean(Brisk.class);
            assertThat(brisk.writeString(new Date(0))).isEqualTo("\"1970-01-01T00:00:00Z\"");
            assertThat(brisk.read("\"1970-01-01T00:00:01Z\"", Date.class)).isEqualTo(new Date(1000));
            ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, "no");
            problem.setProperty("field", "name");
            String json = brisk.writeString(problem);
            assertThat(json).isEqualTo("{\"title\":\"Bad Request\",\"status\":400,\"detail\":\"no\",\"field\":\"name\"}");
            ProblemDetail back = brisk.read(json, ProblemDetail.class);
            assertThat(back.getStatus()).isEqualTo(400);
            assertThat(back.getProperties()).containsEntry("field", "name");
        });
    }

    @Test
    void everyPropertyIsDescribedForIdes() throws Exception {
        try (var in = getClass().getClassLoader().getResourceAsStream("META-INF/spring-configuration-metadata.json")) {
            assertThat(in).as("metadata written by spring-boot-configuration-processor").isNotNull();
            JsonArray properties = (JsonArray) ((JsonObject) Json.parse(in.readAllBytes())).get("properties");
            java.util.Map<String, String> described = new java.util.TreeMap<>();
            for (int i = 0; i < properties.size(); i++) {
                JsonObject p = (JsonObject) properties.get(i);
                JsonValue description = p.get("description");
                described.put(((JsonString) p.get("name")).value(), description == null ? null : ((JsonString) description).value());
            }
            assertThat(described).containsKeys("brisk.fail-on-unknown-properties", "brisk.write-nulls", "brisk.quoted-numbers",
                    "brisk.reject-duplicate-names", "brisk.max-write-depth", "brisk.limits.max-depth",
                    "brisk.limits.max-string-length", "brisk.limits.max-name-length", "brisk.limits.max-number-length",
                    "brisk.limits.max-number-exponent", "brisk.limits.max-document-size", "brisk.limits.max-token-count");
            assertThat(described.values()).doesNotContainNull();
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class Customizers {
        @Bean
        @Order(1)
        BriskBuilderCustomizer first() {
            return builder -> builder.writeNulls(false).register(Temperature.class, text("first"));
        }

        @Bean
        @Order(2)
        BriskBuilderCustomizer second() {
            return builder -> builder.register(Temperature.class, text(" C"));
        }

        private static Codec<Temperature> text(String suffix) {
            return new Codec<>() {
                @Override public Temperature read(JsonReader in) { throw new UnsupportedOperationException(); }

                @Override public void write(JsonSink out, Temperature value) { out.stringValue(value.celsius() + suffix); }
            };
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnMapper {
        static final Brisk MAPPER = Brisk.builder().writeNulls(true).build();

        @Bean
        Brisk myBrisk() {
            return MAPPER;
        }
    }
}
