package homebot.mode;

import homebot.skills.api.ModePlugin;
import java.lang.reflect.InvocationTargetException;
import java.util.ServiceLoader;

/**
 * Instantiates a mode's {@code entrypoint}. A provider registered for {@code ModePlugin} with ServiceLoader is
 * preferred (it works on the module path too); otherwise the class is loaded by name. Either way it needs a
 * public no-argument constructor. This is the only reflection in the kernel.
 */
final class PluginLoader {
    private final ClassLoader loader;

    PluginLoader(ClassLoader loader) {
        this.loader = loader;
    }

    ModePlugin instantiate(String className, String origin) throws SkillLoadException {
        try {
            for (ServiceLoader.Provider<ModePlugin> p : ServiceLoader.load(ModePlugin.class, loader).stream().toList()) {
                if (p.type().getName().equals(className)) {
                    return p.get();
                }
            }
        } catch (java.util.ServiceConfigurationError e) {
            // A broken provider of another skill must not stop this one; fall through to loading by name.
        }
        Class<?> type;
        try {
            type = Class.forName(className, true, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new SkillLoadException("mode-entrypoint-missing", origin + ": entrypoint class " + className
                    + " not found (" + e + ")", e);
        }
        if (!ModePlugin.class.isAssignableFrom(type)) {
            throw new SkillLoadException("mode-entrypoint-invalid", origin + ": entrypoint " + className
                    + " does not implement homebot.skills.api.ModePlugin");
        }
        try {
            return (ModePlugin) type.getConstructor().newInstance();
        } catch (NoSuchMethodException e) {
            throw new SkillLoadException("mode-entrypoint-invalid", origin + ": entrypoint " + className
                    + " needs a public no-argument constructor", e);
        } catch (InvocationTargetException e) {
            throw new SkillLoadException("mode-entrypoint-failed", origin + ": entrypoint " + className
                    + " threw " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            throw new SkillLoadException("mode-entrypoint-failed", origin + ": entrypoint " + className
                    + " could not be created (" + e + ")", e);
        }
    }
}
