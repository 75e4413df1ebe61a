"""Statistics over scored matches: pure functions, every figure from the rules module.

``generator.stats.match_story`` tells the story of one match (who led after each
hand, lead changes, the biggest lead and comeback, what happened in each
hand, where each side's points came from); ``generator.stats.season`` ranks
a club over several matches (standings, head-to-head, Elo-style ratings,
recent form). Reports and ``bornes score --json``/``--csv`` show them; no
module here draws, prints or opens a file.
"""
