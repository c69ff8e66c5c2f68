/**
 * Brisk pack: compact binary documents. VelocyPack slices (read-only views that navigate
 * without decoding) and a VelocyPack builder, and a MessagePack reader and writer; all of them
 * connect to JSON through {@link dev.brisk.json.JsonSink}.
 */
module dev.brisk.pack {
    requires dev.brisk.core;
    exports dev.brisk.pack;
}
