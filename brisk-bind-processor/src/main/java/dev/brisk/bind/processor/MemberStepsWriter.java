package dev.brisk.bind.processor;

import java.util.List;

/**
 * Writes the part of a generated codec's {@code writeBody} that runs when the sink is a compact
 * in-memory {@code JsonWriter} (the common {@code Brisk.writeBytes} case): the members as
 * {@code JsonWriter} member steps ({@code beginMembers}, {@code nextMember}, {@code nextName},
 * {@code endMembers}), each straight into the writer's buffer without its per-call state checks.
 * Every other sink, and every writer the steps do not apply to, takes the usual body that
 * {@link ObjectCodecWriter} writes, renamed {@code writeUsual}. The order of members, the null
 * and absence tests and the values are the usual body's, line for line. The codec's {@code write}
 * opens and closes a nested object around the same steps ({@code beginObjectMembers},
 * {@code endObjectMembers}) where the writer allows it.
 */
final class MemberStepsWriter {
    private final ObjectCodecWriter codec;
    private final StringBuilder out;
    private final String qualified;

    MemberStepsWriter(ObjectCodecWriter codec, StringBuilder out, String qualified) {
        this.codec = codec;
        this.out = out;
        this.qualified = qualified;
    }

    /** The dispatching {@code writeBody} and the steps; the usual body must follow as {@code writeUsual}. */
    void write(List<PropertyModel> writable) {
        // A nested object (a list element, a member's value) opens, runs its steps and closes in
        // two writer calls, and is reached from the caller's site without the shared
        // ObjectCodec.write, whose writeBody call sees every codec's class.
        line("    @Override");
        line("    public void write(dev.brisk.json.JsonSink out, " + qualified + " value) {");
        line("        if (value != null && out instanceof dev.brisk.json.JsonWriter) {");
        line("            dev.brisk.json.JsonWriter w = (dev.brisk.json.JsonWriter) out;");
        line("            int start = w.beginObjectMembers(writeNames);");
        line("            if (start >= 0) {");
        line("                writeSteps(w, start, value);");
        line("                w.endObjectMembers(start);");
        line("                return;");
        line("            }");
        line("        }");
        line("        super.write(out, value);");
        line("    }");
        line("");
        line("    @Override");
        line("    public void writeBody(dev.brisk.json.JsonSink out, " + qualified + " value) {");
        line("        if (out instanceof dev.brisk.json.JsonWriter) {");
        line("            dev.brisk.json.JsonWriter w = (dev.brisk.json.JsonWriter) out;");
        line("            int start = w.beginMembers(writeNames);");
        line("            if (start >= 0) {");
        line("                writeSteps(w, start, value);");
        line("                return;");
        line("            }");
        line("        }");
        line("        writeUsual(out, value);");
        line("    }");
        line("");
        line("    private void writeSteps(dev.brisk.json.JsonWriter w, int start, " + qualified + " value) {");
        for (int i = 0; i < writable.size(); i++) {
            PropertyModel p = writable.get(i);
            String writeNulls = codec.writeNullsExpr(p);
            String name = "w.nextName(start, writeNames, " + i + ");";
            String getter = p.getter;
            boolean boxedGetter = ObjectCodecWriter.boxedGetter(p);
            if (boxedGetter) {
                line("        {");
                line("        " + TypeExpressions.boxedErasure(p.type) + " boxed = " + p.getter + ";");
                line("        if (boxed == null) {");
                line("            if (" + writeNulls + ") { " + name + " w.nullValue(); }");
                line("        } else {");
                getter = "boxed";
            }
            switch (codec.writeInline(p)) {
                case INT: case LONG: case DOUBLE: case FLOAT: case BOOLEAN:
                    line("        w.nextMember(start, writeNames, " + i + ", " + getter + ");");
                    break;
                case STRING:
                    line("        {");
                    line("            String x = " + getter + ";");
                    line("            if (x != null) w.nextMember(start, writeNames, " + i + ", x);");
                    line("            else if (" + writeNulls + ") { " + name + " w.nullValue(); }");
                    line("        }");
                    break;
                default:
                    line("        {");
                    line("            Object x = " + getter + ";");
                    line("            if (" + writeNulls + " || !w" + i + ".isAbsent(x)) { " + name + " w" + i + ".write(w, x); }");
                    line("        }");
            }
            if (boxedGetter) line("        } }");
        }
        line("        w.endMembers(start);");
        line("    }");
        line("");
    }

    private void line(String s) {
        out.append(s).append('\n');
    }
}
