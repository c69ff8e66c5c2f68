package dev.brisk.spring.mvc;

import dev.brisk.json.JsonException;
import dev.brisk.spring.internal.BadJsonProblem;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.jspecify.annotations.Nullable;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.servlet.HandlerExceptionResolver;
import org.springframework.web.servlet.ModelAndView;

/**
 * Answers a request body that Brisk refused with 400 and a problem body naming what was wrong and
 * where (line, column, offset, JSON path). Spring's own resolver would send a bare 400 whose
 * error page leaves the message out; this one is placed just before it, so the application's
 * {@code @ExceptionHandler}s still come first.
 */
final class BadJsonExceptionResolver implements HandlerExceptionResolver {

    @Override
    public @Nullable ModelAndView resolveException(HttpServletRequest request, HttpServletResponse response,
                                                   @Nullable Object handler, Exception failure) {
        if (!(failure instanceof HttpMessageNotReadableException)) return null;
        JsonException error = BadJsonProblem.cause(failure);
        if (error == null || response.isCommitted()) return null;
        byte[] body = BadJsonProblem.body(error, request.getRequestURI());
        try {
            response.resetBuffer();
            response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
            response.setContentType(BadJsonProblem.CONTENT_TYPE);
            response.setContentLength(body.length);
            response.getOutputStream().write(body);
            response.flushBuffer();
        } catch (IOException e) {
            return null;
        }
        return new ModelAndView();
    }
}
