package dev.brisk.bind.jackson;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.brisk.bind.BriskCodec;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

/** Money as strings, a date with a pattern, snake_case names on a record. */
@BriskCodec
public record Invoice(
        @JsonProperty("invoice_id") String id,
        @JsonFormat(shape = JsonFormat.Shape.STRING) BigDecimal total,
        @JsonProperty("tax_cents") @JsonFormat(shape = JsonFormat.Shape.STRING) long taxCents,
        @JsonProperty("due_date") @JsonFormat(pattern = "dd.MM.yyyy") LocalDate dueDate,
        Currency currency,
        List<Line> lines) {

    /** One line of the invoice. */
    @BriskCodec
    public record Line(String sku, int quantity, @JsonFormat(shape = JsonFormat.Shape.STRING) BigDecimal price) { }
}
