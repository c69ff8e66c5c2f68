package dev.brisk.bench.quick.model;

import java.util.List;
import java.util.Map;

/**
 * A model of citm_catalog.json for the binding cases: plain classes with public fields and
 * no-argument constructors, the one shape every library binds without annotations.
 */
public final class Citm {

    private Citm() {
    }

    /** The whole catalog. */
    public static final class Catalog {
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

    public static final class Price {
        public long amount;
        public long audienceSubCategoryId;
        public long seatCategoryId;
    }

    public static final class SeatCategory {
        public List<Area> areas;
        public long seatCategoryId;
    }

    public static final class Area {
        public long areaId;
        public List<Long> blockIds;
    }
}
