package dev.brisk.pack;

/**
 * A MessagePack extension value other than the timestamp: its type (-128..127; negative types
 * are reserved by the specification) and a copy of its payload.
 */
public record MsgPackExtension(int type, byte[] data) {}
