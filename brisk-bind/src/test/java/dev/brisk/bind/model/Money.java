package dev.brisk.bind.model;

import dev.brisk.bind.BriskCodec;
import dev.brisk.bind.JsonCreator;
import dev.brisk.bind.JsonName;
import dev.brisk.bind.JsonRequired;

import java.math.BigDecimal;
import java.util.Objects;

/** Immutable class with final fields set through an annotated creator. */
@BriskCodec
public final class Money {
    final BigDecimal amount;
    final String currency;

    @JsonCreator
    public Money(@JsonName("amount") @JsonRequired BigDecimal amount, @JsonName("currency") String currency) {
        this.amount = Objects.requireNonNull(amount, "amount");
        this.currency = currency == null ? "EUR" : currency;
    }

    public BigDecimal getAmount() { return amount; }
    public String getCurrency() { return currency; }

    @Override public boolean equals(Object o) {
        return o instanceof Money && ((Money) o).amount.equals(amount) && ((Money) o).currency.equals(currency);
    }
    @Override public int hashCode() { return amount.hashCode() * 31 + currency.hashCode(); }
    @Override public String toString() { return amount + " " + currency; }
}
