package dev.brisk.spring.app;

/** The 400 body the starter sends for a refused request body, as a test reads it. */
public record Problem(String type, String title, int status, String detail, String instance,
                      Long line, Long column, Long offset, String jsonPath) {}
