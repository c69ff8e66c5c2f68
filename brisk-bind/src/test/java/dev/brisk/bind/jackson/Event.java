package dev.brisk.bind.jackson;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeName;
import dev.brisk.bind.BriskCodec;

import java.time.Instant;

/** A polymorphic payload: the subtype named by a "kind" member, over the listed subtypes. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
        @JsonSubTypes.Type(value = Event.Click.class, name = "click"),
        @JsonSubTypes.Type(value = Event.PageView.class, names = {"view", "page_view"}),
        @JsonSubTypes.Type(value = Event.Purchase.class)})
@BriskCodec
public interface Event {
    @BriskCodec
    record Click(String element, int x, int y) implements Event { }
    @BriskCodec
    record PageView(String url, Instant at) implements Event { }
    @BriskCodec
    @JsonTypeName("buy") record Purchase(String sku, long cents) implements Event { }
}
