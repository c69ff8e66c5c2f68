/**
 * Brisk core: the streaming reader and writer, the sink interface that connects every source to
 * every sink, the tree model, and exact number parsing and printing. No dependencies.
 */
module dev.brisk.core {
    exports dev.brisk.json;
    // Shared machinery (numbers, UTF-8, buffers) that the other Brisk modules build on; not API.
    // (brisk-cli and brisk-bench are not modules: on the class path they see it anyway.)
    exports dev.brisk.json.internal to dev.brisk.pack, dev.brisk.bind, dev.brisk.jsonp;
}
