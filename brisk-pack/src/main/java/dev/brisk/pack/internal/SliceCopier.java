package dev.brisk.pack.internal;

import static dev.brisk.pack.internal.VPack.error;

import dev.brisk.json.JsonException;
import dev.brisk.json.JsonSink;
import dev.brisk.json.ReadLimits;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Base64;

/**
 * Pushes a validated VelocyPack value into a {@link JsonSink} with an explicit stack, so the
 * depth is bounded by {@link ReadLimits} (checked at validation), never by the thread stack.
 * Members go out in stored order, which for builder output is the order they were written.
 */
public final class SliceCopier {
    private SliceCopier() {}

    public static void copy(byte[] b, int root, JsonSink sink, ReadLimits limits) {
        int[] at = {root};
        try {
            copy(b, root, sink, limits, at);
        } catch (JsonException e) {
            // a sink that refuses a value (NaN into a JSON writer) knows no place: the value's offset is it
            if (e.offset() >= 0 || e.line() >= 0 || e.getCause() != null) throw e; // an output failure stays as it is
            throw new JsonException(e.detail(), at[0], -1, -1, e.path(), e);
        }
    }

    /** The copy; {@code at[0]} follows the value being pushed, for the offset of a refusal. */
    private static void copy(byte[] b, int root, JsonSink sink, ReadLimits limits, int[] at) {
        int[] cur = new int[16];
        int[] end = new int[16];
        boolean[] object = new boolean[16];
        int depth = 0;
        int p = root;
        while (true) {
            // emit the value at p; containers push a frame instead of recursing
            at[0] = p;
            int t = b[p] & 0xff;
            if (VPack.isArray(t) || VPack.isObject(t)) {
                boolean isObject = VPack.isObject(t);
                int n = Containers.count(b, p);
                if (isObject) sink.beginObject(n); else sink.beginArray(n);
                if (n == 0) {
                    if (isObject) sink.endObject(); else sink.endArray();
                } else {
                    if (depth == cur.length) {
                        cur = Arrays.copyOf(cur, depth * 2);
                        end = Arrays.copyOf(end, depth * 2);
                        object = Arrays.copyOf(object, depth * 2);
                    }
                    cur[depth] = Containers.dataStart(b, p);
                    end[depth] = Containers.dataEnd(b, p);
                    object[depth] = isObject;
                    depth++;
                }
            } else {
                scalar(b, p, sink, limits);
            }
            // find the next value to emit, closing finished containers
            while (true) {
                if (depth == 0) return;
                int top = depth - 1;
                int q = cur[top];
                if (q < end[top]) {
                    if (object[top]) {
                        int kt = b[q] & 0xff;
                        if (!VPack.isString(kt)) {
                            throw error("Object key is an attribute-table integer, which has no JSON form", q);
                        }
                        sink.name(b, VPack.stringStart(b, q), VPack.stringLength(b, q));
                        q += (int) VPack.byteSize(b, q, end[top]);
                    }
                    p = q;
                    cur[top] = q + (int) VPack.byteSize(b, q, end[top]);
                    break;
                }
                depth--;
                if (object[top]) sink.endObject(); else sink.endArray();
            }
        }
    }

    private static void scalar(byte[] b, int p, JsonSink sink, ReadLimits limits) {
        int t = b[p] & 0xff;
        if (t >= 0x40 && t <= 0xbf) {
            sink.stringValue(b, VPack.stringStart(b, p), VPack.stringLength(b, p));
        } else if (t >= 0x30 && t <= 0x3f) {
            sink.numberValue(t <= 0x39 ? t - 0x30 : t - 0x40);
        } else if (t >= 0x20 && t <= 0x27) {
            sink.numberValue(VPack.readInt(b, p + 1, t - 0x1f));
        } else if (t >= 0x28 && t <= 0x2f) {
            long v = VPack.readUInt(b, p + 1, t - 0x27);
            if (v >= 0) sink.numberValue(v);
            else sink.numberValue(new BigInteger(Long.toUnsignedString(v)));
        } else if (t == VPack.DOUBLE) {
            sink.numberValue(Double.longBitsToDouble(VPack.readUInt(b, p + 1, 8)));
        } else if (t == VPack.NULL) {
            sink.nullValue();
        } else if (t == VPack.TRUE || t == VPack.FALSE) {
            sink.booleanValue(t == VPack.TRUE);
        } else if (t == VPack.UTC_DATE) {
            sink.numberValue(VPack.readUInt(b, p + 1, 8));
        } else if (t >= 0xc0 && t <= 0xc7) {
            int w = t - 0xbf;
            int len = (int) VPack.readUInt(b, p + 1, w);
            byte[] enc = Base64.getEncoder().encode(Arrays.copyOfRange(b, p + 1 + w, p + 1 + w + len));
            sink.stringValue(enc, 0, enc.length); // base64 is ASCII, hence valid UTF-8
        } else if (t >= 0xc8 && t <= 0xd7) {
            sink.numberValue(bcd(b, p, limits));
        } else {
            throw error(typeName(t) + " value has no JSON form", p);
        }
    }

    private static String typeName(int t) {
        if (t == 0x17) return "Illegal";
        if (t == 0x1d) return "External";
        if (t == 0x1e) return "MinKey";
        if (t == 0x1f) return "MaxKey";
        if (t == 0xee || t == 0xef) return "Tagged";
        if (t >= 0xf0) return "Custom (type 0x" + Integer.toHexString(t) + ")";
        return "Type 0x" + Integer.toHexString(t);
    }

    /** The exact decimal value of the packed BCD number at p, within the number limits. */
    public static BigDecimal bcd(byte[] b, int p, ReadLimits limits) {
        int t = b[p] & 0xff;
        boolean negative = t >= 0xd0;
        int w = negative ? t - 0xcf : t - 0xc7;
        int len = (int) VPack.readUInt(b, p + 1, w);
        int exponent = (int) VPack.readInt(b, p + 1 + w, 4);
        int m = p + 1 + w + 4;
        long digits = 2L * len;
        if (digits > limits.maxNumberLength()) {
            throw error(ReadLimits.exceeded("Number length", limits.maxNumberLength(), "withMaxNumberLength"), p);
        }
        if (Math.abs((long) exponent) > limits.maxNumberExponent()) {
            throw error(ReadLimits.exceeded("Number exponent", limits.maxNumberExponent(), "withMaxNumberExponent"), p);
        }
        char[] text = new char[(int) digits + 1];
        text[0] = negative ? '-' : '+';
        for (int i = 0; i < len; i++) {
            int x = b[m + i] & 0xff;
            text[1 + 2 * i] = (char) ('0' + (x >> 4));
            text[2 + 2 * i] = (char) ('0' + (x & 15));
        }
        return new BigDecimal(new BigInteger(new String(text)), -exponent);
    }
}
