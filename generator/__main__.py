"""``python -m generator``: the same as the ``bornes`` command."""

from generator.cli import main

main()
