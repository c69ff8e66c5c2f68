package dev.brisk.spring.webflux;

import dev.brisk.bind.Brisk;
import dev.brisk.spring.BriskAutoConfiguration;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.http.codec.CodecCustomizer;
import org.springframework.boot.http.codec.autoconfigure.CodecsAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.web.server.WebExceptionHandler;
import reactor.core.publisher.Flux;

/**
 * WebFlux (and {@code WebClient}) read and write JSON and NDJSON through Brisk. The decoder and
 * encoder are registered as custom codecs, which WebFlux consults before its default JSON codecs
 * (Jackson's, when Jackson is there); declare your own bean of either type to replace it. A body
 * Brisk refuses is answered with a 400 naming line, column and path.
 */
@AutoConfiguration(after = {BriskAutoConfiguration.class, CodecsAutoConfiguration.class})
@ConditionalOnClass({CodecCustomizer.class, Flux.class})
@ConditionalOnBean(Brisk.class)
public final class BriskWebFluxAutoConfiguration {

    /** Decodes JSON and NDJSON bodies. */
    @Bean
    @ConditionalOnMissingBean
    public BriskJsonDecoder briskJsonDecoder(Brisk brisk) {
        return new BriskJsonDecoder(brisk);
    }

    /** Encodes JSON and NDJSON bodies. */
    @Bean
    @ConditionalOnMissingBean
    public BriskJsonEncoder briskJsonEncoder(Brisk brisk) {
        return new BriskJsonEncoder(brisk);
    }

    /**
     * Registers the codecs with the default configuration (so the decoder takes
     * {@code spring.http.codecs.max-in-memory-size}), after Boot's own customizer has set it.
     */
    @Bean
    @Order(Ordered.LOWEST_PRECEDENCE)
    public CodecCustomizer briskCodecCustomizer(BriskJsonDecoder decoder, BriskJsonEncoder encoder) {
        return configurer -> {
            configurer.customCodecs().registerWithDefaultConfig(decoder);
            configurer.customCodecs().registerWithDefaultConfig(encoder);
        };
    }

    /** The 400 handler for refused bodies, ahead of Boot's error handler (order -1). */
    @Bean
    @Order(-2)
    @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.REACTIVE)
    public WebExceptionHandler briskBadJsonWebExceptionHandler() {
        return new BadJsonWebExceptionHandler();
    }
}
