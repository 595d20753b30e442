# query: Normalize a keyboard shortcut such as "shift+ctrl+k" to "Ctrl+Shift+K": parts are split on "+" and trimmed,
# modifiers (ctrl/control, alt/option, shift, meta/cmd/command/super, any case) are written Ctrl, Alt, Shift, Meta in
# that order, and exactly one other key follows, written "Escape" for "esc" and otherwise capitalized (first character
# upper case, the rest lower case); return None for a repeated modifier, an empty part, or no key or several keys.
def keyboard_shortcut_normalize(text):
    aliases = {"ctrl": "Ctrl", "control": "Ctrl", "alt": "Alt", "option": "Alt", "shift": "Shift",
               "meta": "Meta", "cmd": "Meta", "command": "Meta", "super": "Meta"}
    order = ["Ctrl", "Alt", "Shift", "Meta"]
    mods = set()
    key = None
    for part in text.split("+"):
        p = part.strip().lower()
        if p in aliases:
            if aliases[p] in mods:
                return None
            mods.add(aliases[p])
        elif p and key is None:
            key = "Escape" if p == "esc" else p.capitalize()
        else:
            return None
    if key is None:
        return None
    return "+".join([m for m in order if m in mods] + [key])

# tests
assert keyboard_shortcut_normalize("shift+ctrl+k") == "Ctrl+Shift+K"
assert keyboard_shortcut_normalize("Cmd + Option + esc") == "Alt+Meta+Escape"
assert keyboard_shortcut_normalize("a") == "A"
assert keyboard_shortcut_normalize("control+f5") == "Ctrl+F5"
assert keyboard_shortcut_normalize("super+alt+shift+ctrl+ENTER") == "Ctrl+Alt+Shift+Meta+Enter"
assert keyboard_shortcut_normalize("shift+/") == "Shift+/"
assert keyboard_shortcut_normalize("ctrl+control+c") is None
assert keyboard_shortcut_normalize("ctrl+a+b") is None
assert keyboard_shortcut_normalize("ctrl+shift") is None
assert [keyboard_shortcut_normalize(t) for t in ("", "ctrl++", "+a", "meta+cmd+q")] == [None] * 4
