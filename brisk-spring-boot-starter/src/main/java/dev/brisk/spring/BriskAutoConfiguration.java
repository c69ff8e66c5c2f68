package dev.brisk.spring;

import dev.brisk.bind.Brisk;
import dev.brisk.json.ReaderOptions;
import dev.brisk.spring.internal.DateCodec;
import dev.brisk.spring.internal.ProblemDetailCodec;
import java.util.Date;
import org.springframework.util.ClassUtils;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * The {@link Brisk} mapper as a bean, built from the {@code brisk.*} properties and then every
 * {@link BriskBuilderCustomizer}. Declare your own {@code Brisk} bean to replace it; the web
 * integrations use whichever mapper the context holds.
 */
@AutoConfiguration
@EnableConfigurationProperties(BriskProperties.class)
public final class BriskAutoConfiguration {

    /** The mapper every Brisk converter and codec of the application uses. */
    @Bean
    @ConditionalOnMissingBean
    public Brisk brisk(BriskProperties properties, ObjectProvider<BriskBuilderCustomizer> customizers) {
        Brisk.Builder builder = springBuilder(properties);
        customizers.orderedStream().forEach(c -> c.customize(builder));
        return builder.build();
    }

    /**
     * A builder set from {@code properties}, with codecs for the Spring types that web responses
     * carry ({@code ProblemDetail} when spring-web is present, and {@link Date} as ISO-8601, which Spring Boot's error
     * attributes hold). Start from it when you declare your own {@code Brisk} bean.
     */
    public static Brisk.Builder springBuilder(BriskProperties properties) {
        ReaderOptions reader = ReaderOptions.defaults()
                .withLimits(properties.getLimits().toReadLimits())
                .withQuotedNumbers(properties.isQuotedNumbers())
                .withRejectDuplicateNames(properties.isRejectDuplicateNames());
        Brisk.Builder builder = Brisk.builder()
                .failOnUnknownProperties(properties.isFailOnUnknownProperties())
                .writeNulls(properties.isWriteNulls())
                .maxWriteDepth(properties.getMaxWriteDepth())
                .readerOptions(reader)
                .register(Date.class, new DateCodec());
        // ProblemDetailCodec names spring-web's type: link it only where spring-web is.
        if (ClassUtils.isPresent("org.springframework.http.ProblemDetail", BriskAutoConfiguration.class.getClassLoader())) {
            builder.factory(ProblemDetailCodec.FACTORY);
        }
        return builder;
    }
}
