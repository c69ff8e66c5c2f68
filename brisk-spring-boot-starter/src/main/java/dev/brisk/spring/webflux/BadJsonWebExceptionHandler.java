package dev.brisk.spring.webflux;

import dev.brisk.json.JsonException;
import dev.brisk.spring.internal.BadJsonProblem;
import org.springframework.core.codec.DecodingException;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.server.reactive.ServerHttpResponse;
import org.springframework.web.server.ServerWebExchange;
import org.springframework.web.server.ServerWebInputException;
import org.springframework.web.server.WebExceptionHandler;
import reactor.core.publisher.Mono;

/**
 * Answers a request body that Brisk refused with 400 and a problem body naming what was wrong and
 * where (line, column, offset, JSON path). Runs before Spring Boot's error handler, whose default
 * page leaves the message out; the application's {@code @ExceptionHandler}s run earlier still.
 */
final class BadJsonWebExceptionHandler implements WebExceptionHandler {

    @Override
    public Mono<Void> handle(ServerWebExchange exchange, Throwable failure) {
        if (!(failure instanceof ServerWebInputException) && !(failure instanceof DecodingException)) return Mono.error(failure);
        JsonException error = BadJsonProblem.cause(failure);
        ServerHttpResponse response = exchange.getResponse();
        if (error == null || response.isCommitted()) return Mono.error(failure);
        byte[] body = BadJsonProblem.body(error, exchange.getRequest().getPath().value());
        response.setStatusCode(HttpStatus.BAD_REQUEST);
        response.getHeaders().setContentType(MediaType.parseMediaType(BadJsonProblem.CONTENT_TYPE));
        response.getHeaders().setContentLength(body.length);
        return response.writeWith(Mono.just(response.bufferFactory().wrap(body)));
    }
}
