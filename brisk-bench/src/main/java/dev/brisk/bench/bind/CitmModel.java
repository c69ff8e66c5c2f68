package dev.brisk.bench.bind;

import com.dslplatform.json.CompiledJson;
import io.avaje.jsonb.Json;
import dev.brisk.bind.BriskCodec;

import java.util.List;
import java.util.Map;

/** citm_catalog.json in full: name tables (maps), events by id, and performances. */
public final class CitmModel {
    private CitmModel() { }

    @BriskCodec @CompiledJson @Json
    public static final class Root {
        public Map<String, String> areaNames;
        public Map<String, String> audienceSubCategoryNames;
        public Map<String, String> blockNames;
        public Map<String, Event> events;
        public List<Performance> performances;
        public Map<String, String> seatCategoryNames;
        public Map<String, String> subTopicNames;
        public Map<String, String> subjectNames;
        public Map<String, String> topicNames;
        public Map<String, List<Long>> topicSubTopics;
        public Map<String, String> venueNames;
    }

    @BriskCodec @CompiledJson @Json
    public static final class Event {
        public String description;
        public long id;
        public String logo;
        public String name;
        public List<Long> subTopicIds;
        public String subjectCode;
        public String subtitle;
        public List<Long> topicIds;
    }

    @BriskCodec @CompiledJson @Json
    public static final class Performance {
        public long eventId;
        public long id;
        public String logo;
        public String name;
        public List<Price> prices;
        public List<SeatCategory> seatCategories;
        public String seatMapImage;
        public long start;
        public String venueCode;
    }

    @BriskCodec @CompiledJson @Json
    public static final class Price {
        public int amount;
        public long audienceSubCategoryId;
        public long seatCategoryId;
    }

    @BriskCodec @CompiledJson @Json
    public static final class SeatCategory {
        public List<Area> areas;
        public long seatCategoryId;
    }

    @BriskCodec @CompiledJson @Json
    public static final class Area {
        public long areaId;
        public List<Long> blockIds;
    }
}
