"""House-rules changes in words, for the sheet's header and the report's rules line."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from generator.rules.editions import EDITIONS, SMALL_TABLE_PLAYERS, Edition, Line
from generator.text.i18n import N_, join_list
from generator.text.languages import Lang
from generator.text.numbers import format_number

SWITCH_KEYS: Mapping[tuple[str, object], str] = MappingProxyType(
    {
        ("points", False): N_("switch_no_points"),
        ("extension_rule", "completer"): N_("switch_extension_completer"),
        ("extension_rule", "caller_or_others"): N_("switch_extension_caller_or_others"),
        ("shutout_rule", "each_blank_opponent"): N_("switch_shutout_each_blank_opponent"),
        ("shutout_rule", "trip_winner"): N_("switch_shutout_trip_winner"),
        ("coup_fourre_rule", "instead"): N_("switch_coup_fourre_instead"),
        ("coup_fourre_rule", "on_top"): N_("switch_coup_fourre_on_top"),
        ("tie_rule", "shared"): N_("switch_tie_shared"),
        ("tie_rule", "another_hand"): N_("switch_tie_another_hand"),
        ("exact", False): N_("switch_not_exact"),
        ("exact", True): N_("switch_exact"),
        ("counts_safeties", True): N_("switch_counts_safeties"),
        ("counts_safeties", False): N_("switch_distance_only"),
        ("go_after_remedy", False): N_("switch_no_roll_after_remedy"),
        ("go_after_remedy", True): N_("switch_roll_after_remedy"),
        ("hazards_out_for_2_or_3", False): N_("switch_no_cards_out"),
        ("hazards_out_for_2_or_3", True): N_("switch_hazards_out"),
        ("extension", False): N_("switch_no_extension"),
        ("extension", True): N_("switch_extension_everywhere"),
    }
)
"""The message of each rule switch (``generator.rules.house.Switch``) and its value."""


def describe_changes(
    edition: Edition,
    lang: Lang,
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
    from generator.rules.house import house_changes, house_switches  # loaded for house rules only

    phrases = []
    for change in house_changes(edition):
        old = format_number(change.old, lang) if change.old is not None else ""
        new = format_number(change.new, lang) if change.new is not None else ""
        if change.line is None:
            phrases.append(say("change_target", lang, new=new, old=old))
        elif change.kind == "removed":
            phrases.append(say("change_removed", lang, label=label(change.line)))
        elif change.kind == "added":
            # A line the base's rulebook offers as a variant ([DJ]'s 500) is not "not in the rulebook".
            base = EDITIONS[edition.house_rules_base or edition.id]
            if change.line in base.variants:
                key = N_("change_variant_inline") if inline else N_("change_variant")
            else:
                key = N_("change_added_inline") if inline else N_("change_added")
            phrases.append(say(key, lang, label=label(change.line), new=new))
        else:
            phrases.append(say("change_value", lang, label=label(change.line), new=new, old=old))
    names = edition.names(lang)
    extended = format_number(edition.extended_trip, lang)
    for switch in house_switches(edition):
        if switch.key == "extended":
            phrases.append(say("switch_extended", lang, extended=extended))
        elif switch.key == "trip":
            assert switch.setup is not None
            assert isinstance(switch.value, int)
            setup = switch.setup
            seat = (
                say(
                    "setup_teams",
                    lang,
                    players=format_number(setup.players, lang),
                    sides=format_number(setup.sides, lang),
                    per_side=format_number(setup.per_side, lang),
                )
                if setup.teams
                else say("setup_alone", lang, players=format_number(setup.players, lang))
            )
            trip = format_number(switch.value, lang)
            phrases.append(say("switch_trip", lang, setup=seat, trip=trip, unit=names.unit))
        else:
            phrases.append(
                say(
                    SWITCH_KEYS[switch.key, switch.value],
                    lang,
                    roll=names["roll"],
                    extended=extended,
                    players=join_list([format_number(p, lang) for p in SMALL_TABLE_PLAYERS], lang, "or"),
                )
            )
    return phrases
