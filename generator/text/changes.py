"""House-rules changes in words, for the sheet's header and the report's rules line."""

from __future__ import annotations

from collections.abc import Callable

from generator.rules.editions import Edition, Line
from generator.text.numbers import format_number


def describe_changes(
    edition: Edition,
    lang: str,
    say: Callable[..., str],
    label: Callable[[Line], str],
    *,
    inline: bool = False,
) -> list[str]:
    """One phrase per change ``house_changes`` finds, worded by the caller's ``say``.

    ``say(key, lang, **values)`` looks up "change_value", "change_removed",
    "change_added" and "change_target" in the catalog (``generator.text.i18n.say``);
    ``label`` names a scoring line the way the caller prints it. ``inline``:
    the phrases go inside parentheses (the report's rules line), so an added
    line says ", not in the rulebook" rather than "(not in the rulebook)".
    """
    from generator.rules.house import house_changes  # only house rules have changes: loaded for them

    phrases = []
    for change in house_changes(edition):
        old = format_number(change.old, lang) if change.old is not None else ""
        new = format_number(change.new, lang) if change.new is not None else ""
        if change.line is None:
            phrases.append(say("change_target", lang, new=new, old=old))
        elif change.kind == "removed":
            phrases.append(say("change_removed", lang, label=label(change.line)))
        elif change.kind == "added":
            phrases.append(
                say(
                    "change_added_inline" if inline else "change_added",
                    lang,
                    label=label(change.line),
                    new=new,
                )
            )
        else:
            phrases.append(say("change_value", lang, label=label(change.line), new=new, old=old))
    return phrases
