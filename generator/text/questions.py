"""Each fact of a hand in words: how ``bornes log`` asks it, how its review names it, how the phone
sheet labels its box.

The question table (``generator.rules.questions``) decides which facts a hand
asks and when; this is only their words, a key of the catalog for each fact
and each way a hand comes in. A question's sentence may name the side it is
asked of (``{name}``) and the extended trip (``{extended}``): a driver fills
both for every fact, and each sentence uses the ones it needs. A test checks
that every row of the table has its words here.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

from generator.text.i18n import N_


class FactWords(NamedTuple):
    """A fact's catalog keys: the terminal's question, the review's name, the page's label."""

    ask: str
    review: str
    page: str


FACT_WORDS: Mapping[str, FactWords] = MappingProxyType(
    {
        "miles": FactWords(N_("log_ask_miles"), N_("log_fact_miles"), N_("page_miles")),
        "extension": FactWords(N_("log_ask_extension"), N_("log_fact_extension"), N_("page_extension")),
        "safeties": FactWords(N_("log_ask_safeties"), N_("log_fact_safeties"), N_("page_safeties")),
        "coups_fourres": FactWords(
            N_("log_ask_coups_fourres"), N_("log_fact_coups_fourres"), N_("page_coups_fourres")
        ),
        "delayed": FactWords(N_("log_ask_delayed"), N_("log_fact_delayed"), N_("page_delayed")),
        "two_hundreds": FactWords(
            N_("log_ask_two_hundreds"), N_("log_fact_two_hundreds"), N_("page_two_hundreds")
        ),
        "hundreds_played": FactWords(
            N_("log_ask_hundreds_played"), N_("log_fact_hundreds_played"), N_("page_hundreds_played")
        ),
    }
)
"""The words of every fact of the question table, by fact."""
