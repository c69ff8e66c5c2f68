package dev.brisk.flink;

import static dev.brisk.flink.BriskJsonFormatOptions.ENCODE_DECIMAL_AS_PLAIN_NUMBER;
import static dev.brisk.flink.BriskJsonFormatOptions.ENCODE_IGNORE_NULL_FIELDS;
import static dev.brisk.flink.BriskJsonFormatOptions.FAIL_ON_MISSING_FIELD;
import static dev.brisk.flink.BriskJsonFormatOptions.IGNORE_PARSE_ERRORS;
import static dev.brisk.flink.BriskJsonFormatOptions.MAP_NULL_KEY_LITERAL;
import static dev.brisk.flink.BriskJsonFormatOptions.MAP_NULL_KEY_MODE;
import static dev.brisk.flink.BriskJsonFormatOptions.TIMESTAMP_FORMAT;

import java.util.Locale;
import java.util.Set;
import org.apache.flink.api.common.serialization.DeserializationSchema;
import org.apache.flink.api.common.serialization.SerializationSchema;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.configuration.ConfigOption;
import org.apache.flink.configuration.ReadableConfig;
import org.apache.flink.table.api.ValidationException;
import org.apache.flink.table.connector.ChangelogMode;
import org.apache.flink.table.connector.Projection;
import org.apache.flink.table.connector.format.DecodingFormat;
import org.apache.flink.table.connector.format.EncodingFormat;
import org.apache.flink.table.connector.format.ProjectableDecodingFormat;
import org.apache.flink.table.connector.sink.DynamicTableSink;
import org.apache.flink.table.connector.source.DynamicTableSource;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.factories.DeserializationFormatFactory;
import org.apache.flink.table.factories.DynamicTableFactory;
import org.apache.flink.table.factories.FactoryUtil;
import org.apache.flink.table.factories.SerializationFormatFactory;
import org.apache.flink.table.types.DataType;
import org.apache.flink.table.types.logical.RowType;

/**
 * The {@code brisk-json} table format: {@code WITH ('format' = 'brisk-json')} on any connector
 * that takes a format (filesystem, Kafka, ...). Found by Flink's factory discovery through
 * {@code META-INF/services/org.apache.flink.table.factories.Factory}; its options are those of
 * Flink's {@code json} format ({@link BriskJsonFormatOptions}). Reading pushes projections down:
 * only the selected fields are converted, the others are skipped while being validated.
 */
public final class BriskJsonFormatFactory implements DeserializationFormatFactory, SerializationFormatFactory {
    /** The format's name in {@code 'format' = 'brisk-json'}. */
    public static final String IDENTIFIER = "brisk-json";

    /** Called by Flink's factory discovery. */
    public BriskJsonFormatFactory() {}

    @Override
    public String factoryIdentifier() {
        return IDENTIFIER;
    }

    @Override
    public Set<ConfigOption<?>> requiredOptions() {
        return Set.of();
    }

    @Override
    public Set<ConfigOption<?>> optionalOptions() {
        return Set.of(FAIL_ON_MISSING_FIELD, IGNORE_PARSE_ERRORS, TIMESTAMP_FORMAT, MAP_NULL_KEY_MODE, MAP_NULL_KEY_LITERAL,
                ENCODE_DECIMAL_AS_PLAIN_NUMBER, ENCODE_IGNORE_NULL_FIELDS);
    }

    @Override
    public Set<ConfigOption<?>> forwardOptions() {
        return optionalOptions(); // none of them changes what a connector does with the bytes
    }

    @Override
    public DecodingFormat<DeserializationSchema<RowData>> createDecodingFormat(DynamicTableFactory.Context context,
                                                                               ReadableConfig options) {
        FactoryUtil.validateFactoryOptions(this, options);
        boolean failOnMissingField = options.get(FAIL_ON_MISSING_FIELD);
        boolean ignoreParseErrors = options.get(IGNORE_PARSE_ERRORS);
        if (failOnMissingField && ignoreParseErrors) {
            throw new ValidationException(FAIL_ON_MISSING_FIELD.key() + " and " + IGNORE_PARSE_ERRORS.key()
                    + " shouldn't both be true.");
        }
        String timestampFormat = timestampFormat(options);
        return new ProjectableDecodingFormat<DeserializationSchema<RowData>>() {
            @Override
            public DeserializationSchema<RowData> createRuntimeDecoder(DynamicTableSource.Context ctx, DataType physicalType,
                                                                       int[][] projections) {
                DataType produced = Projection.of(projections).project(physicalType);
                TypeInformation<RowData> info = ctx.createTypeInformation(produced);
                return new BriskRowDataDeserializationSchema((RowType) produced.getLogicalType(), info, failOnMissingField,
                        ignoreParseErrors, timestampFormat);
            }

            @Override
            public boolean supportsNestedProjection() {
                return false; // top-level fields only; a nested field is read with its whole row
            }

            @Override
            public ChangelogMode getChangelogMode() {
                return ChangelogMode.insertOnly();
            }
        };
    }

    @Override
    public EncodingFormat<SerializationSchema<RowData>> createEncodingFormat(DynamicTableFactory.Context context,
                                                                             ReadableConfig options) {
        FactoryUtil.validateFactoryOptions(this, options);
        String timestampFormat = timestampFormat(options);
        String mode = options.get(MAP_NULL_KEY_MODE).toUpperCase(Locale.ROOT);
        if (!mode.equals("FAIL") && !mode.equals("DROP") && !mode.equals("LITERAL")) {
            throw new ValidationException("Unsupported value '" + options.get(MAP_NULL_KEY_MODE) + "' for "
                    + MAP_NULL_KEY_MODE.key() + ". Supported values are [FAIL, DROP, LITERAL].");
        }
        String literal = options.get(MAP_NULL_KEY_LITERAL);
        boolean plainDecimals = options.get(ENCODE_DECIMAL_AS_PLAIN_NUMBER);
        boolean ignoreNullFields = options.get(ENCODE_IGNORE_NULL_FIELDS);
        return new EncodingFormat<SerializationSchema<RowData>>() {
            @Override
            public SerializationSchema<RowData> createRuntimeEncoder(DynamicTableSink.Context ctx, DataType physicalType) {
                return new BriskRowDataSerializationSchema((RowType) physicalType.getLogicalType(), timestampFormat, mode,
                        literal, plainDecimals, ignoreNullFields);
            }

            @Override
            public ChangelogMode getChangelogMode() {
                return ChangelogMode.insertOnly();
            }
        };
    }

    private static String timestampFormat(ReadableConfig options) {
        String format = options.get(TIMESTAMP_FORMAT);
        if (!format.equals("SQL") && !format.equals("ISO-8601")) {
            throw new ValidationException("Unsupported value '" + format + "' for " + TIMESTAMP_FORMAT.key()
                    + ". Supported values are [SQL, ISO-8601].");
        }
        return format;
    }
}
