package homebot.mode;

import homebot.skills.api.ModePlugin;

/** The plugin of a mode without an entrypoint: SKILL.md alone, every hook at its default. */
final class PromptOnlyPlugin implements ModePlugin {}
