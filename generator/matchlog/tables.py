"""What ``bornes log`` prints between its questions: each hand's title, the hand's lines as
``bornes score`` prints them, and where the match stands.

The tables are ``bornes score``'s (``textout.ScoreColumns``); every word comes
from the catalog, in the session's language.
"""

from __future__ import annotations

from generator.matchlog.terminal import Talk
from generator.rules.editions import MatchKind
from generator.rules.match import Match, MatchResult
from generator.text.i18n import N_, counted, say
from generator.text.languages import Lang
from generator.textout import ScoreColumns


def hand_title(match: Match, number: int, talk: Talk, *, may_stop: bool) -> str:
    """A hand's heading, "Hand 3 (trip 700, or 1,000 with the extension)" (a game's in a race), saying
    how to stop for now where the player may stop at its first question."""
    trip = match.setup.trip
    exact = match.edition.exact_finish
    if match.edition.match_kind is MatchKind.GAMES:
        key = N_("log_game_title") if exact else N_("log_game_title_or_more")
        title = talk.say(key, number=number, trip=trip)
    elif not exact:  # [DJ14] "1000 Miles, or more!"
        title = talk.say("log_hand_title_or_more", number=number, trip=trip)
    elif match.setup.extension:
        extended = match.edition.extended_trip
        title = talk.say("log_hand_title_extension", number=number, trip=trip, extended=extended)
    else:
        title = talk.say("log_hand_title", number=number, trip=trip)
    return talk.say("log_heading_stop" if may_stop else "log_heading", title=title)


def standings(result: MatchResult, talk: Talk) -> str:
    """Where the match stands, for a session that goes on with a log: "After 3 hands: Ana 4,000, …"."""
    match = result.match
    parts = [talk.say("side_count", name=side.name, count=result.totals[side.id]) for side in match.sides]
    games = match.edition.match_kind is MatchKind.GAMES
    key = N_("log_standings_games") if games else N_("log_standings_points")
    hands = counted("term_hands", len(result.hands), talk.lang)
    return talk.say(key, hands=hands, standings=say("comma", talk.lang).join(parts))


def hand_report(result: MatchResult, number: int, lang: Lang) -> str:
    """Hand ``number``'s lines for every side, its total and the running totals, as ``bornes score``
    prints them (``textout.ScoreColumns``)."""
    columns = ScoreColumns(result, lang)
    return "\n".join(
        [_hand_winner_sentence(result, number, lang), columns.header(), *columns.hand_rows(number)]
    )


def _hand_winner_sentence(result: MatchResult, number: int, lang: Lang) -> str:
    """ "Hand 3: Ana won.": who won hand (or game) ``number``, or that nobody did."""
    match = result.match
    hand = result.hands[number - 1]
    games = match.edition.match_kind is MatchKind.GAMES
    if hand.winner is None:
        return say("term_game_no_winner" if games else "term_hand_no_winner", lang, number=number)
    winner = next(s.name for s in match.sides if s.id == hand.winner)
    return say("term_game_won_by" if games else "term_hand_won_by", lang, number=number, winner=winner)
