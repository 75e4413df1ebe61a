"""Fitting user strings into boxes: one line, visual order, every glyph printable."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.pdf.fonts import BOLD, REGULAR, missing_glyphs
from generator.pdf.text import REPLACEMENT, fit, for_print, width_of, wrap
from generator.text.bidi import visual_order


def test_control_characters_and_line_breaks_become_spaces() -> None:
    assert for_print("Ana\x00\x1b[31m\nCleo\t!") == "Ana [31m Cleo !"


def test_arabic_is_joined_into_presentation_forms_the_font_has() -> None:
    shown = visual_order("علي")
    assert shown != "علي"
    assert missing_glyphs(shown) == ""


@pytest.mark.parametrize("name", ["🚗 Team", "漢字チーム"])
def test_characters_no_font_has_become_a_visible_replacement(name: str) -> None:
    assert missing_glyphs(name)
    shown = for_print(name)
    assert REPLACEMENT in shown
    assert missing_glyphs(shown) == ""


def test_every_french_character_and_typographic_sign_is_in_both_fonts() -> None:
    text = "àâäçéèêëîïôöùûüÿœæÀÂÇÉÈÊËÎÏÔÙÛÜŸŒÆ « » ’ — – … \u00a0\u202f €"
    assert missing_glyphs(text, REGULAR) == ""
    assert missing_glyphs(text, BOLD) == ""


@pytest.mark.parametrize("name", ["A" * 40, "Wolfeschlegelsteinhausenbergerdorff & Co.", "<&>\"'" * 8])
def test_a_long_name_shrinks_until_it_fits_its_box(name: str) -> None:
    fitted = fit(name, REGULAR, 12, width=90, height=20)
    assert all(width_of(line, REGULAR, fitted.size) <= 90 + 1e-6 for line in fitted.lines)
    assert fitted.height <= 20 + 0.01


def test_a_wrapped_right_to_left_name_keeps_its_lines_in_reading_order() -> None:
    from generator.text.bidi import isolate

    name = "שרה לוי אברהם"  # three words: the first line must hold the first word(s)
    width = width_of("שרה לוי", REGULAR, 10) + 1
    fitted = fit(isolate(name), REGULAR, 10, width=width, height=40, min_size=10)
    assert fitted.lines == (visual_order("שרה לוי"), visual_order("אברהם"))


def test_wrapping_breaks_at_spaces_then_hyphens_never_at_no_break_spaces() -> None:
    from generator.pdf.text import wrap

    name = "Bartholomew-Featherstonehaugh"
    width = width_of("Featherstonehaugh", REGULAR, 8) + 1
    assert wrap(name, REGULAR, 8, width) == ["Bartholomew-", "Featherstonehaugh"]
    assert wrap("5\u202f225 points", REGULAR, 8, width_of("5\u202f225", REGULAR, 8) + 1) == [
        "5\u202f225",
        "points",
    ]
    french = "5\u202f225\u00a0points"
    assert wrap(french, REGULAR, 8, 10) == [french]  # too wide, but never broken at a no-break space
    assert wrap("Featherstonehaugh", REGULAR, 8, 30, break_words=True)[0] != "Featherstonehaugh"


@settings(max_examples=300, deadline=None)
@given(
    words=st.lists(
        st.sampled_from(["a", "Ana", "—", "1\u202f000", "Coups", "fourrés", "", "WWW"]), max_size=12
    ),
    width=st.floats(min_value=20, max_value=300),
    bold=st.booleans(),
)
def test_a_string_that_fits_is_one_line_and_the_others_wrap_word_by_word(
    words: list[str], width: float, bold: bool
) -> None:
    font = BOLD if bold else REGULAR
    text = " ".join(words)
    if any(width_of(word, font, 9) > width for word in text.split(" ")):
        return  # words cut inside: another test's case
    lines = wrap(text, font, 9, width)
    if not text.startswith(" ") and width_of(text, font, 9) <= width:
        assert lines == [text]
    # What word-by-word wrapping means, said without wrapping: the words in their order, broken
    # only at spaces (the spaces at a break may go), every line fits, and no line could have
    # taken the next line's first word.
    assert [w for line in lines for w in line.split(" ") if w] == [w for w in words if w]
    assert all(width_of(line, font, 9) <= width for line in lines)
    for line, following in itertools.pairwise(lines):
        assert width_of(f"{line} {following.split(' ')[0]}", font, 9) > width, (line, following)


def test_with_widows_a_lone_last_word_takes_the_word_before_it_along() -> None:
    text = "trip: 1,000 or more, distance and safeties counted"
    width = width_of("trip: 1,000 or more, distance and safeties", REGULAR, 8) + 1
    assert wrap(text, REGULAR, 8, width) == ["trip: 1,000 or more, distance and safeties", "counted"]
    assert wrap(text, REGULAR, 8, width, widows=True) == [
        "trip: 1,000 or more, distance and",
        "safeties counted",
    ]
    # The same lines as without: the text keeps its height, at the same size.
    plain, mended = fit(text, REGULAR, 8, width, 40), fit(text, REGULAR, 8, width, 40, widows=True)
    assert (len(mended.lines), mended.size) == (len(plain.lines), plain.size)


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("Ben & Dev", "Ben &"),  # the word before would leave "Ben" alone
        ("a b c Featherstonehaugh", "a b c"),  # "c Featherstonehaugh" is wider than the line
    ],
)
def test_with_widows_a_lone_word_stays_where_moving_one_would_do_harm(text: str, first: str) -> None:
    width = max(width_of(first, REGULAR, 8), width_of(text.split(" ")[-1], REGULAR, 8)) + 1
    lines = wrap(text, REGULAR, 8, width)
    assert lines == [first, text.split(" ")[-1]]
    assert wrap(text, REGULAR, 8, width, widows=True) == lines


@settings(max_examples=300, deadline=None)
@given(
    words=st.lists(st.sampled_from(["a", "Ana", "—", "1\u202f000", "Coups", "fourrés", "WWW"]), max_size=14),
    width=st.floats(min_value=30, max_value=200),
)
def test_with_widows_the_words_keep_their_order_and_their_lines_fit(words: list[str], width: float) -> None:
    text = " ".join(words)
    if any(width_of(word, REGULAR, 9) > width for word in words):
        return  # words cut inside: the greedy wrap's case
    plain, mended = wrap(text, REGULAR, 9, width), wrap(text, REGULAR, 9, width, widows=True)
    assert len(mended) == len(plain)
    assert " ".join(mended) == " ".join(plain)
    assert all(width_of(line, REGULAR, 9) <= width for line in mended)
    if len(mended) > 1 and " " not in mended[-1]:
        # Still alone: the line before could not spare a word.
        before = mended[-2].split(" ")
        assert len(before) < 3 or width_of(f"{before[-1]} {mended[-1]}", REGULAR, 9) > width
