package dev.brisk.bench.flink;

import dev.brisk.flink.BriskRowDataDeserializationSchema;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.apache.flink.api.common.serialization.DeserializationSchema;
import org.apache.flink.formats.common.TimestampFormat;
import org.apache.flink.formats.json.JsonParserRowDataDeserializationSchema;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.data.conversion.DataStructureConverters;
import org.apache.flink.table.types.utils.TypeConversions;
import org.apache.flink.table.runtime.typeutils.InternalTypeInfo;
import org.apache.flink.table.types.logical.RowType;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * One record after another through the deserialization schema alone: brisk-json's against
 * flink-json's ({@code JsonParserRowDataDeserializationSchema}, what {@code 'format' = 'json'}
 * runs), on the same 1,000 event lines, every field read. Records per second.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class FlinkRowDataRead {
    private static final int RECORDS = 1000;
    private byte[][] messages;
    private DeserializationSchema<RowData> brisk;
    private DeserializationSchema<RowData> json;

    @Setup
    public void setup() throws Exception {
        Random r = new Random(42);
        messages = new byte[RECORDS][];
        for (int i = 0; i < RECORDS; i++) messages[i] = EventLines.line(r, i).getBytes(StandardCharsets.UTF_8);
        RowType type = (RowType) DataTypes.ROW(DataTypes.FIELD("event_id", DataTypes.STRING()),
                DataTypes.FIELD("user_id", DataTypes.BIGINT()), DataTypes.FIELD("session", DataTypes.STRING()),
                DataTypes.FIELD("ts", DataTypes.TIMESTAMP(3)), DataTypes.FIELD("kind", DataTypes.STRING()),
                DataTypes.FIELD("amount", DataTypes.DOUBLE()), DataTypes.FIELD("price", DataTypes.DECIMAL(10, 2)),
                DataTypes.FIELD("ok", DataTypes.BOOLEAN()), DataTypes.FIELD("tags", DataTypes.ARRAY(DataTypes.STRING())),
                DataTypes.FIELD("geo", DataTypes.ROW(DataTypes.FIELD("lat", DataTypes.DOUBLE()),
                        DataTypes.FIELD("lon", DataTypes.DOUBLE()), DataTypes.FIELD("country", DataTypes.STRING()))),
                DataTypes.FIELD("props", DataTypes.MAP(DataTypes.STRING(), DataTypes.STRING()))).getLogicalType();
        brisk = new BriskRowDataDeserializationSchema(type, InternalTypeInfo.of(type), false, false, "SQL");
        json = new JsonParserRowDataDeserializationSchema(type, InternalTypeInfo.of(type), false, false, TimestampFormat.SQL);
        brisk.open(null);
        json.open(null);
        // both read the same rows, or the comparison means nothing
        var toRow = DataStructureConverters.getConverter(TypeConversions.fromLogicalToDataType(type));
        toRow.open(getClass().getClassLoader());
        for (byte[] m : messages) {
            if (!toRow.toExternal(brisk.deserialize(m)).equals(toRow.toExternal(json.deserialize(m)))) {
                throw new IllegalStateException("brisk-json and json read " + new String(m, StandardCharsets.UTF_8) + " differently");
            }
        }
    }

    @Benchmark
    @OperationsPerInvocation(RECORDS)
    public void briskJson(Blackhole bh) throws Exception {
        for (byte[] m : messages) bh.consume(brisk.deserialize(m));
    }

    @Benchmark
    @OperationsPerInvocation(RECORDS)
    public void flinkJson(Blackhole bh) throws Exception {
        for (byte[] m : messages) bh.consume(json.deserialize(m));
    }
}
