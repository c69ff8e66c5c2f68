package dev.brisk.bind.internal;

/**
 * Whether brisk-pack, an optional dependency of the mapper, can be used here. Without this
 * check a binary-format method fails with {@code NoClassDefFoundError} deep inside; with it,
 * the error says which dependency to add, and on the module path that the module must be
 * resolved explicitly ({@code dev.brisk.bind} requires it only statically).
 */
public final class PackPresence {
    private static final String MODULE = "dev.brisk.pack";
    private static final boolean PRESENT = present();

    private PackPresence() { }

    /** Throws IllegalStateException naming the missing dependency unless brisk-pack is usable. */
    public static void require(String method) {
        if (!PRESENT) throw new IllegalStateException(message(method, PackPresence.class.getModule().isNamed()));
    }

    static String message(String method, boolean modulePath) {
        return "Brisk." + method + " needs brisk-pack, which is not " + (modulePath
                ? "resolved: dev.brisk.bind requires it only statically, so add it to the module path and"
                        + " resolve it with --add-modules " + MODULE + " (or 'requires " + MODULE + ";' in your module)"
                : "on the class path: add the dependency dev.brisk:brisk-pack (the same version as brisk-bind)");
    }

    private static boolean present() {
        Module self = PackPresence.class.getModule();
        if (self.isNamed()) {
            ModuleLayer layer = self.getLayer();
            return layer != null && layer.findModule(MODULE).isPresent();
        }
        try {
            Class.forName("dev.brisk.pack.MsgPackWriter", false, PackPresence.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}
