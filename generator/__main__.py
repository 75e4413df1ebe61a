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

The libraries' own warnings are not shown (``run``): Bornes words what a user
should know itself.

After Ctrl-C the command line exits with status 130 (``generator.cli``). On
Linux and macOS, Bornes then ends as a program stopped by Ctrl-C does, by the
signal itself, as Python does on its own: a shell running it in a loop stops
the loop, as it would not for a program that merely exits with 130.
"""

from __future__ import annotations

import gc
import os
import sys

INTERRUPTED = 130
"""``generator.errors.INTERRUPTED``: not imported, as this module runs before the collector is paused."""


def run() -> None:
    """Run the ``bornes`` command line: the console script's entry point."""
    gc.disable()
    if not sys.warnoptions:
        # A library's warnings (matplotlib's layout, a deprecation) are for its developers: as the
        # Python documentation advises an application, none reaches the user, unless Python is run
        # with -W. What the user should know, Bornes says itself, as a "Warning:" line.
        import warnings

        warnings.simplefilter("ignore")
    try:
        from generator.cli import main

        main()
    except SystemExit as stop:
        if stop.code == INTERRUPTED:
            _end_by_sigint()
        raise
    except KeyboardInterrupt:  # while loading, before the command line is there to take it
        _end_by_sigint()
        sys.exit(INTERRUPTED)
    finally:
        gc.freeze()


def _end_by_sigint() -> None:
    """End the process by SIGINT where there are signals (POSIX), its output flushed first."""
    if os.name != "posix":
        return
    import contextlib
    import signal

    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):  # closed, or its reader gone: nothing to show
            stream.flush()
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    os.kill(os.getpid(), signal.SIGINT)


if __name__ == "__main__":
    run()
