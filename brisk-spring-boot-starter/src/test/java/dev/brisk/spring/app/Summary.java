package dev.brisk.spring.app;

/** What a handler saw in a stream of orders. */
public record Summary(long count, long total) {}
