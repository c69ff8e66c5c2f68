package dev.brisk.bench.bind;

import com.dslplatform.json.CompiledJson;
import dev.brisk.bind.BriskCodec;
import io.avaje.jsonb.Json;

import java.util.List;

/**
 * The jvm-serializers "media content" model that fastjson2, DSL-JSON and others publish figures
 * on: a media item with a list of persons and a player enum, and two images with a size enum.
 * Plain classes with public fields, as a new user would write them.
 */
public final class MediaContentModel {
    private MediaContentModel() { }

    public enum Player { JAVA, FLASH }

    public enum Size { SMALL, LARGE }

    @BriskCodec @CompiledJson @Json
    public static final class MediaContent {
        public Media media;
        public List<Image> images;
    }

    @BriskCodec @CompiledJson @Json
    public static final class Media {
        public String uri;
        public String title;
        public int width;
        public int height;
        public String format;
        public long duration;
        public long size;
        public int bitrate;
        public boolean hasBitrate;
        public List<String> persons;
        public Player player;
        public String copyright;
    }

    @BriskCodec @CompiledJson @Json
    public static final class Image {
        public String uri;
        public String title;
        public int width;
        public int height;
        public Size size;
    }

    /** The benchmark's usual value: a keynote video with two stills (about 0.5 KB of JSON). */
    public static MediaContent keynote() {
        Media m = new Media();
        m.uri = "http://javaone.com/keynote.mpg";
        m.title = "Javaone Keynote";
        m.width = 640;
        m.height = 480;
        m.format = "video/mpg4";
        m.duration = 18_000_000L;
        m.size = 58_982_400L;
        m.bitrate = 262_144;
        m.hasBitrate = true;
        m.persons = List.of("Bill Gates", "Steve Jobs");
        m.player = Player.JAVA;
        m.copyright = null;
        MediaContent c = new MediaContent();
        c.media = m;
        c.images = List.of(
                image("http://javaone.com/keynote_large.jpg", 1024, 768, Size.LARGE),
                image("http://javaone.com/keynote_small.jpg", 320, 240, Size.SMALL));
        return c;
    }

    private static Image image(String uri, int width, int height, Size size) {
        Image i = new Image();
        i.uri = uri;
        i.title = "Javaone Keynote";
        i.width = width;
        i.height = height;
        i.size = size;
        return i;
    }
}
