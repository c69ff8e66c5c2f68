package dev.brisk.bind.jackson;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.brisk.bind.BriskCodec;

import java.util.Objects;

/** A flat order record of an old API: two addresses spread into the order's members by prefix. */
@BriskCodec
public class Order {
    public String id;
    @JsonUnwrapped(prefix = "billing_") public Address billing;
    @JsonUnwrapped(prefix = "shipping_") public Address shipping;
    public int items;

    @Override public boolean equals(Object o) {
        return o instanceof Order r && Objects.equals(id, r.id) && Objects.equals(billing, r.billing)
                && Objects.equals(shipping, r.shipping) && items == r.items;
    }
    @Override public int hashCode() { return Objects.hash(id, billing, shipping, items); }
    @Override public String toString() { return "Order[" + id + ", " + billing + ", " + shipping + ", " + items + "]"; }
}
