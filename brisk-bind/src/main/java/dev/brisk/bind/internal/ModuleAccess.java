package dev.brisk.bind.internal;

/**
 * What binding needs from the module system when bound types live in a named module. A module
 * does not read another just because that one exports or opens a package to it, and both
 * {@code privateLookupIn} and a lookup's access check require readability; {@code dev.brisk.bind}
 * may add the read edge for itself. On the class path (unnamed modules) there is nothing to do.
 */
final class ModuleAccess {
    private ModuleAccess() { }

    /** Lets {@code dev.brisk.bind} read the module of {@code type}. */
    static void read(Class<?> type) {
        Module self = ModuleAccess.class.getModule();
        Module target = type.getModule();
        if (self.isNamed() && !self.canRead(target)) self.addReads(target);
    }

    /** The module-info line that grants what was missing, e.g. "add 'opens p to dev.brisk.bind;' to module m". */
    static String directive(String kind, Class<?> type) {
        String module = type.getModule().isNamed() ? "module " + type.getModule().getName() : "its module";
        return "add '" + kind + " " + type.getPackageName() + " to dev.brisk.bind;' to " + module + "'s module-info.java";
    }
}
