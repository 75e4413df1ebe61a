"""Reading what users type: the players a team's name lists."""

from __future__ import annotations

from generator.inputs import team_players


def test_a_team_s_name_lists_its_players_when_it_names_as_many_as_sit_on_it() -> None:
    assert team_players("Ana & Cleo", 2) == ("Ana", "Cleo")
    assert team_players(" Ana ,  Cleo ", 2) == ("Ana", "Cleo")
    assert team_players("Ana & Cleo & Dev", 3) == ("Ana", "Cleo", "Dev")
    assert team_players("Les Rouges", 2) is None
    assert team_players("Ana & Cleo & Dev", 2) is None
    assert team_players("Ana & ana", 2) is None
    assert team_players("Ana & ", 2) is None
    assert team_players("Ana & Cleo", 1) is None  # alone, a side is its player
