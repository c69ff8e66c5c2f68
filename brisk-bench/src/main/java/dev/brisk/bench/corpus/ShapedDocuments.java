package dev.brisk.bench.corpus;

import dev.brisk.bench.corpus.JsonText.Layout;
import java.util.Random;

/**
 * Generates documents in the shapes of the standard corpora, deterministically from a seed, so
 * that {@code ./brisk bench} needs no files and every library sees the same bytes. Each shape
 * copies what makes its original hard: twitter's unicode, escapes and 64-bit ids; citm's many
 * small objects with integer keys; canada's 17-digit doubles; gsoc's long strings in one big
 * object; github_events' nesting, nulls and booleans; mesh's long number arrays.
 */
final class ShapedDocuments {

    private ShapedDocuments() {
    }

    static byte[] generate(Corpus shape, int approxBytes, long seed) {
        Random r = new Random(seed);
        int target = Math.max(approxBytes, 64);
        switch (shape) {
            case TWITTER: return twitter(r, target);
            case CITM_CATALOG: return citm(r, target);
            case CANADA: return canada(r, target);
            case GSOC_2018: return gsoc(r, target);
            case GITHUB_EVENTS: return githubEvents(r, target);
            case MESH: return mesh(r, target);
            default: throw new AssertionError(shape);
        }
    }

    // ---- words ----------------------------------------------------------------------------

    private static final String[] ASCII = {
        "the", "json", "fast", "reader", "stream", "value", "release", "build", "ship", "coffee",
        "morning", "night", "data", "Java", "Brisk", "parser", "tree", "token", "bench", "hello",
    };
    private static final String[] JAPANESE = {
        "名前", "前田あゆみ", "第一印象", "なんか怖っ", "今の印象", "とりあえず", "好きなところ",
        "思い出", "ありすぎ", "一言", "お前は一生もんのダチ", "照れますがな",
    };
    private static final String[] FRENCH = {
        "Arrière-scène", "balcon", "bergerie", "cour", "jardin", "Orchestre", "central",
        "Salle Pleyel", "Théâtre", "Opéra", "Récital", "Quatuor", "Élégie", "Symphonie",
    };
    private static final String[] EMOJI = {"😋", "✨", "😊", "❤️", "✋", "😘", "💖", "🎉"};

    private static String sentence(Random r, int words, boolean unicode) {
        StringBuilder sb = new StringBuilder(words * 8);
        for (int i = 0; i < words; i++) {
            if (i > 0) {
                sb.append(r.nextInt(12) == 0 ? "\n" : " ");
            }
            int pick = unicode ? r.nextInt(10) : 0;
            if (pick < 5) {
                sb.append(ASCII[r.nextInt(ASCII.length)]);
            } else if (pick < 8) {
                sb.append(JAPANESE[r.nextInt(JAPANESE.length)]);
            } else {
                sb.append(EMOJI[r.nextInt(EMOJI.length)]);
            }
        }
        return sb.toString();
    }

    private static String identifier(Random r, int len) {
        StringBuilder sb = new StringBuilder(len);
        for (int i = 0; i < len; i++) {
            sb.append((char) ('a' + r.nextInt(26)));
        }
        return sb.toString();
    }

    private static String hex(Random r, int len) {
        StringBuilder sb = new StringBuilder(len);
        for (int i = 0; i < len; i++) {
            sb.append(Character.forDigit(r.nextInt(16), 16));
        }
        return sb.toString();
    }

    // ---- twitter: { statuses: [ tweet... ], search_metadata: {...} } -----------------------

    private static byte[] twitter(Random r, int target) {
        JsonText j = new JsonText(target + 4096, Layout.PRETTY, true);
        j.beginObject().name("statuses").beginArray();
        long id = 505874924095815681L;
        while (j.length() < target - 600) {
            id -= 1 + r.nextInt(100_000);
            tweet(j, r, id);
        }
        j.endArray();
        j.name("search_metadata").beginObject()
                .name("completed_in").numberText("0.087")
                .field("max_id", 505874924095815681L)
                .field("max_id_str", "505874924095815681")
                .field("next_results", "?max_id=" + id + "&q=%E4%B8%80&count=100&include_entities=1")
                .field("query", "%E4%B8%80")
                .field("count", 100)
                .field("since_id", 0)
                .endObject();
        return j.endObject().toBytes();
    }

    private static void tweet(JsonText j, Random r, long id) {
        j.beginObject();
        j.name("metadata").beginObject().field("result_type", "recent")
                .field("iso_language_code", r.nextBoolean() ? "ja" : "en").endObject();
        j.field("created_at", "Sun Aug 31 00:" + (10 + r.nextInt(50)) + ":15 +0000 2014");
        j.field("id", id).field("id_str", Long.toString(id));
        j.field("text", "@" + identifier(r, 8) + " " + sentence(r, 6 + r.nextInt(20), true));
        j.field("source", "<a href=\"http://twitter.com/download/iphone\" rel=\"nofollow\">Twitter for iPhone</a>");
        j.field("truncated", false);
        j.name("in_reply_to_status_id").nul().name("in_reply_to_user_id").nul();
        j.name("user").beginObject();
        long userId = 1_000_000L + r.nextInt(2_000_000_000);
        j.field("id", userId).field("id_str", Long.toString(userId));
        j.field("name", sentence(r, 2, true)).field("screen_name", identifier(r, 10));
        j.field("location", r.nextBoolean() ? "" : sentence(r, 2, true));
        j.field("description", sentence(r, 5 + r.nextInt(15), true));
        j.name("url").nul();
        j.name("entities").beginObject().name("description").beginObject()
                .name("urls").beginArray().endArray().endObject().endObject();
        j.field("protected", false).field("followers_count", r.nextInt(10_000))
                .field("friends_count", r.nextInt(5_000)).field("listed_count", r.nextInt(50))
                .field("created_at", "Sun Jul 21 14:04:17 +0000 2013")
                .field("favourites_count", r.nextInt(100_000)).name("utc_offset").nul()
                .name("time_zone").nul().field("geo_enabled", r.nextBoolean())
                .field("verified", false).field("statuses_count", r.nextInt(100_000))
                .field("lang", "ja")
                .field("profile_image_url", "http://pbs.twimg.com/profile_images/" + r.nextInt(1 << 30) + "/" + hex(r, 8) + "_normal.jpeg")
                .field("default_profile", r.nextBoolean());
        j.endObject();
        j.name("geo").nul().name("coordinates").nul().name("place").nul().name("contributors").nul();
        j.field("retweet_count", r.nextInt(1000)).field("favorite_count", r.nextInt(1000));
        j.name("entities").beginObject();
        j.name("hashtags").beginArray();
        for (int i = r.nextInt(3); i > 0; i--) {
            int at = r.nextInt(100);
            j.beginObject().field("text", sentence(r, 1, true)).name("indices").beginArray()
                    .number(at).number(at + 5).endArray().endObject();
        }
        j.endArray();
        j.name("symbols").beginArray().endArray().name("urls").beginArray().endArray();
        j.name("user_mentions").beginArray();
        if (r.nextBoolean()) {
            long mid = r.nextInt(1 << 30);
            j.beginObject().field("screen_name", identifier(r, 8)).field("name", sentence(r, 2, true))
                    .field("id", mid).field("id_str", Long.toString(mid))
                    .name("indices").beginArray().number(0).number(9).endArray().endObject();
        }
        j.endArray().endObject();
        j.field("favorited", false).field("retweeted", false).field("lang", "ja");
        j.endObject();
    }

    // ---- citm_catalog: name tables keyed by integer text, events, performances -------------

    private static byte[] citm(Random r, int target) {
        JsonText j = new JsonText(target + 4096, Layout.PRETTY, false);
        int names = Math.max(4, target / 2000);
        j.beginObject();
        nameTable(j, r, "areaNames", 205705993L, names);
        nameTable(j, r, "audienceSubCategoryNames", 337100890L, 3);
        j.name("blockNames").beginObject().endObject();
        j.name("events").beginObject();
        int events = Math.max(2, target / 3000);
        for (int e = 0; e < events; e++) {
            long id = 138586341L + e * 7L;
            j.name(Long.toString(id)).beginObject().name("description").nul().field("id", id)
                    .name("logo").nul().field("name", sentence(r, 3, false))
                    .name("subTopicIds").beginArray().number(337184269).number(337184283).endArray()
                    .name("subjectCode").nul().name("subtitle").nul()
                    .name("topicIds").beginArray().number(324846099).number(107888604).endArray()
                    .endObject();
        }
        j.endObject();
        j.name("performances").beginArray();
        while (j.length() < target - 400) {
            j.beginObject().field("eventId", 138586341L + r.nextInt(events) * 7L)
                    .field("id", 339887544L + r.nextInt(1_000_000)).name("logo").nul()
                    .name("name").nul().name("prices").beginArray();
            for (int p = 1 + r.nextInt(3); p > 0; p--) {
                j.beginObject().field("amount", 10_000 + r.nextInt(90_000))
                        .field("audienceSubCategoryId", 337100890L)
                        .field("seatCategoryId", 338937295L + r.nextInt(20)).endObject();
            }
            j.endArray().name("seatCategories").beginArray();
            for (int s = 1 + r.nextInt(3); s > 0; s--) {
                j.beginObject().name("areas").beginArray();
                for (int a = 1 + r.nextInt(4); a > 0; a--) {
                    j.beginObject().field("areaId", 205705993L + r.nextInt(names))
                            .name("blockIds").beginArray().endArray().endObject();
                }
                j.endArray().field("seatCategoryId", 338937295L + r.nextInt(20)).endObject();
            }
            j.endArray().name("seatMapImage").nul()
                    .field("start", 1372701600000L + r.nextInt(1_000_000) * 1000L)
                    .field("venueCode", "PLEYEL_PLEYEL").endObject();
        }
        j.endArray();
        nameTable(j, r, "seatCategoryNames", 338937295L, 5);
        j.name("subTopicNames").beginObject().endObject();
        j.name("venueNames").beginObject().field("PLEYEL_PLEYEL", "Salle Pleyel").endObject();
        return j.endObject().toBytes();
    }

    private static void nameTable(JsonText j, Random r, String name, long firstId, int count) {
        j.name(name).beginObject();
        for (int i = 0; i < count; i++) {
            j.field(Long.toString(firstId + i), FRENCH[r.nextInt(FRENCH.length)] + " "
                    + FRENCH[r.nextInt(FRENCH.length)].toLowerCase(java.util.Locale.ROOT));
        }
        j.endObject();
    }

    // ---- canada: GeoJSON polygons of 17-significant-digit coordinates ----------------------

    private static byte[] canada(Random r, int target) {
        JsonText j = new JsonText(target + 4096, Layout.COMPACT, false);
        j.beginObject().field("type", "FeatureCollection").name("features").beginArray();
        j.beginObject().field("type", "Feature").name("properties").beginObject()
                .field("name", "Canada").endObject();
        j.name("geometry").beginObject().field("type", "Polygon").name("coordinates").beginArray();
        double lon = -65.613616999999977;
        double lat = 43.420273000000009;
        while (j.length() < target - 200) {
            j.beginArray();
            int points = 50 + r.nextInt(500);
            for (int p = 0; p < points && j.length() < target - 100; p++) {
                lon += (r.nextDouble() - 0.5) * 0.05;
                lat += (r.nextDouble() - 0.5) * 0.05;
                // canada.json prints 17 significant digits (e.g. 43.420273000000009), not the
                // shortest form: keep that, it is what makes the file hard for number parsers.
                j.beginArray().numberText(seventeenDigits(lon)).numberText(seventeenDigits(lat))
                        .endArray();
            }
            j.endArray();
        }
        j.endArray().endObject().endObject().endArray();
        return j.endObject().toBytes();
    }

    private static String seventeenDigits(double v) {
        String s = new java.math.BigDecimal(v).round(new java.math.MathContext(17)).toPlainString();
        // trailing zeros after the point carry nothing; the original drops them too
        if (s.indexOf('.') >= 0) {
            int end = s.length();
            while (s.charAt(end - 1) == '0') {
                end--;
            }
            if (s.charAt(end - 1) == '.') {
                end--;
            }
            s = s.substring(0, end);
        }
        return s;
    }

    // ---- gsoc-2018: one object of projects keyed "0".."n", long descriptions ---------------

    private static byte[] gsoc(Random r, int target) {
        JsonText j = new JsonText(target + 4096, Layout.PRETTY, false);
        j.beginObject();
        for (int i = 0; i == 0 || j.length() < target - 1500; i++) {
            j.name(Integer.toString(i)).beginObject()
                    .field("@context", "http://schema.org").field("@type", "SoftwareSourceCode")
                    .field("name", sentence(r, 4, false))
                    .field("description", sentence(r, 40 + r.nextInt(120), false))
                    .name("sponsor").beginObject().field("@type", "Organization")
                    .field("name", sentence(r, 1, false))
                    .field("disambiguatingDescription", sentence(r, 12, false))
                    .field("description", sentence(r, 30 + r.nextInt(60), false))
                    .field("url", "https://" + identifier(r, 8) + ".org/")
                    .field("logo", "//lh3.googleusercontent.com/" + identifier(r, 40)).endObject()
                    .name("author").beginObject().field("@type", "Person")
                    .field("name", sentence(r, 2, false)).endObject()
                    .endObject();
        }
        return j.endObject().toBytes();
    }

    // ---- github_events: an array of events with nested actor, repo, payload ----------------

    private static byte[] githubEvents(Random r, int target) {
        JsonText j = new JsonText(target + 4096, Layout.PRETTY, true);
        j.beginArray();
        for (int e = 0; e == 0 || j.length() < target - 1200; e++) {
            String login = identifier(r, 9);
            String repo = login + "/" + identifier(r, 7);
            String avatar = hex(r, 32);
            j.beginObject().field("type", "PushEvent").field("created_at", "2013-01-10T07:58:30Z");
            j.name("actor").beginObject().field("gravatar_id", avatar).field("login", login)
                    .field("avatar_url", "https://secure.gravatar.com/avatar/" + avatar
                            + "?d=https://a248.e.akamai.net/assets.github.com%2Fimages%2Fgravatars%2Fgravatar-user-420.png")
                    .field("url", "https://api.github.com/users/" + login)
                    .field("id", r.nextInt(5_000_000)).endObject();
            j.name("repo").beginObject().field("url", "https://api.github.com/repos/" + repo)
                    .field("id", r.nextInt(10_000_000)).field("name", repo).endObject();
            j.field("public", true);
            j.name("payload").beginObject().name("commits").beginArray();
            for (int c = 1 + r.nextInt(3); c > 0; c--) {
                String sha = hex(r, 40);
                j.beginObject().field("url", "https://api.github.com/repos/" + repo + "/commits/" + sha)
                        .field("message", sentence(r, 5 + r.nextInt(20), false))
                        .field("distinct", r.nextBoolean()).field("sha", sha)
                        .name("author").beginObject().field("email", login + "@example.com")
                        .field("name", sentence(r, 2, false)).endObject().endObject();
            }
            j.endArray().field("distinct_size", 1).field("ref", "refs/heads/master")
                    .field("push_id", 100_000_000L + r.nextInt(100_000_000))
                    .field("head", hex(r, 40)).field("before", hex(r, 40)).field("size", 1)
                    .name("description").nul().name("master_branch").nul().endObject();
            j.field("id", Long.toString(1_000_000_000L + r.nextInt(1 << 30)));
            j.endObject();
        }
        return j.endArray().toBytes();
    }

    /** An array of doubles with about 12-13 significant digits, as mesh.json has. */
    private static void numbers(JsonText j, Random r, String name, int end, double scale,
            double offset) {
        j.name(name).beginArray();
        while (j.length() < end) {
            j.numberText(Double.toString(Math.round((r.nextDouble() * 2 * Math.max(offset, 0.5)
                    - offset) * scale) / scale));
        }
        j.endArray();
    }

    // ---- mesh: long arrays of short doubles and small integers -----------------------------

    private static byte[] mesh(Random r, int target) {
        JsonText j = new JsonText(target + 4096, Layout.SPACED, false);
        int vertices = Math.max(3, target / 60);
        j.beginObject().name("batches").beginArray().beginObject()
                .name("indexRange").beginArray().number(0).number(vertices * 3L).endArray()
                .name("vertexRange").beginArray().number(0).number(vertices).endArray()
                .name("usedBones").beginArray().number(22).endArray().endObject().endArray();
        j.name("morphTargets").beginObject().endObject();
        numbers(j, r, "positions", target * 25 / 100, 1e13, 2.5);
        numbers(j, r, "tex0", target * 35 / 100, 1e12, 0);
        j.name("colors").beginArray();
        while (j.length() < target * 42 / 100) {
            j.number(4278190080L + r.nextInt(256));
        }
        j.endArray();
        j.name("influences").beginArray();
        while (j.length() < target * 52 / 100) {
            j.beginArray().numberText("1.0").number(r.nextInt(30)).endArray();
        }
        j.endArray();
        numbers(j, r, "normals", target * 77 / 100, 1e12, 1);
        j.name("indices").beginArray();
        while (j.length() < target - 30) {
            j.number(r.nextInt(vertices));
        }
        j.endArray();
        return j.endObject().toBytes();
    }
}
