"""``bornes scan``: photos of a filled scan sheet read into a new match log.

The photos are read into pages (``generator.scan.pages``), their facts and
doubts found (``generator.scan.facts``), the doubts asked as ``bornes log``
asks (``generator.scan.ask``) or, without a terminal, each said on one line
with nothing written; the sides named from the sheet's code, ``--side`` or
the player. The facts settled become a filled fillable sheet's boxes, which
``bornes import``'s reader turns into the log, under the log's lock, whole
or not at all (``matchlog.form_reader.write_new_log``): the same parser,
rules, one-line errors, lock and write as an import.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NamedTuple

from generator.errors import HouseRulesError, OutputError, PhotoError
from generator.form_format import TAGS, SheetMeta, side_name_field
from generator.matchlog.form_reader import FilledSheet, sheets_log, write_new_log
from generator.matchlog.terminal import Talk
from generator.rules.answers import Answer
from generator.rules.editions import Edition, Setup
from generator.rules.match import Match, MatchResult, Side
from generator.rules.questions import HARMLESS, Kind, Value, questions
from generator.scan.ask import TerminalAsker, ask_names, doubt_line, parse_answer
from generator.scan.facts import Doubt, FactRead, Settled, Why, fact_reads, filled_values, played, settle
from generator.scan.identity import Given
from generator.scan.pages import ScannedPage, in_order, read_page
from generator.text.i18n import sheet_term
from generator.text.languages import Lang

MAX_DOUBTS_A_HAND = 64
"""A hand has at most this many facts: listing its doubts stops there."""


class ScanOrder(NamedTuple):
    """What ``bornes scan`` is asked for."""

    photos: tuple[Path, ...]
    output: Path | None = None
    edition: Edition | None = None  # --edition, or --rules' house rules
    rules_path: Path | None = None
    players: int | None = None
    first_hand: int | None = None
    sides: tuple[tuple[str, str], ...] = ()  # --side ID=NAME, parsed
    answers: tuple[str, ...] = ()  # --answer HAND.SIDE.FACT=VALUE, as typed
    review: Path | None = None
    lang: Lang | None = None


class Scanned(NamedTuple):
    """What a scan wrote: the log's path (``None``: standard output) and its match, scored."""

    path: Path | None
    result: MatchResult
    lang: Lang


class Doubts(PhotoError):
    """Doubts left without a terminal to ask them: nothing is written."""


class Scan(NamedTuple):
    """The pages of a scan and what was read on them, before any question."""

    pages: list[ScannedPage]
    edition: Edition
    setup: Setup
    reads: dict[tuple[int, str, str], FactRead]
    kinds: dict[str, Kind]


def read_scan(order: ScanOrder) -> Scan:
    """Every photo read into a page, the pages in order, every fact read."""
    from generator.files import read_text

    text = read_text(order.rules_path, HouseRulesError) if order.rules_path is not None else None
    given = Given(order.edition, order.rules_path, text, order.players, order.first_hand)
    pages = in_order([read_page(photo, given) for photo in order.photos])
    identity = pages[0].identity
    edition, setup = identity.edition, identity.setup
    reads: dict[tuple[int, str, str], FactRead] = {}
    for page in pages:
        reads.update(fact_reads(page.rows, edition, setup))
    kinds = {question.fact: question.kind for question in questions(edition, setup)}
    return Scan(pages, edition, setup, reads, kinds)


def hands(scan: Scan) -> list[int]:
    """Every hand the pages hold, in order."""
    return [hand for page in scan.pages for hand in page.layout.hands]


def listed_doubts(scan: Scan, answered: dict[tuple[int, str, str], Value]) -> list[Doubt]:
    """Every doubt of every hand played, as they would be asked. After each, its fact is taken at its
    harmless value, so that the doubts after it are found too; a rule broken once such a stand-in is
    in the hand is not listed (it may be the stand-in's: the answers will tell, and ask it then)."""
    sides = tuple(tag.lower() for tag in TAGS[: scan.setup.sides])
    found: list[Doubt] = []
    for hand in hands(scan):
        if not played(scan.reads, hand):
            continue
        local = {(side, fact): value for (number, side, fact), value in answered.items() if number == hand}
        standing_in: set[tuple[str, str]] = set()
        for _ in range(MAX_DOUBTS_A_HAND):
            outcome = settle(scan.edition, scan.setup, sides, hand, scan.reads, local)
            if isinstance(outcome, Settled):
                break
            involved = {(a.side, a.fact) for a in outcome.involved or (Answer(outcome.side, outcome.fact),)}
            if not (standing_in and outcome.why is Why.RULE):
                found.append(outcome)
            for key in involved:
                local[key] = HARMLESS[key[1]]
                standing_in.add(key)
    return found


def scan_to_log(
    order: ScanOrder, *, interactive: bool, warn: Callable[[str], None], tell: Callable[[str], None]
) -> Scanned:
    """``bornes scan``: the photos read into a new match log, the doubts asked at the terminal
    (``interactive``) or, without one, each told on one line (``tell``) and nothing written."""
    from generator.matchlog.parse import parse_result

    scan = read_scan(order)
    first = scan.pages[0].identity
    talk = Talk(order.lang or scan.edition.language)
    path = order.output or order.photos[0].with_suffix(".toml")
    rules = _rules_name(order, path)
    keys = set(scan.reads)
    answered = dict(parse_answer(text, keys, scan.kinds) for text in order.answers)
    block_word = sheet_term("game" if scan.edition.scoring is None else "hand", talk.lang)
    tags = TAGS[: scan.setup.sides]
    printed = next((page.identity.names for page in scan.pages if page.identity.names), None)
    given_names = dict(order.sides)
    unknown = sorted(set(given_names) - {tag.lower() for tag in tags})
    if unknown:
        raise PhotoError(f"--side {unknown[0]}=…: the sheet's sides are {', '.join(t.lower() for t in tags)}")
    names = _names(
        printed, given_names, tags, talk, interactive=interactive, teams=scan.setup.teams, warn=warn
    )
    match = Match(
        scan.edition,
        scan.setup,
        tuple(Side(tag.lower(), name) for tag, name in zip(tags, names, strict=True)),
    )
    if order.review is not None:
        from generator.files import write_output
        from generator.scan.locate import PX_PER_MM
        from generator.scan.review import review_png

        doubts = listed_doubts(scan, answered)
        write_output(order.review, review_png(scan.pages, doubts, PX_PER_MM), inputs=list(order.photos))

    def make() -> tuple[str, list[str]]:
        if path.exists() or path.is_symlink():
            raise OutputError(f"{path}: already exists: give another -o (a scan never overwrites a log)")
        if interactive:
            settled = _asked(scan, answered, TerminalAsker(talk, match, block_word, scan.kinds))
        else:
            doubts = listed_doubts(scan, answered)
            for doubt in doubts:
                tell(f"{_source(scan, doubt.hand)}: {doubt_line(doubt, talk, match, block_word)}")
            if doubts:
                raise Doubts(
                    f"{len(doubts)} doubt{'s' if len(doubts) > 1 else ''} to answer: nothing is written. "
                    "Answer each with --answer HAND.SIDE.FACT=VALUE, or run bornes scan in a terminal"
                )
            settled = _asked(scan, answered, None)
        typed = {
            side_name_field(tag): name
            for index, (tag, name) in enumerate(zip(tags, names, strict=True))
            if printed is None or printed[index] != name
        }
        sheets = [
            FilledSheet(
                page.source,
                SheetMeta(
                    edition=first.edition.house_rules_base or first.edition.id,
                    players=scan.setup.players,
                    sides=tuple(tags),
                    names=printed,
                    first_hand=page.identity.first_hand,
                    kind="race" if scan.edition.scoring is None else "points",
                    rules=rules,
                ),
                {
                    **filled_values(
                        scan.edition,
                        "race" if scan.edition.scoring is None else "points",
                        {hand: settled.get(hand) for hand in page.layout.hands},
                        scan.setup.sides,
                    ),
                    **typed,
                },
            )
            for page in scan.pages
        ]
        return sheets_log(sheets, path)

    inputs = [*order.photos, *([order.rules_path] if order.rules_path else [])]
    written = write_new_log(path, make, inputs=inputs, warn=warn)
    from generator.files import house_rules_beside

    result = (
        parse_result(path.read_text("utf-8"), str(path), house_rules=house_rules_beside(path))
        if written
        else None
    )
    assert result is not None
    return Scanned(written, result, talk.lang)


def _asked(
    scan: Scan, answered: dict[tuple[int, str, str], Value], asker: TerminalAsker | None
) -> dict[int, Settled]:
    """Every hand played, settled: each doubt asked (``asker``), or none left (without one)."""
    sides = tuple(tag.lower() for tag in TAGS[: scan.setup.sides])
    settled: dict[int, Settled] = {}
    for hand in hands(scan):
        if not played(scan.reads, hand):
            continue
        local = {(side, fact): value for (number, side, fact), value in answered.items() if number == hand}
        while True:
            outcome = settle(scan.edition, scan.setup, sides, hand, scan.reads, local)
            if isinstance(outcome, Settled):
                settled[hand] = outcome
                break
            assert asker is not None, "without a terminal, the doubts were listed first"
            answer = asker.which(outcome)
            local[(answer.side, answer.fact)] = asker.value(answer)
    return settled


def _names(
    printed: tuple[str, ...] | None,
    given: dict[str, str],
    tags: Sequence[str],
    talk: Talk,
    *,
    interactive: bool,
    teams: bool,
    warn: Callable[[str], None],
) -> tuple[str, ...]:
    """Each side's name: printed on the sheet (its code), else given with ``--side``, else asked, else
    its letter (with a warning)."""
    if printed is not None and len(printed) == len(tags):
        return tuple(given.get(tag.lower(), name) for tag, name in zip(tags, printed, strict=True))
    if all(tag.lower() in given for tag in tags):
        return tuple(given[tag.lower()] for tag in tags)
    if interactive:
        asked = ask_names(talk, [tag for tag in tags if tag.lower() not in given], teams=teams)
        found = iter(asked)
        return tuple(given.get(tag.lower()) or next(found) for tag in tags)
    warn("the sheet prints no names: the sides are named by their letters (give --side a=NAME for each)")
    return tuple(given.get(tag.lower(), tag) for tag in tags)


def _rules_name(order: ScanOrder, log: Path) -> str | None:
    """The house-rules file as the log names it: its name, the file beside the log (where the log's
    reader looks for it)."""
    if order.rules_path is None:
        return None
    if order.rules_path.resolve().parent != log.resolve().parent:
        raise PhotoError(
            f"the house rules {order.rules_path} must be in the log's folder ({log.resolve().parent}): "
            "the log names them, and is read with them"
        )
    return order.rules_path.name


def _source(scan: Scan, hand: int) -> str:
    """The photo holding ``hand``."""
    return next(page.source for page in scan.pages if hand in page.layout.hands)
