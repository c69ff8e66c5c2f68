package dev.brisk.spring.mvc;

import dev.brisk.bind.Brisk;
import dev.brisk.spring.BriskAutoConfiguration;
import java.util.List;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.http.converter.autoconfigure.HttpMessageConvertersAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.web.servlet.HandlerExceptionResolver;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import org.springframework.web.servlet.mvc.support.DefaultHandlerExceptionResolver;

/**
 * Spring MVC reads and writes JSON and NDJSON through Brisk. The converters are beans, which
 * Spring Boot puts ahead of its default converters (Jackson's among them, when Jackson is there);
 * declare your own bean of either type to replace it. A body Brisk refuses is answered with a 400
 * naming line, column and path.
 */
@AutoConfiguration(after = BriskAutoConfiguration.class, before = HttpMessageConvertersAutoConfiguration.class)
@ConditionalOnClass({WebMvcConfigurer.class, HttpMessageConvertersAutoConfiguration.class})
@ConditionalOnBean(Brisk.class)
public final class BriskWebMvcAutoConfiguration {

    /** JSON bodies ({@code application/json}, {@code application/*+json}). */
    @Bean
    @ConditionalOnMissingBean
    public BriskHttpMessageConverter briskHttpMessageConverter(Brisk brisk) {
        return new BriskHttpMessageConverter(brisk);
    }

    /** NDJSON bodies as streams of values. */
    @Bean
    @ConditionalOnMissingBean
    public BriskNdjsonHttpMessageConverter briskNdjsonHttpMessageConverter(Brisk brisk) {
        return new BriskNdjsonHttpMessageConverter(brisk);
    }

    /** Places the 400 resolver for refused bodies before Spring's default resolver. */
    @Bean
    @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
    public WebMvcConfigurer briskBadJsonResolverConfigurer() {
        return new WebMvcConfigurer() {
            @Override
            public void extendHandlerExceptionResolvers(List<HandlerExceptionResolver> resolvers) {
                int at = resolvers.size();
                for (int i = 0; i < resolvers.size(); i++) {
                    if (resolvers.get(i) instanceof DefaultHandlerExceptionResolver) {
                        at = i;
                        break;
                    }
                }
                resolvers.add(at, new BadJsonExceptionResolver());
            }
        };
    }
}
