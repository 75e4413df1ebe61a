"""What every printed PDF shares: fonts, paper, boxes, safe margins, metadata, fitting text.

Sheets, cards and reports draw with ReportLab's canvas through these helpers.
User strings are drawn with ``drawString``-style calls, which never read
markup.
"""
