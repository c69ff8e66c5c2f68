package dev.brisk.pack;

import com.arangodb.velocypack.VPackSlice;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.brisk.json.JsonWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Iterator;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** Random JSON trees through both formats, in both directions, against the references. */
class GeneratedTreesTest {
    private static final JsonNodeFactory F = JsonNodeFactory.withExactBigDecimals(true);

    private static int budget;

    static JsonNode tree(Random r, int depth) {
        budget--;
        int kind = r.nextInt(depth > 4 || budget < 0 ? 6 : 9);
        switch (kind) {
            case 0: return F.textNode(text(r));
            case 1: return F.numberNode(r.nextInt(40) - 20);
            case 2: return F.numberNode(r.nextLong() >> r.nextInt(64));
            case 3: {
                switch (r.nextInt(4)) {
                    case 0: return F.numberNode(new BigInteger(64, r)); // uint64 range
                    case 1: return F.numberNode(new BigInteger(70 + r.nextInt(40), r).negate()); // beyond: a double
                    case 2: return F.numberNode(BigDecimal.valueOf(r.nextGaussian() * Math.pow(10, r.nextInt(40) - 20)));
                    default: return F.numberNode(new BigDecimal(BigInteger.valueOf(r.nextInt(1000000)), r.nextInt(10)));
                }
            }
            case 4: return r.nextBoolean() ? F.booleanNode(r.nextBoolean()) : F.nullNode();
            case 5: return F.textNode("x".repeat(r.nextInt(3) == 0 ? 100 + r.nextInt(200) : r.nextInt(5)));
            case 6: case 7: {
                ObjectNode o = F.objectNode();
                int n = r.nextInt(5) == 0 ? 20 + r.nextInt(300) : r.nextInt(12);
                for (int i = 0; i < n; i++) o.set(r.nextInt(4) == 0 ? text(r) : "k" + r.nextInt(2 * n + 1), tree(r, depth + 1));
                return o;
            }
            default: {
                ArrayNode a = F.arrayNode();
                int n = r.nextInt(5) == 0 ? 20 + r.nextInt(300) : r.nextInt(12);
                boolean same = r.nextBoolean();
                for (int i = 0; i < n; i++) a.add(same ? F.numberNode(r.nextInt(10)) : tree(r, depth + 1));
                return a;
            }
        }
    }

    private static String text(Random r) {
        StringBuilder sb = new StringBuilder();
        int n = r.nextInt(12);
        for (int i = 0; i < n; i++) {
            int pick = r.nextInt(5);
            int cp = pick == 0 ? 0x10000 + r.nextInt(0x100000 - 0x10000) : pick == 1 ? 0xe000 + r.nextInt(0x2000)
                    : pick == 2 ? 0x80 + r.nextInt(0x700) : 0x20 + r.nextInt(0x5f);
            sb.appendCodePoint(cp);
        }
        return sb.toString();
    }

    private static byte[] json(long seed) throws Exception {
        budget = 600; // nodes: keeps each document small enough for many tries
        return VPackRef.MAPPER.writeValueAsBytes(tree(new Random(seed), 0));
    }

    /**
     * A document the validator once refused ("does not list each member exactly once"): an
     * earlier container of another size had left a member start in the scratch slots that hold
     * the marks, equal to the current container's mark number.
     */
    @Example
    void staleOffsetsInTheValidatorsScratchAreNotTakenForMarks() throws Exception {
        velocyPackAgreesWithTheReferenceBothWays(-606277L);
    }

    @Property(tries = 150)
    void velocyPackAgreesWithTheReferenceBothWays(@ForAll long seed) throws Exception {
        byte[] json = json(seed);
        String expectedSorted = Canon.of(json, true);
        for (int limit : new int[] {0, 8, Integer.MAX_VALUE}) {
            PackBuilder b = new PackBuilder().compactLimit(limit);
            JsonIn.copy(json, b);
            byte[] mine = b.toByteArray();
            VPackSlice ref = VPackRef.slice(mine);
            Canon.assertSame(expectedSorted, VPackRef.canon(ref), "ours read by velocypack, limit " + limit);
            if (ref.isObject()) {
                // the reference's own lookup must find every key in our index tables
                for (Iterator<Map.Entry<String, VPackSlice>> it = ref.objectIterator(); it.hasNext(); ) {
                    String k = it.next().getKey();
                    if (ref.get(k).isNone()) throw new AssertionError("velocypack cannot find " + k);
                    if (Slice.of(mine).get(k) == null) throw new AssertionError("Slice cannot find " + k);
                }
            }
            Canon ordered = new Canon(false);
            Slice.of(mine).copyTo(ordered);
            Canon.assertSame(Canon.of(json, false), ordered.result(), "round trip keeps order");
        }
        for (boolean unindexed : new boolean[] {false, true}) {
            Canon c = new Canon(true);
            Slice.of(VPackRef.build(json, unindexed)).copyTo(c);
            Canon.assertSame(expectedSorted, c.result(), "velocypack's bytes read by Slice");
        }
    }

    @Property(tries = 150)
    void messagePackAgreesWithTheReferenceBothWays(@ForAll long seed) throws Exception {
        byte[] json = json(seed);
        String expected = Canon.of(json, false);
        MsgPackWriter w = MsgPackWriter.toBytes();
        JsonIn.copy(json, w);
        Canon.assertSame(expected, MsgPackRef.canon(w.toByteArray()), "ours read by msgpack-core");
        Canon c = new Canon(false);
        MsgPackReader.of(MsgPackRef.pack(json)).copyTo(c);
        Canon.assertSame(expected, c.result(), "msgpack-core's bytes read by MsgPackReader");
        JsonWriter out = JsonWriter.create();
        MsgPackReader.of(w.toByteArray()).copyTo(out);
        Canon.assertSame(Canon.ofLoose(json), Canon.ofLoose(out.toByteArray()), "JSON -> MessagePack -> JSON");
    }
}
