"""Turns the Windows simulation on in every Python process started with this folder on ``PYTHONPATH``.

``.ci/run``'s Windows job puts it there, so pytest, its workers and every
``python -m generator`` a test starts run Bornes as on Windows
(``tests/windows/simulate.py`` says what that means and what it leaves out).
"""

import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "bornes_windows_simulation", Path(__file__).resolve().parent.parent / "simulate.py"
)
assert _spec is not None
assert _spec.loader is not None
_simulation = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_simulation)
_simulation.install()
