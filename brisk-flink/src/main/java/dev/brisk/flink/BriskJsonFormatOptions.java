package dev.brisk.flink;

import org.apache.flink.configuration.ConfigOption;
import org.apache.flink.configuration.ConfigOptions;

/**
 * The options of the {@code brisk-json} format. Names, defaults and meanings are those of Flink's
 * own {@code json} format, so that a table switches formats by changing {@code 'format'} alone.
 */
public final class BriskJsonFormatOptions {
    private BriskJsonFormatOptions() {}

    /** Fail when a field of the schema is absent from a record (default: the field is null). */
    public static final ConfigOption<Boolean> FAIL_ON_MISSING_FIELD = ConfigOptions.key("fail-on-missing-field")
            .booleanType().defaultValue(false)
            .withDescription("Fail when a field of the schema is missing from a record; otherwise it is null.");

    /**
     * Drop a record that is not valid JSON, and read a value that does not convert to its
     * field's type as null (default: fail the job).
     */
    public static final ConfigOption<Boolean> IGNORE_PARSE_ERRORS = ConfigOptions.key("ignore-parse-errors")
            .booleanType().defaultValue(false)
            .withDescription("Skip records that are not valid JSON and read values that do not convert as null.");

    /** {@code SQL} ({@code 2020-12-30 12:13:14.123}) or {@code ISO-8601} ({@code 2020-12-30T12:13:14.123}). */
    public static final ConfigOption<String> TIMESTAMP_FORMAT = ConfigOptions.key("timestamp-format.standard")
            .stringType().defaultValue("SQL")
            .withDescription("Timestamp layout: 'SQL' (yyyy-MM-dd HH:mm:ss.s{precision}) or 'ISO-8601' (yyyy-MM-ddTHH:mm:ss.s{precision}).");

    /** What to do with a null map key when writing: {@code FAIL}, {@code DROP} or {@code LITERAL}. */
    public static final ConfigOption<String> MAP_NULL_KEY_MODE = ConfigOptions.key("map-null-key.mode")
            .stringType().defaultValue("FAIL")
            .withDescription("Null map keys when writing: 'FAIL', 'DROP' the entry, or write 'LITERAL' (map-null-key.literal).");

    /** The key written for a null map key in {@code LITERAL} mode. */
    public static final ConfigOption<String> MAP_NULL_KEY_LITERAL = ConfigOptions.key("map-null-key.literal")
            .stringType().defaultValue("null")
            .withDescription("The key written for a null map key when map-null-key.mode is 'LITERAL'.");

    /** Write decimals in plain notation ({@code 0.000000027} rather than {@code 2.7E-8}). */
    public static final ConfigOption<Boolean> ENCODE_DECIMAL_AS_PLAIN_NUMBER = ConfigOptions.key("encode.decimal-as-plain-number")
            .booleanType().defaultValue(false)
            .withDescription("Write DECIMAL values as plain numbers, never in scientific notation.");

    /** Leave null fields out of written objects instead of writing {@code null}. */
    public static final ConfigOption<Boolean> ENCODE_IGNORE_NULL_FIELDS = ConfigOptions.key("encode.ignore-null-fields")
            .booleanType().defaultValue(false)
            .withDescription("Leave fields whose value is null out of written objects.");
}
