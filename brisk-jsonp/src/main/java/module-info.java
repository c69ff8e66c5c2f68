/**
 * Brisk as a Jakarta JSON Processing 2.1 provider: {@code Json.createParser}, {@code createReader},
 * builders, pointers, patches and the rest run on Brisk's reader and writer once this module is on
 * the class path or module path. The application brings {@code jakarta.json-api}.
 */
module dev.brisk.jsonp {
    requires dev.brisk.core;
    requires transitive jakarta.json;
    exports dev.brisk.jsonp;
    provides jakarta.json.spi.JsonProvider with dev.brisk.jsonp.BriskJsonProvider;
}
