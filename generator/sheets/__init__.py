"""Printable score sheets (``bornes sheet``), in steps named by their modules.

- the sentences a sheet prints come from the catalogs (``generator.text.i18n``);
- ``content``: what a sheet shows, as plain data (header lines, sides, the rows
  of a hand's block with their values from the scoring module, notes); pure;
- ``layout``: where each box and string goes on each page, and how each
  string is fitted to its box; numbers only, so tests can measure it;
- ``sheet_pdf``: ReportLab drawing of a layout;
- ``form_writer``: for ``--fillable``, the same boxes as a PDF form that adds
  itself up (pypdf, after ReportLab has drawn the pages); ``bornes import``
  reads it back (``generator.matchlog.form_reader``). The form's field names
  and metadata, which both directions use, are ``generator.form_format``.

Only ``sheet_pdf`` draws; this package's ``__init__`` imports nothing, so the
pure ``content`` module can be imported without ReportLab.
"""
