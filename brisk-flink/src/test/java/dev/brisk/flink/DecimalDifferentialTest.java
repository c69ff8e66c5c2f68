package dev.brisk.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.types.DataType;

/**
 * Decimals of every precision and scale read as json reads them, rounding and overflow included,
 * for plain numbers of up to 24 digits (the compact path and its fallback) and with exponents.
 */
class DecimalDifferentialTest {
    @Property(tries = 2000)
    void everyDecimalReadsAsJsonReadsIt(@ForAll @IntRange(min = 1, max = 38) int precision, @ForAll @IntRange(max = 38) int scaleSeed,
                                        @ForAll boolean negative, @ForAll @StringLength(min = 1, max = 12) @net.jqwik.api.constraints.NumericChars String whole,
                                        @ForAll @StringLength(max = 12) @net.jqwik.api.constraints.NumericChars String fraction,
                                        @ForAll @IntRange(min = -1, max = 25) int exponent) {
        int scale = scaleSeed % (precision + 1);
        String intPart = whole.replaceFirst("^0+(?=.)", "");
        String number = (negative ? "-" : "") + intPart + (fraction.isEmpty() ? "" : "." + fraction)
                + (exponent < 0 ? "" : "e" + (exponent - 12));
        DataType type = DataTypes.ROW(DataTypes.FIELD("d", DataTypes.DECIMAL(precision, scale)));
        byte[] message = ("{\"d\": " + number + "}").getBytes(StandardCharsets.UTF_8);
        FlinkJson.Outcome json = FlinkJson.read(FlinkJson.flinkReader(type, false, false, "SQL"), type, message);
        FlinkJson.Outcome brisk = FlinkJson.read(FlinkJson.briskReader(type, false, false, "SQL"), type, message);
        assertEquals(json.toString(), brisk.toString(), number + " as DECIMAL(" + precision + ", " + scale + ")");
    }
}
