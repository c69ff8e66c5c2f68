package dev.brisk.bench.bind;

import dev.brisk.bench.bind.MediaContentModel.Image;
import dev.brisk.bench.bind.MediaContentModel.Media;
import dev.brisk.bench.bind.MediaContentModel.MediaContent;
import dev.brisk.bench.bind.MediaContentModel.Player;
import dev.brisk.bench.bind.MediaContentModel.Size;
import dev.brisk.bind.internal.CursorPool;
import dev.brisk.json.BytesCursor;
import dev.brisk.json.JsonReader;
import dev.brisk.json.JsonToken;
import dev.brisk.json.Names;
import dev.brisk.json.ReaderOptions;
import dev.brisk.json.internal.ReusableReaders;
import dev.brisk.json.internal.Swar;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Not shipped: the ceilings a MediaContent read could reach, to tell the generated codecs' shape
 * from the reader's own cost (issue 15). {@link #readApi} is the best code a generator could emit
 * over the public {@link JsonReader} API (static per-type methods, no codec indirection, enums by
 * {@code selectString}, small lists sized for their usual length). {@link #readBytes} works on
 * the bytes themselves, as a parser written for this one document would: compact JSON, ASCII
 * strings without escapes (found 8 bytes at a time), members in declaration order and matched as
 * prepared words, anything else refused. Neither is a
 * reader: they say how fast one could be. {@link #readCursor} is what a generator emits over a
 * {@link BytesCursor} (the same member loops as readApi, with a pooled cursor and the fallback
 * to readApi as the mapper does it).
 */
final class MediaContentByHand {
    private MediaContentByHand() { }

    private static final ReusableReaders READERS = ReusableReaders.of(ReaderOptions.defaults());
    private static final Names CONTENT = Names.of("media", "images");
    private static final Names MEDIA = Names.of("uri", "title", "width", "height", "format", "duration", "size",
            "bitrate", "hasBitrate", "persons", "player", "copyright");
    private static final Names IMAGE = Names.of("uri", "title", "width", "height", "size");
    private static final Names PLAYERS = Names.of("JAVA", "FLASH");
    private static final Player[] PLAYER = {Player.JAVA, Player.FLASH};
    private static final Names SIZES = Names.of("SMALL", "LARGE");
    private static final Size[] SIZE = {Size.SMALL, Size.LARGE};
    private static final Member M_bitrate = new Member("bitrate");
    private static final Member M_copyright = new Member("copyright");
    private static final Member M_duration = new Member("duration");
    private static final Member M_format = new Member("format");
    private static final Member M_hasBitrate = new Member("hasBitrate");
    private static final Member M_height = new Member("height");
    private static final Member M_images = new Member("images");
    private static final Member M_media = new Member("media");
    private static final Member M_persons = new Member("persons");
    private static final Member M_player = new Member("player");
    private static final Member M_size = new Member("size");
    private static final Member M_title = new Member("title");
    private static final Member M_uri = new Member("uri");
    private static final Member M_width = new Member("width");

    // ------------------------------------------------------------ over the JsonReader API

    static MediaContent readApi(byte[] json) {
        JsonReader in = READERS.take(json);
        MediaContent c = content(in);
        if (in.peek() != JsonToken.END_DOCUMENT) throw in.error("trailing data");
        READERS.give(in);
        return c;
    }

    private static MediaContent content(JsonReader in) {
        in.beginObject();
        MediaContent c = new MediaContent();
        int expect = 0;
        for (int i; (i = in.nextMember(CONTENT, expect)) != JsonReader.END_OF_OBJECT; ) {
            if (i >= 0) expect = i + 1;
            switch (i) {
                case 0: c.media = media(in); break;
                case 1: c.images = images(in); break;
                default: in.skipValue();
            }
        }
        in.endObject();
        return c;
    }

    private static Media media(JsonReader in) {
        in.beginObject();
        Media m = new Media();
        int expect = 0;
        for (int i; (i = in.nextMember(MEDIA, expect)) != JsonReader.END_OF_OBJECT; ) {
            if (i >= 0) expect = i + 1;
            switch (i) {
                case 0: m.uri = in.nextStringOrNull(); break;
                case 1: m.title = in.nextStringOrNull(); break;
                case 2: m.width = in.nextInt(); break;
                case 3: m.height = in.nextInt(); break;
                case 4: m.format = in.nextStringOrNull(); break;
                case 5: m.duration = in.nextLong(); break;
                case 6: m.size = in.nextLong(); break;
                case 7: m.bitrate = in.nextInt(); break;
                case 8: m.hasBitrate = in.nextBoolean(); break;
                case 9: m.persons = strings(in); break;
                case 10: m.player = PLAYER[in.selectString(PLAYERS)]; break;
                case 11: m.copyright = in.nextStringOrNull(); break;
                default: in.skipValue();
            }
        }
        in.endObject();
        return m;
    }

    private static List<String> strings(JsonReader in) {
        in.beginArray();
        List<String> list = new ArrayList<>(4);
        while (in.hasNext()) list.add(in.nextStringOrNull());
        in.endArray();
        return list;
    }

    private static List<Image> images(JsonReader in) {
        in.beginArray();
        List<Image> list = new ArrayList<>(4);
        while (in.hasNext()) list.add(image(in));
        in.endArray();
        return list;
    }

    private static Image image(JsonReader in) {
        in.beginObject();
        Image m = new Image();
        int expect = 0;
        for (int i; (i = in.nextMember(IMAGE, expect)) != JsonReader.END_OF_OBJECT; ) {
            if (i >= 0) expect = i + 1;
            switch (i) {
                case 0: m.uri = in.nextStringOrNull(); break;
                case 1: m.title = in.nextStringOrNull(); break;
                case 2: m.width = in.nextInt(); break;
                case 3: m.height = in.nextInt(); break;
                case 4: m.size = SIZE[in.selectString(SIZES)]; break;
                default: in.skipValue();
            }
        }
        in.endObject();
        return m;
    }

    // ------------------------------------------------------------ over the BytesCursor

    private static final CursorPool CURSORS = CursorPool.forOptions(ReaderOptions.defaults());

    static MediaContent readCursor(byte[] json) {
        BytesCursor in = CURSORS.take(json);
        MediaContent c = content(in);
        boolean read = in.finish();
        CURSORS.give(in);
        return read ? c : readApi(json);
    }

    private static final dev.brisk.bind.Codec<MediaContent> CODEC = Binders.BRISK.codec(MediaContent.class);

    /** The generated codecs over a pooled cursor, without the mapper's per-call steps (codec lookup, cursor policy). */
    static MediaContent readCodecCursor(byte[] json) {
        BytesCursor in = CURSORS.take(json);
        MediaContent c = CODEC.readBytes(in);
        boolean read = in.finish();
        CURSORS.give(in);
        return read ? c : readApi(json);
    }

    /** Whether the cursor reads {@code json} by itself (no fallback): for the benchmark's check. */
    static boolean cursorReadsAll(byte[] json) {
        BytesCursor in = BytesCursor.over(json);
        content(in);
        return in.finish();
    }

    private static MediaContent content(BytesCursor in) {
        if (in.nextNull()) return null;
        in.beginObject();
        Media media = null;
        List<Image> images = null;
        int expect = 0;
        for (int i; (i = in.nextMember(CONTENT, expect)) != JsonReader.END_OF_OBJECT; ) {
            if (i >= 0) expect = i + 1;
            switch (i) {
                case 0: media = media(in); break;
                case 1: images = images(in); break;
                default: in.skipValue();
            }
        }
        if (in.failed()) return null;
        MediaContent c = new MediaContent();
        c.media = media;
        c.images = images;
        return c;
    }

    private static Media media(BytesCursor in) {
        if (in.nextNull()) return null;
        in.beginObject();
        String uri = null, title = null, format = null, copyright = null;
        int width = 0, height = 0, bitrate = 0;
        long duration = 0, size = 0;
        boolean hasBitrate = false;
        List<String> persons = null;
        Player player = null;
        int expect = 0;
        for (int i; (i = in.nextMember(MEDIA, expect)) != JsonReader.END_OF_OBJECT; ) {
            if (i >= 0) expect = i + 1;
            switch (i) {
                case 0: uri = in.nextStringOrNull(); break;
                case 1: title = in.nextStringOrNull(); break;
                case 2: width = in.nextInt(); break;
                case 3: height = in.nextInt(); break;
                case 4: format = in.nextStringOrNull(); break;
                case 5: duration = in.nextLong(); break;
                case 6: size = in.nextLong(); break;
                case 7: bitrate = in.nextInt(); break;
                case 8: hasBitrate = in.nextBoolean(); break;
                case 9: persons = strings(in); break;
                case 10: player = player(in); break;
                case 11: copyright = in.nextStringOrNull(); break;
                default: in.skipValue();
            }
        }
        if (in.failed()) return null;
        Media m = new Media();
        m.uri = uri;
        m.title = title;
        m.width = width;
        m.height = height;
        m.format = format;
        m.duration = duration;
        m.size = size;
        m.bitrate = bitrate;
        m.hasBitrate = hasBitrate;
        m.persons = persons;
        m.player = player;
        m.copyright = copyright;
        return m;
    }

    private static Player player(BytesCursor in) {
        if (in.nextNull()) return null;
        int k = in.selectString(PLAYERS);
        if (k < 0) in.fail();
        return k < 0 ? null : PLAYER[k];
    }

    private static Size size(BytesCursor in) {
        if (in.nextNull()) return null;
        int k = in.selectString(SIZES);
        if (k < 0) in.fail();
        return k < 0 ? null : SIZE[k];
    }

    private static List<String> strings(BytesCursor in) {
        if (in.nextNull()) return null;
        in.beginArray();
        List<String> list = new ArrayList<>(4);
        while (in.nextElement()) list.add(in.nextStringOrNull());
        return list;
    }

    private static List<Image> images(BytesCursor in) {
        if (in.nextNull()) return null;
        in.beginArray();
        List<Image> list = new ArrayList<>(4);
        while (in.nextElement()) list.add(image(in));
        return list;
    }

    private static Image image(BytesCursor in) {
        if (in.nextNull()) return null;
        in.beginObject();
        String uri = null, title = null;
        int width = 0, height = 0;
        Size size = null;
        int expect = 0;
        for (int i; (i = in.nextMember(IMAGE, expect)) != JsonReader.END_OF_OBJECT; ) {
            if (i >= 0) expect = i + 1;
            switch (i) {
                case 0: uri = in.nextStringOrNull(); break;
                case 1: title = in.nextStringOrNull(); break;
                case 2: width = in.nextInt(); break;
                case 3: height = in.nextInt(); break;
                case 4: size = size(in); break;
                default: in.skipValue();
            }
        }
        if (in.failed()) return null;
        Image m = new Image();
        m.uri = uri;
        m.title = title;
        m.width = width;
        m.height = height;
        m.size = size;
        return m;
    }

    // ------------------------------------------------------------ over the bytes

    /** The parse position: one per read, as a reader object would be. */
    private static final class At {
        final byte[] b;
        int p;

        At(byte[] b) { this.b = b; }
    }

    static MediaContent readBytes(byte[] json) {
        At at = new At(json);
        MediaContent c = new MediaContent();
        expect(at, '{');
        name(at, M_media);
        c.media = media(at);
        expect(at, ',');
        name(at, M_images);
        expect(at, '[');
        List<Image> images = new ArrayList<>(4);
        do images.add(image(at)); while (next(at));
        c.images = images;
        expect(at, '}');
        if (at.p != json.length) throw new IllegalArgumentException("trailing data at " + at.p);
        return c;
    }

    private static Media media(At at) {
        Media m = new Media();
        expect(at, '{');
        name(at, M_uri); m.uri = string(at); expect(at, ',');
        name(at, M_title); m.title = string(at); expect(at, ',');
        name(at, M_width); m.width = (int) number(at); expect(at, ',');
        name(at, M_height); m.height = (int) number(at); expect(at, ',');
        name(at, M_format); m.format = string(at); expect(at, ',');
        name(at, M_duration); m.duration = number(at); expect(at, ',');
        name(at, M_size); m.size = number(at); expect(at, ',');
        name(at, M_bitrate); m.bitrate = (int) number(at); expect(at, ',');
        name(at, M_hasBitrate); m.hasBitrate = bool(at); expect(at, ',');
        name(at, M_persons);
        expect(at, '[');
        List<String> persons = new ArrayList<>(4);
        do persons.add(string(at)); while (next(at));
        m.persons = persons;
        expect(at, ',');
        name(at, M_player);
        m.player = PLAYER[PLAYERS.indexOf(at.b, at.p + 1, stringEnd(at))];
        at.p = stringEnd(at) + 1;
        if (at.b[at.p] == ',') {
            at.p++;
            name(at, M_copyright);
            m.copyright = string(at);
        }
        expect(at, '}');
        return m;
    }

    private static Image image(At at) {
        Image m = new Image();
        expect(at, '{');
        name(at, M_uri); m.uri = string(at); expect(at, ',');
        name(at, M_title); m.title = string(at); expect(at, ',');
        name(at, M_width); m.width = (int) number(at); expect(at, ',');
        name(at, M_height); m.height = (int) number(at); expect(at, ',');
        name(at, M_size);
        m.size = SIZE[SIZES.indexOf(at.b, at.p + 1, stringEnd(at))];
        at.p = stringEnd(at) + 1;
        expect(at, '}');
        return m;
    }

    private static void expect(At at, char c) {
        if (at.b[at.p] != c) throw new IllegalArgumentException("expected " + c + " at " + at.p);
        at.p++;
    }

    /** After an array element: true past a comma, false past the closing bracket. */
    private static boolean next(At at) {
        byte c = at.b[at.p++];
        if (c == ',') return true;
        if (c == ']') return false;
        throw new IllegalArgumentException("expected , or ] at " + (at.p - 1));
    }

    /** {@code "name":} as bytes, compared a word at a time as a generator would compare prepared names. */
    private static final class Member {
        final byte[] bytes;
        final long first;
        final long second; // the last 8 bytes when longer than 8 (overlapping the first word)

        Member(String name) {
            bytes = ('"' + name + "\":").getBytes(StandardCharsets.US_ASCII);
            byte[] padded = java.util.Arrays.copyOf(bytes, 16);
            first = Swar.word(padded, 0) & (bytes.length >= 8 ? -1L : -1L >>> (64 - 8 * bytes.length));
            second = bytes.length > 8 ? Swar.word(bytes, bytes.length - 8) : first;
        }
    }

    private static void name(At at, Member m) {
        byte[] b = at.b;
        int p = at.p;
        int n = m.bytes.length;
        if (n > 16 || p + 16 > b.length) {
            if (!java.util.Arrays.equals(b, p, p + n, m.bytes, 0, n)) throw new IllegalArgumentException("unexpected name at " + p);
        } else {
            long w = Swar.word(b, p);
            if (n < 8) w &= -1L >>> (64 - 8 * n);
            long w2 = n > 8 ? Swar.word(b, p + n - 8) : w;
            if (w != m.first || w2 != m.second) throw new IllegalArgumentException("unexpected name at " + p);
        }
        at.p = p + n;
    }

    /** The closing quote of the string that opens at {@code at.p}; ASCII without escapes only. */
    private static int stringEnd(At at) {
        byte[] b = at.b;
        int p = at.p;
        if (b[p] != '"') throw new IllegalArgumentException("expected a string at " + p);
        int i = p + 1;
        for (; i + 8 <= b.length; i += 8) {
            long stops = Swar.stringStops(Swar.word(b, i));
            if (stops != 0) {
                i += Long.numberOfTrailingZeros(stops) >>> 3;
                if (b[i] == '"') return i;
                throw new IllegalArgumentException("not handled here: byte " + b[i] + " at " + i);
            }
        }
        for (; ; i++) {
            byte c = b[i];
            if (c == '"') return i;
            if (c == '\\' || c < 0x20) throw new IllegalArgumentException("not handled here: byte " + c + " at " + i);
        }
    }

    private static String string(At at) {
        if (at.b[at.p] == 'n') {
            at.p += 4;
            return null;
        }
        int end = stringEnd(at);
        String s = new String(at.b, at.p + 1, end - at.p - 1, StandardCharsets.ISO_8859_1);
        at.p = end + 1;
        return s;
    }

    private static long number(At at) {
        byte[] b = at.b;
        int p = at.p;
        boolean negative = b[p] == '-';
        if (negative) p++;
        long v = 0;
        int start = p;
        for (int c; p < b.length && (c = b[p] - '0') >= 0 && c <= 9; p++) v = v * 10 + c;
        if (p == start || p - start > 18) throw new IllegalArgumentException("not handled here: number at " + start);
        at.p = p;
        return negative ? -v : v;
    }

    private static boolean bool(At at) {
        byte[] b = at.b;
        if (b[at.p] == 't') {
            at.p += 4;
            return true;
        }
        if (b[at.p] == 'f') {
            at.p += 5;
            return false;
        }
        throw new IllegalArgumentException("expected a boolean at " + at.p);
    }
}
