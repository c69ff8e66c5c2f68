package dev.brisk.bench.bind;

import com.dslplatform.json.CompiledJson;
import io.avaje.jsonb.Json;
import dev.brisk.bind.BriskCodec;

import java.util.Map;

/**
 * github_events.json: an array of events. The payload differs by event type, so every library
 * reads it as its natural Map&lt;String, Object&gt;. ("public" is not modelled: it is a Java keyword.)
 */
public final class GithubModel {
    private GithubModel() { }

    @BriskCodec @CompiledJson @Json
    public static final class Event {
        public String type;
        public String created_at;
        public Actor actor;
        public Repo repo;
        public Map<String, Object> payload;
        public String id;
        public Org org;
    }

    @BriskCodec @CompiledJson @Json
    public static final class Actor {
        public String gravatar_id;
        public String login;
        public String avatar_url;
        public String url;
        public long id;
    }

    @BriskCodec @CompiledJson @Json
    public static final class Repo {
        public String url;
        public long id;
        public String name;
    }

    @BriskCodec @CompiledJson @Json
    public static final class Org {
        public String gravatar_id;
        public String login;
        public String avatar_url;
        public String url;
        public long id;
    }
}
