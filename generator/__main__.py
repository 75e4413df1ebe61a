"""``python -m generator`` and the ``bornes`` program: the command line, started.

A run of Bornes is short, and almost every object it makes lives to its end
(modules, classes, the editions, the catalog). CPython's cyclic garbage
collector would still scan them, twice over, to free nothing:

- while the modules load, each few hundred new objects start a collection of
  what is young, and every tenth of those a larger one. So the collector is
  paused from the start; a command that draws turns it back on when it starts
  (``generator.cli``), as its libraries make and drop cycles of objects, while
  ``editions`` and ``score``, which make no such garbage, run without it;
- at exit the interpreter collects everything once more, just before the
  operating system takes the whole memory back. ``gc.freeze`` first moves every
  object out of the collector's sight, so that last pass has nothing to scan.
  Nothing is left to write by then: standard output is flushed by the command
  group, every file is written whole and closed by ``generator.files``, and
  ``atexit`` handlers still run.

What it saves is measured in the README (Performance).
"""

from __future__ import annotations

import gc


def run() -> None:
    """Run the ``bornes`` command line: the console script's entry point."""
    gc.disable()
    try:
        from generator.cli import main

        main()
    finally:
        gc.freeze()


if __name__ == "__main__":
    run()
