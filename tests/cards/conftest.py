"""Shared for the cards tests: every edition, and the documents each builds, made once."""

from __future__ import annotations

from functools import cache

import numpy as np

from generator.cards.cards_pdf import documents
from generator.cards.markup import Document
from generator.rules.editions import EDITIONS, Edition
from generator.text.languages import EN, FR, Lang

LANGS = (EN, FR)
EDITION_LANGS = [(edition_id, lang) for edition_id in EDITIONS for lang in LANGS]


def fronts(edition: Edition, lang: Lang) -> dict[str, Document]:
    """The six fronts of an edition in a language, by card key (registry editions built once)."""
    if EDITIONS.get(edition.id) is edition:
        return _registry_fronts(edition.id, lang)
    return {doc.key: doc for doc in documents(edition, lang)[0]}


@cache
def _registry_fronts(edition_id: str, lang: Lang) -> dict[str, Document]:
    return {doc.key: doc for doc in documents(EDITIONS[edition_id], lang)[0]}


def longest_run(line: np.ndarray) -> int:
    """The longest run of true pixels in a row or column of a rendered page (a drawn line's length)."""
    padded = np.concatenate(([0], line.astype(np.int8), [0]))
    edges = np.flatnonzero(np.diff(padded))
    return int((edges[1::2] - edges[::2]).max()) if len(edges) else 0
