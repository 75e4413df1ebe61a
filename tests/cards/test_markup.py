"""Reading the templates' output back as blocks of plain text."""

from __future__ import annotations

import pytest

from generator.cards.markup import MarkupError, Paragraph, Run, Table, parse


def test_bold_runs_and_layout_whitespace_fold_but_no_break_spaces_stay() -> None:
    document = parse("<card key='k'>\n  <p>  Play a\n   <b>Roll</b>, then\u00a0:  1\u202f000 </p></card>")
    (paragraph,) = document.blocks
    assert isinstance(paragraph, Paragraph)
    assert paragraph.runs == (Run("Play a "), Run("Roll", bold=True), Run(", then\u00a0: 1\u202f000"))


def test_escaped_text_comes_back_as_plain_characters() -> None:
    document = parse("<card key='k'><edition>A &lt;b&gt; &amp; &#34;q&#34; &#39;s&#39;</edition></card>")
    assert document.paragraphs("edition")[0].runs == (Run("A <b> & \"q\" 's'"),)


def test_tables_keep_keys_headers_and_alignment() -> None:
    document = parse(
        "<card key='scoring'><table><tr><th>Line</th><th align='right'>Points</th></tr>"
        "<tr key='trip'><td>Trip</td><td align='right'><b>400</b></td></tr></table></card>"
    )
    (table,) = document.tables()
    assert isinstance(table, Table)
    assert table.columns == 2
    header, trip = table.rows
    assert header.cells[0].header
    assert trip.key == "trip"
    assert trip.cells[1].align == "right"
    assert trip.cells[1].runs == (Run("400", bold=True),)


@pytest.mark.parametrize(
    "markup",
    [
        "<card><script>x</script></card>",
        "<html/>",
        "<card><p><i>x</i></p></card>",
        "<card><table><tr><td>a</td></tr><tr><td>a</td><td>b</td></tr></table></card>",
        "<card><p>unclosed</card>",
    ],
)
def test_markup_outside_the_vocabulary_is_refused(markup: str) -> None:
    with pytest.raises(MarkupError):
        parse(markup)


def test_a_template_bug_says_where_the_markup_breaks_as_the_xml_parser_does() -> None:
    with pytest.raises(MarkupError, match=r"not well-formed: mismatched tag: line 1, column 19"):
        parse("<card><p>unclosed</card>")
