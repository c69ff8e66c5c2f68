package dev.brisk.bench.bind;

import com.dslplatform.json.CompiledJson;
import io.avaje.jsonb.Json;
import dev.brisk.bind.BriskCodec;

import java.util.List;

/**
 * The part of twitter.json every binding benchmark reads: statuses with their users and
 * entities, and the search metadata. Plain public fields, so that every library binds the same
 * classes (Brisk generated and reflective, Jackson, fastjson2, DSL-JSON compiled, Gson); members
 * that are not modelled are skipped by all of them.
 */
public final class TwitterModel {
    private TwitterModel() { }

    @BriskCodec @CompiledJson @Json
    public static final class Root {
        public List<Status> statuses;
        public SearchMetadata search_metadata;
    }

    @BriskCodec @CompiledJson @Json
    public static final class Status {
        public String created_at;
        public long id;
        public String id_str;
        public String text;
        public String source;
        public boolean truncated;
        public Long in_reply_to_status_id;
        public String in_reply_to_status_id_str;
        public Long in_reply_to_user_id;
        public String in_reply_to_user_id_str;
        public String in_reply_to_screen_name;
        public User user;
        public int retweet_count;
        public int favorite_count;
        public Entities entities;
        public boolean favorited;
        public boolean retweeted;
        public String lang;
    }

    @BriskCodec @CompiledJson @Json
    public static final class User {
        public long id;
        public String id_str;
        public String name;
        public String screen_name;
        public String location;
        public String description;
        public String url;
        public int followers_count;
        public int friends_count;
        public int listed_count;
        public String created_at;
        public int favourites_count;
        public Integer utc_offset;
        public String time_zone;
        public boolean geo_enabled;
        public boolean verified;
        public int statuses_count;
        public String lang;
        public String profile_image_url;
        public String profile_background_color;
        public boolean default_profile;
    }

    @BriskCodec @CompiledJson @Json
    public static final class Entities {
        public List<Hashtag> hashtags;
        public List<Url> urls;
        public List<UserMention> user_mentions;
    }

    @BriskCodec @CompiledJson @Json
    public static final class Hashtag {
        public String text;
        public int[] indices;
    }

    @BriskCodec @CompiledJson @Json
    public static final class Url {
        public String url;
        public String expanded_url;
        public String display_url;
        public int[] indices;
    }

    @BriskCodec @CompiledJson @Json
    public static final class UserMention {
        public String screen_name;
        public String name;
        public long id;
        public String id_str;
        public int[] indices;
    }

    @BriskCodec @CompiledJson @Json
    public static final class SearchMetadata {
        public double completed_in;
        public long max_id;
        public String max_id_str;
        public String next_results;
        public String query;
        public String refresh_url;
        public int count;
        public long since_id;
        public String since_id_str;
    }
}
