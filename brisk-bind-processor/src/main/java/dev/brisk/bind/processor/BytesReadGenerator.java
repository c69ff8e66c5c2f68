package dev.brisk.bind.processor;

import javax.lang.model.type.TypeMirror;
import java.util.List;

/**
 * Writes a generated object codec's {@code readBodyBytes} (or, for {@link ReadCursor#VALUES},
 * {@code readBodyValues}): the same member loop as its {@code readBody}, over a {@code BytesCursor}
 * (a {@code ValueCursor}) instead of a JsonReader. The cursor never throws:
 * wherever {@code readBody} would throw (an unknown member when those fail, a missing required
 * one, a creator or setter that throws, any value the cursor cannot read), this method calls
 * {@code in.fail()} and returns null without building anything, and the mapper reads the
 * document again through {@code readBody}, which then throws the error it always threw. So the
 * two methods must agree on every value they return; {@code ObjectCodecWriter} decides which
 * types get one (the others keep ObjectCodec's default, which fails at once).
 */
final class BytesReadGenerator {
    private final StringBuilder out;
    private final TypeModel model;
    private final String qualified;
    private final List<PropertyModel> readable;
    private final List<PropertyModel> unreadCreator;
    private final List<Integer> caseTargets;
    private final ReadCursor cursor;

    BytesReadGenerator(StringBuilder out, TypeModel model, List<PropertyModel> readable,
                       List<PropertyModel> unreadCreator, List<Integer> caseTargets) {
        this(out, model, readable, unreadCreator, caseTargets, ReadCursor.BYTES);
    }

    BytesReadGenerator(StringBuilder out, TypeModel model, List<PropertyModel> readable,
                       List<PropertyModel> unreadCreator, List<Integer> caseTargets, ReadCursor cursor) {
        this.cursor = cursor;
        this.out = out;
        this.model = model;
        this.qualified = model.type.getQualifiedName().toString();
        this.readable = readable;
        this.unreadCreator = unreadCreator;
        this.caseTargets = caseTargets;
    }

    /**
     * Whether a type's readBody can be mirrored: not with a catch-all or unwrapped properties
     * (their names are read as Strings and kept, see ObjectCodecWriter.byName), which fall back.
     */
    static boolean applies(TypeModel model) {
        if (model.catchAllReader != null || model.anySetter != null || model.catchAllWriter != null) return false;
        for (PropertyModel p : model.properties) if (p.unwrapped) return false;
        return true;
    }

    void write() {
        int n = readable.size();
        line("    @Override");
        line("    public " + qualified + " " + cursor.readBody + "(" + cursor.type + " in) {");
        for (int i = 0; i < n; i++) {
            TypeMirror t = readable.get(i).type;
            line("        " + TypeExpressions.erasure(t) + " v" + i + " = " + ObjectCodecWriter.zero(t) + ";");
        }
        for (int w = 0; w < (n + 63) / 64; w++) line("        long seen" + w + " = 0L;");
        line("        int expect = 0;");
        // once the cursor failed, nextMember returns END_OF_OBJECT: the loop ends at once
        line("        for (int i; (i = in.nextMember(names, expect)) != dev.brisk.json.JsonReader.END_OF_OBJECT; ) {");
        line("            if (i >= 0) expect = i + 1;");
        line("            switch (i) {");
        for (int i = 0; i < n; i++) {
            StringBuilder labels = new StringBuilder();
            for (int k = 0; k < caseTargets.size(); k++) {
                if (caseTargets.get(k) == i) labels.append(labels.length() == 0 ? "" : " ").append("case ").append(k).append(':');
            }
            line("                " + labels);
            readInto(readable.get(i), "v" + i, "r" + i);
            line("                    seen" + (i / 64) + " |= " + ObjectCodecWriter.bit(i) + ";");
            line("                    break;");
        }
        line("                default:");
        line("                    if (i < 0 && failOnUnknown) in.fail(); // readBody's error, from the JsonReader");
        line("                    else in.skipValue();");
        line("            }");
        line("        }");
        line("        if (in.failed()) return null;");
        for (int i = 0; i < n; i++) {
            if (!readable.get(i).required) continue;
            line("        if ((seen" + (i / 64) + " & " + ObjectCodecWriter.bit(i) + ") == 0) { in.fail(); return null; } // missing: readBody reports it");
        }
        for (int i = 0; i < n; i++) {
            PropertyModel p = readable.get(i);
            if (ObjectCodecWriter.inline(p) != ObjectCodecWriter.Inline.NONE) continue;
            line("        if ((seen" + (i / 64) + " & " + ObjectCodecWriter.bit(i) + ") == 0) v" + i + " = ("
                    + TypeExpressions.boxedErasure(p.type) + ") r" + i + ".missingValue();");
        }
        String[] args = new String[model.creatorArity];
        for (int i = 0; i < n; i++) if (readable.get(i).creatorIndex >= 0) args[readable.get(i).creatorIndex] = "v" + i;
        for (int i = 0; i < unreadCreator.size(); i++) {
            PropertyModel p = unreadCreator.get(i);
            args[p.creatorIndex] = "(" + TypeExpressions.boxedErasure(p.type) + ") u" + i + ".missingValue()";
        }
        line("        " + qualified + " obj;");
        line("        try {");
        line("            obj = " + (model.factoryName != null ? qualified + "." + model.factoryName : "new " + qualified)
                + "(" + String.join(", ", args) + ");");
        for (int i = 0; i < n; i++) {
            PropertyModel p = readable.get(i);
            if (p.creatorIndex < 0 && p.setter != null) {
                line("            if ((seen" + (i / 64) + " & " + ObjectCodecWriter.bit(i) + ") != 0) " + String.format(p.setter, "v" + i) + ";");
            }
        }
        // A catch of the user's creator or setter, not of the cursor (which never throws): the
        // JsonReader read that follows calls them again and reports the failure with its location.
        line("        } catch (RuntimeException e) {");
        line("            in.fail();");
        line("            return null;");
        line("        }");
        line("        return obj;");
        line("    }");
        line("");
    }

    private void readInto(PropertyModel p, String local, String codec) {
        String to = "                    " + local + " = ";
        switch (ObjectCodecWriter.inline(p)) {
            case INT: line(to + "in.nextInt();"); break;
            case LONG: line(to + "in.nextLong();"); break;
            case DOUBLE: line(to + "in.nextDouble();"); break;
            case FLOAT: line(to + "in.nextFloat();"); break;
            case BOOLEAN: line(to + "in.nextBoolean();"); break;
            case STRING: line(to + "in.nextStringOrNull();"); break;
            default:
                if (p.type.getKind().isPrimitive()) {
                    // a codec that failed returns null: never unboxed (the value is not used then)
                    line("                    { Object x = " + codec + "." + cursor.read + "(in); if (x != null) " + local + " = ("
                            + TypeExpressions.boxedErasure(p.type) + ") x; }");
                } else {
                    line(to + "(" + TypeExpressions.boxedErasure(p.type) + ") " + codec + "." + cursor.read + "(in);");
                }
        }
    }

    private void line(String s) {
        out.append(s).append('\n');
    }
}
