package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;

import java.util.List;
import java.util.Map;

/** Members of any shape, read as natural values (maps, lists, strings, numbers, booleans, null): an event's payload. */
@BriskCodec
public class Loose {
    public String kind;
    public Map<String, Object> payload;
    public Object extra;
    public List<Object> items;
    public long id;
}
