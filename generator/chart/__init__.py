"""Race charts: each side's standing hand by hand, drawn with matplotlib.

``race`` turns a scored match into the numbers to draw (all from the rules
module's ``MatchResult``); ``draw`` lays them out on a ``matplotlib.figure.Figure``
through the object API, never ``pyplot``; ``export`` writes PNG, SVG, PDF
and the animated GIF with fixed metadata, so the same match gives the same
bytes. matplotlib is imported by this package alone, and only by the
commands that draw a chart.
"""
