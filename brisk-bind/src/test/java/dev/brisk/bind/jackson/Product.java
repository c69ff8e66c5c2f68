package dev.brisk.bind.jackson;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonFormat;
import dev.brisk.bind.BriskCodec;

import java.math.BigDecimal;
import java.util.Map;
import java.util.Objects;

/** A catch-all field of typed values (attributes as strings), Jackson's any-setter on the field itself. */
@BriskCodec
public class Product {
    public String sku;
    @JsonFormat(shape = JsonFormat.Shape.STRING) public BigDecimal price;
    @JsonAnySetter @JsonAnyGetter public Map<String, String> attributes;

    @Override public boolean equals(Object o) {
        return o instanceof Product p && Objects.equals(sku, p.sku) && Objects.equals(price, p.price) && Objects.equals(attributes, p.attributes);
    }
    @Override public int hashCode() { return Objects.hash(sku); }
    @Override public String toString() { return "Product[" + sku + ", " + price + ", " + attributes + "]"; }
}
