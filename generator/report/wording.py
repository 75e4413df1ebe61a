"""The sentences a match report prints, in English and French, with named placeholders.

Numbers never appear here: they come in as placeholders, from the rules
module and ``generator.summary``, already formatted for the language
(``format_number``). The scoring lines' names are in ``generator.text.labels``.

French typography (Imprimerie nationale, *Lexique des règles typographiques*):
a no-break space (U+00A0) before a colon and inside « », a narrow no-break
space (U+202F) before ; ! and ?, typographic apostrophes. The escapes are
written out so that they can be seen.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from generator.text.numbers import takes_singular

WORDING: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "en": MappingProxyType(
            {
                "report": "Mille Bornes match report",
                "season_report": "Mille Bornes season report",
                "untitled": "Mille Bornes match",
                "season": "Season",
                "seasons_dates": "{first} to {last}",
                "edition": "Rules",
                "edition_value": "{name}, {reference}",
                "house_rules": "House rules",
                "house_value": "“{house}” ({changes})",
                "change_value": "{label}: {new} instead of {old}",
                "change_removed": "no {label}",
                "change_added": "{label}: {new}, not in the rulebook",
                "change_target": "match to {new} instead of {old}",
                "no_change": "the rulebook's values",
                "setup": "Table",
                "setup_alone": "{players} players, each alone",
                "setup_teams": "{players} players in {sides} teams of {per_side}",
                "trip": "trip {trip} {unit}",
                "trip_extension": "trip {trip} {unit}, extension to {extended}",
                "race_trip": "each game to exactly {trip} {unit}",
                "match": "Match",
                "match_target": (
                    "first to {target} points; when several pass it in one hand, the higher total wins"
                ),
                "match_fixed": "{hands}; the higher total wins",
                "match_first_to": "a series: first to {games} won",
                "match_open": "a series of games, with no set end",
                "teams": "Teams",
                "players": "Players",
                "result": "Result",
                "winner": "Winner: {name}, {total}",
                "in_progress": "Match in progress after {hands}",
                "no_hands": "No hand played yet",
                "leader": "In the lead: {name}, {total}.",
                "tied_leaders": "Level at the top: {names}, {total} each.",
                "why_reached_target": "Reached the target of {target} in hand {hand}.",
                "why_higher_total": (
                    "{count}\u00a0{sides} passed {target} in hand {hand}: the higher total wins."
                ),
                "sides_teams": "teams",
                "sides_players": "players",
                "why_fixed_hands": "The higher total after the {hands} agreed.",
                "why_fixed_games": "The most games won after the {hands} agreed.",
                "why_first_to": "Reached {games} won, the series' goal, in game {hand}.",
                "why_fixed_hands_one": "The higher total after the one hand agreed.",
                "why_fixed_games_one": "The most games won after the one game agreed.",
                "why_deciding_hands": (
                    "Level after the {agreed} agreed; the higher total after the deciding hand {hand}."
                ),
                "why_deciding_games": (
                    "Level after the {agreed} agreed; the most games won after the deciding game {hand}."
                ),
                "deciding_hands_due": "Level after the {agreed} agreed: a deciding hand is due.",
                "deciding_games_due": "Level after the {agreed} agreed: a deciding game is due.",
                "deciding_hand_past_target": "Level at the top past {target}: another hand is due.",
                "why_past_level": (
                    "Level at the top past {target} after hand {first}; the higher total after hand {hand} "
                    "wins."
                ),
                "points_heading": "Where the points came from",
                "hl_lead_changes": "The lead changed {times}, last in hand {hand}, to {name}.",
                "hl_no_lead_change": "No lead change: {name} led from hand {hand}.",
                "hl_after_hand": "{name} in hand {hand}",
                "hl_biggest_lead": "Biggest lead: {margin}, {who}.",
                "hl_comeback": "Biggest comeback: {name} won from {deficit} behind, after hand {hand}.",
                "hl_extensions": "Extensions: {parts}.",
                "hl_extensions_made": "made by {who}",
                "hl_extensions_failed": "failed by {who}",
                "hl_no_extension": "No extension called in this match.",
                "hl_shutouts": "{label}: {who}.",
                "distance_points": "{label} (points)",
                "mark_extended": "{trip} → {extended}",
                "mark_extension_made": "extension made by {name}",
                "mark_extension_failed": "extension failed by {name}",
                "mark_won_on_distance": "won on distance by {name}",
                "mark_label": "{label}: {names}",
                "table_note_marks": (
                    "Under a hand: what happened in it (the trip and the extension's fate, "
                    "a hand won without completing the trip, shut-outs, delayed action)."
                ),
                "two_hundreds_played": "200s played",
                "trips_completed": "Trips completed",
                "extensions_called": "Extensions called",
                "extensions_made": "Extensions made",
                "matches_with_open": "{matches}, {open} in progress (not counted)",
                "ranking_rule": (
                    "Ranked by matches won, then by the share of matches won, then by points per match; "
                    "matches in progress are not counted."
                ),
                "ranking_rule_games": (
                    "Ranked by matches won, then by the share of matches won, then by games won per match; "
                    "matches in progress are not counted."
                ),
                "head_to_head": "Head to head",
                "ratings": "Ratings over the season",
                "ratings_note": (
                    "Elo rating (Arpad Elo, The Rating of Chessplayers, Past and Present, 1978): everyone "
                    "starts "
                    "at {start}; after each finished match a side gains {k} × (S − E), where S is 1 for "
                    "finishing "
                    "ahead of an opponent, ½ for level and 0 behind, and E = 1 / (1 + 10^((R_opponent − "
                    "R_own) / "
                    "{scale})); with more than two sides, every pair is one game and the {k} is shared "
                    "among a "
                    "side's opponents."
                ),
                "series_won": "Matches won",
                "win_percentage": "% won",
                "games_per_match": "Games a match",
                "rating": "Rating",
                "form": "Form",
                "points_per_hand": "Points a hand",
                "points_per_match": "Points a match",
                "percent": "{value} %",
                "form_won": "W",
                "form_lost": "L",
                "form_note": "Form: the last {count} finished matches, oldest first (W won, L lost).",
                "met": "Met",
                "ahead_first": "First ahead",
                "ahead_second": "Second ahead",
                "hl_most_series": "Most matches won: {names} ({count}).",
                "quoted": "“{text}”",
                "none_count_coups_fourres": "No coup fourré in this match.",
                "none_count_safe_trip": "No safe trip in this match.",
                "none_count_won_without_200": "No hand won without a 200 in this match.",
                "none_count_shutout": "No shut-out in this match.",
                "season_none_count_coups_fourres": "No coup fourré this season.",
                "hl_lead_after": "{name} after hand {hand}",
                "hl_lead_after_games": "{name} after game {hand}",
                "hl_lead_changes_games": "The lead changed {times}, last in game {hand}, to {name}.",
                "hl_no_lead_change_games": "No lead change: {name} led from game {hand}.",
                "hl_comeback_games": "Biggest comeback: {name} won from {deficit} behind, after game {hand}.",
                "chart": "The race",
                "chart_games": "Games won, and each game's distances",
                "standings": "Standings",
                "rank": "Rank",
                "team": "Team",
                "player": "Player",
                "points": "Points",
                "games_won": "Games won",
                "hands_won": "Hands won",
                "average_distance": "Average distance",
                "average_distance_games": "Average distance",
                "semicolon": "; ",
                "coups_fourres": "Coups fourrés",
                "safe_trips": "Safe trips",
                "shutouts": "Shut-outs",
                "best_hand": "Best hand",
                "highlights": "Highlights",
                "hl_best_hand": "Best hand: {total}, {who}.",
                "hl_best_hand_who": "{name} in hand {hand}",
                "hl_best_average": "Farthest on average: {name}, {miles} a hand.",
                "hl_best_average_games": "Farthest on average: {name}, {miles} a game.",
                "hl_most": "Most {what}: {names} ({count}).",
                "hl_exact_games": "Games won at exactly {trip}: {count} of {games}.",
                "hl_no_winner_games": "Games with no winner (a tie at the top): {count}.",
                "and": " and ",
                "hand_by_hand": "Hand by hand",
                "game_by_game": "Game by game",
                "hand": "Hand",
                "game": "Game",
                "side": "Side",
                "hand_total": "Hand total",
                "running_total": "Running total",
                "distance": "Distance",
                "won": "Won",
                "won_mark": "★ won",
                "table_note": "★: the hand's winner. –: nothing on that line.",
                "table_note_games": "★: the game's winner.",
                "matches": "Matches",
                "matches_played": "Matches played",
                "winner_short": "Winner",
                "totals": "Totals",
                "hl_most_matches": "Most matches won: {names} ({count}).",
                "hl_season_best_who": "{name} in “{match}”",
                "hl_closest": "Closest finish: {match}, won by {margin}.",
                "match_number": "No.",
                "date": "Date",
                "title": "Match",
                "match_result": "Result",
                "played": "Played",
                "matches_won": "Matches won",
                "in_progress_short": "in progress",
                "no_date": "–",
                "page": "Page {page} of {pages}",
                "subject": "{title} — {rules}",
            }
        ),
        "fr": MappingProxyType(
            {
                "report": "Compte rendu de partie de Mille Bornes",
                "season_report": "Bilan de saison de Mille Bornes",
                "untitled": "Partie de Mille Bornes",
                "season": "Saison",
                "seasons_dates": "du {first} au {last}",
                "edition": "Règle",
                "edition_value": "{name}, {reference}",
                "house_rules": "Règle maison",
                "house_value": "«\u00a0{house}\u00a0» ({changes})",
                "change_value": "{label}\u00a0: {new} au lieu de {old}",
                "change_removed": "sans {label}",
                "change_added": "{label}\u00a0: {new}, absent de la règle",
                "change_target": "partie en {new} au lieu de {old}",
                "no_change": "les valeurs de la règle",
                "setup": "Table",
                "setup_alone": "{players} joueurs, chacun pour soi",
                "setup_teams": "{players} joueurs en {sides} équipes de {per_side}",
                "trip": "parcours de {trip} {unit}",
                "trip_extension": "parcours de {trip} {unit}, allonge à {extended}",
                "race_trip": "chaque partie à {trip} {unit} pile",
                "match": "Partie",
                "match_target": (
                    "en {target} points\u202f; si plusieurs les dépassent dans la même manche, "
                    "le plus haut total l’emporte"
                ),
                "match_fixed": "{hands}\u202f; le plus haut total l’emporte",
                "match_first_to": "une série\u00a0: le premier à {games} gagnées",
                "match_open": "une série de parties, sans fin fixée",
                "teams": "Équipes",
                "players": "Joueurs",
                "result": "Résultat",
                "winner": "Vainqueur\u00a0: {name}, {total}",
                "in_progress": "Partie en cours après {hands}",
                "no_hands": "Aucune manche jouée pour l’instant",
                "leader": "En tête\u00a0: {name}, {total}.",
                "tied_leaders": "À égalité en tête\u00a0: {names}, {total} chacun.",
                "why_reached_target": "Objectif de {target} atteint à la manche {hand}.",
                "why_higher_total": (
                    "{count}\u00a0{sides} ont dépassé {target} à la manche {hand}\u00a0: "
                    "le plus haut total l’emporte."
                ),
                "sides_teams": "équipes",
                "sides_players": "joueurs",
                "why_fixed_hands": "Le plus haut total au bout des {hands} prévues.",
                "why_fixed_games": "Le plus de parties gagnées au bout des {hands} prévues.",
                "why_first_to": "{games} gagnées, l’objectif de la série, à la partie {hand}.",
                "why_fixed_hands_one": "Le plus haut total au bout de la seule manche prévue.",
                "why_fixed_games_one": "Le plus de parties gagnées au bout de la seule partie prévue.",
                "why_deciding_hands": (
                    "À égalité au bout des {agreed} prévues ; le plus haut total après la manche "
                    "décisive, la {hand}e."
                ),
                "why_deciding_games": (
                    "À égalité au bout des {agreed} prévues ; le plus de parties gagnées après la partie "
                    "décisive, la {hand}e."
                ),
                "deciding_hands_due": (
                    "À égalité au bout des {agreed} prévues : une manche décisive est à jouer."
                ),
                "deciding_games_due": (
                    "À égalité au bout des {agreed} prévues : une partie décisive est à jouer."
                ),
                "deciding_hand_past_target": (
                    "À égalité en tête au-delà de {target} : une autre manche est à jouer."
                ),
                "why_past_level": (
                    "À égalité en tête au-delà de {target} après la manche {first} ; le plus haut total "
                    "après la manche {hand} l’emporte."
                ),
                "points_heading": "D’où viennent les points",
                "hl_lead_changes": (
                    "La tête a changé de mains {times}, la dernière à la manche {hand}, pour {name}."
                ),
                "hl_no_lead_change": "Pas de changement en tête : {name} a mené dès la manche {hand}.",
                "hl_after_hand": "{name} à la manche {hand}",
                "hl_biggest_lead": "Plus grande avance : {margin}, {who}.",
                "hl_comeback": (
                    "Plus belle remontée : {name} a gagné en partant de {deficit} de retard, après la "
                    "manche {hand}."
                ),
                "hl_extensions": "Allonges : {parts}.",
                "hl_extensions_made": "réussies par {who}",
                "hl_extensions_failed": "manquées par {who}",
                "hl_no_extension": "Aucune allonge annoncée dans cette partie.",
                "hl_shutouts": "{label} : {who}.",
                "distance_points": "{label} (points)",
                "mark_extended": "{trip} → {extended}",
                "mark_extension_made": "allonge réussie par {name}",
                "mark_extension_failed": "allonge manquée par {name}",
                "mark_won_on_distance": "gagnée aux bornes par {name}",
                "mark_label": "{label} : {names}",
                "table_note_marks": (
                    "Sous une manche : ce qui s’y est passé (le parcours et le sort de l’allonge, "
                    "une manche gagnée sans finir le parcours, capots, couronnement)."
                ),
                "two_hundreds_played": "Cartes 200 posées",
                "trips_completed": "Parcours achevés",
                "extensions_called": "Allonges annoncées",
                "extensions_made": "Allonges réussies",
                "matches_with_open": "{matches}, dont {open} en cours (non comptées)",
                "ranking_rule": (
                    "Classement au nombre de parties gagnées, puis à la part de parties gagnées, puis aux "
                    "points par partie ; les parties en cours ne comptent pas."
                ),
                "ranking_rule_games": (
                    "Classement au nombre de séries gagnées, puis à la part de séries gagnées, puis aux "
                    "parties gagnées par série ; les séries en cours ne comptent pas."
                ),
                "head_to_head": "Face-à-face",
                "ratings": "Cote au fil de la saison",
                "ratings_note": (
                    "Cote Elo (Arpad Elo, The Rating of Chessplayers, Past and Present, 1978) : chacun part "
                    "de {start} ; après chaque partie terminée, un camp gagne {k} × (S − E), où S vaut 1 "
                    "s’il "
                    "finit devant un adversaire, ½ à égalité et 0 derrière, et E = 1 / (1 + "
                    "10^((R_adversaire − "
                    "R_camp) / {scale})) ; à plus de deux camps, chaque paire compte pour une partie et les "
                    "{k} se partagent entre les adversaires d’un camp."
                ),
                "series_won": "Séries gagnées",
                "win_percentage": "% gagnées",
                "games_per_match": "Parties par série",
                "rating": "Cote",
                "form": "Forme",
                "points_per_hand": "Points par manche",
                "points_per_match": "Points par partie",
                "percent": "{value} %",
                "form_won": "V",
                "form_lost": "D",
                "form_note": (
                    "Forme : les {count} dernières parties terminées, de la plus ancienne à la plus "
                    "récente (V victoire, D défaite)."
                ),
                "met": "Rencontres",
                "ahead_first": "Devant, le premier",
                "ahead_second": "Devant, le second",
                "hl_most_series": "Le plus de séries gagnées : {names} ({count}).",
                "quoted": "« {text} »",
                "none_count_coups_fourres": "Aucun coup fourré dans cette partie.",
                "none_count_safe_trip": "Aucun pas de 200 dans cette partie.",
                "none_count_won_without_200": "Aucune manche gagnée sans carte 200 dans cette partie.",
                "none_count_shutout": "Aucun capot dans cette partie.",
                "season_none_count_coups_fourres": "Aucun coup fourré cette saison.",
                "hl_lead_after": "{name} après la manche {hand}",
                "hl_lead_after_games": "{name} après la partie {hand}",
                "hl_lead_changes_games": (
                    "La tête a changé de mains {times}, la dernière à la partie {hand}, pour {name}."
                ),
                "hl_no_lead_change_games": (
                    "Pas de changement en tête\u00a0: {name} a mené dès la partie {hand}."
                ),
                "hl_comeback_games": (
                    "Plus belle remontée\u00a0: {name} a gagné en partant de {deficit} de retard, "
                    "après la partie {hand}."
                ),
                "chart": "La course",
                "chart_games": "Parties gagnées, et les bornes de chaque partie",
                "standings": "Classement",
                "rank": "Rang",
                "team": "Équipe",
                "player": "Joueur",
                "points": "Points",
                "games_won": "Parties gagnées",
                "hands_won": "Manches gagnées",
                "average_distance": "Bornes par manche",
                "average_distance_games": "Bornes par partie",
                "semicolon": "\u202f; ",
                "coups_fourres": "Coups fourrés",
                "safe_trips": "Pas de 200",
                "shutouts": "Capots",
                "best_hand": "Meilleure manche",
                "highlights": "Faits marquants",
                "hl_best_hand": "Meilleure manche\u00a0: {total}, {who}.",
                "hl_best_hand_who": "{name} à la manche {hand}",
                "hl_best_average": "Le plus loin en moyenne\u00a0: {name}, {miles} par manche.",
                "hl_best_average_games": "Le plus loin en moyenne\u00a0: {name}, {miles} par partie.",
                "hl_most": "Le plus de {what}\u00a0: {names} ({count}).",
                "hl_exact_games": "Parties gagnées à {trip} pile\u00a0: {count} sur {games}.",
                "hl_no_winner_games": "Parties sans vainqueur (égalité en tête)\u00a0: {count}.",
                "and": " et ",
                "hand_by_hand": "Manche par manche",
                "game_by_game": "Partie par partie",
                "hand": "Manche",
                "game": "Partie",
                "side": "Camp",
                "hand_total": "Total de la manche",
                "running_total": "À reporter",
                "distance": "Bornes",
                "won": "Gagnée",
                "won_mark": "★ gagnée",
                "table_note": "★\u00a0: le gagnant de la manche. –\u00a0: rien sur cette ligne.",
                "table_note_games": "★\u00a0: le gagnant de la partie.",
                "matches": "Parties",
                "matches_played": "Parties jouées",
                "winner_short": "Vainqueur",
                "totals": "Totaux",
                "hl_most_matches": "Le plus de parties gagnées\u00a0: {names} ({count}).",
                "hl_season_best_who": "{name} dans «\u00a0{match}\u00a0»",
                "hl_closest": "Arrivée la plus serrée\u00a0: {match}, gagnée de {margin}.",
                "match_number": "N°",
                "date": "Date",
                "title": "Partie",
                "match_result": "Résultat",
                "played": "Jouées",
                "matches_won": "Gagnées",
                "in_progress_short": "en cours",
                "no_date": "–",
                "page": "Page {page} sur {pages}",
                "subject": "{title} — {rules}",
            }
        ),
    }
)

# Words with a count: (singular, plural) in each language. French puts 0 and
# 1 in the singular.
COUNTED: Mapping[str, Mapping[str, tuple[str, str]]] = MappingProxyType(
    {
        "en": MappingProxyType(
            {
                "hands": ("{count}\u00a0hand", "{count}\u00a0hands"),
                "games": ("{count}\u00a0game", "{count}\u00a0games"),
                "points": ("{count}\u00a0point", "{count}\u00a0points"),
                "games_won": ("{count}\u00a0game won", "{count}\u00a0games won"),
                "matches": ("{count}\u00a0match", "{count}\u00a0matches"),
                "times": ("once", "{count}\u00a0times"),
                "series": ("{count}\u00a0match", "{count}\u00a0matches"),
                "count_coups_fourres": ("coup fourré", "coups fourrés"),
                "count_safe_trip": ("safe trip", "safe trips"),
                "count_won_without_200": ("hand won without a 200", "hands won without a 200"),
                "count_shutout": ("shut-out", "shut-outs"),
            }
        ),
        "fr": MappingProxyType(
            {
                "hands": ("{count}\u00a0manche", "{count}\u00a0manches"),
                "games": ("{count}\u00a0partie", "{count}\u00a0parties"),
                "points": ("{count}\u00a0point", "{count}\u00a0points"),
                "games_won": ("{count}\u00a0partie gagnée", "{count}\u00a0parties gagnées"),
                "matches": ("{count}\u00a0partie", "{count}\u00a0parties"),
                "times": ("une fois", "{count}\u00a0fois"),
                "series": ("{count}\u00a0série", "{count}\u00a0séries"),
                "count_coups_fourres": ("coup fourré", "coups fourrés"),
                "count_safe_trip": ("pas de 200", "pas de 200"),
                "count_won_without_200": ("manche gagnée sans carte 200", "manches gagnées sans carte 200"),
                "count_shutout": ("capot", "capots"),
            }
        ),
    }
)


def say(key: str, lang: str, **values: object) -> str:
    """The sentence ``key`` in ``lang``, its placeholders filled."""
    return WORDING[lang][key].format(**values)


def counted(key: str, count: int, lang: str, shown: str) -> str:
    """A count with its noun in the right number: "1 hand", "4 hands", "0 manche"."""
    one = takes_singular(count, lang)
    singular, plural = COUNTED[lang][key]
    return (singular if one else plural).format(count=shown)
