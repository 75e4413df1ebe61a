"""`bornes score LOG... --summary`: a few lines to paste in a chat, in the log's language."""

from __future__ import annotations

from click.testing import CliRunner

from generator.cli import main
from generator.matchlog.load import load_result
from generator.report.share import match_summary, season_summary_text
from generator.stats.season import season
from generator.text.languages import EN, FR
from tests.conftest import EXAMPLES
from tests.stats.matches import teams


def test_a_match_s_summary_is_its_result_totals_and_best_hand() -> None:
    result = load_result(EXAMPLES / "friday-night.toml")
    assert match_summary(result, EN) == (
        "Friday night · November 27, 2026\n"
        "Winner: Ben & Dev, 5,475\u00a0points\n"
        "Reached the target of 5,000 in hand 4.\n"
        "Ben & Dev: 5,475, Ana & Cleo: 4,875\n"
        "Best hand: 2,200\u00a0points, Ana & Cleo in hand 1 and Ben & Dev in hand 4.\n"
    )


def test_the_summary_speaks_the_log_s_language_by_default(runner: CliRunner) -> None:
    out = runner.invoke(main, ["score", str(EXAMPLES / "dujardin-2024.toml"), "--summary"])
    assert out.exit_code == 0, out.output
    assert out.stdout.splitlines()[:2] == [
        "Soirée du samedi · 28 novembre 2026",
        "Vainqueur\u00a0: Zoé, 6\u202f075\u00a0points",
    ]


def test_a_season_s_summary_ranks_everyone_with_wins_and_rating() -> None:
    club = season(
        [
            ("one", teams(("Ana", "Cleo"), ("Ben", "Dev"), (700, 300))),
            ("two", teams(("Ana", "Ben"), ("Cleo", "Dev"), (600, 400))),
        ]
    )
    assert season_summary_text(club, EN).splitlines() == [
        "Mille Bornes season report · Season",
        "2\u00a0matches",
        "1. Ana: 2\u00a0wins in 2\u00a0matches, rating 1,532",
        "2. Cleo: 1\u00a0win in 2\u00a0matches, rating 1,500",
        "3. Ben: 1\u00a0win in 2\u00a0matches, rating 1,500",
        "4. Dev: 0\u00a0wins in 2\u00a0matches, rating 1,468",
        "Best hand: 700\u00a0points, Ana and Cleo in “one”.",
        "Closest finish: “two”, won by 200\u00a0points.",
    ]
    assert (
        season_summary_text(club, FR).splitlines()[4]
        == "3. Ben\u00a0: 1\u00a0victoire en 2\u00a0parties, cote 1\u202f500"
    )
